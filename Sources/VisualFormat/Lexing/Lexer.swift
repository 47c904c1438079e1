import LayoutIR

/// Splits a layout text into tokens over its UTF-8 bytes. White space and comments are
/// dropped; line breaks are kept (one token per run) because they may end a statement. The
/// lexer never fails: characters it does not know become `.invalid` tokens that the parser
/// reports in context. Names are interned as they are met (see ``NameTable``).
struct Lexer {
    let source: SourceText
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var names: NameTable
    /// `//spacing:…` and `//viewport …` comments that start their line: autolayout.js's meta
    /// comments, without the `//`.
    private(set) var metaComments: [Span] = []
    /// How many tokens of the kinds that bound the syntax tree's node counts, so that its arrays
    /// are allocated once.
    struct Counts {
        var identifiers = 0, leftBrackets = 0, pipes = 0, leftParens = 0, commas = 0
        var dashes = 0, tildes = 0, stars = 0, slashes = 0, pluses = 0, semicolons = 0, newlines = 0
    }

    private(set) var counts = Counts()

    init(source: SourceText) {
        self.source = source
        // Made by `tokenize`: a table made here and copied there would be copied on its first
        // write, slots and all.
        names = NameTable(capacity: 0)
    }

    /// The tokens of the whole text, ending with `.end`.
    ///
    /// - Complexity: O(n) in the text's length.
    mutating func tokenize() -> [Token] {
        // Written straight into the array's storage, with room for three tokens per four bytes
        // (real-world VFL runs at about one per two bytes, its densest lines at one per byte;
        // room never touched costs no memory). A denser text is lexed again with room for one
        // per byte, which always suffices: every token but `.end` takes a byte.
        if let tokens = tokenize(capacity: source.count - source.count / 4 + 16) { return tokens }
        // Cannot fail; were it to, the parser still gets the `.end` it stops at.
        return tokenize(capacity: source.count + 2) ?? [Token(kind: .end, start: source.count, end: source.count)]
    }

