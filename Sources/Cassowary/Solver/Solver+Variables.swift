/// The solver's variables: made on first use, counted by the constraints that hold them, and
/// forgotten when the last one goes.
///
/// A long-running solver (an engine whose views come and go) sees ever-new variables; if it
/// kept every one it had seen, its variable list, change report and symbol arrays would grow
/// without bound. So every variable carries a count of the constraints (edit constraints
/// included) whose reduced expression holds it, in an array indexed by its symbol id. When a
/// removal takes the count to zero, the variable is forgotten: its symbol id goes back to
/// the free list, its slot in the variable list dies, and it reads as a variable the solver
/// never saw (value 0). In exact arithmetic no row holds a variable no constraint mentions
/// (every row is a combination of the constraints' rows); rounding residue that does is
/// cleared with it.
///
/// Slots of forgotten variables stay in the list until the next ``updateVariables()``, which
/// reports a forgotten variable whose last reported value was not 0 as changed to 0 (so a
/// cache of values built from the reports never keeps a stale one), then drops the dead
/// slots once they are half the list. A solver whose reports are never read drops them when
/// they outnumber the live ones twice over.
extension Solver {
    /// The tableau symbol of a variable, made on first use; counts one more use of it (a
    /// constraint being built holds it). Inside an operation the use is noted, so a rollback
    /// takes it back.
    ///
    /// - Complexity: O(1) (one hash lookup), amortized.
    mutating func symbol(for variable: Variable) -> SymbolID {
        let s = symbolOfVariable[variable] ?? introduce(variable)
        variableUses[Int(s)] += 1
        if tableau.journal.isActive { usesThisOperation.append(s) }
        return s
    }

    /// Gives a new variable a symbol and a live slot at the end of the variable list, with no
    /// use yet.
    mutating func introduce(_ variable: Variable) -> SymbolID {
        let s = tableau.makeSymbol(.external)
        let i = Int(s)
        // Symbol ids grow one at a time: a plain append is the common case.
        while variableUses.count <= i {
            variableUses.append(0)
            variablePositions.append(-1)
        }
        variableUses[i] = 0
        variablePositions[i] = Int32(variableList.count)
        symbolOfVariable[variable] = s
        variableList.append(variable)
        variableSymbols.append(s)
        cachedValues.append(0)
        return s
    }

    /// Gives a new, empty solver (one being rebuilt from `other`'s constraints) the same
    /// variable slots as `other`, forgotten ones included, with the values its change report
    /// last gave, so that the report stays right across the rebuild. No use is counted: the
    /// constraints inserted next count theirs.
    ///
    /// - Complexity: O(*v*) for *v* slots.
    mutating func adoptVariableSlots(of other: Solver) {
        for (i, v) in other.variableList.enumerated() {
            if other.variableSymbols[i] >= 0 {
                _ = introduce(v)
            } else {
                variableList.append(v)
                variableSymbols.append(-1)
                cachedValues.append(0)
                deadVariables += 1
            }
        }
        cachedValues = other.cachedValues
    }

    /// Takes back the uses an operation that failed had counted.
    mutating func undoUsesThisOperation() {
        for s in usesThisOperation { variableUses[Int(s)] -= 1 }
        usesThisOperation.removeAll(keepingCapacity: true)
    }

    /// After a constraint left the solver for good: one use less of each of its variables,
    /// and the variables no constraint holds any more are forgotten. Runs after the
    /// operation committed; it cannot fail.
    ///
    /// - Complexity: O(*n*) for the *n* terms of the constraint, plus, per forgotten variable,
    ///   the rows that still hold rounding residue of it.
    mutating func releaseVariables(of constraint: LinearConstraint) {
        for term in constraint.expression.reduced.terms {
            guard let s = symbolOfVariable[term.variable] else { continue }
            variableUses[Int(s)] -= 1
            if variableUses[Int(s)] <= 0 { forget(term.variable, symbol: s) }
        }
    }

    /// Forgets every variable no constraint holds (after a rebuild, which re-counts them).
    ///
    /// - Complexity: O(*v*) for *v* variables.
    mutating func forgetUnusedVariables() {
        var unused: [(Variable, SymbolID)] = []
        for (i, s) in variableSymbols.enumerated() where s >= 0 && variableUses[Int(s)] <= 0 {
            unused.append((variableList[i], s))
        }
        for (v, s) in unused { forget(v, symbol: s) }
    }

    /// Drops a variable: its row and residue, its symbol (free for reuse), its live slot.
    private mutating func forget(_ variable: Variable, symbol s: SymbolID) {
        let i = Int(s)
        let r = tableau.basicRow[i]
        if r >= 0 { tableau.removeRow(r) }
        tableau.erase(s)
        tableau.releaseSymbol(s)
        variableUses[i] = 0
        let position = Int(variablePositions[i])
        variablePositions[i] = -1
        symbolOfVariable[variable] = nil
        variableSymbols[position] = -1
        deadVariables += 1
        if deadVariables > 2 * (variableList.count - deadVariables) + 1024 { dropDeadSlots(keepingUnreported: false) }
    }

    /// Removes the slots of forgotten variables from the variable list, keeping the order of
    /// the others; with `keepingUnreported`, those whose change to 0 the change report has yet
    /// to give stay.
    ///
    /// - Complexity: O(*v*) for *v* slots.
    mutating func dropDeadSlots(keepingUnreported: Bool) {
        guard deadVariables > 0 else { return }
        var kept = 0
        var dead = 0
        for i in variableList.indices {
            if variableSymbols[i] < 0 {
                guard keepingUnreported, cachedValues[i] != 0 else { continue }
                dead += 1
            } else {
                variablePositions[Int(variableSymbols[i])] = Int32(kept)
            }
            variableList[kept] = variableList[i]
            variableSymbols[kept] = variableSymbols[i]
            cachedValues[kept] = cachedValues[i]
            kept += 1
        }
        variableList.removeSubrange(kept...)
        variableSymbols.removeSubrange(kept...)
        cachedValues.removeSubrange(kept...)
        deadVariables = dead
    }
}
