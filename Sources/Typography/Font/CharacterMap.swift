/// Unicode scalar → glyph id, built once from a `cmap` subtable.
///
/// Scalars below ``directLimit`` (Latin, Greek, Cyrillic and the common punctuation) are one
/// array read; the rest binary-search a sorted, non-overlapping range table.
struct CharacterMap: Sendable {
    /// One run of consecutive scalars.
    struct Range: Sendable {
        var first: UInt32
        var last: UInt32
        /// For a delta range, glyph = scalar + value; for an indexed range (format 4 with an
        /// idRangeOffset), glyph = indexedGlyphs[value + scalar - first].
        var value: Int
        var indexed: Bool
    }

    static let directLimit: UInt32 = 0x2000

    private let direct: [UInt16]
    private let ranges: [Range]
    private let indexedGlyphs: [UInt16]
    /// A (3,0) symbol subtable: its fonts put their characters at U+F020..U+F0FF, and Windows
    /// maps U+0020..U+00FF there.
    private let isSymbol: Bool

    /// `ranges` must be sorted and disjoint; glyph ids at or past `numGlyphs` read as 0.
    init(ranges: [Range], indexedGlyphs: [UInt16], numGlyphs: Int, isSymbol: Bool) {
        self.ranges = ranges
        self.indexedGlyphs = indexedGlyphs
        self.isSymbol = isSymbol
        self.numGlyphs = numGlyphs
        var direct = [UInt16](repeating: 0, count: Int(Self.directLimit))
        for range in ranges where range.first < Self.directLimit {
            var scalar = range.first
            while scalar <= range.last && scalar < Self.directLimit {
                direct[Int(scalar)] = Self.glyph(
                    scalar, in: range, indexedGlyphs: indexedGlyphs, numGlyphs: numGlyphs)
                scalar += 1
            }
        }
        self.direct = direct
    }

    private let numGlyphs: Int

    private static func glyph(
        _ scalar: UInt32, in range: Range, indexedGlyphs: [UInt16], numGlyphs: Int
    ) -> UInt16 {
        let glyph: Int
        if range.indexed {
            let index = range.value + Int(scalar - range.first)
            guard index >= 0, index < indexedGlyphs.count else { return 0 }
            glyph = Int(indexedGlyphs[index])
        } else {
            glyph = Int(scalar) + range.value
        }
        return glyph >= 0 && glyph < numGlyphs ? UInt16(glyph) : 0
    }

    /// The glyph for `scalar`, 0 (.notdef) if the font has none.
    /// - Complexity: O(1) below U+2000, O(log r) above for r ranges.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16 {
        if scalar < Self.directLimit {
            let glyph = direct[Int(scalar)]
            if glyph == 0 && isSymbol && scalar >= 0x20 && scalar <= 0xFF {
                return lookup(0xF000 + scalar)
            }
            return glyph
        }
        return lookup(scalar)
    }

    private func lookup(_ scalar: UInt32) -> UInt16 {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < ranges.count, ranges[low].first <= scalar else { return 0 }
        return Self.glyph(scalar, in: ranges[low], indexedGlyphs: indexedGlyphs, numGlyphs: numGlyphs)
    }
}
