import Cassowary
import XCTest

@testable import CassowaryScript

/// Issue 8 for scripts: overflow is an error at its line, and long lines and long scripts
/// cost time linear in their length (checked here by their results; benchmarks time them).
final class ScriptHardeningTests: XCTestCase {
    func testAnOverflowingConstraintIsAnErrorAtItsLineAndIsUndone() {
        let run = runScript("x == 1e308\ny == 10 * x")
        XCTAssertEqual(run.errors, [
            "t.cass:2:1: error: the value of 'y' overflows: it is not a finite number (hint: keep coefficients, constants and values far below 1e308)",
        ])
        // The second line is undone: only x is printed, with its value.
        XCTAssertEqual(run.output, "x = 1e+308\n")
    }

    func testAnOverflowThroughAnotherVariableIsReportedAtThePrint() {
        let run = runScript("y == 10 * x\nx == 1e308\nz == 1\nprint", format: .json)
        XCTAssertEqual(run.errors, [
            "t.cass:4:1: error: the value of 'y' overflows: it is not a finite number (hint: keep coefficients, constants and values far below 1e308)",
        ])
        // JSON has no infinity: the value is null, and the run fails.
        XCTAssertEqual(run.output, "{\"x\": 1e+308, \"y\": null, \"z\": 1}\n")
        let atEnd = runScript("y == 10 * x\nx == 1e308\nz == 1")
        XCTAssertEqual(atEnd.errors.map { String($0.prefix(14)) }, ["t.cass:3:1: er"])
    }

    func testASuggestionThatOverflowsIsAnError() {
        // A value that overflows: at the value.
        XCTAssertEqual(runScript("edit x\nsuggest x 1e308 * 10").errors, ["t.cass:2:11: error: a coefficient or constant is too large"])
        // Another variable through it: at the values printed after it.
        let run = runScript("y == 1e300 * x\nedit x\nsuggest x 1e10")
        XCTAssertEqual(run.errors, [
            "t.cass:3:1: error: the value of 'y' overflows: it is not a finite number (hint: keep coefficients, constants and values far below 1e308)",
        ])
    }

    func testFiniteLargeValuesAreNoError() {
        let run = runScript("x == 1e300\ny == 10 * x")
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.output, "x = 1e+300\ny = 1e+301\n")
    }

    func testAHundredThousandTermExpressionParsesWithEveryTerm() throws {
        let terms = (0..<100_000).map { "x\($0)" }.joined(separator: " + ")
        let program = ScriptProgram(parsing: terms + " == 1")
        XCTAssertEqual(program.diagnostics, [])
        let constraint = try XCTUnwrap(program.constraints.first)
        XCTAssertEqual(constraint.expression.terms.count, 100_000)
        XCTAssertEqual(constraint.expression.terms.last?.variable.name, "x99999")
        XCTAssertEqual(constraint.expression.constant, -1)
    }

    func testAFactorOnALongSumAppliesToEveryTermOnce() throws {
        // (a + b + ... ) * 2 * 3 / 4, then minus: every coefficient is -1.5.
        let sum = (0..<1_000).map { "a\($0)" }.joined(separator: " + ")
        let program = ScriptProgram(parsing: "-((\(sum)) * 2 * 3 / 4) + 1 == 0")
        XCTAssertEqual(program.diagnostics, [])
        let constraint = try XCTUnwrap(program.constraints.first)
        XCTAssertEqual(Set(constraint.expression.terms.map(\.coefficient)), [-1.5])
        XCTAssertEqual(constraint.expression.constant, 1)
        // A factor that overflows is still an overflow.
        XCTAssertEqual(runScript("x * 1e300 * 1e300 == 1").errors, ["t.cass:1:1: error: a coefficient or constant is too large"])
    }

    func testLinesSplitOnNewlinesWithCRLFAndColumnsCountScalars() {
        XCTAssertEqual(runScript("x == 1\r\ny == 2\r\n").output, "x = 1\ny = 2\n")
        // 'é' is two bytes and one column: the '$' is at column 10.
        XCTAssertEqual(runScript("# é\nx == 1 + é $").errors, ["t.cass:2:10: error: unexpected character 'é'"])
        XCTAssertEqual(runScript("é == 1").errors, ["t.cass:1:1: error: unexpected character 'é'"])
        XCTAssertEqual(runScript("x == 1 # é\ny == $").errors, ["t.cass:2:6: error: unexpected character '$'"])
    }
}
