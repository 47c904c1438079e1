import Cassowary
import XCTest

/// A required equality stated again (tracked) after its compact copy substitutes to a row of
/// rounding residue, and is kept as a row of its own dummy: it changes nothing. Found by the
/// solver fuzzer (issue 8).
final class SolverRestatedResidueSubjectTests: XCTestCase {
    /// Fuzz/solver-crashes/restated-tracked-equality-solved-for-a-residue-error, reduced from
    /// 22 operations to 7: the tracked copy of `100.25·v1 - 10·v5 == 99` substituted to a row
    /// whose variables cancel (products near 4.8e-3) except 2e-15 on the medium error, 4e-13
    /// of those products, above the former collapse test (1e-13); solved for that error
    /// instead of its own dummy, the dummy entered every row with coefficients up to 5e15 and
    /// the values moved (in the input, six operations later a required add left a row at
    /// -93.9).
    func testARestatedEqualityChangesNothing() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let variables = [v0, v1, v2, v3, v4, v5]
        let medium = (100.0 * v2 + 10.0 * v0 >= 1_000_000.0) | .medium.weighted(3.0)
        let lowest = (-10.0 * v1 + 0.001 * v5 - 2.0 * v2 >= -55.0) | Strength(priority: 1, weight: 1)
        let floor = (0.001 * v0 + 10.0 * v4 + 0.5 * v2 >= 9.0) | .required
        let coupling = (-0.5 * v2 - 0.5 * v4 + 1000.0 * v5 == -3.0) | .required
        let compact = (0.25 * v1 + 100.0 * v1 - 10.0 * v5 == 99.0) | .required
        let restated = (0.25 * v1 + 100.0 * v1 - 10.0 * v5 == 99.0) | .required
        try solver.add(medium)
        try solver.add(lowest, tracking: .tracked)
        try solver.add(floor, tracking: .tracked)
        try solver.add((-v3 <= -0.001) | .required)
        try solver.add(coupling)
        try solver.add(compact)
        let before = variables.map { solver.value(of: $0) }

        try solver.add(restated, tracking: .tracked)

        XCTAssertEqual(solver.invariantViolations(), [])
        // Restating a constraint changes no value (it was v2 = 10.76, v0 = 99892.36).
        XCTAssertEqual(variables.map { solver.value(of: $0) }, before)
        assertEveryConstraintHolds(solver, v0, v1, v2, v3, v4, v5)

        // Either copy alone keeps the equality.
        try solver.remove(compact)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertEveryConstraintHolds(solver, v0, v1, v2, v3, v4, v5)
        try solver.add(compact)
        try solver.remove(restated)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertEveryConstraintHolds(solver, v0, v1, v2, v3, v4, v5)
    }

    /// Every constraint of the test holds: the required ones, and both soft ones, which the
    /// required ones leave room for (v2 = 0, v0 = 1e5, v4 = -9.1 is one such point), so that
    /// no level pays anything.
    private func assertEveryConstraintHolds(
        _ solver: Solver, _ v0: Variable, _ v1: Variable, _ v2: Variable, _ v3: Variable, _ v4: Variable, _ v5: Variable,
        line: UInt = #line
    ) {
        let x = { solver.value(of: $0) }
        XCTAssertGreaterThanOrEqual(100 * x(v2) + 10 * x(v0), 1_000_000 - 1e-6, line: line)
        XCTAssertGreaterThanOrEqual(-10 * x(v1) + 0.001 * x(v5) - 2 * x(v2), -55 - 1e-9, line: line)
        XCTAssertGreaterThanOrEqual(0.001 * x(v0) + 10 * x(v4) + 0.5 * x(v2), 9 - 1e-9, line: line)
        XCTAssertGreaterThanOrEqual(x(v3), 0.001 - 1e-12, line: line)
        XCTAssertEqual(-0.5 * x(v2) - 0.5 * x(v4) + 1000 * x(v5), -3, accuracy: 1e-9, line: line)
        XCTAssertEqual(100.25 * x(v1) - 10 * x(v5), 99, accuracy: 1e-9, line: line)
    }
}
