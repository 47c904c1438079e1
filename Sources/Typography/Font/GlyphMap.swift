/// Glyph id → small value (a coverage membership or a class), from OpenType coverage and class
/// definition tables.
///
/// Stored as disjoint sorted ranges, plus a dense array (one value per glyph id from the first
/// mapped to the last) when the span is at most `denseLimit`: lookups are then one array read.
/// The reader hands out dense entries from a per-face budget, so memory stays bounded whatever
/// a hostile file claims.
struct GlyphMap: Sendable {
    struct Range: Sendable {
        var first: UInt16
        var last: UInt16
        var value: UInt16
    }

    private let ranges: [Range]
    private let denseFirst: Int
    private let dense: [UInt16]

    /// Builds from ranges in any order; where ranges overlap, the earlier-starting one keeps the
    /// shared glyphs. Ranges with value 0 (the default) are dropped.
    init(_ input: [Range], denseLimit: Int) {
        let sorted = input.filter { $0.value != 0 && $0.first <= $0.last }.sorted { $0.first < $1.first }
        var ranges: [Range] = []
        ranges.reserveCapacity(sorted.count)
        for var range in sorted {
            if let previous = ranges.last {
                guard range.last > previous.last else { continue }
                if range.first <= previous.last { range.first = previous.last + 1 }
                // Merging neighbours keeps format 1 tables (one glyph per record) small.
                if previous.value == range.value && Int(previous.last) + 1 == Int(range.first) {
                    ranges[ranges.count - 1].last = range.last
                    continue
                }
            }
            ranges.append(range)
        }
        self.ranges = ranges
        if let first = ranges.first, let last = ranges.last,
            Int(last.last) - Int(first.first) < denseLimit
        {
            var dense = [UInt16](repeating: 0, count: Int(last.last) - Int(first.first) + 1)
            for range in ranges {
                for glyph in Int(range.first)...Int(range.last) {
                    dense[glyph - Int(first.first)] = range.value
                }
            }
            self.denseFirst = Int(first.first)
            self.dense = dense
        } else {
            self.denseFirst = 0
            self.dense = []
        }
    }

    /// The number of dense entries (0 when sparse), charged to the reader's budget.
    var denseCount: Int { dense.count }

    /// The value of `glyph`, 0 if it is in no range.
    /// - Complexity: O(1) when dense, else O(log r) for r ranges.
    @inline(__always)
    func value(_ glyph: UInt16) -> UInt16 {
        if !dense.isEmpty {
            let index = Int(glyph) - denseFirst
            return index >= 0 && index < dense.count ? dense[index] : 0
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < glyph { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].first <= glyph ? ranges[low].value : 0
    }

    /// Calls `body` with every glyph that has a non-zero value, and the value.
    func forEachGlyph(_ body: (UInt16, UInt16) -> Void) {
        for range in ranges {
            for glyph in range.first...range.last { body(glyph, range.value) }
        }
    }
}
