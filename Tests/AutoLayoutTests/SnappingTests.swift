import AutoLayout
import XCTest

final class SnappingTests: XCTestCase {
    /// Three equal views in 100 points: 33.33 each, edges snapped to the pixel grid.
    private func threeColumns(scale: Double?) throws -> (LayoutEngine, [LayoutView]) {
        let (root, views) = makeTree(["a", "b", "c"])
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(scale: scale))
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading), rule("b", .leading, .equal, "a", .trailing),
            rule("c", .leading, .equal, "b", .trailing), rule("|", .trailing, .equal, "c", .trailing),
            rule("b", .width, .equal, "a", .width), rule("c", .width, .equal, "a", .width),
        ] + verticalPins("a", top: 0.3, height: 10.3) + verticalPins("b") + verticalPins("c"))
        engine.layout(width: 100, height: 50)
        return (engine, try ["a", "b", "c"].map { try XCTUnwrap(views[$0]) })
    }

    func testNoSnapping() throws {
        let (engine, views) = try threeColumns(scale: nil)
        assertFrame(engine.frame(of: views[1]), 33.333, 0, 33.333, 10)
        assertFrame(engine.frame(of: views[0]), 0, 0.3, 33.333, 10.3)
    }

    func testSnappingAt1x() throws {
        let (engine, views) = try threeColumns(scale: 1)
        assertFrame(engine.frame(of: views[0]), 0, 0, 33, 11)
        assertFrame(engine.frame(of: views[1]), 33, 0, 34, 10)
        assertFrame(engine.frame(of: views[2]), 67, 0, 33, 10)
    }

    func testSnappingAt2x() throws {
        let (engine, views) = try threeColumns(scale: 2)
        // 0.3 and 10.6 snap to 0.5 and 10.5.
        assertFrame(engine.frame(of: views[0]), 0, 0.5, 33.5, 10)
        assertFrame(engine.frame(of: views[1]), 33.5, 0, 33, 10)
        assertFrame(engine.frame(of: views[2]), 66.5, 0, 33.5, 10)
    }

    func testSnappingAt3xKeepsSiblingsTouching() throws {
        let (engine, views) = try threeColumns(scale: 3)
        // 0.3 and 10.6 snap to 1/3 and 32/3.
        assertFrame(engine.frame(of: views[0]), 0, 1.0 / 3, 100.0 / 3, 31.0 / 3)
        assertFrame(engine.frame(of: views[1]), 100.0 / 3, 0, 100.0 / 3, 10)
        for (left, right) in zip(views, views.dropFirst()) {
            XCTAssertEqual(engine.frame(of: left)?.maxX, engine.frame(of: right)?.minX)
        }
    }

    func testChildFramesDeriveFromSnappedAbsoluteEdges() throws {
        let (root, views) = makeTree(["box"])
        let box = try XCTUnwrap(views["box"])
        let child = LayoutView(name: "child")
        box.addSubview(child)
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(scale: 2))
        try engine.addConstraints([
            rule("box", .left, plus: 10.3), rule("box", .top, plus: 0), rule("box", .width, plus: 50),
            rule("box", .height, plus: 50),
        ])
        try engine.addConstraints([
            rule("child", .left, .equal, "|", .left, plus: 0.3), rule("child", .width, plus: 10),
            rule("child", .top, .equal, "|", .top), rule("child", .height, plus: 10),
        ], in: box)
        engine.layout(width: 100, height: 100)
        assertFrame(engine.absoluteFrame(of: box), 10.5, 0, 50, 50)
        // Absolute edges 10.6 and 20.6 snap to 10.5 and 20.5: 0 from the box, whose left
        // snapped to 10.5 too, rather than 0.3 rounded on its own.
        assertFrame(engine.frame(of: child), 0, 0, 10, 10)
        engine.options.scale = nil
        engine.layout()
        assertFrame(engine.frame(of: child), 0.3, 0, 10, 10)
    }
}
