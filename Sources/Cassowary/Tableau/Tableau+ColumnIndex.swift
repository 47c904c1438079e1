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
        // Under a journal the whole column is kept as it was (a reference; the filter then
        // copies it, as it reads all of it anyway): one entry, where logging each removal
        // cost a tenth more instructions on a tracked chain's removals.
        if journal.isActive { journal.replaced(column: columns[Int(s)], of: s) }
        columns[Int(s)].removeAll(where: leaves)
    }
}
