/// Recovering from lost precision: the check that required constraints still hold, and the
/// rebuild that is tried before a failure that may be numeric is believed.
///
/// The tableau is updated incrementally in floating point. Near-parallel rows (an earlier row
/// nudged by 1e-9, say) make terms that should cancel survive as rounding residue, and a later
/// pivot can turn that residue into large values: a required constraint then drifts off, or
/// phase one calls a feasible constraint unsatisfiable. The tableau notes when an operation
/// loses precision (``Tableau/hasLostPrecision``); only then does the operation check every
/// required constraint against its original expression, so layout systems, whose arithmetic
/// is exact, never pay for it. When the check fails, or an operation fails in a way rounding
/// can explain, the solver is rebuilt from its constraints, the required ones first (they
/// then never pivot through the errors of soft ones), and the rebuilt solver is kept only if
/// every required constraint holds in it. Otherwise the operation is refused with
/// ``SolverError/coefficientRange(_:)`` and the solver is as it was. See <doc:Numerics>.
extension Solver {
    /// Throws an internal error when precision was lost (by this operation or since the
    /// last build) and a required constraint no longer holds to the accuracy promise: the
    /// caller undoes the operation and retries it on a tableau rebuilt required-first.
    /// Tableaus that never lost precision (every layout) skip the check.
    ///
    /// - Complexity: O(1) without lost precision, else O(the terms of the required constraints).
    func checkAccuracy(of operation: @autoclosure () -> String) throws(SolverError) {
        if tableau.hasLostPrecision || tableau.lostPrecisionSinceBuild, !tableau.hasOverflowed,
            !requiredConstraintsHold()
        {
            throw .internalError("\(operation()) lost accuracy")
        }
    }

    /// The accuracy promised for required constraints, 1e-9: at the solver's values, a
    /// required constraint `Σ aᵢ·xᵢ + c (==, <=, >=) 0` is violated by at most this times
    /// `|c| + Σ |aᵢ|·max(1, |xᵢ|)`, the size of its own terms, whatever magnitudes the rest of
    /// the system holds. An operation that cannot keep that throws instead (see
    /// <doc:Numerics>). Tests and fuzzers check answers against it.
    public static let requiredAccuracy: Double = Numerics.accuracy

    /// Whether a required constraint holds at the solver's values to ``Numerics/accuracy``
    /// relative to its size, `|c| + Σ |aᵢ|·max(1, |xᵢ|)`: each value counts as at least 1, so
    /// a value near zero reached from large ones (-7.2e-7 after -1.9e6) may carry their
    /// rounding, 1e-9 absolute, as a value near 1 may.
    ///
    /// - Complexity: O(*n*) for its *n* terms.
    func holdsAccurately(_ constraint: LinearConstraint) -> Bool {
        Self.holdsAccurately(
            constraint.reducedTerms, constant: constraint.constant, relation: constraint.relation
        ) { _, t in value(of: t.variable) }
    }

    /// ``holdsAccurately(_:)-(LinearConstraint)`` for a constraint in the solver, by id.
    func holdsAccurately(_ constraint: ConstraintID) -> Bool {
        holdsAccurately(constraint) { _, t in value(of: t.variable) }
    }

    /// ``holdsAccurately(_:)`` with the value of each term given by `valueOf` (the term's
    /// offset among the constraint's terms, and the term): for a caller that knows the
    /// symbols already.
    ///
    /// - Complexity: O(*n*) for its *n* terms.
    @inline(__always)
    func holdsAccurately(_ constraint: ConstraintID, valueOf: (Int, Term) -> Double) -> Bool {
        Self.holdsAccurately(
            records.terms(of: constraint), constant: records.constant(of: constraint),
            relation: records.relation(of: constraint), valueOf: valueOf)
    }

    /// ``holdsAccurately(_:valueOf:)`` for a constraint given by its parts.
    @inline(__always)
    static func holdsAccurately(
        _ terms: ArraySlice<Term>, constant: Double, relation: Relation, valueOf: (Int, Term) -> Double
    ) -> Bool {
        var sum = constant
        var size = abs(sum)
        var k = 0
        for t in terms {
            let x = valueOf(k, t)
            k += 1
            sum += t.coefficient * x
            size += abs(t.coefficient) * max(1, abs(x))
        }
        return isAccurate(sum: sum, size: size, relation: relation)
    }

    /// The verdict of ``holdsAccurately(_:constant:relation:valueOf:)``: whether a
    /// constraint whose expression sums to `sum` at the solver's values, with terms of `size`
    /// in all, holds to ``Numerics/accuracy``.
    @inline(__always)
    static func isAccurate(sum: Double, size: Double, relation: Relation) -> Bool {
        let residual: Double
        switch relation {
        case .equal: residual = abs(sum)
        case .lessThanOrEqual: residual = max(0, sum)
        case .greaterThanOrEqual: residual = max(0, -sum)
        }
        return residual <= Numerics.accuracy * size
    }

