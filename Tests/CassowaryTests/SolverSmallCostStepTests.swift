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
}
