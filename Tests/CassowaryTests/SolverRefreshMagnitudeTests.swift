import Cassowary
import XCTest

/// A refactorized row's magnitude is that of the products its constant is the cancellation
/// of, not of the constant. The refresh (`Solver+Refresh.swift`) refines each basic value
/// from the residuals of the constraints as written; a residual is the difference of products
/// of the coefficients and the values, and its rounding, carried into the value through the
/// factors of the basis, is relative to those products. A slack refined to 72.02 from
/// equations over values near 1e15 kept a magnitude of 72 (held to 1e-9), and the next
/// operation, moving it by the rounding of those values, left it infeasible to the tableau's
/// own test. And a basis the refactorization finds singular is no basis of the constraints:
/// the operation is retried on a rebuilt tableau. Expected values are exact (rational
/// arithmetic), checked with HiGHS (`Tools/oracle/oracle.py solve`).
final class SolverRefreshMagnitudeTests: XCTestCase {
    /// Whether seed 31718 unreduced is still the known limit of the Numerics article (its test
    /// is skipped until it is not).
    static let numericallySingularBasisIsOpen = true

    /// Fuzz/solver-crashes/refreshed-row-magnitude-of-its-products-near-1e15 (was
    /// `infeasible-rows-at-minus-38-since-refresh-found-on-70b5daf`). Adding the second
    /// priority-100 equality lost precision, and the kept refresh gave the slack `s11` of
    /// `E <= 62` (E = `0.1·v4 + 1000·v3 + 1000·v5`, terms near 1e15) the row
    /// `s11 = 72.021484375 + s22` (`s22` the slack of `E <= -10`; exactly, 72) with a
    /// magnitude of 72, tolerance 1e-9. The last add, `E == 100`, solved its row for `s22`
    /// at -110.06 (magnitude 1e15, exact -110) and substituted it: `s11` at -38.04 with a
    /// tolerance of 1e-9, an invariant violation (and the refresh of that add threw, unable to
    /// restore it). The refreshed row now has a magnitude of 2e15, the size of its equation's
    /// products, and -38 is within its rounding.
    func testARefreshedRowCarriesTheMagnitudeOfItsProducts() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let weak = (0.5 * v2 + 0.001 * v3 + 0.001 * v2 <= -1_000_000_000.0) | .weak
        let minus10 = (0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 <= -10.0) | .required
        let level999 = (-0.5 * v4 + 10.0 * v1 <= -32.0) | Strength(priority: 999.0, weight: 1.0)
        try solver.add(level999, tracking: .tracked)
        try solver.addEditVariable(v0, strength: Strength(priority: 1.0, weight: 1.0))
        try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 <= 62.0) | .required)
        try solver.add((-3.0 * v2 <= 56.0) | .strong, tracking: .tracked)
        try solver.add((-10.0 * v1 + 0.001 * v5 + 10.0 * v2 <= 62.0) | .required)
        try solver.remove(level999)
        try solver.add((0.001 * v5 - 2.0 * v2 >= -55.0) | Strength(priority: 1.0, weight: 1.0))
        try solver.add(weak)
        try solver.add((-0.5 * v5 + 0.25 * v0 + 0.25 * v1 == 20.0) | Strength(priority: 100.0, weight: 2.0))
        try solver.add(minus10)
        try solver.remove(minus10)
        try solver.add(minus10, tracking: .tracked)
        try solver.remove(weak)
        try solver.add(weak)
        try solver.add((-v3 - 3.0 * v5 - 2.0 * v2 == 20.0) | Strength(priority: 100.0, weight: 2.0))

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact (rational arithmetic): every soft constraint can hold beside the required
        // ones, for instance at v0 = 0, v2 = -56/3, v3 = -999999990648, v5 = 2999999971996/9,
        // v1 = 5999999944712/9 and v4 = 10·(-10 - 1000·v3 - 1000·v5); the values are not
        // unique (v2 may rise, v3 with it), the level errors are.
        for priority in [750.0, 250.0, 100.0, 1.0] {
            let level = levelError(priority, solver)
            XCTAssertLessThanOrEqual(level.error, level.allowed, "priority \(priority)")
        }
        XCTAssertEqual(solver.value(of: v0), 0)

        // Exactly, `E == 100` contradicts `E <= -10`, by 110 against terms near 2e15: 6e-14 of
        // them, within the accuracy promise (1e-9), where either verdict is allowed (the
        // Numerics article's edge of feasibility). Accepted, the tableau and the required
        // constraints must hold; refused, nothing may change.
        let before = solver.debugDescription
        do {
            try solver.add((0.1 * v4 + 1000.0 * v3 + 1000.0 * v5 == 100.0) | .required)
            XCTAssertEqual(solver.invariantViolations(), [])
            assertRequiredConstraintsHold(solver)
        } catch SolverError.unsatisfiableConstraint {
            XCTAssertEqual(solver.debugDescription, before)
        }
    }

    /// Oracle numerics seed 31718, reduced (`Tools/oracle/oracle.py reduce`). The last add,
    /// the required `-0.000227·c - 0.000187…·d == 0`, fixes `d`; the new row was solved for
    /// the priority-900 error `e12`, and the pivot that brought the strong error `e3` in
    /// cancelled `s7`'s coefficient in that row, 1.08e11 - 1.08e11, to residue of -0.0132
    /// (1.2e-13 of the products, above the 1e-14 that snaps a sum to zero). That residue was
    /// a cost at level 900 and the pivot element of the next step: `s7` entered through
    /// `e12`'s row, a basis structurally singular (four equations hold only b, c and d of
    /// the basic symbols).
    /// Its rows did not satisfy the constraints as written: the tableau read level
    /// 900 at 0 where the values gave 6.9e8, and `a`, the strong edit at 0, was 6.2e14. The
    /// refactorization finds such a basis singular; the add is now retried on a tableau
    /// rebuilt required-first, which reaches the optimum. (Seed 31718 unreduced, where the
    /// basis is singular only numerically, is the next test.)
    func testABasisSingularToRoundingIsRebuilt() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let level900 = (-14256.534455112385 * d + 2250 * b - 18094.80092350762 * c >= 0) | Strength(priority: 900, weight: 0.5)
        let medium = (1e-10 * d + 0.000169 * a - 2.0799999999999998e-08 * b >= 0) | .medium
        try solver.add((0.7536751931288059 * b <= 0) | .required)
        try solver.addEditVariable(a, strength: .strong)
        try solver.add(medium)
        try solver.add(level900)
        try solver.add((4.69e-06 * c == 8.05) | .required)

        try solver.add((-0.000227 * c - 0.0001871887842270147 * d == 0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact (rational arithmetic, and HiGHS level by level): c = 8.05/4.69e-6 and d are
        // fixed, so level 900 needs b >= 6.15e5 against the required b <= 0: b = 0 and level
        // 900 pays 0.5·1.3839e9; the strong edit holds, a = 0, and the medium row is off by
        // 2.08e-8·0 - 1e-10·d = 2.0815e-4 (its weight 1).
        let cValue = 8.05 / 4.69e-06
        let dValue = -0.000227 * cValue / 0.0001871887842270147
        XCTAssertEqual(solver.value(of: c), cValue, accuracy: 1e-9 * cValue)
        XCTAssertEqual(solver.value(of: d), dValue, accuracy: 1e-9 * abs(dValue))
        XCTAssertEqual(solver.value(of: b), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), 0, accuracy: 1e-9)
        let violation = 18094.80092350762 * cValue + 14256.534455112385 * dValue
        XCTAssertEqual(requiredResidual(level900, solver).residual, violation, accuracy: 1e-9 * 18094.8 * cValue)
        XCTAssertEqual(requiredResidual(medium, solver).residual, -1e-10 * dValue, accuracy: 1e-12)
    }

    /// Oracle numerics seed 31718 unreduced (a known limit, skipped). The same last add ends
    /// in a basis that is singular only numerically: the elimination cancels a column to
    /// exactly zero while equations still hold it (fill-in), so the structural test passes it,
    /// and near-parallel soft rows make such bases with right answers too (seed 32302). Here
    /// the rows do not satisfy the constraints as written: the simplex pivoted `a` in through
    /// a residue of 1.2e-5 (1/83276.87) in the row of the priority-900 inequality, where `a`
    /// has no term, so `a` read 1.15e14 (1.38e9 / 1.2e-5) and level 900 read 0 where the
    /// values give 6.9e8: the worst residual of the equations at the current values is 1.0 of
    /// their products. Calling such a basis singular when that residual passes 1e-9 (and so
    /// retrying rebuilt required-first) makes this test pass, and seed 32302 too, but newly
    /// refuses lines of seeds 30071 (residuals 1.4e-7) and 30526 (1.3e-9 to 0.46), whose
    /// rebuilds fail (`coefficientRange`) where the incremental answer passed the oracle; no
    /// threshold on the residual separates 31718 from 30526. Not kept.
    func testANumericallySingularBasisThatMissesTheConstraintsIsRebuilt() throws {
        if Self.numericallySingularBasisIsOpen {
            throw XCTSkip(
                "open: the basis is singular only numerically and its rows miss the priority-900 inequality by "
                    + "1.38e9 (a = 1.15e14); telling it apart by its residual newly refuses seeds 30071 and 30526")
        }
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let strongPair = (100 * d - 1 * a == 18730.4931595514) | .strong
        let strongB = (-0.0002689754332017201 * b - 0.0117 * a == 0.313) | .strong
        let level900 = (-14256.534455112385 * d + 2250 * b - 18094.80092350762 * c >= 0) | Strength(priority: 900, weight: 0.5)
        try solver.add((-28400 * b - 2.290595934259151e-06 * d == 0.001) | .medium)
        try solver.add(strongB)
        try solver.add((0.7536751931288059 * b <= 0) | .required)
        try solver.add(strongPair)
        try solver.add((-1 * a - 0.1 * c <= -804.9740053425647) | Strength(priority: 750, weight: 0.5))
        try solver.add((c == 0) | .medium)
        try solver.addEditVariable(a, strength: .strong)
        try solver.add((0.7536750927770206 * b <= 1.3314991154381238e-07) | Strength(priority: 300, weight: 1))
        try solver.add((0.0001 * d + 169 * a - 0.0208 * b >= 0) | .weak)
        try solver.add((1e-10 * d + 0.000169 * a - 2.0799999999999998e-08 * b >= 0) | .medium)
        try solver.add((11200 * d + 1000 * b <= 0.01) | Strength(priority: 900, weight: 3))
        try solver.add(level900)
        // 0.75367617·b >= 1.3e-7 against 0.75367519·b <= 0: unsatisfiable, and refused.
        XCTAssertThrowsError(try solver.add((0.7536761767472302 * b >= 1.3315010304614397e-07) | .required))
        try solver.add((4.69e-06 * c == 8.05) | .required)
        try solver.suggestValue(0.1, for: a)

        try solver.add((-0.000227 * c - 0.0001871887842270147 * d == 0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // c and d are fixed; level 900 needs b >= 6.15e5 against b <= 0: b = 0, and it pays
        // 0.5·(18094.8·c + 14256.5·d). At level 750, |100·d - a - 18730.49| + |a - 0.1| is
        // the same for every a below 0.1 (d·100 is near -2.08e8), and `strongB` is met only
        // at a = -0.313 / 0.0117: the optimum is unique (HiGHS: 691882863 and 208165211).
        let cValue = 8.05 / 4.69e-06
        let dValue = -0.000227 * cValue / 0.0001871887842270147
        let aValue = -0.313 / 0.0117
        XCTAssertEqual(solver.value(of: c), cValue, accuracy: 1e-9 * cValue)
        XCTAssertEqual(solver.value(of: d), dValue, accuracy: 1e-9 * abs(dValue))
        XCTAssertEqual(solver.value(of: b), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), aValue, accuracy: 1e-9 * abs(aValue))
        let violation = 18094.80092350762 * cValue + 14256.534455112385 * dValue
        XCTAssertEqual(levelError(900, solver).error, 0.5 * violation, accuracy: 1e-9 * 18094.8 * cValue)
        XCTAssertEqual(requiredResidual(strongB, solver).residual, 0, accuracy: 1e-9)
        XCTAssertEqual(
            requiredResidual(strongPair, solver).residual, 18730.4931595514 + aValue - 100 * dValue,
            accuracy: 1e-9 * 100 * abs(dValue))
    }
}

/// The error of priority level `priority` at the solver's values, Σ weight · violation over
/// its constraints, and what the accuracy promise allows it: Σ weight · 1e-9 of each
/// constraint's terms (an optimum exactly zero is met to the rounding of values near 1e15).
private func levelError(_ priority: Double, _ solver: Solver) -> (error: Double, allowed: Double) {
    var error = 0.0
    var allowed = 0.0
    for c in solver.constraints where c.strength.priority == priority && !c.strength.isRequired {
        let (residual, promise) = requiredResidual(c, solver)
        error += c.strength.weight * residual
        allowed += c.strength.weight * promise
    }
    return (error, allowed)
}
