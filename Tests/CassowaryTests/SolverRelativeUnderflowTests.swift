import XCTest
@testable import Cassowary

/// Underflow is judged against the rows a coefficient was computed from
/// (`Numerics.underflow`), not against an absolute 1e-15: a tiny term of a row whose terms are
/// all small is real, and dropping it loses a constraint. The two scripts are the oracle's
/// seeds 30396 and 30416 (`Tools/oracle/cases/numerics-soft-line-refused.cass` and
/// `numerics-weak-line-left-unmet.cass`); the expected values were computed in exact rational
/// arithmetic (Python's `fractions`) from the constraints as written.
final class SolverRelativeUnderflowTests: XCTestCase {
    /// `|Σ aᵢ·xᵢ + c|` (or the violated side of an inequality) over the size of its terms,
    /// `|c| + Σ |aᵢ|·max(1, |xᵢ|)`: what `Solver.requiredAccuracy` bounds.
    func relativeResidual(_ c: LinearConstraint, _ solver: Solver) -> Double {
        let (residual, allowed) = requiredResidual(c, solver)
        return residual / allowed * Solver.requiredAccuracy
    }

    /// Seed 30396: two near-parallel required rows leave `a <= -0.00606390298983455` (exact),
    /// through a coefficient of `b` that keeps 1.6e-8 of the two terms near 3e-10 it is the
    /// difference of. Dropped as underflow, the inequality's row became a bare constant: the
    /// tableau no longer held it, the medium line then broke it, and the solver refused the
    /// medium line (which holds anywhere `a <= 17.8`) with `coefficientRange`.
    func testNearParallelRequiredInequalityKeepsItsSmallCoupling() throws {
        let a = Variable("a"), b = Variable("b")
        var solver = Solver()
        let first = 1e-05 * b - 33900 * a == 2416.036646406801
        let second = 1.0000000102458209e-05 * b - 33899.99979200592 * a <= 2416.036667793628
        try solver.add(first)
        try solver.add(second)
        XCTAssertLessThanOrEqual(relativeResidual(second, solver), Solver.requiredAccuracy)
        // The soft line goes in, met, and the required lines still hold.
        try solver.add((13.8 * a <= 246) | .medium)
        XCTAssertLessThanOrEqual(13.8 * solver.value(of: a), 246)
        XCTAssertLessThanOrEqual(relativeResidual(first, solver), Solver.requiredAccuracy)
        XCTAssertLessThanOrEqual(relativeResidual(second, solver), Solver.requiredAccuracy)
        XCTAssertEqual(solver.invariantViolations(), [])
        // The tableau holds the inequality: a pin beyond its bound is refused (it would break
        // the second line by 7.7e-9 of its terms, clear of the 1e-9 promise; refused as beyond
        // what `Double` decides, since the rows lost precision), and changes nothing; a pin
        // within it decides both values (b from the first line: (2416.036646406801 - 339) / 1e-5).
        let (aBefore, bBefore) = (solver.value(of: a), solver.value(of: b))
        XCTAssertThrowsError(try solver.add(a == 1))
        XCTAssertEqual(solver.value(of: a), aBefore)
        XCTAssertEqual(solver.value(of: b), bBefore)
        try solver.add(a == -0.01)
        XCTAssertEqual(solver.value(of: a), -0.01)
        XCTAssertEqual(solver.value(of: b), 207_703_664.6406801, accuracy: 207_703_664.6406801 * 1e-12)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Seed 30416: every level can be met, `a = 0.2790272409186183 / 3.2941869614666734e-06
    /// = 84702.9158279428`. The product 3.3e-17 of two coefficients (1.0e-9 and 3.3e-8) of a
    /// row whose largest is 8.1e-5 is a real coupling; dropped, it left the required line 4
    /// restating the medium line 1 only to 3.5e-8, and the solver bought that with the weak
    /// line (`a = -0.00004`, off by 0.279).
    func testSmallProductInASmallRowIsKept() throws {
        let a = Variable("a"), c = Variable("c"), e = Variable("e"), f = Variable("f")
        var solver = Solver()
        let medium = (1.2369289183843136e-05 * c - 12300 * f == 0.1) | .medium
        let level900 = (10000 * c - 0.00033055137319775303 * a + 0.7280875467911183 * e == 0) | Strength(priority: 900)
        let weak = (-3.2941869614666734e-06 * a == -0.2790272409186183) | .weak
        let required = 1.2369289183843135e-11 * c - 0.0123 * f == 1e-07
        try solver.add(medium)
        try solver.add(level900)
        try solver.add(weak)
        try solver.add(required)
        XCTAssertEqual(solver.value(of: a), 84702.9158279428, accuracy: 84702.9158279428 * 1e-9)
        for constraint in [medium, level900, weak, required] {
            XCTAssertLessThanOrEqual(relativeResidual(constraint, solver), Solver.requiredAccuracy, "\(constraint)")
        }
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// A constraint's own slack is never underflow: the slack of `1e20 * x <= 1e20` is 2⁻⁶⁷
    /// in its row scaled to a largest coefficient near 1; dropped, it made the inequality an
    /// equality, and `x == 0.5` was refused as conflicting with it.
    func testTheSlackOfAnInequalityWithLargeCoefficientsIsKept() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(1e20 * x <= 1e20)
        try solver.add(x == 0.5)
        XCTAssertEqual(solver.value(of: x), 0.5)
        XCTAssertEqual(solver.invariantViolations(), [])

        var beyond = Solver()
        try beyond.add(1e20 * x <= 1e20)
        XCTAssertThrowsError(try beyond.add(x == 1.5)) { error in
            guard case SolverError.unsatisfiableConstraint = error else {
                return XCTFail("expected unsatisfiableConstraint, got \(error)")
            }
        }
    }

    /// A variable in no row of the tableau takes its coefficient from the constraint alone, so
    /// it is a sound subject however small beside the substituted terms. Oracle seed 30705:
    /// after two near-parallel required rows, `b` moves by 8.5e10 per unit of an error, and the
    /// weak line's row holds terms near 1.4e12 beside the new `a`'s 1; solved for its error
    /// instead, the optimisation pivoted through those terms, their rounding became a cost of
    /// -8.4e-4 on a symbol no row bounds, and the weak line was refused as an unbounded
    /// objective. A line in a new variable can always be met, and changes nothing else.
    func testANewVariableIsASubjectBesideLargeSubstitutedTerms() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.add((-1000 * c + 2.4105441593193236e-06 * b == -118534.27826715147) | .weak)
        let first = -1000.0000020549192 * c + 2.41054415436585e-06 * b >= -118534.27851072777
        let second = -999.9975542273397 * c + 2.4105500549623003e-06 * b <= -118534.56866465104
        try solver.add(first)
        try solver.add(second)
        let (bBefore, cBefore) = (solver.value(of: b), solver.value(of: c))
        let line = (-16.5 * b - 1 * a - 1.26 * c <= 0.009064143815506532) | .weak
        try solver.add(line)
        XCTAssertEqual(solver.value(of: b), bBefore)
        XCTAssertEqual(solver.value(of: c), cBefore)
        XCTAssertLessThanOrEqual(relativeResidual(line, solver), Solver.requiredAccuracy)
        XCTAssertLessThanOrEqual(relativeResidual(first, solver), Solver.requiredAccuracy)
        XCTAssertLessThanOrEqual(relativeResidual(second, solver), Solver.requiredAccuracy)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
