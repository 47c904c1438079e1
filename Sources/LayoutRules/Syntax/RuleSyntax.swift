import LayoutIR

/// A value as written in a rule, before it is evaluated against the rules set so far.
indirect enum RuleExpression: Sendable, Equatable {
    case number(Double, SourceRange)
    /// A percentage of the superview's size: of the axis given, or of the axis of the rule the
    /// value is assigned to (CSLayout decides that when the rule is used, not when written).
    case percent(Double, LayoutAxis?, SourceRange)
    /// `%f`, `%ll`, `%f%`: the argument at `index`.
    case placeholder(RulePlaceholder, index: Int, SourceRange)
    /// Another rule of the same view: its value as set so far.
    case reference(RuleName, SourceRange)
    /// `name.ll`: another view's geometry.
    case geometry(view: String, RuleName, SourceRange)
    /// `nil`: removes the rule.
    case nothing(SourceRange)
    case negate(RuleExpression, SourceRange)
    /// `first op₁ x₁ op₂ x₂ …` evaluated left to right: a flat list rather than a left-deep tree,
    /// so that a 100,000-term sum neither nests 100,000 deep nor recurses when evaluated.
    case chain(RuleExpression, [RuleOperation])
    /// `rr = 10` as the value of `ll = rr = 10`.
    case assignment(RuleAssignment)

    var range: SourceRange {
        switch self {
        case .number(_, let r), .percent(_, _, let r), .placeholder(_, _, let r),
             .reference(_, let r), .geometry(_, _, let r), .nothing(let r), .negate(_, let r):
            return r
        case .chain(let first, let rest):
            return SourceRange(start: first.range.start, end: rest.last?.operand.range.end ?? first.range.end)
        case .assignment(let a):
            return a.range
        }
    }
}

/// What a placeholder asks its argument for.
enum RulePlaceholder: Sendable, Equatable {
    /// `%f`: a number.
    case number
    /// `%f%`: a number that is a percentage, of the axis given or of the rule's.
    case percent(LayoutAxis?)
    /// `%ll`, `%w`, ...: that geometry of the view passed.
    case geometry(RuleName)
}

enum RuleBinaryOperator: String, Sendable, Equatable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// One step of a ``RuleExpression/chain(_:_:)``: `op operand`.
struct RuleOperation: Sendable, Equatable {
    var op: RuleBinaryOperator
    var operand: RuleExpression
    var operatorRange: SourceRange
}

/// `target op value`; assignments chain to the right (`ll = rr = 10` sets `rr`, then `ll`).
struct RuleAssignment: Sendable, Equatable {
    var target: RuleName
    var targetRange: SourceRange
    var op: RuleAssignOperator
    var value: RuleExpression
    /// From the target's name to the end of the value.
    var range: SourceRange
}

/// One rule as separated by `,`, `;` or a line break, with its priority.
struct RuleStatement: Sendable, Equatable {
    var assignment: RuleAssignment
    /// `@750`; `nil` means required.
    var priority: LayoutPriority?
    var range: SourceRange
    /// The statement as written, for constraint origins.
    var text: String
}
