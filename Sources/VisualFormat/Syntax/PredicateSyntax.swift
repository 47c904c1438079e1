import LayoutIR

/// `relation? expression (@ priority)?`.
package struct PredicateSyntax: Hashable, Sendable {
    package var relation: LayoutRelation?
    package var object: ExpressionSyntax
    package var priority: OperandSyntax?
    package var range: SourceRange

    package init(relation: LayoutRelation?, object: ExpressionSyntax, priority: OperandSyntax?,
                range: SourceRange) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.range = range
    }
}

/// `-? atom (('*' | '/') operand)* (('+' | '-') operand)*`: Extended VFL's operators.
package struct ExpressionSyntax: Hashable, Sendable {
    package var negated: Bool
    package var atom: AtomSyntax
    package var operations: [OperationSyntax]
    package var range: SourceRange

    package init(negated: Bool = false, atom: AtomSyntax, operations: [OperationSyntax] = [],
                range: SourceRange) {
        self.negated = negated
        self.atom = atom
        self.operations = operations
        self.range = range
    }
}

/// What an expression starts with.
package enum AtomSyntax: Hashable, Sendable {
    /// `10`, `1e2`.
    case number(Double, SourceRange)
    /// `30%`: the value is the fraction (`0.3`).
    case percent(Double, SourceRange)
    /// `gap` (a metric or a view) or `v.width` (a view's attribute).
    case name(NameSyntax, attribute: NameSyntax?)
}

/// `* 2`, `- 20`.
package struct OperationSyntax: Hashable, Sendable {
    package enum Operator: String, Hashable, Sendable {
        case multiply = "*", divide = "/", add = "+", subtract = "-"
    }

    package var op: Operator
    package var operand: OperandSyntax
    package var range: SourceRange

    package init(op: Operator, operand: OperandSyntax, range: SourceRange) {
        self.op = op
        self.operand = operand
        self.range = range
    }
}

/// A number or a metric name (an operator's right side, a priority).
package enum OperandSyntax: Hashable, Sendable {
    case number(Double, SourceRange)
    case name(NameSyntax)

    package var range: SourceRange {
        switch self {
        case .number(_, let range): return range
        case .name(let name): return name.range
        }
    }
}
