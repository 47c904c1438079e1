import XCTest
@testable import Cassowary
import LayoutSupport

/// A suggestion shifts every row holding its edit by the row's coefficient times the change;
/// an inexact coefficient (a tenth) carries one fixed rounding error, so the shifts made through
/// it are off by that error times their sum, the edit's net displacement, not times the sum of
/// their sizes. Counted as the sum of sizes, a thousand resizes back and forth made the bound
/// pass the accuracy promise on scripts with tenths and sevenths (the chain and grid scripts of
/// `../shared/bench`), and from then on every suggestion ran under the journal and checked
/// every required constraint: resizes 3 to 9 times slower than before rows tracked rounding.
final class SolverShiftRoundingTests: XCTestCase {
    /// `10·x == W` with an edit on `W`: `x`'s row holds the edit's error at 0.1.
    private func tenthOfAnEdit() throws -> (Solver, x: Variable, w: Variable) {
        var solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.add(10 * x == w)
        try solver.add(x >= 0)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(1000, for: w)
        return (solver, x, w)
    }

    private func row(of variable: Variable, in solver: Solver) throws -> Row {
        let s = try XCTUnwrap(solver.knownSymbol(of: variable))
        let r = solver.tableau.basicRow[Int(s)]
        XCTAssertGreaterThanOrEqual(r, 0, "\(variable) should be basic")
        return solver.tableau.rows[Int(r)].row
    }

    func testBackAndForthDoesNotCompoundTheShiftRounding() throws {
        var (solver, x, w) = try tenthOfAnEdit()
        let rounding = try row(of: x, in: solver).rounding
        XCTAssertGreaterThan(rounding, 0, "a tenth is inexact: the row carries its rounding")
        try solver.suggestValue(2000, for: w)
        try solver.suggestValue(1000, for: w)
        let settled = try row(of: x, in: solver).uncertainty
        for _ in 0..<500 {
            try solver.suggestValue(2000, for: w)
            try solver.suggestValue(1000, for: w)
        }
        XCTAssertEqual(solver.value(of: x), 100)
        // Summing sizes would add 1000 · 1000 · rounding; the net displacement is back to zero.
        XCTAssertLessThanOrEqual(try row(of: x, in: solver).uncertainty, settled * (1 + 1e-4) + rounding)
        XCTAssertFalse(solver.tableau.lostPrecisionSinceBuild)
    }

    func testADriftIsCountedInFull() throws {
        var (solver, x, w) = try tenthOfAnEdit()
        let rounding = try row(of: x, in: solver).rounding
        let start = try row(of: x, in: solver).uncertainty
        for k in 1...100 { try solver.suggestValue(1000 + Double(k) * 10_000, for: w) }
        XCTAssertEqual(solver.value(of: x), 100_100)
        // A bound: at least the coefficient's rounding times the net displacement, 1e6.
        XCTAssertGreaterThanOrEqual(try row(of: x, in: solver).uncertainty, start + rounding * 1_000_000 * (1 - 1e-6))
    }

    func testAChangeOfTermsStartsTheDisplacementAgain() throws {
        var (solver, x, w) = try tenthOfAnEdit()
        try solver.suggestValue(5000, for: w)
        let moved = try row(of: x, in: solver).uncertainty
        XCTAssertGreaterThan(moved, 0)
        // Any change of the rows' terms (here an add elsewhere) may have replaced the
        // coefficient the earlier shifts went through: going back does not take their part
        // off again.
        let version = solver.tableau.termsVersion
        try solver.add(Variable("y") == 3)
        XCTAssertNotEqual(solver.tableau.termsVersion, version)
        try solver.suggestValue(1000, for: w)
        XCTAssertGreaterThanOrEqual(try row(of: x, in: solver).uncertainty, moved)
    }

    func testTheRequiredListIsRemadeWhenTheConstraintsChange() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = (3 * x == y + 1) | .required
        try solver.add(a)
        try solver.add((y == 8) | .required)
        XCTAssertFalse(solver.requiredCheck.isCurrent(for: solver))
        XCTAssertTrue(solver.requiredConstraintsHoldByList())
        XCTAssertTrue(solver.requiredCheck.isCurrent(for: solver))
        // A failed add puts everything back: the list still lists these constraints.
        XCTAssertThrowsError(try solver.add((y == 9) | .required))
        XCTAssertTrue(solver.requiredCheck.isCurrent(for: solver))
        // A removal and an add of as many constraints: another set, another list.
        try solver.remove(a)
        XCTAssertFalse(solver.requiredCheck.isCurrent(for: solver))
        try solver.add((x == 2) | .required)
        XCTAssertFalse(solver.requiredCheck.isCurrent(for: solver))
        XCTAssertTrue(solver.requiredConstraintsHoldByList())
        XCTAssertEqual(solver.value(of: x), 2)
    }

    func testTheListJudgesAsTheConstraintsDo() throws {
        // Seeded: random required systems, the list's verdict and the records' agree, and
        // both hold (the solver's values are right).
        var generator = SeededGenerator(seed: 0x5EED_0514)
        for _ in 0..<50 {
            var solver = Solver()
            let vars = (0..<6).map { Variable("v\($0)") }
            for _ in 0..<8 {
                let i = Int(generator.next() % 6), j = Int(generator.next() % 6)
                let a = Double(generator.next() % 7) + 1, b = Double(generator.next() % 5)
                let c = Double(generator.next() % 200) - 100
                try? solver.add((a * vars[i] - b * vars[j] <= c) | .required)
                try? solver.add((vars[i] == c / 7) | .weak)
            }
            XCTAssertEqual(solver.requiredConstraintsHoldByList(), solver.requiredConstraintsHold())
            XCTAssertTrue(solver.requiredConstraintsHoldByList())
        }
    }
}
