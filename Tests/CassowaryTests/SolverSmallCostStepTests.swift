import XCTest
@testable import Cassowary

/// A reduced cost below the cost threshold is rounding over a step of 1, not over a step of
/// 6e8: the primal simplex takes such a move when it improves its level by more than rounding.
/// Seed 30530 of the LP oracle's numerics profile (reduced to the three lines below): two
/// strong rows 3e-7 apart (relative) are met together only with `a` near -6e8; the strong
/// level priced `a`'s direction at about 1e-12 per unit, "zero", and the solver stayed at the
/// weak optimum `a = 0` with the strong level at 3.2e-4.
final class SolverSmallCostStepTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b")

    private func lines() -> [LinearConstraint] {
        [
            (a == 0) | .weak,
            (-1.53e-05 * b + 1.674097158844511e-05 * a >= -10000) | .strong.weighted(0.5),
            (-1.5299995171821323e-05 * b + 1.6740967365530286e-05 * a == -9999.997477781078) | .strong,
        ]
    }

    private func strongError(_ solver: Solver) -> Double {
        let a = solver.value(of: self.a), b = solver.value(of: self.b)
        let first = -1.53e-05 * b + 1.674097158844511e-05 * a
        let second = -1.5299995171821323e-05 * b + 1.6740967365530286e-05 * a
        return 0.5 * max(0, -10000 - first) + abs(second + 9999.997477781078)
    }

    func testTinyCostOverALargeStepMeetsTheStrongLevel() throws {
        var solver = Solver()
        for line in lines() { try solver.add(line) }
        // Both strong rows met to the rounding of terms near 1e4 (was 3.2e-4 at a = 0).
        XCTAssertLessThan(strongError(solver), 1e-9)
        // Exact (rational arithmetic, both rows tight): a = -597604738.7874928,
        // b = -293068.8340900301. The rows are 3e-7 apart, so b carries about 1e7 times the
        // rounding of its coefficients.
        XCTAssertEqual(solver.value(of: a), -597604738.7874928, accuracy: 1)
        XCTAssertEqual(solver.value(of: b), -293068.8340900301, accuracy: 1)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// In reverse order the strong rows come first and the weak pin last: the same optimum.
    func testTinyCostOverALargeStepInReverseOrder() throws {
        var solver = Solver()
        for line in lines().reversed() { try solver.add(line) }
        XCTAssertLessThan(strongError(solver), 1e-9)
        XCTAssertEqual(solver.value(of: a), -597604738.7874928, accuracy: 1)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Seed 293 of the numerics profile (the lines of `SolverLexicographicCyclingTests`): the
    /// strong error `e` moves the weak row `33.31 * d == 1` at a strong cost of 2.4e-12 per
    /// unit, over a step of 1.9e3. Before, the solver kept `e = 4.9e-9` and `d = 0.03`; strict
    /// priorities want `e = 0`, and the required row `-204000 * e - 1.6089e-5 * d == -0.001`
    /// then makes `d = 0.001 / 1.6089313989309902e-05`.
    func testSeed293ReachesTheStrictOptimum() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        var solver = Solver()
        try solver.add(-204000 * e - 1.6089313989309902e-05 * d == -0.001)
        try solver.add(7.97 * c - 33.0557073128744 * a <= -0.00858)
        try solver.add((33.314381019121484 * d == 1) | .weak)
        try solver.add(-999990.5631937915 * c + 562869.3854916939 * b <= 350.996697117827)
        try solver.add((e == 0) | .strong)
        try solver.add((0.112 * a + 2.351334313751167e-06 * e - 93 * b <= 0.0396) | .strong)
        try solver.add((58.8 * e - 250 * a >= 0) | .medium.weighted(1.5))
        XCTAssertEqual(solver.value(of: e), 0, accuracy: 1e-15)
        XCTAssertEqual(solver.value(of: d), 62.15305392538316, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
