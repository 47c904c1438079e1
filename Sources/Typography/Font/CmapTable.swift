/// The `cmap` table: picks one Unicode subtable and flattens it into a ``CharacterMap``.
///
/// Preference, best first: (3,10) and (0,4)/(0,6) — the full Unicode repertoire — then (3,1)
/// and (0,3)/(0,0...2) — the BMP — then (3,0), symbol. Only formats 4 and 12 are read; a
/// subtable in another format is passed over for the next preferred one, and only if none is
/// readable does reading fail (naming the best subtable's format). Format 14 (variation
/// sequences) and Macintosh (1,x) subtables are never chosen.
enum CmapTable {
    static func read(_ table: TableReader, numGlyphs: Int) throws(TypefaceError) -> CharacterMap {
        let start = table.start
        let version = try table.u16(at: start)
        guard version == 0 else { throw table.error(at: start, .unsupportedFormat(Int(version))) }
        let count = Int(try table.u16(at: start + 2))
        try table.require(8 * count, at: start + 4)
        var candidates: [(rank: Int, offset: Int, symbol: Bool)] = []
        for index in 0..<count {
            let record = start + 4 + 8 * index
            let platform = try table.u16(at: record)
            let encoding = try table.u16(at: record + 2)
            guard let rank = Self.rank(platform: platform, encoding: encoding) else { continue }
            let offset = try table.resolve(Int(try table.u32(at: record + 4)), from: start, at: record + 4)
            candidates.append((rank, offset, platform == 3 && encoding == 0))
        }
        guard !candidates.isEmpty else {
            throw table.invalid(at: start + 2, "no Unicode or symbol subtable among \(count) encoding records")
        }
        // Stable by position for equal ranks: the first listed wins, as in other readers.
        candidates.sort { $0.rank < $1.rank }
        var firstUnsupported: (offset: Int, format: Int)?
        for candidate in candidates {
            let format = Int(try table.u16(at: candidate.offset))
            let ranges: [CharacterMap.Range]
            var glyphs: [UInt16] = []
            switch format {
            case 4: ranges = try format4(table, at: candidate.offset, glyphs: &glyphs)
            case 12: ranges = try format12(table, at: candidate.offset)
            default:
                if firstUnsupported == nil { firstUnsupported = (candidate.offset, format) }
                continue
            }
            return CharacterMap(
                ranges: ranges, indexedGlyphs: glyphs, numGlyphs: numGlyphs, isSymbol: candidate.symbol)
        }
        let unsupported = firstUnsupported ?? (start, -1)
        throw table.error(at: unsupported.offset, .unsupportedFormat(unsupported.format))
    }

    /// Lower is better; `nil` for subtables that are not Unicode (or Windows symbol).
    static func rank(platform: UInt16, encoding: UInt16) -> Int? {
        switch (platform, encoding) {
        case (3, 10): return 0
        case (0, 4), (0, 6): return 1
        case (3, 1): return 2
        case (0, 3): return 3
        case (0, 0), (0, 1), (0, 2): return 4
        case (3, 0): return 5
        default: return nil
        }
    }

    /// Segment mapping to delta values. Reads are bounded by the cmap table rather than the
    /// subtable's 16-bit length, which large fonts overflow.
    static func format4(
        _ table: TableReader, at offset: Int, glyphs: inout [UInt16]
    ) throws(TypefaceError) -> [CharacterMap.Range] {
        let segCountX2 = Int(try table.u16(at: offset + 6))
        guard segCountX2 % 2 == 0 else {
            throw table.invalid(at: offset + 6, "segCountX2 \(segCountX2) is odd")
        }
        let segments = segCountX2 / 2
        let ends = offset + 14
        let starts = ends + segCountX2 + 2
        let deltas = starts + segCountX2
        let rangeOffsets = deltas + segCountX2
        try table.require(segCountX2, at: rangeOffsets)
        var ranges: [CharacterMap.Range] = []
        var previousEnd = -1
        for segment in 0..<segments {
            let last = Int(try table.u16(at: ends + 2 * segment))
            let first = Int(try table.u16(at: starts + 2 * segment))
            let delta = Int(try table.u16(at: deltas + 2 * segment))
            let rangeOffsetPosition = rangeOffsets + 2 * segment
            let rangeOffset = Int(try table.u16(at: rangeOffsetPosition))
            guard last > previousEnd else {
                throw table.invalid(
                    at: ends + 2 * segment, "segment end codes are not increasing (\(last) after \(previousEnd))")
            }
            guard first <= last else {
                throw table.invalid(at: starts + 2 * segment, "segment start \(first) is after its end \(last)")
            }
            // A start overlapping the previous segment is unreachable by the spec's search (the
            // first segment whose end is ≥ the code wins), so it is clipped.
            let reachable = max(first, previousEnd + 1)
            previousEnd = last
            if rangeOffset == 0 {
                // idDelta arithmetic is modulo 65536: split where scalar + delta wraps.
                let wrap = 0x10000 - delta
                if reachable < wrap {
                    ranges.append(.init(first: UInt32(reachable), last: UInt32(min(last, wrap - 1)), value: delta, indexed: false))
                }
                if last >= wrap {
                    ranges.append(.init(first: UInt32(max(reachable, wrap)), last: UInt32(last), value: delta - 0x10000, indexed: false))
                }
            } else {
                let base = glyphs.count
                for code in reachable...last {
                    let position = rangeOffsetPosition + rangeOffset + 2 * (code - first)
                    guard position + 2 <= table.end else {
                        throw table.invalid(
                            at: rangeOffsetPosition,
                            "idRangeOffset \(rangeOffset) sends U+\(hex(UInt32(code))) past the end of the table")
                    }
                    let glyph = try table.u16(at: position)
                    glyphs.append(glyph == 0 ? 0 : UInt16(truncatingIfNeeded: Int(glyph) + delta))
                }
                ranges.append(.init(first: UInt32(reachable), last: UInt32(last), value: base, indexed: true))
            }
        }
        return ranges
    }

    /// Segmented coverage: groups of consecutive scalars mapped to consecutive glyphs.
    static func format12(_ table: TableReader, at offset: Int) throws(TypefaceError) -> [CharacterMap.Range] {
        let count = Int(try table.u32(at: offset + 12))
        let groups = offset + 16
        guard count <= (table.end - groups) / 12 else {
            throw table.error(at: groups, .truncated(needed: 12 * count, available: table.end - groups))
        }
        var ranges: [CharacterMap.Range] = []
        ranges.reserveCapacity(count)
        var previousEnd: Int = -1
        for index in 0..<count {
            let group = groups + 12 * index
            let first = Int(try table.u32(at: group))
            let last = Int(try table.u32(at: group + 4))
            let glyph = Int(try table.u32(at: group + 8))
            guard first <= last, last <= 0x10FFFF else {
                throw table.invalid(at: group, "group U+\(hex(UInt32(first)))...U+\(hex(UInt32(last))) is not a valid scalar range")
            }
            guard first > previousEnd else {
                throw table.invalid(at: group, "groups are not sorted or overlap (start \(first) after end \(previousEnd))")
            }
            previousEnd = last
            ranges.append(.init(first: UInt32(first), last: UInt32(last), value: glyph - first, indexed: false))
        }
        return ranges
    }
}
