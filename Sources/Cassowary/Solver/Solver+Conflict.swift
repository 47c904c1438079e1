/// Explaining an unsatisfiable required constraint: which constraints already in the solver
/// it cannot hold with.
extension Solver {
    /// A small set of required constraints in the solver that, together with `c`, cannot
    /// hold. It starts from the infeasibility certificate of phase one (`suspects`), checks
    /// it, and shrinks it with a deletion filter (drop each member whose absence keeps the
    /// set infeasible), which leaves a set where every member is needed.
    ///
    /// - Complexity: O(*k*²) small solves for *k* suspects; only on the error path.
    func explainConflict(_ c: LinearConstraint, suspects: [LinearConstraint]) -> [LinearConstraint] {
        var set = inSequence(Set(suspects.filter { $0.strength.isRequired && records[$0]?.isEdit == false }))
        guard explainsConflicts else { return set }
        if !Self.isInfeasible(set + [c]) {
            set = connectedRequiredConstraints(of: c)
            guard Self.isInfeasible(set + [c]) else { return set }
        }
        guard set.count <= 256 else { return set }
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            if Self.isInfeasible(trial + [c]) { set = trial } else { i += 1 }
        }
        return set
    }

    private func inSequence(_ constraints: Set<LinearConstraint>) -> [LinearConstraint] {
        constraints.sorted { (records[$0]?.sequence ?? 0) < (records[$1]?.sequence ?? 0) }
    }

    /// The required constraints linked to `c` through shared variables, transitively.
    private func connectedRequiredConstraints(of c: LinearConstraint) -> [LinearConstraint] {
        var byVariable: [Variable: [LinearConstraint]] = [:]
        for (constraint, record) in records where record.strength.isRequired && !record.isEdit {
            for term in constraint.terms { byVariable[term.variable, default: []].append(constraint) }
        }
        var found = Set<LinearConstraint>()
        var seenVariables = Set<Variable>()
        var queue = c.terms.map(\.variable)
        while let v = queue.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for other in byVariable[v] ?? [] where found.insert(other).inserted {
                queue.append(contentsOf: other.terms.map(\.variable))
            }
        }
        return inSequence(found)
    }

    /// Whether required constraints cannot all hold (checked on a scratch solver).
    static func isInfeasible(_ constraints: [LinearConstraint]) -> Bool {
        var scratch = Solver()
        scratch.explainsConflicts = false
        for c in constraints {
            do { try scratch.insert(c, isEdit: false, tracking: .compact) } catch { return true }
        }
        return false
    }
}
