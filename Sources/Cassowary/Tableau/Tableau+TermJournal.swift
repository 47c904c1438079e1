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

    /// Puts back the coefficient of `s` in a row (0: no term), keeping the column index: the
    /// undo of a ``saveTerm(_:ofRow:)``.
    ///
    /// - Complexity: O(*n*) (an insertion or removal shifts the terms).
    mutating func restoreTerm(_ s: SymbolID, _ coefficient: Double, ofRow id: Int32) {
        let i = Int(id)
        let p = rows[i].position(of: s)
        if p.found {
            if coefficient == 0 {
                rows[i].terms.remove(at: p.index)
                unindex(s, id)
            } else {
                rows[i].terms[p.index].coefficient = coefficient
            }
        } else if coefficient != 0 {
            rows[i].terms.insert(RowTerm(symbol: s, coefficient: coefficient), at: p.index)
            columns[Int(s)].append(id)
        }
    }
}
