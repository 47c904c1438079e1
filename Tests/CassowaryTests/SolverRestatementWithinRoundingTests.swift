import Cassowary
import XCTest

/// A required equality stated again restates the tableau when what is left of it lies within
/// the rounding its substituted rows carry: its dummy row should stay at zero. Found by the
/// solver fuzzer (issue 8).
final class SolverRestatementWithinRoundingTests: XCTestCase {
    /// Fuzz/solver-crashes/phase-one-pivot-out-to-a-dummy-kept-residue-elements (was
    /// `dummy-row-at-1.2e-8-after-restating-a-tracked-equality-found-on-70b5daf`), reduced
    /// from 29 operations to 6. `v4` is first solved through `1 - 1e6/1000001`, a cancellation
    /// that keeps 1e-6 of its operands, so its row carries 5e-11 of its values
    /// (-510.0999000744612 for -510.0999000999001, within the accuracy promise). The tracked
    /// copy of the equality then substitutes to `0 = 2.5e-8 + 5e-10·(s - e) - d`, beyond the
    /// residue of this substitution's products (5e-11 of them), within the rounding the rows
    /// carry. No subject keeps the rows feasible, so phase one runs: the error enters through
    /// a slack's row and the artificial reaches zero, its row left with elements near 1e-13,
    /// residue, beside the dummy. The pivot out took the dummy but kept those elements in its
    /// row, and the re-optimisation, moving that slack back by 5e5, moved the dummy to 2.5e-8,
    /// beyond its feasibility tolerance of 1e-9. The row is now the row of dummies alone that
    /// it stands for.
    func testARestatementWithinTheRowsRoundingLeavesItsDummyRowAtZero() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4")
        let equality = (-v4 + 10.0 * v0 + 1000.0 * v1 == 50.0) | .required
        let strong = (-2.0 * v2 + 0.001 * v0 + 1000.0 * v2 == 89.0) | .strong
        let bound = (v0 <= -56.0) | Strength(priority: 1, weight: 1)
        try solver.add((v1 - v3 + 1000.0 * v4 <= -20.0) | .required)
        try solver.add((-0.5 * v3 - v2 <= 75.0) | .required)
        try solver.add(equality)
        try solver.add((1000.0 * v1 + v1 == 100.0) | .required)
        try solver.add([strong, bound])
        let variables = [v0, v1, v2, v3, v4]
        let before = variables.map { solver.value(of: $0) }

        try solver.add((-v4 + 10.0 * v0 + 1000.0 * v1 == 50.0) | .required, tracking: .tracked)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // A restatement changes no value.
        XCTAssertEqual(variables.map { solver.value(of: $0) }, before)
        // By hand: v1 = 100/1001, and every soft constraint can hold (v0 <= -56, then v2 from
        // the strong equality), so v4 - 10·v0 = 100000/1001 - 50 = 49.9000999000999.
        XCTAssertEqual(solver.value(of: v1), 100.0 / 1001.0, accuracy: 1e-15)
        XCTAssertLessThanOrEqual(solver.value(of: v0), -56 + 1e-9)
        XCTAssertEqual(solver.value(of: v4) - 10 * solver.value(of: v0), 49.9000999000999, accuracy: 1e-7)
        XCTAssertEqual(998 * solver.value(of: v2) + 0.001 * solver.value(of: v0), 89, accuracy: 1e-9)

        // Either copy alone keeps the equality.
        try solver.remove(equality)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(solver.value(of: v4) - 10 * solver.value(of: v0), 49.9000999000999, accuracy: 1e-7)
    }
}
