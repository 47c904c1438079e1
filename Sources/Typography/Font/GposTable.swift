/// The `GPOS` table, read only for pair kerning.
///
/// Read: the `kern` feature of the default language system of the `DFLT` and `latn` scripts
/// (their lookups merged, applied in lookup-list order); lookup type 2 (pair adjustment)
/// formats 1 (glyph pairs) and 2 (class pairs), also when wrapped in extension lookups (type 9);
/// the X advance of the first and of the second value record.
///
/// Ignored: other scripts and language systems, other features (`dist`, `cpsp`...), every
/// other lookup type (contextual and chained kerning, cursive and mark attachment), X and Y
/// placement, Y advance, device tables and variations, lookup flags (mark filtering: no glyph is
/// skipped), and the rule that a pair with a second value record consumes its second glyph.
enum GposTable {
    /// Records processed across all subtables before reading gives up with
    /// ``TypefaceError/Reason/tooComplex(limit:)``: far above real fonts, low enough that a
    /// file of shared offsets cannot make reading quadratic.
    static let recordLimit = 1 << 24

    /// The kern lookups, each a list of subtables tried in order; empty if the font has no
    /// `kern` feature for DFLT or latn.
    static func read(_ table: TableReader) throws(TypefaceError) -> [[PairSubtable]] {
        var reader = Reader(table: table)
        return try reader.kernLookups()
    }

    private struct Reader {
        let table: TableReader
        var records = 0
        /// Subtables already read, by absolute offset: lookups may share them.
        var parsed: [Int: PairSubtable] = [:]
        /// Dense glyph-map entries (2 bytes each) left for this face: 8 MB at most, far more
        /// than the few kerning class tables of real fonts need.
        var denseBudget = 1 << 22

        /// A glyph map, dense if the budget allows.
        mutating func glyphMap(_ ranges: [GlyphMap.Range]) -> GlyphMap {
            let map = GlyphMap(ranges, denseLimit: min(denseBudget, 0x10000))
            denseBudget -= map.denseCount
            return map
        }

        init(table: TableReader) { self.table = table }

        mutating func count(_ added: Int, at offset: Int) throws(TypefaceError) {
            records += added
            guard records <= GposTable.recordLimit else {
                throw table.error(at: offset, .tooComplex(limit: GposTable.recordLimit))
            }
        }

        /// An Offset16 at `position` from `base`, or `nil` for a null offset.
        func offset16(at position: Int, from base: Int) throws(TypefaceError) -> Int? {
            let value = Int(try table.u16(at: position))
            return value == 0 ? nil : try table.resolve(value, from: base, at: position)
        }

        mutating func kernLookups() throws(TypefaceError) -> [[PairSubtable]] {
            let start = table.start
            let major = try table.u16(at: start)
            guard major == 1 else { throw table.error(at: start, .unsupportedFormat(Int(major))) }
            guard let scriptList = try offset16(at: start + 4, from: start),
                let featureList = try offset16(at: start + 6, from: start),
                let lookupList = try offset16(at: start + 8, from: start)
            else { return [] }

            // Feature indices of the default language systems of DFLT and latn.
            var featureIndices: Set<Int> = []
            let scriptCount = Int(try table.u16(at: scriptList))
            try table.require(6 * scriptCount, at: scriptList + 2)
            for index in 0..<scriptCount {
                let record = scriptList + 2 + 6 * index
                let tag = try table.u32(at: record)
                guard tag == TableDirectory.tag("DFLT") || tag == TableDirectory.tag("latn") else { continue }
                guard let script = try offset16(at: record + 4, from: scriptList),
                    let langSys = try offset16(at: script, from: script)
                else { continue }
                let required = Int(try table.u16(at: langSys + 2))
                if required != 0xFFFF { featureIndices.insert(required) }
                let count = Int(try table.u16(at: langSys + 4))
                try table.require(2 * count, at: langSys + 6)
                for feature in 0..<count {
                    featureIndices.insert(Int(try table.u16(at: langSys + 6 + 2 * feature)))
                }
            }

            // Lookup indices of those features tagged 'kern'.
            var lookupIndices: Set<Int> = []
            let featureCount = Int(try table.u16(at: featureList))
            for index in featureIndices.sorted() {
                guard index < featureCount else {
                    throw table.invalid(at: featureList, "feature index \(index) ≥ feature count \(featureCount)")
                }
                let record = featureList + 2 + 6 * index
                guard try table.u32(at: record) == TableDirectory.tag("kern"),
                    let feature = try offset16(at: record + 4, from: featureList)
                else { continue }
                let count = Int(try table.u16(at: feature + 2))
                try table.require(2 * count, at: feature + 4)
                for lookup in 0..<count {
                    lookupIndices.insert(Int(try table.u16(at: feature + 4 + 2 * lookup)))
                }
            }

            let lookupCount = Int(try table.u16(at: lookupList))
            var lookups: [[PairSubtable]] = []
            for index in lookupIndices.sorted() {
                guard index < lookupCount else {
                    throw table.invalid(at: lookupList, "lookup index \(index) ≥ lookup count \(lookupCount)")
                }
                guard let lookup = try offset16(at: lookupList + 2 + 2 * index, from: lookupList) else { continue }
                let subtables = try self.lookup(at: lookup)
                if !subtables.isEmpty { lookups.append(subtables) }
            }
            return lookups
        }

