import VisualFormat
import LayoutIR

/// A strict JSON parser (RFC 8259) that keeps the position of every value.
///
/// Hand-written rather than `JSONSerialization` so that a syntax error names its line and
/// column and the path of the value being read, and so that positions inside strings map back
/// to the file.
struct JSONParser {
    /// What the parser accepts beyond RFC 8259.
    struct Dialect: Equatable {
        /// `[1, 2,]` and `{"a": 1,}`: Darwin's `JSONSerialization` read QuickVFL2's demo
        /// files, which have them.
        var allowsTrailingCommas = false
        /// Every line feed is dropped, inside strings too, as QuickVFL2 deletes each `\n` from
        /// the file before parsing it (so that a layout string may span lines).
        var dropsLineFeeds = false

        /// RFC 8259.
        static let strict = Dialect()
        /// QuickVFL2's layout files.
        static let quickVFL2 = Dialect(allowsTrailingCommas: true, dropsLineFeeds: true)
    }

    private let scalars: [Unicode.Scalar]
    private let dialect: Dialect
    private var index = 0
    private var line = 1
    private var column = 1
    private var offset = 0

    /// Nesting beyond this is rejected rather than risking the stack on hostile input.
    static let maximumDepth = 512

    init(_ text: String, dialect: Dialect = .strict) {
        scalars = Array(text.unicodeScalars)
        self.dialect = dialect
    }

    /// Parses one JSON value filling the whole text.
    static func parse(_ text: String, dialect: Dialect = .strict) throws(DocumentError) -> JSONNode {
        var parser = JSONParser(text, dialect: dialect)
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.scalars.count {
            throw parser.error("expected the end of the document after the top-level value, found \(parser.describeCurrent())")
        }
        return node
    }

    /// Where in the document the parser is, rendered only for an error: building a path
    /// string for every value cost more than parsing the value.
    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private var pathStack: [PathComponent] = []

    /// `root.subviews[2].layout`.
    private var currentPath: String {
        var out = ""
        for component in pathStack {
            switch component {
            case .key(let key): out += out.isEmpty ? key : ".\(key)"
            case .index(let index): out += "[\(index)]"
            }
        }
        return out
    }

    /// Where each decoded scalar of the string whose opening quote is the `quote`-th scalar of
    /// `text` starts in the file, plus the closing quote: positions inside a layout text map
    /// back to the file through escapes. Computed on demand (for an error), so that loading a
    /// document keeps no position per character.
    ///
    /// - Complexity: O(text up to the end of the string).
    static func scalarLocations(ofStringAt quote: Int, in text: String, dialect: Dialect = .strict) -> [SourceLocation] {
        var parser = JSONParser(text, dialect: dialect)
        while parser.index < quote, parser.index < parser.scalars.count { parser.advance() }
        guard parser.current == "\"" else { return [] }
        var locations: [SourceLocation]? = []
        _ = try? parser.parseString(locations: &locations)
        return locations ?? []
    }

    // MARK: - Positions

    private var location: SourceLocation { SourceLocation(offset: offset, line: line, column: column) }

