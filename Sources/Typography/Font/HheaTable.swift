/// The `hhea` table: the horizontal line metrics CoreText and FreeType use by default, and how
/// many advances `hmtx` stores.
struct HheaTable {
    let ascender: Int
    /// Negative below the baseline, as stored.
    let descender: Int
    let lineGap: Int
    let numberOfHMetrics: Int

    init(_ table: TableReader) throws(TypefaceError) {
        let start = table.start
        try table.require(36, at: start)
        let major = try table.u16(at: start)
        guard major == 1 else { throw table.error(at: start, .unsupportedFormat(Int(major))) }
        ascender = Int(try table.i16(at: start + 4))
        descender = Int(try table.i16(at: start + 6))
        lineGap = Int(try table.i16(at: start + 8))
        numberOfHMetrics = Int(try table.u16(at: start + 34))
        guard numberOfHMetrics > 0 else {
            throw table.invalid(at: start + 34, "numberOfHMetrics is 0: no glyph has an advance")
        }
    }
}
