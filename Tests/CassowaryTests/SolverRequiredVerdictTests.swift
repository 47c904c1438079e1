import Cassowary
import XCTest

/// Required lines feasible in exact arithmetic, inside the documented range, that the solver
/// refused (`coefficientRange`), from the oracle's numerics profile (issue 8). Each script is
/// the oracle's seed, reduced where the reduction keeps the refusal; the expected values are
/// the exact optimum (`Tools/oracle/oracle.py solve --exact`), held to the accuracy promise.
///
/// All but the last went wrong the same way: a slack in the units of its constraint as
/// written, beside a constraint whose coefficients are far below 1, dominated its row, and
/// the row's normalisation to it pushed real terms below the absolute floors of a subject, a
/// cost or phase one's zero. The refusal is now believed only after a second rebuild with
/// each slack in its scaled constraint's units (the *Numerics* article, "second opinion").
final class SolverRequiredVerdictTests: XCTestCase {
    /// Within the promise of 1e-9 of its magnitude (and 1e-9 absolute below 1) of `exact`.
    private func assertNear(
        _ value: Double, _ exact: Double, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(value, exact, accuracy: Solver.requiredAccuracy * max(1, abs(exact)), name, file: file, line: line)
    }

    /// Seed 32615, reduced: `1e-5·b <= 0` beside `b = 3002.49 + 7.55e-7·c - 7.55e-8·s`, where
    /// `s` is the slack of `-1000·a + 10·c >= -10000`. Feasible with `a` near -4e7. The new
    /// row's own slack, in the units of `1e-5·b <= 0` as written, is 2^17 times its scaled
    /// largest coefficient, so the row, normalised to it, held `c` at 7.6e-12 and `s` at
    /// 7.6e-13: below the pivot floor (1e-11) as a subject and below the cost floor (1e-11)
    /// in phase one, which ended at 0.03 and called the line unsatisfiable; the rebuild, as
    /// unsure, refused it (`coefficientRange`).
    func testASmallRequiredLineBesideASlackOfLargerUnitsGoesIn() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add((-1000.0 * a + 10.0 * c >= -10000.0) | .required)
        try solver.add((10.0 * b - 0.0007552395515698539 * a == 30024.927335297994) | .required)
        try solver.add((1e-05 * b <= 0.0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Only a below -3.97e7 meets both equalities with b <= 0.
        XCTAssertLessThanOrEqual(solver.value(of: b), 1e-9)
        XCTAssertLessThan(solver.value(of: a), -3.97e7)
    }

    /// Seed 32615 as generated: the refusal of line 10 (`c4`) changed the state, and the
    /// soft levels after it. Every value is unique at the exact optimum; line 15, the last
    /// required line, contradicts `c == 0` and `c3` exactly (a at -3.2e11 cannot be -5.2) and is
    /// refused.
    func testSeed32615EndsAtTheExactOptimum() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add((-1000.0 * a + 10.0 * c >= -10000.0) | .required)
        try solver.add((10.0 * b - 0.0007552395515698539 * a == 30024.927335297994) | .required)
        try solver.add((a == -1.06) | Strength.medium.weighted(1.5))
        try solver.add((10_000_000.0 * b - 755.2395515698539 * a == 30024927335.297993) | .weak)
        try solver.addEditVariable(c, strength: Strength.medium.weighted(3))
        try solver.add(
            (-1000.0024821270315 * a + 9.999975178729686 * c >= -10000.024823752443) | .strong)
        try solver.add((1e-05 * c - 1.15e-06 * b == 27.802659263892377) | .required)
        try solver.add(
            (-5.984837606749909e-05 * a + 2.4425248539898424e-06 * b + 2.627575889495659e-06 * c <= 0.001)
                | Strength(priority: 889, weight: 0.5))
        try solver.add((0.943 * b + 0.0473 * c == -580.3544483570249) | .strong)
        try solver.add((1e-05 * b <= 0.0) | .required)
        try solver.add((c == 0.0) | .required)
        try solver.add((-262000.0 * c == 1_000_000.0) | Strength(priority: 100))
        try solver.add((0.0359 * c >= 100.0) | .weak)
        let last = (0.056475805547278435 * c - 0.191 * a == -1.0) | .required
        XCTAssertThrowsError(try solver.add(last)) { error in
            guard case .unsatisfiableConstraint? = error as? SolverError else {
                // Refused either way; the exact verdict is that it cannot hold.
                XCTAssertEqual(error as? SolverError, .coefficientRange(last))
                return
            }
        }
        try solver.add((-10000.0 * a >= -100000.0) | Strength(priority: 864, weight: 1.5))

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        assertNear(solver.value(of: a), -320153094330.62805, "a")
        assertNear(solver.value(of: b), -24176225.446862936, "b")
        XCTAssertEqual(solver.value(of: c), 0)
    }