    private mutating func advance() {
        guard index < scalars.count else { return }
        let scalar = scalars[index]
        index += 1
        offset += UTF8.width(scalar)
        if scalar == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func describeCurrent() -> String {
        guard let scalar = current else { return "the end of the file" }
        switch scalar {
        case "\n": return "a line break"
        case "\t": return "a tab"
        default: return "'\(Character(scalar))'"
        }
    }

    private func error(_ message: String, hint: String? = nil) -> DocumentError {
        let path = currentPath
        var end = location
        if index < scalars.count {
            end.column += 1
            end.offset += UTF8.width(scalars[index])
        }
        return DocumentError(.syntax, at: path, message, hint: hint, range: SourceRange(start: location, end: end))
    }

    private mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(DocumentError) -> JSONNode {
        guard depth < Self.maximumDepth else {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
        let start = location
        guard let scalar = current else {
            throw error("expected a value, found the end of the file")
        }
        let value: JSONNode.Value
        switch scalar {
        case "{": value = try parseObject(depth: depth)
        case "[": value = try parseArray(depth: depth)
        case "\"":
            let quote = index
            value = .string(try parseString(), quote: quote)
        case "-", "0"..."9": value = .number(try parseNumber())
        case "t": try parseWord("true"); value = .bool(true)
        case "f": try parseWord("false"); value = .bool(false)
        case "n": try parseWord("null"); value = .null
        case "'":
            throw error("expected a value, found a single quote", hint: "JSON strings use double quotes")
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        return JSONNode(value: value, range: SourceRange(start: start, end: location))
    }

    private mutating func parseWord(_ word: String) throws(DocumentError) {
        for expected in word.unicodeScalars {
            guard current == expected else {
                throw error("expected '\(word)', found \(describeCurrent())")
            }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(DocumentError) -> JSONNode.Value {
        advance()  // {
        var members: [JSONMember] = []
        // Keys seen, for the duplicate check: a scan of `members` would make a large object
        // quadratic.
        var keys: Set<String> = []
        skipWhitespace()
        if current == "}" {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == "\"" else {
                let hint = current == "}" ? "remove the comma before '}'" : (current == "'" ? "JSON keys use double quotes" : nil)
                throw error("expected a key in double quotes, found \(describeCurrent())", hint: hint)
            }
            let keyStart = location
            let key = try parseString()
            let keyRange = SourceRange(start: keyStart, end: location)
            pathStack.append(.key(key))
            guard keys.insert(key).inserted else {
                throw DocumentError(.duplicateKey, at: currentPath, "the key '\(key)' appears twice in one object", range: keyRange)
            }
            skipWhitespace()
            guard current == ":" else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            if current == "," {
                advance()
                pathStack.removeLast()
                skipWhitespace()
                if dialect.allowsTrailingCommas, current == "}" {
                    advance()
                    return .object(members)
                }
                continue
            }
            if current == "}" {
                advance()
                pathStack.removeLast()
                return .object(members)
            }
            let hint = current == "\"" ? "add a comma between members" : nil
            throw error("expected ',' or '}' after a member of the object, found \(describeCurrent())", hint: hint)
        }
    }

    private mutating func parseArray(depth: Int) throws(DocumentError) -> JSONNode.Value {
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == "]" {
            advance()
            return .array(elements)
        }
        while true {
            skipWhitespace()
            pathStack.append(.index(elements.count))
            if current == "]" {
                if dialect.allowsTrailingCommas, !elements.isEmpty {
                    advance()
                    pathStack.removeLast()
                    return .array(elements)
                }
                throw error("expected a value, found ']'", hint: "remove the comma before ']'")
            }
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            if current == "," {
                advance()
                pathStack.removeLast()
                continue
            }
            if current == "]" {
                advance()
                pathStack.removeLast()
                return .array(elements)
            }
            throw error("expected ',' or ']' after an element of the array, found \(describeCurrent())")
        }
    }

    private mutating func parseString() throws(DocumentError) -> String {
        var locations: [SourceLocation]?
        return try parseString(locations: &locations)
    }

    /// A string from its opening quote; with `locations`, where each decoded scalar starts
    /// (and the closing quote).
    private mutating func parseString(locations: inout [SourceLocation]?) throws(DocumentError) -> String {
        advance()  // "
        // UTF-8 bytes made into a string once at the end: appending to a string scalar by
        // scalar was most of the parse.
        var text: [UInt8] = []
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                text.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        while true {
            guard let scalar = current else {
                throw error("expected '\"' to close the string, found the end of the file")
            }
            let start = location
            switch scalar {
            case "\"":
                locations?.append(start)
                advance()
                return String(decoding: text, as: UTF8.self)
            case "\\":
                advance()
                let decoded = try parseEscape()
                append(decoded)
                locations?.append(start)
            case "\n" where dialect.dropsLineFeeds:
                advance()
            default:
                if scalar.value < 0x20 {
                    let hint = scalar == "\n" ? "write a line break inside a string as \\n" : nil
                    throw error("expected '\"' or a character, found a control character (U+\(hex(scalar.value))) in a string", hint: hint)
                }
                guard locations == nil else {
                    append(scalar)
                    locations?.append(start)
                    advance()
                    continue
                }
                // A run of plain characters (no quote, escape or control character, so no
                // line break) at once: per character, `advance` and the appending closure
                // were most of the parse.
                var end = index
                var bytes = 0
                while end < scalars.count {
                    let next = scalars[end]
                    if next == "\"" || next == "\\" || next.value < 0x20 { break }
                    if next.isASCII {
                        text.append(UInt8(truncatingIfNeeded: next.value))
                        bytes += 1
                    } else {
                        UTF8.encode(next) { text.append($0) }
                        bytes += UTF8.width(next)
                    }
                    end += 1
                }
                column += end - index
                offset += bytes
                index = end
            }
        }
    }

    private mutating func parseEscape() throws(DocumentError) -> Unicode.Scalar {
        guard let scalar = current else {
            throw error("expected an escape character after '\\', found the end of the file")
        }
        advance()
        switch scalar {
        case "\"": return "\""
        case "\\": return "\\"
        case "/": return "/"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard current == "\\" else {
                    throw error("expected '\\u' and a low surrogate after a high surrogate")
                }
                advance()
                guard current == "u" else {
                    throw error("expected '\\u' and a low surrogate after a high surrogate")
                }
                advance()
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low),
                      let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else {
                    throw error("expected a low surrogate (\\uDC00 to \\uDFFF) after a high surrogate")
                }
                return combined
            }
            guard let decoded = Unicode.Scalar(high) else {
                throw error("a lone low surrogate \\u\(hex(high)) is not a character")
            }
            return decoded
        default:
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found '\(Character(scalar))'")
        }
    }

    private mutating func parseHex4() throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Self.hexValue(scalar) else {
                throw error("expected 4 hexadecimal digits after '\\u', found \(describeCurrent())")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseNumber() throws(DocumentError) -> Double {
        var lexeme = ""
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
        if current == "-" {
            lexeme.unicodeScalars.append("-")
            advance()
        }
        guard let first = current, isDigit(first) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        lexeme.unicodeScalars.append(first)
        advance()
        if first == "0", isDigit(current) {
            throw error("expected '.', an exponent or the end of the number after a leading 0, found \(describeCurrent())", hint: "JSON numbers have no leading zeros")
        }
        while let scalar = current, isDigit(scalar) {
            lexeme.unicodeScalars.append(scalar)
            advance()
        }
        if current == "." {
            lexeme.unicodeScalars.append(".")
            advance()
            guard isDigit(current) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while let scalar = current, isDigit(scalar) {
                lexeme.unicodeScalars.append(scalar)
                advance()
            }
        }
        if current == "e" || current == "E" {
            lexeme.unicodeScalars.append("e")
            advance()
            if let sign = current, sign == "+" || sign == "-" {
                lexeme.unicodeScalars.append(sign)
                advance()
            }
            guard isDigit(current) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            while let scalar = current, isDigit(scalar) {
                lexeme.unicodeScalars.append(scalar)
                advance()
            }
        }
        guard let value = Double(lexeme), value.isFinite else {
            throw error("the number \(lexeme) is too large")
        }
        return value
    }
}
