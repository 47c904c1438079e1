import Cassowary
import XCTest

@testable import CassowaryScript

/// Issue 8 for scripts: overflow is an error at its line, and long lines and long scripts
/// cost time linear in their length (checked here by their results; benchmarks time them).
final class ScriptHardeningTests: XCTestCase {
    /// Numbers beyond the solver's range (1e100) are refused at their line, and the run goes on
    /// without them: `y == 10 * x` still holds, with `x` free.
    func testAConstantBeyondTheRangeIsAnErrorAtItsLine() {
        let run = runScript("x == 1e308\ny == 10 * x")
        XCTAssertEqual(run.errors, ["t.cass:1:1: error: coefficients out of the supported range (spread at most 1e12, values at most 1e100, accurate to 1e-9): x - 1e+308 == 0"])
        XCTAssertEqual(run.output, "x = 0\ny = 0\n")
    }

    func testAnOverflowThroughASuggestionIsAnErrorAtTheValue() {
        // Within range until the suggestion makes y = 1e11 * x infinite: refused, nothing moves.
        let run = runScript("y == 1e11 * x\nedit x\nsuggest x 1e300", format: .json)
        XCTAssertEqual(run.errors, ["t.cass:3:9: error: numeric overflow (a value became infinite): suggesting 1e+300 for x"])
        XCTAssertEqual(run.output, "{\"x\": 0, \"y\": 0}\n")
        // A literal that is itself too large: at the value.
        XCTAssertEqual(runScript("edit x\nsuggest x 1e308 * 10").errors, ["t.cass:2:11: error: a coefficient or constant is too large"])
    }

    func testLargeValuesWithinTheRangeAreNoError() {
        let run = runScript("x == 1e99\ny == 10 * x")
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.output, "x = 1e+99\ny = 1e+100\n")
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
