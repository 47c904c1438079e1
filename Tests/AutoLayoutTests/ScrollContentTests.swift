import XCTest
@testable import AutoLayout

/// QuickVFL's scroll content view: the larger of its content and the visible size.
final class ScrollContentTests: XCTestCase {
    private func scene(rows: Int) throws -> (LayoutEngine, LayoutView, LayoutView, [LayoutView]) {
        let (root, views) = makeTree(["scroll"])
        let scroll = try XCTUnwrap(views["scroll"])
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        try engine.addConstraints("H:|[scroll]|; V:|-44-[scroll]|")
        let content = LayoutView(name: "content")
        try engine.makeScrollContent(content, in: scroll)
        let names = (0..<rows).map { "row\($0)" }
        for name in names { content.addSubview(LayoutView(name: name)) }
        if !names.isEmpty {
            try engine.addConstraints(
                "V:|-8-" + names.map { "[\($0)(60)]" }.joined(separator: "-8-") + "-(>=8)-|; "
                    + names.map { "H:|-16-[\($0)]-16-|" }.joined(separator: "; "),
                in: content)
        }
        return (engine, scroll, content, content.subviews)
    }

    func testShortContentFillsTheScrollView() throws {
        let (engine, scroll, content, rows) = try scene(rows: 3)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: scroll), 0, 44, 320, 436)
        // 8 + 3 x 68 = 212 of content: the content view is as tall as the scroll view.
        assertFrame(engine.frame(of: content), 0, 0, 320, 436)
        assertFrame(engine.frame(of: rows[2]), 16, 144, 288, 60)
        XCTAssertEqual(engine.warnings, [])
    }

    func testTallContentGrowsPastIt() throws {
        let (engine, scroll, content, rows) = try scene(rows: 10)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: scroll), 0, 44, 320, 436)
        assertFrame(engine.frame(of: content), 0, 0, 320, 688)
        assertFrame(engine.frame(of: rows[9]), 16, 620, 288, 60)
        // A window taller than the content: the content view fills the scroll view again.
        engine.layout(width: 320, height: 800)
        assertFrame(engine.frame(of: content), 0, 0, 320, 756)
        XCTAssertEqual(engine.warnings, [])
    }

    func testAnEmptyContentViewIsTheVisibleSize() throws {
        let (engine, _, content, _) = try scene(rows: 0)
        engine.layout(width: 200, height: 300)
        assertFrame(engine.frame(of: content), 0, 0, 200, 256)
    }
}

/// The document form of a scroll view.
final class ScrollDocumentTests: XCTestCase {
    func testAScrollViewNeedsItsContentView() throws {
        let document = try LayoutDocument(json: """
            { "root": { "name": "r", "width": 100, "height": 100, "layout": "H:|[list]|; V:|[list]|",
                "subviews": [ { "name": "list", "scroll": "vertical" } ] } }
            """)
        XCTAssertThrowsError(try DocumentLayout(document: document, warningHandler: nil)) { error in
            let error = error as? DocumentError
            XCTAssertEqual(error?.path, "root.subviews[0].scroll")
            XCTAssertEqual(error?.message, "a scroll view needs a content view")
            XCTAssertEqual(error?.hint, "declare the content view as the first of its \"subviews\"")
        }
    }

    func testAHorizontalScroll() throws {
        let document = try LayoutDocument(json: """
            { "root": { "name": "r", "width": 300, "height": 100, "layout": "H:|[strip]|; V:|[strip]|",
                "subviews": [ { "name": "strip", "scroll": "horizontal", "subviews": [
                  { "name": "content", "layout": "H:|-[p0(100)]-[p1(100)]-[p2(100)]-(>=8)-|; V:|[p0]|; V:|[p1]|; V:|[p2]|" } ] } ] } }
            """)
        XCTAssertEqual(document.root.subviews[0].scrollAxes, [.horizontal])
        XCTAssertEqual(try LayoutDocument(json: document.json), document)
        let layout = try DocumentLayout(document: document, warningHandler: nil)
        let content = try XCTUnwrap(layout.report.frame(named: "content"))
        // 20 + 3 x 100 + 2 x 8 + 8 = 344, wider than the 300 visible; as tall as the strip.
        XCTAssertEqual([content.x, content.y, content.width, content.height], [0, 0, 344, 100])
        XCTAssertEqual(layout.report.warnings, [])
    }
}
