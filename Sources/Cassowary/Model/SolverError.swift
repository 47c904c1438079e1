/// Why a solver operation failed. A failed operation leaves the solver as it was.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicting` is a smallest set found of constraints already in the solver
    /// that, with this one, cannot hold (it may also be empty when the constraint alone is
    /// impossible, such as `0 == 1`).
    case unsatisfiableConstraint(LinearConstraint, conflicting: [LinearConstraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(LinearConstraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(LinearConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: an edit is a wish, not a law.
    case requiredEditVariable(Variable)
    /// A strength outside `0 < priority <= 1000` or a weight that is not positive and finite.
    case invalidStrength(Strength)
    /// A coefficient, constant or suggested value that is not finite.
    case nonFiniteValue(String)
    /// A constraint outside the supported numeric range (see <doc:Numerics>): the ratio of
    /// its largest to its smallest non-zero coefficient exceeds 1e12, or its constant over its
    /// largest coefficient exceeds 1e100, or, once solved with the others, it would not hold
    /// to within 1e-9 of the size of its terms (an ill-conditioned system). Solving it in
    /// floating point could give a wrong answer, so the solver refuses it instead. A
    /// suggestion the required constraints would not hold with to that accuracy (a value near
    /// 4e9 beside required constraints near 1, on a tableau that lost precision) is refused
    /// the same way, naming the edit variable's constraint.
    case coefficientRange(LinearConstraint)
    /// A value, constant or coefficient of the solution became infinite or not a number
    /// during the operation (for example `y == 10 * x` once `x` is near the largest
    /// `Double`). The operation was undone. The text names the operation.
    case overflow(String)
    /// The solver found itself in a state its algorithm rules out: a simplex loop that
    /// reached its bound, an objective that became unbounded, infeasibility the dual simplex
    /// could not repair, a rebuild that failed. The operation was undone; this is a bug
    /// (please report the operations that led to it). See <doc:Numerics>.
    case internalError(String)

    /// The error in one line, naming the constraint or variable involved.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c, let others):
            if others.isEmpty { return "unsatisfiable constraint: \(c)" }
            return "unsatisfiable constraint: \(c); it conflicts with "
                + others.map { "\($0)" }.joined(separator: ", ")
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .requiredEditVariable(let v): return "an edit variable cannot be required: \(v)"
        case .invalidStrength(let s):
            return "invalid strength \(s): the priority must be in 0 < p <= 1000 and the weight positive"
        case .nonFiniteValue(let what): return "not a finite value: \(what)"
        case .coefficientRange(let c):
            return "coefficients out of the supported range (spread at most 1e12, values at most 1e100, "
                + "accurate to 1e-9): \(c)"
        case .overflow(let what): return "numeric overflow (a value became infinite): \(what)"
        case .internalError(let what): return "internal solver error: \(what)"
        }
    }
}
