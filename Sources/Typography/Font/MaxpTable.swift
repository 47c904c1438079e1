/// The `maxp` table: only the glyph count is needed (version 0.5 for CFF fonts, 1.0 for
/// TrueType; both start with it).
struct MaxpTable {
    let numGlyphs: Int

    init(_ table: TableReader) throws(TypefaceError) {
        let start = table.start
        let version = try table.u32(at: start)
        guard version == 0x0000_5000 || version == 0x0001_0000 else {
            throw table.error(at: start, .unsupportedFormat(Int(version)))
        }
        numGlyphs = Int(try table.u16(at: start + 4))
        // Glyph 0 (.notdef) stands in for every missing character, so it must exist.
        guard numGlyphs > 0 else { throw table.invalid(at: start + 4, "numGlyphs is 0") }
    }
}
