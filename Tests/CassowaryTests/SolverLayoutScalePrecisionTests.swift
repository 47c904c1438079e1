import XCTest
@testable import Cassowary

/// A layout's arithmetic (coefficients of ±1, integral constants) is exact at any coordinate a
/// list reaches, so it never counts as lost precision, which would make every later operation
/// check every required constraint. A bound on values (every substitution through an operand
/// beyond 1e6 counted as lost precision) did: a list of 10,000 cards reaches y = 1.3e6, and its
/// first layout went from 0.51 s to 7.0 s.
final class SolverLayoutScalePrecisionTests: XCTestCase {
    /// A column of 3,000 boxes 1,000 high, each below the last, reaching 3e6, with an edit
    /// variable on the first and a suggestion that moves the whole column.
    func testAColumnPastAMillionLosesNoPrecision() throws {
        var solver = Solver()
        let tops = (0..<3_000).map { Variable("top\($0)") }
        try solver.add((tops[0] == 0) | .weak)
        for (above, below) in zip(tops, tops.dropFirst()) {
            try solver.add((below == above + 1_000) | .required)
        }
        try solver.addEditVariable(tops[0], strength: .strong)
        try solver.suggestValue(250, for: tops[0])

        XCTAssertFalse(solver.tableau.hasLostPrecision)
        XCTAssertFalse(solver.tableau.lostPrecisionSinceBuild)
        XCTAssertEqual(solver.value(of: tops[2_999]), 2_999_250)
        XCTAssertEqual(solver.value(of: tops[1_500]), 1_500_250)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
