/// Splits one line of a script into tokens.
///
/// The script is line oriented, so the lexer works a line at a time; a `#` starts a comment
/// that runs to the end of the line. The token list always ends with `.end`.
///
/// It reads the line's UTF-8 bytes (everything the grammar knows is ASCII), and counts
/// columns in Unicode scalars: a line with other characters keeps a table from byte to
/// column, so that a long script costs time linear in its bytes.
struct ScriptLexer {
    private let bytes: [UInt8]
    /// For a line that is not all ASCII, the 0-based scalar column of each byte (and of the
    /// end); empty for an ASCII line, whose columns are its byte offsets.
    private let scalarColumns: [Int]
    private let line: Int
    private var index = 0

    init(bytes: [UInt8], number line: Int) {
        self.bytes = bytes
        self.line = line
        if bytes.allSatisfy({ $0 < 0x80 }) {
            scalarColumns = []
        } else {
            var columns: [Int] = []
            columns.reserveCapacity(bytes.count + 1)
            var column = 0
            for byte in bytes {
                columns.append(column)
                // Every byte but a continuation byte starts a scalar.
                if byte & 0xC0 != 0x80 { column += 1 }
            }
            columns.append(column)
            scalarColumns = columns
        }
    }

    /// The tokens of the line, or the first character that is not part of one.
    mutating func tokenize() throws(ScriptDiagnostic) -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        while true {
            skipBlanks()
            let start = index
            guard let c = peek(), c != UInt8(ascii: "#") else {
                tokens.append(ScriptToken(kind: .end, position: position(start), text: ""))
                return tokens
            }
            let kind: ScriptToken.Kind
            if Self.isIdentifierStart(c) {
                while let d = peek(), Self.isIdentifierPart(d) { index += 1 }
                kind = .identifier(text(from: start))
            } else if Self.isDigit(c) || (c == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                kind = try number(from: start)
            } else {
                index += 1
                switch Unicode.Scalar(c) {
                case "+": kind = .plus
                case "-": kind = .minus
                case "*": kind = .star
                case "/": kind = .slash
                case "(": kind = .leftParenthesis
                case ")": kind = .rightParenthesis
                case "@": kind = .at
                case ":": kind = .colon
                case "=", "<", ">":
                    guard peek() == UInt8(ascii: "=") else {
                        throw ScriptDiagnostic(
                            .expected("'==', '<=' or '>='", found: "'\(Unicode.Scalar(c))'"), at: position(start))
                    }
                    index += 1
                    kind = .relation(
                        c == UInt8(ascii: "=") ? .equal : c == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual)
                default:
                    throw ScriptDiagnostic(.unexpectedCharacter(scalarText(at: start)), at: position(start))
                }
            }
            tokens.append(ScriptToken(kind: kind, position: position(start), text: text(from: start)))
        }
    }

    /// `12`, `1.5`, `.5`, `1.`, `1e2`, `2.5E-3`. An `e` not followed by digits ends the
    /// number (so `2em` reads as `2` then `em`, which the parser rejects).
    private mutating func number(from start: Int) throws(ScriptDiagnostic) -> ScriptToken.Kind {
        while let d = peek(), Self.isDigit(d) { index += 1 }
        if peek() == UInt8(ascii: ".") {
            index += 1
            while let d = peek(), Self.isDigit(d) { index += 1 }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
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
        while let c = peek(), c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
            index += 1
        }
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The whole character (scalar) that starts at byte `start`, for a message.
    private func scalarText(at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func position(_ index: Int) -> SourcePosition {
        SourcePosition(line: line, column: (scalarColumns.isEmpty ? index : scalarColumns[index]) + 1)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_")
    }
    static func isIdentifierPart(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || isDigit(c) || c == UInt8(ascii: ".")
    }
}
