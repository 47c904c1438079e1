import XCTest
@testable import Cassowary

/// A basic row whose terms are all rounding residue (`v0 = 0.1 + 2.04e-15·s6`: the slack's
/// coefficient is what is left of sums near 0.1, 2e-14 of them, above the cancellation test's
/// 1e-14 because each operand already carried the rounding of earlier pivots) is still an
/// equation of scale 1, through its basic symbol's coefficient. A new row that substitutes it
/// was judged against its terms alone: `v0 == 100` became `99.9 = 2.04e-15·s6`, normalised to
/// a coefficient near 1, which no test could tell from a real one, and the required
/// contradiction of `1000·v0 == 100` was accepted with `s6` at 4.9e16 (the required
/// `10·v1 + 0.251·v0 == 100` then off by 25). Found by CassowaryFuzzer
/// (`Fuzz/solver-crashes/contradiction-accepted-through-a-row-of-residue`). A new row whose
/// terms are all far below the constraint's coefficients, one of them far below its column
/// elsewhere (`s6` is ±1 in two rows), now notes lost precision: the required constraints are
/// checked, the tableau rebuilt, and the constraint refused as the contradiction it is, the
/// solver unchanged. (A symbol small everywhere, as the slack of `1e20·x <= 1e20`, is a real
/// coupling and notes nothing: `SolverRelativeUnderflowTests`.)
final class SolverResidueOnlyRowTests: XCTestCase {
    func testAContradictionThroughARowOfResidueIsRefused() throws {
        var solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1"), v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let pin = (-v5 - 2.0 * v5 == -94.0) | .required
        let strong = (-2.0 * v0 + 0.1 * v4 == -52.0) | .strong.weighted(0.5)
        try solver.addEditVariable(v3, strength: .strong.weighted(0.5))
        try solver.add([pin])
        try solver.remove(pin)
        try solver.add(strong, tracking: .tracked)
        try solver.remove(strong)
        try solver.add(pin, tracking: .tracked)
        try solver.add((v1 - v3 + 2.0 * v3 <= -20.0) | .required, tracking: .tracked)
        try solver.remove(pin)
        try solver.add((0.1 * v3 + v0 + 0.001 * v3 >= 74.0) | Strength(priority: 1.0, weight: 1.0))
        try solver.add((10.0 * v1 + 0.25 * v0 + 0.001 * v0 == 100.0) | .required)
        let tenth = (1000.0 * v0 == 100.0) | .required
        try solver.add(tenth)
        XCTAssertEqual(solver.value(of: v0), 0.1, accuracy: 1e-12)
        let before = solver.debugDescription

        let contradiction = (v0 == 100.0) | .required
        XCTAssertThrowsError(try solver.add(contradiction)) { error in
            XCTAssertEqual("\(error)", "unsatisfiable constraint: v0 - 100 == 0; it conflicts with 1000 * v0 - 100 == 0")
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.value(of: v0), 0.1, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: v1), 9.99749, accuracy: 1e-12)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
    }
}
