/// The legacy `kern` table: horizontal format 0 subtables, Microsoft (version 0) and Apple
/// (version 1.0) headers.
///
/// Read: format 0 subtables that are horizontal, not "minimum" values and not cross-stream;
/// their values add up, and a subtable with the override bit replaces what came before.
/// Ignored: formats 1 (state tables), 2 (class tables) and 3, vertical, cross-stream and
/// variation subtables.
enum KernTable {
    static func read(_ table: TableReader) throws(TypefaceError) -> PairTable {
        let start = table.start
        let version = try table.u16(at: start)
        var pairs = PairTable()
        if version == 0 {
            let count = Int(try table.u16(at: start + 2))
            var subtable = start + 4
            for _ in 0..<count {
                let length = Int(try table.u16(at: subtable + 2))
                let coverage = try table.u16(at: subtable + 4)
                let format = coverage >> 8
                var size = length
                if format == 0 {
                    let horizontal = coverage & 0x1 != 0
                    let usable = horizontal && coverage & 0x6 == 0
                    // The 16-bit length overflows past 10,920 pairs, so format 0's size comes
                    // from its pair count.
                    let pairCount = Int(try table.u16(at: subtable + 6))
                    size = 6 + 8 + 6 * pairCount
                    try readFormat0(
                        table, at: subtable + 6, into: &pairs, use: usable, override: coverage & 0x8 != 0)
                }
                guard size >= 6 else {
                    throw table.invalid(at: subtable + 2, "subtable length \(length) is shorter than its header")
                }
                subtable += size
            }
        } else if version == 1, try table.u16(at: start + 2) == 0 {
            let count = Int(try table.u32(at: start + 4))
            var subtable = start + 8
            for _ in 0..<count {
                let length = Int(try table.u32(at: subtable))
                let coverage = try table.u16(at: subtable + 4)
                guard length >= 8 else {
                    throw table.invalid(at: subtable, "subtable length \(length) is shorter than its header")
                }
                if coverage & 0xFF == 0 {
                    try readFormat0(
                        table, at: subtable + 8, into: &pairs, use: coverage & 0xE000 == 0, override: false)
                }
                subtable += length
                // Past the end means the count lied; the subtables read so far stand.
                if subtable >= table.end { break }
            }
        } else {
            throw table.error(at: start, .unsupportedFormat(Int(version)))
        }
        return pairs
    }

    /// A format 0 body: nPairs, three binary-search fields, then (left, right, value) records.
    private static func readFormat0(
        _ table: TableReader, at body: Int, into pairs: inout PairTable, use: Bool, override: Bool
    ) throws(TypefaceError) {
        let count = Int(try table.u16(at: body))
        try table.require(8 + 6 * count, at: body)
        guard use else { return }
        for index in 0..<count {
            let record = body + 8 + 6 * index
            let left = try table.u16(at: record)
            let right = try table.u16(at: record + 2)
            let value = Int32(try table.i16(at: record + 4))
            if override {
                pairs.replace(left, right, value)
            } else {
                pairs.insert(left, right, value, accumulate: true)
            }
        }
    }
}