    /// The tokens, or `nil` when they need more than `capacity` places.
    private mutating func tokenize(capacity: Int) -> [Token]? {
        // About one distinct name per 16 bytes of a typical text.
        var names = NameTable(capacity: min(source.count / 16 + 8, 1 << 20), source: source.bytes)
        var diagnostics: [Diagnostic] = []
        var metaComments: [Span] = []
        var complete = true
        // A local copy: a static read in the loop would check its lazy initialisation per token.
        let punctuation = Self.punctuation
        var tokens: [Token] = []
        // How many tokens of each kind, counted as they are written into a table on the stack:
        // no second pass over the tokens and no allocation.
        let counts = withUnsafeTemporaryAllocation(of: Int.self, capacity: 32) { table -> Counts in
            table.initialize(repeating: 0)
            tokens = [Token](unsafeUninitializedCapacity: capacity) { buffer, written in
                guard let base = buffer.baseAddress else { return }
                var n = 0
                // One token at most per turn of the loop: checked once at its top.
                let limit = capacity - 1
                @inline(__always) func emit(_ kind: Token.Kind, _ start: Int, _ end: Int, name: Int32 = -1,
                                            isPlainName: Bool = false) {
                    (base + n).initialize(to: Token(kind: kind, start: start, end: end, name: name, isPlainName: isPlainName))
                    // Neither count can overflow (at most one token per byte, and `n` is checked
                    // against the capacity each turn): no overflow check per token.
                    n &+= 1
                    table[Int(kind.rawValue) & 31] &+= 1
                }
                source.bytes.withUnsafeBufferPointer { s in
                    let count = s.count
                    var i = 0
                    @inline(__always) func at(_ j: Int) -> UInt8 { j < count ? s[j] : 0 }
                    while i < count {
                        guard n < limit else {
                            complete = false
                            return
                        }
                        let c = s[i]
                        // Most tokens are one punctuation byte: no switch for them.
                        if c < 0x80 {
                            let kind = punctuation[Int(c)]
                            if kind != .invalid {
                                emit(kind, i, i + 1)
                                i += 1
                                continue
                            }
                        }
                        switch c {
                        case 0x0A:  // line break: one token for a run, with blanks and comments between
                            if n == 0 || base[n - 1].kind != .newline { emit(.newline, i, i + 1) }
                            i += 1
                        case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                            i += 1
                        case 0x2F where at(i + 1) == 0x2F:  // `//` to the end of the line
                            let start = i
                            while i < count && s[i] != 0x0A { i += 1 }
                            if Self.isMetaComment(s, start, i) { metaComments.append(Span(start + 2, i)) }
                        case 0x2F where at(i + 1) == 0x2A:  // `/* … */`
                            let start = i
                            i += 2
                            var closed = false
                            while i < count {
                                if s[i] == 0x2A && at(i + 1) == 0x2F {
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
                        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                            let start = i
                            // ASCII name characters first: a name that stops there is plain (the
                            // parser then need not check it); one that goes on beyond ASCII is not.
                            i += 1
                            while i < count && Self.isASCIINameCharacter(s[i]) { i += 1 }
                            let plain = i == count || s[i] < 0x80 || !Self.continuesIdentifier(s, at: i)
                            if !plain { i = Self.scanIdentifier(s, from: i) }
                            emit(.identifier, start, i, name: Int32(truncatingIfNeeded: names.intern(s, start, i, inSource: true)),
                                 isPlainName: plain)
                        case UInt8(ascii: "0")...UInt8(ascii: "9"):
                            let start = i
                            i = Self.scanNumber(s, from: i)
                            // `1abc` is one bad name, not a number then a name.
                            if i < count, Self.continuesIdentifier(s, at: i) {
                                i = Self.scanIdentifier(s, from: i)
                                emit(.identifier, start, i, name: Int32(truncatingIfNeeded: names.intern(s, start, i, inSource: true)))
                            } else {
                                emit(.number, start, i)
                            }
                        case UInt8(ascii: "."):
                            if Self.isDigit(at(i + 1)) {
                                let start = i
                                i = Self.scanNumber(s, from: i)
                                emit(.number, start, i)
                            } else if at(i + 1) == UInt8(ascii: ".") {
                                emit(.dotDot, i, i + 2)
                                i += 2
                            } else {
                                emit(.dot, i, i + 1)
                                i += 1
                            }
                        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"):
                            // `->=` is a dash and `>=`; `>[` is a disconnection's `>`: a run stops at two.
                            let start = i
                            i += 1
                            if Self.isRelationCharacter(at(i)) { i += 1 }
                            let kind: Token.Kind
                            if i - start == 2 {
                                // `==`, `<=`, `>=`; `=>`, `!=`, `<<`… are no relation.
                                kind = s[start + 1] == UInt8(ascii: "=") && c != UInt8(ascii: "!") ? .relation : .badRelation
                            } else {
                                kind = c == UInt8(ascii: ">") ? .greater : c == UInt8(ascii: "<") ? .less : .badRelation
                            }
                            emit(kind, start, i)
                        case 0x80...:
                            let start = i
                            let (scalar, width) = Self.decode(s, at: i)
                            if scalar.properties.isWhitespace {
                                i += width
                            } else if scalar.properties.isAlphabetic {
                                // Any letter starts a name so that `[héllo]` is reported as a bad name.
                                i = Self.scanIdentifier(s, from: i + width)
                                emit(.identifier, start, i, name: Int32(truncatingIfNeeded: names.intern(s, start, i, inSource: true)))
                            } else {
                                i += width
                                emit(.invalid, start, i)
                            }
                        case 0x2F:  // a `/` that starts no comment
                            emit(.slash, i, i + 1)
                            i += 1
                        default:
                            emit(.invalid, i, i + 1)
                            i += 1
                        }
                    }
                    emit(.end, count, count)
                }
                written = n
            }
            func count(_ kind: Token.Kind) -> Int { table[Int(kind.rawValue)] }
            return Counts(identifiers: count(.identifier), leftBrackets: count(.leftBracket), pipes: count(.pipe),
                          leftParens: count(.leftParen), commas: count(.comma), dashes: count(.dash),
                          tildes: count(.tilde), stars: count(.star), slashes: count(.slash), pluses: count(.plus),
                          semicolons: count(.semicolon), newlines: count(.newline))
        }
        guard complete else { return nil }
        self.counts = counts
        self.names = names
        self.diagnostics = diagnostics
        self.metaComments = metaComments
        return tokens
    }

    /// Whether the comment in `start..<end` is first on its line and starts with `//spacing:`
    /// or `//viewport ` (autolayout.js reads only those, at the start of a line).
    private static func isMetaComment(_ s: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var j = start - 1
        while j >= 0 && (s[j] == 0x20 || s[j] == 0x09 || s[j] == 0x0D) { j -= 1 }
        guard j < 0 || s[j] == 0x0A else { return false }
        func starts(with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard end - start - 2 >= count else { return false }
            return prefix.withUTF8Buffer { p in (0..<count).allSatisfy { s[start + 2 + $0] == p[$0] } }
        }
        return starts(with: "spacing:") || starts(with: "viewport ")
    }

    /// The kind of each single-byte punctuation token that needs no look-ahead; `.invalid` for
    /// the rest (`/` may start a comment, `.` a number or `..`).
    private static let punctuation: [Token.Kind] = {
        var table = [Token.Kind](repeating: .invalid, count: 128)
        let pairs: [(Character, Token.Kind)] = [
            ("|", .pipe), ("[", .leftBracket), ("]", .rightBracket), ("(", .leftParen), (")", .rightParen),
            ("{", .leftBrace), ("}", .rightBrace), ("-", .dash), ("~", .tilde), ("@", .at), (",", .comma),
            (":", .colon), (";", .semicolon), ("*", .star), ("+", .plus), ("%", .percent),
        ]
        for (character, kind) in pairs { table[Int(character.asciiValue ?? 0)] = kind }
        return table
    }()

    /// A C number: `12`, `1.5`, `.5`, `1e2`, `2.5E-3`. A dot followed by a dot is a range `..`.
    /// Not private: the shape cache's scanner must cut numbers exactly where the lexer does
    /// (`1e+abc` is `1e`, `+`, `abc`).
    static func scanNumber(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        let count = s.count
        while i < count && isDigit(s[i]) { i += 1 }
        if i + 1 < count && s[i] == UInt8(ascii: "."), isDigit(s[i + 1]) {
            i += 1
            while i < count && isDigit(s[i]) { i += 1 }
        }
        if i < count && (s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E")) {
            var j = i + 1
            if j < count && (s[j] == UInt8(ascii: "+") || s[j] == UInt8(ascii: "-")) { j += 1 }
            if j < count && isDigit(s[j]) {
                i = j
                while i < count && isDigit(s[i]) { i += 1 }
            }
        }
        return i
    }

    /// The end of a name whose first character ends before `start`.
    private static func scanIdentifier(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        while i < s.count && continuesIdentifier(s, at: i) {
            i += s[i] < 0x80 ? 1 : decode(s, at: i).width
        }
        return i
    }

    /// ASCII letters, digits and `_`, and any letter or number beyond ASCII.
    @inline(__always)
    private static func continuesIdentifier(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let c = s[i]
        if c < 0x80 { return isASCIINameCharacter(c) }
        let scalar = decode(s, at: i).scalar
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// `[A-Za-z0-9_]` as bits: one shift and test per byte instead of four range checks.
    @inline(__always)
    static func isASCIINameCharacter(_ c: UInt8) -> Bool {
        // Bits 48...57 are the digits; in the high word, bits 1...26 and 33...58 are the
        // letters (65 and 97 less 64) and bit 31 is `_` (95 less 64).
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return c < 64 ? (low >> UInt64(c)) & 1 != 0 : c < 128 ? (high >> UInt64(c &- 64)) & 1 != 0 : false
    }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always)
    private static func isRelationCharacter(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") || c == UInt8(ascii: "!")
    }

    /// The scalar at a lead byte and its width; the bytes come from a `String`, so they are
    /// valid UTF-8, but a cut buffer still yields U+FFFD rather than a trap.
    static func decode(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (scalar: Unicode.Scalar, width: Int) {
        let lead = s[i]
        let width = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard i + width <= s.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for k in 1..<width { value = value << 6 | (UInt32(s[i + k]) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }
}
