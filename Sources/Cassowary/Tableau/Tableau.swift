/// The simplex tableau in basic form, with a column index.
///
/// Every row is `basic = constant + Σ coefficient·parameter` over non-basic symbols. Rows
/// have stable integer ids (a pivot changes a row's basic symbol, not its id), and
/// `columns[s]` lists the ids of the rows whose terms hold `s`. The index is what keeps the
/// solver sparse: substituting a symbol touches only the rows that hold it, never every row.
///
/// Objective rows (one per priority level) live here too, keyed by a symbol of kind
/// `.objective`, so substitution keeps them current with no special case.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    /// The row whose basic symbol this is, or -1.
    var basicRow: [Int32] = []
    /// The rows whose terms hold this symbol (unordered).
    var columns: [[Int32]] = []
    var freeSymbols: [SymbolID] = []

    // Per row: their scalars and terms, the terms in one pool (see ``RowPool``).
    var rows = RowPool()
    /// The basic symbol of the row (for objective rows, their objective symbol), or -1 for a
    /// released row id.
    var rowBasic: [SymbolID] = []
    var freeRows: [Int32] = []

    /// Rows whose restricted basic went negative: what the dual simplex must repair.
    var infeasibleRows = InfeasibleRows()

    /// The symbols whose cost changed in an objective row, for the primal simplex.
    var costChanges = CostChanges()

    var buffers = MergeBuffers()
    /// The row a pivot solves, taken out of the pool for the substitution: storage kept
    /// from pivot to pivot.
    private var pivotRow = Row()
    /// An empty array with room, for the next row built outside the tableau (see
    /// ``takeSpareTerms()``).
    private var spareTerms: [RowTerm] = []
    /// Column entries a substitution found cancelled, removed in one pass per column at its
    /// end: one by one, each removal would search its column, and a pivot that cancels a
    /// symbol in every row of a long chain would then cost the square of the chain.
    private var pendingUnindex: [(symbol: SymbolID, row: Int32)] = []
    private var rowMarks: [Bool] = []
    /// Scratch for grouping deferred entries by symbol without sorting: the last entry of each
    /// symbol (-1 for none; every slot is -1 between operations) and each entry's previous one.
    private var lastPending: [Int32] = []
    private var previousPending: [Int32] = []
    private var pendingSymbols: [SymbolID] = []
    var journal = Journal()
    /// Whether some row may carry coefficient rounding (``Row/rounding``): set when one is
    /// stored with it, and kept until the tableau is rebuilt (a rollback puts back what it was
    /// before the operation, as it puts back the rows). A suggestion looks at each row's
    /// bound only when this is set, so a layout's resize pays nothing for the bounds.
    var carriesRounding = false
    /// Set when a value became infinite or NaN; the operation then fails with
    /// ``SolverError/overflow(_:)`` and rolls back.
    var overflowed = false
    /// Set by a pivot on an element tiny beside the rest of its row (``Numerics/suspectPivot``
    /// relative), or by a term sum that kept little of its operands (``Numerics/lossy``):
    /// rounding noise may have become part of the rows, so the operation then checks every
    /// required constraint before it is kept. See ``hasLostPrecision``.
    var lostPrecision = false
    /// Whether precision was lost since the tableau was built, by an operation that went
    /// through: a later failure (a required constraint found unsatisfiable, an internal error)
    /// may then be numeric, and is worth a rebuild before it is believed. Restored with the
    /// rest on a rollback.
    var lostPrecisionSinceBuild = false
    /// Counts the operations that may have changed some row's terms or its ``Row/rounding``
    /// (a row put in, taken out, added to, substituted into, pivoted; a rollback puts back the
    /// count with the rows): between two
    /// changes every coefficient is the same value, with the same rounding, so the rounding a
    /// suggestion's shifts carry through it is that of their net displacement (see
    /// ``noteShiftRounding(ofColumn:growth:)``).
    var termsVersion = 0

    /// Whether a value of the tableau became non-finite during this operation.
    var hasOverflowed: Bool { overflowed || buffers.overflowed }

    /// Whether this operation lost precision (see ``lostPrecision``).
    var hasLostPrecision: Bool { lostPrecision || buffers.lostPrecision }

    /// Starts an operation's precision tracking.
    mutating func resetPrecisionTracking() {
        lostPrecision = false
        buffers.lostPrecision = false
    }

    var symbolCount: Int { kinds.count - freeSymbols.count }
    var rowCount: Int { rows.count - freeRows.count }

    // MARK: Symbols

    /// - Complexity: amortized O(1).
    mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
        let s: SymbolID
        if !freeSymbols.isEmpty, let reused = freeSymbols.popLast() {
            s = reused
            kinds[Int(s)] = kind
            if journal.isActive { journal.poppedSymbol(s) }
        } else {
            s = SymbolID(kinds.count)
            kinds.append(kind)
            basicRow.append(-1)
            columns.append([])
        }
        return s
    }

    /// Releases a symbol that is neither basic nor in any row (under a journal, at its commit:
    /// see ``Journal``).
    ///
    /// - Complexity: O(1).
    mutating func releaseSymbol(_ s: SymbolID) {
        if journal.isActive {
            journal.releasedSymbol(s)
            return
        }
        let i = Int(s)
        guard kinds[i] != .free, basicRow[i] < 0, columns[i].isEmpty else { return }
        kinds[i] = .free
        freeSymbols.append(s)
    }

    @inline(__always) func isBasic(_ s: SymbolID) -> Bool { basicRow[Int(s)] >= 0 }

    /// The value of a symbol in the current basic solution.
    @inline(__always) func value(of s: SymbolID) -> Double {
        let r = basicRow[Int(s)]
        return r >= 0 ? rows.heads[Int(r)].constant : 0
    }

    // MARK: Rows

    /// An empty array of terms, with the room of the last row given back by
    /// ``recycle(_:)``: a row built for a constraint and copied into the pool then costs no
    /// allocation.
    ///
    /// - Complexity: O(1).
    mutating func takeSpareTerms() -> [RowTerm] {
        var terms: [RowTerm] = []
        swap(&terms, &spareTerms)
        return terms
    }

    /// Keeps `terms`'s storage (emptied) for ``takeSpareTerms()``, unless it is large.
    ///
    /// - Complexity: O(*n*).
    mutating func recycle(_ terms: inout [RowTerm]) {
        guard terms.capacity <= 256 else { return }
        terms.removeAll(keepingCapacity: true)
        swap(&terms, &spareTerms)
    }

    /// Puts a row into the tableau with `basic` as its basic symbol and indexes its terms.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: SymbolID) -> Int32 {
        termsVersion &+= 1
        let id: Int32
        if !freeRows.isEmpty, let reused = freeRows.popLast() {
            id = reused
            if journal.isActive { journal.poppedRow(id) }
        } else {
            id = Int32(rows.count)
            rows.appendEmpty()
            rowBasic.append(-1)
        }
        if journal.logs(row: id) { saveRow(id) }
        rows.set(Int(id), row)
        rowBasic[Int(id)] = basic
        if row.rounding != 0 { carriesRounding = true }
        if kinds[Int(basic)] != .objective { basicRow[Int(basic)] = id } else { costChanges.note(termsOf: row) }
        for t in row.terms { index(t.symbol, id) }
        return id
    }

    /// Takes a row out of the tableau, unindexing its terms; its basic symbol becomes
    /// non-basic.
    ///
    /// - Complexity: O(*n*·*c*) for *n* terms in columns of length *c*.
    mutating func removeRow(_ id: Int32) {
        termsVersion &+= 1
        let i = Int(id)
        if journal.isActive { saveRow(id) }
        let basic = rowBasic[i]
        let objective = basic >= 0 && kinds[Int(basic)] == .objective
        let (start, count) = (Int(rows.heads[i].start), Int(rows.heads[i].count))
        for k in start..<start + count {
            let s = rows.terms[k].symbol
            unindex(s, id)
            // A level taken out no longer blocks the levels below it.
            if objective { costChanges.note(s) }
        }
        if basic >= 0, !objective { basicRow[Int(basic)] = -1 }
        rows.clear(i)
        rowBasic[i] = -1
        if journal.isActive { journal.releasedRow(id) } else { freeRows.append(id) }
    }

    @inline(__always)
    mutating func unindex(_ s: SymbolID, _ row: Int32) {
        let c = Int(s)
        if let k = columns[c].lastIndex(of: row) {
            columns[c].swapAt(k, columns[c].count - 1)
            columns[c].removeLast()
            if journal.isActive { journal.swapRemoved(row, at: k, fromColumn: s) }
        }
    }

    /// `row[id][s] += coefficient`, keeping the index.
    ///
    /// - Complexity: O(*n*).
    mutating func addTerm(_ coefficient: Double, _ s: SymbolID, toRow id: Int32) {
        termsVersion &+= 1
        if isObjective(id) { costChanges.note(s) }
        if journal.isActive { saveTerm(s, ofRow: id) }
        var lossy = false
        switch rows.add(coefficient, to: s, inRow: Int(id), lostPrecision: &lossy) {
        case 1: index(s, id)
        case -1: unindex(s, id)
        default: break
        }
        if rows.heads[Int(id)].rounding != 0 { carriesRounding = true }
    }

    /// `row += factor · row i` for a row outside the tableau (a constraint's, being built),
    /// row `i` read in place; returns row `i`'s largest coefficient in magnitude.
    ///
    /// Why not through a ``RowView``: its slice of the pool cost a retain, a release and an
    /// outlined copy and destruction per merge.
    ///
    /// - Complexity: O(*n* + *m*).
    mutating func add(row i: Int, times factor: Double, into row: inout Row) -> Double {
        rows.add(row: i, times: factor, into: &row, buffers: &buffers)
    }

    /// `row[id] += factor · other`, keeping the index.
    ///
    /// - Complexity: O(*n* + *m*), plus the index updates of the symbols that enter or leave.
    mutating func addRow(_ other: Row, times factor: Double, toRow id: Int32) {
        addRow(other, times: factor, toRow: id, removing: -1, deferringUnindex: false)
    }

    /// `row[id] += factor · other` without the term of `skip`: the substitution step.
    ///
    /// `factorRounding` is the factor's own bound (``RowTerm/rounding``) when the factor is a
    /// coefficient of this row (the substituted symbol's): it moves each new term by as much
    /// times the other row's coefficient.
    @inline(__always)
    private mutating func addRow(
        _ other: Row, times factor: Double, factorRounding: Double = 0, toRow id: Int32, removing skip: SymbolID,
        deferringUnindex: Bool
    ) {
        termsVersion &+= 1
        let i = Int(id)
        // An objective row keeps every cost that is not subnormal (see `Row.merge`).
        let objective = isObjective(id)
        if objective { noteCostChanges(other, skipping: skip) }
        let count = Int(rows.heads[i].count)
        // A short row into a long one (a pivot row into an objective, most often): update the
        // few terms in place instead of rewriting the long row.
        let inPlace = other.terms.count &* 8 < count
        if journal.isActive {
            if inPlace && count > Tableau.termJournalLength {
                saveTerms(of: other, skipping: skip, ofRow: id)
            } else {
                saveRow(id)
            }
        }
        let old = rows.heads[i].constant
        let product = factor * other.constant
        let raw = old + product
        let constant = Numerics.cancelled(raw, old, product) ? 0 : raw
        if !constant.isFinite { overflowed = true }
        // The factor is one of this row's coefficients, good to the row's carried rounding:
        // the product puts that times the other row's constant into this one's (nothing in a
        // layout, whose coefficients are exact). An objective row's constant is no value a
        // constraint is held to.
        let carried = rows.heads[i].rounding
        var uncertainty = rows.heads[i].uncertainty + abs(factor) * other.uncertainty
        if carried > 0 { uncertainty += carried * abs(other.constant) }
        uncertainty = Numerics.uncertainty(
            of: constant, raw: raw, adding: factor, times: other.constant, to: old, carried: uncertainty)
        if uncertainty != 0 { noteUncertainty(uncertainty, ofRow: id, constant: constant) }
        // The new terms carry this row's rounding, the other's times the factor, and the
        // factor's times the other's coefficients (each term's own rounding is added below).
        var rounding = carried + abs(factor) * other.rounding
        if carried > 0 { rounding += carried * other.largestCoefficient }
        // The rounding the new constant carries, as the magnitude of the values it is relative
        // to: its operands (not the other row's own magnitude: bounds multiplied along chains
        // of pivots grow without limit while a layout's values stay exact, and every layout
        // would then pay for accuracy checks).
        let operand = Swift.max(abs(rows.heads[i].constant), abs(product))
        if operand > rows.heads[i].magnitude { rows.heads[i].magnitude = operand }
        rows.heads[i].constant = constant
        // A factor that may be rounding residue makes the product as uncertain as the row's
        // scale times the value (see `residueMagnitude`): the operation checks the required
        // constraints. Only a note: as the row's magnitude, such a bound would loosen the
        // row's feasibility by as much, and values pivoted through the loosened rows grew to
        // 1e16 (found by the fuzzer).
        if abs(factor) < Numerics.residueCoefficient,
            Numerics.lostPrecision(constant: constant, magnitude: residueMagnitude(factor, other.constant, inRow: i))
        {
            lostPrecision = true
        }
        if inPlace {
            if skip >= 0 { rows.remove(skip, fromRow: i) }
            // Each term's own rounding is added to the row's by `add`.
            rows.heads[i].rounding = rounding
            let exactFactor = factor.significandBitPattern == 0
            let absFactor = abs(factor)
            for y in other.terms {
                let product = factor * y.coefficient
                var carried = 0.0
                if !exactFactor, Numerics.trailingZeros(factor) &+ Numerics.trailingZeros(y.coefficient) < 53 {
                    carried = Numerics.productRounding(product)
                    rows.heads[i].rounding += carried
                }
                if y.roundingBound != 0 || factorRounding != 0 {
                    carried += absFactor * y.rounding + factorRounding * abs(y.coefficient)
                }
                switch rows.add(
                    product, to: y.symbol, inRow: i, carrying: carried, keepingSmall: objective,
                    lostPrecision: &lostPrecision)
                {
                case 1: index(y.symbol, id)
                case -1:
                    if deferringUnindex { pendingUnindex.append((y.symbol, id)) } else { unindex(y.symbol, id) }
                default: break
                }
            }
        } else {
            rows.merge(
                row: i, other.terms, factor: factor, factorRounding: factorRounding, skipping: skip,
                keepingSmall: objective, buffers: &buffers)
            // Into the row's own block when the size class allows (a row left with no terms
            // gives its block back).
            let head = rows.heads[i]
            buffers.out.withUnsafeBufferPointer { out in
                rows.store(i, head: head, terms: UnsafeBufferPointer(rebasing: out[..<buffers.outCount]))
            }
            rows.heads[i].rounding = rounding + buffers.rounding
            for k in 0..<buffers.addedCount { index(buffers.added[k], id) }
            for k in 0..<buffers.removedCount {
                if deferringUnindex {
                    pendingUnindex.append((buffers.removed[k], id))
                } else {
                    unindex(buffers.removed[k], id)
                }
            }
        }
        if rows.heads[i].rounding != 0 { carriesRounding = true }
        // A constant that kept little of the values it was computed from carries their
        // rounding (84000 from values near 5e12 is off by 4.5e-5): an operation that makes one
        // re-checks the required constraints. Layout constants cancel exactly or stay large.
        if Numerics.lostPrecision(constant: constant, magnitude: rows.heads[i].magnitude) { lostPrecision = true }
    }

    /// The magnitude of the values whose rounding a product `coefficient · value` added to row
    /// `i`'s constant carries when the coefficient may be rounding residue, or 0.
    ///
    /// A coefficient kept in a row is good to a few units in the last place of the operands
    /// it was computed from, which are about as large as the row's largest coefficient: one
    /// below ``Numerics/residueCoefficient`` of that may be the residue of terms that should have cancelled
    /// (2.7e-14 beside 1), and its product with a value near 1e9 is then 2.7e-5 of pure
    /// rounding in a constant near 94. Judged against the largest coefficient times the
    /// value, the operation is noted as having lost precision
    /// (``Numerics/lostPrecision(constant:magnitude:)``), so the required constraints are
    /// checked. The row's magnitude is left alone: a bound this rough would loosen the row's
    /// feasibility (``Numerics/tolerance(_:)``) by as much. Layout coefficients (±1, multipliers up to a few
    /// hundred) never get below the absolute 1e-6 that guards the scan of the row.
    ///
    /// - Complexity: O(1), or O(*n*) for a coefficient below 1e-6.
    @inline(__always)
    func residueMagnitude(_ coefficient: Double, _ value: Double, inRow i: Int) -> Double {
        Tableau.residueMagnitude(coefficient, value, largest: rows.largestCoefficient(ofRow: i))
    }

    /// ``residueMagnitude(_:_:inRow:)`` of a row whose largest coefficient is `largest`
    /// (evaluated only for a coefficient below ``Numerics/residueCoefficient``).
    @inline(__always)
    static func residueMagnitude(_ coefficient: Double, _ value: Double, largest: @autoclosure () -> Double) -> Double {
        let a = abs(coefficient)
        guard a < Numerics.residueCoefficient, value != 0 else { return 0 }
        let largest = largest()
        return a < Numerics.residueCoefficient * largest ? largest * abs(value) : 0
    }

    /// Keeps `uncertainty` as row `id`'s ``Row/uncertainty`` (its new constant is
    /// `constant`), and notes lost precision when it exceeds the promise for a value of the
    /// constant's size (``Numerics/lostPrecision(uncertainty:constant:)``); an objective
    /// row's constant is no value a constraint is held to. Out of line: a layout's arithmetic
    /// is exact and never gets here, and the substitution's loop stays small.
    ///
    /// - Complexity: O(1).
    @inline(never)
    mutating func noteUncertainty(_ uncertainty: Double, ofRow id: Int32, constant: Double) {
        termsVersion &+= 1
        rows.heads[Int(id)].uncertainty = uncertainty
        if Numerics.lostPrecision(uncertainty: uncertainty, constant: constant), !isObjective(id) {
            lostPrecision = true
        }
    }

    /// Removes the deferred column entries: one by one from short columns (a search there is
    /// cheap), in one filtering pass per long column.
    private mutating func flushPendingUnindex() {
        guard !pendingUnindex.isEmpty else { return }
        var long: [(symbol: SymbolID, row: Int32)] = []
        for (s, id) in pendingUnindex {
            if columns[Int(s)].count <= 32 { unindex(s, id) } else { long.append((s, id)) }
        }
        pendingUnindex.removeAll(keepingCapacity: true)
        guard !long.isEmpty else { return }
        if rowMarks.count < rows.count {
            rowMarks.append(contentsOf: repeatElement(false, count: rows.count - rowMarks.count))
        }
        if lastPending.count < kinds.count {
            lastPending.append(contentsOf: repeatElement(-1, count: kinds.count - lastPending.count))
        }
        // Chain the entries of each symbol (a sort by symbol cost more than the removals).
        previousPending.removeAll(keepingCapacity: true)
        pendingSymbols.removeAll(keepingCapacity: true)
        for (k, entry) in long.enumerated() {
            let s = Int(entry.symbol)
            if lastPending[s] < 0 { pendingSymbols.append(entry.symbol) }
            previousPending.append(lastPending[s])
            lastPending[s] = Int32(k)
        }
        for s in pendingSymbols {
            var k = lastPending[Int(s)]
            while k >= 0 { rowMarks[Int(long[Int(k)].row)] = true; k = previousPending[Int(k)] }
            // Moved out and back, so that the marks are not copied on their next write.
            var marks: [Bool] = []
            swap(&marks, &rowMarks)
            removeEntries(ofColumn: s) { marks[Int($0)] }
            swap(&marks, &rowMarks)
            k = lastPending[Int(s)]
            while k >= 0 { rowMarks[Int(long[Int(k)].row)] = false; k = previousPending[Int(k)] }
            lastPending[Int(s)] = -1
        }
    }

    /// `row[id].constant += delta` (a suggestion moving the rows that depend on an edit),
    /// snapping a cancelled result to zero. The sum's rounding is judged by the magnitude
    /// (``Numerics/lostPrecision(constant:magnitude:)``); what a shift through a coefficient
    /// that carries rounding adds is ``noteShiftRounding(ofColumn:growth:)``'s.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func shiftConstant(ofRow id: Int32, by delta: Double) {
        let i = Int(id)
        if journal.isActive {
            let h = rows.heads[i]
            journal.saveConstant(id, h.constant, h.magnitude, h.rounding, h.uncertainty)
        }
        let (overflow, lost) = Tableau.shift(&rows.heads[i], by: delta)
        if overflow { overflowed = true }
        if lost { lostPrecision = true }
    }

    /// Shifts every row holding `s` by `delta` times its coefficient of `s` (a suggestion
    /// moving the rows of an edit's error), noting the restricted rows that go negative for
    /// the dual simplex. Under a journal that holds nothing yet (a suggestion's own), the
    /// column's constants are logged at once (``Journal/saveShift(of:_:)``), not row by row.
    ///
    /// This is the loop of a resize (2,500 rows a suggestion for the 1,000-card list): the
    /// rows are moved out of the tableau and written through one buffer, not checked for
    /// uniqueness per row, and the log is an array of the column's length filled in the same
    /// pass.
    ///
    /// - Complexity: O(*k*·log *n*) for the *k* rows holding `s`, of *n* terms.
    mutating func shiftRows(ofColumn s: SymbolID, by delta: Double) {
        let holders = columns[Int(s)]
        let logAtOnce = journal.isActive && journal.isEmpty
        var before: [ShiftedConstant] = logAtOnce ? journal.shiftLog(count: holders.count) : []
        var heads: [RowHead] = []
        swap(&heads, &rows.heads)
        rows.terms.withUnsafeBufferPointer { terms in
            heads.withUnsafeMutableBufferPointer { rows in
                before.withUnsafeMutableBufferPointer { before in
                    for (k, id) in holders.enumerated() {
                        let i = Int(id)
                        // Column entries are row ids, and a row's block is in the pool: this
                        // only keeps the buffers' accesses in bounds.
                        guard i >= 0, i < rows.count else { continue }
                        let start = Int(rows[i].start), end = start &+ Int(rows[i].count)
                        guard end <= terms.count else { continue }
                        let own = UnsafeBufferPointer(rebasing: terms[start..<end])
                        let coefficient = RowPool.coefficient(of: s, in: own)
                        if logAtOnce {
                            // One entry per holder: `k` is within the log.
                            before[k] = ShiftedConstant(constant: rows[i].constant, magnitude: rows[i].magnitude)
                        } else if journal.isActive {
                            journal.saveConstant(
                                id, rows[i].constant, rows[i].magnitude, rows[i].rounding, rows[i].uncertainty)
                        }
                        let (overflow, lost) = Tableau.shift(&rows[i], by: delta * coefficient)
                        if overflow { overflowed = true }
                        if lost { lostPrecision = true }
                        // A shift through a coefficient that may be rounding residue is as
                        // uncertain as the change times the row's largest coefficient (see
                        // `residueMagnitude`): only a note, as in `addRow`. Layout coefficients
                        // never get below the guard.
                        if abs(coefficient) < Numerics.residueCoefficient,
                            Numerics.lostPrecision(
                                constant: rows[i].constant,
                                magnitude: Tableau.residueMagnitude(
                                    coefficient, delta, largest: own.reduce(0) { Swift.max($0, abs($1.coefficient)) }))
                        {
                            lostPrecision = true
                        }
                        let basic = rowBasic[i]
                        if rows[i].constant < 0, kinds[Int(basic)].isPivotable { infeasibleRows.note(id, basic: basic) }
                    }
                }
            }
        }
        swap(&heads, &rows.heads)
        if logAtOnce { journal.saveShift(of: holders, before) }
    }

    /// `row.constant += delta`, snapping a cancelled result to zero and growing the
    /// magnitude to the larger operand; returns whether the constant overflowed and whether
    /// it lost precision (``Numerics/lostPrecision(constant:magnitude:)``).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private static func shift(_ row: inout RowHead, by delta: Double) -> (overflow: Bool, lostPrecision: Bool) {
        let old = row.constant
        let constant = Numerics.add(old, delta)
        row.constant = constant
        // This is the loop of a resize: the magnitude is written only when it grows.
        let operand = Swift.max(abs(old), abs(delta))
        if operand > row.magnitude { row.magnitude = operand }
        // Back from a suggestion of 2e9 to 8, a constant near 800 keeps the rounding of 2e11.
        return (!constant.isFinite, Numerics.lostPrecision(constant: constant, magnitude: row.magnitude))
    }

    /// After a suggestion moved every row holding `s` by its coefficient of `s` times the
    /// change: each row's ``Row/uncertainty`` grows by its coefficient rounding
    /// (``Row/rounding``) times `growth`, and beyond the promise the operation lost precision.
    /// A coefficient's rounding is one fixed error, so the shifts made through it since it was
    /// last set are off by that error times their sum, the edit's net displacement since then:
    /// `growth` is how much the size of that displacement grew (negative when the suggestion
    /// went back toward where it was), never the size of the change, or a thousand resizes
    /// back and forth would add up to an uncertainty no value has. The caller measures the
    /// displacement from the edit's value at the last ``termsVersion``. Called only when
    /// ``carriesRounding`` is set, so a layout's resize (exact coefficients) never pays for it,
    /// not even a comparison per row.
    ///
    /// - Complexity: O(*k*) for the *k* rows holding `s`.
    mutating func noteShiftRounding(ofColumn s: SymbolID, growth: Double) {
        for id in columns[Int(s)] {
            let i = Int(id)
            let carried = rows.heads[i].rounding
            guard carried != 0 else { continue }
            if journal.isActive {
                journal.saveConstant(id, rows.heads[i].constant, rows.heads[i].magnitude, carried, rows.heads[i].uncertainty)
            }
            // Less when the net displacement shrank: the part added for it since the terms
            // last changed was `carried` times its old size, so the sum stays a bound.
            rows.heads[i].uncertainty = Swift.max(0, rows.heads[i].uncertainty + carried * growth)
            if Numerics.lostPrecision(uncertainty: rows.heads[i].uncertainty, constant: rows.heads[i].constant),
                !isObjective(id)
            {
                lostPrecision = true
            }
        }
    }

    /// Sets row `id`'s constant to exactly zero, for a row whose constant is judged the
    /// rounding of a zero (phase one's artificial variable at its minimum, or a row a primal
    /// step left below zero within its tolerance): a pivot on the row
    /// is then degenerate and moves no other row's value, where dividing the rounding by the
    /// pivot element would spread it through every row holding the entering symbol.
    ///
    /// - Complexity: O(1).
    mutating func clearConstant(ofRow id: Int32) {
        let i = Int(id)
        if journal.isActive {
            let h = rows.heads[i]
            journal.saveConstant(id, h.constant, h.magnitude, h.rounding, h.uncertainty)
        }
        rows.heads[i].constant = 0
    }

    // MARK: The two simplex moves

    /// Replaces `s` by `row` (which defines it) in every row that holds `s`, the objective
    /// rows included, and notes the restricted rows that became infeasible.
    ///
    /// - Complexity: O(Σ (*n*ᵢ + *m*)) over the *k* rows holding `s`: only those rows.
    mutating func substitute(_ s: SymbolID, by row: Row) {
        if columns[Int(s)].isEmpty {
            // No row holds `s` (most subjects of a layout: a new view's variable). What the
            // general path leaves: under a journal, a fresh empty column (the old one's
            // storage, if any, given up with the log entry an empty column does not need);
            // otherwise the column as it was.
            if journal.isActive, columns[Int(s)].capacity != 0 { columns[Int(s)] = [] }
            return
        }
        var holders: [Int32] = []
        swap(&holders, &columns[Int(s)])
        for id in holders {
            let i = Int(id)
            let term = rows.term(of: s, inRow: i)
            addRow(
                row, times: term.coefficient, factorRounding: term.rounding, toRow: id, removing: s,
                deferringUnindex: true)
            let basic = rowBasic[i]
            if rows.heads[i].constant < 0, kinds[Int(basic)].isPivotable { infeasibleRows.note(id, basic: basic) }
        }
        flushPendingUnindex()
        if journal.isActive {
            // No row gained `s` meanwhile (`row` defines it): logged here, the column is
            // undone to `holders` after the changes that followed and before those that came
            // first, as if logged at the swap.
            journal.replaced(column: holders, of: s)
            return
        }
        // Give the (now empty) column its storage back to avoid reallocating next time.
        holders.removeAll(keepingCapacity: true)
        if columns[Int(s)].isEmpty { swap(&holders, &columns[Int(s)]) }
    }

    /// The pivot: `entering` becomes the basic symbol of row `id`, whose basic symbol leaves
    /// the basis and becomes a parameter of the row.
    ///
    /// - Complexity: O(*n*) to solve the row, plus the substitution of `entering`.
    mutating func pivot(row id: Int32, entering: SymbolID) {
        termsVersion &+= 1
        let i = Int(id)
        if journal.isActive { saveRow(id) }
        let leaving = rowBasic[i]
        // Solve `leaving = c + a·entering + …` for `entering`, in the pivot row's own storage
        // (kept from pivot to pivot), out of the pool.
        var row = Row()
        swap(&row, &pivotRow)
        row.load(i, of: rows)
        rows.clear(i)
        unindex(entering, id)
        let element = row.removeTerm(entering)
        let a = element.coefficient
        if abs(a) < Numerics.suspectPivot {
            // Rare: only a tiny pivot pays for the scan of its row.
            let largest = row.terms.reduce(0) { Swift.max($0, abs($1.coefficient)) }
            if abs(a) < Numerics.suspectPivot * largest { lostPrecision = true }
        }
        row.add(-1, to: leaving)
        // The element's own rounding moves the constant by as much relative to it: the
        // entering symbol's value is then uncertain beyond the promise (an element of 2.004
        // good to 1e-13 in a row of values near 1e7).
        row.divide(by: a, elementRounding: element.rounding)
        if row.uncertainty > 0, Numerics.lostPrecision(uncertainty: row.uncertainty, constant: row.constant) {
            lostPrecision = true
        }
        if !row.isFinite { overflowed = true }
        basicRow[Int(leaving)] = -1
        index(leaving, id)
        if row.rounding != 0 { carriesRounding = true }
        rows.set(i, row)
        rowBasic[i] = entering
        basicRow[Int(entering)] = id
        substitute(entering, by: row)
        swap(&row, &pivotRow)
    }
}
