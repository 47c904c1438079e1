import XCTest
@testable import Cassowary

/// Phase one's second look takes a cost as real only when its own term's rounding cannot
/// explain it: entering residue walked the values along a ray of rounding until the
/// artificial's gap hid in their rounding, and an infeasible required line went in.
final class SolverPhaseOneResidueCostTests: XCTestCase {
    /// Oracle churn seed 21575, reduced: integer coefficients, a strong edit suggested to 141;
    /// the last line, required, makes the set infeasible in exact arithmetic. It went in with
    /// b = -6.5e14 and e = -1.3e15.
    func testAnInfeasibleRequiredLineIsRefusedAndNothingMoves() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        var solver = Solver()
        try solver.addEditVariable(e, strength: .strong)
        try solver.add((-3 * a + 2 * e - 3 * b >= b + 3) | .required)
        try solver.add((2 * (-3 * c + b) >= 2 * (e - 17)) | .weak)
        try solver.add((a + 3 * b <= 9) | .medium)
        try solver.add((b + 3 * e >= c + 10) | .weak)
        try solver.add((-2 * e + 2 * c <= 17) | .strong)
        try solver.suggestValue(141, for: e)
        try solver.add((-a + 3 * c + 3 * d == 7) | Strength(priority: 823, weight: 1))
        try solver.add((2 * b + d <= 17) | .required)
        try solver.add((-e + 2 * b >= 5) | .required)
        try solver.add((3 * d + 2 * a + c >= a - 19) | .required)
        let last = (2 * a >= 5) | .required
        XCTAssertThrowsError(try solver.add(last)) { error in
            guard case SolverError.unsatisfiableConstraint = error else {
                return XCTFail("expected unsatisfiable, got \(error)")
            }
        }
        XCTAssertEqual(solver.invariantViolations(), [])
        // The exact optimum without the refused line (the oracle's `solve --exact`).
        let exact: [(Variable, Double)] = [
            (a, -13.0 / 3), (b, 223.0 / 18), (c, 26.0 / 3), (d, -70.0 / 9), (e, 178.0 / 9),
        ]
        for (variable, value) in exact {
            XCTAssertEqual(solver.value(of: variable), value, accuracy: 1e-9, "\(variable)")
        }
    }
}
