/// Journaling a long row term by term: a weak constraint adds a term or two to an objective
/// row that holds one per weak constraint, and saving that row whole would copy it into the
/// journal per operation, which made a script of weak lines quadratic.
extension Tableau {
    /// Rows longer than this are journaled by the terms that change, not whole.
    static let termJournalLength = 64

    /// Saves row `id` whole in the journal (see ``Journal/save(_:_:_:_:)``).
    @inline(__always)
    mutating func saveRow(_ id: Int32) {
        let i = Int(id)
        // Through a mutating call of the pool: a non-mutating one took a copy of the pool
        // (three retains and releases per row saved) to keep it alive beside the journal.
        rows.save(i, basic: rowBasic[i], to: &journal)
    }

    /// Whether the row is an objective row (one per priority level, or phase one's).
    @inline(__always)
    func isObjective(_ id: Int32) -> Bool {
        let basic = rowBasic[Int(id)]
        return basic >= 0 && kinds[Int(basic)] == .objective
    }

    /// Saves, before it changes, the coefficient of `s` in a long row, or the whole row when
    /// it is short.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    mutating func saveTerm(_ s: SymbolID, ofRow id: Int32) {
        let i = Int(id)
        if rows.heads[i].count > Tableau.termJournalLength {
            journal.saveTerm(id, rows.term(of: s, inRow: i))
        } else {
            saveRow(id)
        }
    }

    /// Saves, before `other` is added into the long row `id` in place, its constant and the
    /// terms that change: not the long row, whose copy into the journal would then cost the whole row
    /// per operation. (Out of line: it keeps the substitution's loop small.)
    ///
    /// - Complexity: O(*m* log *n*) for the *m* terms of `other`.
    @inline(never)
    mutating func saveTerms(of other: Row, skipping skip: SymbolID, ofRow id: Int32) {
        let row = Int(id)
        let h = rows.heads[row]
        journal.saveConstant(id, h.constant, h.magnitude, h.rounding, h.uncertainty)
        if skip >= 0 { saveTerm(skip, ofRow: id) }
        for t in other.terms { saveTerm(t.symbol, ofRow: id) }
    }

    /// Notes the symbols whose cost changes when `other` is added into an objective row.
    ///
    /// - Complexity: O(*m*) for the *m* terms of `other`.
    @inline(never)
    mutating func noteCostChanges(_ other: Row, skipping skip: SymbolID) {
        if skip >= 0 { costChanges.note(skip) }
        for t in other.terms { costChanges.note(t.symbol) }
    }

    /// Puts back a term of a row, its coefficient and rounding bound (coefficient 0: no term): the undo of a
    /// ``saveTerm(_:ofRow:)``, during a rollback. The column index is left alone: the
    /// journal's column log restores it, in its order.
    ///
    /// - Complexity: O(*n*) (an insertion or removal shifts the terms).
    mutating func restoreTerm(_ term: RowTerm, ofRow id: Int32) {
        termsVersion &+= 1
        let i = Int(id)
        let p = rows.position(of: term.symbol, inRow: i)
        if p.found {
            if term.coefficient == 0 {
                rows.remove(at: p.index, ofRow: i)
            } else {
                rows.setTerm(term, at: p.index, ofRow: i)
            }
        } else if term.coefficient != 0 {
            rows.insert(term, at: p.index, ofRow: i)
        }
    }
}
