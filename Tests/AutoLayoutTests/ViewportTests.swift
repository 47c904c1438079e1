import AutoLayout
import XCTest

/// autolayout.js's `//viewport` meta comment, applied to the text's superview.
final class ViewportTests: XCTestCase {
    private func laidOut(_ text: String, width: Double = 375, height: Double = 667) throws -> (LayoutEngine, LayoutView) {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints(text, creatingViews: true)
        engine.layout(width: width, height: height)
        return (engine, root)
    }

    func testNumbersFixTheRootsSize() throws {
        let (engine, root) = try laidOut("//viewport width:300 height:200\nH:|[a]|\nV:|[a]|")
        assertFrame(engine.frame(of: root), 0, 0, 300, 200)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "a"))), 0, 0, 300, 200)
        XCTAssertEqual(engine.warnings, [])
        // Another size asked for changes nothing.
        engine.layout(width: 1000, height: 1000)
        assertFrame(engine.frame(of: root), 0, 0, 300, 200)
    }

    func testAspectRatio() throws {
        let (engine, root) = try laidOut("//viewport aspect-ratio:2/1 width:300\nH:|[a]|\nV:|[a]|")
        assertFrame(engine.frame(of: root), 0, 0, 300, 150)
        XCTAssertEqual(engine.warnings, [])
        let (tall, tallRoot) = try laidOut("//viewport aspect-ratio:16/9\n//viewport height:90\nHV:|[a]|")
        assertFrame(tall.frame(of: tallRoot), 0, 0, 160, 90)
    }

    func testIntrinsicIsTheFittingSize() throws {
        let (engine, root) = try laidOut("//viewport height:intrinsic\nH:|-[a]-|\nH:|-[b]-|\nV:|-10-[a(40)]-10-[b]-10-|")
        let b = try XCTUnwrap(root.descendant(named: "b"))
        b.intrinsicHeight = 25
        engine.layout(width: 375, height: 667)
        // The width asked for holds; the height is the content's: 10 + 40 + 10 + 25 + 10.
        assertFrame(engine.frame(of: root), 0, 0, 375, 95)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 200, height: 10)
        assertFrame(engine.frame(of: root), 0, 0, 200, 95)
    }

    func testMinimumsAndMaximums() throws {
        let (engine, root) = try laidOut("//viewport max-width:300 min-height:800\nH:|[a]|\nV:|[a]|")
        assertFrame(engine.frame(of: root), 0, 0, 300, 800)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 250, height: 900)
        assertFrame(engine.frame(of: root), 0, 0, 250, 900)
    }

    func testANestedSuperview() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[box]; V:|-[box]", creatingViews: true)
        let box = try XCTUnwrap(root.descendant(named: "box"))
        try engine.addConstraints("//viewport width:100 aspect-ratio:2/1\nH:|[x]|; V:|[x]|", in: box, creatingViews: true)
        let fitted = LayoutView(name: "fitted")
        root.addSubview(fitted)
        try engine.addConstraints("H:[box]-[fitted]; V:|-[fitted]", in: root, creatingViews: true)
        try engine.addConstraints(
            "//viewport width:intrinsic height:intrinsic\nH:|-5-[y(30)]-5-|; V:|-5-[y(20)]-5-|", in: fitted, creatingViews: true)
        engine.layout(width: 375, height: 667)
        assertFrame(engine.frame(of: box), 20, 20, 100, 50)
        assertFrame(engine.frame(of: fitted), 128, 20, 40, 30)
        XCTAssertEqual(engine.warnings, [])
    }

    func testTheViewportGoesWithItsText() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let handles = try engine.addConstraints("//viewport width:300 height:intrinsic\nH:|[a]|; V:|[a(50)]|", creatingViews: true)
        XCTAssertEqual(handles.suffix(2).map(\.descriptor.description), [
            "superview.width == 300", "superview.height == 0 @50",
        ])
        engine.layout(width: 375, height: 667)
        assertFrame(engine.frame(of: root), 0, 0, 300, 50)
        engine.removeConstraints(Array(handles.suffix(2)))
        engine.layout()
        // The root's size is required again: the latest constraint of the text's that
        // contradicts it breaks.
        assertFrame(engine.frame(of: root), 0, 0, 375, 667)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'superview.bottom == a.bottom' from line 2, column 20: \"V:|[a(50)]|\"; "
                + "it conflicts with 'a.top == superview.top' from line 2, column 13: \"V:|[a(50)]|\"; "
                + "'a.height == 50' from line 2, column 16: \"V:|[a(50)]|\"; 'root.height == 667 (root size)'",
        ])
        // With a flexible root the text's own required height overrules the size asked for.
        engine.options.rootSizing = .flexible
        engine.layout()
        assertFrame(engine.frame(of: root), 0, 0, 375, 50)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Required constraints give the root 375 x 50 instead of the requested 375 x 667",
        ])
    }

    func testAConflictNamesTheMetaComment() throws {
        let (engine, root) = try laidOut("H:|[a(400)]|; V:|[a]|\n//viewport width:300")
        assertFrame(engine.frame(of: root), 0, 0, 400, 667)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'superview.width == 300' from line 2, column 3: \"//viewport width:300\"; "
                + "it conflicts with 'a.leading == superview.leading' from line 1, column 4: \"H:|[a(400)]|\"; "
                + "'a.width == 400' from line 1, column 7: \"H:|[a(400)]|\"; "
                + "'superview.trailing == a.trailing' from line 1, column 12: \"H:|[a(400)]|\"",
        ])
    }
}
