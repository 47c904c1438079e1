import LayoutIR

/// Thrown inside the parser once a statement's error has been recorded, to unwind to the
/// statement loop, which skips to the next `;` or line break.
struct ParseFailure: Error {}

/// A recursive-descent parser over the lexer's tokens. Line breaks are skipped everywhere
/// except where a statement could end (after a view, a closing `|`, braces or an explicit
/// clause), where they end it.
///
/// Tokens are byte ranges; a token's text is cut only for a name, a number or a message, and
/// positions become lines and columns through ``SourceText`` as the syntax is built.
struct Parser {
    let source: SourceText
    let tokens: [Token]
    /// The text's names, by the ids in identifier tokens.
    let names: NameTable
    /// The tree being built: its node arrays grow as statements parse.
    var syntax: LayoutSyntax
    /// The next token's index; only ``advance()`` and ``step()`` move it.
    private(set) var index = 0
    /// The next token that is not a line break, kept as ``index`` moves: the grammar asks for
    /// it several times per token (`peek`), a load from here rather than a look-up each time.
    private(set) var current: Token
    /// The end of the last consumed token that is not a line break (byte offset), 0 before
    /// the first: kept as tokens are consumed rather than searched for at every node.
    private(set) var previousEnd = 0
    var diagnostics: [Diagnostic] = []
    /// How many stacks enclose the current position.
    var depth = 0
    static let maximumDepth = 64
    /// Where the last position was looked up: positions are mostly asked for in order.
    var cursor = SourceText.Cursor()
    /// Nodes of lists still being parsed: a stack's chain inside a slot adds its own slots,
    /// entries and connections before the outer list is complete, so each list collects here
    /// and moves to the tree as one block when it ends (the buffers keep their capacity).
    /// (Work lists: pushed and dropped per node without a check that the storage is shared.)
    var pendingSlots: WorkList<ViewSlotSyntax>
    var pendingEntries: WorkList<ViewEntrySyntax>
    var pendingConnections: WorkList<ConnectionSyntax>
    /// By name id: 0 not looked up, 255 no brace keyword, else the keyword's index + 1 in
    /// `BraceKeywordSyntax.Keyword.allCases`.
    var keywordOfName: [UInt8] = []

    // Always inlined into its callers: as a call, the parser built on its stack was copied into
    // the caller's (some thirty references retained) and then destroyed.
    @inline(__always)
    init(source: SourceText) {
        self.source = source
        var lexer = Lexer(source: source)
        if source.count <= Token.maximumTextLength {
            self.tokens = lexer.tokenize()
            self.diagnostics = lexer.diagnostics
        } else {
            // Offsets past 32 bits: nothing is lexed, and the parser stops at once.
            self.tokens = [Token(kind: .end, start: 0, end: 0)]
            self.diagnostics = [Diagnostic(
                .textTooLong, "the text is \(source.count) bytes long; the compiler reads at most \(Token.maximumTextLength)",
                at: source.range(0, 0), hint: "split the text into several compiles")]
        }
        self.current = Self.visible(tokens, at: 0)
        self.names = lexer.names
        self.syntax = LayoutSyntax(source: source)
        syntax.names = lexer.names
        syntax.metaComments = lexer.metaComments
        // Upper bounds from the tokens: each array is allocated once.
        let counts = lexer.counts
        syntax.statements.reserveCapacity(counts.semicolons + counts.newlines + 1)
        syntax.slots.reserveCapacity(counts.leftBrackets)
        syntax.entries.reserveCapacity(counts.identifiers)
        syntax.connections.reserveCapacity(counts.leftBrackets + counts.pipes)
        syntax.predicates.reserveCapacity(counts.leftParens + counts.commas + counts.dashes + counts.tildes)
        syntax.operations.reserveCapacity(counts.stars + counts.slashes + counts.pluses + counts.dashes)
        // The pending lists hold one statement's nodes at a time.
        pendingSlots = WorkList(capacity: min(counts.leftBrackets, 64))
        pendingEntries = WorkList(capacity: min(counts.identifiers, 64))
        pendingConnections = WorkList(capacity: min(counts.leftBrackets, 64))
    }

