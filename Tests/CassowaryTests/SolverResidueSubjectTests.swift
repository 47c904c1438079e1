import Cassowary
import XCTest

/// A term whose exact coefficient is zero, left by rounding in a basic variable's row, must
/// not carry a pivot that moves values far beyond anything the constraints ask for. Oracle
/// numerics seed 31718 (issue 8).
final class SolverResidueSubjectTests: XCTestCase {
    /// Oracle numerics seed 31718, reduced from 16 lines to 9 (`oracle.py reduce`). Once
    /// `4.69e-6·c == 8.05` fixes `c` at 1716417.91, the re-optimisation leaves `d`'s row with
    /// `2.04e-8·(e2 - e3)`, where `e2`, `e3` are the errors of the strong
    /// `-0.000269·b - 0.0117·a == 0.313`: exactly, `d` does not depend on them (it is set by
    /// the level-900 line and `c`), and that coefficient is 2.4e-10 of the 85.47 that `e2`
    /// has in the other rows. The last required line, `-0.000227·c - 0.000187·d == 0`, is
    /// solved for the level-900 error (coefficient 4.3e-4, sound), which puts 2.9e-4·`e2`
    /// in that error's row, and the level-900 optimisation then gives `e2` a cost of -1.45e-4
    /// (its own term's rounding bound is 0.59) and pivots it in; then another error enters
    /// through an element of -3.4e-6 whose own bound is 0.014, a step of 4e14: `a` =
    /// -4.07e14, the strong level at 8.19e14 where its exact optimum is 2.08e8 (main bd7a9ea).
    ///
    /// The ratio test's refusal of an element within four times its own term's bound and below
    /// 1e-6 of its column passes this test (and seeds 31718 unreduced and 30439) but newly
    /// fails seeds 30185, 30715 and 32468 of the oracle's numerics profile (3,000 from seed
    /// 30000: 2,942 passing and 28 failing against 2,943 and 27), whose elements are as far
    /// inside their loose bounds and real (the *Numerics* article, Which test uses which bound).
    func testAResidueTermInABasicRowCarriesNoPivot() throws {
        // Skipped until fixed; the assertions below fail on main bd7a9ea (a = -4.07e14).
        try XCTSkipIf(
            true,
            """
            Not fixed: the pivot through the residue is the level-900 primal optimisation's \
            (Solver+Objective.swift); the terms' rounding bounds say the element (-3.4e-6, bound \
            0.014) may be zero, but as much of real elements elsewhere (seeds 30185, 30715, 32468).
            """)
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try solver.add((-0.0002689754332017201 * b - 0.0117 * a == 0.313) | .strong)
        try solver.add((0.7536751931288059 * b <= 0) | .required)
        try solver.add((100.0 * d - 1.0 * a == 18730.4931595514) | .strong)
        try solver.add((c == 0) | .medium)
        try solver.addEditVariable(a, strength: .strong)
        try solver.add((0.0001 * d + 169.0 * a - 0.0208 * b >= 0) | .weak)
        try solver.add(
            (-14256.534455112385 * d + 2250.0 * b - 18094.80092350762 * c >= 0)
                | Strength(priority: 900, weight: 0.5))
        try solver.add((4.69e-06 * c == 8.05) | .required)
        try solver.add((-0.000227 * c - 0.0001871887842270147 * d == 0) | .required)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact (`oracle.py solve --exact`): c = 8.05 / 4.69e-6, d from the last line, b = 0
        // (level 900 wants b as large as `b <= 0` allows), and then the strong line holds with
        // a = -0.313 / 0.0117.
        XCTAssertEqual(solver.value(of: c), 1716417.9104477614, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: d), -2081464.8018607711, accuracy: 1e-6)
        XCTAssertEqual(solver.value(of: b), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a), -26.752136752136753, accuracy: 1e-6)
    }
}
