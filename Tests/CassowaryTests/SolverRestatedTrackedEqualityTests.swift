import Cassowary
import XCTest

/// A required tracked equality that restates others keeps a row of dummies whose constant is
/// exactly zero. Found by the solver fuzzer (issue 8).
final class SolverRestatedTrackedEqualityTests: XCTestCase {
    /// Fuzz/solver-crashes/dummy-row-off-zero-after-a-restated-tracked-equality, reduced: a
    /// second copy of the tracked `-v4 + 10·v0 + 1000·v1 == 50` substituted rows near 1000
    /// (`-83 + 1000 - 867.0000000032587 - 50`) to a constant of -3.3e-9, which the add judged
    /// zero (within 1e-11 of the products) but kept: the dummy row stood at 3.3e-9, beyond its
    /// feasibility tolerance of 1e-9.
    func testARestatedTrackedEqualityLeavesItsDummyRowAtZero() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let level999 = Strength(priority: 999, weight: 1)
        let level100 = Strength(priority: 100, weight: 2)
        let loose = (-0.5 * v3 - v2 <= -1.0) | .required
        let gone = (2.0 * v0 == 51.0) | level999
        let tracked = (-v4 + 10.0 * v0 + 1000.0 * v1 == 50.0) | .required
        let chain = (v1 - v3 + 1000.0 * v4 <= -20.0) | .required
        let floor = (-0.5 * v3 - v2 <= 75.0) | .required
        let top = (-10.0 * v1 + 0.001 * v5 + 10.0 * v2 <= -32.0) | level999
        try solver.add(top, tracking: .tracked)
        try solver.add([(v0 + v0 == 100.0) | Strength(priority: 1, weight: 1), loose])
        try solver.add([gone, floor])
        try solver.add(chain)
        try solver.remove(loose)
        try solver.add((0.1 * v3 + v0 + 0.25 * v0 == 20.0) | level100)
        try solver.add(tracked, tracking: .tracked)
        try solver.remove(gone)
        try solver.addEditVariable(v1, strength: .medium.weighted(3.0))
        try solver.add((2.0 * v4 - v0 <= 66.0) | .required)
        try solver.add((v0 == 100.0) | .required)
        try solver.add((v0 == 20.0) | level100)

        try solver.add((-v4 + 10.0 * v0 + 1000.0 * v1 == 50.0) | .required, tracking: .tracked)

        XCTAssertEqual(solver.invariantViolations(), [])
        // By hand: v0 = 100 (required), so v4 = 950 + 1000·v1 <= 83 (from 2·v4 - v0 <= 66);
        // the medium edit wants v1 = 0, so v1 = -0.867 and v4 = 83. At priority 100 the
        // required chain keeps v3 >= v1 + 1000·v4 + 20 = 83019.133, the lowest v3, nearest the
        // -1050 that `0.1·v3 + 1.25·v0 == 20` asks. v2 and v5 only have to meet their bounds.
        XCTAssertEqual(solver.value(of: v0), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v1), -0.867, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v4), 83, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v3), 83019.133, accuracy: 1e-7)
        let x = { solver.value(of: $0) }
        XCTAssertLessThanOrEqual(-0.5 * x(v3) - x(v2), 75 + 1e-7)
        XCTAssertLessThanOrEqual(-10 * x(v1) + 0.001 * x(v5) + 10 * x(v2), -32 + 1e-6)
    }
}
