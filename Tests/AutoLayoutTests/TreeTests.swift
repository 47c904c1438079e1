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

    /// A parent's children hold it unowned (no side table per view): a child that outlives
    /// its parent must read no parent, also two levels down, where the teardown runs without
    /// recursion and a surviving grandchild's parent dies inside it.
    func testAChildThatOutlivesItsParentHasNoSuperview() {
        let child = LayoutView(name: "child")
        let grandchild = LayoutView(name: "grandchild")
        weak var weakParent: LayoutView?
        do {
            let parent = LayoutView(name: "parent")
            let middle = LayoutView(name: "middle")
            parent.addSubview(child)
            parent.addSubview(middle)
            middle.addSubview(grandchild)
            weakParent = parent
            XCTAssertTrue(child.superview === parent)
            XCTAssertTrue(grandchild.superview === middle)
        }
        XCTAssertNil(weakParent)
        XCTAssertNil(child.superview)
        XCTAssertNil(grandchild.superview)
        XCTAssertTrue(grandchild.rootView === grandchild)
        // Both can join a new tree.
        let root = LayoutView(name: "root")
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertTrue(grandchild.rootView === root)
    }

    /// A handle keeps its items, which point back at their views unowned: once a view is
    /// gone the handle reads no view and still describes itself, as with a weak reference.
    func testAHandleOutlivesTheViewsItNames() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        var handles: [LayoutConstraint] = []
        do {
            let a = LayoutView(name: "a"), b = LayoutView(name: "b")
            root.addSubview(a)
            a.addSubview(b)
            handles = try engine.addConstraints("H:|-10-[b(20)]", in: a)
            engine.layout(width: 100, height: 100)
            XCTAssertEqual(b.frame, LayoutRect(x: 10, y: 0, width: 20, height: 0))
            a.removeFromSuperview()
            XCTAssertTrue(handles.contains { $0.firstView === b })
        }
        let first = try XCTUnwrap(handles.first)
        XCTAssertNil(first.firstView)
        XCTAssertNil(first.secondView)
        XCTAssertEqual(first.superview.name, "a")
        XCTAssertEqual(first.description.isEmpty, false)
        engine.layout(width: 50, height: 50)
        XCTAssertEqual(engine.frame(of: root), LayoutRect(x: 0, y: 0, width: 50, height: 50))
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
