import AutoLayout
import XCTest

final class DiagnosticsTests: XCTestCase {
    func testConflictWarningNamesTheSourceOfBothSides() throws {
        let (root, views) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([rule("a", .width, plus: 100, origin: origin("H:|[a(100)]", column: 6))]
            + verticalPins("a") + [rule("a", .left, plus: 0)])
        let later = try engine.addConstraints([rule("a", .width, plus: 200, origin: origin("H:[a(200)]", line: 2, column: 5))])
        engine.layout(width: 320, height: 100)
        assertFrame(engine.frame(of: try XCTUnwrap(views["a"])), 0, 0, 100, 10)
        XCTAssertTrue(later[0].isBroken)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'a.width == 200' from line 2, column 5: \"H:[a(200)]\"; "
                + "it conflicts with 'a.width == 100' from line 1, column 6: \"H:|[a(100)]\"",
        ])
        guard case .unsatisfiable(let broken, let conflicting)? = engine.warnings.first else {
            return XCTFail("expected a conflict")
        }
        XCTAssertEqual(broken.origin?.line, 2)
        XCTAssertEqual(conflicting.map(\.text), ["a.width == 100"])
    }

    func testConflictWithTheEnginesOwnConstraints() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        a.intrinsicWidth = 40
        a.keepShape(along: [.horizontal])
        let engine = LayoutEngine(root: root)
        engine.layout(width: 100, height: 100)
        let handle = try engine.withIdentifier("too-wide") {
            try engine.setDimension(.width, of: a, to: 60)
        }
        engine.layout()
        XCTAssertTrue(handle.isBroken)
        let text = engine.warnings.first?.description ?? ""
        XCTAssertTrue(text.hasPrefix("Unable to satisfy constraints: breaking 'a.width == 60' (too-wide)"), text)
        XCTAssertTrue(text.contains("'a.width <= 40 @1000 (content hugging)'"), text)
    }

    func testRootSizeTheRequiredConstraintsOverrule() throws {
        let (root, _) = makeTree(["a"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([rule("a", .left, .equal, "|", .left), rule("a", .width, plus: 500),
                                   rule("|", .right, .equal, "a", .right)] + verticalPins("a"))
        try engine.addConstraints([rule("a", .bottom, .equal, "|", .bottom)])
        engine.layout(width: 320, height: 10)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Unable to satisfy constraints: breaking 'superview.right == a.right'; it conflicts with "
                + "'a.left == superview.left'; 'a.width == 500'; 'root.width == 320 (root size)'",
        ])
        XCTAssertEqual(engine.frame(of: root), LayoutRect(x: 0, y: 0, width: 320, height: 10))
        engine.options.rootSizing = .flexible
        engine.layout()
        XCTAssertEqual(engine.warnings.map(\.description),
                       ["Required constraints give the root 500 x 10 instead of the requested 320 x 10"])
        XCTAssertEqual(engine.frame(of: root), LayoutRect(x: 0, y: 0, width: 500, height: 10))
    }

    func testAmbiguousViewsAreNamedWithTheirAxes() throws {
        let (root, _) = makeTree(["fixed", "loose", "wide"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("fixed", .left, plus: 0), rule("fixed", .top, plus: 0),
            rule("fixed", .width, plus: 10), rule("fixed", .height, plus: 10),
            // loose: a size but no position on either axis.
            rule("loose", .width, plus: 10), rule("loose", .height, plus: 10),
            // wide: a fixed right edge, but left and width are free; vertical is fixed.
            rule("wide", .right, .equal, "|", .right), rule("wide", .top, plus: 0), rule("wide", .height, plus: 5),
        ])
        engine.layout(width: 100, height: 100)
        XCTAssertEqual(engine.ambiguousViews(), [
            AmbiguityReport(view: "loose", axes: [.horizontal, .vertical]),
            AmbiguityReport(view: "wide", axes: [.horizontal]),
        ])
        XCTAssertEqual(engine.warnings.map(\.description).last,
                       "Ambiguous layout: the horizontal position or size of 'wide' is not determined by its constraints")
        // A preferred width, even at a low priority, settles it.
        try engine.addConstraints([rule("wide", .width, plus: 30, at: .defaultLow)])
        engine.layout()
        XCTAssertEqual(engine.ambiguousViews().map(\.view), ["loose"])
    }
}
