import LayoutIR

/// `relation? expression (@ priority)?`.
public struct PredicateSyntax: Hashable, Sendable {
    public var relation: LayoutRelation?
    public var object: ExpressionSyntax
    public var priority: OperandSyntax?
    public var range: SourceRange

    public init(relation: LayoutRelation?, object: ExpressionSyntax, priority: OperandSyntax?,
                range: SourceRange) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.range = range
    }
}

/// `-? atom (('*' | '/') operand)* (('+' | '-') operand)*`: Extended VFL's operators.
public struct ExpressionSyntax: Hashable, Sendable {
    public var negated: Bool
    public var atom: AtomSyntax
    public var operations: [OperationSyntax]
    public var range: SourceRange

    public init(negated: Bool = false, atom: AtomSyntax, operations: [OperationSyntax] = [],
                range: SourceRange) {
        self.negated = negated
        self.atom = atom
        self.operations = operations
        self.range = range
    }
}

/// What an expression starts with.
public enum AtomSyntax: Hashable, Sendable {
    /// `10`, `1e2`.
    case number(Double, SourceRange)
    /// `30%`: the value is the fraction (`0.3`).
    case percent(Double, SourceRange)
    /// `gap` (a metric or a view) or `v.width` (a view's attribute).
    case name(NameSyntax, attribute: NameSyntax?)
}

/// `* 2`, `- 20`.
public struct OperationSyntax: Hashable, Sendable {
    public enum Operator: String, Hashable, Sendable {
        case multiply = "*", divide = "/", add = "+", subtract = "-"
    }

    public var op: Operator
    public var operand: OperandSyntax
    public var range: SourceRange

    public init(op: Operator, operand: OperandSyntax, range: SourceRange) {
        self.op = op
        self.operand = operand
        self.range = range
    }
}

/// A number or a metric name (an operator's right side, a priority).
public enum OperandSyntax: Hashable, Sendable {
    case number(Double, SourceRange)
    case name(NameSyntax)

    public var range: SourceRange {
        switch self {
        case .number(_, let range): return range
        case .name(let name): return name.range
        }
    }
}