    /// Whether every required constraint in the solver holds (``holdsAccurately(_:)``).
    ///
    /// - Complexity: O(*t*) for the *t* terms of all required constraints.
    func requiredConstraintsHold() -> Bool {
        for (c, record) in records where !record.isEdit && record.strength.isRequired && !holdsAccurately(c) {
            return false
        }
        return true
    }

    /// The check at the end of an add: the new required constraints hold, and, when the
    /// operation lost precision, every required constraint does.
    ///
    /// - Throws: ``SolverError/coefficientRange(_:)`` naming the first new constraint when
    ///   one does not hold (the caller rolls back and tries ``recover(adding:isEdit:tracking:after:suspect:)``).
    /// - Complexity: O(*n*) for the new constraints' terms; O(*t*) for all the required
    ///   constraints' terms when precision was lost.
    func verify(adding added: [ConstraintID]) throws(SolverError) {
        // An overflow is reported as such by `finishOperation`, not as inaccuracy.
        guard !tableau.hasOverflowed else { return }
        for c in added where records.strength(of: c).isRequired && !holdsAccurately(c) { throw .coefficientRange(linear(c)) }
        if tableau.hasLostPrecision || tableau.lostPrecisionSinceBuild, !requiredConstraintsHold(),
            let first = added.first
        {
            throw .coefficientRange(linear(first))
        }
    }

    /// After a failed, rolled-back add of `added`: rethrows `error`, unless rounding may
    /// explain it, in which case the solver is rebuilt with `added`, required constraints
    /// first, and the rebuilt solver is kept if every required constraint holds in it. When
    /// that rebuild fails, a second one with each inequality's slack in its scaled
    /// constraint's units (``scaledSlacks``) is kept on the same condition (see <doc:Numerics>).
    ///
    /// Rounding may explain an accuracy refusal (``SolverError/coefficientRange(_:)`` for a
    /// constraint within the range rules), an internal error, or, when the solver lost
    /// precision since it was built (`suspect`), an unsatisfiable constraint.
    ///
    /// - Throws: `error` when rounding cannot explain it; the rebuilt solver's verdict when it
    ///   finds a new constraint unsatisfiable; ``SolverError/coefficientRange(_:)`` when the
    ///   rebuilt solver does not hold either (the first rebuild's error when the second fails
    ///   too). The solver is then unchanged.
    /// - Complexity: O(1) when the error stands; one rebuild otherwise, two when the first
    ///   fails (only on this error path).
    mutating func recover(
        adding added: [ConstraintID], isEdit: Bool, tracking: EqualityTracking, after error: SolverError,
        suspect: Bool
    ) throws(SolverError) {
        switch error {
        case .coefficientRange:
            guard added.allSatisfy(isInRange) else { throw error }
        case .internalError:
            break
        case .unsatisfiableConstraint:
            guard suspect else { throw error }
        default:
            throw error
        }
        do {
            self = try rebuiltRequiredFirst(adding: added, isEdit: isEdit, tracking: tracking, after: error)
        } catch {
            // A second opinion before the refusal is believed: each slack in its scaled
            // constraint's units (see `makeRow`), kept only if every required constraint
            // holds, as the first.
            if !scaledSlacks,
                let fresh = try? rebuiltRequiredFirst(
                    adding: added, isEdit: isEdit, tracking: tracking, after: error, scaledSlacks: true)
            {
                self = fresh
                return
            }
            // A soft line can always go in, at worst unmet: the values as they were, its
            // error taking up its violation.
            guard !added.isEmpty, !added.contains(where: { records.strength(of: $0).isRequired }) else { throw error }
            do {
                try addUnmet(added, isEdit: isEdit, tracking: tracking, bySlacks: false, after: error)
            } catch {
                try addUnmet(added, isEdit: isEdit, tracking: tracking, bySlacks: true, after: error)
            }
        }
    }

    /// Adds the non-required constraints `added` without the simplex: with the subjects the
    /// add would choose (a new variable of the line takes the value that meets it), kept when
    /// every required constraint that held still holds; or, `bySlacks`, with each row solved
    /// for its own slack or error (``Solver/insertsUnmet``), never for a variable, so that no
    /// value moves, every required constraint holds exactly as before, and each new line is
    /// met as far as the values already meet it. The last resort of
    /// ``recover(adding:isEdit:tracking:after:suspect:)``, when both the incremental add and
    /// the required-first rebuild lost the required constraints' accuracy optimising it: a
    /// soft line is then in, not at its optimum, rather than refused (see <doc:Numerics>).
    ///
    /// - Throws: `error` when even that fails (an overflow, say); the solver is then unchanged.
    /// - Complexity: the inserts, O(the rows the new rows substitute).
    private mutating func addUnmet(
        _ added: [ConstraintID], isEdit: Bool, tracking: EqualityTracking, bySlacks: Bool, after error: SolverError
    ) throws(SolverError) {
        // The required constraints that do not hold already (by a hair an earlier operation
        // was allowed, as at the edge of feasibility): the rows must not break another one.
        var failing: Set<ConstraintID> = []
        if !bySlacks {
            for (c, record) in records where !record.isEdit && record.strength.isRequired && !holdsAccurately(c) {
                failing.insert(c)
            }
        }
        var inserted: [ConstraintID] = []
        let mark = beginOperation()
        insertsUnmet = bySlacks
        defer { insertsUnmet = false }
        do throws(SolverError) {
            for id in added {
                inserted.append(id)
                try insert(id, isEdit: isEdit, tracking: tracking)
            }
            // Solved for new symbols of their own, the rows moved no value: the required
            // constraints hold as they did before (to the promise, or by the hair an earlier
            // operation was allowed).
            if !bySlacks {
                for (c, record) in records
                where !record.isEdit && record.strength.isRequired && !failing.contains(c) && !holdsAccurately(c) {
                    throw error
                }
            }
            try finishOperation("adding \(added.count) constraints unmet")
        } catch {
            rollbackOperation(mark, added: inserted)
            throw error
        }
    }

