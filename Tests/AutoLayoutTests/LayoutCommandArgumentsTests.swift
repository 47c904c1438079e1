import XCTest
@testable import AutoLayout

final class LayoutCommandArgumentsTests: XCTestCase {
    func testParsesEveryOption() throws {
        let parsed = try LayoutCommandArguments.parse([
            "calendar.json", "--width", "320", "--height=480", "--format", "json", "--scale", "2", "--direction=rtl",
        ])
        XCTAssertEqual(parsed, LayoutCommandArguments(
            file: "calendar.json", width: 320, height: 480, format: .json, scale: 2, direction: .rightToLeft))
        XCTAssertEqual(try LayoutCommandArguments.parse(["a.json"]), LayoutCommandArguments(file: "a.json"))
    }

    func testBadUse() {
        let cases: [([String], String)] = [
            ([], "expected a layout document file (FILE.json)"),
            (["a.json", "b.json"], "expected one document file, found a second one 'b.json'"),
            (["a.json", "--widht", "3"], "unknown option '--widht' (did you mean '--width'?)"),
            (["a.json", "-w"], "unknown option '-w'"),
            (["a.json", "--width"], "expected a value after '--width'"),
            (["a.json", "--width", "wide"], "expected a number of at least 0 after '--width', found 'wide'"),
            (["a.json", "--height=-3"], "expected a number of at least 0 after '--height', found '-3'"),
            (["a.json", "--scale", "0"], "expected a positive number after '--scale', found '0'"),
            (["a.json", "--format", "xml"], "expected table, json or svg after '--format', found 'xml'"),
            (["a.json", "--direction", "up"], "expected ltr or rtl after '--direction', found 'up'"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try LayoutCommandArguments.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? CommandLineUsageError)?.message, message)
                XCTAssertEqual((error as? CommandLineUsageError)?.isHelpRequest, false)
            }
        }
        XCTAssertThrowsError(try LayoutCommandArguments.parse(["--help"])) { error in
            XCTAssertEqual((error as? CommandLineUsageError)?.isHelpRequest, true)
        }
    }
}
