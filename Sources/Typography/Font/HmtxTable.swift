/// The `hmtx` table, flattened to one advance per glyph.
enum HmtxTable {
    /// Advance widths in font units, indexed by glyph id, `numGlyphs` long.
    ///
    /// Glyphs past `numberOfHMetrics` take the last stored advance (the table stores only their
    /// left side bearings, which measuring does not need, so their presence is not checked).
    /// A `numberOfHMetrics` above `numGlyphs` is clamped to it: the extra metrics belong to no
    /// glyph.
    static func advances(
        _ table: TableReader, numberOfHMetrics: Int, numGlyphs: Int
    ) throws(TypefaceError) -> [UInt16] {
        let stored = min(numberOfHMetrics, numGlyphs)
        try table.require(4 * stored, at: table.start)
        var advances: [UInt16] = []
        advances.reserveCapacity(numGlyphs)
        for glyph in 0..<stored {
            advances.append(try table.u16(at: table.start + 4 * glyph))
        }
        let last = advances.last ?? 0
        while advances.count < numGlyphs { advances.append(last) }
        return advances
    }
}
