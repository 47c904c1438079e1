import XCTest
@testable import Cassowary

/// No level is unbounded below (each is a weighted sum of errors, each at least zero), so a
/// negative cost along a column that no restricted row bounds is rounding: the primal simplex
/// clears it and goes on. Found by CassowaryFuzzer once it counted internal errors as failures
/// (`Fuzz/solver-crashes/removal-negative-cost-along-an-unbounded-column-2`): removing a soft
/// inequality left such a cost, -4.5e-10 beside a level's scale of 3, and the removal failed
/// with "the objective is unbounded along symbol 6".
final class SolverUnboundedCostTests: XCTestCase {
    private let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    private let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
    private let lowest = Strength(priority: 1, weight: 1)

    private lazy var removed: LinearConstraint = (2 * v5 + 0.25 * v0 + 0.25 * v1 <= -56) | lowest
    private lazy var first: LinearConstraint = (-3 * v2 - 3 * v0 - v3 >= 56) | Strength(priority: 999, weight: 1)

    /// The fuzz input's operations that succeeded, up to the removal.
    private func build() throws -> Solver {
        var solver = Solver()
        try solver.add(first, tracking: .tracked)
        try solver.add((1000 * v2 - 2 * v2 + 0.5 * v2 == 0.5) | lowest)
        try solver.add((0.25 * v3 + 0.001 * v5 - 2 * v2 >= -47) | lowest)
        try solver.add((0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000) | .weak)
        try solver.add(removed)
        try solver.add((0.1 * v4 + 1000 * v3 + 1000 * v5 >= 78) | .medium.weighted(3))
        try solver.add((0.001 * v2 - 10 * v1 + 0.001 * v5 >= 29) | .medium.weighted(3))
        try solver.add((0.25 * v1 + v0 >= -95) | .strong.weighted(0.5), tracking: .tracked)
        try solver.addEditVariable(v4, strength: .medium.weighted(3))
        try solver.remove(first)
        try solver.add((1000 * v1 == 52) | .medium.weighted(3), tracking: .tracked)
        return solver
    }

    func testRemovalClearsARoundingCostAlongAnUnboundedColumn() throws {
        var solver = try build()
        XCTAssertNoThrow(try solver.remove(removed))
        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertFalse(solver.constraints.contains(removed))
        for v in [v0, v1, v2, v3, v4, v5] { XCTAssertTrue(solver.value(of: v).isFinite, "\(v)") }
        // The strong level is met (the exact optimum of every level is 0: `oracle.py solve
        // --exact`). The medium level is not asserted value by value: with v3 near -1e12 and v5
        // near 2.5e14 its rows' rounding is far above the pin `1000·v1 == 52`.
        let x0 = solver.value(of: v0), x1 = solver.value(of: v1)
        XCTAssertGreaterThanOrEqual(0.25 * x1 + x0, -95 - 1e-9 * (95 + abs(x0) + 0.25 * abs(x1)))
    }
}