        /// The pair subtables of one lookup, in order; none for other lookup types.
        mutating func lookup(at lookup: Int) throws(TypefaceError) -> [PairSubtable] {
            let type = try table.u16(at: lookup)
            guard type == 2 || type == 9 else { return [] }
            let count = Int(try table.u16(at: lookup + 4))
            try table.require(2 * count, at: lookup + 6)
            var seen: Set<Int> = []
            var subtables: [PairSubtable] = []
            for index in 0..<count {
                let position = lookup + 6 + 2 * index
                guard var subtable = try offset16(at: position, from: lookup) else { continue }
                if type == 9 {
                    let format = try table.u16(at: subtable)
                    guard format == 1 else { throw table.error(at: subtable, .unsupportedFormat(Int(format))) }
                    guard try table.u16(at: subtable + 2) == 2 else { continue }
                    subtable = try table.resolve(Int(try table.u32(at: subtable + 4)), from: subtable, at: subtable + 4)
                }
                // A repeated subtable can never apply where its first occurrence did not.
                guard seen.insert(subtable).inserted else { continue }
                if let known = parsed[subtable] {
                    subtables.append(known)
                } else {
                    let read = try pairPositioning(at: subtable)
                    parsed[subtable] = read
                    subtables.append(read)
                }
            }
            return subtables
        }

        mutating func pairPositioning(at subtable: Int) throws(TypefaceError) -> PairSubtable {
            let format = try table.u16(at: subtable)
            guard let coverageOffset = try offset16(at: subtable + 2, from: subtable) else {
                throw table.invalid(at: subtable + 2, "null coverage offset")
            }
            let valueFormat1 = try table.u16(at: subtable + 4)
            let valueFormat2 = try table.u16(at: subtable + 6)
            let size1 = ValueRecord.size(valueFormat1)
            let size2 = ValueRecord.size(valueFormat2)
            let coverage = try self.coverage(at: coverageOffset)
            switch format {
            case 1:
                let setCount = Int(try table.u16(at: subtable + 8))
                try table.require(2 * setCount, at: subtable + 10)
                var pairs = PairTable()
                for range in coverage {
                    // The coverage index of a glyph selects its pair set.
                    for first in range.first...range.last {
                        let index = range.startIndex + Int(first - range.first)
                        guard index < setCount else { break }
                        try count(1, at: subtable)
                        let set = try table.resolve(
                            Int(try table.u16(at: subtable + 10 + 2 * index)), from: subtable,
                            at: subtable + 10 + 2 * index)
                        let count = Int(try table.u16(at: set))
                        let recordSize = 2 + size1 + size2
                        try table.require(recordSize * count, at: set + 2)
                        try self.count(count, at: set)
                        for pair in 0..<count {
                            let record = set + 2 + recordSize * pair
                            let second = try table.u16(at: record)
                            let value =
                                try ValueRecord.xAdvance(table, at: record + 2, format: valueFormat1)
                                + ValueRecord.xAdvance(table, at: record + 2 + size1, format: valueFormat2)
                            pairs.insert(first, second, value)
                        }
                    }
                }
                return .glyphPairs(pairs)
            case 2:
                guard let classDef1 = try offset16(at: subtable + 8, from: subtable),
                    let classDef2 = try offset16(at: subtable + 10, from: subtable)
                else {
                    throw table.invalid(at: subtable + 8, "null class definition offset")
                }
                let class1Count = Int(try table.u16(at: subtable + 12))
                let class2Count = Int(try table.u16(at: subtable + 14))
                let recordSize = size1 + size2
                let matrix = subtable + 16
                var values: [Int32] = []
                let hasAdvance = (valueFormat1 | valueFormat2) & ValueRecord.xAdvanceBit != 0
                if hasAdvance {
                    try count(class1Count * class2Count, at: matrix)
                    try table.require(recordSize * class1Count * class2Count, at: matrix)
                    values.reserveCapacity(class1Count * class2Count)
                    for index in 0..<(class1Count * class2Count) {
                        let record = matrix + recordSize * index
                        values.append(
                            try ValueRecord.xAdvance(table, at: record, format: valueFormat1)
                                + ValueRecord.xAdvance(table, at: record + size1, format: valueFormat2))
                    }
                }
                let covered = glyphMap(coverage.map { GlyphMap.Range(first: $0.first, last: $0.last, value: 1) })
                return .classPairs(
                    ClassPairs(
                        coverage: covered, class1: try classDefinition(at: classDef1),
                        class2: try classDefinition(at: classDef2), class1Count: class1Count,
                        class2Count: class2Count, values: values))
            default:
                throw table.error(at: subtable, .unsupportedFormat(Int(format)))
            }
        }