    /// Seed 31253 as generated. Line 11, `-1.5e-6·b - 1e-12·c <= 1.17e-5` (a copy of line 1
    /// scaled by 1e-6 and nudged by 6e-6), substitutes to `1.4e-10 + 1.15e-17·c + s`,
    /// normalised to its slack's coefficient 1: phase one judged 1.4e-10 zero (the absolute
    /// floor of 1e-9, which in the units of a constraint of coefficients near 1e-6 is 1e-3 of
    /// its terms), the line was taken unmet, and the accuracy check refused it. With the
    /// slack in the scaled constraint's units the constant is 1.5e-4 and `c`'s coefficient
    /// 1.2e-11: `c` is the subject, at -1.2e7. Every value is unique at the exact optimum.
    func testSeed31253EndsAtTheExactOptimum() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        try solver.add((-1.5 * b - 1e-06 * c == 11.7) | .required)
        try solver.add((4092.5509636985116 * d - 5642.547825009811 * b == -0.0935) | .required)
        try solver.add((-156000.0 * a + 8250.0 * d == -100000.0) | .medium)
        try solver.add((-1.5000003102610255 * b - 1.0000002068406837e-06 * c <= 11.700002626876682) | .strong)
        try solver.add((-142.97342455116626 * d + 26.8 * a + 35.2 * e == -100.0) | .required)
        try solver.add((-0.0925 * c - 8330.0 * d + 0.01 * a == 0.00284) | .strong)
        try solver.addEditVariable(e, strength: Strength.weak.weighted(0.5))
        try solver.add((-1.500008926622275 * b - 9.999944625998507e-07 * c <= 11.699929675018105) | .strong)
        try solver.add((3.5679671622402544e-05 * b + 0.0001 * d <= -1.0) | .medium)
        try solver.suggestValue(-510000, for: e)
        try solver.add(
            (-1.5000089266222749e-06 * b - 9.999944625998508e-13 * c <= 1.1699929675018103e-05) | .required)
        try solver.add((a == 0.0) | Strength(priority: 600))
        try solver.add((a == 0.0) | Strength(priority: 461))
        try solver.add(
            (-1.5000031028118392e-06 * b - 9.99998345095537e-13 * c <= 7.817457914867848e-06) | .strong)
        try solver.add((0.00353 * a + 0.0314 * e == 0.0) | .required)
        try solver.add((3530.0 * a + 31399.999999999996 * e == 0.0) | .weak)
        let c2 = (-100000.0 * d + 167000.0 * c == -100.0) | .required
        XCTAssertThrowsError(try solver.add(c2))
        try solver.add(
            (-156000.05954980568 * a + 8250.003149268568 * d <= -99999.96182704765) | Strength(priority: 1))

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        assertNear(solver.value(of: a), -1.6049583075212064, "a")
        assertNear(solver.value(of: b), 0.32133054721276533, "b")
        assertNear(solver.value(of: c), -12181995.820819147, "c")
        assertNear(solver.value(of: d), 0.4430071846059882, "d")
        assertNear(solver.value(of: e), 0.18043002629139679, "e")
    }

    /// Seed 32805, reduced: `181000·b - 0.00162·a == -6.19` after `1e-9·b <= -6.23` (`b` at
    /// -6.2e9 and below) and `-1000·a >= 0.316`. Feasible with `a` at -7e17 or below. With
    /// each slack in the units of its constraint as written, the new row held the first
    /// slack at 1.29 and the second at 1.2e-20 (a spread of 1e20 from slacks alone): below
    /// every floor, so phase one stopped at 8.0 and the line was refused. In their scaled
    /// constraints' units the two are 1e-8 apart.
    func testARequiredLineNeedingValuesNear1e17GoesIn() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add((1.0000002741838601e-09 * b <= -6.234840651423264) | .required)
        try solver.add((-1000.0 * a >= 0.316) | .required)
        try solver.add((181000.0 * b - 0.00162 * a == -6.19) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // The exact bounds of the feasible set (`oracle.py solve --exact`).
        XCTAssertLessThanOrEqual(solver.value(of: b), -6234838941.93 * (1 - 1e-9))
        XCTAssertLessThanOrEqual(solver.value(of: a), -6.9660854845e17 * (1 - 1e-9))
    }

    /// Seed 30228, reduced: `245000·c + 100·b == -100` was taken by phase one, then refused by
    /// the accuracy check (its row held the slacks of the constraints of coefficients near
    /// 1e-4 in their units as written, beside errors near 1); with each slack in its scaled
    /// constraint's units it goes in and the values are the exact optimum's (`a` is not
    /// unique).
    func testSeed30228ReducedEndsAtTheExactOptimum() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.add((0.0001 * c - 0.001231263199793921 * d >= 0.1) | .required)
        try solver.add((10200.0 * c - 4251.302791379782 * a - 21537.314870865135 * b >= 0.0) | .required)
        try solver.add((0.00020249931966371924 * b + 6.792706556736445e-05 * d == 0.01) | .medium)
        try solver.add((0.000987 * a - 0.01 * b + 0.001 * d <= 1_000_000.0) | .strong)
        try solver.add((987.0 * a - 10000.0 * b + 1000.0 * d <= 1_000_000_000_000.0) | .required)
        try solver.add((b == 0.0) | .strong)
        try solver.add((0.00010000000066515647 * c - 0.0012312631916040942 * d >= 0.10000000066515646) | .required)
        try solver.add((245000.0 * c + 100.0 * b == -100.0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(solver.value(of: b), 0)
        assertNear(solver.value(of: c), -0.00040816326530612246, "c")
        assertNear(solver.value(of: d), -81.217437639147519, "d")
        XCTAssertLessThanOrEqual(solver.value(of: a), -0.000979291645508 + 1e-9)
    }

    /// The spread rule (at most 1e12 between a constraint's largest and smallest coefficient)
    /// is checked to the rounding of the coefficients: `1e6·k` and `1e-6·k` computed in
    /// `Double` are 1e12 apart to a unit in the last place, either way. Seed 32746's
    /// `1000000.8596677814·b + … - 1.0000008596677813e-06·a` (1e12·(1 + 9.7e-17)) was refused,
    /// and its copy scaled by 1e-6 after it. A spread beyond rounding is still refused, with
    /// the exact error.
    func testTheSpreadIsCheckedToTheRoundingOfTheCoefficients() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(
            (1000000.0 * b + 605.4668415962703 * c - 1e-06 * a >= -8.17) | .strong)
        try solver.add(
            (1000000.8596677814 * b + 605.4673620966067 * c - 1.0000008596677813e-06 * a <= -8.170007883153556)
                | .required)
        try solver.add((-1.49 * c == -0.001) | Strength.strong.weighted(1.5))
        try solver.add(
            (1.0000008596677814 * b + 0.0006054673620966067 * c - 1.0000008596677813e-12 * a
                <= -8.170007883153555e-06) | .required)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)

        let wide = (1000000.0 * b - 0.99999e-06 * a <= 1.0) | .required
        XCTAssertThrowsError(try solver.add(wide)) { error in
            XCTAssertEqual(error as? SolverError, .coefficientRange(wide))
        }
    }

    /// Seed 30278, reduced. `c2` is line 4 times 999.99997 in `a` and in `c` alike (the two
    /// ratios agree to 1e-16) with a constant 3.9e-8 (relative) off: exactly the two meet
    /// only at `a` near 1.2e11, `c` near 2.1e13, decided by digits below `Double`'s precision
    /// (the *Numerics* article, "Known limit: required rows parallel to within rounding"), so
    /// in double precision `c2` contradicts line 4. It was taken: its row was solved for
    /// `c1`'s error, which moved line 4's slack (in the units of line 4 as written,
    /// coefficients near 1e-6) to -1.18e-11, and the subject test held a restricted row only
    /// to an absolute -1e-9 (3e-6 of line 4's terms; the promise is 1e-9 of them). Line 4 was
    /// off from then on, so every later accuracy check failed: `suggest b -5.85` was refused
    /// (`coefficientRange`), the rebuild reproducing the same row. The subject test is now
    /// relative to the row's own operands, `c2` goes to phase one and is refused, and the
    /// suggestion goes in. The values are the exact optimum without `c2`.
    func testARequiredLineParallelToWithinRoundingDoesNotLeaveAnotherOff() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add((0.00103 * a - 5.7e-06 * c >= 0.3000491122418106) | Strength(priority: 900, weight: 10))
        try solver.add((-0.1 * c == -0.1) | Strength(priority: 600))
        try solver.add((1.03e-06 * a - 5.7e-09 * c >= 0.00030004911224181056) | .required)
        try solver.addEditVariable(b, strength: .medium)
        let c2 = (0.0010299999697208767 * a - 5.6999998324359195e-06 * c == 0.3000490916652094) | .required
        XCTAssertThrowsError(try solver.add(c2)) { error in
            guard case .unsatisfiableConstraint? = error as? SolverError else {
                return XCTFail("expected unsatisfiable, got \(error)")
            }
        }
        assertRequiredConstraintsHold(solver)
        try solver.add((5.2 * b + 0.333938153717722 * c + 2.2e-06 * a == 0.1) | .strong)
        try solver.add((1.988091797842957 * c >= 0) | Strength.strong.weighted(1.5))
        try solver.suggestValue(-5.85, for: b)
        try solver.add((a == 95398.18989812153) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        assertNear(solver.value(of: a), 95398.189898121534, "a")
        assertNear(solver.value(of: b), -0.085348879133382571, "b")
        assertNear(solver.value(of: c), 1, "c")
    }

    // MARK: Open (issue 8): the diagnosis of each, the test of the right behaviour skipped

    /// The cases below are open: their tests of the right behaviour are skipped until fixed.
    private static let isOpen = true

    /// Seed 32253, reduced to its two required equalities. The second is the first times
    /// 999994.51, to 1e-17 of its products: substituted with the first, its terms cancel to
    /// within 1e-14 of their operands and the row left is the constant 2.7e-6 (of a magnitude
    /// of 0.5), so the solver calls it unsatisfiable. In exact arithmetic the two meet at
    /// b = -80631578653.96843, e = -147628297048.78458: decided by digits below `Double`'s
    /// precision (the *Numerics* article, "Known limit: required rows parallel to within
    /// rounding"). The right answer here is to take it (its values then meet both rows to the
    /// promise), which needs a step no symbol of the row can make.
    func testTwoRequiredRowsParallelToWithinRoundingThatMeetFarAwayGoIn() throws {
        if Self.isOpen { throw XCTSkip("open: rows parallel to within rounding, refused as unsatisfiable (issue 8)") }
        var solver = Solver()
        let b = Variable("b"), e = Variable("e")
        try solver.add((-2.54e-06 * b + 1.3872964321630096e-06 * e == -1e-06) | .required)
        try solver.add((-2.539986053994359 * b + 1.3872888151378646 * e == -1.0) | .required)
        assertRequiredConstraintsHold(solver)
    }

    /// Seed 32037, reduced: lines 1 and 2 are near-parallel (line 2 is line 1 times 1000 to
    /// 1e-5), and line 3 needs `c` at 1.72e9 or beyond (exact). Phase one's row for line 3
    /// holds `c` at -2.7e-15 beside slacks near 1, a real coefficient (1e-10, the spread of
    /// line 1's coefficients, times 1e-5, the rows' parallelism): below the absolute cost
    /// floor (1e-11 of a level's scale of at least 1), so phase one stopped at 4.7e-6 and
    /// called the line unsatisfiable; both rebuilds did the same, and it was refused
    /// (`coefficientRange`). The floor bounds the rounding of the row's largest costs, not
    /// of this one (the row's rounding bound is 1.6e-5 here, of no use either), so phase one
    /// now takes a second look before a failure: every negative cost is real, and the
    /// result counts as lost precision, so every required constraint is checked against
    /// its own expression before it is kept. A weak `c == 0` makes every value unique: the
    /// exact optimum (`oracle.py solve --exact`).
    func testACostOf1e15ThatIsRealEntersPhaseOne() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add((-8.356853246563548e-09 * c - 88.60000000000001 * a + 0.000205 * b <= 9.58e-05) | .required)
        try solver.add(
            (-8.356777906284616e-06 * c - 88600.43073647059 * a + 0.20499900336907506 * b == 0.09579953425735313)
                | .required)
        try solver.add((0.1 * b - 0.3046518513965776 * a >= 10000.0) | .required)
        try solver.add((c == 0) | .weak)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        assertNear(solver.value(of: a), 0.069257553045301692, "a")
        assertNear(solver.value(of: b), 100000.21099441758, "b")
        assertNear(solver.value(of: c), 1718796277.7674041, "c")
    }

    /// Seed 32473, reduced: lines 2 and 5 bound a slab 1e-9 thin (relative) between two
    /// near-parallel inequalities, and line 4 pins `c + 0.000227·a` at -1e5. Phase one takes
    /// line 5 (its artificial at 1.1e-14), but at the values it reaches (`a` near -1.4e6) the
    /// line misses by 6.0e-6 where the promise allows 1.8e-6: the rows' rounding, amplified
    /// by the near-parallel pair, is 3.4e-9 of the line's terms. Both rebuilds reach the same
    /// point, and the line is refused (`coefficientRange`). The full seed, which refused its
    /// line 9 the same way on main 018c859, passes the oracle since phase one's second look
    /// (``testACostOf1e15ThatIsRealEntersPhaseOne()``); the reduced one does not, since its
    /// phase one succeeds at once and the miss is the accuracy check's. A refactorization of
    /// the basis from the constraints (the *Numerics* article) is not run here, since the add
    /// noted no lost precision.
    func testALineInAThinSlabOfNearParallelRowsHoldsToThePromise() throws {
        if Self.isOpen { throw XCTSkip("open: a line in a slab 1e-9 thin missed by 3.4e-9 of its terms (issue 8)") }
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(
            (7.439256535926925e-05 * c + 0.0025673739398979424 * b - 0.001 * a <= 0.003560764027320301) | .required)
        try solver.add(
            (-0.00048399963833179794 * a - 0.0017035627573821401 * c + 0.0015999988044026379 * b
                <= -25.70001845703428) | .required)
        try solver.add(
            (74.39256611913356 * c + 2567.3739136741415 * b - 999.9999897857493 * a <= 3560.764063690837) | .required)
        try solver.add((-1.0 * c - 0.00022743774831523176 * a == 100000.0) | .required)
        try solver.add(
            (-0.00048399963625370536 * a - 0.0017035627646965284 * c + 0.0015999988112723655 * b
                >= -25.700018571673024) | .required)
        assertRequiredConstraintsHold(solver)
    }

    /// Seed 31125, reduced: the three required lines meet only with `0.01·d - 0.000344·a` at
    /// 7.4e20 or beyond (exact: `d` near 7.4e22, or `a` near -2.2e24, with `e` at -9.4e14),
    /// through a coefficient of 1.5e-17 of `d` in the last line's row beside its slack's 1.8:
    /// below every floor (a subject's value bound of 1e9 times the row's magnitude, and the
    /// cost floor), in either unit of the slack, so phase one stopped at 1.1e6 and the line
    /// was refused (`coefficientRange`). Phase one's second look (see
    /// ``testACostOf1e15ThatIsRealEntersPhaseOne()``) takes that cost. The weak pins make
    /// every value unique: the exact optimum.
    func testALineFeasibleOnlyAtValuesNear1e22GoesIn() throws {
        var solver = Solver()
        let a = Variable("a"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        try solver.add((-0.000344 * a + 0.01 * d + 792000.0 * e == 170453.53577451428) | .required)
        try solver.add((5.62e-06 * c <= -647381.0758895768) | .required)
        try solver.add((-1e-05 * e + 0.0811973460998704 * c == 0.0) | .required)
        try solver.add((a == 0) | .weak)
        try solver.add((c == 0) | .weak)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(solver.value(of: a), 0)
        assertNear(solver.value(of: c), -115192362257.93181, "c")
        assertNear(solver.value(of: d), 7.407824772204599e+22, "d")
        assertNear(solver.value(of: e), -935331410631893.62, "e")
    }
}
