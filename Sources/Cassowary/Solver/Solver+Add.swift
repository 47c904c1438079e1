extension Solver {
    /// Adds a constraint.
    ///
    /// A required constraint that cannot hold with the required constraints already in the
    /// solver throws ``SolverError/unsatisfiableConstraint(_:conflicting:)`` naming a small
    /// set of those it conflicts with; the solver is then unchanged. A redundant required
    /// constraint (one the others already imply) is accepted.
    ///
    /// - Complexity: O(*n*) to build the row from the *n* terms of the basic rows it refers
    ///   to (a basic variable whose row has a parameter no other row holds is first made a
    ///   parameter by a pivot of that row, so that chains stay sparse), plus a substitution
    ///   into the rows that hold its subject (the subject is chosen to keep that small), plus
    ///   the pivots that re-optimise. A required constraint with no
    ///   feasible subject runs phase one of the simplex.
    public mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        try add(constraint, tracking: .compact)
    }

    /// Adds a constraint, choosing how a required equality is kept: `.tracked` makes its
    /// later removal a pivot instead of a rebuild (see ``EqualityTracking``). Other
    /// constraints are always removed by a pivot; for them the choice changes nothing.
    ///
    /// - Complexity: as ``add(_:)-(LinearConstraint)``; a tracked equality's marker spreads to the rows that
    ///   depend on it.
    public mutating func add(_ constraint: LinearConstraint, tracking: EqualityTracking) throws(SolverError) {
        guard publicIDs[constraint] == nil else { throw .duplicateConstraint(constraint) }
        try Self.validate(constraint)
        let id = allocate(constraint)
        do {
            try add([id], isEdit: false, tracking: tracking, what: "adding \(constraint)")
        } catch {
            freeConstraint(id)
            throw error
        }
    }

    /// Adds several constraints, all or nothing: if one fails, none of them stays.
    ///
    /// - Complexity: the sum of the adds, with one optimisation at the end.
    public mutating func add<S: Sequence>(_ constraints: S) throws(SolverError)
    where S.Element == LinearConstraint {
        let batch = Array(constraints)
        var seen = Set<LinearConstraint>()
        for c in batch {
            guard publicIDs[c] == nil, seen.insert(c).inserted else { throw .duplicateConstraint(c) }
            try Self.validate(c)
        }
        let ids = batch.map { allocate($0) }
        do {
            try add(ids, isEdit: false, tracking: .compact, what: "adding \(batch.count) constraints")
        } catch {
            for id in ids.reversed() { freeConstraint(id) }
            throw error
        }
    }

    /// Puts allocated constraints into the tableau as one operation, all or nothing (the
    /// caller frees them on a throw): the core of every addition, public or by id.
    mutating func add(
        _ ids: [ConstraintID], isEdit: Bool, tracking: EqualityTracking, what: @autoclosure () -> String
    ) throws(SolverError) {
        makeRoomForSequences()
        var added: [ConstraintID] = []
        let mark = beginOperation()
        do {
            for id in ids {
                added.append(id)
                try insert(id, isEdit: isEdit, tracking: tracking)
            }
            try optimize()
            try verify(adding: ids)
            try finishOperation(what())
        } catch {
            let suspect = tableau.hasLostPrecision || tableau.lostPrecisionSinceBuild
            // The journal takes back everything the operation did, so the solver is as it was.
            rollbackOperation(mark, added: added)
            var error = error
            // The conflict was explained against a solver that held part of the batch;
            // name only constraints that were there before.
            if ids.count > 1, case .unsatisfiableConstraint(let bad, let others) = error {
                error = .unsatisfiableConstraint(
                    bad, conflicting: others.filter { constraintID(of: $0).map(records.contains) ?? false })
            }
            try recover(adding: ids, isEdit: isEdit, tracking: tracking, after: error, suspect: suspect)
        }
        checkInternally()
    }

    /// One term of a batch for ``addAllOrNone(terms:_:hints:)``: a variable the caller keeps
    /// alive for the whole call, unretained, and its coefficient.
    ///
    /// Why unretained: the batch's array of terms is the caller's scratch, read once into the
    /// solver's table (which keeps its own reference to each variable); holding a reference
    /// in it cost a retain and a release per term (about 4 million instructions of the
    /// 1,000-card list's first layout), for variables the caller's items hold anyway.
    package struct BatchTerm {
        package var variable: Unmanaged<Variable>
        package var coefficient: Double

        @inline(__always)
        package init(_ variable: Unmanaged<Variable>, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// Adds constraints, each with its own tracking, as one operation: all of them (their
    /// ids, in order), or none (`nil`, the solver unchanged).
    ///
    /// For a front end that installs a large batch (a first layout) and must break each
    /// failing constraint alone: it tries the batch in one operation, and only when that
    /// fails adds the constraints one at a time to find which ones fail. Both give the same
    /// decisions: a set of constraints that holds together is accepted one at a time, and
    /// one that does not fails at some constraint. Nothing is explained or recovered here,
    /// so a failure costs the inserts and the rollback alone.
    ///
    /// Why: each addition is an operation of its own, whose journal and checks cost about a
    /// quarter of a small constraint's addition.
    ///
    /// Constraint *k* is `terms[batch[k - 1].end ..< batch[k].end] + constant relation 0`
    /// (from 0 for the first); the caller vouches that each constraint's terms are reduced
    /// (each variable once, no zero coefficient) and that their variables live until the
    /// call returns (``BatchTerm``). No object is made per constraint: each is a record in
    /// the solver's table, named by the id returned.
    ///
    /// `hints` guesses the symbol of each term, in order (see ``SymbolHints``); when the
    /// batch goes in, it holds their actual symbols, for the caller to keep as the next
    /// guesses. Guesses change nothing but the cost.
    ///
    /// - Complexity: the sum of the inserts, with one optimisation at the end.
    package mutating func addAllOrNone(
        terms: [BatchTerm], _ batch: [BatchConstraint], hints: inout SymbolHints
    ) -> [ConstraintID]? {
        var start = 0
        for c in batch {
            let end = min(max(c.end, start), terms.count)
            // What `validate` checks; its error is not reported here, so no message is made.
            guard c.strength.isValid, c.constant.isFinite else { return nil }
            for k in start..<end where !terms[k].coefficient.isFinite { return nil }
            start = end
        }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(batch.count)
        start = 0
        // Through a buffer pointer: a slice of the array per constraint retained and released
        // the array's storage.
        terms.withUnsafeBufferPointer { all in
            for c in batch {
                let end = min(max(c.end, start), all.count)
                // The table's reference to each variable is the only one taken.
                ids.append(
                    records.allocate(
                        batch: UnsafeBufferPointer(rebasing: all[start..<end]), constant: c.constant,
                        relation: c.relation, strength: c.strength))
                start = end
            }
        }
        guard addAllOrNone(ids, hints: &hints, tracking: { batch[$0].tracking }) else {
            for id in ids.reversed() { records.free(id) }
            return nil
        }
        return ids
    }

    /// ``addAllOrNone(terms:_:hints:)`` for public constraints (`false`: none went in).
    package mutating func addAllOrNone(
        _ constraints: [LinearConstraint], hints: inout SymbolHints, tracking: (Int) -> EqualityTracking
    ) -> Bool {
        var seen = Set<LinearConstraint>()
        for c in constraints {
            guard publicIDs[c] == nil, seen.insert(c).inserted else { return false }
            do { try Self.validate(c) } catch { return false }
        }
        let ids = constraints.map { allocate($0) }
        guard addAllOrNone(ids, hints: &hints, tracking: tracking) else {
            for id in ids.reversed() { freeConstraint(id) }
            return false
        }
        return true
    }

    /// The core of the batch additions: allocated records in, all or none (the caller frees
    /// them on `false`).
    private mutating func addAllOrNone(
        _ ids: [ConstraintID], hints: inout SymbolHints, tracking: (Int) -> EqualityTracking
    ) -> Bool {
        let explains = explainsConflicts
        explainsConflicts = false
        defer { explainsConflicts = explains }
        makeRoomForSequences()
        var added = 0
        let mark = beginOperation()
        do throws(SolverError) {
            for (index, id) in ids.enumerated() {
                added += 1
                try insert(id, isEdit: false, tracking: tracking(index), hints: &hints)
            }
            try optimize()
            try verify(adding: ids, symbols: hints)
            try finishOperation("adding \(ids.count) constraints")
        } catch {
            rollbackOperation(mark, added: Array(ids.prefix(added)))
            return false
        }
        checkInternally()
        return true
    }

    static func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        guard constraint.constant.isFinite, constraint.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .nonFiniteValue("\(constraint)") }
    }

    /// ``validate(_:)`` for a constraint given by its parts.
    static func validate(
        _ terms: ArraySlice<Term>, constant: Double, strength: Strength, relation: Relation
    ) throws(SolverError) {
        guard strength.isValid else { throw .invalidStrength(strength) }
        guard constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .nonFiniteValue("\(LinearConstraint(LinearExpression(Array(terms), constant: constant), relation, strength: strength))")
        }
    }

    /// Whether a constraint, as written (repeated variables combined), is within the
    /// supported range: a spread of its coefficients of at most ``Numerics/spread`` and a
    /// constant of at most ``Numerics/magnitude`` times its largest coefficient. (`makeRow`
    /// checks the same on the way, without a second pass; this is for the error path.)
    ///
    /// - Complexity: O(*n*) for its *n* terms.
    func isInRange(_ id: ConstraintID) -> Bool {
        let terms = records.terms(of: id)
        guard !terms.isEmpty else { return true }
        var largest = 0.0
        var smallest = Double.infinity
        for term in terms {
            largest = max(largest, abs(term.coefficient))
            smallest = min(smallest, abs(term.coefficient))
        }
        return Numerics.isWithinSpread(largest: largest, smallest: smallest)
            && abs(records.constant(of: id)) <= Numerics.magnitude * largest
    }

    /// ``symbol(for:hint:)`` of a variable that `records` holds for the whole call (a term of
    /// the constraint being inserted), without a retain and a release of it.
    @inline(__always)
    private mutating func symbol(forUnretained variable: Unmanaged<Variable>, hint: SymbolID) -> SymbolID {
        let s: SymbolID
        if isSymbol(hint, ofUnretained: variable) {
            s = hint
        } else {
            let object = variable.takeUnretainedValue()
            s = knownSymbol(of: object) ?? introduce(object)
        }
        variableUses[Int(s)] += 1
        if tableau.journal.isActive { usesThisOperation.append(s) }
        return s
    }

    /// ``isSymbol(_:of:)`` comparing the objects' addresses, without a retain.
    @inline(__always)
    func isSymbol(_ s: Int32, ofUnretained variable: Unmanaged<Variable>) -> Bool {
        guard s >= 0, Int(s) < variablePositions.count else { return false }
        let position = Int(variablePositions[Int(s)])
        return position >= 0 && Unmanaged.passUnretained(variableList[position]).toOpaque() == variable.toOpaque()
    }

    // MARK: Building the row

    /// The row of a constraint over the current parameters, with its marker and other symbol
    /// (kiwi's `createRow`); errors of a non-required constraint enter its priority level.
    /// The row's constant is made non-negative, which is what lets a new slack or error be
    /// its subject.
    ///
    /// A required equality gets a dummy marker only when tracked (see ``EqualityTracking``).
    ///
    /// The row is scaled by a power of two (exactly) so that its largest coefficient is in
    /// `[1, 2)`: the tolerances of ``Numerics`` are relative to that. `magnitude` is the size
    /// of the largest value that went into the row's constant, on the same scale: what a
    /// residue in the constant is to be compared with.
    ///
    /// - Throws: ``SolverError/coefficientRange(_:)`` for a constraint outside the supported
    ///   range (before anything changed).
    mutating func makeRow(
        for id: ConstraintID, tracking: EqualityTracking, hints: inout SymbolHints
    ) throws(SolverError) -> (row: Row, marker: SymbolID, other: SymbolID, magnitude: Double) {
        // The terms by index into the table, here and below: a copy of each term (`for term in
        // terms`) retained and released its variable, two calls per term of every addition, and
        // a slice of the table's terms held across the loop retained and released the array.
        let terms = records.termIndices(of: id)
        let constant = records.constant(of: id)
        let relation = records.relation(of: id)
        let strength = records.strength(of: id)
        var largest = 0.0
        var smallest = Double.infinity
        for k in terms {
            largest = max(largest, abs(records.coefficient(at: k)))
            smallest = min(smallest, abs(records.coefficient(at: k)))
        }
        if !terms.isEmpty,
            !Numerics.isWithinSpread(largest: largest, smallest: smallest) || abs(constant) > Numerics.magnitude * largest
        {
            throw .coefficientRange(linear(id))
        }
        if largest > Numerics.wideSpread * smallest { tableau.lostPrecision = true }
        // The whole row (markers included, so that an error still measures the constraint's
        // own violation) is scaled twice: by `unit` before the substitutions, so that
        // coefficients of 1e-200 survive them, and once they are done (below).
        let unit = Self.normalizer(largest)
        var row = Row(constant: constant * unit, terms: tableau.takeSpareTerms())
        var magnitude = abs(row.constant)
        // The largest product that went into a coefficient of the row: what the row's
        // coefficients, once substituted, are to be compared with.
        var operands = 0.0
        var substituted = false
        var ownVariables: Set<ObjectIdentifier>? = nil
        // The slack and errors added below, so that a row built term by term is allocated
        // once at its final size.
        let markers: Int
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual: markers = strength.isRequired ? 1 : 2
        case .equal: markers = strength.isRequired ? (tracking == .tracked ? 1 : 0) : 2
        }
        // The guesses read and the symbols written through one buffer (see `SymbolHints`): a
        // store per term into the array checked its uniqueness each time.
        var next = hints.next
        hints.symbols.withUnsafeMutableBufferPointer { guesses in
            for k in terms {
                let s = symbol(forUnretained: records.unretainedVariable(at: k), hint: SymbolHints.guess(guesses, next))
                if next < guesses.count { guesses[next] = s }
                next += 1
                var r = tableau.basicRow[Int(s)]
                if r >= 0, tableau.rows.heads[Int(r)].count >= 2, !tableau.hasLostPrecision, !tableau.lostPrecisionSinceBuild,
                    exchangeForPrivateParameter(s, row: r, keeping: records.terms(of: id), ownVariables: &ownVariables)
                {
                    r = -1
                }
                let coefficient = records.coefficient(at: k) * unit
                if r >= 0 {
                    magnitude = max(magnitude, abs(coefficient * tableau.rows.heads[Int(r)].constant))
                    operands = max(operands, abs(coefficient) * tableau.add(row: Int(r), times: coefficient, into: &row))
                    substituted = true
                } else {
                    operands = max(operands, abs(coefficient))
                    if substituted {
                        row.add(coefficient, to: s)
                    } else {
                        // Until a row is merged in, the row holds only earlier terms of the
                        // constraint, whose variables differ from this one.
                        if row.terms.capacity == 0 { row.terms.reserveCapacity(terms.upperBound - k + markers) }
                        Self.insert(coefficient, forNew: s, into: &row)
                    }
                }
            }
        }
        hints.next = next
        if substituted {
            dropCollapsedTerms(of: &row, operands: operands, magnitude: magnitude)
            noteResidueFarBelowTheConstraint(row, coefficient: largest * unit)
        }
        var marker: SymbolID = -1
        var other: SymbolID = -1
        let required = strength.isRequired
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            // In the units of the constraint as written, or, in a rebuild's second opinion
            // (`scaledSlacks`), in those of the scaled constraint: there the slack of
            // `1e-5·b <= 0` is ±1 beside 1.31·b, not 2^17 times it, which pushed the real
            // terms of `b`'s row below the absolute floors of a subject and a cost once the
            // row was normalised to its slack (oracle seed 32615). `constraintEquations()`
            // reads it so (`slackUnit(of:)`).
            Self.insert(scaledSlacks ? sign : sign * unit, forNew: marker, into: &row)
            if !required {
                other = tableau.makeSymbol(.error)
                Self.insert(-sign * unit, forNew: other, into: &row)
                addObjectiveTerm(other, strength: strength)
            }
        case .equal:
            if required {
                if tracking == .tracked {
                    marker = tableau.makeSymbol(.dummy)
                    Self.insert(unit, forNew: marker, into: &row)
                }
            } else {
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                Self.insert(-unit, forNew: marker, into: &row)
                Self.insert(unit, forNew: other, into: &row)
                addObjectiveTerm(marker, strength: strength)
                addObjectiveTerm(other, strength: strength)
            }
        }
        if row.constant < 0 { row.negate() }
        let scale = Self.normalizer(row.largestCoefficient)
        if scale != 1 { row.scale(by: scale) }
        if !row.isFinite || !(magnitude * scale).isFinite { tableau.overflowed = true }
        return (row, marker, other, magnitude * scale)
    }

    /// ``Numerics/normalizer(_:)``, with no arithmetic for a largest coefficient already in
    /// `[1, 2)` (every row of a layout, whose coefficients are ±1): building the power of two
    /// cost about 80 instructions, twice per constraint.
    @inline(__always)
    static func normalizer(_ largest: Double) -> Double {
        largest >= 1 && largest < 2 ? 1 : Numerics.normalizer(largest)
    }

    /// Puts a term for a symbol the row does not hold (a variable of the constraint before
    /// any row was merged in, or a new marker or error): what ``Row/add(_:to:)`` does for an
    /// absent symbol, as an append and a few swaps that keep the terms sorted. Why: the array
    /// insertion behind `add` was a tenth of building a row, for terms that almost always go
    /// at or near the end.
    ///
    /// Nothing here is underflow: the coefficient is one of the constraint as written, or its
    /// slack's or error's, scaled by the row's power of two. A slack of `1e20 * x <= 1e20` is
    /// 2⁻⁶⁷ there; dropped as underflow, it made the inequality an equality.
    ///
    /// - Complexity: O(*n*) for the terms that sort after the symbol.
    @inline(__always)
    static func insert(_ coefficient: Double, forNew symbol: SymbolID, into row: inout Row) {
        guard coefficient != 0 else { return }
        row.terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
        var i = row.terms.count - 1
        while i > 0, row.terms[i - 1].symbol > symbol {
            row.terms.swapAt(i - 1, i)
            i -= 1
        }
        if i > 0, row.terms[i - 1].symbol == symbol {
            // Not new after all (no caller should get here): the generic sum instead.
            row.terms.remove(at: i)
            row.add(coefficient, to: symbol)
        }
    }

    /// Drops the terms of a substituted row whose every coefficient (dummies aside) is the
    /// rounding residue of the products that went into them: the constraint is a combination
    /// of rows already in the tableau (a restated required equality, say), and solving it for
    /// a residue coefficient of 2e-11 left from terms near 1000 would move a slack by a hundred
    /// and leave the tableau infeasible. Each sum was judged by its own two operands
    /// (``Numerics/cancellation``), but residue accumulated over several operations can pass
    /// that test; the row as a whole cannot hide it. The operation is marked as having lost
    /// precision, so every required constraint is checked before it is kept.
    ///
    /// Residue is ``Numerics/collapse`` of `operands` (the largest product that went into a
    /// coefficient). When the constant is zero too (``Numerics/residue(_:)`` of `magnitude`),
    /// the row restates the tableau as a whole, and its coefficients are held to the same
    /// fraction as that constant, ``Numerics/restatement``: `operands` counts the products of
    /// this substitution only, not the rounding each substituted coefficient already carried
    /// (the tracked copy of `100.25·v1 - 10·v5 == 99` cancelled products near 4.8e-3 to 2e-15
    /// on an error, 4e-13 of them; solved for that error instead of its dummy, the dummy
    /// entered every row with coefficients up to 5e15, and a row fell to -94 six operations
    /// later). A row that keeps a real coefficient with a zero constant then is a constraint
    /// the rounding of the tableau cannot tell from a restatement: dropped, it is still
    /// checked against its own expression.
    ///
    /// - Complexity: O(*n*) for the row's *n* terms.
    mutating func dropCollapsedTerms(of row: inout Row, operands: Double, magnitude: Double) {
        var largest = 0.0
        for t in row.terms where tableau.kinds[Int(t.symbol)] != .dummy {
            largest = max(largest, abs(t.coefficient))
        }
        guard largest > 0 else { return }
        let restates = abs(row.constant) <= Numerics.residue(magnitude)
        let fraction = restates ? Numerics.restatement : Numerics.collapse
        guard largest < fraction * operands else { return }
        row.terms.removeAll { tableau.kinds[Int($0.symbol)] != .dummy }
        tableau.lostPrecision = true
    }

    /// Notes lost precision when every term of a substituted row (dummies aside) is below
    /// ``Numerics/suspectPivot`` of the constraint's largest coefficient `coefficient` (scaled
    /// as the row), and one of them is below that fraction of its own column's largest
    /// element elsewhere in the tableau too. The terms then all came from rows whose basic
    /// symbol (coefficient 1) they are far below, and the row's normalisation will make them
    /// look sound: such a term is the real coupling of a symbol that is small everywhere (the
    /// slack of `1e20·x <= 1e20`, 2⁻⁶⁷ in `x`'s row and in no other), or residue where the
    /// same symbol is of scale 1 in other rows (`v0 = 0.1 + 2.04e-15·s6`, what sums near 0.1
    /// left of a zero, each operand already carrying earlier rounding, beside `s6` at ±1 in
    /// two rows: `v0 == 100` was solved for `s6` at 4.9e16 and a required contradiction of
    /// `1000·v0 == 100` accepted). The rows cannot tell which for sure; the check of every
    /// required constraint against its own expression can. Layout constraints (coefficients
    /// ±1 over rows of ±1) never get here.
    ///
    /// - Complexity: O(*n*) for the row's *n* terms; when all are that small, O(*k*·log *m*)
    ///   over the *k* rows of each term's column.
    private mutating func noteResidueFarBelowTheConstraint(_ row: Row, coefficient: Double) {
        var largest = 0.0
        for t in row.terms where tableau.kinds[Int(t.symbol)] != .dummy {
            largest = max(largest, abs(t.coefficient))
        }
        guard largest > 0, largest < Numerics.suspectPivot * coefficient else { return }
        for t in row.terms where tableau.kinds[Int(t.symbol)] != .dummy {
            for id in tableau.columns[Int(t.symbol)] where !tableau.isObjective(id) {
                if abs(t.coefficient) < Numerics.suspectPivot * abs(tableau.rows[Int(id)].coefficient(of: t.symbol)) {
                    tableau.lostPrecision = true
                    return
                }
            }
        }
    }

    /// Makes the basic variable `s` of row `r` a parameter again, when the row holds an
    /// external parameter that no other row holds (a *private* one): the row is pivoted to
    /// make that parameter basic instead. Returns whether it did.
    ///
    /// Why: a new constraint that mentions a basic variable takes in its whole row. Along a
    /// chain (`v1.left == v0.left + v0.width`, `v2.left == v1.left + v1.width`, …) the
    /// variable the next link mentions is the one just made basic, so without the exchange
    /// each position's row holds every earlier width, and a chain of *N* views costs *N*²
    /// in time and memory. With it, the new row takes in one term (`s`) instead of the whole
    /// row, and the pivot costs no more than that substitution would have: the private
    /// parameter is in no other row, so nothing else changes. The basis only trades one
    /// unrestricted (external) variable for another, so feasibility and optimality are kept,
    /// whatever the order in which a chain is added.
    ///
    /// Not done once the tableau has lost precision (see ``Tableau/hasLostPrecision``): there
    /// a pivot the operation does not need may turn rounding residue into large values. The
    /// parameter must not be a variable of the constraint being built (its earlier terms
    /// are already in the new row as parameters), and its coefficient must be a safe pivot:
    /// at least ``Numerics/subjectRatio`` of the largest coefficient of the row, `s`'s own
    /// coefficient of 1 included (threshold partial pivoting, as for a new row's subject).
    ///
    /// - Complexity: O(*n*) for the *n* terms of the row (the pivot), plus O(*m*) once to
    ///   index a constraint of *m* > 16 terms.
    mutating func exchangeForPrivateParameter(
        _ s: SymbolID, row r: Int32, keeping terms: ArraySlice<Term>, ownVariables: inout Set<ObjectIdentifier>?
    ) -> Bool {
        var best: SymbolID = -1
        // In a scope of its own: a view of the row kept across the pivot would make the pivot
        // copy the tableau's pool of terms.
        do {
            let row = tableau.rows[Int(r)]
            // The basic variable's own coefficient of 1 counts among the row's.
            let threshold = Numerics.subjectRatio * max(1, row.largestCoefficient)
            var bestCoefficient = 0.0
            for t in row.terms where tableau.kinds[Int(t.symbol)] == .external && tableau.columns[Int(t.symbol)].count == 1 {
                let a = abs(t.coefficient)
                guard a >= threshold, a >= Numerics.pivot, a > bestCoefficient else { continue }
                let position = variablePositions[Int(t.symbol)]
                guard position >= 0 else { continue }
                let variable = variableList[Int(position)]
                if terms.count <= 16 {
                    if terms.contains(where: { $0.variable === variable }) { continue }
                } else {
                    if ownVariables == nil { ownVariables = Set(terms.map { ObjectIdentifier($0.variable) }) }
                    if ownVariables?.contains(ObjectIdentifier(variable)) == true { continue }
                }
                best = t.symbol
                bestCoefficient = a
            }
        }
        guard best >= 0 else { return false }
        tableau.pivot(row: r, entering: best)
        return true
    }

    /// The subject to solve a new row for, chosen to keep the tableau sparse and feasible:
    /// 1. an external variable, the one held by the fewest rows (a new one costs no
    ///    substitution at all) among those whose coefficient is at least
    ///    ``Numerics/subjectRatio`` of the largest external one;
    /// 2. the constraint's own slack or error when its coefficient is negative (new symbols:
    ///    feasible since the constant is non-negative);
    /// 3. another slack or error with a negative coefficient whose substitution keeps every
    ///    restricted row feasible (this is what spares most required equalities the
    ///    artificial variable kiwi would add).
    /// `nil` when none fits: phase one decides.
    ///
    /// Steps 1 and 3 skip a coefficient that may be rounding residue (see
    /// ``Numerics/isSubject(_:constant:magnitude:)``): solving for a residue of 1e-13 would
    /// set values near 1e15 and accept a contradiction of near-parallel rows. An external in
    /// no row of the tableau cannot hold residue (its coefficient is the constraint's own).
    ///
    /// `mutating` though it changes nothing: called from a mutating method, a non-mutating
    /// method that is not inlined is handed a copy of the whole solver (a 712-byte `memcpy`,
    /// since the solver is passed as a value), once per constraint.
    mutating func chooseSubject(_ row: Row, marker: SymbolID, other: SymbolID, magnitude: Double) -> SymbolID? {
        // A soft line added unmet (Solver+Recovery.swift): its own slack or error, so that no
        // value moves.
        if insertsUnmet, other >= 0 {
            return row.coefficient(of: marker) < 0 ? marker : row.coefficient(of: other) < 0 ? other : nil
        }
        var best: SymbolID = -1
        var bestCount = Int.max
        // Threshold partial pivoting: an external whose coefficient is far below the largest
        // external one would make its value (and everything substituted with it) huge, and
        // the rounding of those huge values would then break other constraints.
        var largest = 0.0
        for t in row.terms where tableau.kinds[Int(t.symbol)] == .external {
            largest = max(largest, abs(t.coefficient))
        }
        let threshold = Numerics.subjectRatio * largest
        // Made only when a candidate is passed over (rarely): its empty array's release at
        // every return was a tenth of the choice.
        var passedOver: [SymbolID]? = nil
        while true {
            for t in row.terms
            where tableau.kinds[Int(t.symbol)] == .external && !(passedOver?.contains(t.symbol) ?? false) {
                let count = tableau.columns[Int(t.symbol)].count
                // A variable in no row of the tableau took its coefficient from the constraint
                // alone (scaled by powers of two): exact, so never residue, however small beside
                // the substituted terms (a new `a` in `-16.5·b - a <= 0.009` where `b` moves by
                // 8.5e10 per unit of an error: solving for that error instead pivoted through
                // terms near 1.4e12 and left their rounding as costs).
                guard abs(t.coefficient) >= threshold,
                    count == 0 || Numerics.isSubject(t.coefficient, constant: row.constant, magnitude: magnitude)
                else { continue }
                // In no row: the fewest there can be (a later one never replaces it), and no
                // row to keep feasible. Most subjects of a layout (a new view's variable).
                if count == 0 { return t.symbol }
                if count < bestCount {
                    best = t.symbol
                    bestCount = count
                }
            }
            guard best >= 0 else { break }
            // A parameter that a restricted row holds (an external once passed over as a
            // subject, see above) moves that row when it becomes basic: it must keep it
            // feasible, as a slack does in step 3.
            if movesNoRestrictedRowBelowTolerance(best, value: row.constant / -row.coefficient(of: best)) { return best }
            if passedOver == nil { passedOver = [best] } else { passedOver?.append(best) }
            best = -1
            bestCount = Int.max
        }
        if marker >= 0, tableau.kinds[Int(marker)].isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, tableau.kinds[Int(other)].isPivotable, row.coefficient(of: other) < 0 { return other }
        // Cheapest first: the feasibility check scans the candidate's column, and the first
        // feasible candidate in this order is the one wanted anyway.
        var candidates: [(count: Int, term: RowTerm)] = []
        for t in row.terms
        where t.coefficient < 0 && tableau.kinds[Int(t.symbol)].isPivotable
            && Numerics.isSubject(t.coefficient, constant: row.constant, magnitude: magnitude)
        {
            candidates.append((tableau.columns[Int(t.symbol)].count, t))
        }
        candidates.sort { ($0.count, $0.term.symbol) < ($1.count, $1.term.symbol) }
        for c in candidates where keepsFeasible(c.term.symbol, value: row.constant / -c.term.coefficient) {
            return c.term.symbol
        }
        return nil
    }

    /// Whether giving the user variable `s` (a parameter) the value `value` leaves every
    /// restricted row that holds it within its feasibility tolerance (a dummy row at zero). A
    /// row already a little below zero, within its tolerance, is not held against a move that
    /// does not lower it.
    ///
    /// - Complexity: O(*k*·log *n*) for the *k* rows holding `s` (the substitution that
    ///   follows costs as much).
    ///
    /// `mutating` though it changes nothing, as ``chooseSubject(_:marker:other:magnitude:)``.
    mutating func movesNoRestrictedRowBelowTolerance(_ s: SymbolID, value: Double) -> Bool {
        guard value != 0 else { return true }
        for id in tableau.columns[Int(s)] {
            let basic = tableau.rowBasic[Int(id)]
            let kind = tableau.kinds[Int(basic)]
            guard kind.isRestricted else { continue }
            let row = tableau.rows[Int(id)]
            let shift = row.coefficient(of: s) * value
            if kind == .dummy {
                if abs(shift) >= Numerics.feasibility { return false }
            } else if shift < 0, row.constant + shift < -Numerics.tolerance(row.magnitude) {
                return false
            }
        }
        return true
    }

    /// Whether giving the parameter `s` the value `value` keeps every restricted row
    /// non-negative: a row it lowers may end below zero only by the rounding of the sum,
    /// ``Numerics/relativeFeasibility`` of its operands (the row's magnitude and the shift).
    ///
    /// No absolute floor: a slack is in the units of its constraint as written, and an
    /// absolute -1e-9 let `c2` of oracle seed 30278 (parallel to a required
    /// `1.03e-6·a - 5.7e-9·c >= 3.0e-4` to within rounding, its constant 3.9e-8 off) go in
    /// with that line's slack at -1.18e-11, 3e-8 of the line's terms where the promise is
    /// 1e-9: every later accuracy check then failed, and a suggestion was refused. Exact
    /// arithmetic (layouts) never ends a row below zero, so it is not affected.
    ///
    /// `mutating` though it changes nothing, as ``chooseSubject(_:marker:other:magnitude:)``.
    mutating func keepsFeasible(_ s: SymbolID, value: Double) -> Bool {
        for id in tableau.columns[Int(s)] {
            let basic = tableau.rowBasic[Int(id)]
            let kind = tableau.kinds[Int(basic)]
            guard kind.isRestricted else { continue }
            let shift = tableau.rows[Int(id)].coefficient(of: s) * value
            if kind == .dummy {
                if abs(shift) >= Numerics.feasibility { return false }  // a dummy row must stay at zero
            } else if shift < 0, tableau.rows[Int(id)].constant + shift
                < -Numerics.relativeFeasibility * max(tableau.rows[Int(id)].magnitude, -shift)
            {
                return false
            }
        }
        return true
    }

    // MARK: Inserting

    /// Puts a validated constraint into the tableau (without re-optimising), or throws. A
    /// throw leaves the tableau changed: the public operation around it rolls its journal
    /// back (see ``Journal``).
    mutating func insert(_ c: ConstraintID, isEdit: Bool, tracking: EqualityTracking) throws(SolverError) {
        var none = SymbolHints()
        try insert(c, isEdit: isEdit, tracking: tracking, hints: &none)
    }

    /// ``insert(_:isEdit:tracking:)`` with guesses of the symbols of the constraint's
    /// variables, read from `hints` (and set to the actual symbols) from its next entry on.
    mutating func insert(
        _ c: ConstraintID, isEdit: Bool, tracking: EqualityTracking, hints: inout SymbolHints
    ) throws(SolverError) {
        var tracking = tracking
        var (row, marker, other, magnitude) = try makeRow(for: c, tracking: tracking, hints: &hints)
        if marker < 0, row.terms.contains(where: { tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Combined with tracked equalities: if it ends up defined by their dummies alone
            // (redundant with them, at once or after phase one), it needs a marker of its own
            // to survive their removal, since their rows are dropped with them. Dummies exist
            // only where tracking is used, so compact systems never pay for this.
            tracking = .tracked
            marker = tableau.makeSymbol(.dummy)
            row.add(1, to: marker)
        }
        var subject = chooseSubject(row, marker: marker, other: other, magnitude: magnitude)
        if subject == nil, row.terms.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            // Every variable cancelled: the constraint restates (constant 0: a redundant
            // required equality, which kiwi wrongly rejects) or contradicts (otherwise) the
            // required equalities already in the solver; the dummies left name the tracked
            // ones it was combined with.
            if abs(row.constant) > Numerics.residue(magnitude) {
                let suspects = row.terms.compactMap { markerOwner(of: $0.symbol) }
                throw .unsatisfiableConstraint(linear(c), conflicting: explainConflict(c, suspects: suspects).map(linear))
            }
            // A tracked one keeps a row of dummies with its own as the basic symbol. Its
            // constant was just judged zero, so it is zero: kept as it was (3.3e-9 left from
            // values near 1000), the dummy row stood off zero beyond its feasibility tolerance.
            row.constant = 0
            subject = row.terms.isEmpty ? nil : marker
        }
        if row.terms.isEmpty {
            // Nothing to keep: an untracked redundant equality needs no row.
            tableau.recycle(&row.terms)
        } else if let subject {
            // Solved in place: a copy would share the terms, and the solve would then copy
            // them again (an allocation per constraint).
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
            tableau.recycle(&row.terms)
        } else if let certificate = try addWithArtificialVariable(row, marker: marker, magnitude: magnitude) {
            let suspects = certificate.compactMap { markerOwner(of: $0) }
            throw .unsatisfiableConstraint(linear(c), conflicting: explainConflict(c, suspects: suspects).map(linear))
        }
        let strength = records.strength(of: c)
        records.enter(c, marker: marker, other: other, sequence: nextSequence, isEdit: isEdit, tracking: tracking)
        nextSequence += 1
        if marker >= 0 { setMarkerOwner(marker, c) }
        if !strength.isRequired {
            var largest = 0.0
            for t in records.terms(of: c) { largest = max(largest, abs(t.coefficient)) }
            useLevel(strength.priority, by: 1, unit: largest)
        }
    }

    /// Phase one for a row with no feasible subject: an artificial variable is made basic for
    /// the row and minimised. Returns `nil` on success; on failure, the symbols of the
    /// infeasibility certificate (the parameters with a non-zero reduced cost in the final
    /// phase-one objective: by duality, the constraints whose combination contradicts the
    /// row).
    ///
    /// The minimisation stops before a degenerate pivot through the artificial's own row (see
    /// ``minimizeArtificial(_:artificial:zero:operands:)``). An artificial still basic then is at zero: it is
    /// pivoted out on the largest pivotable element of its row, its constant (rounding)
    /// cleared first when that element is weak or of the constant's sign, so that the pivot
    /// moves nothing (a degenerate pivot) rather than amplify or misplace the rounding. A row whose
    /// elements are all below ``Numerics/pivot`` (the row was made with its largest coefficient
    /// near 1) is rounding residue: the constraint restates the rows already in the tableau
    /// (two copies of an equality whose errors were substituted through values near 1e11 left
    /// 7.3e-12 in every element, and the pivot on one left rows at -23), so the row is dropped
    /// and the operation counts as having lost precision (every required constraint is then
    /// checked against its own expression); a row that holds a dummy is kept instead, as the
    /// row of dummies alone it stands for (``dropResidue(ofRow:)``).
    private mutating func addWithArtificialVariable(
        _ row: Row, marker: SymbolID, magnitude: Double
    ) throws(SolverError) -> [SymbolID]? {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        let objectiveSymbol = tableau.makeSymbol(.objective)
        let objective = tableau.insertRow(row, basic: objectiveSymbol)
        // Zero relative to the values that went into the row: residue of a cancellation of
        // large values is not an infeasibility.
        let zero = Numerics.residue(magnitude)
        var operands = try minimizeArtificial(objective, artificial: artificial, zero: zero, operands: row.largestCoefficient)
        var success = abs(tableau.rows[Int(objective)].constant) <= zero
        // A second look before the failure is believed: the pricing's floor (1e-11 of the
        // objective's scale) bounds the rounding of its largest costs, not of each one, and a
        // cost far below it can be real: -2.7e-15 for `c` beside slacks near 1 (a spread of
        // 1e-10 in one row times 1e-5, the parallelism of two rows) is the only way to meet
        // the line, with `c` at 1.7e9 (oracle seed 32037; 31125, a cost of 1.5e-17 and `d` at
        // 7.4e22). So every negative cost of the objective that its own term's rounding
        // bound does not explain is taken as real and the minimisation goes on (residue
        // entered walked the values along a ray to 1e15, where an infeasible line's gap hid
        // in their rounding: oracle churn seeds 21575 and 21640,
        // `SolverPhaseOneResidueCostTests`); a row of costs that are all exactly zero or
        // positive (every contradiction in exact arithmetic, every layout's) changes nothing. What it reaches
        // counts as lost precision, so that every required constraint is checked against its
        // own expression before the add is kept: a step through residue shows there.
        if !success, tableau.rows[Int(objective)].terms.contains(where: { $0.coefficient < 0 || tableau.kinds[Int($0.symbol)] == .external }) {
            phaseOnePricesEveryCost = true
            defer { phaseOnePricesEveryCost = false }
            operands = try minimizeArtificial(objective, artificial: artificial, zero: zero, operands: operands)
            success = abs(tableau.rows[Int(objective)].constant) <= zero
            if success { tableau.lostPrecision = true }
        }
        let certificate = success ? [] : tableau.rows[Int(objective)].terms.map(\.symbol)
        tableau.removeRow(objective)
        tableau.releaseSymbol(objectiveSymbol)
        if !success { return certificate }

        let r = tableau.basicRow[Int(artificial)]
        if r >= 0 {
            // Pivot the artificial variable out, so that a slack or error defines the row;
            // a row of dummies alone is a redundant tracked equality, kept with its own
            // dummy (the constraint's marker first).
            var entering: SymbolID = -1
            var element = 0.0
            var signed = 0.0
            for t in tableau.rows[Int(r)].terms where tableau.kinds[Int(t.symbol)].isPivotable && abs(t.coefficient) > element {
                entering = t.symbol
                element = abs(t.coefficient)
                signed = t.coefficient
            }
            // Residue relative to the products that went into the row (see above).
            let floor = max(Numerics.pivot, Numerics.collapse * operands)
            if element < floor {
                entering = -1
                element = 0
                for t in tableau.rows[Int(r)].terms where tableau.kinds[Int(t.symbol)] == .dummy {
                    let a = abs(t.coefficient)
                    if a >= floor, t.symbol == marker || entering < 0 {
                        entering = t.symbol
                        element = a
                        if t.symbol == marker { break }
                    }
                }
                if entering >= 0 { dropResidue(ofRow: r) }
            }
            if entering >= 0 {
                // The constant is the rounding of a zero: a weak element (below the ratio
                // that threshold pivoting accepts for a new row's subject) would amplify it
                // into a move of every row holding the entering symbol, and an element of
                // the constant's sign would make the entering symbol negative (beyond its
                // row's tolerance), so the pivot is then made degenerate; otherwise the
                // constant stays, and the pivot satisfies the row exactly. That tolerance is
                // of the row after the pivot, whose magnitude is divided by the element as
                // its constant is: judged by the row before (magnitude 2e15, 200.4), the
                // value 290.25 / 2 stayed, and the slack stood at -145 in a row whose
                // tolerance is 100.2 (`SolverPhaseOnePivotOutTests`).
                //
                // The rows holding the entering symbol move with it, each judged by its own
                // tolerance: a residue of 38 on values near 4e15, within the artificial row's
                // tolerance, put the entering slack at -38 and so the row of a copy of its
                // constraint (`s8 = s12`, magnitude 62) at -38, an infeasible row no pivot
                // could mend (`SolverPhaseOneResidueMoveTests`).
                let row = tableau.rows.heads[Int(r)]
                if element < Numerics.subjectRatio
                    || (row.constant * signed > 0 && abs(row.constant) / element > Numerics.tolerance(row.magnitude / element))
                    || (row.constant != 0 && !movesNoRestrictedRowBelowTolerance(entering, value: -row.constant / signed))
                {
                    tableau.clearConstant(ofRow: r)
                }
                tableau.pivot(row: r, entering: entering)
            } else {
                if !tableau.rows[Int(r)].isEmpty { tableau.lostPrecision = true }
                tableau.removeRow(r)
            }
        }
        tableau.erase(artificial)
        tableau.releaseSymbol(artificial)
        return nil
    }

    /// Makes the artificial's row `r`, about to be solved for a dummy because its pivotable
    /// elements are all residue, the row of dummies alone it stands for: those elements and
    /// its constant (which phase one judged zero) are cleared, and the operation counts as
    /// having lost precision, as when such a row is dropped.
    ///
    /// Kept, the residue stayed in the dummy's row, and the re-optimisation moved the dummy by
    /// it: the tracked copy of `-v4 + 10·v0 + 1000·v1 == 50`, over a row of `v4` that carries
    /// 5e-11 of its values, left 1e-13 on a slack there, and a step of 5e5 of that slack put
    /// the dummy at 2.5e-8, beyond the 1e-9 it is held to
    /// (`SolverRestatementWithinRoundingTests`).
    ///
    /// - Complexity: O(*n*·*c*) for the row's *n* terms in columns of length *c*.
    private mutating func dropResidue(ofRow r: Int32) {
        var residue: [RowTerm] = []
        for t in tableau.rows[Int(r)].terms where tableau.kinds[Int(t.symbol)].isPivotable { residue.append(t) }
        if !residue.isEmpty || tableau.rows[Int(r)].constant != 0 { tableau.lostPrecision = true }
        for t in residue { tableau.addTerm(-t.coefficient, t.symbol, toRow: r) }
        tableau.clearConstant(ofRow: r)
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
