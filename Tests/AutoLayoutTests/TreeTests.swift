import AutoLayout
import XCTest

final class TreeTests: XCTestCase {
    func testAddAndRemoveSubviews() {
        let (root, views) = makeTree(["a", "b"])
        XCTAssertEqual(root.subviews.map(\.name), ["a", "b"])
        XCTAssertTrue(views["a"]?.superview === root)
        views["a"]?.removeFromSuperview()
        XCTAssertEqual(root.subviews.map(\.name), ["b"])
        XCTAssertNil(views["a"]?.superview)
    }

    func testAddingMovesFromTheOldParent() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        b.addSubview(a)
        XCTAssertEqual(root.subviews.map(\.name), ["b"])
        XCTAssertEqual(b.subviews.map(\.name), ["a"])
        XCTAssertTrue(a.rootView === root)
    }

    func testCyclesAreIgnored() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        a.addSubview(root)
        a.addSubview(a)
        XCTAssertNil(root.superview)
        XCTAssertTrue(a.subviews.isEmpty)
    }

    func testDescendantFindsTheNearestFirst() {
        let (root, views) = makeTree(["card", "x"])
        let inner = LayoutView(name: "x")
        views["card"]?.addSubview(inner)
        XCTAssertTrue(root.descendant(named: "x") === views["x"])
        XCTAssertTrue(views["card"]?.descendant(named: "x") === inner)
        XCTAssertNil(root.descendant(named: "nothing"))
    }

    func testRectAccessors() {
        let rect = LayoutRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(rect.maxX, 40)
        XCTAssertEqual(rect.maxY, 60)
        XCTAssertEqual(rect.midX, 25)
        XCTAssertEqual(rect.description, "(10, 20, 30, 40)")
    }
}
