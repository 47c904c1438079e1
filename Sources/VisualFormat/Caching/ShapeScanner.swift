import LayoutIR

extension ShapeCache {
    /// The most distinct names of three bytes or more the scanner compares by hand: each new
    /// one is compared with every earlier one, and their table lives on the stack, so a text
    /// with more is left to the lexer, whose table hashes them.
    static let scannedNameLimit = 32

    /// A distinct name the scanner has met: where it is, and its number (-1 when written
    /// out). 24 bytes, so that the table of ``scannedNameLimit`` fits the stack.
    private struct ScannedName {
        /// Its first eight bytes (fewer, zero-padded, for a shorter name): most names differ
        /// there, so most comparisons are one word.
        var head: UInt64
        var start: Int32
        var count: Int32
        var number: Int32
    }

    /// The shape ``lexedShape(of:metrics:)`` finds, as ``encoded(_:)`` keys it, found in one
    /// pass over the text's bytes, with no tokens, no copy of the bytes but the key, and no
    /// string but one per abstracted name; `nil` when the text has anything the pass leaves
    /// to the lexer: a byte beyond ASCII outside a comment (a name may go on beyond ASCII,
    /// and such a byte may be a space or a letter), `..` (a range: the text is not cached),
    /// an unterminated `/*` (a diagnostic), more than ``scannedNameLimit`` distinct names of
    /// three bytes or more, no bytes, 2 GiB or more, or no contiguous bytes.
    ///
    /// Only where names start and end matters to the shape, and in ASCII outside comments the
    /// lexer starts a name at a letter or `_`, or, as a bad name, at a number that a name
    /// character follows (`1abc`; numbers are cut by the lexer's own
    /// ``Lexer/scanNumber(_:from:)``, so `1e+abc` is `1e`, `+` and `abc`), and ends it at the
    /// first byte that is no name character. Every other token is punctuation, a relation or
    /// an invalid byte, none of which holds a name character. So where this answers, it
    /// answers what the lexer-based shape does.
    ///
    /// - Complexity: O(text + distinct names²).
    static func scannedShape(of text: String, metrics: [String: Double]) -> (Shape, [String])? {
        // The text's own copy of its bytes, made by the standard library's code for bytes: an
        // array made here looked its type up at run time (a sixth of the scan).
        var key = Array(text.utf8)
        return text.utf8.withContiguousStorageIfAvailable { scannedShape(of: $0, into: &key, metrics: metrics) } ?? nil
    }

