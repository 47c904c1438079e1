/// The `OS/2` table's vertical metrics.
struct OS2Table {
    let typoAscender: Int
    /// Negative below the baseline, as stored.
    let typoDescender: Int
    let typoLineGap: Int
    /// Positive above the baseline.
    let winAscent: Int
    /// Positive below the baseline (the opposite sign of the other descenders).
    let winDescent: Int
    /// fsSelection bit 7: the font asks to be laid out with the typo metrics.
    let useTypoMetrics: Bool

    init(_ table: TableReader) throws(TypefaceError) {
        let start = table.start
        // Version 0 is 78 bytes and already has every field read here; later versions only
        // append fields, so the version number is not checked.
        try table.require(78, at: start)
        let fsSelection = try table.u16(at: start + 62)
        useTypoMetrics = fsSelection & 0x80 != 0
        typoAscender = Int(try table.i16(at: start + 68))
        typoDescender = Int(try table.i16(at: start + 70))
        typoLineGap = Int(try table.i16(at: start + 72))
        winAscent = Int(try table.u16(at: start + 74))
        winDescent = Int(try table.u16(at: start + 76))
    }
}
