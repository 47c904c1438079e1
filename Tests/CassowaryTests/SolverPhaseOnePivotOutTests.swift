import Cassowary
import XCTest

/// Phase one ends with its artificial at zero to the rounding of the values that went into its
/// row, and the artificial is pivoted out on its row's largest element. When that element has
/// the sign of the row's constant, the pivot makes the entering symbol `-constant / element`:
/// the constant is cleared first when that value would be beyond the tolerance of the row *as
/// it is after the pivot*, whose magnitude is divided by the element too. Found by the solver
/// fuzzer (issue 8).
final class SolverPhaseOnePivotOutTests: XCTestCase {
    /// Fuzz/solver-crashes/phase-one-pivot-out-judged-by-the-row-before-its-division (was
    /// `infeasible-row-at-minus-145-found-on-f8421c8`), reduced to 5 operations. The
    /// weak constraint puts `v3` near -1e12 and `v4` near 1e16, so the last add, which
    /// contradicts the first (`… == 100` against `… <= -45`) by 145, 1.5e-13 of its terms and
    /// within the accuracy promise, substitutes to `0 = 290.25 + 2·s3` (scaled by 2) with
    /// a magnitude of 2.004e15. Phase one judged 290.25 zero (below 1e-11 of its products);
    /// the pivot out on the slack `s3` compared `290.25 / 2 = 145.125` with the tolerance of
    /// the row before the division (200.4), kept it, and left `s3 = -145.125` in a row of
    /// magnitude 1.002e15, whose tolerance is 100.2.
    func testThePivotOutJudgesTheEnteringValueByThePivotedRow() throws {
        var solver = Solver()
        let v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let bound = (0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 <= -45.0) | .required
        try solver.add(bound)
        try solver.add((2.0 * v5 - 2.0 * v2 >= -55.0) | Strength(priority: 1.0, weight: 1.0))
        try solver.add((0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000.0) | .weak)
        try solver.add((0.001 * v5 - 2.0 * v2 >= -55.0) | Strength(priority: 1.0, weight: 1.0))
        let variables = [v2, v3, v4, v5]
        // A vertex of the optimum, by hand: both soft levels hold (error 0) with v5 = 0,
        // v2 = 27.5 (both level-1 rows tight), v3 = -(1e9 + 0.501·27.5)/0.001 =
        // -1000000013777.5 (the weak row tight) and v4 = (-45 - 1000·v3)/0.1 =
        // 10000000137774550 (the required row tight). The optimum is not unique (v2 may go
        // lower, v4 too); this is the vertex the solver reaches.
        XCTAssertEqual(solver.value(of: v2), 27.5)
        XCTAssertEqual(solver.value(of: v5), 0)
        XCTAssertEqual(solver.value(of: v3), -1_000_000_013_777.5, accuracy: 1e-3)
        XCTAssertEqual(solver.value(of: v4), 10_000_000_137_774_550, accuracy: 4)
        let before = variables.map { solver.value(of: $0) }

        // Exactly, this contradicts `bound`; to the accuracy promise (1e-9 of terms near
        // 2e15, 2e6) it does not, so it may be accepted, and then it moves nothing.
        let contradiction = (0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 100.0) | .required
        try solver.add(contradiction)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(variables.map { solver.value(of: $0) }, before)

        // Either one alone holds, to the promise: at this scale the tableau cannot tell
        // `… == 100` from `… == -45` (145 is 7e-14 of the terms), so the removal may leave
        // the values where they are.
        try solver.remove(bound)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(solver.value(of: v2), 27.5)
        XCTAssertEqual(solver.value(of: v5), 0)
    }
}
