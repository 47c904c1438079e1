/// Every public operation that changes the solver, suggestions included, runs as a
/// transaction: the tableau's
/// ``Journal`` records what it touches, and a failure anywhere (an unsatisfiable constraint,
/// an overflow, an internal error) puts back the tableau and the bookkeeping around it, so the
/// solver is indistinguishable from one that never saw the operation.
struct OperationMark {
    var variableCount: Int
    var levels: [PriorityLevel]
    var objectiveRows: [Int32]
    var nextSequence: Int
    var lostPrecisionSinceBuild: Bool
}

/// What an operation that changes only the tableau's rows (``Solver/beginRowsOperation()``)
/// puts back on a rollback besides the journal's rows.
struct RowsMark {
    var lostPrecisionSinceBuild: Bool
}

extension Solver {
    /// Starts recording an operation.
    ///
    /// - Complexity: O(*L*) for *L* priority levels.
    mutating func beginOperation() -> OperationMark {
        let rows = beginRowsOperation()
        return OperationMark(
            variableCount: variableList.count, levels: levels, objectiveRows: objectiveRows,
            nextSequence: nextSequence, lostPrecisionSinceBuild: rows.lostPrecisionSinceBuild)
    }

    /// Starts recording an operation that changes the tableau's rows and nothing around them
    /// (a suggestion: no constraint, priority level, variable or use of one comes or goes),
    /// returning what ``rollbackRowsOperation(_:)`` needs besides the journal. The hot path
    /// of a resize: no ``OperationMark`` to copy and destroy (a tenth of a small window's
    /// resize, under callgrind).
    ///
    /// - Complexity: O(1).
    mutating func beginRowsOperation() -> RowsMark {
        tableau.journal.begin(
            symbols: tableau.kinds.count, rows: tableau.rows.count, termsVersion: tableau.termsVersion,
            carriesRounding: tableau.carriesRounding)
        if !usesThisOperation.isEmpty { usesThisOperation.removeAll(keepingCapacity: true) }
        tableau.resetPrecisionTracking()
        return RowsMark(lostPrecisionSinceBuild: tableau.lostPrecisionSinceBuild)
    }

    /// Undoes an operation begun by ``beginRowsOperation()``.
    ///
    /// - Complexity: O(size of the rows the operation touched).
    mutating func rollbackRowsOperation(_ mark: RowsMark) {
        Journal.rollback(&tableau)
        tableau.lostPrecisionSinceBuild = mark.lostPrecisionSinceBuild
    }

    /// Ends an operation that went through, unless a value overflowed on the way: then it
    /// throws ``SolverError/overflow(_:)`` and the caller rolls back.
    mutating func finishOperation(_ what: @autoclosure () -> String) throws(SolverError) {
        if tableau.hasOverflowed { throw .overflow(what()) }
        if tableau.hasLostPrecision { tableau.lostPrecisionSinceBuild = true }
        Journal.commit(&tableau)
        if !usesThisOperation.isEmpty { usesThisOperation.removeAll(keepingCapacity: true) }
    }

    /// ``finishOperation(_:)`` for the removal of `constraint`, which an overflow names.
    mutating func finishOperation(removing constraint: ConstraintID) throws(SolverError) {
        if tableau.hasOverflowed { throw .overflow("removing \(linear(constraint))") }
        try finishOperation("")
    }

    /// Undoes an operation: the tableau from the journal, the records of the constraints it
    /// `added`, the priority levels, the uses of variables it counted, and the variables it
    /// introduced; their records stay allocated, for the caller to free. (Variables are forgotten only after an operation commits, so there is none
    /// to bring back.)
    ///
    /// - Complexity: O(size of the rows the operation touched).
    mutating func rollbackOperation(_ mark: OperationMark, added: [ConstraintID] = []) {
        for c in added {
            if let record = records[c], record.marker >= 0 { setMarkerOwner(record.marker, -1) }
            records[c] = nil
        }
        Journal.rollback(&tableau)
        levels = mark.levels
        objectiveRows = mark.objectiveRows
        nextSequence = mark.nextSequence
        undoUsesThisOperation()
        tableau.lostPrecisionSinceBuild = mark.lostPrecisionSinceBuild
        while variableList.count > mark.variableCount {
            let v = variableList.removeLast()
            let s = variableSymbols.removeLast()
            cachedValues.removeLast()
            if s >= 0, Int(s) < variablePositions.count {
                unindex(v, symbol: s)
                variablePositions[Int(s)] = -1
            }
        }
    }

    /// With the compile-time flag `CASSOWARY_INTERNAL_CHECKS`, checks every invariant after a
    /// public operation and stops with the list of what broke (a debugging aid: see
    /// <doc:Numerics>). Without it, nothing.
    @inline(__always)
    func checkInternally(_ function: StaticString = #function) {
        #if CASSOWARY_INTERNAL_CHECKS
        let problems = invariantViolations()
        if !problems.isEmpty {
            fatalError("CASSOWARY_INTERNAL_CHECKS after \(function): " + problems.joined(separator: "; "))
        }
        #endif
    }
}
