import LayoutIR

/// Splits a layout text into tokens. White space and comments are dropped; line breaks are kept
/// as tokens because they may end a statement. The lexer never fails: characters it does not
/// know become `.invalid` tokens that the parser reports in context.
struct Lexer {
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText) { self.source = source }

    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        var i = 0
        let s = source.scalars
        func make(_ kind: Token.Kind, _ start: Int, _ end: Int) -> Token {
            Token(kind: kind, text: source.slice(start, end), start: start, end: end,
                  range: source.range(start, end))
        }
        while i < s.count {
            let c = s[i]
            let next = source.scalar(at: i + 1)
            if c == "\n" {
                tokens.append(make(.newline, i, i + 1))
                i += 1
            } else if c == " " || c == "\t" || c == "\r" || c.properties.isWhitespace {
                i += 1
            } else if c == "/" && next == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
            } else if c == "/" && next == "*" {
                let start = i
                i += 2
                var closed = false
                while i < s.count {
                    if s[i] == "*" && source.scalar(at: i + 1) == "/" {
                        i += 2
                        closed = true
                        break
                    }
                    i += 1
                }
                if !closed {
                    diagnostics.append(Diagnostic(
                        .unterminatedComment, "unterminated comment: expected '*/', found end of text",
                        at: source.range(start, start + 2), hint: "close the comment with '*/'"))
                }
            } else if Self.isIdentifierStart(c) {
                let start = i
                while i < s.count && Self.isIdentifierContinue(s[i]) { i += 1 }
                tokens.append(make(.identifier, start, i))
            } else if Self.isDigit(c) || (c == "." && next.map(Self.isDigit) == true) {
                let start = i
                i = scanNumber(from: i)
                // `1abc` is one bad name, not a number then a name.
                if i < s.count && Self.isIdentifierContinue(s[i]) {
                    while i < s.count && Self.isIdentifierContinue(s[i]) { i += 1 }
                    tokens.append(make(.identifier, start, i))
                } else {
                    tokens.append(make(.number, start, i))
                }
            } else if c == "<" || c == ">" || c == "=" || c == "!" {
                let start = i
                while i < s.count, ["<", ">", "=", "!"].contains(s[i]) {
                    // `->=` is a dash and `>=`; `>[` is a disconnection's `>`: stop a run at two.
                    if i - start == 2 { break }
                    i += 1
                }
                let text = source.slice(start, i)
                let kind: Token.Kind = ["==", "<=", ">="].contains(text) ? .relation
                    : text == ">" ? .greater : .badRelation
                tokens.append(make(kind, start, i))
            } else if c == "." && next == "." {
                tokens.append(make(.dotDot, i, i + 2))
                i += 2
            } else {
                let kind: Token.Kind
                switch c {
                case "|": kind = .pipe
                case "[": kind = .leftBracket
                case "]": kind = .rightBracket
                case "(": kind = .leftParen
                case ")": kind = .rightParen
                case "{": kind = .leftBrace
                case "}": kind = .rightBrace
                case "-": kind = .dash
                case "~": kind = .tilde
                case "@": kind = .at
                case ",": kind = .comma
                case ":": kind = .colon
                case ";": kind = .semicolon
                case ".": kind = .dot
                case "*": kind = .star
                case "/": kind = .slash
                case "+": kind = .plus
                case "%": kind = .percent
                default: kind = .invalid
                }
                tokens.append(make(kind, i, i + 1))
                i += 1
            }
        }
        tokens.append(make(.end, s.count, s.count))
        return tokens
    }

    /// A C number: `12`, `1.5`, `.5`, `1e2`, `2.5E-3`. A dot followed by a dot is a range `..`.
    private func scanNumber(from start: Int) -> Int {
        var i = start
        let s = source.scalars
        while i < s.count && Self.isDigit(s[i]) { i += 1 }
        if i < s.count && s[i] == ".", let d = source.scalar(at: i + 1), Self.isDigit(d) {
            i += 1
            while i < s.count && Self.isDigit(s[i]) { i += 1 }
        }
        if i < s.count && (s[i] == "e" || s[i] == "E") {
            var j = i + 1
            if let sign = source.scalar(at: j), sign == "+" || sign == "-" { j += 1 }
            if let d = source.scalar(at: j), Self.isDigit(d) {
                i = j
                while i < s.count && Self.isDigit(s[i]) { i += 1 }
            }
        }
        return i
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    /// Any letter starts a name so that `[héllo]` is reported as a bad name, not as noise.
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.isASCII ? (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") : c.properties.isAlphabetic)
    }

    static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c) || (!c.isASCII && c.properties.numericType != nil)
    }
}
