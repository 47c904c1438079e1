/// Pair kerning from whichever source the font's text would be shaped with.
///
/// When GPOS has pair adjustment lookups in a `kern` feature for DFLT or latn, they alone are
/// used and the `kern` table is ignored, as HarfBuzz (Chrome, Firefox, Android) does: fonts
/// carry both for old systems, and adding them would kern twice. Otherwise the `kern` table's
/// pairs are used (HarfBuzz would also skip it for a GPOS `kern` feature of only contextual
/// lookups, which this reader cannot apply, so the `kern` table is the better approximation).
struct Kerning: Sendable {
    /// Where the adjustments come from.
    enum Source: Sendable { case none, kernTable, gpos }

    let source: Source
    private let legacy: PairTable
    private let lookups: [[PairSubtable]]
    /// One bit per glyph that starts any kerned pair: most pairs are rejected by one read.
    private let firstGlyphs: [UInt64]

    static let none = Kerning(source: .none, legacy: PairTable(), lookups: [])

    init(kernTable: PairTable) {
        self.init(source: kernTable.count == 0 ? .none : .kernTable, legacy: kernTable, lookups: [])
    }

    init(gposLookups: [[PairSubtable]]) {
        self.init(source: .gpos, legacy: PairTable(), lookups: gposLookups)
    }

    private init(source: Source, legacy: PairTable, lookups: [[PairSubtable]]) {
        self.source = source
        self.legacy = legacy
        self.lookups = lookups
        var bits = [UInt64](repeating: 0, count: 1024)
        func mark(_ glyph: UInt16) { bits[Int(glyph >> 6)] |= 1 << UInt64(glyph & 63) }
        legacy.forEachFirstGlyph(mark)
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .glyphPairs(let pairs): pairs.forEachFirstGlyph(mark)
                case .classPairs(let classes): classes.coverage.forEachGlyph { glyph, _ in mark(glyph) }
                }
            }
        }
        firstGlyphs = bits
    }

    /// The advance adjustment in font units between `left` and the `right` that follows it.
    /// - Complexity: O(1) for glyphs that start no pair; otherwise O(s) hash reads or binary
    ///   searches for s subtables in the kern lookups.
    @inline(__always)
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        guard firstGlyphs[Int(left >> 6)] & (1 << UInt64(left & 63)) != 0 else { return 0 }
        if source == .kernTable { return Int(legacy.value(left, right) ?? 0) }
        var total = 0
        for lookup in lookups {
            // Within a lookup the first subtable that applies is the only one used.
            for subtable in lookup {
                let value: Int32?
                switch subtable {
                case .glyphPairs(let pairs): value = pairs.value(left, right)
                case .classPairs(let classes): value = classes.value(left, right)
                }
                if let value {
                    total += Int(value)
                    break
                }
            }
        }
        return total
    }
}
