import LayoutIR

/// Thrown inside the parser once a statement's error has been recorded, to unwind to the
/// statement loop, which skips to the next `;` or line break.
struct ParseFailure: Error {}

/// A recursive-descent parser over the lexer's tokens. Line breaks are skipped everywhere
/// except where a statement could end (after a view, a closing `|`, braces or an explicit
/// clause), where they end it.
struct Parser {
    let source: SourceText
    let tokens: [Token]
    var index = 0
    var diagnostics: [Diagnostic] = []
    /// How many stacks enclose the current position.
    var depth = 0
    static let maximumDepth = 64

    init(source: SourceText) {
        self.source = source
        var lexer = Lexer(source: source)
        self.tokens = lexer.tokenize()
        self.diagnostics = lexer.diagnostics
    }

    /// The raw next token, line breaks included.
    var raw: Token { tokens[min(index, tokens.count - 1)] }

    /// The next token that is not a line break.
    var current: Token { token(after: 0) }

    /// The `n`th token after the current one, line breaks skipped.
    func token(after n: Int) -> Token {
        var i = index
        var remaining = n
        while i < tokens.count - 1 {
            if tokens[i].kind != .newline {
                if remaining == 0 { return tokens[i] }
                remaining -= 1
            }
            i += 1
        }
        return tokens[tokens.count - 1]
    }

    func peek(_ kind: Token.Kind) -> Bool { current.kind == kind }

    /// Consumes the next token that is not a line break.
    @discardableResult
    mutating func advance() -> Token {
        while index < tokens.count - 1 && tokens[index].kind == .newline { index += 1 }
        let token = tokens[min(index, tokens.count - 1)]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// The end of the last consumed token (scalar index).
    var previousEnd: Int {
        var i = index - 1
        while i >= 0 && tokens[i].kind == .newline { i -= 1 }
        return i >= 0 ? tokens[i].end : 0
    }

    mutating func expect(_ kind: Token.Kind, _ what: String, id: DiagnosticID = .unexpectedToken,
                         hint: String? = nil) throws(ParseFailure) -> Token {
        if peek(kind) { return advance() }
        throw fail(expected: what, id: id, hint: hint)
    }

    /// Records `expected X, found Y` at the current token and returns the failure to throw.
    mutating func fail(expected what: String, id: DiagnosticID = .unexpectedToken,
                       hint: String? = nil) -> ParseFailure {
        let found = current
        var id = id
        if found.kind == .end && id == .unexpectedToken { id = .unexpectedEnd }
        return fail(id, "expected \(what), found \(found.described)", at: found.range, hint: hint)
    }

    mutating func fail(_ id: DiagnosticID, _ message: String, at range: SourceRange,
                       hint: String? = nil) -> ParseFailure {
        diagnostics.append(Diagnostic(id, message, at: range, hint: hint))
        return ParseFailure()
    }

    /// A name token, checked against `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func parseName(_ what: String) throws(ParseFailure) -> NameSyntax {
        guard peek(.identifier) else {
            if peek(.number) {
                throw fail(.invalidName, "expected \(what), found \(current.described)",
                           at: current.range, hint: "names start with a letter or '_'")
            }
            throw fail(expected: what)
        }
        let token = advance()
        try checkName(token, what)
        return NameSyntax(text: token.text, range: token.range)
    }

    mutating func checkName(_ token: Token, _ what: String) throws(ParseFailure) {
        let scalars = Array(token.text.unicodeScalars)
        let valid = scalars.first.map { $0 == "_" || ($0.isASCII && Lexer.isIdentifierStart($0)) } == true
            && scalars.allSatisfy { $0.isASCII && Lexer.isIdentifierContinue($0) }
        if !valid {
            throw fail(.invalidName, "expected \(what), found invalid name '\(token.text)'",
                       at: token.range, hint: "names are ASCII letters, digits and '_', starting with a letter or '_'")
        }
    }

    /// A number token's value; `1e999` is an error.
    mutating func parseNumber() throws(ParseFailure) -> (Double, SourceRange) {
        let token = try expect(.number, "a number")
        guard let value = Double(token.text), value.isFinite else {
            throw fail(.invalidNumber, "number '\(token.text)' is out of range", at: token.range)
        }
        return (value, token.range)
    }

    func range(from start: Int) -> SourceRange { source.range(start, max(start, previousEnd)) }
}