    // The helpers below are `mutating` although they change nothing: a non-mutating method
    // called from a mutating one gets a copy of the whole parser (hundreds of bytes) per call.

    /// The raw next token, line breaks included (the index never passes `.end`, the last).
    var raw: Token { @inline(__always) mutating get { tokens[index] } }

    /// The first token at or after `i` that is not a line break: a run of line breaks is one
    /// token and never last, so it is there or just after.
    @inline(__always)
    static func visible(_ tokens: [Token], at i: Int) -> Token {
        let token = tokens[i]
        return token.kind == .newline ? tokens[i + 1] : token
    }

    /// The token after the current one, line breaks skipped: the lexer makes one token of a
    /// run of line breaks, and `.end` is last, so this looks at most four tokens on.
    @inline(__always)
    mutating func tokenAfterCurrent() -> Token {
        var i = index
        if tokens[i].kind == .newline { i += 1 }
        if tokens[i].kind == .end { return tokens[i] }
        i += 1
        if tokens[i].kind == .newline { i += 1 }
        return tokens[i]
    }

    @inline(__always)
    mutating func peek(_ kind: Token.Kind) -> Bool { current.kind == kind }

    /// Consumes the next token that is not a line break.
    @discardableResult @inline(__always)
    mutating func advance() -> Token {
        // A run of line breaks is one token, never last; `.end` is last and never passed.
        let token = current
        if token.kind != .end {
            if tokens[index].kind == .newline { index += 1 }
            previousEnd = token.end
            index += 1
            current = Self.visible(tokens, at: index)
        }
        return token
    }

    /// Moves past the raw next token (line breaks included), keeping ``previousEnd``.
    @inline(__always)
    mutating func step() {
        let token = tokens[index]
        // `.end` is never stepped over (it ends every statement); were it, the index stays on it.
        guard token.kind != .end else { return }
        if token.kind != .newline { previousEnd = token.end }
        index += 1
        current = Self.visible(tokens, at: index)
    }

    mutating func text(_ token: Token) -> String { source.text(token) }

    mutating func described(_ token: Token) -> String { source.described(token) }

    /// Lines and columns, for a diagnostic.
    mutating func range(_ token: Token) -> SourceRange { source.range(token.start, token.end, cursor: &cursor) }

    mutating func range(_ span: Span) -> SourceRange { source.range(span.start, span.end, cursor: &cursor) }

    mutating func span(_ token: Token) -> Span { Span(token.start, token.end) }

    /// From `start` to the end of the last consumed token.
    mutating func span(from start: Int) -> Span { Span(start, max(start, previousEnd)) }

    /// The next token if it is of `kind`; else records `expected what` (built only then).
    /// Inlined: the common case is one comparison, and the closure for the message then costs
    /// nothing.
    @inline(__always)
    mutating func expect(_ kind: Token.Kind, _ what: @autoclosure () -> String, id: DiagnosticID = .unexpectedToken,
                         hint: String? = nil) throws(ParseFailure) -> Token {
        if peek(kind) { return advance() }
        throw fail(expected: what(), id: id, hint: hint)
    }

    /// Records `expected X, found Y` at the current token and returns the failure to throw.
    mutating func fail(expected what: String, id: DiagnosticID = .unexpectedToken,
                       hint: String? = nil) -> ParseFailure {
        let found = current
        var id = id
        if found.kind == .end && id == .unexpectedToken { id = .unexpectedEnd }
        return fail(id, "expected \(what), found \(described(found))", at: span(found), hint: hint)
    }

    mutating func fail(_ id: DiagnosticID, _ message: String, at span: Span,
                       hint: String? = nil) -> ParseFailure {
        diagnostics.append(Diagnostic(id, message, at: range(span), hint: hint))
        return ParseFailure()
    }

