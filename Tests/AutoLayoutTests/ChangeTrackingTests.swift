import XCTest
@testable import AutoLayout

/// Views tell the engine what changed; a layout after a change looks at those views only.
final class ChangeTrackingTests: XCTestCase {
    /// Text whose content a test changes between layouts.
    final class Text: @unchecked Sendable {
        var characters = 5
    }

    func testInvalidatedMeasurementIsAskedAgain() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[label]; V:|[label]", creatingViews: true)
        let label = try XCTUnwrap(root.descendant(named: "label"))
        let text = Text()
        label.measure = { _ in LayoutSize(width: Double(text.characters) * 10, height: 20) }
        engine.layout(width: 300, height: 300)
        XCTAssertEqual(engine.frame(of: label), LayoutRect(x: 0, y: 0, width: 50, height: 20))
        text.characters = 12
        engine.layout(width: 300, height: 300)
        // Not yet told: the measurement is cached.
        XCTAssertEqual(engine.frame(of: label)?.width, 50)
        engine.invalidateIntrinsicSize(of: label)
        engine.layout(width: 300, height: 300)
        XCTAssertEqual(engine.frame(of: label), LayoutRect(x: 0, y: 0, width: 120, height: 20))
    }

    func testPropertyChangesAfterTheFirstLayoutAreSeen() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[a]-[b]; V:|-[a]-[b]", creatingViews: true)
        let a = try XCTUnwrap(root.descendant(named: "a"))
        let b = try XCTUnwrap(root.descendant(named: "b"))
        a.intrinsicWidth = 40
        a.intrinsicHeight = 10
        b.intrinsicWidth = 30
        b.intrinsicHeight = 10
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.frame(of: b), LayoutRect(x: 68, y: 38, width: 30, height: 10))
        a.intrinsicWidth = 100
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.frame(of: b), LayoutRect(x: 128, y: 38, width: 30, height: 10))
        a.isHidden = true
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.frame(of: a)?.width, 0)
        // Gone along the row: the gap after it closes too.
        XCTAssertEqual(engine.frame(of: b)?.x, 20)
        // A view added after the first layout, with properties set before it joins.
        let c = LayoutView(name: "c")
        c.intrinsicWidth = 15
        c.intrinsicHeight = 15
        b.addSubview(c)
        try engine.addConstraints("H:|-(2)-[c]; V:|-(3)-[c]", in: b)
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.frame(of: c), LayoutRect(x: 2, y: 3, width: 15, height: 15))
    }
}