        /// A coverage table as runs of glyphs with consecutive coverage indices. Format 2 ranges
        /// stay whole (a range can cover thousands of glyphs in six bytes).
        mutating func coverage(at offset: Int) throws(TypefaceError) -> [CoverageRange] {
            let format = try table.u16(at: offset)
            let count = Int(try table.u16(at: offset + 2))
            var ranges: [CoverageRange] = []
            switch format {
            case 1:
                try table.require(2 * count, at: offset + 4)
                try self.count(count, at: offset)
                var previous = -1
                for index in 0..<count {
                    let glyph = try table.u16(at: offset + 4 + 2 * index)
                    guard Int(glyph) > previous else {
                        throw table.invalid(at: offset + 4 + 2 * index, "coverage glyphs are not sorted")
                    }
                    if let last = ranges.last, Int(last.last) + 1 == Int(glyph) {
                        ranges[ranges.count - 1].last = glyph
                    } else {
                        ranges.append(CoverageRange(first: glyph, last: glyph, startIndex: index))
                    }
                    previous = Int(glyph)
                }
            case 2:
                try table.require(6 * count, at: offset + 4)
                try self.count(count, at: offset)
                var previous = -1
                for index in 0..<count {
                    let record = offset + 4 + 6 * index
                    let first = try table.u16(at: record)
                    let last = try table.u16(at: record + 2)
                    guard first <= last, Int(first) > previous else {
                        throw table.invalid(at: record, "coverage ranges are not sorted or are empty")
                    }
                    previous = Int(last)
                    ranges.append(CoverageRange(first: first, last: last, startIndex: Int(try table.u16(at: record + 4))))
                }
            default:
                throw table.error(at: offset, .unsupportedFormat(Int(format)))
            }
            return ranges
        }

        /// A class definition table as glyph → class (0 for glyphs not listed).
        mutating func classDefinition(at offset: Int) throws(TypefaceError) -> GlyphMap {
            let format = try table.u16(at: offset)
            var ranges: [GlyphMap.Range] = []
            switch format {
            case 1:
                let start = Int(try table.u16(at: offset + 2))
                let count = Int(try table.u16(at: offset + 4))
                try table.require(2 * count, at: offset + 6)
                try self.count(count, at: offset)
                guard start + count <= 0x10000 else {
                    throw table.invalid(at: offset + 4, "class array runs past glyph 65535")
                }
                for index in 0..<count {
                    let glyph = UInt16(start + index)
                    let value = try table.u16(at: offset + 6 + 2 * index)
                    ranges.append(.init(first: glyph, last: glyph, value: value))
                }
                return glyphMap(ranges)
            case 2:
                let count = Int(try table.u16(at: offset + 2))
                try table.require(6 * count, at: offset + 4)
                try self.count(count, at: offset)
                for index in 0..<count {
                    let record = offset + 4 + 6 * index
                    ranges.append(
                        .init(
                            first: try table.u16(at: record), last: try table.u16(at: record + 2),
                            value: try table.u16(at: record + 4)))
                }
                return glyphMap(ranges)
            default:
                throw table.error(at: offset, .unsupportedFormat(Int(format)))
            }
        }
    }
}

/// Glyphs `first...last` with coverage indices from `startIndex` on.
struct CoverageRange {
    var first: UInt16
    var last: UInt16
    var startIndex: Int
}

/// GPOS value records: which fields are present, and the X advance.
enum ValueRecord {
    static let xAdvanceBit: UInt16 = 0x0004

    /// Bytes of a record: two per set bit of the eight defined.
    static func size(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// The X advance of the record at `offset`, 0 if the format has none.
    static func xAdvance(_ table: TableReader, at offset: Int, format: UInt16) throws(TypefaceError) -> Int32 {
        guard format & xAdvanceBit != 0 else { return 0 }
        // X and Y placement come first when present.
        let skip = 2 * (format & 0x3).nonzeroBitCount
        return Int32(try table.i16(at: offset + skip))
    }
}

/// One pair-adjustment subtable, ready for lookups.
enum PairSubtable: Sendable {
    /// Format 1: the subtable applies exactly to the listed pairs.
    case glyphPairs(PairTable)
    /// Format 2: applies to every pair whose first glyph is covered.
    case classPairs(ClassPairs)
}

/// A format 2 subtable: a class × class matrix of X advance adjustments.
struct ClassPairs: Sendable {
    let coverage: GlyphMap
    let class1: GlyphMap
    let class2: GlyphMap
    let class1Count: Int
    let class2Count: Int
    /// Row-major, `class1Count × class2Count`; empty when the subtable adjusts no advance.
    let values: [Int32]

    /// `nil` if the subtable does not apply to the pair (first glyph not covered, or a class
    /// out of range), else its adjustment.
    @inline(__always)
    func value(_ left: UInt16, _ right: UInt16) -> Int32? {
        guard coverage.value(left) != 0 else { return nil }
        let row = Int(class1.value(left))
        let column = Int(class2.value(right))
        guard row < class1Count, column < class2Count else { return nil }
        return values.isEmpty ? 0 : values[row * class2Count + column]
    }
}
