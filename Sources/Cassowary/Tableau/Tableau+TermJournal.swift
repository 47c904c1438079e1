/// Journaling a long row term by term: a weak constraint adds a term or two to an objective
/// row that holds one per weak constraint, and saving that row whole (a reference) would make
/// the change copy it (copy on write), which made a script of weak lines quadratic.
extension Tableau {
    /// Rows longer than this are journaled by the terms that change, not whole.
    static let termJournalLength = 64

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
        if rows[i].terms.count > Tableau.termJournalLength {
            journal.saveTerm(id, s, rows[i].coefficient(of: s))
        } else {
            journal.save(id, rows[i], rowBasic[i])
        }
    }

    /// Saves, before `other` is added into the long row `id` in place, its constant and the
    /// terms that change: not the long row, whose copy on write would then cost the whole row
    /// per operation. (Out of line: it keeps the substitution's loop small.)
    ///
    /// - Complexity: O(*m* log *n*) for the *m* terms of `other`.
    @inline(never)
    mutating func saveTerms(of other: Row, skipping skip: SymbolID, ofRow id: Int32) {
        let row = Int(id)
        journal.saveConstant(id, rows[row].constant, rows[row].magnitude, rows[row].rounding, rows[row].uncertainty)
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

    /// Puts back the coefficient of `s` in a row (0: no term): the undo of a
    /// ``saveTerm(_:ofRow:)``, during a rollback. The column index is left alone: the
    /// journal's column log restores it, in its order.
    ///
    /// - Complexity: O(*n*) (an insertion or removal shifts the terms).
    mutating func restoreTerm(_ s: SymbolID, _ coefficient: Double, ofRow id: Int32) {
        termsVersion &+= 1
        let i = Int(id)
        let p = rows[i].position(of: s)
        if p.found {
            if coefficient == 0 {
                rows[i].terms.remove(at: p.index)
            } else {
                rows[i].terms[p.index].coefficient = coefficient
            }
        } else if coefficient != 0 {
            rows[i].terms.insert(RowTerm(symbol: s, coefficient: coefficient), at: p.index)
        }
    }
}
