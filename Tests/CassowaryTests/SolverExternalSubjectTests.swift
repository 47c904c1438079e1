import Cassowary
import XCTest

/// A new row solved for a user variable moves every row that holds that variable as a
/// parameter. Restricted rows hold one only when the variable was once passed over as a
/// subject (a coefficient too small beside the row's largest), and then the move must keep
/// them feasible, as it must for a slack or an error.
final class SolverExternalSubjectTests: XCTestCase {
    let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")

    func value(_ c: LinearConstraint, _ solver: Solver) -> Double {
        c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// `Fuzz/solver-crashes/user-variable-subject-moves-a-restricted-row` (found as
    /// `infeasible-row-found-2026-11-24-2`: rows at -492 and -17947), reduced: after the
    /// soft rows put v0, v3 and v5 near 5e8 and 1e9, `v4` (0.1 beside 1000 in the medium
    /// equality) is a parameter of the weak row `-3·v1 + 0.001·v1 + 0.001·v0 >= -47`, with
    /// 1e-10. The required `3·v5 + 100·v0 >= -3` already holds (by 1e11 then), but its row was
    /// solved for `v4` (a coefficient of 1e-8, the only user variable left in it): v4 went to
    /// 1e16 and took the weak row to -17947. Its own slack keeps every row feasible.
    func testAUserVariableSubjectKeepsRestrictedRowsFeasible() throws {
        var solver = Solver()
        try solver.add((0.001 * v1 == 6.0) | Strength(priority: 1.0, weight: 1.0), tracking: .tracked)
        try solver.add((v2 + v0 + v0 == 100.0) | Strength(priority: 1.0, weight: 1.0))
        try solver.add((-3.0 * v1 + 0.001 * v1 + 0.001 * v0 >= -47.0) | .weak)
        try solver.add((0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000.0) | .weak)
        try solver.add((-0.5 * v5 + 0.25 * v0 + 0.25 * v1 == 20.0) | Strength(priority: 100.0, weight: 2.0))
        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0))
        let before = [v0, v1, v2, v3, v4, v5].map { solver.value(of: $0) }

        let bound = (3.0 * v5 + 100.0 * v0 >= -3.0) | .required
        // Which optimal point the soft rows reach is not unique (v0 is free above 1.8e7 at
        // every level), but at any of them the bound holds by far more than its rounding.
        let margin = value(bound, solver)
        XCTAssertGreaterThan(margin, 1e9)
        try solver.add(bound)

        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertGreaterThanOrEqual(value(bound, solver), 0)
        // The bound held already (by 1e11), so nothing moves: the answer is still the one
        // before, where every soft constraint holds (a lexicographic LP of these constraints,
        // HiGHS through scipy, gives 0 at every level) but for the rounding of values near 1e9.
        XCTAssertEqual([v0, v1, v2, v3, v4, v5].map { solver.value(of: $0) }, before)
        XCTAssertEqual(solver.value(of: v1), 6000, accuracy: 1e-9)
        XCTAssertEqual(value(bound, solver), margin)
    }
}
