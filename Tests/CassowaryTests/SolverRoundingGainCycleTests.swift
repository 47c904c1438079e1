import XCTest
@testable import Cassowary

/// The primal simplex never undoes its last pivot: two symbols of one row took turns for
/// 10,980 pivots, one gaining 2.6e-11 at the strong level (a cost of -5.0e-11, real against
/// the level's scale of 1, times a step of 0.52), the other giving it back for a gain at the
/// level below (a strong cost of 5.0e-12, priced at zero, times a step of 5.2), until the
/// pivot bound made the removal of a required equality fail with an internal error. Found by
/// CassowaryFuzzer as a slow input (now
/// `Fuzz/solver-crashes/primal-simplex-cycled-on-a-gain-of-rounding`), reduced to the eight
/// lines below.
final class SolverRoundingGainCycleTests: XCTestCase {
    private let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    private let v3 = Variable("v3"), v5 = Variable("v5")

    private lazy var pinned: LinearConstraint = 0.5 * v0 + v0 == -3
    private lazy var lines: [LinearConstraint] = [
        (0.001 * v0 + 1000 * v2 == 89) | .strong,
        v1 + 100 * v0 - v3 <= -15,
        (-v5 >= 56) | .strong,
        -0.5 * v2 - 0.5 * v5 + 1000 * v5 >= -52,
        pinned,
        (10 * v0 + 0.001 * v0 - 0.5 * v5 == -2) | Strength(priority: 100, weight: 2),
        (1000 * v3 + 0 * v3 + 0 * v3 == -0.001) | .strong,
        10 * v0 + 1000 * v1 == 27,
    ]

    private func strongError(_ s: Solver) -> Double {
        let (x0, x2, x3, x5) = (s.value(of: v0), s.value(of: v2), s.value(of: v3), s.value(of: v5))
        return abs(0.001 * x0 + 1000 * x2 - 89) + max(0, 56 + x5) + abs(1000 * x3 + 0.001)
    }

    private func lowError(_ s: Solver) -> Double {
        2 * abs(10.001 * s.value(of: v0) - 0.5 * s.value(of: v5) + 2)
    }

    func testRemovingTheEqualityEndsAtTheOptimum() throws {
        var solver = Solver()
        for line in lines { try solver.add(line) }
        try solver.remove(pinned)
        XCTAssertEqual(solver.invariantViolations(), [])
        for line in lines where line.strength.isRequired && line != pinned {
            XCTAssertTrue(solver.holdsAccurately(line), "\(line)")
        }
        // The exact optimum (`Tools/oracle/oracle.py solve --exact`): 55.948018509329806 at the
        // strong level and 1.0459801505161774 at level 100.
        XCTAssertEqual(strongError(solver), 55.948018509329806, accuracy: 1e-9 * 55.948018509329806)
        XCTAssertEqual(lowError(solver), 1.0459801505161774, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: v0), -0.15028503850385039, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: v1), 0.028502850385038504, accuracy: 1e-8)
        XCTAssertEqual(solver.value(of: v2), 0.089000150285038507, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v5), -0.05198149067019258, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v3), -1e-6, accuracy: 1e-12)
    }

    /// Without the removal the equality holds v0 at -2, and nothing cycles either.
    func testWithTheEqualityTheValuesAreExact() throws {
        var solver = Solver()
        for line in lines { try solver.add(line) }
        XCTAssertEqual(solver.value(of: v0), -2, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: v1), 0.047, accuracy: 1e-12)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
