extension Solver {
    /// Makes a variable editable: ``suggestValue(_:for:)`` then asks for a value, which the
    /// solver meets as far as constraints of higher priority allow.
    ///
    /// - Throws: ``SolverError/requiredEditVariable(_:)`` for a required strength,
    ///   ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidStrength(_:)``.
    /// - Complexity: as adding a constraint `variable == current value`.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard editIndex[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        guard strength.isValid else { throw .invalidStrength(strength) }
        let constraint = records.allocate(
            CollectionOfOne(Term(variable, 1)), constant: 0, relation: .equal, strength: strength)
        do {
            // A non-required equality always goes in (short of an overflow).
            try add([constraint], isEdit: true, tracking: .compact, what: "making \(variable) an edit variable")
        } catch {
            records.free(constraint)
            throw error
        }
        if let record = records[constraint] {
            editIndex[variable] = edits.count
            edits.append(
                EditRecord(
                    variable: variable, constraint: constraint, plus: record.marker, minus: record.other, constant: 0))
        }
        checkInternally()
    }

    /// Makes an edit variable an ordinary variable again.
    ///
    /// - Complexity: as removing a constraint.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let i = editIndex[variable] else { throw .unknownEditVariable(variable) }
        let edit = edits[i]
        let record = records[edit.constraint]
        let mark = beginOperation()
        do throws(SolverError) {
            if let record { erase(edit.constraint, record) }
            try optimize()
            try checkAccuracy(of: "removing the edit variable \(variable)")
            try finishOperation("removing the edit variable \(variable)")
        } catch {
            rollbackOperation(mark)
            if let record {
                records[edit.constraint] = record
                if record.marker >= 0 { setMarkerOwner(record.marker, edit.constraint) }
            }
            guard case .internalError = error else { throw error }
            // Possibly rounding: the same removal on a tableau rebuilt required-first.
            // The rebuilt solver has neither the edit nor the uses of its constraint.
            self = try rebuiltRequiredFirst(
                adding: [], removing: edit.constraint, isEdit: false, tracking: .compact, after: error)
            records.free(edit.constraint)
            checkInternally()
            return
        }
        editIndex[variable] = nil
        edits.remove(at: i)
        for j in i..<edits.count { editIndex[edits[j].variable] = j }
        if record != nil { releaseVariables(of: edit.constraint) }
        records.free(edit.constraint)
        checkInternally()
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// Only the rows that depend on the edit move: their constants shift by the change times
    /// the column of the edit's error, and the dual simplex repairs those that went
    /// infeasible.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:)``,
    ///   ``SolverError/overflow(_:)``, ``SolverError/coefficientRange(_:)`` (naming the edit's
    ///   constraint) when the required constraints cannot be kept accurate with the value, not
    ///   even on a tableau rebuilt from the constraints (see <doc:Numerics>), or
    ///   ``SolverError/internalError(_:)`` when the simplex fails on the value both as the
    ///   tableau stands and rebuilt required-first (a defect: a suggestion never makes the
    ///   required constraints infeasible). The solver is then exactly as it was.
    /// - Complexity: O(*k*·log *n*) for the *k* rows that depend on the edit, plus one dual
    ///   pivot per row that goes infeasible, and the primal simplex's pricing of the costs
    ///   those pivots changed (and its pivots, when a cost is left below zero).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try suggest(value, for: variable, recovering: true)
    }

    /// ``suggestValue(_:for:)``; with `recovering` false (inside a rebuild), a suggestion that
    /// breaks a required constraint through lost precision is not rebuilt again but fails.
    mutating func suggest(_ value: Double, for variable: Variable, recovering: Bool) throws(SolverError) {
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        guard let i = editIndex[variable] else { throw .unknownEditVariable(variable) }
        let old = edits[i].constant
        let delta = value - old
        if !delta.isFinite { throw .overflow("suggesting \(value) for \(variable)") }
        edits[i].constant = value
        let plus = edits[i].plus
        let minus = edits[i].minus
        let rp = tableau.basicRow[Int(plus)]
        let rm = tableau.basicRow[Int(minus)]
        // Every suggestion runs under the journal, so that a refusal puts back exactly what
        // was there: even on a tableau that never lost precision, with values near 1, a
        // suggestion's own dual pivots can lose precision and the required constraints then
        // not hold even rebuilt (a `coefficientRange` refusal); a rebuild with the previous
        // suggestion instead would renumber the tableau, and later operations could diverge
        // from a twin that never saw the suggestion (found by CassowaryFuzzer). A resize's
        // suggestion saves only the constants it shifts and the rows its pivots touch.
        // Only a suggestion whose own arithmetic lost precision, on a tableau that did, or to
        // or from a value far beyond layout coordinates (whose own shifts may carry the
        // rounding of values near 4e9 into constants near 1) checks the required constraints.
        let suspect =
            tableau.lostPrecisionSinceBuild || Swift.max(abs(value), abs(old)) > Numerics.largeSuggestion
        let mark = beginRowsOperation()
        let (shiftOrigin, shiftOriginVersion) = (edits[i].shiftOrigin, edits[i].shiftOriginVersion)
        var rolledBack = false
        do throws(SolverError) {
            if rp >= 0 {
                tableau.shiftConstant(ofRow: rp, by: -delta)
                if tableau.rows[Int(rp)].constant < 0 { tableau.infeasibleRows.note(rp, basic: plus) }
            } else if rm >= 0 {
                tableau.shiftConstant(ofRow: rm, by: delta)
                if tableau.rows[Int(rm)].constant < 0 { tableau.infeasibleRows.note(rm, basic: minus) }
            } else {
                tableau.shiftRows(ofColumn: plus, by: delta)
                // Each coefficient's carried rounding times the net displacement through it
                // (none in a layout).
                if tableau.carriesRounding {
                    if edits[i].shiftOriginVersion != tableau.termsVersion {
                        edits[i].shiftOrigin = old
                        edits[i].shiftOriginVersion = tableau.termsVersion
                    }
                    let origin = edits[i].shiftOrigin
                    tableau.noteShiftRounding(ofColumn: plus, growth: abs(value - origin) - abs(old - origin))
                }
            }
            try dualOptimize()
            // In exact arithmetic the dual simplex ends at the optimum; its Harris pass lets a
            // cost end below zero by its tolerance, and a wrong ratio test left one at -1.87
            // (seed 31361). The primal simplex prices the costs the dual pivots changed (none
            // after a layout's resize without a pivot) and takes every level to its optimum.
            try optimize(levels: objectiveRows)
            if tableau.hasOverflowed { throw SolverError.overflow("suggesting \(value) for \(variable)") }
            if tableau.hasLostPrecision || suspect {
                tableau.lostPrecisionSinceBuild = true
                // Dual pivots through rounding residue can break a required constraint, and so
                // can a shift of constants that carry the rounding of large values: then the
                // same suggestion on a tableau rebuilt required-first.
                if !requiredConstraintsHoldByList() {
                    guard recovering else {
                        throw SolverError.internalError("suggesting \(value) for \(variable) lost accuracy")
                    }
                    // Back to the state before the suggestion, so that a failed rebuild
                    // leaves it exactly; the rebuild takes the new value from `edits`.
                    rollbackRowsOperation(mark)
                    rolledBack = true
                    do {
                        self = try rebuiltRequiredFirst(
                            adding: [], isEdit: false, tracking: .compact,
                            after: .internalError("suggesting \(value) for \(variable) lost accuracy"))
                    } catch {
                        // Rebuilt, the required constraints still do not hold with this value:
                        // beyond what `Double` can keep accurate, not a defect.
                        throw SolverError.coefficientRange(linear(edits[i].constraint))
                    }
                    checkInternally()
                    return
                }
            }
            try finishOperation("suggesting \(value) for \(variable)")
        } catch {
            if !rolledBack { rollbackRowsOperation(mark) }
            // A suggestion cannot make the required constraints infeasible, so a simplex that
            // fails on it met rounding: a shift of 1e9 through a residue of 1.7e-14 (the slack
            // of `-3·v2 - v3 - 3·v5 >= -86` beside the dummy of the same expression `== -86`,
            // zero in exact arithmetic) left a row at -3.5e-5 with nothing to raise it. Then
            // the same suggestion on a tableau rebuilt required-first, as when it lost accuracy.
            // When that fails too, the first failure stands: an internal error, a defect to
            // report (a loop that reached its bound, say), not passed off as a range refusal.
            if recovering, !rolledBack, case .internalError = error,
                let fresh = try? rebuiltRequiredFirst(adding: [], isEdit: false, tracking: .compact, after: error)
            {
                self = fresh
                checkInternally()
                return
            }
            edits[i].constant = old
            edits[i].shiftOrigin = shiftOrigin
            edits[i].shiftOriginVersion = shiftOriginVersion
            throw error
        }
        checkInternally()
    }
}
