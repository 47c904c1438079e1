import Cassowary
import XCTest

/// Suggestions reach the exact lexicographic optimum: the dual simplex that repairs the rows a
/// suggestion made infeasible must keep every level's reduced costs non-negative, and the
/// primal simplex after it takes every level to its optimum. Oracle numerics profile
/// (`Tools/oracle/oracle.py fuzz --profile numerics`), seeds reduced with `oracle.py reduce`;
/// expected values are exact (`oracle.py solve --exact`, rational arithmetic).
final class SolverDualOptimumTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")

    /// Oracle numerics seed 31361, reduced. A required slab (two near-parallel lines in `b`
    /// and `d`) keeps `b` at 85.47 or above, where the strong `-3.12·a - 5.34·b + d >= -0.00104`
    /// cannot hold with `a` at 0. Suggesting `a = -23610.2` makes room, and the dual simplex
    /// repairs the strong error's row (-23,464). Its candidates tie at ratio 0 at level 999
    /// and at ratio 1 at the strong level; at the weak level the slab's slacks have ratio 5.84
    /// and the strong line's slack 0. The element of that slack (0.32) is weak beside theirs
    /// (7.1e6), so Harris's pass chose, and it admitted every candidate at level 999 (a ratio
    /// of 0 is below the relaxed bound there): a slab slack entered, the weak level's costs
    /// went to -1.87, and nothing priced them again, so the weak line read 137,966 (b =
    /// 13,796.5, as far as the strong line lets it go) where its optimum is 855.5.
    func testHarrisDualPassKeepsALowerLevelsTieBreak() throws {
        var solver = Solver()
        let (a, b, c, d) = (self.a, self.b, self.c, self.d)
        try solver.add((100000 * d - 2.9665158822816684 * b >= 9.79) | .required)
        try solver.add((-0.09999999957701818 * a - 53.49999977370472 * c >= -15.734323399341955) | Strength(priority: 999))
        let weak = (10 * b == -0.831) | .weak
        try solver.add(weak)
        try solver.add((100000.10086190887 * d - 2.9665191147108096 * b <= 9.789989332442474) | .required)
        try solver.add((-3.12 * a - 5.339333180177343 * b + 1 * d >= -0.00104) | .strong)
        try solver.addEditVariable(a, strength: .strong)

        try solver.suggestValue(-23610.20042899252, for: a)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: levels 999 and 750 at 0, level 250 at 855.51792818335707, with
        // a = -23610.200428992521, b = 85.468692818335697, d = 0.0026333423468344603 (c is
        // not unique). `b` is decided by the slab, to about 1e-9 of its rows' terms.
        XCTAssertEqual(solver.value(of: a), -23610.200428992521, accuracy: 1e-9 * 23610)
        XCTAssertEqual(solver.value(of: b), 85.468692818335697, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: d), 0.0026333423468344603, accuracy: 1e-10)
        let (weakError, _) = requiredResidual(weak, solver)
        XCTAssertEqual(weakError, 855.51792818335707, accuracy: 1e-5)
    }

    /// Oracle numerics seed 32854, reduced. Two strong-ish near-parallel equalities in `b` and
    /// `c` (priorities 750 and 904) and `1440·b + 326·d == 100 @strong:2` can all hold; the
    /// edit of `a` at priority 300 asks for -75,370.9. The same Harris pass chose the dual
    /// pivot, and the strong level read 116 with `b` at 480,985 where every level is 0 exactly.
    func testSuggestionReachesEveryLevelsOptimumThroughNearParallelRows() throws {
        var solver = Solver()
        let (a, b, c, d) = (self.a, self.b, self.c, self.d)
        try solver.add((9320 * d + 25500 * b - 100000 * a >= 971000) | Strength(priority: 1))
        let strong = (-10000 * b + 150000 * c == -54.4) | .strong
        try solver.add(strong)
        let level904 = (-9999.999879391724 * b + 150000.00180912414 * c == -54.40000064404819) | Strength(priority: 904)
        try solver.add(level904)
        try solver.addEditVariable(a, strength: Strength(priority: 300))
        let strong2 = (1440 * b + 326 * d == 100) | .strong.weighted(2)
        try solver.add(strong2)

        try solver.suggestValue(-75370.91512351931, for: a)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: every level at 0, with a = -75370.915123519313, b = 4.9999999854837644e-05,
        // c = -0.00035933333334301084, d = 0.30652760736260437.
        for line in [strong, level904, strong2] {
            let (residual, promise) = requiredResidual(line, solver)
            XCTAssertLessThanOrEqual(residual, promise, "\(line) is met")
        }
        XCTAssertEqual(solver.value(of: a), -75370.915123519313, accuracy: 1e-9 * 75371)
        XCTAssertEqual(solver.value(of: b), 4.9999999854837644e-05, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: c), -0.00035933333334301084, accuracy: 1e-10)
        XCTAssertEqual(solver.value(of: d), 0.30652760736260437, accuracy: 1e-8)
    }
}
