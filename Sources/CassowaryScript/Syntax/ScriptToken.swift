import Cassowary

/// One token of a script line, with where it starts and how it was spelled.
struct ScriptToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identifier(String)
        case number(Double)
        case relation(Relation)
        case plus, minus, star, slash
        case leftParenthesis, rightParenthesis
        case at, colon
        case end
    }

    var kind: Kind
    var position: SourcePosition
    /// The spelling, for messages: `'=='`, `'12.5'`; "end of line" for the end.
    var text: String

    /// How a message names the token: `'x'`, or `end of line`.
    var quoted: String { kind == .end ? "end of line" : "'\(text)'" }

    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }
}
