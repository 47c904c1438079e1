import Cassowary
import XCTest

@testable import CassowaryScript
import LayoutSupport

/// Runs a script; returns its output and its errors with the file name `t.cass`.
func runScript(_ text: String, format: ScriptOutputFormat = .text) -> (output: String, errors: [String]) {
    let result = ScriptRunner.run(ScriptProgram(parsing: text), format: format)
    return (result.output, result.diagnostics.map { $0.formatted(fileName: "t.cass") })
}

final class RunnerTests: XCTestCase {
    func testPrintSortsByNameAndFormatsValues() {
        let result = runScript("""
            b == 1 / 3
            a == -2.5
            Z == 100
            c.x == a - a
            print
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.output, "Z = 100\na = -2.5\nb = 0.333333\nc.x = 0\n")
    }

    func testWithoutPrintTheValuesPrintOnceAtTheEnd() {
        XCTAssertEqual(runScript("x == 2\ny == x + 1").output, "x = 2\ny = 3\n")
        XCTAssertEqual(runScript("").output, "")
        XCTAssertEqual(runScript("", format: .json).output, "{}\n")
        XCTAssertEqual(runScript("b == -0.0000001\na == 1 / 3", format: .json).output, "{\"a\": 0.333333, \"b\": 0}\n")
    }

    func testEveryPrintPrintsTheValuesAtThatPoint() {
        let result = runScript("""
            x == 2
            print
            y == x * 2
            print
            """)
        XCTAssertEqual(result.output, "x = 2\nx = 2\ny = 4\n")
    }

    func testJSON() {
        let result = runScript("width == 10.5\nleft == 0\nprint\nright == left + width\nprint", format: .json)
        XCTAssertEqual(result.output, "{\"left\": 0, \"width\": 10.5}\n{\"left\": 0, \"right\": 10.5, \"width\": 10.5}\n")
    }

    func testStrengthsDecide() {
        let result = runScript("""
            x == 10 @weak
            x == 20 @strong
            y == 1 @medium:1
            y == 3 @medium:3
            z >= 5
            z == 0 @1
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.output, "x = 20\ny = 3\nz = 5\n")
    }

    func testUnsatisfiableConstraintListsConflictsAndLeavesTheSolverUnchanged() {
        let result = runScript("""
            x >= 0
            c1: x <= 10
            y == 5
            x >= 20
            x == 7 @weak
            """)
        XCTAssertEqual(result.errors, [
            "t.cass:4:1: error: required constraint cannot be satisfied: it conflicts with line 2 (c1)"
        ])
        XCTAssertEqual(result.output, "x = 7\ny = 5\n")
    }

    func testConflictsAreNamedByLineAndLabel() {
        let result = runScript("""
            a == 1
            left: x == a + 1
            b: y == x
            y == 5
            """)
        XCTAssertEqual(result.errors, [
            "t.cass:4:1: error: required constraint cannot be satisfied: it conflicts with line 1, line 2 (left), line 3 (b)"
        ])
        XCTAssertEqual(result.output, "a = 1\nx = 2\ny = 2\n")
    }

    func testAConstraintThatCanNeverHold() {
        let result = runScript("0 == 1\nx == 1")
        XCTAssertEqual(result.errors, ["t.cass:1:1: error: required constraint can never be satisfied"])
        XCTAssertEqual(result.output, "x = 1\n")
    }

    func testLabelsAndRemove() {
        let result = runScript("""
            c1: x == 10 @strong
            x == 0 @weak
            print
            remove c1
            print
            c1: x == 30 @strong
            c1: x == 40 @strong
            remove nothing
            print
            """)
        XCTAssertEqual(result.errors, [
            "t.cass:7:1: error: duplicate label 'c1': line 6 defines it (hint: remove c1 first, or choose another label)",
            "t.cass:8:8: error: no constraint labelled 'nothing'",
        ])
        XCTAssertEqual(result.output, "x = 10\nx = 0\nx = 30\n")
    }

    func testRemovingTwiceIsAnError() {
        let result = runScript("c: x == 1\nremove c\nremove c")
        XCTAssertEqual(result.errors, ["t.cass:3:8: error: no constraint labelled 'c'"])
    }

