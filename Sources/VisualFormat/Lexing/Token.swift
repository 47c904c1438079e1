import LayoutIR

/// One token of a layout text.
struct Token: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case identifier, number
        case pipe, leftBracket, rightBracket, leftParen, rightParen, leftBrace, rightBrace
        case dash, tilde, at, comma, colon, semicolon, dot, dotDot, star, slash, plus, percent
        /// `==`, `<=` or `>=`.
        case relation
        /// A lone `>`: the second half of a disconnection `->`.
        case greater
        /// A run of `<`, `>`, `=`, `!` that is not a relation (`=`, `=>`, `<`).
        case badRelation
        case newline, end
        /// A character the language has no use for.
        case invalid
    }

    var kind: Kind
    var text: String
    /// Scalar indices into the source, `start..<end`.
    var start: Int
    var end: Int
    var range: SourceRange

    /// How a message names the token: `'-'`, `number '10'`, `end of text`.
    var described: String {
        switch kind {
        case .end: return "end of text"
        case .newline: return "line break"
        case .identifier: return "name '\(text)'"
        case .number: return "number '\(text)'"
        case .invalid: return "character '\(text)'"
        default: return "'\(text)'"
        }
    }

    var isTerminator: Bool { kind == .semicolon || kind == .newline || kind == .end }
}
