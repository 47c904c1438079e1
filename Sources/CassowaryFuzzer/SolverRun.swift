import Cassowary

/// Runs decoded operations on a solver and checks it after every one; returns the first
/// problem found, with the operations that led to it, or nil.
///
/// The checks: the tableau's own invariants (``Solver/invariantViolations()``); every value
/// finite; every required constraint holds within a tolerance relative to its magnitudes; an
/// operation that throws leaves the solver exactly as it was (its dump, which shows every row
/// with its symbol numbers, and its lists of variables, constraints and edits); and a twin
/// solver that is given only the operations that succeeded stays identical to it, so a
/// failure leaves no trace that later operations could trip on.
///
/// `skipping` turns checks off by name (`rollback`, `twin`, `residual`, `internal`: an
/// operation that throws ``SolverError/internalError(_:)``, and `zeros`: an invariant
/// violation that is only a coefficient below epsilon left in a row), so that a fuzz run
/// can look past a known failure for others; the environment variable
/// `CASSOWARY_FUZZ_SKIP=rollback,twin` sets it.
struct SolverRun {
    static let maximumOperations = 48
    /// Required residuals may be this much of the constraint's size, |c| + Σ |aᵢ|·max(1, |xᵢ|):
    /// the solver's documented promise (``Solver/requiredAccuracy``), no looser.
    static let relativeTolerance = Solver.requiredAccuracy

    static func check(_ bytes: [UInt8], skipping: Set<String> = []) -> String? {
        var decoder = OperationDecoder(bytes)
        var solver = Solver()
        var twin = Solver()
        var log: [String] = []
        while log.count < maximumOperations, let operation = decoder.next() {
            let before = solver
            var failed: SolverError?
            do throws(SolverError) { try operation.apply(to: &solver) } catch { failed = error }
            log.append(operation.description + (failed.map { "  // throws \($0)" } ?? ""))
            func report(_ problem: String) -> String {
                "\(problem)\nafter:\n" + log.map { "    " + $0 }.joined(separator: "\n")
            }
            // `zeros` leaves out the one violation the bare 1e-8 epsilon causes all the time.
            let violations = solver.invariantViolations().filter { !skipping.contains("zeros") || !$0.hasSuffix("holds a zero") }
            if !violations.isEmpty { return report("invariants broken: " + violations.joined(separator: "; ")) }
            for v in solver.variables where !solver.value(of: v).isFinite {
                return report("\(v) = \(solver.value(of: v))")
            }
            for c in solver.constraints where c.strength.isRequired && !skipping.contains("residual") {
                let (residual, size) = residualOf(c, in: solver)
                if residual > relativeTolerance * size {
                    return report("required \(c) violated by \(residual) (allowed \(relativeTolerance * size))")
                }
            }
            // An internal error is a defect of the solver, never an answer: a loop that reached
            // its bound or an objective found unbounded.
            if let failed, case .internalError = failed, !skipping.contains("internal") {
                return report("the operation failed with an internal error: \(failed)")
            }
            if failed != nil {
                if !skipping.contains("rollback"), let difference = difference(before, solver) {
                    return report("the failed operation changed the solver: \(difference)")
                }
            } else {
                do throws(SolverError) { try operation.apply(to: &twin) } catch {
                    return report("the twin that skipped the failed operations throws \(error)")
                }
            }
            if !skipping.contains("twin"), let difference = difference(twin, solver) {
                return report("differs from the twin that skipped the failed operations: \(difference)")
            }
        }
        return nil
    }

    /// A required constraint's violation at the solver's values and the size the promise is
    /// relative to, `|c| + Σ |aᵢ|·max(1, |xᵢ|)` (computed here, not asked of the solver).
    static func residualOf(_ c: LinearConstraint, in solver: Solver) -> (residual: Double, size: Double) {
        var value = c.expression.constant
        var size = abs(value)
        for t in c.expression.terms {
            let x = solver.value(of: t.variable)
            value += t.coefficient * x
            size += abs(t.coefficient) * max(1, abs(x))
        }
        switch c.relation {
        case .equal: return (abs(value), size)
        case .lessThanOrEqual: return (max(0, value), size)
        case .greaterThanOrEqual: return (max(0, -value), size)
        }
    }

    /// The first visible difference between two solvers, or nil.
    static func difference(_ a: Solver, _ b: Solver) -> String? {
        if a.variables != b.variables {
            return "variables \(a.variables) vs \(b.variables)"
        }
        if a.constraints != b.constraints { return "constraints \(a.constraints) vs \(b.constraints)" }
        if a.editVariables != b.editVariables { return "edit variables \(a.editVariables) vs \(b.editVariables)" }
        for v in a.variables where a.value(of: v) != b.value(of: v) {
            return "\(v) = \(a.value(of: v)) vs \(b.value(of: v))"
        }
        let (x, y) = (a.debugDescription, b.debugDescription)
        if x != y { return "tableau\n\(x)vs\n\(y)" }
        return nil
    }
}