    func testAFailedLabelledConstraintDoesNotTakeItsLabel() {
        let result = runScript("x == 1\nc: x == 2\nc: x >= 0\nremove c\nx <= 5")
        XCTAssertEqual(result.errors, ["t.cass:2:1: error: required constraint cannot be satisfied: it conflicts with line 1"])
        XCTAssertEqual(result.output, "x = 1\n")
    }

    func testRedundantIdenticalConstraintsOnOtherLinesAreAccepted() {
        let result = runScript("x == 5\nx == 5\nx >= 1\nx >= 1")
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.output, "x = 5\n")
    }

    func testEditAndSuggest() {
        let result = runScript("""
            edit w
            suggest w 300
            h == w / 2
            print
            suggest w 120
            print
            """)
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.output, "h = 150\nw = 300\nh = 60\nw = 120\n")
    }

    func testEditStrengthsCompeteWithConstraints() {
        let weak = runScript("edit w @weak\nsuggest w 50\nw == 80 @medium")
        XCTAssertEqual(weak.output, "w = 80\n")
        let strong = runScript("edit w @900\nsuggest w 50\nw == 80 @medium")
        XCTAssertEqual(strong.output, "w = 50\n")
    }

    func testEditAndSuggestErrors() {
        let result = runScript("""
            edit w @required
            edit v @1000
            suggest w 10
            edit w
            edit  w @weak
            suggest q 1
            """)
        XCTAssertEqual(result.errors, [
            "t.cass:1:8: error: edit variable 'w' cannot be required (hint: use @strong, @medium, @weak or a priority below 1000)",
            "t.cass:2:8: error: edit variable 'v' cannot be required (hint: use @strong, @medium, @weak or a priority below 1000)",
            "t.cass:3:9: error: 'w' is not an edit variable (hint: add 'edit w' before suggesting a value)",
            "t.cass:5:7: error: 'w' is already an edit variable",
            "t.cass:6:9: error: 'q' is not an edit variable (hint: add 'edit q' before suggesting a value)",
        ])
        XCTAssertEqual(result.output, "w = 0\n")
    }

    func testParseAndRunErrorsComeInLineOrderAndTheScriptGoesOn() {
        let result = runScript("""
            x == 1
            x == 2
            y == (
            remove c
            z == x + 1
            """)
        XCTAssertEqual(result.errors, [
            "t.cass:2:1: error: required constraint cannot be satisfied: it conflicts with line 1",
            "t.cass:3:7: error: expected an expression after '(', found end of line",
            "t.cass:4:8: error: no constraint labelled 'c'",
        ])
        XCTAssertEqual(result.output, "x = 1\nz = 2\n")
    }

    func testTheRunnerStepByStep() throws {
        let program = ScriptProgram(parsing: "edit w\nsuggest w 40\nx == w + 2")
        var runner = ScriptRunner(program: program)
        for statement in program.statements { try runner.execute(statement) }
        XCTAssertEqual(runner.values.map(\.name), ["w", "x"])
        XCTAssertEqual(runner.values.map(\.value), [40, 42])
        XCTAssertEqual(runner.render(.json), "{\"w\": 40, \"x\": 42}\n")
    }

    func testTheWindowExample() throws {
        let root = URLPath.packageRoot()
        let text = try TextFile.read(root + "/Examples/solve/window.cass")
        let result = ScriptRunner.run(ScriptProgram(parsing: text))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.output, """
            content.left = 216
            content.right = 792
            content.width = 576
            sidebar.left = 8
            sidebar.width = 200
            window.left = 0
            window.width = 800
            content.left = 136
            content.right = 436
            content.width = 300
            sidebar.left = 8
            sidebar.width = 120
            window.left = 0
            window.width = 444

            """)
    }
}

/// The package's root folder, found from this file's path.
enum URLPath {
    static func packageRoot(_ file: String = #filePath) -> String {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/CassowaryScriptTests/RunnerTests.swift
        return parts.joined(separator: "/")
    }
}
