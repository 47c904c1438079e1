import XCTest
@testable import Cassowary

/// A suggestion that is refused changes nothing, even on a tableau that never lost precision:
/// there its own dual pivots can lose it, the required constraints then not hold, and the
/// refusal (`coefficientRange`) must put back the tableau under the same numbers, not a
/// rebuilt one (`Fuzz/solver-crashes/refused-suggestion-renumbered-the-tableau`, reduced from
/// 29 operations to 11). And a rollback puts back the tableau's bookkeeping that later
/// operations read: its terms version and whether a row carries rounding.
final class SolverRefusedSuggestionRollbackTests: XCTestCase {
    /// `0.001·v0 + 1000·v2 == 89` with `1.5·v0 + 0.5·v2 >= 2` bounds `v2` near 0.089; a
    /// suggestion of 1000 makes the dual simplex cancel 89000 against 1e6·v2 and is refused.
    /// The solver must then dump, value and later behave exactly as a twin that never saw it.
    func testRefusedSuggestionLeavesTheSolverAsItsTwin() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let soft = (1000.0 * v4 - 2.0 * v0 + 0.001 * v1 >= -3.0) | Strength(priority: 100.0, weight: 2.0)
        let pin = (v1 == 100.0) | .required
        let strong = (v1 - v3 + 2.0 * v4 >= 0.5) | .strong
        var solver = Solver()
        var twin = Solver()
        func both(_ operation: (inout Solver) throws -> Void) throws {
            try operation(&solver)
            try operation(&twin)
        }
        // Adds and removals leave ids on the free lists, and `v3` comes late: a rebuild
        // numbers the symbols otherwise (`v3#4` and every later symbol one up).
        try both { try $0.add(soft) }
        try both { try $0.remove(soft) }
        try both { try $0.add(pin) }
        try both { try $0.add(soft, tracking: .tracked) }
        try both { try $0.add((0.001 * v0 + 1000.0 * v2 == 89.0) | .required, tracking: .tracked) }
        try both { try $0.add((0.5 * v2 + 2.0 * v0 - 0.5 * v0 >= 2.0) | .required) }
        try both { try $0.add(strong) }
        try both { try $0.addEditVariable(v2, strength: Strength(priority: 1.0, weight: 1.0)) }
        try both { try $0.remove(strong) }
        try both { try $0.remove(pin) }
        try both { try $0.add((1000.0 * v2 + 0.25 * v3 + 1000.0 * v0 >= -0.001) | .required) }
        // The case of the fuzz input: nothing was lost before, and 1000 is a layout-sized value.
        XCTAssertFalse(solver.tableau.lostPrecisionSinceBuild)
        let dump = solver.debugDescription
        XCTAssertEqual(dump, """
            Objective (highest priority first):
              @100.0 [1]: 0.0 + 2.0·e5
              @1.0 [1]: 0.0 + 1.0·e9 + 1.0·e10
            Tableau (5 rows):
              v4#1 = 177.99699999999999 - 1e-06·v1#0 + 0.001·s4 - 0.001·e5 - 2.0·d7 - 2000.0·e9 + 2000.0·e10
              v2#3 = 0.0 + 1.0·e9 - 1.0·e10
              v0#2 = 89000.0 - 1000.0·d7 - 1000000.0·e9 + 1000000.0·e10
              s8 = 133498.0 - 1500.0·d7 - 1499999.5·e9 + 1499999.5·e10
              v3#12 = -356000000.004 + 4000000.0·d7 + 3999996000.0·e9 - 3999996000.0·e10 + 4.0·s13
            Edit variables:
              v2 = 0.0 @1
            Variables:
              v1 = 0.0
              v4 = 177.99699999999999
              v0 = 89000.0
              v2 = 0.0
              v3 = -356000000.004
            """ + "\n")
        XCTAssertThrowsError(try solver.suggestValue(1000, for: v2)) { error in
            XCTAssertEqual(
                "\(error)",
                "coefficients out of the supported range (spread at most 1e12, values at most 1e100, "
                    + "accurate to 1e-9): v2 == 0 @1")
        }
        XCTAssertEqual(solver.debugDescription, dump)
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        assertSameBookkeeping(solver, twin)
        for v in [v0, v1, v2, v3, v4] { XCTAssertEqual(solver.value(of: v), twin.value(of: v), "\(v)") }

        // Later operations give the same results: 0.05 is within v2's bound.
        try both { try $0.suggestValue(0.05, for: v2) }
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        assertSameBookkeeping(solver, twin)
        XCTAssertEqual(solver.value(of: v2), 0.05)
        // v0 = 89000 - 1e6·0.05 (0.05 is not exact in binary: the product rounds).
        XCTAssertEqual(solver.value(of: v0), 39000, accuracy: 1e-9 * 89000)
        try both { try $0.add((v4 <= 100) | .strong) }
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        XCTAssertEqual(solver.value(of: v4), 100)
    }

    /// A required add that phase one finds unsatisfiable, after making rows whose
    /// coefficients round (thirds and sevenths), on a tableau whose arithmetic was exact so
    /// far: the rollback leaves the terms version and the rounding flag as they were, so the
    /// next suggestion measures its shifts' rounding from the same origin as a twin's.
    func testFailedAddPutsBackTheTermsVersionAndTheRoundingFlag() throws {
        let x = Variable("x"), z = Variable("z"), w = Variable("w")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(z >= 0)
        try solver.addEditVariable(w, strength: .strong)
        try solver.add((x + w == 20) | .weak)
        try solver.suggestValue(4, for: w)
        XCTAssertFalse(solver.tableau.carriesRounding)
        let version = solver.tableau.termsVersion
        let dump = solver.debugDescription
        // x/3 >= 10/3 > 1: unsatisfiable.
        XCTAssertThrowsError(try solver.add((x / 3 + z / 7 <= 1) | .required)) { error in
            guard case .unsatisfiableConstraint = error as? SolverError else {
                return XCTFail("\(error)")
            }
        }
        XCTAssertEqual(solver.debugDescription, dump)
        XCTAssertFalse(solver.tableau.carriesRounding)
        XCTAssertEqual(solver.tableau.termsVersion, version)
        try solver.suggestValue(6, for: w)
        XCTAssertEqual(solver.value(of: x), 14)
    }

    private func assertSameBookkeeping(
        _ a: Solver, _ b: Solver, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.tableau.termsVersion, b.tableau.termsVersion, "terms version", file: file, line: line)
        XCTAssertEqual(a.tableau.carriesRounding, b.tableau.carriesRounding, "rounding flag", file: file, line: line)
        XCTAssertEqual(
            a.tableau.lostPrecisionSinceBuild, b.tableau.lostPrecisionSinceBuild, "lost precision", file: file,
            line: line)
        XCTAssertEqual(a.edits.map(\.constant), b.edits.map(\.constant), "suggestions", file: file, line: line)
        XCTAssertEqual(a.edits.map(\.shiftOrigin), b.edits.map(\.shiftOrigin), "shift origins", file: file, line: line)
        XCTAssertEqual(
            a.edits.map(\.shiftOriginVersion), b.edits.map(\.shiftOriginVersion), "shift versions", file: file,
            line: line)
        XCTAssertEqual(a.tableau.freeSymbols, b.tableau.freeSymbols, "free symbols", file: file, line: line)
        XCTAssertEqual(a.tableau.freeRows, b.tableau.freeRows, "free rows", file: file, line: line)
        XCTAssertEqual(a.tableau.columns, b.tableau.columns, "column index", file: file, line: line)
    }
}
