/// An undo log for the one operation that can fail after changing the tableau: adding a
/// required constraint through phase one. It saves each row the first time the operation
/// touches it; a rollback puts those rows back and releases the symbols made meanwhile, so a
/// failed add leaves the solver exactly as it was.
struct Journal {
    private(set) var isActive = false
    private var saved: [(id: Int32, row: Row, basic: SymbolID)] = []
    private var seen: Set<Int32> = []
    var newSymbols: [SymbolID] = []

    mutating func begin() {
        isActive = true
        saved.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        newSymbols.removeAll(keepingCapacity: true)
    }

    /// Records the state of a row before its first change in this operation.
    mutating func save(_ id: Int32, _ row: Row, _ basic: SymbolID) {
        if seen.insert(id).inserted { saved.append((id, row, basic)) }
    }

    mutating func commit() {
        isActive = false
        saved.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        newSymbols.removeAll(keepingCapacity: true)
    }

    /// Restores every saved row, the column index and the basis, and releases new symbols.
    ///
    /// - Complexity: O(size of the saved rows).
    static func rollback(_ t: inout Tableau) {
        let entries = t.journal.saved
        let newSymbols = t.journal.newSymbols
        t.journal.isActive = false
        // Take out what the operation left…
        for e in entries {
            let i = Int(e.id)
            for term in t.rows[i].terms { t.unindex(term.symbol, e.id) }
            let b = t.rowBasic[i]
            if b >= 0, t.kinds[Int(b)] != .objective, t.basicRow[Int(b)] == e.id { t.basicRow[Int(b)] = -1 }
        }
        // …and put back what was there.
        for e in entries {
            let i = Int(e.id)
            t.rows[i] = e.row
            t.rowBasic[i] = e.basic
            guard e.basic >= 0 else { continue }
            if t.kinds[Int(e.basic)] != .objective { t.basicRow[Int(e.basic)] = e.id }
            for term in e.row.terms { t.columns[Int(term.symbol)].append(e.id) }
        }
        t.freeRows = t.rowBasic.indices.filter { t.rowBasic[$0] < 0 }.map { Int32($0) }
        for s in newSymbols.reversed() {
            let i = Int(s)
            t.basicRow[i] = -1
            t.columns[i].removeAll()
            if t.kinds[i] != .free {
                t.kinds[i] = .free
                t.freeSymbols.append(s)
            }
        }
        t.infeasibleRows.removeAll()
        t.journal.commit()
    }
}