    /// The solver rebuilt from its constraints with `added`: the required constraints in the
    /// order they came, then the new required ones, then the others (edits included) in order,
    /// then the new non-required ones; then the edits' suggested values.
    ///
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` (`original` when it
    ///   names the same constraint) when a new one does not go in; ``SolverError/coefficientRange(_:)`` when an old
    ///   one does not, or a required constraint does not hold at the end.
    func rebuiltRequiredFirst(
        adding added: [ConstraintID], removing removed: ConstraintID? = nil, isEdit: Bool,
        tracking: EqualityTracking, after original: SolverError, scaledSlacks: Bool = false
    ) throws(SolverError) -> Solver {
        // A removal that cannot be kept accurate (the edits' values re-suggested beyond what
        // the rows can hold, say) is refused as such, naming the constraint, not as a defect.
        let failure: SolverError =
            (added.first ?? removed).map { .coefficientRange(linear($0)) } ?? original
        var fresh = emptyCopy(without: removed.map { [$0] } ?? [])
        fresh.explainsConflicts = false
        fresh.scaledSlacks = scaledSlacks
        let kept = records.filter { $0.id != removed }.sorted { $0.record.sequence < $1.record.sequence }
        var sequence = nextSequence
        var newcomers: [(ConstraintID, Int)] = []
        for c in added {
            newcomers.append((c, sequence))
            sequence += 1
        }
        func insertOld(_ c: ConstraintID, _ record: ConstraintRecord) throws(SolverError) {
            do {
                try fresh.insert(c, isEdit: record.isEdit, tracking: record.tracking)
            } catch {
                throw failure
            }
            fresh.records[c]?.sequence = record.sequence
        }
        func insertNew(_ c: ConstraintID, _ sequence: Int) throws(SolverError) {
            do {
                try fresh.insert(c, isEdit: isEdit, tracking: tracking)
            } catch {
                guard case .unsatisfiableConstraint = error else { throw failure }
                // Rebuilt, and still through lost precision: the verdict may be rounding's, so
                // the honest answer is that the constraint is beyond what can be decided.
                if fresh.tableau.hasLostPrecision { throw failure }
                // Built from scratch, the verdict stands. The first attempt's explanation, when
                // it was about this constraint, was made against the same constraints.
                if case .unsatisfiableConstraint(let same, _) = original, constraintID(of: same) == c { throw original }
                throw .unsatisfiableConstraint(linear(c), conflicting: explainConflict(c, suspects: []).map(linear))
            }
            fresh.records[c]?.sequence = sequence
        }
        for (c, record) in kept where record.strength.isRequired { try insertOld(c, record) }
        for (c, s) in newcomers where records.strength(of: c).isRequired { try insertNew(c, s) }
        for (c, record) in kept where !record.strength.isRequired { try insertOld(c, record) }
        for (c, s) in newcomers where !records.strength(of: c).isRequired { try insertNew(c, s) }
        fresh.nextSequence = sequence
        let keptEdits = edits.filter { $0.constraint != removed }
        for e in keptEdits {
            guard let r = fresh.records[e.constraint] else { continue }
            fresh.editIndex[e.variable] = fresh.edits.count
            fresh.edits.append(
                EditRecord(variable: e.variable, constraint: e.constraint, plus: r.marker, minus: r.other, constant: 0))
        }
        // The variables only `removed` held have no use left: forgotten before the edits are
        // suggested again, since each suggestion is a public operation whose invariants
        // (`CASSOWARY_INTERNAL_CHECKS`) include that no variable is held by nothing.
        fresh.forgetUnusedVariables()
        do {
            try fresh.optimize()
            if fresh.tableau.hasOverflowed { throw SolverError.overflow("rebuilding the tableau") }
            for e in keptEdits { try fresh.suggest(e.constant, for: e.variable, recovering: false) }
        } catch {
            throw failure
        }
        guard fresh.requiredConstraintsHold() else { throw failure }
        fresh.explainsConflicts = explainsConflicts
        fresh.rebuildCount = rebuildCount
        fresh.tableau.lostPrecisionSinceBuild = fresh.tableau.hasLostPrecision
        fresh.tableau.resetPrecisionTracking()
        return fresh
    }
}
