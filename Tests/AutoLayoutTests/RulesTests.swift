import AutoLayout
import AutoLayoutTesting
import XCTest

/// SLL rules installed through the engine, checked as frames.
final class RulesTests: XCTestCase {
    /// A 320 x 480 root with one child of intrinsic size 100 x 50.
    private func makeScene() -> (LayoutEngine, LayoutView) {
        let (root, views) = makeTree(["v"])
        let v = views["v"] ?? LayoutView(name: "v")
        v.intrinsicWidth = 100
        v.intrinsicHeight = 50
        return (LayoutEngine(root: root), v)
    }

    private func frame(of text: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutRect {
        let (engine, v) = makeScene()
        try engine.addRules(text, to: v)
        engine.layout(width: 320, height: 480)
        assertNoLayoutWarnings(engine, filePath: file, line: line)
        return try XCTUnwrap(v.frame, file: file, line: line)
    }

    func testTwoRulesPerAxisSizeTheView() throws {
        assertFrame(try frame(of: "tt = 20, ll = bb = rr = 10"), 10, 20, 300, 450)
    }

    func testPercentOfTheSuperview() throws {
        assertFrame(try frame(of: "ll = bb = rr = 10, tt = 50%"), 10, 240, 300, 230)
    }

    func testOneRulePerAxisKeepsTheIntrinsicSize() throws {
        assertFrame(try frame(of: "tt = rr = 5"), 215, 5, 100, 50)
    }

    func testCentresAtPercentages() throws {
        assertFrame(try frame(of: "cl = 50%, ct = 50%"), 110, 215, 100, 50)
    }

    func testFarEdgeRulesAndSizes() throws {
        assertFrame(try frame(of: "bb = 10, rr = 20, w = 40, h = 30"), 260, 440, 40, 30)
        assertFrame(try frame(of: "tb = 100, lr = 50"), 270, 380, 100, 50)
        assertFrame(try frame(of: "cb = 40, cr = 60%"), 78, 415, 100, 50)
    }

    func testPercentagesFollowTheSuperview() throws {
        let (engine, v) = makeScene()
        try engine.addRules("ll = bb = rr = 10, tt = 50%", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 10, 240, 300, 230)
        engine.layout(width: 400, height: 600)
        assertFrame(engine.frame(of: v), 10, 300, 380, 290)
        engine.layout(width: 100, height: 100)
        assertFrame(engine.frame(of: v), 10, 50, 80, 40)
    }

    func testPercentagesOfANestedSuperviewUseItsBounds() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-20-[box]-20-|; V:|-20-[box(100)]", creatingViews: true)
        let box = try XCTUnwrap(root.descendant(named: "box"))
        let child = LayoutView(name: "child")
        child.intrinsicWidth = 100
        child.intrinsicHeight = 50
        box.addSubview(child)
        try engine.addRules("cl = 50%, ct = 50%", to: child)
        engine.layout(width: 240, height: 300)
        assertFrame(engine.frame(of: child), 50, 25, 100, 50)
        assertFrame(engine.absoluteFrame(of: child), 70, 45, 100, 50)
        engine.layout(width: 440, height: 300)
        assertFrame(engine.frame(of: child), 150, 25, 100, 50)
        XCTAssertEqual(engine.warnings, [])
    }

    func testAClampedPairKeepsTheLeftEdgeAsCSLayoutDoes() throws {
        // CSLayout keeps `ll` (or `tt`) in place whenever it is one of the pair (E7).
        assertFrame(try frame(of: "tt = 0, ll = rr = 10, maxw = 200"), 10, 0, 200, 50)
        assertFrame(try frame(of: "tt = 0, rr = ll = 10, maxw = 200"), 10, 0, 200, 50)
        // Otherwise the newer rule keeps its place.
        assertFrame(try frame(of: "tt = 0, rr = 10, cl = 100, maxw = 100"), 50, 0, 100, 50)
        assertFrame(try frame(of: "tt = 0, cl = 100, rr = 10, maxw = 100"), 210, 0, 100, 50)
    }

