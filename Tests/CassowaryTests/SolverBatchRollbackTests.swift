import XCTest
@testable import Cassowary

/// A failed batch leaves the solver as it was, now that the journal logs nothing of the rows
/// an operation makes (a rollback drops them whole and clears their basic symbols itself).
final class SolverBatchRollbackTests: XCTestCase {
    /// `y == 4` makes `y`, a parameter of `x`'s row, basic in a row the batch made; `y == 5`
    /// then fails. The rollback must make `y` a parameter again: its row is gone.
    func testAFailedBatchGivesBackTheBasicsOfTheRowsItMade() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x + y == 10)
        let before = solver.debugDescription
        var hints = SymbolHints()
        XCTAssertFalse(solver.addAllOrNone([y == 4, y == 5], hints: &hints, tracking: { _ in .compact }))
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.invariantViolations(), [])
        try solver.add(y == 3)
        XCTAssertEqual(solver.value(of: x), 7)
        XCTAssertEqual(solver.value(of: y), 3)
    }

    /// A batch whose rows are built from rows solved to constants (a merge with no terms,
    /// which skips the copy of the row's terms) gives the values a one-at-a-time build does.
    func testRowsBuiltFromConstantRowsMatchOneAtATime() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let constraints = [a == 40, b == a + 12, c + 0.5 * b == 100, d >= c - a, (d == 0) | .weak]
        var batch = Solver()
        var hints = SymbolHints()
        XCTAssertTrue(batch.addAllOrNone(constraints, hints: &hints, tracking: { _ in .compact }))
        var single = Solver()
        for k in constraints { try single.add(k) }
        for v in [a, b, c, d] { XCTAssertEqual(batch.value(of: v), single.value(of: v), v.name) }
        XCTAssertEqual([a, b, c, d].map { batch.value(of: $0) }, [40, 52, 74, 34])
        XCTAssertEqual(batch.invariantViolations(), [])
    }
}
