/// Removing a compact required equality by rebuilding only the constraints linked to it.
///
/// A compact equality has no marker (see ``EqualityTracking``), so nothing in the tableau says
/// which rows depend on it. What is known is where they can be: every row is a combination
/// of constraints, and a pivot only ever combines rows that share a symbol, so a row holds the
/// symbols of one *component* of the constraint graph (constraints linked, transitively,
/// through the variables they share; a slack or a dummy belongs to its one constraint). When
/// that component is all required constraints and no edit variable, no error of the
/// objective is in it, and the objective rows hold none of its symbols either: its rows are a
/// tableau of their own. Dropping them and inserting the component's other constraints again,
/// in the order they came, is then the rebuild of the whole tableau restricted to them, at the
/// cost of the component instead of the solver.
///
/// Along a chain taken apart at random places this is what keeps the removal near-linear: a
/// removal splits its piece of the chain in two, so (as in a random binary search tree) each
/// equality is re-inserted O(log *N*) times on average over the *N* removals.
extension Solver {
    /// Removes a compact required equality that has no variable of its own by rebuilding its
    /// component (see above). Returns false, with nothing changed, when the component holds a
    /// non-required constraint or an edit variable, or when the rebuild fails (rounding: the
    /// caller then rebuilds the whole tableau, which decides).
    ///
    /// - Complexity: O(*t*) for the *t* terms of the solver's constraints when the index of
    ///   holders is stale (the first removal after an add), plus, for the component, a walk
    ///   and the cost of inserting its constraints into an empty tableau.
    mutating func removeByRebuildingComponent(
        _ constraint: ConstraintID, _ record: ConstraintRecord
    ) -> Bool {
        if !holderIndex.isCurrent(for: nextSequence) { holderIndex = HolderIndex(of: self) }
        guard let component = requiredComponent(of: constraint) else { return false }
        let mark = beginOperation()
        var released = false
        do throws(SolverError) {
            var markers: [SymbolID] = []
            for (c, r) in component.constraints {
                records[c] = nil
                if r.marker >= 0 {
                    setMarkerOwner(r.marker, -1)
                    markers.append(r.marker)
                }
            }
            tableau.removeRows((component.variables + markers).compactMap { s in
                let row = tableau.basicRow[Int(s)]
                return row >= 0 ? row : nil
            })
            for s in component.variables + markers where !tableau.columns[Int(s)].isEmpty {
                // Rounding residue in a row outside the component: cleared, and every required
                // constraint is checked below.
                tableau.lostPrecision = true
                tableau.erase(s)
            }
            for s in markers { tableau.releaseSymbol(s) }
            // The constraints go back in as new ones would, counting their variables' uses
            // again; the removed one keeps its uses until `releaseVariables`.
            for (c, _) in component.constraints where c != constraint { changeUses(of: c, by: -1) }
            released = true
            for (c, r) in component.constraints where c != constraint {
                try insert(c, isEdit: false, tracking: r.tracking)
                records[c]?.sequence = r.sequence
            }
            nextSequence = mark.nextSequence
            try optimize()
            try checkAccuracy(of: "removing \(linear(constraint))")
            try finishOperation(removing: constraint)
        } catch {
            rollbackOperation(mark)
            for (c, _) in component.constraints {
                if let r = records[c], r.marker >= 0, markerOwner(of: r.marker) == c { setMarkerOwner(r.marker, -1) }
            }
            for (c, r) in component.constraints {
                records[c] = r
                if r.marker >= 0 { setMarkerOwner(r.marker, c) }
            }
            if released {
                for (c, _) in component.constraints where c != constraint { changeUses(of: c, by: 1) }
            }
            return false
        }
        componentRebuildCount += 1
        return true
    }

    /// The constraints linked to `constraint` through shared variables (itself included), in
    /// the order they came, and the symbols of their variables; `nil` as soon as one of them
    /// is not required or one of the variables has an edit.
    ///
    /// - Complexity: O(Σ *n*) over the terms of the component's constraints, or less.
    private func requiredComponent(
        of constraint: ConstraintID
    ) -> (constraints: [(ConstraintID, ConstraintRecord)], variables: [SymbolID])? {
        guard let first = records[constraint] else { return nil }
        var found: [(ConstraintID, ConstraintRecord)] = [(constraint, first)]
        var seen: Set<ConstraintID> = [constraint]
        var variables: [SymbolID] = []
        var seenVariables = Set<SymbolID>()
        let hasEdits = !editIndex.isEmpty
        var next = 0
        while next < found.count {
            let c = found[next].0
            next += 1
            for term in records.terms(of: c) {
                guard let s = knownSymbol(of: term.variable), seenVariables.insert(s).inserted else { continue }
                if hasEdits, editIndex[term.variable] != nil { return nil }
                variables.append(s)
                for other in holderIndex.holders(of: s) where seen.insert(other).inserted {
                    guard let r = records[other], r.strength.isRequired, !r.isEdit else { return nil }
                    found.append((other, r))
                }
            }
        }
        // The order decides which row ids are freed first, hence the tableau's layout: it must
        // not depend on the order in which the index happens to list holders.
        found.sort { $0.1.sequence < $1.1.sequence }
        variables.sort()
        return (found, variables)
    }

    /// Adds `delta` to the use count of each variable of `constraint` (no variable is
    /// forgotten here: the caller counts the uses again right after).
    private mutating func changeUses(of constraint: ConstraintID, by delta: Int32) {
        for term in records.terms(of: constraint) {
            guard let s = knownSymbol(of: term.variable) else { continue }
            variableUses[Int(s)] += delta
        }
    }
}
