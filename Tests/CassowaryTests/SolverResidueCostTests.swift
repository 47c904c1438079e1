import Cassowary
import XCTest

/// A reduced cost that is rounding residue of its level's terms must price its symbol at
/// zero: entered, it takes a real step that no level asked for.
final class SolverResidueCostTests: XCTestCase {
    /// Fuzz/solver-crashes/infeasible-row-after-a-residue-cost-at-a-level-of-1e8, reduced (the
    /// fuzzer found it on main after branch numerics2, whose relative underflow keeps the small
    /// coefficients that make this path). Adding `-10·v1 + 0.001·v5 + 0.25·v2 <= -32` at
    /// priority 999 makes that level's row the new error's row, with coefficients up to 1e8;
    /// in it, e7 (an error of the strong `1000·v2 + 0.001·v4 + v1 == -1000`) costs -1.07e-10,
    /// 1e-18 of the level: the residue of `1 - 0.001 · 1000.0000000106728`. Past the former
    /// absolute threshold of 1e-11, it entered through an element of 1.07e-8 (residue too): a
    /// step of 3.1e19. The rows it went through kept magnitudes of 3e19 and 3e22, so their
    /// tolerances grew to 3e6; the last add's ratio test then let such a row go to -1003, a
    /// pivot spread that into rows of small magnitude, and one ended at -10031.87 (allowed
    /// 1e-9). Relative to its level (`Numerics.isZeroCost`), the cost is zero.
    func testAResidueCostAtALevelOfLargeCoefficientsDoesNotEnter() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let level999 = (-10.0 * v1 + 0.001 * v5 + 0.25 * v2 <= -32.0) | Strength(priority: 999.0, weight: 1.0)
        let required = [
            (v1 + 100.0 * v0 - v3 == -15.0) | .required,
            (-3.0 * v4 >= 34.0) | .required,
        ]
        let strong = [
            (1000.0 * v2 + 0.001 * v4 + v1 == -1000.0) | .strong,
            (0.001 * v0 + 1000.0 * v2 == 89.0) | .strong,
            (0.001 * v5 + 10.0 * v2 <= -32.0) | .strong,
        ]
        let medium = (1000.0 * v3 + 1000.0 * v5 - 0.5 * v0 <= -1_000_000.0) | .medium.weighted(3.0)
        let level1 = (10.0 * v0 + 1000.0 * v1 == -1_000_000.0) | Strength(priority: 1.0, weight: 1.0)
        try solver.add(strong[0], tracking: .tracked)
        try solver.add(strong[1], tracking: .tracked)
        try solver.add(required[0])
        try solver.add(strong[2])
        try solver.addEditVariable(v2, strength: Strength(priority: 100.0, weight: 2.0))
        try solver.add(medium)
        try solver.add(level1)
        try solver.addEditVariable(v5, strength: .medium.weighted(3.0))
        try solver.add(level999, tracking: .tracked)
        try solver.add(required[1])

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // The lexicographic optimum (HiGHS, level by level, each level fixed at its optimum):
        // levels 999 and strong at 0, medium 98660.4383824144, level 100 (the edit of v2,
        // weight 2) 0.17736255882762644, level 1 1003100.7416144394. The values are unique
        // (each variable's range over the optimal face, in HiGHS, is below 1e-8 wide); they
        // are held to 1e-10 of the largest of them, 1.09e6.
        let x = { solver.value(of: $0) }
        let expected: [(Variable, Double)] = [
            (v0, 318.7205861867852), (v1, -0.0864642474284677), (v2, 0.08868127941381322),
            (v3, 31886.972154431092), (v4, -1088594.8151663847), (v5, -32886.81279413813),
        ]
        for (v, value) in expected { XCTAssertEqual(x(v), value, accuracy: 1.1e-4, v.name) }
        XCTAssertEqual(max(0, -10 * x(v1) + 0.001 * x(v5) + 0.25 * x(v2) + 32), 0, accuracy: 1e-9)
        // Strong: each error at 0, to the accuracy promise of its own terms.
        XCTAssertEqual(1000 * x(v2) + 0.001 * x(v4) + x(v1) + 1000, 0, accuracy: 1e-9 * 2200)
        XCTAssertEqual(0.001 * x(v0) + 1000 * x(v2) - 89, 0, accuracy: 1e-9 * 90)
        XCTAssertLessThanOrEqual(0.001 * x(v5) + 10 * x(v2) + 32, 1e-9 * 66)
        let mediumLevel = 3 * max(0, 1000 * x(v3) + 1000 * x(v5) - 0.5 * x(v0) + 1e6) + 3 * abs(x(v5))
        XCTAssertEqual(mediumLevel, 98660.4383824144, accuracy: 1e-9 * 98660.4383824144)
        XCTAssertEqual(2 * abs(x(v2)), 0.17736255882762644, accuracy: 1e-9)
        XCTAssertEqual(abs(10 * x(v0) + 1000 * x(v1) + 1e6), 1003100.7416144394, accuracy: 1e-9 * 1003100.7416144394)
    }
}
