/// The changes of the column index that a journal must log to restore the index in its
/// order (see ``Journal``): every change of `columns` made while an operation records goes
/// through these, ``Tableau/unindex(_:_:)``, or a substitution's own log entry.
extension Tableau {
    /// Adds row `id` to the column of `s`.
    ///
    /// - Complexity: amortized O(1).
    @inline(__always)
    mutating func index(_ s: SymbolID, _ id: Int32) {
        columns[Int(s)].append(id)
        if journal.isActive { journal.appended(toColumn: s) }
    }

    /// Removes from the column of `s` the row ids `leaves` accepts, keeping the others in
    /// their order.
    ///
    /// - Complexity: O(*c*) for a column of length *c*.
    @inline(__always)
    mutating func removeEntries(ofColumn s: SymbolID, where leaves: (Int32) -> Bool) {
        let c = Int(s)
        guard journal.isActive else {
            columns[c].removeAll(where: leaves)
            return
        }
        // Logged as removals one at a time from the front: an entry removed then sits at
        // the index of the entries kept before it.
        var kept = 0
        for k in columns[c].indices {
            let id = columns[c][k]
            if leaves(id) {
                journal.removed(id, at: kept, fromColumn: s)
            } else {
                columns[c][kept] = id
                kept += 1
            }
        }
        columns[c].removeSubrange(kept...)
    }
}
