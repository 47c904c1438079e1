import LayoutIR

/// One token of a layout text: a kind and a byte range. The text is cut from the source only
/// when a message or a number needs it.
struct Token: Sendable, Equatable {
    enum Kind: UInt8, Sendable, Equatable {
        case identifier, number
        case pipe, leftBracket, rightBracket, leftParen, rightParen, leftBrace, rightBrace
        case dash, tilde, at, comma, colon, semicolon, dot, dotDot, star, slash, plus, percent
        /// `==`, `<=` or `>=`.
        case relation
        /// A lone `>`: the second half of a disconnection `->`.
        case greater
        /// A lone `<`: opens a constraint name after a statement (`<width>`).
        case less
        /// A run of `<`, `>`, `=`, `!` that is not a relation (`=`, `=>`, `<<`).
        case badRelation
        /// One or more line breaks (with white space and comments between): a run ends a
        /// statement as one does.
        case newline
        case end
        /// A character the language has no use for.
        case invalid
    }

    // Offsets are 32-bit (a text of 4 GiB or more is refused before lexing: see
    // ``maximumTextLength``), so a token is 16 bytes, not 24: the token array, room for three
    // tokens per four bytes of text, written once and read twice, is the largest block a
    // compile makes.
    var kind: Kind
    /// For an identifier, whether the lexer saw it is a plain name (`[A-Za-z_][A-Za-z0-9_]*`),
    /// so that the parser need not read its bytes again; it sits in what would be padding.
    var isPlainName: Bool
    /// For an identifier, its id in the text's ``NameTable``; -1 otherwise.
    var name: Int32
    private var lower: UInt32
    private var upper: UInt32

    /// The longest text whose offsets a token holds: longer texts are refused with
    /// `vfl.textTooLong` before lexing.
    static let maximumTextLength = Int(UInt32.max) - 1

    /// UTF-8 offsets into the source, `start..<end`.
    var start: Int { @inline(__always) get { Int(lower) } }
    var end: Int { @inline(__always) get { Int(upper) } }

    /// Offsets must be at most ``maximumTextLength`` (the parser checks the text first).
    @inline(__always)
    init(kind: Kind, start: Int, end: Int, name: Int32 = -1, isPlainName: Bool = false) {
        self.kind = kind
        self.isPlainName = isPlainName
        self.name = name
        self.lower = UInt32(truncatingIfNeeded: start)
        self.upper = UInt32(truncatingIfNeeded: end)
    }

    var isTerminator: Bool { @inline(__always) get { kind == .semicolon || kind == .newline || kind == .end } }
}

extension SourceText {
    /// The token as written.
    func text(_ token: Token) -> String { slice(token.start, token.end) }

    /// How a message names the token: `'-'`, `number '10'`, `end of text`.
    func described(_ token: Token) -> String {
        switch token.kind {
        case .end: return "end of text"
        case .newline: return "line break"
        case .identifier: return "name '\(text(token))'"
        case .number: return "number '\(text(token))'"
        case .invalid: return "character '\(text(token))'"
        default: return "'\(text(token))'"
        }
    }
}
