import Cassowary
import XCTest

/// Soft levels at their exact optimum where a real reduced cost is far below its level's
/// scale: the oracle's numerics profile (`Tools/oracle/oracle.py fuzz --profile numerics`),
/// seeds reduced with `oracle.py reduce`. Expected values are exact (`oracle.py solve
/// --exact`, rational arithmetic).
final class SolverLevelCostTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c")
    private let d = Variable("d"), e = Variable("e")

    /// Oracle numerics seed 30784, reduced. The refreshed rows (refactorized from the
    /// constraints after lost precision) give the level-470 error of `a + 0.1·d == 0 @weak`'s
    /// neighbour a cost of -4.28e-12 beside a scale of 1: below the 1e-11 of the level's scale,
    /// so it was priced at zero, and level 470 stayed at 0.0209 where 0.0139 is reachable
    /// (with `a` near 1.7e9 and `d` near -8e8). The objective row's tracked rounding
    /// (``RowTerm/rounding``, here from the refactorized rows' bounds) is far below that cost,
    /// so it is real: a cost beyond four times its own tracked rounding is priced as it stands.
    func testACostBeyondItsRowsTrackedRoundingIsReal() throws {
        var solver = Solver()
        let (a, c, d) = (self.a, self.c, self.d)
        let level470 = (-4.36000008285549e-05 * d - 9.999999809964475 * c <= 34717.05793572706) | Strength(priority: 470)
        try solver.add(level470)
        try solver.add((-4.359997897194552e-05 * d - 9.999992788342722 * c >= 34717.05446832221) | .required)
        try solver.add((4545.031289337412 * c <= 0) | .required)
        try solver.add((-1 * a - 0.1 * d == 0) | .weak)
        let medium = (172.871177162173 * c + 465.9198778617029 * a + 1000 * d >= -224000) | .medium

        try solver.add(medium)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: level 500 at 0, level 470 at 0.013936206713220545, level 250 at
        // 1629386151.1028352, with a = 1709012461.222528, c = 0, d = -796263101.1969285.
        let (mediumResidual, mediumPromise) = requiredResidual(medium, solver)
        XCTAssertLessThanOrEqual(mediumResidual, mediumPromise, "the medium line is met")
        let (level470Error, _) = requiredResidual(level470, solver)
        XCTAssertEqual(level470Error, 0.013936206713220545, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: c), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), 1709012461.222528, accuracy: 1e-9 * 1.7e9)
        XCTAssertEqual(solver.value(of: d), -796263101.1969285, accuracy: 1e-9 * 8e8)
    }

    /// Oracle numerics seed 30492, reduced. The strong `1e-5·e - 1200·a == -0.0384` can be
    /// met: `a` is held near -3.83e9 by two near-parallel lines (a required one and one of
    /// priority 900), and the required `100000·c - 833000·e - 115108.6·d == 0` lets `e` go to
    /// -4.6e17 with `c` at -3.8e18, which only the medium line pays for. The last add pivots
    /// through an element of -2.96e-15 (a step of 4.6e12); after the refresh the strong level's
    /// scale is 3.4e14 and the cost of the medium error that opens the way is -1.03e-8 (3e-23 of
    /// the scale), against a tracked rounding of the row of 33.8: the bound is on the row's
    /// largest coefficients (near 3.4e14), not on this cost, whose own operands are near 1e-8.
    /// Priced at zero by that bound, the strong level stayed at 4.6e12. Each term now carries
    /// its own bound (``RowTerm/rounding``): this cost's is far below it, so it enters and
    /// the strong line is met.
    func testACostFarBelowItsRowsRoundingBoundIsRealWhenItsOwnOperandsAreSmall() throws {
        var solver = Solver()
        let (a, c, d, e) = (self.a, self.c, self.d, self.e)
        try solver.add((-2.29e-06 * d - 5.9e-06 * a <= 22600) | Strength(priority: 900))
        try solver.add((-8.609688957901579 * a - 116 * c == 194000) | .medium.weighted(1.5))
        try solver.add((-2.2899993115343357e-06 * d - 5.900001773776167e-06 * a >= 22600.006794765275) | .required)
        let strong = (1e-05 * e - 1200 * a == -0.0384) | .strong
        try solver.add(strong)
        try solver.add((100000 * c - 833000 * e - 115108.61701789174 * d == 0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: levels 900 and 750 at 0, level 500 at 6.6625661099988641e20, with
        // c = -3.8290609824736573e18, e = -4.5967118637141766e17 (a = -3830593219.7617822 is
        // decided by the near-parallel lines, to about 1e-9 of their terms).
        let (residual, promise) = requiredResidual(strong, solver)
        XCTAssertLessThanOrEqual(residual, promise, "the strong line is met")
        XCTAssertEqual(solver.value(of: c), -3.8290609824736573e18, accuracy: 1e-6 * 3.83e18)
        XCTAssertEqual(solver.value(of: e), -4.5967118637141766e17, accuracy: 1e-6 * 4.6e17)
    }
}
