import LayoutIR

/// A layout text as UTF-8 bytes, with a table of line starts so that a byte offset becomes a
/// 1-based line and column (columns count Unicode scalars) only when a range is made, instead
/// of keeping a position for every character.
///
/// Offsets are UTF-8 byte offsets into the whole text; a `String` is always valid UTF-8, so
/// every token boundary is a scalar boundary.
struct SourceText: Sendable, Hashable {
    static func == (lhs: SourceText, rhs: SourceText) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    let text: String
    let bytes: [UInt8]
    /// The offset of the first byte of every line; `lineStarts[0] == 0`.
    let lineStarts: [Int]
    /// Whether every byte is ASCII: then a column is an offset difference.
    let isASCII: Bool
    /// Beyond ASCII: the scalars before every 64th byte, so that counting the scalars before
    /// any offset looks at 63 bytes at most, however long the line.
    private let scalarBlocks: ScalarBlocks

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var lineStarts: [Int] = []
        var ascii = true
        bytes.withUnsafeBufferPointer { buffer in
            // About one line per 32 bytes; more only grows the table.
            lineStarts.reserveCapacity(buffer.count / 32 + 1)
            lineStarts.append(0)
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            let count = buffer.count
            // Eight bytes at a time: a word with no line break is one test, and the high bits of
            // every word, or-ed together, say whether the text is ASCII.
            let ones: UInt64 = 0x0101_0101_0101_0101
            let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let highs: UInt64 = 0x8080_8080_8080_8080
            let breaks = ones &* 0x0A
            var high: UInt64 = 0
            var i = 0
            while count - i >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                high |= word
                // A zero byte of `x` is a line break. `zeros` has the high bit of exactly those
                // bytes set (no carry crosses a byte: each byte's low seven bits are added to
                // 0x7F alone), so each break is found by its bit rather than by a byte loop.
                let x = word ^ breaks
                var zeros = ~(((x & lows) &+ lows) | x | lows)
                while zeros != 0 {
                    #if _endian(little)
                    let byte = zeros.trailingZeroBitCount >> 3
                    zeros &= zeros &- 1
                    #else
                    let byte = zeros.leadingZeroBitCount >> 3
                    zeros &= ~(UInt64(0x80) << UInt64(56 - byte * 8))
                    #endif
                    lineStarts.append(i + byte + 1)
                }
                i += 8
            }
            while i < count {
                let byte = buffer[i]
                high |= UInt64(byte)
                if byte == 0x0A { lineStarts.append(i + 1) }
                i += 1
            }
            ascii = high & highs == 0
        }
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.isASCII = ascii
        self.scalarBlocks = ScalarBlocks(bytes, isASCII: ascii)
    }

    /// The text's length in bytes.
    var count: Int { bytes.count }

    /// The line of the last location looked up: a parser moving forward looks next on the
    /// same line or the next one.
    struct Cursor: Sendable {
        var line = 0
    }

    /// The location before byte `offset` (clamped to the text), found by binary search.
    func location(_ offset: Int) -> SourceLocation {
        var cursor = Cursor()
        return location(offset, cursor: &cursor)
    }

    /// The location before byte `offset`, starting from `cursor`: moving forward, most lookups
    /// cost no search and no recount.
    func location(_ offset: Int, cursor: inout Cursor) -> SourceLocation {
        let o = min(max(offset, 0), bytes.count)
        var line = min(max(cursor.line, 0), lineStarts.count - 1)
        if lineStarts[line] > o || (line + 1 < lineStarts.count && lineStarts[line + 1] <= o) {
            if line + 1 < lineStarts.count, lineStarts[line + 1] <= o,
               line + 2 >= lineStarts.count || lineStarts[line + 2] > o {
                line += 1
            } else {
                // The last line whose start is at or before `o`.
                var low = 0, high = lineStarts.count - 1
                while low < high {
                    let mid = (low + high + 1) / 2
                    if lineStarts[mid] <= o { low = mid } else { high = mid - 1 }
                }
                line = low
            }
        }
        let column = isASCII ? o - lineStarts[line] + 1 : scalarsBefore(o) - scalarsBefore(lineStarts[line]) + 1
        cursor.line = line
        return SourceLocation(offset: o, line: line + 1, column: column)
    }

    func range(_ start: Int, _ end: Int) -> SourceRange {
        var cursor = Cursor()
        return range(start, end, cursor: &cursor)
    }

    func range(_ start: Int, _ end: Int, cursor: inout Cursor) -> SourceRange {
        let from = location(start, cursor: &cursor)
        return SourceRange(start: from, end: location(max(start, end), cursor: &cursor))
    }

    private func scalarsBefore(_ offset: Int) -> Int { scalarBlocks.scalars(before: offset, in: bytes) }

    /// The text of bytes `start..<end` (clamped).
    func slice(_ start: Int, _ end: Int) -> String {
        let s = min(max(start, 0), bytes.count)
        let e = min(max(end, s), bytes.count)
        return String(decoding: bytes[s..<e], as: UTF8.self)
    }

    /// The byte at `index`, or 0 past either end (no token starts with NUL's meaning).
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }
}
