import XCTest
@testable import Cassowary

/// Phase one judged a residue of 38 zero (the artificial row's constant, computed from values
/// near 4e15), and the artificial was pivoted out on a slack whose value then became -38:
/// within the artificial row's tolerance, but not within that of the slack's other row, a
/// copy of the same constraint (`s8 = s12`, magnitude 62), left infeasible with nothing to
/// pivot. The pivot is made degenerate instead (the constant, judged zero, cleared), so no
/// restricted row moves. Found by CassowaryFuzzer (`Fuzz/solver-crashes/
/// phase-one-residue-moved-a-copied-row-below-zero`); it failed the same way on main 7e55108.
final class SolverPhaseOneResidueMoveTests: XCTestCase {
    private let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    private let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
    private let low = Strength(priority: 100, weight: 2)

    /// The fuzz input's operations that succeeded, before the add that broke the tableau.
    private func build() throws -> Solver {
        var solver = Solver()
        try solver.add((100 * v2 + 10 * v0 >= 89) | low)
        try solver.add((0.1 * v4 + 1000 * v3 + 1000 * v5 <= 62) | .required)
        try solver.add((0.1 * v2 >= 66) | .required, tracking: .tracked)
        try solver.addEditVariable(v2, strength: low)
        try solver.add((0.1 * v4 + 1000 * v3 + 1000 * v5 <= 62) | .required)
        try solver.add((-3 * v2 <= 56) | .strong, tracking: .tracked)
        try solver.add((v0 == 100) | .required)
        try solver.add((-0.5 * v5 + v0 + v0 == 100) | .required)
        try solver.add((0.001 * v3 - 2 * v2 >= 100) | .required)
        // The weak line drives v2 to 2e9, v3 to 4e12 and v4 to -4e16.
        try solver.add((0.5 * v2 + 0.001 * v3 - 3 * v2 <= -1_000_000_000) | .weak)
        try solver.add((-0.5 * v5 + 0.25 * v0 + 0.25 * v1 == 20) | low)
        return solver
    }

    func testAResidueJudgedZeroMovesNoRestrictedRow() throws {
        var solver = try build()
        XCTAssertEqual(solver.invariantViolations(), [])
        // 100 against `<= 62` on the same sum: 38 apart, which is 5e-15 of the terms (values
        // near 4e16 times 0.1): within the promise, either verdict may come out. Accepted,
        // every row must stay feasible and both lines hold to the promise.
        let equal = (0.1 * v4 + 1000 * v3 + 1000 * v5 == 100) | .required
        try solver.add(equal)
        XCTAssertEqual(solver.invariantViolations(), [])
        let x3 = solver.value(of: v3), x4 = solver.value(of: v4), x5 = solver.value(of: v5)
        let sum = 0.1 * x4 + 1000 * x3 + 1000 * x5
        let size = 0.1 * abs(x4) + 1000 * abs(x3) + 1000 * abs(x5)
        XCTAssertLessThanOrEqual(sum, 62 + Solver.requiredAccuracy * (62 + size))
        XCTAssertLessThanOrEqual(abs(sum - 100), Solver.requiredAccuracy * (100 + size))
        XCTAssertEqual(solver.value(of: v0), 100)
        XCTAssertEqual(solver.value(of: v5), 200)
    }
}
