import XCTest
@testable import Cassowary

/// An operation that goes through leaves no noted infeasible rows, as one rolled back leaves
/// none: a stale entry (a row noted by a substitution and mended since, under another basic
/// symbol) kept across operations is popped first by its old, lower basic symbol. Found by
/// CassowaryFuzzer on main 87493fc (`Fuzz/solver-crashes/
/// stale-infeasible-row-kept-across-operations`): a failed add dropped the entry, so the
/// solver that saw it made its next suggestion's dual pivots in another order than a twin
/// that never saw the add, and `v3` ended at 47.69713871602434 against 47.6971387160244.
final class SolverStaleInfeasibleRowTests: XCTestCase {
    private let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    private let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
    private let low = Strength(priority: 100, weight: 2)
    private let lowest = Strength(priority: 1, weight: 1)

    /// The fuzz input's operations that succeeded, up to the failed add.
    private func build() throws -> Solver {
        var solver = Solver()
        let pin = (1000 * v1 == -1_000_000) | lowest
        try solver.add((2 * v3 >= 89) | low)
        try solver.add((-3 * v2 - 3 * v0 - v3 >= 56) | .strong, tracking: .tracked)
        try solver.addEditVariable(v2, strength: .weak)
        try solver.add((-0.5 * v5 + 0.25 * v0 + 0.25 * v1 == 20) | low)
        try solver.add((0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000) | .weak, tracking: .tracked)
        try solver.add((0.1 * v4 + 1000 * v3 + 1000 * v5 == 95) | .weak)
        try solver.add((100 * v0 + 100 * v5 >= -37) | .weak, tracking: .tracked)
        try solver.add((100 * v0 + 3 * v0 + 0.5 * v1 == 100) | .required)
        try solver.add((v0 >= 6) | Strength(priority: 999, weight: 1))
        try solver.add((v0 <= 69) | .medium)
        try solver.add(pin, tracking: .tracked)
        try solver.addEditVariable(v1, strength: .medium.weighted(3))
        try solver.add((0.25 * v2 + 0.5 * v4 + 0.001 * v1 <= -32) | .strong)
        try solver.add((v5 == -1_000_000) | .medium.weighted(3))
        try solver.add((-v1 <= 64) | low)
        try solver.remove(pin)
        try solver.addEditVariable(v5, strength: .strong.weighted(0.5))
        try solver.add((-v4 + 3 * v0 - 3 * v0 >= -26) | .required)
        try solver.add((-2 * v0 == 80) | .required)
        try solver.add((0.001 * v0 - 2 * v3 + v2 == -90) | .required)
        try solver.add((0.25 * v1 >= 51) | .strong)
        return solver
    }

    func testAFailedAddLeavesTheNextSuggestionAsATwinWithoutIt() throws {
        var solver = try build()
        var twin = try build()
        XCTAssertTrue(solver.tableau.infeasibleRows.isEmpty)
        XCTAssertThrowsError(try solver.add((v0 == 100) | .required))
        try solver.suggestValue(-200, for: v5)
        try twin.suggestValue(-200, for: v5)
        for v in [v0, v1, v2, v3, v4, v5] {
            XCTAssertEqual(solver.value(of: v), twin.value(of: v), "\(v)")
        }
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
    }
}
