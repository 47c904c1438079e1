import LayoutSupport
import XCTest

@testable import AutoLayoutCLI

final class ToolTests: XCTestCase {
    let files = ["w.cass": "x == 2\ny == x + 1\n", "bad.cass": "x == \n"]

    private func run(_ arguments: [String]) -> CommandResult {
        Tool.run(arguments) { path throws(FileReadError) in
            guard let text = files[path] else { throw FileReadError(path: path, reason: "No such file or directory") }
            return text
        }
    }

    func testVersion() {
        XCTAssertEqual(run(["--version"]), CommandResult(status: 0, output: "autolayout \(Tool.version)\n"))
    }

    func testHelpForTheToolAndEachCommand() {
        XCTAssertEqual(run(["--help"]).output, Tool.help)
        XCTAssertEqual(run(["help"]).status, 0)
        XCTAssertEqual(run(["help", "solve"]).output, SolveCommand.syntax.help)
        XCTAssertEqual(run(["solve", "--help"]).output, SolveCommand.syntax.help)
        XCTAssertEqual(run(["help", "layout"]).output, LayoutCommand.syntax.help)
        XCTAssertTrue(SolveCommand.syntax.help.contains("\n  --json "))
    }

    func testUnknownAndMissingCommands() {
        let unknown = run(["sovle"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(
            unknown.errorOutput.hasPrefix("autolayout: error: unknown command 'sovle' (did you mean 'solve'?)\n"),
            unknown.errorOutput)
        let missing = run([])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errorOutput.hasPrefix("autolayout: error: missing command\n"))
    }

    func testSolve() {
        XCTAssertEqual(run(["solve", "w.cass"]), CommandResult(status: 0, output: "x = 2\ny = 3\n"))
        XCTAssertEqual(run(["solve", "w.cass", "--json"]), CommandResult(status: 0, output: "{\"x\": 2, \"y\": 3}\n"))
    }

    func testSolveExitStatuses() {
        let bad = run(["solve", "bad.cass"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.errorOutput.hasPrefix("bad.cass:1:"), bad.errorOutput)
        XCTAssertEqual(
            run(["solve", "none.cass"]),
            CommandResult(status: 1, errorOutput: "autolayout solve: error: cannot read 'none.cass': No such file or directory\n"))
        XCTAssertEqual(
            run(["solve"]),
            CommandResult(status: 2, errorOutput: "autolayout solve: error: expected a script file (or - for standard input)\n\(SolveCommand.syntax.usage)\n"))
        XCTAssertEqual(run(["solve", "a", "b"]).status, 2)
        XCTAssertEqual(run(["solve", "--jsn"]).errorOutput,
                       "autolayout solve: error: unknown option '--jsn' (did you mean '--json'?)\n\(SolveCommand.syntax.usage)\n")
    }
}
