import AutoLayout
import AutoLayoutTesting
import XCTest

/// Frames where users look: on the view, `nil` for what a layout did not see, and reports
/// that follow the last layout.
final class FrameAccessTests: XCTestCase {
    func testAViewsFrameIsTheLastLayoutsAndNilBefore() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        XCTAssertNil(a.frame, "no engine lays it out")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-10-[a]-10-|; V:|[a(20)]")
        XCTAssertNil(a.frame, "no layout yet")
        XCTAssertNil(engine.frame(of: a))
        engine.layout(width: 100, height: 50)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 0, width: 80, height: 20))
        XCTAssertEqual(root.frame, LayoutRect(x: 0, y: 0, width: 100, height: 50))
        engine.layout(width: 200, height: 50)
        XCTAssertEqual(a.frame, LayoutRect(x: 10, y: 0, width: 180, height: 20))
    }

    func testAViewTheLayoutDidNotSeeHasNoFrame() throws {
        let (root, views) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[a(10)]; V:|[a(10)]")
        engine.layout(width: 100, height: 100)
        let late = LayoutView(name: "late")
        root.addSubview(late)
        XCTAssertNil(engine.frame(of: late))
        XCTAssertNil(engine.absoluteFrame(of: late))
        XCTAssertNil(engine.frame(of: LayoutView(name: "elsewhere")))
        XCTAssertEqual(engine.absoluteFrame(of: try XCTUnwrap(views["a"])), LayoutRect(x: 0, y: 0, width: 10, height: 10))
        engine.layout()
        XCTAssertEqual(late.frame, LayoutRect(x: 0, y: 0, width: 0, height: 0))
    }

    func testWithTwoEnginesTheViewShowsTheLatestLayout() throws {
        let (root, views) = makeTree(["title"])
        let title = try XCTUnwrap(views["title"])
        let first = LayoutEngine(root: root), second = LayoutEngine(root: root)
        try first.addConstraints("H:|[title(30)]; V:|[title(10)]")
        try second.addConstraints("H:|[title(60)]; V:|[title(10)]")
        first.layout(width: 100, height: 100)
        XCTAssertEqual(title.frame?.width, 30)
        second.layout(width: 100, height: 100)
        XCTAssertEqual(title.frame?.width, 60)
        first.layout()
        XCTAssertEqual(title.frame?.width, 30)
    }

    func testADocumentsReportFollowsTheLastLayout() throws {
        let document = try LayoutDocument(json: """
            {"root": {"name": "root", "width": 200, "height": 100,
                      "layout": "H:|-[a]-|; V:|-[a]-|", "subviews": [{"name": "a"}]}}
            """)
        let layout = try DocumentLayout(document: document, warningHandler: nil)
        assertLayoutSnapshot(layout.report, matches: """
            view  superview   x   y  width  height
            root  -           0   0    200     100
              a   root       20  20    160      60
            """)
        layout.engine.layout(width: 300, height: 400)
        XCTAssertEqual(layout.width, 300)
        XCTAssertEqual(layout.height, 400)
        assertLayoutSnapshot(layout.report, matches: """
            view  superview   x   y  width  height
            root  -           0   0    300     400
              a   root       20  20    260     360
            """)
    }
}

/// A view keeps its frame after the engine that laid it out is gone.
final class FrameLifetimeTests: XCTestCase {
    func testTheFrameOutlivesTheEngine() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        do {
            let engine = LayoutEngine(root: root)
            try engine.addConstraints("H:|-5-[a(10)]; V:|-6-[a(12)]")
            engine.layout(width: 50, height: 50)
        }
        XCTAssertEqual(a.frame, LayoutRect(x: 5, y: 6, width: 10, height: 12))
    }
}
