import XCTest
@testable import AutoLayout

final class LayoutCommandRunnerTests: XCTestCase {
    struct Missing: Error, CustomStringConvertible { var description: String { "no such file" } }

    let files = [
        "ok.json": #"{ "root": { "name": "r", "width": 10, "height": 5, "layout": "H:|[a]|" } }"#,
        "typo.json": "{ \"root\": { \"layot\": \"\" } }",
    ]

    /// Stands in for the engine: one view filling the root, and records what it was given.
    final class StandIn: @unchecked Sendable {
        var overrides: DocumentLayoutOverrides?
        func layout(_ document: LayoutDocument, _ overrides: DocumentLayoutOverrides) throws -> LayoutReport {
            self.overrides = overrides
            let width = overrides.width ?? document.root.width ?? 0
            let height = overrides.height ?? document.root.height ?? 0
            return LayoutReport(
                rootName: document.root.name, rootWidth: width, rootHeight: height,
                frames: [.init(name: "a", superview: document.root.name, x: 0, y: 0, width: width, height: height)],
                warnings: ["a is ambiguous"])
        }
    }

    private func run(_ arguments: [String], standIn: StandIn = StandIn()) -> LayoutCommandResult {
        LayoutCommandRunner.run(arguments, readFile: { path in
            guard let text = files[path] else { throw Missing() }
            return text
        }, layout: standIn.layout)
    }

    func testTableGoesToStandardOutputAndWarningsToStandardError() {
        let standIn = StandIn()
        let result = run(["ok.json", "--width", "20", "--scale", "2", "--direction", "rtl"], standIn: standIn)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "view  superview  x  y  width  height\nr     -          0  0     20       5\n  a   r          0  0     20       5\n")
        XCTAssertEqual(result.errorOutput, "ok.json: warning: a is ambiguous\n")
        XCTAssertEqual(standIn.overrides, DocumentLayoutOverrides(width: 20, scale: 2, direction: .rightToLeft))
    }

    func testJSONCarriesTheWarnings() {
        let result = run(["ok.json", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, """
        {
          "frames": {
            "a": { "superview": "r", "x": 0, "y": 0, "width": 10, "height": 5 }
          },
          "warnings": ["a is ambiguous"]
        }

        """)
        XCTAssertEqual(result.errorOutput, "")
    }

    func testDocumentErrorExitsWithOne() {
        let result = run(["typo.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errorOutput, """
        typo.json:1:13: error: root.layot: unknown key 'layot' in a view; expected one of 'name', 'layout', \
        'subviews', 'intrinsicSize', 'hugging', 'compressionResistance', 'hidden', 'rules', 'baselines', 'width', 'height'
        { "root": { "layot": "" } }
                    ^~~~~~~
        hint: did you mean 'layout'?

        """)
    }

    func testLayoutErrorExitsWithOne() {
        let result = LayoutCommandRunner.run(["ok.json"], readFile: { _ in files["ok.json"] ?? "" }, layout: { _, _ in
            throw DocumentError(.missingSize, at: "root", "the root has no width", hint: "pass --width")
        })
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorOutput, "ok.json: error: root: the root has no width\nhint: pass --width\n")
    }

    func testBadUseExitsWithTwo() {
        let unreadable = run(["missing.json"])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertEqual(unreadable.errorOutput, "autolayout layout: error: cannot read 'missing.json': no such file\n")
        let badFlag = run(["ok.json", "--format", "xml"])
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertEqual(badFlag.errorOutput, "autolayout layout: error: expected table, json or svg after '--format', found 'xml'\n\(LayoutCommandArguments.usage)\n")
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.output, LayoutCommandArguments.usage + "\n")
    }
}
