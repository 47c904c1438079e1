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
        var handles = LayoutConstraintList()
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
        // The same words as while its views lived: they come from the text, not the views.
        XCTAssertEqual(first.description, #"'b.leading == superview.leading + 10' from line 1, column 4: "H:|-10-[b(20)]""#)
        engine.layout(width: 50, height: 50)
        XCTAssertEqual(engine.frame(of: root), LayoutRect(x: 0, y: 0, width: 50, height: 50))
    }

    /// A view moved to a new parent points at the new one; when the old parent goes, the
    /// view keeps its new parent, and when that one goes too it reads none (the unowned
    /// back-references are cleared by the parent that dies, never by the one it left).
    func testAMovedViewKeepsItsNewParentWhenTheOldOneGoes() {
        let view = LayoutView(name: "view")
        let newParent = LayoutView(name: "new")
        do {
            let oldParent = LayoutView(name: "old")
            oldParent.addSubview(view)
            newParent.addSubview(view)
            XCTAssertTrue(oldParent.subviews.isEmpty)
        }
        XCTAssertTrue(view.superview === newParent)
        XCTAssertEqual(newParent.subviews.map(\.name), ["view"])
        weak var weakNew: LayoutView?
        do {
            let parent = LayoutView(name: "parent")
            parent.addSubview(view)
            weakNew = parent
        }
        XCTAssertNil(weakNew)
        XCTAssertNil(view.superview)
        XCTAssertTrue(newParent.subviews.isEmpty)
    }

    /// A view laid out by two engines has an item in each, the second kept apart from the
    /// first: when the view goes, both engines' handles read no view, and both engines lay
    /// out again without it.
    func testAViewOfTwoEnginesGoesFromBoth() throws {
        let root = LayoutView(name: "root")
        let one = LayoutEngine(root: root), two = LayoutEngine(root: root)
        let box = LayoutView(name: "box")
        root.addSubview(box)
        var handles: [LayoutConstraint] = []
        do {
            let leaf = LayoutView(name: "leaf")
            box.addSubview(leaf)
            handles += try one.addConstraints("H:|-5-[box(50)]", in: root)
            handles += try one.addConstraints("H:|-1-[leaf(10)]", in: box)
            handles += try two.addConstraints("V:|-2-[leaf(8)]", in: box)
            one.layout(width: 100, height: 100)
            two.layout(width: 40, height: 30)
            XCTAssertEqual(one.absoluteFrame(of: leaf)?.x, 6)
            XCTAssertEqual(two.absoluteFrame(of: leaf)?.y, 2)
            XCTAssertEqual(handles.compactMap(\.firstView).map(\.name), ["box", "box", "leaf", "leaf", "leaf", "leaf"])
            leaf.removeFromSuperview()
        }
        XCTAssertEqual(handles.compactMap(\.firstView).map(\.name), ["box", "box"])
        XCTAssertTrue(handles[4].superview === box)
        one.layout(width: 100, height: 100)
        two.layout(width: 40, height: 30)
        XCTAssertEqual(one.frame(of: box), LayoutRect(x: 5, y: 0, width: 50, height: 0))
        XCTAssertEqual(two.frame(of: root), LayoutRect(x: 0, y: 0, width: 40, height: 30))
        // Turning a handle whose views are gone off and on again changes no frame.
        handles[4].isActive = false
        handles[4].isActive = true
        two.layout(width: 41, height: 30)
        XCTAssertEqual(two.frame(of: root), LayoutRect(x: 0, y: 0, width: 41, height: 30))
        XCTAssertEqual(one.frame(of: box), LayoutRect(x: 5, y: 0, width: 50, height: 0))
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
