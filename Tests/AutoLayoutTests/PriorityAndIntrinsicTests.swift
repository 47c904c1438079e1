import AutoLayout
import XCTest

final class PriorityAndIntrinsicTests: XCTestCase {
    /// Two views that want 200 each in 320 points: the one at 750 gets its width.
    func testHigherPriorityWins() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading), rule("b", .leading, .equal, "a", .trailing),
            rule("|", .trailing, .equal, "b", .trailing),
            rule("a", .width, plus: 200, at: LayoutPriority(750)),
            rule("b", .width, plus: 200, at: LayoutPriority(740)),
        ] + verticalPins("a") + verticalPins("b"))
        engine.layout(width: 320, height: 50)
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 0, 0, 200, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), 200, 0, 120, 10)
    }

    func testIntrinsicSizeAgainstExplicitWidths() throws {
        let (root, views) = makeTree(["label", "field"])
        let label = try XCTUnwrap(views["label"]), field = try XCTUnwrap(views["field"])
        label.intrinsicWidth = 120
        label.intrinsicHeight = 21
        field.intrinsicWidth = 80
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("label", .leading, .equal, "|", .leading), rule("field", .leading, .equal, "label", .trailing),
            rule("|", .trailing, .equal, "field", .trailing),
            rule("label", .top, .equal, "|", .top),
        ] + verticalPins("field"))
        engine.layout(width: 300, height: 50)
        // Both hug at 250: the tie goes to the one whose hugging is lower, so lower field's.
        field.setContentHugging(LayoutPriority(200), along: .horizontal)
        engine.layout()
        assertFrame(engine.frame(of: label), 0, 0, 120, 21)
        assertFrame(engine.frame(of: field), 120, 0, 180, 10)
        // Too narrow: compression resistance 750 beats field's lowered resistance.
        field.setCompressionResistance(LayoutPriority(700), along: .horizontal)
        engine.layout(width: 150, height: 50)
        assertFrame(engine.frame(of: label), 0, 0, 120, 21)
        assertFrame(engine.frame(of: field), 120, 0, 30, 10)
        // An explicit required width beats the intrinsic size.
        try engine.addConstraints([rule("label", .width, plus: 60)])
        engine.layout()
        assertFrame(engine.frame(of: label), 0, 0, 60, 21)
        assertFrame(engine.frame(of: field), 60, 0, 90, 10)
    }

    func testChangingTheIntrinsicSizeIsPickedUp() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        a.intrinsicWidth = 50
        a.intrinsicHeight = 20
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([rule("a", .left, plus: 5), rule("a", .top, plus: 5)])
        engine.layout(width: 200, height: 200)
        assertFrame(engine.frame(of: a), 5, 5, 50, 20)
        a.intrinsicWidth = 70
        engine.layout()
        assertFrame(engine.frame(of: a), 5, 5, 70, 20)
    }

    func testHiddenViewsCollapseAndTheirSizesYield() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading), rule("a", .width, plus: 100),
            rule("b", .leading, .equal, "a", .trailing, plus: 10), rule("b", .width, plus: 50),
        ] + verticalPins("a", height: 30) + verticalPins("b"))
        engine.layout(width: 300, height: 100)
        assertFrame(engine.frame(of: b), 110, 0, 50, 10)
        a.isHidden = true
        engine.layout()
        // Gone along the row it is arranged on: no width, the gap after it closed, the
        // height untouched.
        assertFrame(engine.frame(of: a), 0, 0, 0, 30)
        assertFrame(engine.frame(of: b), 0, 0, 50, 10)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
        a.isHidden = false
        engine.layout()
        assertFrame(engine.frame(of: a), 0, 0, 100, 30)
        assertFrame(engine.frame(of: b), 110, 0, 50, 10)
    }

    func testMeasuredTextGetsTheHeightForItsWidth() throws {
        let (root, views) = makeTree(["text"])
        let text = try XCTUnwrap(views["text"])
        // 1000 points of text at 20 points a line.
        text.measure = { width in
            guard let width, width > 0 else { return LayoutSize(width: 1000, height: 20) }
            return LayoutSize(width: min(width, 1000), height: 20 * (1000 / width).rounded(.up))
        }
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("text", .leading, .equal, "|", .leading, plus: 10),
            rule("|", .trailing, .equal, "text", .trailing, plus: 10),
            rule("text", .top, .equal, "|", .top),
        ])
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: text), 10, 0, 300, 80)
        engine.layout(width: 520, height: 480)
        assertFrame(engine.frame(of: text), 10, 0, 500, 40)
    }
}

final class LayoutPriorityLiteralTests: XCTestCase {
    func testLiteralsAndOffsetsAsWithUILayoutPriority() {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let handles = try? engine.addConstraints("H:|[a(100@500)]", creatingViews: true)
        guard let width = handles?.last else { return XCTFail("no constraint") }
        width.priority = 999
        XCTAssertEqual(width.priority, LayoutPriority(999))
        width.priority = 998.5
        XCTAssertEqual(width.priority.rawValue, 998.5)
        width.priority = .defaultHigh - 1
        XCTAssertEqual(width.priority.rawValue, 749)
        XCTAssertEqual((LayoutPriority.defaultLow + 1).rawValue, 251)
        let scene: [LayoutPriority] = [.dragThatCannotResizeScene, .sceneSizeStayPut, .dragThatCanResizeScene]
        XCTAssertEqual(scene.map(\.rawValue), [490, 500, 510])
        XCTAssertTrue(LayoutPriority.fittingSizeLevel < 51)
    }
}
