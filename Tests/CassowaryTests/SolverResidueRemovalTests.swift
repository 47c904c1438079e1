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

    /// Fuzz/solver-open/infeasible-row-after-adding-a-tracked-medium-equality, reduced: a row
    /// at -885000 after adding `-v0 <= 3` @medium. Not fixed (see the skip's reason).
    func testAddDoesNotPivotOnAResidueInADegenerateRow() throws {
        #if CASSOWARY_INTERNAL_CHECKS
        // The checks after each operation trap on the infeasible row before the test sees it.
        throw XCTSkip("Open (issue 8): the add leaves a row at -885000 (see the reason below)")
        #endif
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

        let violations = solver.invariantViolations()
        if !violations.isEmpty {
            throw XCTSkip("""
                Open (issue 8): \(violations). Before the add, the error row of \
                `0.1·v4 + 1000·v3 + 1000·v5 >= 78` (restated by the `== 78` copy) holds residue \
                of 7.3e-13 beside 1 (v3's coefficient 5.0000000000932227e-05 against v5's \
                -5e-05, times 1000), at constant 0. The add's primal optimisation substitutes \
                through it (elements 1.45e-10, 1.19e-10) and its ratio test (`leavingRow`, \
                Solver+Objective.swift) takes that degenerate row at ratio 0 and divides by \
                1.45e-10: coefficients 1.7e12, row `s` of `1000·v5 - 0.5·v0 <= -1e6` at -885000.
                """)
        }
        // Every medium constraint can hold at once (v2, v4 and v3 absorb theirs), so the
        // weak `10·v0 <= -1e9` presses v0 down to the medium bound `-v0 <= 3`.
        XCTAssertEqual(solver.value(of: v0), -3, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(evaluate(required, solver), 1e-6)
        XCTAssertGreaterThanOrEqual(evaluate(big, solver), -1e-3)
    }
}
