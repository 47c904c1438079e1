import Cassowary
import XCTest

/// How far a constraint is from holding at the solver's values, and what the accuracy promise
/// allows it: `|Σ aᵢ·xᵢ + c|` (or the violated side of an inequality) against
/// `Solver.requiredAccuracy · (|c| + Σ |aᵢ|·max(1, |xᵢ|))`, computed from the constraint as
/// written, as the solver fuzzer checks it (`Sources/CassowaryFuzzer/SolverRun.swift`).
func requiredResidual(_ c: LinearConstraint, _ solver: Solver) -> (residual: Double, allowed: Double) {
    var sum = c.expression.constant
    var size = abs(sum)
    for t in c.expression.terms {
        let x = solver.value(of: t.variable)
        sum += t.coefficient * x
        size += abs(t.coefficient) * max(1, abs(x))
    }
    let allowed = Solver.requiredAccuracy * size
    switch c.relation {
    case .equal: return (abs(sum), allowed)
    case .lessThanOrEqual: return (max(0, sum), allowed)
    case .greaterThanOrEqual: return (max(0, -sum), allowed)
    }
}

/// Fails the test for every required constraint of `solver` beyond the accuracy promise
/// (``requiredResidual(_:_:)``), naming the constraint.
func assertRequiredConstraintsHold(_ solver: Solver, file: StaticString = #filePath, line: UInt = #line) {
    for c in solver.constraints where c.strength.isRequired {
        let (residual, allowed) = requiredResidual(c, solver)
        XCTAssertLessThanOrEqual(residual, allowed, "\(c)", file: file, line: line)
    }
}
