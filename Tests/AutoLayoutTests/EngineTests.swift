import AutoLayout
import XCTest

final class EngineTests: XCTestCase {
    /// `H:|-20-[a(100)]-8-[b]-20-|`, by hand.
    func testRowOfTwoViews() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading, plus: 20),
            rule("a", .width, plus: 100),
            rule("b", .leading, .equal, "a", .trailing, plus: 8),
            rule("|", .trailing, .equal, "b", .trailing, plus: 20),
        ] + verticalPins("a") + verticalPins("b"))
        engine.layout(width: 320, height: 100)
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 20, 0, 100, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), 128, 0, 172, 10)
        assertFrame(engine.frame(of: root), 0, 0, 320, 100)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
    }

    func testFramesAreRelativeToTheSuperview() throws {
        let (root, views) = makeTree(["card"])
        let card = try XCTUnwrap(views["card"])
        let title = LayoutView(name: "title")
        card.addSubview(title)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("card", .left, .equal, "|", .left, plus: 30), rule("card", .top, .equal, "|", .top, plus: 40),
            rule("card", .width, plus: 200), rule("card", .height, plus: 100),
        ])
        try engine.addConstraints([
            rule("title", .left, .equal, "|", .left, plus: 10), rule("title", .right, .equal, "|", .right, plus: -10),
            rule("title", .top, .equal, "|", .top, plus: 5), rule("title", .height, plus: 20),
        ], in: card)
        engine.layout(width: 400, height: 300)
        assertFrame(engine.frame(of: title), 10, 5, 180, 20)
        assertFrame(engine.absoluteFrame(of: title), 40, 45, 180, 20)
        assertFrame(engine.frame(of: card), 30, 40, 200, 100)
    }

    func testCentringAndMultiplierAreMeasuredFromTheSuperviewOrigin() throws {
        let (root, views) = makeTree(["box"])
        let box = try XCTUnwrap(views["box"])
        let inner = LayoutView(name: "inner")
        box.addSubview(inner)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("box", .left, .equal, "|", .left, plus: 100), rule("box", .top, .equal, "|", .top, plus: 50),
            rule("box", .width, plus: 200), rule("box", .height, plus: 100),
        ])
        try engine.addConstraints([
            rule("inner", .width, plus: 20), rule("inner", .height, .equal, "inner", .width, times: 0.5),
            rule("inner", .centerX, .equal, "|", .centerX, times: 0.5),
            rule("inner", .centerY, .equal, "|", .centerY),
        ], in: box)
        engine.layout(width: 500, height: 500)
        // centerX = 0.5 * 100 (the box's own centre, in its coordinates) = 50.
        assertFrame(engine.frame(of: inner), 40, 45, 20, 10)
    }

    func testRightToLeftMirrorsLeadingAndTrailing() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(direction: .rightToLeft))
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading, plus: 20, standard: .superview),
            rule("a", .width, plus: 100),
            rule("b", .leading, .equal, "a", .trailing, plus: 8, standard: .sibling),
            rule("b", .width, plus: 50),
        ] + verticalPins("a") + verticalPins("b"))
        engine.layout(width: 320, height: 100)
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 200, 0, 100, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), 142, 0, 50, 10)
        // Back to left to right: only the direction-dependent constraints move.
        engine.options.direction = .leftToRight
        engine.layout()
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 20, 0, 100, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), 128, 0, 50, 10)
    }

    func testStandardSpacingFollowsTheOptions() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        let handles = try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading, plus: 20, standard: .superview),
            rule("a", .width, plus: 100),
            rule("b", .leading, .equal, "a", .trailing, plus: 8, standard: .sibling),
            rule("b", .width, plus: 50),
        ] + verticalPins("a") + verticalPins("b"))
        engine.options.siblingSpacing = 12
        engine.options.superviewSpacing = 16
        engine.layout(width: 320, height: 100)
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 16, 0, 100, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), 128, 0, 50, 10)
        XCTAssertEqual(handles[2].constant, 12)
        XCTAssertEqual(handles[2].descriptor.standardSpacing, .sibling)
    }

    func testBaselinesUseTheOffsetsOrTheBottom() throws {
        let (root, views) = makeTree(["label", "field"])
        let label = try XCTUnwrap(views["label"]), field = try XCTUnwrap(views["field"])
        label.firstBaselineOffset = 15
        label.lastBaselineOffset = 4
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("label", .top, .equal, "|", .top, plus: 10), rule("label", .height, plus: 20),
            rule("field", .height, plus: 30),
            rule("field", .lastBaseline, .equal, "label", .lastBaseline),
        ] + [rule("label", .left, plus: 0), rule("label", .width, plus: 10),
             rule("field", .left, plus: 0), rule("field", .width, plus: 10)])
        engine.layout(width: 100, height: 100)
        // label's last baseline: 10 + 20 - 4 = 26; field has none: its bottom is at 26.
        assertFrame(engine.frame(of: field), 0, -4, 10, 30)
        // Moving the baseline is picked up by the next layout.
        label.lastBaselineOffset = 10
        engine.layout()
        assertFrame(engine.frame(of: field), 0, -10, 10, 30)
        try engine.addConstraints([rule("label", .firstBaseline, .equal, "|", .top, plus: 40)])
        engine.layout()
        // 40 - 15 = 25 conflicts with top == 10: the newer constraint is broken.
        XCTAssertEqual(try XCTUnwrap(engine.frame(of: label)).y, 10, accuracy: 0.01)
        XCTAssertEqual(engine.brokenConstraints.map(\.descriptor.description), ["label.firstBaseline == superview.top + 40"])
    }

    func testUnknownNamesBecomeSubviewsOfTheSuperviewOnlyWhenAsked() throws {
        let root = LayoutView(name: "root")
        root.addSubview(LayoutView(name: "frash"))
        let engine = LayoutEngine(root: root)
        XCTAssertThrowsError(try engine.addConstraints([rule("fresh", .width, plus: 10)])) {
            XCTAssertEqual($0 as? LayoutError, .unknownView("fresh", suggestion: "frash"))
            XCTAssertEqual(
                "\($0)", "unknown view 'fresh': the tree has no view of that name (hint: did you mean 'frash'?)")
        }
        XCTAssertEqual(root.subviews.map(\.name), ["frash"])
        XCTAssertEqual(engine.constraints.count, 0)
        try engine.addConstraints([rule("fresh", .width, plus: 10)], creatingViews: true)
        XCTAssertEqual(root.subviews.map(\.name), ["frash", "fresh"])
    }

    func testProgramsCreateContainersHelpersAndStackingOrders() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let spot = origin("H:|~[d(100)]~|", column: 3)
        let program = LayoutProgram(
            constraints: [
                rule("_s1", .leading, .equal, "|", .leading), rule("d", .leading, .equal, "_s1", .trailing),
                rule("_s2", .leading, .equal, "d", .trailing), rule("|", .trailing, .equal, "_s2", .trailing),
                rule("_s2", .width, .equal, "_s1", .width), rule("d", .width, plus: 100),
                rule("col", .left, plus: 0), rule("col", .top, plus: 0),
                rule("col", .width, plus: 50), rule("col", .height, plus: 60),
                rule("t", .top, .equal, "|", .top), rule("t", .height, plus: 40),
            ] + verticalPins("d"),
            viewNames: ["d", "col", "t"],
            helpers: [HelperItem(name: "_s1", axis: .horizontal, origin: spot),
                      HelperItem(name: "_s2", axis: .horizontal, origin: spot)],
            containers: [LayoutProgram.Container(name: "col", children: ["t"], origin: spot)],
            stackingOrders: [LayoutProgram.StackingOrder(views: ["d", "col"], origin: spot)])
        // The container is the program's own; its child and `d` are views the tree lacks.
        XCTAssertThrowsError(try engine.install(program)) {
            XCTAssertEqual($0 as? LayoutError, .unknownView("d", suggestion: nil))
        }
        XCTAssertEqual(root.subviews.count, 0, "nothing is created when the names fail")
        try engine.install(program, creatingViews: true)
        engine.layout(width: 300, height: 200)
        let d = try XCTUnwrap(root.descendant(named: "d"))
        let col = try XCTUnwrap(root.descendant(named: "col"))
        let t = try XCTUnwrap(col.descendant(named: "t"))
        XCTAssertTrue(t.superview === col)
        assertFrame(engine.frame(of: d), 100, 0, 100, 10)
        XCTAssertEqual(engine.zIndex(of: d), 0)
        XCTAssertEqual(engine.zIndex(of: col), 1)
        XCTAssertNil(engine.zIndex(of: t))
    }

    func testInvalidInputIsATypedError() {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .width, plus: 1, at: LayoutPriority(0))])) {
            XCTAssertEqual($0 as? LayoutError, .invalidPriority(LayoutPriority(0), constraint: "a.width == 1 @0"))
        }
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .width, .equal, "b", .left)])) {
            XCTAssertEqual($0 as? LayoutError, .incompatibleAttributes(.width, .left, constraint: "a.width == b.left"))
        }
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .width, plus: .nan)]))
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .width, .equal, "_x", .width)])) {
            XCTAssertEqual($0 as? LayoutError, .unknownHelper("_x"))
        }
        XCTAssertTrue(engine.root.subviews.isEmpty, "nothing is created when a constraint is refused")
    }
}
