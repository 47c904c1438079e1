import LayoutIR

/// One token of a rule text.
struct RuleToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        case number(Double)
        /// `50%`, or `H:50%` / `V:50%` with the axis fixed instead of taken from the rule.
        case percent(Double, LayoutAxis?)
        /// `%f` or `%ll`: `index` counts placeholders in the text, so that an error elsewhere
        /// cannot shift which argument a placeholder takes.
        case placeholder(String, index: Int)
        /// `%f%` (or `H:%f%`): a percentage whose number is an argument.
        case placeholderPercent(LayoutAxis?, index: Int)
        case plus, minus, star, slash, leftParen, rightParen, dot, at
        case assign(RuleAssignOperator)
        /// `,` or `;`: the end of one rule.
        case separator
        case newline
        case end
    }

    var kind: Kind
    var range: SourceRange
    /// The token as written, for messages.
    var text: String

    /// How a message names the token: `','`, `end of text`.
    var quoted: String {
        switch kind {
        case .end: return "end of text"
        case .newline: return "line break"
        default: return "'\(text)'"
        }
    }
}

/// `=`, or an assignment that combines with the rule's current value (`+=`, `-=`, `*=`, `/=`).
enum RuleAssignOperator: String, Sendable, Equatable {
    case assign = "="
    case add = "+="
    case subtract = "-="
    case multiply = "*="
    case divide = "/="
}
