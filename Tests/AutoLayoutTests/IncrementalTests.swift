import AutoLayout
import XCTest

final class IncrementalTests: XCTestCase {
    func testResizingTheRootManyTimes() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints([
            rule("a", .leading, .equal, "|", .leading, plus: 20),
            rule("b", .leading, .equal, "a", .trailing, plus: 8),
            rule("|", .trailing, .equal, "b", .trailing, plus: 20),
            rule("b", .width, .equal, "a", .width),
            rule("a", .top, .equal, "|", .top, plus: 20), rule("|", .bottom, .equal, "a", .bottom, plus: 20),
        ] + verticalPins("b"))
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        for step in 0..<200 {
            let width = 100 + Double(step * 7 % 500), height = 100 + Double(step * 13 % 300)
            engine.layout(width: width, height: height)
            let each = (width - 48) / 2
            assertFrame(engine.frame(of: a), 20, 20, each, height - 40)
            assertFrame(engine.frame(of: b), 28 + each, 0, each, 10)
        }
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
    }

    func testChangingConstantPriorityAndActivity() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        let engine = LayoutEngine(root: root)
        let handles = try engine.addConstraints([
            rule("a", .left, .equal, "|", .left, plus: 10), rule("a", .width, plus: 100),
            rule("a", .width, plus: 150, at: .defaultHigh),
        ] + verticalPins("a"))
        engine.layout(width: 400, height: 100)
        assertFrame(engine.frame(of: a), 10, 0, 100, 10)
        handles[0].constant = 30
        engine.layout()
        assertFrame(engine.frame(of: a), 30, 0, 100, 10)
        handles[1].priority = .defaultLow
        engine.layout()
        assertFrame(engine.frame(of: a), 30, 0, 150, 10)
        handles[2].isActive = false
        engine.layout()
        assertFrame(engine.frame(of: a), 30, 0, 100, 10)
        engine.removeConstraints([handles[1]])
        try engine.addConstraints([rule("a", .right, .equal, "|", .right, plus: -30)])
        engine.layout()
        assertFrame(engine.frame(of: a), 30, 0, 340, 10)
        XCTAssertEqual(engine.constraints.count, 4)
    }

    func testBrokenConstraintsComeBackWhenTheConflictGoes() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        let engine = LayoutEngine(root: root)
        let first = try engine.addConstraints([rule("a", .width, plus: 100)] + verticalPins("a"))
        let second = try engine.addConstraints([rule("a", .width, plus: 200), rule("a", .left, plus: 0)])
        engine.layout(width: 400, height: 100)
        XCTAssertTrue(second[0].isBroken)
        assertFrame(engine.frame(of: a), 0, 0, 100, 10)
        first[0].isActive = false
        engine.layout()
        XCTAssertFalse(second[0].isBroken)
        assertFrame(engine.frame(of: a), 0, 0, 200, 10)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
    }
}
