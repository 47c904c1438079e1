import XCTest
@testable import Cassowary

/// A higher level decided by near-parallel rows stays at its exact optimum, however much a
/// lower level would gain from a violation that looks small beside the rows' coefficients.
/// Each case is a reduced script of the LP oracle's numerics profile that the oracle reports
/// as "wrong values" (seeds 30643, 30707, 30903): its reference takes a higher-level violation
/// for free (a 666 row off by 2.3e-10 of its coefficients, within the 1e-9 slack of its cap;
/// a strong row of coefficients near 2e-6 off by 1.5e-6 of `c`), and the lower level then
/// looks better than the solver's. The expected values are the exact lexicographic optimum
/// (rational arithmetic on the decimal coefficients), so a change that trades the higher
/// level away to agree with the oracle fails here.
final class SolverNearParallelPriorityTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c")

    /// Seed 30643: a level-666 inequality and a required equality 8.6e-6 apart (relative).
    /// Together they force `b >= 4.78e-6`; `b == -0.001 @medium` would violate the 666 row
    /// by 231.75 (on coefficients of 1e12), so the medium error is 0.001005 and not 0.
    func testNearParallelHigherInequalityIsNotTradedForAMediumPin() throws {
        var solver = Solver()
        try solver.add((b == -0.001) | .medium)
        try solver.add((-612_000_000_000 * b - 1_000_000_000_000 * a >= -2924897.576773198) | Strength(priority: 666))
        try solver.add(-611994828385.9634 * b - 999991172770.4572 * a == -2924872.860365552)
        // Exact: b = 4.77924358749638e-06, a = 5.012254132740516e-13 (both rows tight). The
        // rows are 8.6e-6 apart, so their intersection moves by about 1e5 times the rounding
        // of their coefficients: the solver's b is within 3e-8 of it, relative.
        XCTAssertEqual(solver.value(of: b), 4.77924358749638e-06, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: a), 5.012254132740516e-13, accuracy: 1e-12)
        XCTAssertTrue(solver.holdsAccurately(-611994828385.9634 * b - 999991172770.4572 * a == -2924872.860365552))
        // The 666 row holds: its left side minus its bound is at least minus rounding of
        // values near 3e6 (at b = -0.001 it would be -231.75).
        let slack = -612_000_000_000 * solver.value(of: b) - 1_000_000_000_000 * solver.value(of: a) + 2924897.576773198
        XCTAssertGreaterThan(slack, -1e-6)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Seed 30707: a strong inequality `c >= 1.4997e-6` (coefficients near 2e-6) and a
    /// strong:2 equality that ties `a` to `c` through a coefficient of 2.2e-6. Both strong rows
    /// are met only with `a = -499.67`; the medium edit of `a` would like `c = 0` and
    /// `a = -454.55`, which misses the strong inequality by 1.5e-6 of `c`.
    func testStrongRowsOfTinyCoefficientsBeatAMediumEdit() throws {
        var solver = Solver()
        try solver.add((-0.0020328282374409597 * c - 0.00026 * b <= 0) | .medium.weighted(0.5))
        try solver.add((-0.0020328282436382957 * c - 0.00025999999920735685 * b <= -3.048627494645701e-09) | .weak.weighted(0.5))
        try solver.add((-2.0328282436382956e-06 * c - 2.5999999920735684e-07 * b <= -3.048627494645701e-12) | .strong)
        try solver.add(b == 0)
        try solver.addEditVariable(a, strength: .medium)
        try solver.add(-2.0328282374409595e-06 * c - 2.6e-07 * b <= 0)
        try solver.add((66.2 * c + 2.2e-06 * a + 551 * b == -0.001) | .strong.weighted(2))
        // Exact: c = 3.048627494645701e-12 / 2.0328282436382956e-06, a = (-0.001 - 66.2c) / 2.2e-6.
        XCTAssertEqual(solver.value(of: c), 1.4996975293836719e-06, accuracy: 1e-15)
        XCTAssertEqual(solver.value(of: a), -499.67271656599956, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: b), 0)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Seed 30903: a level-926 equality and a required one 8.3e-6 apart (relative) decide
    /// `a` and `b` exactly; `10000 * b == 0 @600` is then off by 0.05, and stays so.
    func testNearParallelHigherEqualityIsNotTradedForALowerPin() throws {
        var solver = Solver()
        try solver.add((10000 * b == 0) | Strength(priority: 600))
        try solver.add((22.2 * a - 100_000 * b == 0) | Strength(priority: 926))
        try solver.add((9999.984566353622 * b == 0) | .weak.weighted(0.5))
        try solver.add(22.200092514019794 * a - 99999.5832701811 * b == 4.167298189012613e-06)
        // Exact: a = 0.022522522522815266, b = 5.000000000064989e-06.
        XCTAssertEqual(solver.value(of: a), 0.022522522522815266, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: b), 5.000000000064989e-06, accuracy: 1e-14)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
