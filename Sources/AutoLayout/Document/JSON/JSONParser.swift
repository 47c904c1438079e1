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

    /// The text's UTF-8 bytes: JSON's syntax is ASCII, so the parser reads bytes and decodes
    /// scalars only inside strings and for messages (an array of scalars cost four bytes a
    /// character and a decode per character).
    private let bytes: [UInt8]
    private let dialect: Dialect
    /// The byte being read.
    private var index = 0
    private var line = 1
    /// Where the current line starts, in bytes.
    private var lineStart = 0
    /// UTF-8 continuation bytes read since `lineStart`: a column counts scalars, not bytes.
    private var lineContinuations = 0

    /// Nesting beyond this is rejected rather than risking the stack on hostile input.
    static let maximumDepth = 512

    init(_ text: String, dialect: Dialect = .strict) {
        bytes = Array(text.utf8)
        self.dialect = dialect
    }

    /// Parses one JSON value filling the whole text.
    static func parse(_ text: String, dialect: Dialect = .strict) throws(DocumentError) -> JSONNode {
        var parser = JSONParser(text, dialect: dialect)
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
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
    /// The members of the objects being read, innermost last, and the elements of the arrays:
    /// each container's values go here while it is read and into an array of their exact
    /// count at its end, one allocation per container instead of one per doubling.
    private var memberStack: [JSONMember] = []
    private var elementStack: [JSONNode] = []

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
        parser.move(to: quote)
        guard parser.current == UInt8(ascii: "\"") else { return [] }
        var locations: [SourceLocation]? = []
        _ = try? parser.parseString(locations: &locations)
        return locations ?? []
    }

    /// Moves to the byte `target` (clamped to the text), counting lines and columns.
    private mutating func move(to target: Int) {
        let end = min(max(target, 0), bytes.count)
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
                lineContinuations = 0
            } else if byte & 0xC0 == 0x80 {
                lineContinuations += 1
            }
        }
    }

    // MARK: - Positions

    /// The offset is in bytes, the column in scalars.
    private var location: SourceLocation {
        SourceLocation(offset: index, line: line, column: index - lineStart - lineContinuations + 1)
    }

    /// Steps over one ASCII byte that is not a line feed (the caller has checked it).
    private mutating func advance() {
        if index < bytes.count { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The scalar starting at byte `at` and its width in bytes. The text came from a
    /// `String`, so its UTF-8 is valid; a malformed sequence still decodes, as U+FFFD.
    private func scalar(at position: Int) -> (scalar: Unicode.Scalar, width: Int) {
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (width == 4 ? 0x07 : width == 3 ? 0x0F : 0x1F)
        var next = position + 1
        while next < position + width, next < bytes.count, bytes[next] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", next - position)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        switch bytes[index] {
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        default: return "'\(Character(scalar(at: index).scalar))'"
        }
    }

    private func error(_ message: String, hint: String? = nil) -> DocumentError {
        let path = currentPath
        var end = location
        if index < bytes.count {
            end.column += 1
            end.offset += scalar(at: index).width
        }
        return DocumentError(.syntax, at: path, message, hint: hint, range: SourceRange(start: location, end: end))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                lineContinuations = 0
            default:
                return
            }
        }
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(DocumentError) -> JSONNode {
        guard depth < Self.maximumDepth else {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
        let start = location
        guard let byte = current else {
            throw error("expected a value, found the end of the file")
        }
        let value: JSONNode.Value
        switch byte {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth)
        case UInt8(ascii: "["): value = try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let quote = index
            value = .string(try parseString(), quote: quote)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        case UInt8(ascii: "t"): try parseWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try parseWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try parseWord("null"); value = .null
        case UInt8(ascii: "'"):
            throw error("expected a value, found a single quote", hint: "JSON strings use double quotes")
        default:
            throw error("expected a value (object, array, string, number, true, false or null), found \(describeCurrent())")
        }
        return JSONNode(value: value, range: SourceRange(start: start, end: location))
    }

    private mutating func parseWord(_ word: String) throws(DocumentError) {
        for byte in word.utf8 {
            guard current == byte else {
                throw error("expected '\(word)', found \(describeCurrent())")
            }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(DocumentError) -> JSONNode.Value {
        advance()  // {
        let base = memberStack.count
        // Keys seen, for the duplicate check, once the object is large: a scan of the members
        // would make a large object quadratic, and hashing every key of a small one cost more
        // than comparing it with the few before it.
        var keys: Set<String>?
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return .object([])
        }
        /// The members read, off the stack.
        func finish(_ parser: inout JSONParser) -> JSONNode.Value {
            let members = Array(parser.memberStack[base...])
            parser.memberStack.removeSubrange(base...)
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                let hint = current == UInt8(ascii: "}")
                    ? "remove the comma before '}'" : (current == UInt8(ascii: "'") ? "JSON keys use double quotes" : nil)
                throw error("expected a key in double quotes, found \(describeCurrent())", hint: hint)
            }
            let keyStart = location
            let key: String
            if let known = knownKey() { key = known } else { key = try parseString() }
            let keyRange = SourceRange(start: keyStart, end: location)
            pathStack.append(.key(key))
            let isDuplicate: Bool
            let count = memberStack.count - base
            if keys == nil, count < Self.scannedKeys {
                // Lengths first: most keys differ in length, and comparing unequal strings
                // costs more than comparing counts.
                let length = key.utf8.count
                isDuplicate = memberStack[base...].contains { $0.key.utf8.count == length && $0.key == key }
            } else {
                if keys == nil { keys = Set(memberStack[base...].map(\.key)) }
                isDuplicate = keys?.insert(key).inserted == false
            }
            guard !isDuplicate else {
                throw DocumentError(.duplicateKey, at: currentPath, "the key '\(key)' appears twice in one object", range: keyRange)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            memberStack.append(JSONMember(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                pathStack.removeLast()
                skipWhitespace()
                if dialect.allowsTrailingCommas, current == UInt8(ascii: "}") {
                    advance()
                    return finish(&self)
                }
                continue
            }
            if current == UInt8(ascii: "}") {
                advance()
                pathStack.removeLast()
                return finish(&self)
            }
            let hint = current == UInt8(ascii: "\"") ? "add a comma between members" : nil
            throw error("expected ',' or '}' after a member of the object, found \(describeCurrent())", hint: hint)
        }
    }

    /// Up to this many members, a new key is compared with each before it.
    private static let scannedKeys = 16

    private mutating func parseArray(depth: Int) throws(DocumentError) -> JSONNode.Value {
        advance()  // [
        let base = elementStack.count
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return .array([])
        }
        /// The elements read, off the stack.
        func finish(_ parser: inout JSONParser) -> JSONNode.Value {
            let elements = Array(parser.elementStack[base...])
            parser.elementStack.removeSubrange(base...)
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let count = elementStack.count - base
            pathStack.append(.index(count))
            if current == UInt8(ascii: "]") {
                if dialect.allowsTrailingCommas, count > 0 {
                    advance()
                    pathStack.removeLast()
                    return finish(&self)
                }
                throw error("expected a value, found ']'", hint: "remove the comma before ']'")
            }
            let element = try parseValue(depth: depth + 1)
            elementStack.append(element)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                advance()
                pathStack.removeLast()
                continue
            }
            if current == UInt8(ascii: "]") {
                advance()
                pathStack.removeLast()
                return finish(&self)
            }
            throw error("expected ',' or ']' after an element of the array, found \(describeCurrent())")
        }
    }

    /// A key of a layout document at the opening quote at `index`, read past its closing
    /// quote, or `nil` (nothing read) for any other key: a known key is a literal, with no
    /// string to make, validate and free.
    private mutating func knownKey() -> String? {
        let start = index + 1
        // The longest known key, "compressionResistance", has 21 bytes.
        let limit = min(bytes.count, start + 22)
        var end = start
        while end < limit {
            let byte = bytes[end]
            // Known keys are ASCII letters: anything else (an escape, a control or non-ASCII
            // byte) is left to `parseString`.
            guard byte != UInt8(ascii: "\""), (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") else { break }
            end += 1
        }
        guard end < limit, bytes[end] == UInt8(ascii: "\""), end > start + 1 else { return nil }
        let key: String
        switch (end - start, bytes[start]) {
        case (4, UInt8(ascii: "n")): key = "name"
        case (4, UInt8(ascii: "d")): key = "data"
        case (4, UInt8(ascii: "t")): key = "text"
        case (4, UInt8(ascii: "r")): key = "root"
        case (5, UInt8(ascii: "r")): key = "rules"
        case (5, UInt8(ascii: "c")): key = "class"
        case (5, UInt8(ascii: "w")): key = "width"
        case (6, UInt8(ascii: "l")): key = "layout"
        case (6, UInt8(ascii: "z")): key = "zIndex"
        case (6, UInt8(ascii: "s")): key = "scroll"
        case (6, UInt8(ascii: "f")): key = "format"
        case (6, UInt8(ascii: "h")): key = bytes[start + 1] == UInt8(ascii: "i") ? "hidden" : "height"
        case (7, UInt8(ascii: "h")): key = "hugging"
        case (7, UInt8(ascii: "o")): key = "options"
        case (7, UInt8(ascii: "m")): key = "metrics"
        case (7, UInt8(ascii: "s")): key = "spacing"
        case (8, UInt8(ascii: "s")): key = "subviews"
        case (9, UInt8(ascii: "b")): key = "baselines"
        case (13, UInt8(ascii: "i")): key = "intrinsicSize"
        case (21, UInt8(ascii: "c")): key = "compressionResistance"
        default: return nil
        }
        // Over the literal's bytes: `elementsEqual` on the UTF-8 view cost 190 instructions a key.
        let text = bytes
        let matches = key.utf8.withContiguousStorageIfAvailable { literal -> Bool in
            var offset = start
            for byte in literal {
                guard offset < text.count, text[offset] == byte else { return false }
                offset += 1
            }
            return true
        }
        guard matches == true else { return nil }
        // ASCII letters and a quote: no line feed, no continuation byte to count.
        index = end + 1
        return key
    }

    private mutating func parseString() throws(DocumentError) -> String {
        var locations: [SourceLocation]?
        return try parseString(locations: &locations)
    }

    /// A string from its opening quote; with `locations`, where each decoded scalar starts
    /// (and the closing quote).
    private mutating func parseString(locations: inout [SourceLocation]?) throws(DocumentError) -> String {
        advance()  // "
        var text: [UInt8] = []
        if locations == nil {
            // Most strings have no escape: they are the bytes between the quotes, made into a
            // string at once.
            let first = index
            let end = plainRun()
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                index = end + 1
                return String(decoding: bytes[first..<end], as: UTF8.self)
            }
            text.append(contentsOf: bytes[first..<end])
            index = end
        }
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                text.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }
        while true {
            guard let byte = current else {
                throw error("expected '\"' to close the string, found the end of the file")
            }
            let start = location
            switch byte {
            case UInt8(ascii: "\""):
                locations?.append(start)
                advance()
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                let decoded = try parseEscape()
                append(decoded)
                locations?.append(start)
            case 0x0A where dialect.dropsLineFeeds:
                index += 1
                line += 1
                lineStart = index
                lineContinuations = 0
            default:
                if byte < 0x20 {
                    let hint = byte == 0x0A ? "write a line break inside a string as \\n" : nil
                    throw error("expected '\"' or a character, found a control character (U+\(hex(UInt32(byte)))) in a string", hint: hint)
                }
                guard locations == nil else {
                    let (scalar, width) = self.scalar(at: index)
                    append(scalar)
                    locations?.append(start)
                    index += width
                    lineContinuations += width - 1
                    continue
                }
                // A run of plain characters (no quote, escape or control character, so no
                // line break) at once.
                let end = plainRun()
                text.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
    }

    /// The end of the run of plain string bytes from `index` (no quote, backslash or control
    /// character); counts the run's continuation bytes into the column.
    ///
    /// Eight bytes at a time while they are plain ASCII (most of a document is strings, and a
    /// byte at a time cost about 12 instructions a byte), then a byte at a time from the first
    /// word that has a quote, a backslash, a control character or a non-ASCII byte.
    private mutating func plainRun() -> Int {
        var end = index
        var continuations = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            /// Whether a byte of `word` is zero (exact: a borrow only carries past a zero byte).
            func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
            // `end + 8 <= count` bounds every load.
            while end &+ 8 <= count {
                let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
                if word & highs != 0 || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
                    || (word &- ones &* 0x20) & ~word & highs != 0 {
                    break
                }
                end &+= 8
            }
            while end < count {
                let byte = buffer[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte & 0xC0 == 0x80 { continuations += 1 }
                end += 1
            }
        }
        lineContinuations += continuations
        return end
    }

    private mutating func parseEscape() throws(DocumentError) -> Unicode.Scalar {
        guard let byte = current else {
            throw error("expected an escape character after '\\', found the end of the file")
        }
        switch byte {
        case UInt8(ascii: "\""): advance(); return "\""
        case UInt8(ascii: "\\"): advance(); return "\\"
        case UInt8(ascii: "/"): advance(); return "/"
        case UInt8(ascii: "b"): advance(); return "\u{08}"
        case UInt8(ascii: "f"): advance(); return "\u{0C}"
        case UInt8(ascii: "n"): advance(); return "\n"
        case UInt8(ascii: "r"): advance(); return "\r"
        case UInt8(ascii: "t"): advance(); return "\t"
        case UInt8(ascii: "u"):
            advance()
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard current == UInt8(ascii: "\\") else {
                    throw error("expected '\\u' and a low surrogate after a high surrogate")
                }
                advance()
                guard current == UInt8(ascii: "u") else {
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
            // The message names the character after the backslash, then points past it.
            let (scalar, width) = self.scalar(at: index)
            if byte == 0x0A {
                index += 1
                line += 1
                lineStart = index
                lineContinuations = 0
            } else {
                index += width
                lineContinuations += width - 1
            }
            throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found '\(Character(scalar))'")
        }
    }

    private mutating func parseHex4() throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected 4 hexadecimal digits after '\\u', found \(describeCurrent())")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte) - 48
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte) - 87
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte) - 55
        default: return nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseNumber() throws(DocumentError) -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
        var isWhole = true
        if current == UInt8(ascii: "-") { advance() }
        guard let first = current, isDigit(first) else {
            throw error("expected a digit after '-', found \(describeCurrent())")
        }
        advance()
        if first == UInt8(ascii: "0"), isDigit(current) {
            throw error("expected '.', an exponent or the end of the number after a leading 0, found \(describeCurrent())", hint: "JSON numbers have no leading zeros")
        }
        while isDigit(current) { advance() }
        if current == UInt8(ascii: ".") {
            isWhole = false
            advance()
            guard isDigit(current) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isWhole = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            while isDigit(current) { advance() }
        }
        let lexeme = bytes[start..<index]
        // A short whole number (a size, a priority) is exact as an integer: no text to make.
        if isWhole, lexeme.count <= 15 {
            var value = 0
            var negative = false
            for byte in lexeme {
                if byte == UInt8(ascii: "-") { negative = true } else { value = value * 10 + Int(byte - 48) }
            }
            return negative ? -Double(value) : Double(value)
        }
        // The exponent marker as `Double(_:)` reads it, as the lexeme was spelt before.
        let text = String(decoding: lexeme.map { $0 == UInt8(ascii: "E") ? UInt8(ascii: "e") : $0 }, as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large")
        }
        return value
    }
}
