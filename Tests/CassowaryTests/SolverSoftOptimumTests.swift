import Cassowary
import XCTest

/// A soft line is never refused for accuracy, and the primal simplex reaches the soft levels'
/// optimum where the pivots that stood in its way were rules of its own, not rounding: the
/// oracle's numerics profile (`Tools/oracle/oracle.py fuzz --profile numerics`), seeds
/// reduced with `oracle.py reduce`. Expected values are exact (`oracle.py solve --exact`,
/// rational arithmetic).
final class SolverSoftOptimumTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c")
    private let d = Variable("d"), e = Variable("e"), f = Variable("f")

    /// Oracle numerics seed 30920, reduced. Beside two near-parallel soft rows (a strong one
    /// and one of priority 900), the strong `67400·b + 10000·a >= -100` gave the level-750
    /// error's symbol a cost of -4.1e-8 in an objective row that the pivots had left out of
    /// step with the rows: no restricted row held the symbol with a negative coefficient, so
    /// the simplex called the objective unbounded, an internal error, and so did the
    /// required-first rebuild: the line was refused (`coefficientRange`). Errors are
    /// non-negative, so a negative cost that no row bounds is the objective rows' rounding:
    /// they are recomputed from the rows (`Σ weight · error`) and the simplex goes on.
    func testAnObjectiveThatLooksUnboundedIsRecomputedAndTheSoftLineGoesIn() throws {
        var solver = Solver()
        let (a, b) = (self.a, self.b)
        let strong = (51800 * b + 0.00171 * a <= -610) | .strong
        let level900 = (51800.002145818056 * b + 0.001709999929163149 * a <= -609.999974730714) | Strength(priority: 900)
        let last = (67400 * b + 10000 * a >= -100) | .strong
        try solver.add(strong)
        try solver.add(level900)

        try solver.add(last)

        XCTAssertEqual(solver.invariantViolations(), [])
        // Exact: every soft line holds, for a >= 0.0693706718055 and b <= -0.0117760640661
        // (the values are not unique).
        for line in [strong, level900, last] {
            let (residual, promise) = requiredResidual(line, solver)
            XCTAssertLessThanOrEqual(residual, promise, "\(line)")
        }
        XCTAssertGreaterThanOrEqual(solver.value(of: a), 0.0693706718055 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: b), -0.0117760640661 + 1e-9)
    }

    /// Oracle numerics seed 31104. Level 553 priced a slack at 8.9e-9, zero beside its
    /// scale, and the slack entered at level 500 with a step of 3.8e6 that made level 553
    /// worse by 0.034 (under the 1e-11 of its 6.1e9 that `higherLevelTrade` lets pass); then
    /// the error that left entered again at level 553 (cost -3.7e-4) and undid the step, and
    /// so on until the pivot bound: an internal error, and the soft line at priority 750 was
    /// refused. A symbol that entered through such a trade and was pivoted out again now
    /// trades no more in that loop (Bland's rule holds for the rest).
    func testATradeUndoneByAHigherLevelIsNotMadeAgain() throws {
        var solver = Solver()
        let (a, b, c, d, e) = (self.a, self.b, self.c, self.d, self.e)
        try solver.add((0.000934292411971264 * d - 0.000747 * a == -10700) | .medium.weighted(0.5))
        try solver.add((0.25997821361815376 * d + 0.01 * c == 10000) | .required)
        try solver.add((0.2599780235425854 * d + 0.010000007311211416 * c == 9999.992688788583) | .strong.weighted(1.5))
        try solver.add((-100000 * b + 13700 * e == 0) | .required)
        try solver.add((0.04740928335014832 * b + 0.0015843164024137656 * d == 0) | .strong.weighted(2))
        try solver.add((a == 0) | Strength(priority: 1))
        try solver.add((0.25997821717252884 * d + 0.01000000013671819 * c == 10000.00013671819) | .required)
        try solver.add((0.000114 * a - 159355.95980636583 * d == -0.06702791212112762) | .medium)
        try solver.add((-814000 * c - 42000 * a + 100 * d >= 0.22588724729719722) | .strong.weighted(1.5))
        try solver.addEditVariable(a, strength: Strength(priority: 553))
        try solver.add((12.2 * b == 1000) | .weak.weighted(3))
        let c4 = (1e-06 * b - 351000 * c == 5380) | .required
        try solver.add(c4)
        // Exactly infeasible, by less than 1e-9 of its terms: either verdict is allowed (the
        // Numerics article's edge of feasibility), and a refusal changes nothing.
        do {
            try solver.add((0.000954 * e - 0.003810491234557143 * d <= 0.1) | .required)
        } catch SolverError.unsatisfiableConstraint {}
        try solver.add((0.0001139997217200707 * a - 159355.5708101796 * d >= -0.06702774850250791) | .strong.weighted(3))
        try solver.remove(c4)
        try solver.suggestValue(13100, for: a)
        try solver.addEditVariable(b, strength: .weak)
        try solver.add((0.01 * d == 0.1) | .strong.weighted(0.5))
        try solver.add((-1.627756240154839e-06 * a <= -20.248449711185593) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: a = 12439485.232297113 (the last line holds it at 20.2484…/1.6277…e-6 and
        // the priority-1 `a == 0` pays for it); the other values are decided by
        // near-parallel rows to no better than their sensitivity.
        XCTAssertEqual(solver.value(of: a), 12439485.232297113, accuracy: 1e-9 * 12439485.232297113)
    }

    /// Oracle numerics seed 32938, reduced: the same kind of trade with a step of zero. At
    /// priority 903 an error of the strong equality entered (cost -5.5e-7) through an element
    /// of 1e6 in a degenerate row; the error of the priority-300 equality that left had a cost
    /// of 5.5e-13 there, priced at zero, so it entered again at priority 750 (cost -1e-6)
    /// and undid the pivot, and the two alternated until the pivot bound: the priority-903
    /// line was refused. It now goes in, and at its optimum: the line's coefficients are near
    /// 1e-11, so are its level's costs (5.5e-13 for the way to a = 4.8e6), and they are judged
    /// in those units (`pricedCost`); against the absolute floor of 1e-11 the level stayed at
    /// 1.00005e-4 where 0 is reachable.
    func testAZeroStepTradeUndoneByAHigherLevelIsNotMadeAgain() throws {
        var solver = Solver()
        let (a, b, c) = (self.a, self.b, self.c)
        try solver.add((-4.614986233925859 * a + 22.2 * c == 13300) | .strong)
        let level999 = (-4.614967283366585 * a + 22.200091160058673 * c <= 13300.054613909026) | Strength(priority: 999)
        try solver.add(level999)
        try solver.add((10159.152667636095 * b <= -803811.9899334463) | .required)
        try solver.add((-4614986.233925859 * a + 22200000 * c == 13300000000) | Strength(priority: 300, weight: 3))

        let level903 = (-2.0699999999999997e-11 * a - 6.485245827405211e-11 * b == -9.999999999999999e-05) | Strength(priority: 903)
        try solver.add(level903)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: a = 4831165.7610189347, b = -79.12195202008742 (the required line is
        // tight), c = 1004904.5214000898; levels 999 and 903 at 0, 750 at 183.1.
        XCTAssertEqual(solver.value(of: a), 4831165.7610189347, accuracy: 1e-9 * 4831165.8)
        XCTAssertEqual(solver.value(of: b), -79.12195202008742, accuracy: 1e-9 * 80)
        XCTAssertEqual(solver.value(of: c), 1004904.5214000898, accuracy: 1e-9 * 1004904.6)
        XCTAssertLessThanOrEqual(requiredResidual(level999, solver).residual, requiredResidual(level999, solver).allowed)
        XCTAssertLessThanOrEqual(requiredResidual(level903, solver).residual, requiredResidual(level903, solver).allowed)
    }

    /// Oracle numerics seed 30530, reduced. A strong equality and a priority-500 inequality
    /// nearly parallel (coefficients near 1.5e-5 that differ by 3e-8 relative): the
    /// priority-500 line is met only far along the strong one, at a = -5.97e8, which the weak
    /// `a == 0` pays for. Moving along it costs the priority-500 level 4e-12 per unit of the
    /// weak error, a real cost in the units of its line (1e-5), which the absolute floor
    /// 1e-11 of the cost test priced at zero: the level stayed at 1.27e-3.
    func testACostInTheSmallUnitsOfItsLevelIsReal() throws {
        var solver = Solver()
        let (a, b) = (self.a, self.b)
        try solver.add((a == 0) | .weak)
        let level500 = (-1.5299995656195996e-05 * b + 1.674096683553665e-05 * a >= -9999.997161196325) | Strength(priority: 500, weight: 2)
        try solver.add(level500)
        let strong = (-1.5299995171821323e-05 * b + 1.6740967365530286e-05 * a == -9999.997477781078) | .strong
        try solver.add(strong)

        XCTAssertEqual(solver.invariantViolations(), [])
        // Exact: levels 750 and 500 at 0, a = -597336897.04663861 (b = -1.43, decided by
        // the near-parallel rows to no better than their sensitivity).
        XCTAssertLessThanOrEqual(requiredResidual(strong, solver).residual, requiredResidual(strong, solver).allowed)
        XCTAssertLessThanOrEqual(requiredResidual(level500, solver).residual, requiredResidual(level500, solver).allowed)
        XCTAssertEqual(solver.value(of: a), -597336897.04663861, accuracy: 1e-8 * 597336897)
    }

    /// Oracle numerics seed 32122, reduced. The priority-300 equality
    /// `1000·c + 3.92e-6·b - 7.89e-6·d == 0` is the only line that mentions `d`; once the
    /// medium `0.000815·c == -4503.97` fixed `c` at -5.5e6, its error's row read
    /// `5.5e9 + 7.89e-6·d + …` with `d` a parameter. The primal simplex only raised
    /// parameters (a negative cost), as for a slack or an error, so `d`, unrestricted and
    /// priced positive, stayed at 0 and the level at 5.5e9 where 0 is reachable. A user
    /// variable now enters downwards when its cost is positive.
    func testAFreeVariableWithAPositiveCostEntersDownwards() throws {
        var solver = Solver()
        let (b, c, d, f) = (self.b, self.c, self.d, self.f)
        let level300 = (1000 * c + 3.92e-06 * b - 7.892576003178866e-06 * d == 0) | Strength(priority: 300)
        try solver.add(level300)
        try solver.add((0.0008147795033554571 * c == -4503.966665351125) | .medium)
        try solver.add((2.8519290515223097 * f - 10 * b >= -0.196) | .required)
        try solver.add((100000 * b + 278786.7317042417 * f <= 1000) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: c = -4503.966665351125 / 0.0008147795033554571, and level 300 reaches 0
        // with d <= -7.00384134323e14 (b and f are not unique).
        let cValue = -4503.966665351125 / 0.0008147795033554571
        XCTAssertEqual(solver.value(of: c), cValue, accuracy: 1e-9 * abs(cValue))
        let (residual, promise) = requiredResidual(level300, solver)
        XCTAssertLessThanOrEqual(residual, promise)
        XCTAssertLessThanOrEqual(solver.value(of: d), -7.00384134323e14 * (1 - 1e-9))
    }
    /// Oracle numerics seed 30278, reduced. Two required near-parallel rows leave the first
    /// (`1.03e-6·a - 5.7e-9·c >= 0.0003…`) off by 1.2e-11, beyond the promise for its terms
    /// (the edge of feasibility: the second was taken), so every later add that lost
    /// precision failed its check, and so did the required-first rebuild: the strong line was
    /// refused (`coefficientRange`). A soft line now goes in without the simplex when both
    /// fail: here with the subject the add chooses, the new `b`, which meets it, since no
    /// required constraint that held breaks; `a` and `c` do not move.
    func testASoftLineTheRebuildCannotKeepGoesInWithoutTheSimplex() throws {
        var solver = Solver()
        let (a, b, c) = (self.a, self.b, self.c)
        try solver.add((1.03e-06 * a - 5.7e-09 * c >= 0.00030004911224181056) | .required)
        try solver.add((0.0010299999697208767 * a - 5.6999998324359195e-06 * c == 0.3000490916652094) | .required)
        let (aBefore, cBefore) = (solver.value(of: a), solver.value(of: c))
        let strong = (5.2 * b + 0.333938153717722 * c + 2.2e-06 * a == 0.1) | .strong

        try solver.add(strong)

        XCTAssertEqual(solver.invariantViolations(), [])
        XCTAssertEqual(solver.value(of: a), aBefore)
        XCTAssertEqual(solver.value(of: c), cBefore)
        // Exact: the strong level reaches 0 (the values are not unique); here through b alone.
        let (residual, promise) = requiredResidual(strong, solver)
        XCTAssertLessThanOrEqual(residual, promise)
        XCTAssertEqual(solver.value(of: b), (0.1 - 0.333938153717722 * cBefore - 2.2e-06 * aBefore) / 5.2, accuracy: 1e-12)
    }
}
