import XCTest
@testable import AutoLayout

/// The content-sized examples of `Examples/`: a feed card fitted at three widths, a settings
/// list with hidden rows, a scroll view. The frames are those `Examples/README.md` gives.
final class FittingExampleFilesTests: XCTestCase {
    private func laidOut(_ name: String, _ overrides: DocumentLayoutOverrides = .init()) throws -> DocumentLayout {
        let document = try LayoutDocument(json: try ExampleFiles.text(name))
        XCTAssertEqual(try LayoutDocument(json: document.json), document, "\(name) round-trips")
        return try DocumentLayout(document: document, overrides: overrides, warningHandler: nil)
    }

    private func frames(_ layout: DocumentLayout) -> [String: LayoutRect] {
        var out: [String: LayoutRect] = [:]
        for frame in LayoutReport(laidOutBy: layout.engine).frames {
            out[frame.name] = LayoutRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        return out
    }

    func testTheFeedCardFitsItsHeightAtEachWidth() throws {
        for width in [320.0, 768, 1024] {
            let layout = try laidOut("feed-card", DocumentLayoutOverrides(width: width))
            let report = LayoutReport(laidOutBy: layout.engine)
            XCTAssertEqual(report.rootWidth, width)
            XCTAssertEqual(report.rootHeight, 240, "the body's intrinsic height of 120 decides")
            XCTAssertEqual(report.warnings, [])
            let f = frames(layout)
            XCTAssertEqual(f["avatar"], LayoutRect(x: 16, y: 16, width: 40, height: 40))
            XCTAssertEqual(f["title"], LayoutRect(x: 68, y: 16, width: width - 84, height: 20))
            XCTAssertEqual(f["subtitle"], LayoutRect(x: 68, y: 38, width: width - 84, height: 16))
            XCTAssertEqual(f["body"], LayoutRect(x: 16, y: 68, width: width - 32, height: 120))
            XCTAssertEqual(f["like"], LayoutRect(x: 16, y: 200, width: 44, height: 24))
            XCTAssertEqual(f["share"], LayoutRect(x: width - 68, y: 200, width: 52, height: 24))
        }
    }

    /// The same card with a measured body: a paragraph of 200 characters, 8 points each,
    /// wrapping at the body's width in lines of 20.
    func testTheFeedCardWithAWrappedBody() throws {
        let layout = try laidOut("feed-card")
        let engine = layout.engine
        let body = try XCTUnwrap(engine.root.descendant(named: "body"))
        body.intrinsicHeight = nil
        body.measure = paragraph(200)
        // 288 points: 36 characters a line, 6 lines; 736: 92, 3 lines; 992: 124, 2 lines.
        for (width, lines) in [(320.0, 6.0), (768, 3), (1024, 2)] {
            engine.layout(width: width)
            let bodyHeight = lines * 20
            XCTAssertEqual(engine.rootSize, LayoutSize(width: width, height: 120 + bodyHeight))
            XCTAssertEqual(engine.frame(of: body), LayoutRect(x: 16, y: 68, width: width - 32, height: bodyHeight))
            let share = try XCTUnwrap(engine.root.descendant(named: "share"))
            XCTAssertEqual(engine.frame(of: share), LayoutRect(x: width - 68, y: 80 + bodyHeight, width: 52, height: 24))
            XCTAssertEqual(LayoutReport(laidOutBy: engine).rootHeight, 120 + bodyHeight)
            XCTAssertEqual(engine.warnings, [])
        }
    }

    func testTheSettingsListClosesOverItsHiddenRows() throws {
        let layout = try laidOut("settings")
        let report = LayoutReport(laidOutBy: layout.engine)
        XCTAssertEqual(report.rootWidth, 375)
        XCTAssertEqual(report.rootHeight, 200)
        XCTAssertEqual(report.warnings, [])
        let f = frames(layout)
        XCTAssertEqual(f["header"], LayoutRect(x: 16, y: 20, width: 343, height: 18))
        XCTAssertEqual(f["wifi"], LayoutRect(x: 0, y: 46, width: 375, height: 44))
        XCTAssertEqual(f["bluetooth"], LayoutRect(x: 0, y: 91, width: 375, height: 0))
        XCTAssertEqual(f["cellular"], LayoutRect(x: 0, y: 91, width: 375, height: 44))
        XCTAssertEqual(f["update"], LayoutRect(x: 0, y: 136, width: 375, height: 44))
        XCTAssertEqual(f["updateLabel"], LayoutRect(x: 16, y: 12, width: 343, height: 20))
        XCTAssertEqual(f["badge"], LayoutRect(x: 359, y: 10, width: 0, height: 24))
        XCTAssertEqual(f["hotspot"], LayoutRect(x: 0, y: 180, width: 375, height: 0))
        // Every row shown: the list grows by two rows, two gaps and the badge.
        for name in ["bluetooth", "badge", "hotspot"] { layout.root.descendant(named: name)?.isHidden = false }
        layout.engine.layout(width: 375)
        let shown = frames(layout)
        XCTAssertEqual(layout.engine.rootSize, LayoutSize(width: 375, height: 290))
        XCTAssertEqual(shown["cellular"], LayoutRect(x: 0, y: 136, width: 375, height: 44))
        XCTAssertEqual(shown["updateLabel"], LayoutRect(x: 16, y: 12, width: 311, height: 20))
        XCTAssertEqual(shown["badge"], LayoutRect(x: 335, y: 10, width: 24, height: 24))
        XCTAssertEqual(shown["hotspot"], LayoutRect(x: 0, y: 226, width: 375, height: 44))
        XCTAssertEqual(layout.engine.warnings, [])
    }

    func testTheScrollViewsContent() throws {
        let layout = try laidOut("scroll")
        var f = frames(layout)
        XCTAssertEqual(f["list"], LayoutRect(x: 0, y: 44, width: 320, height: 436))
        // Eight rows of 60, 8 apart: 552 points of content, taller than the 436 visible.
        XCTAssertEqual(f["content"], LayoutRect(x: 0, y: 0, width: 320, height: 552))
        XCTAssertEqual(f["row7"], LayoutRect(x: 16, y: 484, width: 288, height: 60))
        XCTAssertEqual(LayoutReport(laidOutBy: layout.engine).warnings, [])
        // A taller screen than the content: the content view fills the scroll view.
        let tall = try laidOut("scroll", DocumentLayoutOverrides(height: 800))
        f = frames(tall)
        XCTAssertEqual(f["list"], LayoutRect(x: 0, y: 44, width: 320, height: 756))
        XCTAssertEqual(f["content"], LayoutRect(x: 0, y: 0, width: 320, height: 756))
        XCTAssertEqual(f["row7"], LayoutRect(x: 16, y: 484, width: 288, height: 60))
    }
}