    private static func scannedShape(
        of s: UnsafeBufferPointer<UInt8>, into key: inout [UInt8], metrics: [String: Double]
    ) -> (Shape, [String])? {
        let count = s.count
        // Places are kept in 32 bits (see `ScannedName`).
        guard count > 0, count <= Int(Int32.max), let base = s.baseAddress else { return nil }
        var names: [String] = []
        let complete = key.withUnsafeMutableBufferPointer { key -> Bool in
            guard key.count == count else { return false }
            return withUnsafeTemporaryAllocation(of: ScannedName.self, capacity: Self.scannedNameLimit) { seen -> Bool in
                var distinct = 0
                var abstracted: Int32 = 0
                var i = 0
                while i < count {
                    let c = s[i]
                    // Most bytes are punctuation or blanks, which no name holds and nothing
                    // here reads.
                    if Self.isPlain(c) {
                        i += 1
                        continue
                    }
                    if c >= 0x80 { return false }
                    if Lexer.isDigit(c) {
                        // A number, or a bad name when a name character follows it (`1abc`):
                        // never abstracted either way.
                        i = Self.nameEnd(s, from: Lexer.scanNumber(s, from: i))
                        if i < count && s[i] >= 0x80 { return false }
                        continue
                    }
                    if c == UInt8(ascii: "/") || c == UInt8(ascii: ".") {
                        let next = i + 1 < count ? s[i + 1] : 0
                        if c == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                            // To the line's end, kept byte for byte, whatever its bytes.
                            i += 2
                            while i < count && s[i] != 0x0A { i += 1 }
                        } else if c == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                            i += 2
                            while true {
                                guard i + 1 < count else { return false }
                                if s[i] == UInt8(ascii: "*") && s[i + 1] == UInt8(ascii: "/") { break }
                                i += 1
                            }
                            i += 2
                        } else if c == UInt8(ascii: ".") && Lexer.isDigit(next) {
                            // `.5abc` is a number and a name: a number that starts with a dot
                            // makes no bad name.
                            i = Lexer.scanNumber(s, from: i)
                        } else if c == UInt8(ascii: ".") && next == UInt8(ascii: ".") {
                            return false
                        } else {
                            i += 1
                        }
                        continue
                    }
                    // A letter or `_`: a name.
                    let start = i
                    i = Self.nameEnd(s, from: i + 1)
                    if i < count && s[i] >= 0x80 { return false }
                    // Shorter names and `_` names are never abstracted (see `isAbstractable`).
                    let length = i - start
                    guard length >= 3, c != UInt8(ascii: "_") else { continue }
                    let head = Self.head(base, start, length, count)
                    var number: Int32 = -2
                    for k in 0..<distinct where seen[k].head == head && Int(seen[k].count) == length
                        && (length <= 8 || Self.sameBytes(base, Int(seen[k].start) + 8, start + 8, length - 8)) {
                        number = seen[k].number
                        break
                    }
                    if number == -2 {
                        guard distinct < Self.scannedNameLimit else { return false }
                        if Self.isReserved(base, start, length) {
                            number = -1
                        } else if !metrics.isEmpty
                            && metrics[NameTable.string(UnsafeBufferPointer(rebasing: s[start..<i]))] != nil {
                            number = -1
                        } else {
                            number = abstracted
                            abstracted += 1
                        }
                        seen.initializeElement(at: distinct, to: ScannedName(
                            head: head, start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: length),
                            number: number))
                        distinct += 1
                    }
                    guard number >= 0 else { continue }
                    // As `encoded` writes it: a number below 64 (every number below the
                    // limit) is one digit, and the digits after it are zeros.
                    key[start] = 0xFF
                    if number < 64 {
                        key[start + 1] = 0x80 | UInt8(truncatingIfNeeded: number)
                        UnsafeMutableBufferPointer(rebasing: key[(start + 2)..<i]).update(repeating: 0x80)
                    } else {
                        var digits = UInt32(bitPattern: number)
                        for j in start + 1..<i {
                            key[j] = 0x80 | UInt8(truncatingIfNeeded: digits & 0x3F)
                            digits >>= 6
                        }
                        guard digits == 0 else { return false }
                    }
                }
                guard abstracted > 0 else { return true }
                names.reserveCapacity(Int(abstracted))
                for k in 0..<distinct where seen[k].number >= 0 {
                    let start = Int(seen[k].start)
                    names.append(NameTable.string(UnsafeBufferPointer(rebasing: s[start..<start + Int(seen[k].count)])))
                }
                return true
            }
        }
        guard complete else { return nil }
        return (Shape(key: key), names)
    }

    /// The end of the run of ASCII name characters from `start`: eight bytes at a time while
    /// eight remain (a name is most often one or two words), then byte by byte.
    @inline(__always)
    private static func nameEnd(_ s: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if let base = s.baseAddress {
            let raw = UnsafeRawPointer(base)
            while s.count - i >= 8 {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                let others = ~nameBytes(word) & 0x8080_8080_8080_8080
                if others != 0 { return i + others.trailingZeroBitCount >> 3 }
                i += 8
            }
        }
        while i < s.count && Lexer.isASCIINameCharacter(s[i]) { i += 1 }
        return i
    }

    /// Bit 7 of each byte set where that byte of `word` is an ASCII name character
    /// (`[A-Za-z0-9_]`), the other bits clear. Each byte is tested on its low seven bits, so
    /// no sum carries into the next byte, and a byte beyond ASCII is then ruled out.
    @inline(__always)
    static func nameBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        // Bit 7 of a byte of `x` with `lo <= byte <= hi` (bytes below 0x80).
        @inline(__always) func within(_ x: UInt64, _ lo: UInt64, _ hi: UInt64) -> UInt64 {
            (x &+ ones &* (0x80 - lo)) & ~(x &+ ones &* (0x7F - hi)) & high
        }
        let letters = within(low | 0x2020_2020_2020_2020, 0x61, 0x7A)
        let digits = within(low, 0x30, 0x39)
        let underscores = within(low, 0x5F, 0x5F)
        return (letters | digits | underscores) & ~word & high
    }

    /// Whether `c` is a byte the scanner passes over: ASCII, and neither a name character,
    /// `.` nor `/`. As bits, as ``Lexer/isASCIINameCharacter(_:)`` does.
    @inline(__always)
    private static func isPlain(_ c: UInt8) -> Bool {
        // Bits 46...57: `.`, `/` and the digits; the high word as the lexer's.
        let low: UInt64 = 0x03FF_C000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        return c < 64 ? (low >> UInt64(c)) & 1 == 0 : c < 128 ? (high >> UInt64(c &- 64)) & 1 == 0 : false
    }

    /// The first eight bytes at most of `base[start..<start + length]`, zero-padded, in the
    /// order of a little-endian word.
    @inline(__always)
    private static func head(_ base: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ count: Int) -> UInt64 {
        if start + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self))
            return length >= 8 ? word : word & ((1 << UInt64(8 * length)) &- 1)
        }
        var word: UInt64 = 0
        for k in 0..<min(length, 8) { word |= UInt64(base[start + k]) << UInt64(8 * k) }
        return word
    }

    @inline(__always)
    private static func sameBytes(_ base: UnsafePointer<UInt8>, _ a: Int, _ b: Int, _ count: Int) -> Bool {
        for k in 0..<count where base[a + k] != base[b + k] { return false }
        return true
    }

    /// ``reserved`` as bytes, by length, made from the same lists (not from the set, whose
    /// making was most of this table's first use).
    private static let reservedBytes: [[[UInt8]]] = {
        let words = LayoutAttribute.allCases.map { Array($0.rawValue.utf8) }
            + BraceKeywordSyntax.Keyword.allCases.map { Array($0.rawValue.utf8) }
        var table = [[[UInt8]]](repeating: [], count: words.reduce(0) { max($0, $1.count) } + 1)
        for word in words where !table[word.count].contains(word) { table[word.count].append(word) }
        return table
    }()

    /// Whether `base[start..<start + count]` is one of ``reserved``, compared as bytes (a
    /// name here is ASCII, where `String` equality is byte equality).
    private static func isReserved(_ base: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Bool {
        let table = reservedBytes
        guard count < table.count else { return false }
        for word in table[count] {
            var equal = true
            for k in 0..<count where base[start + k] != word[k] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }
}
