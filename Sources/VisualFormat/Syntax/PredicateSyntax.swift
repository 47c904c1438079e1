import LayoutIR

/// `relation? expression (@ priority)?`.
package struct PredicateSyntax: Hashable, Sendable {
    package var relation: LayoutRelation?
    package var object: ExpressionSyntax
    package var priority: OperandSyntax?
    package var span: Span
}

/// `-? atom (('*' | '/') sign? operand)* (('+' | '-') operand)*`: Extended VFL's operators.
package struct ExpressionSyntax: Hashable, Sendable {
    package var negated: Bool
    package var atom: AtomSyntax
    /// In ``LayoutSyntax/operations``.
    package var operations: NodeList
    package var span: Span
}

/// What an expression starts with.
package enum AtomSyntax: Hashable, Sendable {
    /// `10`, `1e2`.
    case number(Double, Span)
    /// `30%`: the value is the fraction (`0.3`).
    case percent(Double, Span)
    /// `gap` (a metric or a view) or `v.width` (a view's attribute).
    case name(NameSyntax, attribute: NameSyntax?)
}

/// `* 2`, `/ -10`, `- 20`.
package struct OperationSyntax: Hashable, Sendable {
    package enum Operator: String, Hashable, Sendable {
        case multiply = "*", divide = "/", add = "+", subtract = "-"
    }

    package var op: Operator
    package var operand: OperandSyntax
    /// A signed factor: `*-2`, `/-10` (autolayout.js); `/+10` and `*+3` are unsigned.
    package var negated: Bool
    package var span: Span
}

/// A number or a metric name (an operator's right side, a priority).
package enum OperandSyntax: Hashable, Sendable {
    case number(Double, Span)
    case name(NameSyntax)

    package var span: Span {
        switch self {
        case .number(_, let span): return span
        case .name(let name): return name.span
        }
    }
}
