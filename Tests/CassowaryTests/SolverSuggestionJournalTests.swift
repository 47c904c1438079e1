import XCTest
@testable import Cassowary

/// A suggestion logs the constants of the column it shifts at once, not row by row
/// (`Journal.saveShift(of:_:)`, the hot path of a resize): a rollback must still put back
/// every row exactly, its constant, magnitude, rounding and uncertainty included, whatever
/// the operation logged after the shift (a pivot saving rows whole, rounding noted through
/// the column) or before it (then the shift logs row by row).
final class SolverSuggestionJournalTests: XCTestCase {
    /// The symbols and rows of a small tableau: `e` is an edit's error, held by three rows;
    /// `y` a slack in two of them.
    private struct Fixture {
        var tableau = Tableau()
        var x: SymbolID = -1, z: SymbolID = -1, e: SymbolID = -1, y: SymbolID = -1, s: SymbolID = -1
        var r0: Int32 = -1, r1: Int32 = -1, r2: Int32 = -1

        /// `x = 10 + e + y`, `z = 5 - 2e`, `s = 3 + 0.5e + y` (`s` a slack); with `rounding`,
        /// the rows' coefficients carry that rounding.
        init(rounding: Double = 0) {
            x = tableau.makeSymbol(.external)
            z = tableau.makeSymbol(.external)
            e = tableau.makeSymbol(.error)
            y = tableau.makeSymbol(.slack)
            s = tableau.makeSymbol(.slack)
            func row(_ constant: Double, _ terms: [(SymbolID, Double)]) -> Row {
                var row = Row(constant: constant, terms: terms.map { RowTerm(symbol: $0.0, coefficient: $0.1) })
                row.rounding = rounding
                return row
            }
            r0 = tableau.insertRow(row(10, [(e, 1), (y, 1)]), basic: x)
            r1 = tableau.insertRow(row(5, [(e, -2)]), basic: z)
            r2 = tableau.insertRow(row(3, [(e, 0.5), (y, 1)]), basic: s)
        }
    }

    /// Every row's constant, magnitude, rounding, uncertainty and terms, bit for bit.
    private func rows(_ t: Tableau) -> [String] {
        t.rows.enumerated().map { id, row in
            let terms = row.terms.map { "\($0.symbol):\($0.coefficient.bitPattern)" }.joined(separator: ",")
            return "\(id) basic \(t.rowBasic[id]) constant \(row.constant.bitPattern) magnitude "
                + "\(row.magnitude.bitPattern) rounding \(row.rounding.bitPattern) uncertainty "
                + "\(row.uncertainty.bitPattern) terms \(terms)"
        }
    }

    private func begin(_ t: inout Tableau) {
        t.journal.begin(
            symbols: t.kinds.count, rows: t.rows.count, termsVersion: t.termsVersion,
            carriesRounding: t.carriesRounding)
    }

    private func assertRestored(
        _ t: Tableau, _ before: Tableau, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(rows(t), rows(before), file: file, line: line)
        XCTAssertEqual(t.basicRow, before.basicRow, "basis", file: file, line: line)
        XCTAssertEqual(t.columns, before.columns, "column index", file: file, line: line)
        XCTAssertEqual(t.termsVersion, before.termsVersion, "terms version", file: file, line: line)
    }

    /// The shift logged at once, then a dual pivot that saves a shifted row whole and
    /// substitutes into another: the rollback gives back the first constants and magnitudes.
    func testAShiftThenAPivotRollsBackToTheFirstValues() {
        var f = Fixture()
        let before = f.tableau
        begin(&f.tableau)
        f.tableau.shiftRows(ofColumn: f.e, by: -8)
        // The shift moved every row by its coefficient of `e`, grew the magnitudes, and noted
        // `s` (3 - 4) infeasible.
        XCTAssertEqual(f.tableau.rows[Int(f.r0)].constant, 2)
        XCTAssertEqual(f.tableau.rows[Int(f.r1)].constant, 21)
        XCTAssertEqual(f.tableau.rows[Int(f.r2)].constant, -1)
        XCTAssertEqual(f.tableau.rows[Int(f.r1)].magnitude, 16)
        XCTAssertEqual(f.tableau.infeasibleRows.popLowest(), f.r2)
        f.tableau.pivot(row: f.r2, entering: f.y)
        XCTAssertEqual(f.tableau.rows[Int(f.r0)].constant, 3)
        Journal.rollback(&f.tableau)
        assertRestored(f.tableau, before)
    }

    /// On rows whose coefficients carry rounding, the shift's rounding is noted through the
    /// column after the shift (row by row, with the shifted constant): the rollback still
    /// gives back the first constant and the first uncertainty.
    func testAShiftThenItsRoundingRollsBackToTheFirstValues() {
        var f = Fixture(rounding: 1e-16)
        XCTAssertTrue(f.tableau.carriesRounding)
        let before = f.tableau
        begin(&f.tableau)
        f.tableau.shiftRows(ofColumn: f.e, by: 1e6)
        f.tableau.noteShiftRounding(ofColumn: f.e, growth: 1e6)
        XCTAssertEqual(f.tableau.rows[Int(f.r1)].constant, -1_999_995)
        XCTAssertGreaterThan(f.tableau.rows[Int(f.r1)].uncertainty, 0)
        f.tableau.pivot(row: f.r1, entering: f.e)
        Journal.rollback(&f.tableau)
        assertRestored(f.tableau, before)
    }

    /// A shift after the operation already logged a row (here a constant cleared) cannot take
    /// the column's constants as the first ones: it logs row by row, and the rollback is exact.
    func testAShiftAfterOtherChangesLogsRowByRow() {
        var f = Fixture()
        let before = f.tableau
        begin(&f.tableau)
        f.tableau.clearConstant(ofRow: f.r1)
        f.tableau.shiftRows(ofColumn: f.e, by: 2)
        // 0 - 2·2, not 5 - 4: the shift moved the cleared constant.
        XCTAssertEqual(f.tableau.rows[Int(f.r1)].constant, -4)
        f.tableau.shiftRows(ofColumn: f.e, by: 2)
        XCTAssertEqual(f.tableau.rows[Int(f.r0)].constant, 14)
        f.tableau.pivot(row: f.r0, entering: f.e)
        Journal.rollback(&f.tableau)
        assertRestored(f.tableau, before)
    }

    /// A committed shift keeps the new constants, and the next operation's shift logs its own.
    func testACommittedShiftStaysAndTheNextOneRollsBackToIt() {
        var f = Fixture()
        begin(&f.tableau)
        f.tableau.shiftRows(ofColumn: f.e, by: 1)
        Journal.commit(&f.tableau)
        XCTAssertEqual(f.tableau.rows[Int(f.r2)].constant, 3.5)
        let committed = f.tableau
        begin(&f.tableau)
        f.tableau.shiftRows(ofColumn: f.e, by: -10)
        XCTAssertEqual(f.tableau.rows[Int(f.r2)].constant, -1.5)
        Journal.rollback(&f.tableau)
        assertRestored(f.tableau, committed)
        XCTAssertEqual(f.tableau.rows[Int(f.r2)].constant, 3.5)
    }
}
