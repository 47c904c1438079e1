import Cassowary
import XCTest

@testable import CassowaryScript

/// One line per statement: `3:1 c1: left - 40 == 0 @weak`.
func render(_ program: ScriptProgram) -> [String] {
    program.statements.map { statement in
        let text: String
        switch statement.command {
        case .add(let c, let label): text = (label.map { "\($0): " } ?? "") + "\(c)"
        case .remove(let label): text = "remove \(label)"
        case .edit(let v, let strength): text = "edit \(v) @\(strength)"
        case .suggest(let v, let value): text = "suggest \(v) \(value)"
        case .print: text = "print"
        }
        return "\(statement.position) \(text)"
    }
}

/// The parse errors as `LINE:COLUMN: error: MESSAGE`.
func errors(_ text: String) -> [String] {
    ScriptProgram(parsing: text).diagnostics.map(\.description)
}

final class ParserTests: XCTestCase {
    func testEveryCommandForm() {
        let program = ScriptProgram(parsing: """
            # a comment
            left >= 0
            right <= 1000   # trailing comment
            width == right - left
            mid == (left + right) / 2
            width >= 100 @strong
            w2 == 2 * width + 10 @750
            gap >= 8 @medium:1.25
            c1: left == 40 @weak

            remove c1
            edit right @strong
            edit left
            edit gap @300:2
            suggest right 640
            suggest gap -2.5
            print
            """)
        XCTAssertEqual(program.diagnostics, [])
        XCTAssertEqual(render(program), [
            "2:1 left >= 0",
            "3:1 right - 1000 <= 0",
            "4:1 width - right + left == 0",
            "5:1 mid - 0.5 * left - 0.5 * right == 0",
            "6:1 width - 100 >= 0 @strong",
            "7:1 w2 - 2 * width - 10 == 0 @strong",
            "8:1 gap - 8 >= 0 @medium:1.25",
            "9:1 c1: left - 40 == 0 @weak",
            "11:1 remove c1",
            "12:1 edit right @strong",
            "13:1 edit left @strong",
            "14:1 edit gap @300:2",
            "15:1 suggest right 640.0",
            "16:1 suggest gap -2.5",
            "17:1 print",
        ])
        XCTAssertEqual(program.variables.map(\.name), ["left", "right", "width", "mid", "w2", "gap"])
        XCTAssertEqual(program.constraints.count, 8)
    }

    func testOperandAndStrengthPositions() {
        let program = ScriptProgram(parsing: "  edit  x  @required\n suggest y 3\nremove   c1")
        XCTAssertEqual(program.statements.map(\.position), [
            SourcePosition(line: 1, column: 3), SourcePosition(line: 2, column: 2), SourcePosition(line: 3, column: 1),
        ])
        XCTAssertEqual(program.statements.map(\.operandPosition), [
            SourcePosition(line: 1, column: 9), SourcePosition(line: 2, column: 10), SourcePosition(line: 3, column: 10),
        ])
        XCTAssertEqual(program.statements[0].strengthPosition, SourcePosition(line: 1, column: 12))
        guard case .edit(_, let strength) = program.statements[0].command else { return XCTFail("not an edit") }
        XCTAssertEqual(strength, .required)
    }

    func testNumbers() {
        let program = ScriptProgram(parsing: "x == 1e2 + .5 + 1. + 2.5E-1 + 3e+1 + 0.125")
        XCTAssertEqual(render(program), ["1:1 x - 131.875 == 0"])
        guard case .add(let c, _) = program.statements.first?.command else { return XCTFail("no constraint") }
        XCTAssertEqual(c.expression.constant, -131.875)
    }

    func testExpressionForms() {
        XCTAssertEqual(render(ScriptProgram(parsing: "-x + +y - -z == -(a - 2 * (b + 1)) / 4")),
                       ["1:1 -x + y + z + 0.25 * a - 0.5 * b - 0.5 == 0"])
        XCTAssertEqual(render(ScriptProgram(parsing: "x * 3 == 3 * 2 * y / 2")), ["1:1 3 * x - 3 * y == 0"])
        XCTAssertEqual(render(ScriptProgram(parsing: "(x - x) == 0")), ["1:1 x - x == 0"])
        XCTAssertEqual(render(ScriptProgram(parsing: "c0_0.x + c0_0.w <= W")), ["1:1 c0_0.x + c0_0.w - W <= 0"])
        XCTAssertEqual(render(ScriptProgram(parsing: "suggest w (100 + 20) / 2")), ["1:1 suggest w 60.0"])
    }

    func testStrengths() {
        let program = ScriptProgram(parsing: """
            a == 1 @required
            a == 2 @strong
            a == 3 @medium
            a == 4 @weak
            a == 5 @1000
            a == 6 @1
            a == 7 @250.5:0.5
            a == 8 @weak:3
            """)
        let strengths = program.constraints.map(\.strength)
        XCTAssertEqual(strengths, [
            .required, .strong, .medium, .weak, .required,
            Strength(priority: 1), Strength(priority: 250.5, weight: 0.5), Strength(priority: 250, weight: 3),
        ])
    }

    func testKeywordsAreVariablesOutsideCommands() {
        let program = ScriptProgram(parsing: "print == 3\nedit >= 1\nedit: remove == suggest")
        XCTAssertEqual(program.diagnostics, [])
        XCTAssertEqual(render(program), ["1:1 print - 3 == 0", "2:1 edit - 1 >= 0", "3:1 edit: remove - suggest == 0"])
    }

    func testLabels() {
        let program = ScriptProgram(parsing: "c1: left == 40 @weak\nbox.top: y>=0")
        XCTAssertEqual(render(program), ["1:1 c1: left - 40 == 0 @weak", "2:1 box.top: y >= 0"])
    }

    func testBlankAndCommentLinesMakeNothing() {
        let program = ScriptProgram(parsing: "\n   \n# only a comment\n\t# indented\r\n")
        XCTAssertEqual(program.statements.count, 0)
        XCTAssertEqual(program.diagnostics, [])
    }

    func testWindowsLineEndings() {
        XCTAssertEqual(render(ScriptProgram(parsing: "x == 1\r\ny == 2\r\n")), ["1:1 x - 1 == 0", "2:1 y - 2 == 0"])
    }

    func testErrorLinesCreateNoVariables() {
        let program = ScriptProgram(parsing: "a == b * c\nd == 1")
        XCTAssertEqual(program.variables.map(\.name), ["d"])
        XCTAssertEqual(render(program), ["2:1 d - 1 == 0"])
    }
}
