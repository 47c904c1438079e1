extension Solver {
    /// Removes a constraint, releasing everything it brought in: its row, its slack or
    /// errors, its terms in the objective, and the variables no other constraint or edit
    /// variable holds (the solver forgets them: see ``variables``).
    ///
    /// - Complexity: for an inequality, a non-required constraint or a tracked equality, a
    ///   pivot to bring its marker into the basis (a ratio test over the rows holding it, then
    ///   a substitution) and the re-optimisation. A compact required equality has no marker
    ///   (see ``EqualityTracking``), but when it holds a variable that no other constraint
    ///   holds, that variable serves as one: dropping its row, or a pivot. Otherwise, when the
    ///   constraints linked to it through shared variables (its component) are all required
    ///   and hold no edit variable, only they are rebuilt: O(the component's build), plus
    ///   O(*t*) for the *t* terms of all constraints on the first such removal after an add
    ///   (an index of which constraints hold each variable). Else the whole tableau is rebuilt
    ///   from the remaining constraints, O(a build). Taking a chain of *N* equalities apart
    ///   from either end thus costs at most one component rebuild and one pivot, then a
    ///   dropped row per removal; in a random order, O(*N* log *N*) in all on average (each
    ///   removal splits its piece of the chain in two, as a random binary search tree).
    public mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        guard let id = publicIDs[constraint], let record = records[id], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        try remove(id, record)
        freeConstraint(id)
        checkInternally()
    }

    /// Takes the constraint of id `constraint` out of the tableau (the caller frees its
    /// record, then checks the invariants): the core of ``remove(_:)`` and ``remove(id:)``.
    mutating func remove(_ constraint: ConstraintID, _ record: ConstraintRecord) throws(SolverError) {
        if record.marker < 0 {
            do throws(SolverError) {
                if let sole = soleVariable(of: constraint), try removeCompact(constraint, record, by: sole) {
                    // Removed through its own variable.
                } else if removeByRebuildingComponent(constraint, record) {
                    // Removed with the constraints linked to it rebuilt.
                } else {
                    let fresh = try rebuilt(without: [constraint])
                    // A rebuild keeps the accuracy promise too: checked whether or not it noted
                    // lost precision, since the check costs little beside the build.
                    if !fresh.requiredConstraintsHold() {
                        throw SolverError.internalError("removing \(linear(constraint)) lost accuracy")
                    }
                    self = fresh
                    return
                }
            } catch {
                guard case .internalError = error else { throw error }
                // Possibly rounding (see Solver+Recovery.swift): the removal on a tableau
                // rebuilt required-first.
                self = try rebuiltRequiredFirst(
                    adding: [], removing: constraint, isEdit: false, tracking: .compact, after: error)
                return
            }
        } else {
            let mark = beginOperation()
            do throws(SolverError) {
                erase(constraint, record)
                try optimize()
                try checkAccuracy(of: "removing \(linear(constraint))")
                try finishOperation(removing: constraint)
            } catch {
                rollbackOperation(mark)
                records[constraint] = record
                if record.marker >= 0 { setMarkerOwner(record.marker, constraint) }
                guard case .internalError = error else { throw error }
                // Possibly rounding (see Solver+Recovery.swift): the removal on a rebuilt tableau.
                // The rebuilt solver never counted `constraint`'s uses: nothing to release.
                self = try rebuiltRequiredFirst(
                    adding: [], removing: constraint, isEdit: false, tracking: .compact, after: error)
                return
            }
        }
        if holderIndex.isCurrent(for: nextSequence) {
            holderIndex.remove(constraint, symbols: records.terms(of: constraint).compactMap { knownSymbol(of: $0.variable) })
        }
        releaseVariables(of: constraint)
    }

    /// A variable that only `constraint` holds, if there is one: basic if possible (its row is
    /// then all there is to drop), else the one in the fewest rows.
    ///
    /// Such a variable stands in for the marker a compact equality lacks: it appears in no
    /// other constraint, so (in exact arithmetic) its column in the tableau is the
    /// constraint's marker column times its coefficient, and the basis without it is a basis
    /// of the other constraints.
    private func soleVariable(of constraint: ConstraintID) -> SymbolID? {
        var best: SymbolID = -1
        var bestCount = Int.max
        for term in records.terms(of: constraint) {
            guard let s = knownSymbol(of: term.variable), variableUses[Int(s)] == 1 else { continue }
            if tableau.isBasic(s) { return s }
            let count = tableau.columns[Int(s)].count
            if count > 0, count < bestCount {
                best = s
                bestCount = count
            }
        }
        return best >= 0 ? best : nil
    }

    /// Removes a compact required equality through a variable only it holds (see
    /// ``soleVariable(of:)``): the variable's row goes (after a pivot that makes it basic,
    /// if it is not), and the rest is re-optimised. Returns false, with nothing changed, if
    /// no row can take the variable (rounding residue only): the caller then rebuilds.
    private mutating func removeCompact(
        _ constraint: ConstraintID, _ record: ConstraintRecord, by sole: SymbolID
    ) throws(SolverError) -> Bool {
        let r = tableau.basicRow[Int(sole)]
        let leaving = r >= 0 ? nil : markerLeavingRow(sole, preferringNewest: true)
        if r < 0, leaving == nil { return false }
        let mark = beginOperation()
        do throws(SolverError) {
            records[constraint] = nil
            if r >= 0 {
                tableau.removeRow(r)
            } else if let leaving {
                tableau.pivot(row: leaving, entering: sole)
                tableau.removeRow(leaving)
            }
            try optimize()
            try checkAccuracy(of: "removing \(linear(constraint))")
            try finishOperation(removing: constraint)
        } catch {
            rollbackOperation(mark)
            records[constraint] = record
            throw error
        }
        return true
    }

    /// Rebuilds the tableau from every constraint but `removed`, in the order they came, and
    /// the edit variables with their suggested values. Variables keep their order, and the
    /// values the last `updateVariables()` saw, so the change report stays right. Every
    /// constraint keeps its id; the records of `removed` are freed in the rebuilt solver (the
    /// caller's ``freeConstraint(_:)`` then finds nothing to free).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` if a constraint that held before does not
    ///   go back in, or any error of the re-solve; the solver is then unchanged.
    func rebuilt(without removed: Set<ConstraintID> = []) throws(SolverError) -> Solver {
        var fresh = emptyCopy(without: removed)
        fresh.explainsConflicts = explainsConflicts
        let kept = records.filter { !removed.contains($0.id) }.sorted { $0.record.sequence < $1.record.sequence }
        for (c, record) in kept {
            // A subset of constraints that held together still does: a throw is a defect.
            do {
                try fresh.insert(c, isEdit: record.isEdit, tracking: record.tracking)
            } catch {
                throw .internalError("rebuilding the tableau: \(linear(c)) no longer goes in (\(error))")
            }
            fresh.records[c]?.sequence = record.sequence
        }
        fresh.nextSequence = nextSequence
        for e in edits {
            guard let r = fresh.records[e.constraint] else { continue }
            fresh.editIndex[e.variable] = fresh.edits.count
            fresh.edits.append(
                EditRecord(variable: e.variable, constraint: e.constraint, plus: r.marker, minus: r.other, constant: 0))
        }
        // The variables only `removed` held have no use left (forgotten before the edits'
        // suggestions, public operations whose internal checks include that).
        fresh.forgetUnusedVariables()
        try fresh.optimize()
        if fresh.tableau.hasOverflowed { throw .overflow("rebuilding the tableau") }
        // Not recovering: a suggestion that lost accuracy here fails the rebuild (its caller
        // falls back to the required-first rebuild) instead of rebuilding again, which would
        // recurse through this loop without end.
        for e in edits { try fresh.suggest(e.constant, for: e.variable, recovering: false) }
        fresh.rebuildCount = rebuildCount + 1
        fresh.componentRebuildCount = componentRebuildCount
        return fresh
    }

    /// Takes a constraint out of the tableau (kiwi's `removeConstraint`, without the
    /// re-optimisation).
    mutating func erase(_ constraint: ConstraintID, _ record: ConstraintRecord) {
        records[constraint] = nil
        guard record.marker >= 0 else { return }
        setMarkerOwner(record.marker, -1)
        let required = record.strength.isRequired
        if !required {
            for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
                removeObjectiveTerm(s, strength: record.strength)
            }
        }
        let marker = record.marker
        let r = tableau.basicRow[Int(marker)]
        if r < 0 { clearResidue(of: marker) }
        if r >= 0 {
            tableau.removeRow(r)
        } else if let leaving = markerLeavingRow(marker) {
            tableau.pivot(row: leaving, entering: marker)
            tableau.removeRow(leaving)
        } else {
            // Held by no row but as rounding residue (see `markerLeavingRow`): cleared, and
            // the operation checks every required constraint before it is kept.
            if !tableau.columns[Int(marker)].isEmpty { tableau.lostPrecision = true }
            tableau.erase(marker)
        }
        tableau.releaseSymbol(marker)
        if record.other >= 0 {
            // Once the marker's row is gone no row can hold the second error (every row
            // left is a combination without the constraint's row); only rounding residue
            // could, and that is cleared with it.
            let o = tableau.basicRow[Int(record.other)]
            if o >= 0 { tableau.removeRow(o) }
            tableau.erase(record.other)
            tableau.releaseSymbol(record.other)
        }
        if !required { useLevel(record.strength.priority, by: -1) }
    }

    /// Drops the marker's terms that are rounding residue: below ``Numerics/pivot`` of their
    /// row's largest coefficient, the threshold under which `markerLeavingRow` will not pivot
    /// on them. Such a term is what is left of a combination that cancels in exact arithmetic
    /// (near-parallel rows, a constraint stated twice: 7.9e-13 next to 1 in the row of a
    /// duplicate's error, found by CassowaryFuzzer). Left in, the pivot that takes the marker
    /// out substitutes the leaving row into it, spreading residue of 4e-11 over the leaving
    /// row's symbols; the re-optimisation then pivots on one of those and blows its rows up
    /// by 1e10 (rows 1e2 to 3.5e5 infeasible). Dropping it changes such a row by the residue
    /// times the marker's value, so the operation notes lost precision and checks every
    /// required constraint before it is kept.
    ///
    /// A term of a degenerate slack or error row (its constant zero within its tolerance, its
    /// ratio zero or, below zero, negative) is residue by the primal ratio test's rule too:
    /// below ``Numerics/weakPivot``, in magnitude and relative to the marker's column (see
    /// `isDegenerateResidue`). A strong equality stated twice left its second error's row at
    /// -2e-7 beside values near 1e8, holding a weak error at -4.9e-9 beside coefficients of 1;
    /// that row's ratio, -41, won the test, and the pivot moved the weak error by -41 and left
    /// another row there. The objective rows held that residue too (the error's weight times
    /// it), and a pivot through a sound row made it a cost of -2.4e-9 that no row bounds (an
    /// "unbounded" objective): they are recomputed from the rows once an error's row drops one
    /// (``refreshObjectiveRows()``).
    ///
    /// - Complexity: O(*k*·log *n*) over the *k* rows of the marker's column, and once more
    ///   for the column's scale when a degenerate row holds the marker below
    ///   ``Numerics/weakPivot`` (never in a layout: its coefficients are ±1 or multipliers up
    ///   to a few hundred).
    private mutating func clearResidue(of marker: SymbolID) {
        var scale = -1.0
        var errorRowResidue = false
        let residue = tableau.columns[Int(marker)].filter { id in
            let kind = tableau.kinds[Int(tableau.rowBasic[Int(id)])]
            guard kind != .objective else { return false }
            let row = tableau.rows[Int(id)]
            let c = row.coefficient(of: marker)
            if abs(c) < Numerics.pivot * row.largestCoefficient { return true }
            guard kind.isPivotable, abs(c) < Numerics.weakPivot, row.constant <= Numerics.tolerance(row.magnitude) else {
                return false
            }
            if scale < 0 { scale = columnScale(of: marker) }
            guard isDegenerateResidue(-abs(c), row: id, scale: scale) else { return false }
            if kind == .error { errorRowResidue = true }
            return true
        }
        for id in residue {
            tableau.addTerm(-tableau.rows[Int(id)].coefficient(of: marker), marker, toRow: id)
            tableau.lostPrecision = true
        }
        if errorRowResidue { refreshObjectiveRows() }
    }

    /// The row to pivot a marker into before its row is dropped (rows where its coefficient is
    /// below ``Numerics/pivot`` of the row's largest are passed over): a dummy row holding it, else
    /// kiwi's choice: a restricted row where it has a negative coefficient with the smallest
    /// ratio, else a restricted row with the smallest ratio the other way, else an
    /// unrestricted row: the one whose basic symbol has the lowest id, or with
    /// `preferringNewest` the highest (for a variable standing in for a compact equality's
    /// marker: along a chain taken apart from its start, that is the row of its far end, so
    /// the chain is re-rooted there once rather than at each removal).
    private func markerLeavingRow(_ marker: SymbolID, preferringNewest: Bool = false) -> Int32? {
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        var r1 = Double.infinity
        var r2 = Double.infinity
        for id in tableau.columns[Int(marker)] {
            let basic = tableau.rowBasic[Int(id)]
            let kind = tableau.kinds[Int(basic)]
            if kind == .objective { continue }
            // A row of a redundant tracked equality (a dummy basic, constant 0) is the one to
            // use: the pivot shifts no constant, and the twin takes over the marker's role.
            // Any other row could move that dummy row off zero (found by the LP oracle).
            if kind == .dummy { return id }
            let c = tableau.rows[Int(id)].coefficient(of: marker)
            let constant = tableau.rows[Int(id)].constant
            // Rounding residue of a coefficient that is zero in exact arithmetic (2.6e-15
            // next to terms near 0.1, found by the LP oracle) is no pivot: its ratio would
            // win the test and the pivot would blow the row up by 1e14. Threshold partial
            // pivoting, as for a new row's subject.
            if abs(c) < Numerics.pivot * tableau.rows[Int(id)].largestCoefficient { continue }
            if kind == .external {
                if third < 0 || (basic > tableau.rowBasic[Int(third)]) == preferringNewest { third = id }
            } else if c < 0 {
                let ratio = -constant / c
                if ratio < r1 || (ratio == r1 && basic < tableau.rowBasic[Int(first)]) {
                    r1 = ratio
                    first = id
                }
            } else {
                let ratio = constant / c
                if ratio < r2 || (ratio == r2 && basic < tableau.rowBasic[Int(second)]) {
                    r2 = ratio
                    second = id
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
