extension Solver {
    /// Removes a constraint, releasing everything it brought in: its row, its slack or
    /// errors, and its terms in the objective.
    ///
    /// - Complexity: for an inequality, a non-required constraint or a tracked equality, a
    ///   pivot to bring its marker into the basis (a ratio test over the rows holding it, then
    ///   a substitution) and the re-optimisation. A compact required equality has no marker
    ///   (see ``EqualityTracking``): its removal rebuilds the tableau from the remaining
    ///   constraints, O(a build).
    public mutating func remove(_ constraint: LinearConstraint) throws(SolverError) {
        guard let record = records[constraint], !record.isEdit else {
            throw .unknownConstraint(constraint)
        }
        if record.marker < 0 {
            self = try rebuilt(without: constraint)
        } else {
            let mark = beginOperation()
            do throws(SolverError) {
                erase(constraint, record)
                try optimize()
                if tableau.hasLostPrecision || tableau.lostPrecisionSinceBuild, !tableau.hasOverflowed,
                    !requiredConstraintsHold()
                {
                    throw SolverError.internalError("removing \(constraint) lost accuracy")
                }
                try finishOperation("removing \(constraint)")
            } catch {
                rollbackOperation(mark)
                records[constraint] = record
                if record.marker >= 0 { markerOwners[record.marker] = constraint }
                guard case .internalError = error else { throw error }
                // Possibly rounding (see Solver+Recovery.swift): the removal on a rebuilt tableau.
                self = try rebuiltRequiredFirst(
                    adding: [], removing: constraint, isEdit: false, tracking: .compact, after: error)
            }
        }
        checkInternally()
    }

    /// Rebuilds the tableau from every constraint but `removed`, in the order they came, and
    /// the edit variables with their suggested values. Variables keep their order, and the
    /// values the last `updateVariables()` saw, so the change report stays right.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` if a constraint that held before does not
    ///   go back in, or any error of the re-solve; the solver is then unchanged.
    func rebuilt(without removed: LinearConstraint?) throws(SolverError) -> Solver {
        var fresh = Solver()
        fresh.explainsConflicts = explainsConflicts
        for v in variableList { _ = fresh.symbol(for: v) }
        fresh.cachedValues = cachedValues
        let kept = records.filter { $0.key !== removed }.sorted { $0.value.sequence < $1.value.sequence }
        for (c, record) in kept {
            // A subset of constraints that held together still does: a throw is a defect.
            do {
                try fresh.insert(c, isEdit: record.isEdit, tracking: record.tracking)
            } catch {
                throw .internalError("rebuilding the tableau: \(c) no longer goes in (\(error))")
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
        try fresh.optimize()
        if fresh.tableau.hasOverflowed { throw .overflow("rebuilding the tableau") }
        for e in edits { try fresh.suggestValue(e.constant, for: e.variable) }
        fresh.rebuildCount = rebuildCount + 1
        return fresh
    }

    /// Takes a constraint out of the tableau (kiwi's `removeConstraint`, without the
    /// re-optimisation).
    mutating func erase(_ constraint: LinearConstraint, _ record: ConstraintRecord) {
        records[constraint] = nil
        guard record.marker >= 0 else { return }
        markerOwners[record.marker] = nil
        let required = record.strength.isRequired
        if !required {
            for s in [record.marker, record.other] where s >= 0 && tableau.kinds[Int(s)] == .error {
                removeObjectiveTerm(s, strength: record.strength)
            }
        }
        let marker = record.marker
        let r = tableau.basicRow[Int(marker)]
        if r >= 0 {
            tableau.removeRow(r)
        } else if let leaving = markerLeavingRow(marker) {
            tableau.pivot(row: leaving, entering: marker)
            tableau.removeRow(leaving)
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

    /// The row to pivot a marker into before its row is dropped: a dummy row holding it, else
    /// kiwi's choice: a restricted row where it has a negative coefficient with the smallest
    /// ratio, else a restricted row with the smallest ratio the other way, else an
    /// unrestricted row.
    private func markerLeavingRow(_ marker: SymbolID) -> Int32? {
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
            if kind == .external {
                if third < 0 || basic < tableau.rowBasic[Int(third)] { third = id }
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
