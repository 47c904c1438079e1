/// Explaining an unsatisfiable required constraint: which constraints already in the solver
/// it cannot hold with.
extension Solver {
    /// A small set of required constraints in the solver that, together with `c`, cannot
    /// hold. It starts from the infeasibility certificate of phase one (`suspects`), checks
    /// it, and shrinks it with a deletion filter (drop each member whose absence keeps the
    /// set infeasible), which leaves a set where every member is needed.
    ///
    /// - Complexity: O(*k*²) small solves for *k* suspects; only on the error path.
    func explainConflict(_ c: ConstraintID, suspects: [ConstraintID]) -> [ConstraintID] {
        var set = inSequence(Set(suspects.filter { records[$0].map { $0.strength.isRequired && !$0.isEdit } ?? false }))
        guard explainsConflicts else { return set }
        if !areInfeasible(set + [c]) {
            set = connectedRequiredConstraints(of: c)
            guard areInfeasible(set + [c]) else { return set }
        }
        guard set.count <= 256 else { return set }
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if areInfeasible(trial + [c]) { set = trial } else { i += 1 }
        }
        return set
    }

    private func inSequence(_ constraints: Set<ConstraintID>) -> [ConstraintID] {
        constraints.sorted { (records[$0]?.sequence ?? 0, $0) < (records[$1]?.sequence ?? 0, $1) }
    }

    /// The required constraints linked to `c` through shared variables, transitively.
    private func connectedRequiredConstraints(of c: ConstraintID) -> [ConstraintID] {
        var byVariable: [Variable: [ConstraintID]] = [:]
        for (constraint, record) in records where record.strength.isRequired && !record.isEdit && constraint != c {
            for term in records.terms(of: constraint) { byVariable[term.variable, default: []].append(constraint) }
        }
        var found = Set<ConstraintID>()
        var seenVariables = Set<Variable>()
        var queue = records.terms(of: c).map(\.variable)
        while let v = queue.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for other in byVariable[v] ?? [] where found.insert(other).inserted {
                queue.append(contentsOf: records.terms(of: other).map(\.variable))
            }
        }
        return inSequence(found)
    }

    /// Whether required constraints of this solver cannot all hold (checked on a scratch
    /// solver that holds copies of them alone).
    func areInfeasible(_ constraints: [ConstraintID]) -> Bool {
        var scratch = Solver()
        scratch.explainsConflicts = false
        for c in constraints {
            let copy = scratch.records.allocate(
                records.terms(of: c), constant: records.constant(of: c), relation: records.relation(of: c),
                strength: records.strength(of: c))
            do { try scratch.insert(copy, isEdit: false, tracking: .compact) } catch { return true }
        }
        return false
    }

    /// Whether required constraints given as objects cannot all hold (for tests).
    static func isInfeasible(_ constraints: [LinearConstraint]) -> Bool {
        var scratch = Solver()
        scratch.explainsConflicts = false
        for c in constraints {
            let id = scratch.records.allocate(
                c.reducedTerms, constant: c.constant, relation: c.relation, strength: c.strength)
            do { try scratch.insert(id, isEdit: false, tracking: .compact) } catch { return true }
        }
        return false
    }
}
