/// The rows whose restricted basic went negative, for the dual simplex: a binary min-heap on
/// the basic symbol at the time the row was noted, so that the dual repairs the row with the
/// lowest basic symbol (Bland's rule) in O(log *r*) per row instead of a scan, and in an order
/// that depends on symbol numbers only.
///
/// Entries may go stale (a later pivot made the row feasible, or the row is noted twice); the
/// dual simplex skips those when it pops them.
struct InfeasibleRows {
    private var heap: [Entry] = []

    private struct Entry {
        var basic: SymbolID
        var row: Int32
    }

    var isEmpty: Bool { heap.isEmpty }

    /// - Complexity: O(log *r*).
    mutating func note(_ row: Int32, basic: SymbolID) {
        heap.append(Entry(basic: basic, row: row))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard precedes(heap[i], heap[parent]) else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    /// The noted row with the lowest basic symbol (lowest row id on ties), removed.
    ///
    /// - Complexity: O(log *r*).
    mutating func popLowest() -> Int32? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last.row }
        let top = heap[0]
        heap[0] = last
        var i = 0
        let n = heap.count
        while true {
            let l = 2 * i + 1
            let r = l + 1
            var m = i
            if l < n, precedes(heap[l], heap[m]) { m = l }
            if r < n, precedes(heap[r], heap[m]) { m = r }
            if m == i { break }
            heap.swapAt(i, m)
            i = m
        }
        return top.row
    }

    mutating func removeAll() { heap.removeAll(keepingCapacity: true) }

    @inline(__always)
    private func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.basic < b.basic || (a.basic == b.basic && a.row < b.row)
    }
}
