import Cassowary
import XCTest

/// An equality stated twice (two objects, equal terms) over values near 1e9.
final class SolverRestatedEqualityTests: XCTestCase {
    let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")

    /// `Fuzz/solver-crashes/infeasible-row-after-restating-a-medium-equality`
    /// (found as `infeasible-row-found-2026-11-24-4`: a row at -1.66e6), reduced to eight
    /// operations. The second copy's row was solved for its own error with a constant of
    /// 1.3e-3, residue of values near 1.2e9; the add's primal optimisation then took that
    /// degenerate row (constant -6.4e-8, ratio 0) in the ratio test through an element of
    /// 5.5e-8, residue beside 1, and divided by it: the slack row of
    /// `0.001·v1 + 10·v2 + 3·v4 <= -0.5` ended at -1.66e6. A degenerate row whose element is
    /// residue no longer bounds the step (`SolverDegenerateResiduePivotTests`).
    func testAddingAnEqualityASecondTimeKeepsRowsFeasible() throws {
        var solver = Solver()
        try solver.add((0.001 * v1 + 10.0 * v2 + 3.0 * v4 <= -0.5) | Strength(priority: 999.0, weight: 1.0), tracking: .tracked)
        try solver.addEditVariable(v2, strength: Strength(priority: 100.0, weight: 2.0))
        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0))
        try solver.add((-0.5 * v1 + 1000.0 * v5 >= -52.0) | .weak)
        try solver.add([(v0 + v0 >= -47.0) | .weak, (-2.0 * v2 + 0.5 * v2 + 0.001 * v3 >= 86.0) | .medium])
        try solver.add((0.1 * v2 + 2.0 * v5 == -1_000_000.0) | .required, tracking: .tracked)
        try solver.add((0.001 * v2 == -0.5) | .weak)

        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 78.0) | .medium.weighted(3.0))

        XCTAssertEqual(solver.invariantViolations(), [])
        // The LP (HiGHS through scipy, each level minimised in turn): 0 at levels 999, 500
        // and 250, 999.999998 at level 100 (the edit of v2 at 0 against v2 = -500).
        XCTAssertEqual(solver.value(of: v2), -500, accuracy: 1e-6)
        XCTAssertEqual(0.1 * solver.value(of: v2) + 2 * solver.value(of: v5), -1_000_000, accuracy: 1e-3)
    }
}
