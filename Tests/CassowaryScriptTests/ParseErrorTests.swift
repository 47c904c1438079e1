import XCTest

@testable import CassowaryScript

final class ParseErrorTests: XCTestCase {
    func testLexicalErrors() {
        XCTAssertEqual(errors("x == 3 $ 4"), ["1:8: error: unexpected character '$'"])
        XCTAssertEqual(errors("x = 3"), ["1:3: error: expected '==', '<=' or '>=', found '='"])
        XCTAssertEqual(errors("x < 3"), ["1:3: error: expected '==', '<=' or '>=', found '<'"])
        XCTAssertEqual(errors("\nx == 1e400"), ["2:6: error: number '1e400' is out of range"])
        XCTAssertEqual(errors("x == é"), ["1:6: error: unexpected character 'é'"])
        XCTAssertEqual(errors("é == x $"), ["1:1: error: unexpected character 'é'"])
    }

    func testGrammarErrors() {
        XCTAssertEqual(errors("x"), ["1:2: error: expected '==', '<=' or '>=', found end of line"])
        XCTAssertEqual(errors("x =="), ["1:5: error: expected an expression after '==', found end of line"])
        XCTAssertEqual(errors("== x"), ["1:1: error: expected an expression, found '=='"])
        XCTAssertEqual(errors("x == (y + 1"), ["1:12: error: expected ')', found end of line"])
        XCTAssertEqual(errors("x == y)"), ["1:7: error: expected end of line, found ')'"])
        XCTAssertEqual(errors("x == 2y"), ["1:7: error: expected end of line, found 'y'"])
        XCTAssertEqual(errors("x == y == z"), ["1:8: error: expected end of line, found '=='"])
        XCTAssertEqual(errors("x == y +"), ["1:9: error: expected an expression after '+', found end of line"])
        XCTAssertEqual(errors("x == y * )"), ["1:10: error: expected an expression after '*', found ')'"])
        XCTAssertEqual(errors("x == -"), ["1:7: error: expected an expression after '-', found end of line"])
        XCTAssertEqual(errors("x == ()"), ["1:7: error: expected an expression after '(', found ')'"])
        XCTAssertEqual(errors("c1: @weak"), ["1:5: error: expected an expression, found '@'"])
        XCTAssertEqual(errors("print now"), ["1:7: error: expected '==', '<=' or '>=', found 'now'"])
        XCTAssertEqual(errors("remove c1 c2"), ["1:11: error: expected end of line, found 'c2'"])
        XCTAssertEqual(errors("edit x strong"), ["1:8: error: expected end of line, found 'strong'"])
        XCTAssertEqual(errors("suggest x"), ["1:10: error: expected a value, found end of line"])
        XCTAssertEqual(errors("suggest x 1 2"), ["1:13: error: expected end of line, found '2'"])
        XCTAssertEqual(errors("suggest x y"), ["1:11: error: the suggested value must be a constant"])
    }

    func testStrengthErrors() {
        let hint = " (hint: use required, strong, medium, weak or a priority 1...1000)"
        XCTAssertEqual(errors("x == 1 @"), ["1:9: error: expected a strength after '@', found end of line"])
        XCTAssertEqual(errors("x == 1 @ (2)"), ["1:10: error: expected a strength after '@', found '('"])
        XCTAssertEqual(errors("x == 1 @srong"), ["1:9: error: unknown strength 'srong'" + hint])
        XCTAssertEqual(errors("x == 1 @0"), ["1:9: error: priority 0 is outside 1...1000" + hint])
        XCTAssertEqual(errors("x == 1 @1001"), ["1:9: error: priority 1001 is outside 1...1000" + hint])
        XCTAssertEqual(errors("x == 1 @weak:"), ["1:14: error: expected a weight after ':', found end of line"])
        XCTAssertEqual(errors("x == 1 @weak:0"), ["1:14: error: weight 0 is not a positive number"])
        XCTAssertEqual(errors("x == 1 @weak:-1"), ["1:14: error: expected a weight after ':', found '-'"])
        XCTAssertEqual(errors("x == 1 @required:2"), ["1:18: error: a required constraint has no weight"])
        XCTAssertEqual(errors("x == 1 @weak 3"), ["1:14: error: expected end of line, found '3'"])
        XCTAssertEqual(errors("edit x @often"), ["1:9: error: unknown strength 'often'" + hint])
    }

    func testNonLinearAndDivisionErrors() {
        XCTAssertEqual(errors("x == a + b * c"),
                       ["1:10: error: non-linear term: both factors contain variables (hint: multiply by a constant only)"])
        XCTAssertEqual(errors("x == 2 * (a + 1) * (b - a)"),
                       ["1:6: error: non-linear term: both factors contain variables (hint: multiply by a constant only)"])
        XCTAssertEqual(errors("x == 1 + y / x"),
                       ["1:10: error: non-linear term: the divisor contains variables (hint: divide by a constant only)"])
        XCTAssertEqual(errors("x == y / 0"), ["1:10: error: division by zero"])
        XCTAssertEqual(errors("x == y / (3 - 3)"), ["1:10: error: division by zero"])
        XCTAssertEqual(errors("x == 1e300 * 1e300 * y"), ["1:1: error: a coefficient or constant is too large"])
        XCTAssertEqual(errors("c: x == 1e300 * 1e300"), ["1:4: error: a coefficient or constant is too large"])
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = "x == " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        XCTAssertEqual(errors(deep), ["1:262: error: expression nested too deeply"])
        XCTAssertEqual(errors("x == " + String(repeating: "-", count: 300) + "1"), ["1:262: error: expression nested too deeply"])
        let fine = "x == " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        XCTAssertEqual(errors(fine), [])
    }

    func testParsingGoesOnAfterAnError() {
        let program = ScriptProgram(parsing: "x == $\ny == 2\nz == (\nw == 1")
        XCTAssertEqual(program.diagnostics.map(\.description), [
            "1:6: error: unexpected character '$'",
            "3:7: error: expected an expression after '(', found end of line",
        ])
        XCTAssertEqual(render(program), ["2:1 y - 2 == 0", "4:1 w - 1 == 0"])
        XCTAssertEqual(program.diagnostics[0].error, .unexpectedCharacter("$"))
        XCTAssertEqual(program.diagnostics[0].formatted(fileName: "a.cass"), "a.cass:1:6: error: unexpected character '$'")
    }
}