    /// A name token, checked against `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func parseName(_ what: @autoclosure () -> String) throws(ParseFailure) -> NameSyntax {
        guard peek(.identifier) else {
            if peek(.number) {
                let found = current
                throw fail(.invalidName, "expected \(what()), found \(described(found))",
                           at: span(found), hint: "names start with a letter or '_'")
            }
            throw fail(expected: what())
        }
        let token = advance()
        try checkName(token, what())
        return NameSyntax(id: Int(token.name), span: span(token))
    }

    mutating func checkName(_ token: Token, _ what: @autoclosure () -> String) throws(ParseFailure) {
        // The lexer marks the names it saw are plain: only the others are read again here.
        if token.isPlainName { return }
        let bytes = source.bytes
        var valid = token.end > token.start && !Lexer.isDigit(bytes[token.start])
        var i = token.start
        while valid && i < token.end {
            valid = Lexer.isASCIINameCharacter(bytes[i])
            i += 1
        }
        if !valid {
            throw fail(.invalidName, "expected \(what()), found invalid name '\(text(token))'",
                       at: span(token), hint: "names are ASCII letters, digits and '_', starting with a letter or '_'")
        }
    }

    /// A number token's value; `1e999` is an error.
    mutating func parseNumber() throws(ParseFailure) -> (Double, Span) {
        let token = try expect(.number, "a number")
        guard let value = NumberText.value(source.bytes, token.start, token.end), value.isFinite else {
            throw fail(.invalidNumber, "number '\(text(token))' is out of range", at: span(token))
        }
        return (value, span(token))
    }

    /// The attribute a name spells, looked up once per name.
    mutating func attributeNamed(_ id: Int) -> LayoutAttribute? {
        if syntax.attributeOfName.isEmpty { syntax.attributeOfName = [UInt8](repeating: 0, count: names.count) }
        if syntax.attributeOfName[id] == 0 {
            let attribute = LayoutAttribute(rawValue: names[id])
            syntax.attributeOfName[id] = attribute.flatMap { LayoutAttribute.allCases.firstIndex(of: $0) }.map { UInt8($0 + 1) } ?? 255
        }
        let code = Int(syntax.attributeOfName[id])
        return code == 255 ? nil : LayoutAttribute.allCases[code - 1]
    }

    /// The brace keyword a name spells, looked up once per name (a keyword is written in many
    /// statements: its text is not cut and matched again each time).
    mutating func keywordNamed(_ id: Int) -> BraceKeywordSyntax.Keyword? {
        if keywordOfName.isEmpty { keywordOfName = [UInt8](repeating: 0, count: names.count) }
        if keywordOfName[id] == 0 {
            let keyword = BraceKeywordSyntax.Keyword(rawValue: names[id])
            keywordOfName[id] = keyword.flatMap { BraceKeywordSyntax.Keyword.allCases.firstIndex(of: $0) }
                .map { UInt8($0 + 1) } ?? 255
        }
        let code = Int(keywordOfName[id])
        return code == 255 ? nil : BraceKeywordSyntax.Keyword.allCases[code - 1]
    }

    /// Moves the pending nodes from `mark` on into the tree's array and returns where they are.
    /// Inlined so that each node type gets its own copy: the shared generic body copies nodes
    /// through value witnesses, an indirect call per field.
    @inline(__always)
    static func flush<Node>(_ pending: inout WorkList<Node>, from mark: Int, into array: inout [Node]) -> NodeList {
        let start = array.count
        pending.move(from: mark, to: &array)
        return NodeList(start: start, count: array.count - start)
    }
}

/// The value of a C number token, without making a `String` in the common case.
enum NumberText {
    private static let powers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Up to 15 significant digits scaled by a power of ten up to 22 is one correctly rounded
    /// multiplication or division of exact values (Clinger's fast path), the same result as
    /// `Double(String)`; anything else goes through `Double(String)`.
    static func value(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var i = start
        var simple = true
        while i < end, Lexer.isDigit(bytes[i]) {
            if mantissa == 0 && bytes[i] == UInt8(ascii: "0") {
                // Leading zeros are not significant.
            } else {
                mantissa = mantissa &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
                digits += 1
            }
            i += 1
        }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, Lexer.isDigit(bytes[i]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[i] - UInt8(ascii: "0"))
                if mantissa != 0 { digits += 1 }
                scale -= 1
                i += 1
            }
        }
        if i < end { simple = false }  // an exponent
        if simple, digits <= 15, scale >= -22 {
            return scale == 0 ? Double(mantissa) : Double(mantissa) / powers[-scale]
        }
        return Double(String(decoding: bytes[start..<end], as: UTF8.self))
    }
}
