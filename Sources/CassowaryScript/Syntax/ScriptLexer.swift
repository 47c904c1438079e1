/// Splits one line of a script into tokens.
///
/// The script is line oriented, so the lexer works a line at a time; a `#` starts a comment
/// that runs to the end of the line. The token list always ends with `.end`.
struct ScriptLexer {
    private let scalars: [Unicode.Scalar]
    private let line: Int
    private var index = 0

    init(line text: Substring, number line: Int) {
        self.scalars = Array(text.unicodeScalars)
        self.line = line
    }

    /// The tokens of the line, or the first character that is not part of one.
    mutating func tokenize() throws(ScriptDiagnostic) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        while true {
            skipBlanks()
            let start = index
            guard let c = peek(), c != "#" else {
                tokens.append(ScriptToken(kind: .end, position: position(start), text: ""))
                return tokens
            }
            let kind: ScriptToken.Kind
            if Self.isIdentifierStart(c) {
                while let d = peek(), Self.isIdentifierPart(d) { index += 1 }
                kind = .identifier(text(from: start))
            } else if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) {
                kind = try number(from: start)
            } else {
                index += 1
                switch c {
                case "+": kind = .plus
                case "-": kind = .minus
                case "*": kind = .star
                case "/": kind = .slash
                case "(": kind = .leftParenthesis
                case ")": kind = .rightParenthesis
                case "@": kind = .at
                case ":": kind = .colon
                case "=", "<", ">":
                    guard peek() == "=" else {
                        throw ScriptDiagnostic(.expected("'==', '<=' or '>='", found: "'\(c)'"), at: position(start))
                    }
                    index += 1
                    kind = .relation(c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
                default:
                    throw ScriptDiagnostic(.unexpectedCharacter(String(c)), at: position(start))
                }
            }
            tokens.append(ScriptToken(kind: kind, position: position(start), text: text(from: start)))
        }
    }

    /// `12`, `1.5`, `.5`, `1.`, `1e2`, `2.5E-3`. An `e` not followed by digits ends the
    /// number (so `2em` reads as `2` then `em`, which the parser rejects).
    private mutating func number(from start: Int) throws(ScriptDiagnostic) -> ScriptToken.Kind {
        while let d = peek(), Self.isDigit(d) { index += 1 }
        if peek() == "." {
            index += 1
            while let d = peek(), Self.isDigit(d) { index += 1 }
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let d = peek(1 + sign), Self.isDigit(d) {
                index += 1 + sign
                while let d = peek(), Self.isDigit(d) { index += 1 }
            }
        }
        let spelling = text(from: start)
        guard let value = Double(spelling), value.isFinite else {
            throw ScriptDiagnostic(.numberOutOfRange(spelling), at: position(start))
        }
        return .number(value)
    }

    private mutating func skipBlanks() {
        while let c = peek(), c == " " || c == "\t" || c == "\r" { index += 1 }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func text(from start: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<index])
        return String(s)
    }

    private func position(_ index: Int) -> SourcePosition {
        SourcePosition(line: line, column: index + 1)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }
    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c) || c == "."
    }
}
