import Cassowary
import XCTest

/// Regressions for the solver fuzz findings of issue 8 where a removal or an add left
/// restricted rows far from feasible (not rounding): each test is the fuzz input reduced to
/// the operations it still fails without.
final class SolverResidueRemovalTests: XCTestCase {
    func evaluate(_ c: LinearConstraint, _ solver: Solver) -> Double {
        c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// Fuzz/solver-crashes/removal-of-a-marker-with-residue-in-a-duplicates-error-row-{1,2}.
    /// Stating `0.1·v4 + 1000·v3 + 1000·v5 == 78` twice leaves the row of one copy's error
    /// holding the removed inequality's slack at 7.9e-13 (residue of a combination that
    /// cancels). Main then rows at -97.9 (and before the reduction -173, -3.5e5): the pivot
    /// that takes the slack out spread that residue over the leaving row's symbols, and the
    /// re-optimisation pivoted on it.
    func testRemovalDropsAMarkersResidueInsteadOfSpreadingIt() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let removed = (100.0 * v2 + 10.0 * v0 >= 1_000_000.0) | .medium.weighted(3.0)
        try solver.add(removed)
        let required = [
            (0.5 * v2 + 0.001 * v3 + 0.001 * v5 <= -52.0) | .required,
            (-0.5 * v1 + 1000.0 * v5 >= -52.0) | .required,
            (0.5 * v2 + 0.001 * v3 + 0.001 * v5 <= -52.0) | .required,
        ]
        let level1 = (0.001 * v5 - 2.0 * v2 >= -55.0) | Strength(priority: 1.0, weight: 1.0)
        let twice = [
            (0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0),
            (0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0),
        ]
        try solver.add(required[0])
        try solver.add((2.0 * v5 + 0.25 * v0 + 0.25 * v1 == 20.0) | Strength(priority: 100.0, weight: 2.0))
        try solver.add(twice[0])
        try solver.add(required[1])
        try solver.add(level1)
        try solver.add(required[2])
        try solver.add(twice[1])
        try solver.add((0.1 * v1 + 0.001 * v1 + 100.0 * v1 >= 86.0) | .strong)
        try solver.add((-v0 == -94.0) | .medium.weighted(3.0), tracking: .tracked)

        try solver.remove(removed)

        XCTAssertEqual(solver.invariantViolations(), [])
        // The unique optimum without `removed`: the strong bound holds v1 at 86 / 100.101;
        // v0 = 94 (medium); the level-100 equality wants v5 as low as the required
        // `-0.5·v1 + 1000·v5 >= -52` allows, v5 = (-52 + 0.5·v1) / 1000.
        let expectedV1 = 86.0 / 100.101
        XCTAssertEqual(solver.value(of: v1), expectedV1, accuracy: 1e-10)
        XCTAssertEqual(solver.value(of: v0), 94, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v5), (-52 + 0.5 * expectedV1) / 1000, accuracy: 1e-12)
        // v2, v3 and v4 are not unique (v4 absorbs any v3): what is asked of them holds.
        XCTAssertLessThanOrEqual(evaluate(required[0], solver), 1e-6)
        XCTAssertGreaterThanOrEqual(evaluate(required[1], solver), -1e-9)
        XCTAssertGreaterThanOrEqual(evaluate(level1, solver), -1e-9)
        XCTAssertEqual(evaluate(twice[0], solver), 0, accuracy: 1e-3)
    }

    /// Fuzz/solver-crashes/infeasible-row-after-adding-a-tracked-medium-equality, reduced: a
    /// row at -885000 after adding `-v0 <= 3` @medium. `0.1·v4 + 1000·v3 + 1000·v5` stated
    /// `>= 78` and `== 78` left the first one's error row degenerate (constant 0) with residue
    /// of 7.3e-13 beside 1 (v3's coefficient 5.0000000000932227e-05 against v5's -5e-05, times
    /// 1000); the add's substitutions made elements of 1.45e-10 of it, and the primal ratio
    /// test took that row at ratio 0 and divided by 1.45e-10 (coefficients of 1.7e12). Such a
    /// row no longer bounds a step that a sound row bounds, and a symbol that only such rows
    /// bound waits (`Solver.residueScale`): the tableau stays feasible.
    ///
    /// The same residue, times the medium weight 3, is in the medium objective (2.2e-12 on
    /// the slack and the error of `10·v0 <= -1e9`, beside costs of 3 and 6), and the add's
    /// first pivot multiplies it by 10: a cost of -2.18e-11. Past the former absolute cost
    /// threshold of 1e-11, it made two errors enter at the medium level with real steps (one
    /// of 1e9), which the weak level paid for: v0 = 2e10, the weak level at 2e11. A cost is
    /// now zero below 1e-11 of its level's largest coefficient (`Numerics.isZeroCost`).
    func testAddDoesNotPivotOnAResidueInADegenerateRow() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let big = (100.0 * v2 + 10.0 * v0 >= 1_000_000.0) | .medium.weighted(3.0)
        let weak71 = (-v2 + 0.1 * v2 == -71.0) | .weak
        let required = (0.001 * v0 + 2.0 * v5 <= -20.0) | .required
        try solver.add(big)
        try solver.remove(big)
        try solver.add([big, weak71, required])
        try solver.remove(weak71)
        try solver.add((0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000.0) | .weak)
        try solver.add((0.001 * v2 == -0.5) | .weak)
        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 >= 78.0) | .medium.weighted(3.0))
        try solver.add((10.0 * v0 <= -1_000_000_000.0) | .weak)
        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0))
        try solver.add((1000.0 * v5 - 0.5 * v0 <= -1_000_000.0) | .medium.weighted(3.0))
        try solver.add((0.0 * v0 + 1000.0 * v4 <= -68.0) | .weak)

        try solver.add((-v0 <= 3.0) | .medium)

        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertLessThanOrEqual(evaluate(required, solver), 1e-6)
        // Every medium constraint can hold at once (v2, v4 and v3 absorb theirs), so the
        // weak `10·v0 <= -1e9` presses v0 down to the medium bound `-v0 <= 3`.
        XCTAssertEqual(solver.value(of: v0), -3, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(evaluate(required, solver), 1e-6)
        XCTAssertGreaterThanOrEqual(evaluate(big, solver), -1e-3)
        // The weak level at its optimum (HiGHS, level by level: medium 0, then weak
        // 2000004991.6506796; the values of v2, v3, v4 and v5 are not unique, the sum is), to
        // the rounding of the tableau: `1000·v4 <= -68` went in beside v4 near 1e16, a row
        // constant near 1.005e19, whose last place is 2048, so its 68 is rounded away (the
        // weak level is 2000005059.65). What it costs is the weak error the 68 stands for,
        // no more: every other weak error is at its optimum.
        let x = { solver.value(of: $0) }
        let weakErrors = max(0, 0.501 * x(v2) + 0.001 * x(v3) + 1e9) + abs(0.001 * x(v2) + 0.5)
            + max(0, 10 * x(v0) + 1e9) + max(0, 1000 * x(v4) + 68)
        XCTAssertEqual(weakErrors, 2_000_004_991.6506796, accuracy: 1024)
    }
}
