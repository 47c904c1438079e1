import Cassowary
import XCTest

/// Soft levels at their exact optimum where a real cost or coupling is a product far below
/// the largest coefficient of the rows it was computed from: failures of the oracle's numerics
/// profile (`Tools/oracle/oracle.py fuzz --profile numerics --seed 30000`) traced pivot by
/// pivot and reduced with `oracle.py reduce --keep wrong-values`. Expected values are exact
/// (`oracle.py solve --exact`, rational arithmetic).
final class SolverNumericsTraceTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")

    /// Oracle numerics seed 30521, reduced. The required inequality's slack moves `c` by
    /// 1.24e-6 a unit, and the weak `-2.45e-10·c == 0`'s error by 3.0e-16 a unit of the slack:
    /// a product with no cancellation, and a cost of 1.2e-6 of its level's unit (the weak
    /// line's own coefficient, 2.45e-10). Substituted into the weak level's objective row,
    /// beside the errors' weights of 1 and 2, it was below the relative underflow threshold
    /// (1e-15 of the row) and dropped: the level had no negative cost left, and stayed at
    /// 1.98e-8 with `c` at -80.95 where `c = 0` meets it. An objective row now keeps such a
    /// cost, and the pricing decides it.
    func testAnObjectiveRowKeepsACostFarBelowItsLargestCoefficient() throws {
        var solver = Solver()
        let (a, b, c) = (self.a, self.b, self.c)
        try solver.add((0.001 * a + 1.26 * c == -102) | .strong)
        let weak = (-2.44818687992285e-10 * c == 0) | .weak
        try solver.add(weak)
        try solver.add((7.12e-06 * b + 642.204990026656 * a - 0.0019954423682778137 * c <= 2.7) | .required)
        try solver.add((b == 18400) | .medium)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: every level at 0, with a = -102000, b = 18400, c = 0.
        XCTAssertEqual(solver.value(of: c), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), -102000, accuracy: 1e-9 * 102000)
        XCTAssertEqual(solver.value(of: b), 18400, accuracy: 1e-9 * 18400)
    }

    /// Oracle numerics seed 30380, reduced. A required equality and a strong copy 1.5e-8
    /// (relative) from parallel with its constant 7.3e-6 away meet exactly at a = -3.37e8,
    /// b = 0.064. The strong level's cost along the required line reached its objective row
    /// only as a product below 1e-15 of that row's largest coefficient and was dropped there,
    /// so the solver kept the strong level at 2.3e-7 (a = 1.26e8, b = 2.66e8, d = 5.8e15).
    /// Kept, the cost enters and the strong line is met.
    func testAStrongCopyOfARequiredLineIsMetThroughASmallCost() throws {
        var solver = Solver()
        let (a, b, d) = (self.a, self.b, self.d)
        try solver.add((-2.49e-06 * b + 1.4287543171505688e-06 * a == -482) | .required)
        try solver.add((218000 * b - 0.01 * d + 1000 * a <= -9.96) | .required)
        let strong = (-2.490000037601756e-06 * b + 1.4287542955747973e-06 * a == -481.99999272126655) | .strong.weighted(2)
        try solver.add(strong)
        try solver.add((-100000.01734517461 * b + 211330.91313828193 * a == -149999.97398206464) | .medium)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: the strong level at 0, with a = -337356810.7936973, b = 0.0635973560929919
        // (d is not unique). Along the required line b moves by 0.57 per unit of a, so the
        // accuracy of a (1e-9 of it, 0.34) leaves b that much.
        let (strongError, strongPromise) = requiredResidual(strong, solver)
        XCTAssertLessThanOrEqual(strongError, strongPromise, "the strong line is met")
        XCTAssertEqual(solver.value(of: a), -337356810.7936973, accuracy: 1e-9 * 337356810.7936973)
        XCTAssertEqual(solver.value(of: b), 0.0635973560929919, accuracy: 0.2)
    }
}
