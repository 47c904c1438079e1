extension Tableau {
    /// Takes several rows out of the tableau at once (none of them an objective row): as
    /// ``removeRow(_:)`` for each, but every column they hold is filtered once.
    ///
    /// Why: a component of a tableau rebuilt from a chain (see Solver+ComponentRebuild.swift)
    /// has a parameter held by every row of the piece (`x(j) = x(i) + (j - i)`). Taking its
    /// rows out one by one would search that long column once per row, quadratic in the
    /// piece; filtering it once is linear.
    ///
    /// - Complexity: O(Σ *n* + Σ *c*) over the rows' terms and the columns they hold.
    mutating func removeRows(_ ids: [Int32]) {
        guard !ids.isEmpty else { return }
        termsVersion &+= 1
        let leaving = Set(ids)
        var touched = Set<SymbolID>()
        var symbols: [SymbolID] = []
        for id in ids {
            let i = Int(id)
            if journal.isActive { saveRow(id) }
            for t in rows[i].terms where touched.insert(t.symbol).inserted { symbols.append(t.symbol) }
        }
        for s in symbols { removeEntries(ofColumn: s) { leaving.contains($0) } }
        for id in ids {
            let i = Int(id)
            let basic = rowBasic[i]
            if basic >= 0 { basicRow[Int(basic)] = -1 }
            rows.clear(i)
            rowBasic[i] = -1
            if journal.isActive { journal.releasedRow(id) } else { freeRows.append(id) }
        }
    }
}
