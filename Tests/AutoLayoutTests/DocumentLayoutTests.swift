import XCTest
@testable import AutoLayout

final class DocumentLayoutTests: XCTestCase {
    private func report(_ json: String, _ overrides: DocumentLayoutOverrides = .init()) throws -> LayoutReport {
        try DocumentLayout(document: try LayoutDocument(json: json), overrides: overrides).report
    }

    private func assertFrame(
        _ report: LayoutReport, _ name: String, superview: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let frame = report.frame(named: name) else { return XCTFail("no frame for \(name)", file: file, line: line) }
        XCTAssertEqual(frame.superview, superview, name, file: file, line: line)
        XCTAssertEqual(frame.x, x, accuracy: 0.01, "\(name).x", file: file, line: line)
        XCTAssertEqual(frame.y, y, accuracy: 0.01, "\(name).y", file: file, line: line)
        XCTAssertEqual(frame.width, width, accuracy: 0.01, "\(name).width", file: file, line: line)
        XCTAssertEqual(frame.height, height, accuracy: 0.01, "\(name).height", file: file, line: line)
    }

    func testUndeclaredNamesBecomeSubviewsOfTheFirstNodeNamingThem() throws {
        let report = try report("""
        { "root": { "width": 200, "height": 100,
            "layout": ["H:|-10-[box]-10-|", "V:|-10-[box]-10-|"],
            "subviews": [ { "name": "box", "layout": "H:|[inner(50)]; V:|[inner(20)]; H:[inner]-[late(30)]; V:|[late(5)]" },
                          { "name": "late" } ] } }
        """)
        XCTAssertEqual(report.frames.map(\.name), ["box", "inner", "late"])
        assertFrame(report, "box", superview: "root", 10, 10, 180, 80)
        assertFrame(report, "inner", superview: "box", 0, 0, 50, 20)
        // 'late' is declared in root, so it stays there although box's layout names it.
        assertFrame(report, "late", superview: "root", 68, 10, 30, 5)
    }

    func testIntrinsicSizeHiddenAndOverrides() throws {
        let json = """
        { "metrics": { "m": 12 }, "spacing": { "sibling": 4, "superview": 6 },
          "root": { "width": 100, "height": 100,
            "layout": "H:|-[a]-[b]; V:|-m-[a]; V:|-[b]",
            "subviews": [ { "name": "a", "intrinsicSize": [30, 10] },
                          { "name": "b", "intrinsicSize": [20, 20], "hidden": true } ] } }
        """
        let plain = try report(json)
        assertFrame(plain, "a", superview: "root", 6, 12, 30, 10)
        // Gone along its row (the last view: the gap before it closes); its height stays.
        assertFrame(plain, "b", superview: "root", 36, 6, 0, 20)
        let wide = try report(json, DocumentLayoutOverrides(width: 300, height: 50))
        XCTAssertEqual(wide.rootWidth, 300)
        XCTAssertEqual(wide.rootHeight, 50)
    }

    func testMissingSizeIsAnError() {
        XCTAssertThrowsError(try report(#"{ "root": { "height": 10 } }"#)) { error in
            XCTAssertEqual((error as? DocumentError)?.kind, .missingSize)
            XCTAssertEqual((error as? DocumentError)?.message, "the root has no width")
        }
    }

    func testLayoutErrorNamesItsPathAndKeepsDiagnostics() throws {
        let text = "{ \"root\": { \"width\": 10, \"height\": 10,\n  \"layout\": [\"H:|[a]|\", \"V:|[a]-(\"] } }"
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .layout)
            XCTAssertEqual(error.path, "root.layout[1]")
            XCTAssertFalse(error.diagnostics.isEmpty)
            let rendered = source.render(error, fileName: "doc.json")
            XCTAssertTrue(rendered.hasPrefix("doc.json:2:"), rendered)
            XCTAssertTrue(rendered.contains("error: root.layout[1]: "), rendered)
        }
    }
}

final class DocumentRulesTests: XCTestCase {
    func testRulesPlaceAViewAgainstItsSuperview() throws {
        let report = try DocumentLayout(document: try LayoutDocument(json: """
        { "root": { "width": 200, "height": 100,
            "subviews": [ { "name": "a", "rules": "tt = 10, ll = 20, w = 50, h = 30" } ] } }
        """)).report
        let frame = try XCTUnwrap(report.frame(named: "a"))
        XCTAssertEqual([frame.x, frame.y, frame.width, frame.height], [20, 10, 50, 30])
    }

    func testRulesOnTheRootAreAnError() {
        XCTAssertThrowsError(try DocumentLayout(document: try LayoutDocument(json: """
        { "root": { "width": 200, "height": 100, "rules": "tt = 10" } }
        """))) { error in
            XCTAssertEqual((error as? DocumentError)?.path, "root.rules")
            XCTAssertEqual((error as? DocumentError)?.message, "the root has no superview to place it against with rules")
        }
    }
}
