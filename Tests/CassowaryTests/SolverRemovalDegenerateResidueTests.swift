import Cassowary
import XCTest

/// Removing a constraint whose marker a degenerate error row holds only as rounding residue:
/// that row is no pivot for the marker. Found by the solver fuzzer (issue 8).
final class SolverRemovalDegenerateResidueTests: XCTestCase {
    /// Fuzz/solver-crashes/removal-pivoted-a-marker-on-residue-of-a-row-below-zero (was
    /// `infeasible-row-at-minus-41-found-on-70b5daf`), reduced from 17 operations to 10. The
    /// strong equality stated twice leaves its second error's row at -2e-7 (zero within the
    /// tolerance of values near 1e8), holding the weak copy's error at -4.9e-9 beside
    /// coefficients of 1: residue, zero in exact arithmetic. Removing the weak copy pivoted its
    /// error on that element at the ratio -2e-7 / 4.9e-9 = -41, moved the error to -41, and left
    /// the first weak copy's error row at -41.25 (tolerance 7.5e-9).
    func testRemovalDoesNotPivotAMarkerOnResidueOfARowBelowZero() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v2 = Variable("v2"), v3 = Variable("v3")
        let v4 = Variable("v4"), v5 = Variable("v5")
        let gone = (-3.0 * v2 <= 56.0) | .strong
        let floor = (-0.5 * v0 - 0.5 * v5 + 1000.0 * v5 >= -52.0) | .required
        let top = (0.001 * v5 + 10.0 * v2 >= -32.0) | Strength(priority: 999, weight: 1)
        let weak = (0.001 * v3 + v2 + 0.1 * v4 == 39.0) | .weak
        let pair = (1000.0 * v4 - 2.0 * v0 + 0.1 * v4 == -52.0) | .strong.weighted(0.5)
        let low = (2.0 * v2 + 2.0 * v2 + 2.0 * v4 >= -94.0) | .required
        let wide = (2.0 * v2 + 0.1 * v2 + 1000.0 * v3 >= -41.0) | .weak
        // Second copies: other objects, the same constraints.
        let weakAgain = (0.001 * v3 + v2 + 0.1 * v4 == 39.0) | .weak
        let pairAgain = (1000.0 * v4 - 2.0 * v0 + 0.1 * v4 == -52.0) | .strong.weighted(0.5)
        try solver.add(gone)
        try solver.add(floor)
        try solver.add(top)
        try solver.add(weak)
        try solver.add(pair)
        try solver.remove(gone)
        try solver.add([low, wide])
        try solver.add(weakAgain)
        try solver.add(pairAgain)
        XCTAssertEqual(solver.invariantViolations(), [])
        let variables = [v0, v2, v3, v4, v5]
        let before = variables.map { solver.value(of: $0) }

        try solver.remove(weakAgain)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // By hand: v0 = 0, v4 = -0.052, v2 = 39.0052, v3 = v5 = 0 meets every constraint, so
        // the optimum has no error at any level: each soft constraint holds as a required one
        // would. The values held them all before the removal, so the removal moves nothing.
        for c in [top, weak, pair, wide, pairAgain] {
            let (residual, allowed) = requiredResidual(c, solver)
            XCTAssertLessThanOrEqual(residual, allowed, "\(c)")
        }
        for (v, x) in zip(variables, before) {
            XCTAssertEqual(solver.value(of: v), x, accuracy: 1e-9 * max(1, abs(x)), "\(v)")
        }
    }
}
