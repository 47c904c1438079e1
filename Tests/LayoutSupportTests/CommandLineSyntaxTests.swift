import XCTest

@testable import LayoutSupport

final class CommandLineSyntaxTests: XCTestCase {
    let syntax = CommandLineSyntax(
        command: "tool run", operands: "FILE", summary: "Runs a file.",
        options: [.init("width", value: "W", help: "the width"), .init("json", help: "print JSON")],
        details: "Exit status: 0.")

    func testValuesFlagsAndOperands() throws {
        let parsed = try syntax.parse(["a", "--width", "3", "--json", "-", "--", "--width"])
        XCTAssertEqual(parsed.operands, ["a", "-", "--width"])
        XCTAssertEqual(parsed.values, ["width": "3"])
        XCTAssertTrue(parsed.has("json"))
        XCTAssertEqual(try syntax.parse(["--width=4.5"]).number("width", minimum: 0), 4.5)
    }

    func testErrors() {
        let cases: [([String], String)] = [
            (["--widht", "3"], "unknown option '--widht' (did you mean '--width'?)"),
            (["-w"], "unknown option '-w'"),
            (["--width"], "expected a value after '--width'"),
            (["--json=yes"], "option '--json' takes no value"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try syntax.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CommandLineUsageError)?.message, message)
            }
        }
        XCTAssertThrowsError(try syntax.parse(["x", "-h"])) { error in
            XCTAssertEqual((error as? CommandLineUsageError)?.isHelpRequest, true)
        }
    }

    func testTypedValues() throws {
        let parsed = try syntax.parse(["--width", "wide"])
        XCTAssertThrowsError(try parsed.number("width", minimum: 0)) { error in
            XCTAssertEqual("\(error)", "expected a number at least 0 after '--width', found 'wide'")
        }
        XCTAssertThrowsError(try parsed.integer("width", minimum: 1)) { error in
            XCTAssertEqual("\(error)", "expected a whole number of at least 1 after '--width', found 'wide'")
        }
        XCTAssertThrowsError(try parsed.choice("width", among: ["a", "b", "c"])) { error in
            XCTAssertEqual("\(error)", "expected a, b or c after '--width', found 'wide'")
        }
        XCTAssertNil(try parsed.number("height", minimum: 0))
    }

    func testHelpExplainsEveryOption() {
        XCTAssertEqual(syntax.usage, "usage: tool run FILE [--width W] [--json]")
        XCTAssertEqual(syntax.help, """
            Runs a file.

            usage: tool run FILE [--width W] [--json]

            options:
              --width W  the width
              --json     print JSON
              --help     show this help

            Exit status: 0.

            """)
    }
}
