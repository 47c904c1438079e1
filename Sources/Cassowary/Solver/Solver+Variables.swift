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
        symbol(for: variable, hint: -1)
    }

    /// ``symbol(for:)`` given a guess of the variable's symbol (the one it had the last time
    /// the caller saw it, or -1). A right guess is confirmed by two array reads instead of a
    /// hash lookup; a wrong one (the variable forgotten, its symbol reused, the solver
    /// rebuilt or replaced, a rollback) falls back to the lookup. So a guess never changes
    /// the result, whatever it is.
    ///
    /// Why: a front end that installs a large tree looks up each view variable a few times,
    /// and the lookups land at random in a large dictionary; the guess reads arrays indexed
    /// by symbol, which are in order of first appearance, as a tree's constraints are.
    ///
    /// - Complexity: O(1), amortized.
    @inline(__always)
    mutating func symbol(for variable: Variable, hint: SymbolID) -> SymbolID {
        let s = isSymbol(hint, of: variable) ? hint : knownSymbol(of: variable) ?? introduce(variable)
        variableUses[Int(s)] += 1
        if tableau.journal.isActive { usesThisOperation.append(s) }
        return s
    }

    /// Whether `s` is the symbol of the live variable `variable`: its slot in the variable
    /// list holds that very object (a forgotten or rolled-back variable's symbol has no slot).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func isSymbol(_ s: Int32, of variable: Variable) -> Bool {
        guard s >= 0, Int(s) < variablePositions.count else { return false }
        let position = Int(variablePositions[Int(s)])
        return position >= 0 && variableList[position] === variable
    }

    /// Gives a new variable a symbol and a live slot at the end of the variable list, with no
    /// use yet.
    mutating func introduce(_ variable: Variable) -> SymbolID {
        let s = tableau.makeSymbol(.external)
        let i = Int(s)
        // Symbol ids grow one at a time: a plain append is the common case (one write per
        // array, not an append and then a store).
        if variableUses.count == i, variablePositions.count == i {
            variableUses.append(0)
            variablePositions.append(Int32(variableList.count))
        } else {
            while variableUses.count <= i {
                variableUses.append(0)
                variablePositions.append(-1)
            }
            variableUses[i] = 0
            variablePositions[i] = Int32(variableList.count)
        }
        variableList.append(variable)
        index(variable, symbol: s)
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
    mutating func releaseVariables(of constraint: ConstraintID) {
        for term in records.terms(of: constraint) {
            guard let s = knownSymbol(of: term.variable) else { continue }
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
        unindex(variable, symbol: s)
        variablePositions[i] = -1
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

/// Guesses of the symbols of the variables of a run of constraints, one per term of each
/// constraint's reduced expression, in order, for a front end that keeps each variable's
/// symbol from one addition to the next (see ``Solver/addAllOrNone(_:hints:tracking:)``).
/// Each guess is checked (``Solver/symbol(for:hint:)``), so a stale one costs a lookup and
/// is never wrong; after the addition each entry holds the variable's actual symbol.
///
/// A guess of `-2 - k` means "the symbol entry `k` resolved to": a variable used again in
/// the same run (as a view's variables are, by its several constraints) is then found by
/// index even when the run is what introduces it.
package struct SymbolHints: Sendable {
    /// One entry per term: the guessed symbol (or -1, or `-2 - k` for an earlier entry `k`)
    /// before, the actual symbol after.
    package var symbols: [Int32]
    /// The next entry to read.
    var next = 0

    /// Guesses for the terms of a run of constraints, in order.
    package init(_ symbols: [Int32] = []) { self.symbols = symbols }

    /// The next guess, or -1 when there is none.
    @inline(__always)
    func guess() -> SymbolID {
        guard next < symbols.count else { return -1 }
        let g = symbols[next]
        guard g <= -2 else { return g }
        let k = Int(-2 - g)
        return k < next ? symbols[k] : -1
    }

    /// ``guess()`` for entry `next` of `symbols` (the hints' entries, as a buffer).
    @inline(__always)
    static func guess(_ symbols: UnsafeMutableBufferPointer<Int32>, _ next: Int) -> SymbolID {
        guard next < symbols.count else { return -1 }
        let g = symbols[next]
        guard g <= -2 else { return g }
        let k = Int(-2 - g)
        return k < next ? symbols[k] : -1
    }

    /// Records the actual symbol for the entry just guessed and moves on.
    @inline(__always)
    mutating func resolved(_ s: SymbolID) {
        if next < symbols.count { symbols[next] = s }
        next += 1
    }
}

extension Solver {
    /// ``verify(adding:)`` for a batch whose variables' symbols `hints` resolved: each new
    /// required constraint is checked as ``holdsAccurately(_:)`` checks it, its values read by
    /// symbol instead of by hashing each variable again. A constraint whose terms are not
    /// its reduced terms (the order `hints` follows) is checked by ``holdsAccurately(_:)``.
    ///
    /// - Complexity: O(*n*) for the new constraints' terms; O(*t*) for all the required
    ///   constraints' terms when precision was lost.
    func verify(adding added: [ConstraintID], symbols hints: SymbolHints) throws(SolverError) {
        guard !tableau.hasOverflowed else { return }
        guard hints.symbols.count == hints.next else { return try verify(adding: added) }
        var entry = 0
        for c in added {
            let first = entry
            // In place, by index: a slice of the table's terms and a copy of each term retained
            // and released the array and the term's variable.
            let holds: Bool = records.withTerms(of: c) { terms in
                entry += terms.count
                guard records.strength(of: c).isRequired else { return true }
                // What `holdsAccurately(_:)` computes, in the same order.
                var sum = records.constant(of: c)
                var size = abs(sum)
                for k in terms.indices {
                    let s = hints.symbols[first + k]
                    let variable = Unmanaged.passUnretained(terms[k].variable)
                    let x = isSymbol(s, ofUnretained: variable) ? tableau.value(of: s) : value(of: terms[k].variable)
                    let coefficient = terms[k].coefficient
                    sum += coefficient * x
                    size += abs(coefficient) * max(1, abs(x))
                }
                return Self.isAccurate(sum: sum, size: size, relation: records.relation(of: c))
            }
            if !holds { throw .coefficientRange(linear(c)) }
        }
        if tableau.hasLostPrecision || tableau.lostPrecisionSinceBuild, !requiredConstraintsHold(),
            let first = added.first
        {
            throw .coefficientRange(linear(first))
        }
    }
}
