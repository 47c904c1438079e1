/// Constraints by id: the solver keeps every constraint as a record addressed by a
/// ``ConstraintID`` (see ``ConstraintTable``). A front end that installs many constraints
/// (the layout engine) adds, removes and names them by id, and no object or dictionary entry
/// exists per constraint; the public API's `LinearConstraint` objects map to ids through a
/// table that only they fill.
extension Solver {
    /// One constraint of a batch for ``addAllOrNone(terms:_:hints:)``: its terms end at
    /// `end` in the batch's array of terms.
    package struct BatchConstraint: Sendable {
        package var end: Int
        package var constant: Double
        package var relation: Relation
        package var strength: Strength
        package var tracking: EqualityTracking

        package init(end: Int, constant: Double, relation: Relation, strength: Strength, tracking: EqualityTracking) {
            self.end = end
            self.constant = constant
            self.relation = relation
            self.strength = strength
            self.tracking = tracking
        }
    }

    /// Adds the constraint `terms + constant relation 0` at `strength` and returns its id.
    /// The caller vouches that the terms are reduced (each variable once, no zero
    /// coefficient).
    ///
    /// Errors are those of ``add(_:tracking:)``; the constraints they name are objects made
    /// for the occasion, except public ones: ``constraintID(of:)`` gives their ids.
    ///
    /// - Complexity: as ``add(_:tracking:)``.
    package mutating func add(
        terms: ArraySlice<Term>, constant: Double, relation: Relation, strength: Strength, tracking: EqualityTracking
    ) throws(SolverError) -> ConstraintID {
        try Self.validate(terms, constant: constant, strength: strength, relation: relation)
        let id = records.allocate(terms, constant: constant, relation: relation, strength: strength)
        do {
            try add([id], isEdit: false, tracking: tracking, what: "adding constraint \(id)")
        } catch {
            freeConstraint(id)
            throw error
        }
        return id
    }

    /// Removes the constraint of id `id`, as ``remove(_:)`` removes a public one.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for an id the solver does not hold
    ///   (or an edit variable's); the errors of ``remove(_:)``.
    package mutating func remove(id: ConstraintID) throws(SolverError) {
        guard let record = records[id], !record.isEdit else {
            throw .unknownConstraint(LinearConstraint(LinearExpression(), .equal))
        }
        try remove(id, record)
        freeConstraint(id)
        checkInternally()
    }

    /// Removes several constraints in one rebuild of the tableau from what stays (in the
    /// order it came, with the edit variables and their suggestions), which also forgets the
    /// variables only the removed constraints held. Ids the solver does not hold (or edit
    /// constraints) are passed over. If the rebuild fails (rounding), they are removed one
    /// at a time.
    ///
    /// - Complexity: O(a build of the remaining constraints).
    package mutating func remove(ids: [ConstraintID]) {
        let removed = Set(ids.filter { records[$0].map { !$0.isEdit } ?? false })
        guard !removed.isEmpty else { return }
        if removed.count > 1, let fresh = try? rebuilt(without: removed), fresh.requiredConstraintsHold() {
            self = fresh
            for id in removed { freeConstraint(id) }
            checkInternally()
            return
        }
        for id in removed.sorted() { try? remove(id: id) }
    }

    /// The id of a constraint: a public constraint's while the solver holds it, or the one a
    /// solver-made object names (``LinearConstraint/solverID``); `nil` otherwise.
    ///
    /// - Complexity: O(1).
    package func constraintID(of constraint: LinearConstraint) -> ConstraintID? {
        if let id = publicIDs[constraint] { return id }
        return constraint.solverID >= 0 && records.isAllocated(constraint.solverID) ? constraint.solverID : nil
    }

    /// The constraint of id `id` as an object: the public one added under it, or one made
    /// now that names it (``LinearConstraint/solverID``); `nil` for an id the solver does not
    /// hold.
    ///
    /// - Complexity: O(*n*) for its *n* terms.
    package func constraint(_ id: ConstraintID) -> LinearConstraint? {
        records.isAllocated(id) ? linear(id) : nil
    }

    /// ``constraint(_:)`` for an allocated id.
    func linear(_ id: ConstraintID) -> LinearConstraint {
        if let c = publicConstraints[id] { return c }
        return LinearConstraint(
            terms: Array(records.terms(of: id)), constant: records.constant(of: id), relation: records.relation(of: id),
            strength: records.strength(of: id), solverID: id)
    }

    /// A record for a public constraint, mapped both ways.
    mutating func allocate(_ constraint: LinearConstraint) -> ConstraintID {
        let id = records.allocate(
            constraint.reducedTerms, constant: constraint.constant, relation: constraint.relation,
            strength: constraint.strength)
        publicIDs[constraint] = id
        publicConstraints[id] = constraint
        return id
    }

    /// Frees a record that left the tableau (or never entered it), and its public mapping.
    mutating func freeConstraint(_ id: ConstraintID) {
        if let c = publicConstraints.removeValue(forKey: id) { publicIDs[c] = nil }
        records.free(id)
    }

    /// Renumbers the constraints' sequences from 0, in their order, when an addition could
    /// take them past 32 bits (a constraint slot keeps its sequence in an `Int32`): to be
    /// called before an addition's operation begins, when no record read before is held.
    ///
    /// Why the margin of twice the allocated records: an addition takes a sequence for each
    /// of its constraints (allocated before it), and a removal that rebuilds a component or a
    /// recovery that rebuilds the tableau numbers up to as many again for a while. The
    /// indexes current for a `nextSequence` (``HolderIndex``, ``RequiredCheck``) are dropped,
    /// since the counter goes back to values they may have been made for.
    ///
    /// - Complexity: O(1), or O(*n* log *n*) for *n* constraints once per 2^31 additions.
    mutating func makeRoomForSequences() {
        guard nextSequence > Self.sequenceLimit - 2 * records.allocated - 2 else { return }
        nextSequence = records.renumberSequences()
        holderIndex = HolderIndex()
        requiredCheck = RequiredCheck()
    }

    /// The largest sequence a constraint slot holds.
    static let sequenceLimit = Int(Int32.max)

    /// The constraint whose marker `s` is, if any. O(1).
    @inline(__always)
    func markerOwner(of s: SymbolID) -> ConstraintID? {
        guard s >= 0, Int(s) < markerOwners.count else { return nil }
        let owner = markerOwners[Int(s)]
        return owner >= 0 ? owner : nil
    }

    /// Makes `owner` (or nobody, -1) the constraint whose marker `s` is. O(1), amortized.
    mutating func setMarkerOwner(_ s: SymbolID, _ owner: ConstraintID) {
        guard s >= 0 else { return }
        if Int(s) >= markerOwners.count {
            guard owner >= 0 else { return }
            markerOwners.append(contentsOf: repeatElement(-1, count: Int(s) + 1 - markerOwners.count))
        }
        markerOwners[Int(s)] = owner
    }

    /// An empty solver to rebuild this one into: the same variable slots (see
    /// ``adoptVariableSlots(of:)``) and the same constraint records, out of the tableau, so
    /// that every constraint keeps its id and every public constraint its mapping; the
    /// records of `removed` are freed.
    ///
    /// - Complexity: O(*v* + *c*) for *v* variable slots and *c* records.
    func emptyCopy(without removed: Set<ConstraintID> = []) -> Solver {
        var fresh = Solver()
        fresh.adoptVariableSlots(of: self)
        fresh.records = records
        fresh.records.removeAllFromTableau()
        fresh.publicIDs = publicIDs
        fresh.publicConstraints = publicConstraints
        for id in removed { fresh.freeConstraint(id) }
        return fresh
    }
}
