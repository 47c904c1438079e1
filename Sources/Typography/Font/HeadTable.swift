/// The `head` table: units per em and the font's bounding box.
struct HeadTable {
    let unitsPerEm: Int
    /// The bounding box's top and bottom, the last fallback for ascender and descender.
    let yMax: Int
    let yMin: Int

    init(_ table: TableReader) throws(TypefaceError) {
        let start = table.start
        try table.require(54, at: start)
        let major = try table.u16(at: start)
        guard major == 1 else { throw table.error(at: start, .unsupportedFormat(Int(major))) }
        let magic = try table.u32(at: start + 12)
        guard magic == 0x5F0F_3CF5 else {
            throw table.invalid(at: start + 12, "magic number is 0x\(hex(magic)), not 0x5F0F3CF5")
        }
        let unitsPerEm = Int(try table.u16(at: start + 18))
        // The spec allows 16...16384; anything positive still gives a usable scale, so only
        // zero (a division by zero later) is refused.
        guard unitsPerEm > 0 else { throw table.invalid(at: start + 18, "unitsPerEm is 0") }
        self.unitsPerEm = unitsPerEm
        yMin = Int(try table.i16(at: start + 38))
        yMax = Int(try table.i16(at: start + 42))
    }
}
