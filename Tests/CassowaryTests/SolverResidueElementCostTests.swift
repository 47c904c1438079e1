import Cassowary
import XCTest

/// Oracle seed 30567 of the numerics profile, line 18 (issue 8): a required line
/// near-parallel to a soft one at priority 999 is refused with `coefficientRange` though the
/// system is feasible (the oracle's LP and HiGHS find every level's optimum with it in). The
/// state before the line passes the oracle. Reduced to the solver's API: the script's
/// commands in order, labels dropped.
final class SolverResidueElementCostTests: XCTestCase {
    func testANearParallelRequiredLineIsNotRefused() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        try solver.add((a - 0.00746 * d + 604700.345400373 * b <= 0) | .medium.weighted(3))
        try solver.addEditVariable(b, strength: Strength(priority: 600, weight: 1))
        try solver.add((-0.0019863932816054594 * e - 0.0005854885222149782 * c <= 100000) | .medium.weighted(1.5))
        try solver.add((118000 * b == 0) | Strength(priority: 931, weight: 1))
        try solver.add((-102157.84946148806 * c + 1.19 * d == 0.017157050782063258) | .required)
        try solver.add((-0.00514 * d == -4.34) | .required)
        try solver.suggestValue(-0.01676233473158992, for: b)
        try solver.add((-0.005139999549744942 * d <= -4.340000380176449) | .weak)
        try solver.add((-0.1 * a == 0) | .medium)
        try solver.add((734 * d + 441000 * e <= 0) | .weak)
        try solver.add((1000000 * a - 7460 * d + 604700345400.3729 * b <= 0) | .required)
        try solver.add((10 * b + 10000 * e == 0) | .medium)
        try solver.suggestValue(-866000, for: b)
        try solver.add((9330 * e - 16.8 * a == 0.01) | Strength(priority: 999, weight: 1))
        try solver.add((-0.00198639362227165 * e - 0.0005854886226261839 * c <= 100000.01714998705) | .weak)
        let before = solver.debugDescription
        let line = (9330.000066625846 * e - 16.799999880030636 * a == 0.010000000071410338) | .required

        do {
            try solver.add(line)
        } catch .coefficientRange {
            XCTAssertEqual(solver.debugDescription, before)
            throw XCTSkip("""
                Open (issue 8): refused with coefficientRange. Traced: the add's primal simplex \
                takes, for the entering error of `-0.1·a == 0`, the row of an error of \
                `9330·e - 16.8·a == 0.01 @999` as degenerate residue (element -1.33e-8 beside a \
                column scale of 44.1) and drops it from that row, but the level-999 objective \
                (the error's weight times its row) keeps it as the symbol's cost there \
                (-1.33e-8): the symbol enters on that cost, and two pivots later an edit error \
                has a level-999 cost of -0.145 that no row bounds ("objective unbounded"); the \
                required-first rebuild fails the same way. The element is not residue: it is the \
                real difference of the near-parallel rows. Dropping it from the objective too \
                (the level then stays the sum of its errors) makes this add succeed and pass the \
                oracle, but fails SolverArtificialResidueTests.testAnArtificialRowOfResidueIsDropped \
                (level 100 at 2e14, not 8.48e9); refusing the symbol instead (a cost of residue \
                is residue) fails it the same way: there a medium cost of -4.1e-7 that is residue \
                of a restated equality is what lets a symbol with a level-100 cost of -46096 enter.
                """)
        }

        // The oracle's LP: levels 999 and 931 at 0, 600 at 866000, 500 at 5.95e-5, 250 at
        // 619758.755; a = -0.000595, b = 8.6e-10, c = 0.00983545406, d = 844.357977,
        // e = -9.9e-13. The two 999-level rows differ by 7e-9 relative, so the levels below
        // are sensitive to rounding of the rows (the oracle's tolerance is their duals times
        // 1e-9 of the rows); d and c are pinned by required rows of values near 1.
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        XCTAssertEqual(solver.value(of: d), 844.357977, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: c), 0.00983545406, accuracy: 1e-9)
    }
}
