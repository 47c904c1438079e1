import LayoutSupport
import XCTest

@testable import AutoLayout
@testable import AutoLayoutCLI

/// `autolayout layout --width fit / --height fit` and a document's `"fit"`.
final class FittingCommandTests: XCTestCase {
    let files = [
        "card.json": """
            { "root": { "name": "card", "width": 320, "height": "fit",
                "layout": "H:|-16-[body]-16-|; V:|-16-[body]-16-|",
                "subviews": [{ "name": "body", "intrinsicSize": [200, 50] }] } }
            """,
    ]

    private func run(_ arguments: [String]) -> CommandResult {
        LayoutCommand.run(arguments, readFile: { path throws(FileReadError) in
            guard let text = self.files[path] else { throw FileReadError(path: path, reason: "No such file or directory") }
            return text
        })
    }

    func testTheDocumentsFitHeightIsReported() {
        let result = run(["card.json"])
        XCTAssertEqual(result.status, 0, result.errorOutput)
        XCTAssertEqual(result.output, """
            view    superview   x   y  width  height
            card    -           0   0    320      82
              body  card       16  16    288      50

            """)
    }

    func testFitOnTheCommandLine() {
        let wide = run(["card.json", "--width", "fit"])
        XCTAssertEqual(wide.status, 0, wide.errorOutput)
        // Both axes fit: the document's height is "fit", the width is now the content's.
        XCTAssertTrue(wide.output.contains("card    -           0   0    232      82"), wide.output)
        let tall = run(["card.json", "--width", "500", "--height", "fit", "--format", "json"])
        XCTAssertEqual(tall.status, 0, tall.errorOutput)
        XCTAssertEqual(tall.output, """
            {
              "root": { "name": "card", "width": 500, "height": 82 },
              "frames": {
                "body": { "superview": "card", "x": 16, "y": 16, "width": 468, "height": 50 }
              },
              "warnings": []
            }

            """)
        let given = run(["card.json", "--height", "100"])
        XCTAssertTrue(given.output.contains("card    -           0   0    320     100"), given.output)
    }

    func testAWordOtherThanFitIsABadValue() {
        let result = run(["card.json", "--height", "auto"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorOutput.contains("expected a number at least 0 after '--height', found 'auto'"), result.errorOutput)
    }
}
