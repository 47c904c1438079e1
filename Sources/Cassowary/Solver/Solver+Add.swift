extension Solver {
    /// Adds a constraint.
    ///
    /// A required constraint that cannot hold with the required constraints already in the
    /// solver throws ``SolverError/unsatisfiableConstraint(_:conflicting:)`` naming a small
    /// set of those it conflicts with; the solver is then unchanged. A redundant required
    /// constraint (one the others already imply) is accepted.
    ///
    /// - Complexity: O(*n*) to build the row from the *n* terms of the basic rows it refers
    ///   to, plus a substitution into the rows that hold its subject (the subject is chosen
    ///   to keep that small), plus the pivots that re-optimise. A required constraint with no
    ///   feasible subject runs phase one of the simplex.
    public mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        try add(constraint, tracking: .compact)
    }

    /// Adds a constraint, choosing how a required equality is kept: `.tracked` makes its
    /// later removal a pivot instead of a rebuild (see ``EqualityTracking``). Other
    /// constraints are always removed by a pivot; for them the choice changes nothing.
    ///
    /// - Complexity: as ``add(_:)``; a tracked equality's marker spreads to the rows that
    ///   depend on it.
    public mutating func add(_ constraint: LinearConstraint, tracking: EqualityTracking) throws(SolverError) {
        guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
        try Self.validate(constraint)
        try insert(constraint, isEdit: false, tracking: tracking)
        optimize()
    }

    /// Adds several constraints, all or nothing: if one fails, none of them stays.
    ///
    /// - Complexity: the sum of the adds, with one optimisation at the end.
    public mutating func add<S: Sequence>(_ constraints: S) throws(SolverError)
    where S.Element == LinearConstraint {
        let batch = Array(constraints)
        var seen = Set<LinearConstraint>()
        for c in batch {
            guard records[c] == nil, seen.insert(c).inserted else { throw .duplicateConstraint(c) }
            try Self.validate(c)
        }
        var added: [LinearConstraint] = []
        for c in batch {
            do {
                try insert(c, isEdit: false, tracking: .compact)
                added.append(c)
            } catch {
                // Take back what this batch added, newest first, so the solver is as it was.
                for done in added.reversed() { try? remove(done) }
                // The conflict was explained against a solver that held part of the batch;
                // name only constraints that were there before.
                if case .unsatisfiableConstraint(let bad, let others) = error {
                    throw .unsatisfiableConstraint(bad, conflicting: others.filter { records[$0] != nil })
                }
                throw error
            }
        }
        optimize()
    }

    static func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard constraint.expression.constant.isFinite,
            constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .nonFiniteValue("\(constraint)") }
    }

    // MARK: Building the row

    /// The tableau symbol of a variable, made on first use.
    mutating func symbol(for variable: Variable) -> SymbolID {
        if let s = symbolOfVariable[variable] { return s }
        let s = tableau.makeSymbol(.external)
        symbolOfVariable[variable] = s
        variableList.append(variable)
        variableSymbols.append(s)
        cachedValues.append(0)
        return s
    }

    /// The row of a constraint over the current parameters, with its marker and other symbol
    /// (kiwi's `createRow`); errors of a non-required constraint enter its priority level.
    /// The row's constant is made non-negative, which is what lets a new slack or error be
    /// its subject.
    ///
    /// A required equality gets a dummy marker only when tracked (see ``EqualityTracking``).
    mutating func makeRow(
        for c: LinearConstraint, tracking: EqualityTracking
    ) -> (row: Row, marker: SymbolID, other: SymbolID) {
        var row = Row(constant: c.expression.constant)
        for term in c.expression.reduced.terms {
            let s = symbol(for: term.variable)
            let r = tableau.basicRow[Int(s)]
            if r >= 0 {
                let basicRow = tableau.rows[Int(r)]
                row.add(basicRow, times: term.coefficient, buffers: &tableau.buffers)
            } else {
                row.add(term.coefficient, to: s)
            }
        }
        var marker: SymbolID = -1
        var other: SymbolID = -1
        let required = c.strength.isRequired
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = c.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.add(sign, to: marker)
            if !required {
                other = tableau.makeSymbol(.error)
                row.add(-sign, to: other)
                addObjectiveTerm(other, strength: c.strength)
            }
        case .equal:
            if required {
                if tracking == .tracked {
                    marker = tableau.makeSymbol(.dummy)
                    row.add(1, to: marker)
                }
            } else {
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                row.add(-1, to: marker)
                row.add(1, to: other)
                addObjectiveTerm(marker, strength: c.strength)
                addObjectiveTerm(other, strength: c.strength)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, marker, other)
    }

    /// The subject to solve a new row for, chosen to keep the tableau sparse and feasible:
    /// 1. an external variable, the one held by the fewest rows (a new one costs no
    ///    substitution at all);
    /// 2. the constraint's own slack or error when its coefficient is negative (new symbols:
    ///    feasible since the constant is non-negative);
    /// 3. another slack or error with a negative coefficient whose substitution keeps every
    ///    restricted row feasible (this is what spares most required equalities the
    ///    artificial variable kiwi would add).
    /// `nil` when none fits: phase one decides.
    func chooseSubject(_ row: Row, marker: SymbolID, other: SymbolID) -> SymbolID? {
        var best: SymbolID = -1
        var bestCount = Int.max
        for t in row.terms where tableau.kinds[Int(t.symbol)] == .external {
            let count = tableau.columns[Int(t.symbol)].count
            if count < bestCount {
                best = t.symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        if marker >= 0, tableau.kinds[Int(marker)].isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, tableau.kinds[Int(other)].isPivotable, row.coefficient(of: other) < 0 { return other }
        // Cheapest first: the feasibility check scans the candidate's column, and the first
        // feasible candidate in this order is the one wanted anyway.
        var candidates: [(count: Int, term: RowTerm)] = []
        for t in row.terms where t.coefficient < 0 && tableau.kinds[Int(t.symbol)].isPivotable {
            candidates.append((tableau.columns[Int(t.symbol)].count, t))
        }
        candidates.sort { ($0.count, $0.term.symbol) < ($1.count, $1.term.symbol) }
        for c in candidates where keepsFeasible(c.term.symbol, value: row.constant / -c.term.coefficient) {
            return c.term.symbol
        }
        return nil
    }

    /// Whether giving the parameter `s` the value `value` keeps every restricted row
    /// non-negative.
    func keepsFeasible(_ s: SymbolID, value: Double) -> Bool {
        for id in tableau.columns[Int(s)] {
            let basic = tableau.rowBasic[Int(id)]
            let kind = tableau.kinds[Int(basic)]
            guard kind.isRestricted else { continue }
            let shift = tableau.rows[Int(id)].coefficient(of: s) * value
            if kind == .dummy {
                if abs(shift) >= Row.epsilon { return false }  // a dummy row must stay at zero
            } else if tableau.rows[Int(id)].constant + shift < -Row.epsilon {
                return false
            }
        }
        return true
    }

    // MARK: Inserting

    /// Puts a validated constraint into the tableau (without re-optimising), or throws with
    /// the solver unchanged.
    mutating func insert(_ c: LinearConstraint, isEdit: Bool, tracking: EqualityTracking) throws(SolverError) {
        let variablesBefore = variableList.count
        var tracking = tracking
        var (row, marker, other) = makeRow(for: c, tracking: tracking)
        if marker < 0, row.terms.contains(where: { tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Combined with tracked equalities: if it ends up defined by their dummies alone
            // (redundant with them, at once or after phase one), it needs a marker of its own
            // to survive their removal, since their rows are dropped with them. Dummies exist
            // only where tracking is used, so compact systems never pay for this.
            tracking = .tracked
            marker = tableau.makeSymbol(.dummy)
            row.add(1, to: marker)
        }
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.terms.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Every variable cancelled: the constraint restates (constant 0: a redundant
            // required equality, which kiwi wrongly rejects) or contradicts (otherwise) the
            // required equalities already in the solver; the dummies left name the tracked
            // ones it was combined with.
            if abs(row.constant) >= Row.epsilon {
                let suspects = row.terms.compactMap { markerOwners[$0.symbol] }
                forgetNewSymbols(marker: marker, other: other, variablesBefore: variablesBefore)
                throw .unsatisfiableConstraint(c, conflicting: explainConflict(c, suspects: suspects))
            }
            // A tracked one keeps a row of dummies with its own as the basic symbol.
            subject = row.terms.isEmpty ? nil : marker
        }
        if row.terms.isEmpty {
            // Nothing to keep: an untracked redundant equality needs no row.
        } else if let subject {
            var solved = row
            solved.solve(for: subject)
            tableau.substitute(subject, by: solved)
            tableau.insertRow(solved, basic: subject)
        } else {
            tableau.journal.begin()
            let outcome = addWithArtificialVariable(row, marker: marker)
            if let certificate = outcome {
                Journal.rollback(&tableau)
                forgetNewSymbols(marker: marker, other: other, variablesBefore: variablesBefore)
                let suspects = certificate.compactMap { markerOwners[$0] }
                throw .unsatisfiableConstraint(c, conflicting: explainConflict(c, suspects: suspects))
            }
            tableau.journal.commit()
        }
        records[c] = ConstraintRecord(
            marker: marker, other: other, strength: c.strength, sequence: nextSequence, isEdit: isEdit,
            tracking: tracking)
        nextSequence += 1
        if marker >= 0 { markerOwners[marker] = c }
        if !c.strength.isRequired { useLevel(c.strength.priority, by: 1) }
    }

    /// Undoes what `makeRow` made for a constraint that does not go in. Only required
    /// constraints fail, and they have no errors in the objective.
    private mutating func forgetNewSymbols(marker: SymbolID, other: SymbolID, variablesBefore: Int) {
        if marker >= 0 { tableau.releaseSymbol(marker) }
        if other >= 0 { tableau.releaseSymbol(other) }
        while variableList.count > variablesBefore {
            let v = variableList.removeLast()
            variableSymbols.removeLast()
            cachedValues.removeLast()
            if let s = symbolOfVariable.removeValue(forKey: v) { tableau.releaseSymbol(s) }
        }
    }

    /// Phase one for a row with no feasible subject: an artificial variable is made basic for
    /// the row and minimised. Returns `nil` on success; on failure, the symbols of the
    /// infeasibility certificate (the parameters with a non-zero reduced cost in the final
    /// phase-one objective: by duality, the constraints whose combination contradicts the
    /// row).
    private mutating func addWithArtificialVariable(_ row: Row, marker: SymbolID) -> [SymbolID]? {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        let objectiveSymbol = tableau.makeSymbol(.objective)
        let objective = tableau.insertRow(row, basic: objectiveSymbol)
        optimize(levels: [objective])
        let success = abs(tableau.rows[Int(objective)].constant) < Row.epsilon
        let certificate = success ? [] : tableau.rows[Int(objective)].terms.map(\.symbol)
        tableau.removeRow(objective)
        tableau.releaseSymbol(objectiveSymbol)
        if !success { return certificate }

        let r = tableau.basicRow[Int(artificial)]
        if r >= 0 {
            if tableau.rows[Int(r)].isEmpty {
                tableau.removeRow(r)
            } else {
                // Pivot the artificial variable out, so that a slack or error defines the row;
                // a row of dummies alone is a redundant tracked equality, kept with its own
                // dummy.
                let terms = tableau.rows[Int(r)].terms
                let entering =
                    terms.first(where: { tableau.kinds[Int($0.symbol)].isPivotable })?.symbol
                    ?? terms.first(where: { $0.symbol == marker })?.symbol
                    ?? terms.first(where: { tableau.kinds[Int($0.symbol)] == .dummy })?.symbol
                if let entering {
                    tableau.pivot(row: r, entering: entering)
                } else {
                    tableau.removeRow(r)
                }
            }
        }
        tableau.erase(artificial)
        tableau.releaseSymbol(artificial)
        return nil
    }
}

extension Tableau {
    /// Removes a parameter from every row (fixing it at zero).
    ///
    /// - Complexity: O(Σ *n*ᵢ) over the rows holding it.
    mutating func erase(_ s: SymbolID) {
        for id in columns[Int(s)] {
            let c = rows[Int(id)].coefficient(of: s)
            addTerm(-c, s, toRow: id)
        }
    }
}