    func testMinimumClampsAndSizeRuleYieldsToIt() throws {
        assertFrame(try frame(of: "tt = 0, ll = rr = 10, minw = 400"), 10, 0, 400, 50)
        assertFrame(try frame(of: "ll = 0, tt = 20, h = 30, minh = 40"), 0, 20, 100, 40)
        assertFrame(try frame(of: "ll = 0, tt = 20, h = 90, maxh = 60"), 0, 20, 100, 60)
        // Within the bounds nothing changes.
        assertFrame(try frame(of: "tt = 0, ll = rr = 10, minw = 100, maxw = 400"), 10, 0, 300, 50)
    }

    func testRulesBetweenTwoViews() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        try engine.addRules("tt = ll = 10, w = 100, h = 40", to: a)
        try engine.addRules("tt = a.bt + 8, ll = a.ll, rr = a.rr - 50, h = a.h / 2", to: b)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: a), 10, 10, 100, 40)
        assertFrame(engine.frame(of: b), 10, 58, 150, 20)
        XCTAssertEqual(engine.warnings, [])
    }

    func testSumsOfSeveralViewsMayBeNegativeInParts() throws {
        let (root, views) = makeTree(["a", "c", "v"])
        let engine = LayoutEngine(root: root)
        let a = try XCTUnwrap(views["a"]), c = try XCTUnwrap(views["c"]), v = try XCTUnwrap(views["v"])
        try engine.addRules("tt = 0, ll = 20, w = 50, h = 10", to: a)
        // c sits partly outside its superview: its left is -30.
        try engine.addRules("tt = 0, ll = -30, w = 40, h = 10", to: c)
        // a's right (70) plus c's left (-30).
        try engine.addRules("tt = 100, ll = a.rl + c.ll, w = a.w + c.w, h = 10", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 40, 100, 90, 10)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 100, height: 100)
        assertFrame(engine.frame(of: v), 40, 100, 90, 10)
    }

    func testOtherViewsFarEdgesAreInTheSuperviewsBounds() throws {
        let (root, views) = makeTree(["a", "v"])
        let engine = LayoutEngine(root: root)
        let a = try XCTUnwrap(views["a"]), v = try XCTUnwrap(views["v"])
        try engine.addRules("tt = 0, rr = 30, w = 50, h = 10", to: a)
        // a.rr reads a's distance from the right edge: 30.
        try engine.addRules("tt = 20, ll = a.rr, w = 10, h = 10", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 30, 20, 10, 10)
        engine.layout(width: 400, height: 480)
        assertFrame(engine.frame(of: v), 30, 20, 10, 10)
    }

    func testPlaceholders() throws {
        let (engine, v) = makeScene()
        try engine.addRules("tt = %f, ll = %f%, w = %f", to: v, arguments: [.number(12), .number(25), .number(64)])
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 80, 12, 64, 50)
    }

    func testPriorities() throws {
        assertFrame(try frame(of: "tt = ll = 0, w = 500 @700"), 0, 0, 500, 50)
        let (engine, v) = makeScene()
        try engine.addRules("tt = ll = 0, w = 300 @800", to: v)
        try engine.addRules("w = 200 @900", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 0, 0, 200, 50)
    }

    func testMixingRulesAndVisualFormat() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[header]-|; V:|-[header(44)]", creatingViews: true)
        let header = try XCTUnwrap(root.descendant(named: "header"))
        let body = LayoutView(name: "body")
        root.addSubview(body)
        try engine.addRules("tt = header.bt + 8, ll = rr = 20, bb = 10%", to: body)
        try engine.addConstraints("H:[badge(20)]|; V:[body]-8-[badge]|", creatingViews: true)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: header), 20, 20, 280, 44)
        assertFrame(engine.frame(of: body), 20, 72, 280, 360)
        let badge = try XCTUnwrap(root.descendant(named: "badge"))
        assertFrame(engine.frame(of: badge), 300, 440, 20, 40)
        XCTAssertEqual(engine.warnings, [])
    }

    func testRuleErrorsAreDiagnosticsWithPositions() {
        let (engine, v) = makeScene()
        XCTAssertThrowsError(try engine.addRules("tt = 20\nll = 10, xx = 3", to: v)) { error in
            guard let list = error as? DiagnosticList else { return XCTFail("\(error)") }
            XCTAssertEqual(list.diagnostics.map(\.description), [
                "2:10: error: unknown rule 'xx' (hint: the rules are tt tb ll lr bb bt rr rl ct cl cb cr w h minw maxw minh maxh)",
            ])
        }
        XCTAssertEqual(engine.constraints.count, 0)
        XCTAssertThrowsError(try engine.addRules("tt = 20, ll = 1 +", to: v)) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.line), [1])
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.column), [18])
        }
    }

    func testTextsAccumulateAndTheNewerRuleWins() throws {
        let (engine, v) = makeScene()
        try engine.addRules("tt = ll = 0, w = 100", to: v)
        try engine.addRules("h = 20\nw = 200", to: v)
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.warnings, [])
        assertFrame(engine.frame(of: v), 0, 0, 200, 20)
        // A third text adds a right edge: with two positions the size follows from them.
        try engine.addRules("rr = 20", to: v)
        engine.layout()
        assertFrame(engine.frame(of: v), 0, 0, 300, 20)
    }

    func testAConstraintConflictingWithARuleNamesItsSource() throws {
        let (engine, v) = makeScene()
        try engine.addRules("tt = ll = 0, w = 100", to: v)
        try engine.addConstraints("H:[v(200)]")
        engine.layout(width: 320, height: 480)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'v.width == 100' from line 1, column 14: \"w = 100\"; "
                + "it conflicts with 'v.width == 200' from line 1, column 6: \"H:[v(200)]\"",
        ])
        assertFrame(engine.frame(of: v), 0, 0, 200, 50)
    }

    func testTheViewNeedsASuperview() {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        XCTAssertThrowsError(try engine.addRules("tt = 0", to: root)) {
            XCTAssertEqual($0 as? LayoutError, .missingSuperview("root"))
        }
        let stray = LayoutView(name: "stray")
        XCTAssertThrowsError(try engine.addRules("tt = 0", to: stray)) {
            XCTAssertEqual($0 as? LayoutError, .viewNotInTree("stray"))
        }
    }

    func testRulesPlaceTheViewGivenEvenWhenANameIsShared() throws {
        let root = LayoutView(name: "root")
        let first = LayoutView(name: "twin"), second = LayoutView(name: "twin")
        root.addSubview(first)
        root.addSubview(second)
        let engine = LayoutEngine(root: root)
        try engine.addRules("tt = ll = 0, w = h = 10", to: first)
        try engine.addRules("tt = ll = 50, w = h = 20", to: second)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: first), 0, 0, 10, 10)
        assertFrame(engine.frame(of: second), 50, 50, 20, 20)
    }

    func testRemovingTheRulesFreesTheView() throws {
        let (engine, v) = makeScene()
        let first = try engine.addRules("tt = 20, ll = bb = rr = 10", to: v)
        let second = try engine.addRules("tt = ll = 0 @500", to: v)
        engine.layout(width: 320, height: 480)
        // Both texts: the hubs are [bt, tt] and [rl, ll].
        assertFrame(engine.frame(of: v), 0, 0, 310, 470)
        XCTAssertEqual(first.constraints.map(\.descriptor.description), [
            "v.left == superview.left @500", "v.width == 310", "v.top == superview.top @500", "v.height == 470",
        ])
        first.isActive = false
        engine.layout()
        assertFrame(engine.frame(of: v), 0, 0, 100, 50)
        second.isActive = false
        engine.layout()
        XCTAssertEqual(engine.constraints.count, 0)
        XCTAssertEqual(second.constraints.count, 0)
    }
}

/// The engine accepts a position related to the superview's size (its far edge in bounds).
final class SuperviewSizeAsEdgeTests: XCTestCase {
    func testPositionFromTheSuperviewsSize() throws {
        let (root, _) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("a", .centerX, .equal, "|", .width, times: 0.25),
            rule("a", .width, plus: 40),
        ] + verticalPins("a"))
        engine.layout(width: 320, height: 100)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "a"))), 60, 0, 40, 10)
        // A sibling's size is still not a position.
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .left, .equal, "b", .width)])) {
            XCTAssertEqual($0 as? LayoutError, .incompatibleAttributes(.left, .width, constraint: "a.left == b.width"))
        }
    }
}
