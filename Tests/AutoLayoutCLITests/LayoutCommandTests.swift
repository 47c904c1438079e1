import LayoutSupport
import XCTest

@testable import AutoLayout
@testable import AutoLayoutCLI

final class LayoutCommandTests: XCTestCase {
    let files = [
        "ok.json": #"{ "root": { "name": "r", "width": 10, "height": 5, "layout": "H:|[a]|" } }"#,
        "typo.json": "{ \"root\": { \"layot\": \"\" } }",
        "names.json": """
            { "root": { "name": "r", "width": 100, "height": 40,
                "layout": "H:|[titel]-[extra(10)]|; V:|[titel(40)]; V:|[extra(40)]",
                "subviews": [{ "name": "title" }] } }
            """,
        "card.json": "{\n  \"title\": \"UILabel\",\n  \":layout\": \"H:|-[title]-|;\n     V:|-[title(20)]\",\n}\n",
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

    private func read(_ path: String) throws(FileReadError) -> String {
        guard let text = files[path] else { throw FileReadError(path: path, reason: "No such file or directory") }
        return text
    }

    private func run(_ arguments: [String], standIn: StandIn = StandIn()) -> CommandResult {
        LayoutCommand.run(arguments, readFile: read, layout: standIn.layout)
    }

    func testParsesEveryOption() throws {
        let parsed = try LayoutCommand.parse([
            "calendar.json", "--width", "320", "--height=480", "--format", "json", "--scale", "2", "--direction=rtl",
        ])
        XCTAssertEqual(parsed, LayoutCommand.Arguments(
            file: "calendar.json", format: .json,
            overrides: DocumentLayoutOverrides(width: 320, height: 480, scale: 2, direction: .rightToLeft)))
        XCTAssertEqual(try LayoutCommand.parse(["a.json"]), LayoutCommand.Arguments(file: "a.json"))
    }

    func testBadUseNamesTheProblemAndExitsWithTwo() {
        let cases: [([String], String)] = [
            ([], "expected a layout document file (FILE.json)"),
            (["a.json", "b.json"], "expected one document file, found a second one 'b.json'"),
            (["a.json", "--widht", "3"], "unknown option '--widht' (did you mean '--width'?)"),
            (["a.json", "-w"], "unknown option '-w'"),
            (["a.json", "--width"], "expected a value after '--width'"),
            (["a.json", "--width", "wide"], "expected a number at least 0 after '--width', found 'wide'"),
            (["a.json", "--height=-3"], "expected a number at least 0 after '--height', found '-3'"),
            (["a.json", "--scale", "0"], "expected a number greater than 0 after '--scale', found '0'"),
            (["a.json", "--format", "xml"], "expected table, json or svg after '--format', found 'xml'"),
            (["a.json", "--direction", "up"], "expected ltr or rtl after '--direction', found 'up'"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.output, "")
            XCTAssertEqual(
                result.errorOutput, "autolayout layout: error: \(message)\n\(LayoutCommand.syntax.usage)\n", "\(arguments)")
        }
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
        'subviews', 'intrinsicSize', 'hugging', 'compressionResistance', 'hidden', 'rules', 'baselines', 'class', 'zIndex', 'data', 'scroll', 'text', 'width', 'height'
        { "root": { "layot": "" } }
                    ^~~~~~~
        hint: did you mean 'layout'?

        """)
    }

    func testLayoutErrorExitsWithOne() {
        let result = LayoutCommand.run(["ok.json"], readFile: read, layout: { _, _ in
            throw DocumentError(.missingSize, at: "root", "the root has no width", hint: "pass --width")
        })
        XCTAssertEqual(result.status, 1)
        // A missing size points at the root object in the file.
        XCTAssertEqual(result.errorOutput, """
        ok.json:1:11: error: root: the root has no width
        { "root": { "name": "r", "width": 10, "height": 5, "layout": "H:|[a]|" } }
                  ^
        hint: pass --width

        """)
    }

    func testAnUnreadableFileIsAProblemWithTheInputExitOne() {
        let result = run(["missing.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errorOutput,
            "autolayout layout: error: cannot read 'missing.json': No such file or directory\n")
    }

    func testHelpExplainsEveryOption() {
        let help = run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.output, LayoutCommand.syntax.help)
        for option in ["--width W", "--height H", "--format F", "--scale S", "--direction D", "--strict", "--help"] {
            XCTAssertTrue(help.output.contains("\n  \(option) "), option)
        }
    }

    /// The tool keeps the laid-out document until it exits (freeing it only to exit is
    /// wasted); a document that fails keeps nothing, and the output is the same either way.
    func testTheLayoutIsHandedToTheToolToKeep() {
        var kept: [AnyObject] = []
        let result = LayoutCommand.run(["ok.json"], readFile: read, keep: { kept.append($0) })
        XCTAssertEqual(result, LayoutCommand.run(["ok.json"], readFile: read))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(kept.count, 1)
        XCTAssertEqual((kept.first as? DocumentLayout)?.root.name, "r")
        var none: [AnyObject] = []
        XCTAssertEqual(LayoutCommand.run(["typo.json"], readFile: read, keep: { none.append($0) }).status, 1)
        XCTAssertTrue(none.isEmpty)
    }

    func testStrictIsAnOverride() throws {
        XCTAssertEqual(try LayoutCommand.parse(["a.json", "--strict"]).overrides, DocumentLayoutOverrides(isStrict: true))
        XCTAssertNil(try LayoutCommand.parse(["a.json"]).overrides.isStrict)
    }

    func testANearMissOfADeclaredNameIsAWarningAtItsPlaceInTheFile() {
        let result = LayoutCommand.run(["names.json"], readFile: read)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.errorOutput, """
            names.json:2:20: warning: root.layout: undeclared view 'titel' becomes a new view
                "layout": "H:|[titel]-[extra(10)]|; V:|[titel(40)]; V:|[extra(40)]",
                               ^~~~~
            hint: did you mean 'title'?

            names.json:2:45: warning: root.layout: undeclared view 'titel' becomes a new view
                "layout": "H:|[titel]-[extra(10)]|; V:|[titel(40)]; V:|[extra(40)]",
                                                        ^~~~~
            hint: did you mean 'title'?
            names.json: warning: Ambiguous layout: the horizontal and vertical position or size of 'title' is not determined by its constraints

            """)
        XCTAssertEqual(result.output, """
            view     superview   x  y  width  height
            r        -           0  0    100      40
              title  r           0  0      0       0
              titel  r           0  0     82      40
              extra  r          90  0     10      40

            """)
        let json = LayoutCommand.run(["names.json", "--format", "json"], readFile: read)
        XCTAssertEqual(json.errorOutput, "")
        XCTAssertTrue(json.output.contains(
            #""root.layout: 1:5: warning: undeclared view 'titel' becomes a new view (hint: did you mean 'title'?)""#),
            json.output)
    }

    func testStrictRefusesUndeclaredNames() {
        let result = LayoutCommand.run(["names.json", "--strict"], readFile: read)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errorOutput.hasPrefix("""
            names.json:2:20: error: root.layout: undeclared view 'titel': the document is strict, so every view must be declared
                "layout": "H:|[titel]-[extra(10)]|; V:|[titel(40)]; V:|[extra(40)]",
                               ^~~~~
            hint: did you mean 'title'?

            """), result.errorOutput)
        XCTAssertTrue(result.errorOutput.contains("""
            hint: declare 'extra' in the "subviews" of a node, or leave "strict" out
            """))
    }

    func testQuickVFL2FilesAreRecognisedAndNeedASize() throws {
        let real: (LayoutDocument, DocumentLayoutOverrides) throws -> LayoutReport = { document, overrides in
            try DocumentLayout(document: document, overrides: overrides).report
        }
        let laidOut = LayoutCommand.run(["card.json", "--width", "375", "--height", "667", "--format", "json"],
                                        readFile: read, layout: real)
        XCTAssertEqual(laidOut.status, 0, laidOut.errorOutput)
        XCTAssertTrue(laidOut.output.contains(#""title": { "superview": "entrance", "x": 20, "y": 20, "width": 335, "height": 20 }"#),
                      laidOut.output)
        let forced = LayoutCommand.run(["card.json", "--input-format", "quickvfl2", "--width", "375", "--height", "667"],
                                       readFile: read, layout: real)
        XCTAssertEqual(forced.status, 0)
        let unsized = LayoutCommand.run(["card.json"], readFile: read, layout: real)
        XCTAssertEqual(unsized.status, 1)
        XCTAssertEqual(unsized.errorOutput, """
            card.json: error: the QuickVFL2 file gives its entrance (the top view) no width
            hint: a QuickVFL2 file leaves the entrance's size to the app: pass --width and --height

            """)
        let asDocument = LayoutCommand.run(["card.json", "--input-format", "document"], readFile: read, layout: real)
        XCTAssertEqual(asDocument.status, 1)
        XCTAssertTrue(asDocument.errorOutput.contains("trailing") || asDocument.errorOutput.contains("line break"), asDocument.errorOutput)
        XCTAssertEqual(try LayoutCommand.parse(["a.json", "--input-format=quickvfl2"]).inputFormat, .quickVFL2)
    }
}
