import AutoLayout
import XCTest

/// Removing views from the tree deactivates the constraints that tie them to it.
final class TreeRemovalTests: XCTestCase {
    private func names(_ constraint: LayoutConstraint) -> [String] {
        [constraint.firstView?.name, constraint.secondView?.name].compactMap { $0 }
    }

    func testRemovingAViewDeactivatesItsConstraints() throws {
        let scene = FrameScene()
        let ab = try scene.engine.addConstraints("H:|-[a(50)]-[b(60)]", creatingViews: true)
        try scene.add("V:|[a(10)]; V:|[b(10)]; H:[b]-(>=8)-[c(30)]|; V:|[c(10)]")
        scene.layout()
        scene.assert("b", 78, 0, 60, 10)
        let b = scene.view("b")
        let before = scene.engine.constraints.count
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        // Its gap to a, its top and its gap to c leave; its own sizes stay active with it, as
        // the constraints Apple installs on the view itself do, but leave the engine while
        // the view is out of the tree.
        XCTAssertEqual(scene.engine.constraints.count, before - 5)
        XCTAssertEqual(scene.engine.constraints.filter { names($0).contains("b") }.map(\.descriptor.description), [])
        XCTAssertEqual(ab.map(\.isActive), [true, true, false, true])
        XCTAssertEqual(ab[3].descriptor.description, "b.width == 60")
        scene.layout()
        scene.assert("a", 20, 0, 50, 10)
        scene.assert("c", 290, 0, 30, 10)
        XCTAssertNil(scene.engine.frame(of: b), "b left the tree: the last layout did not see it")
        XCTAssertNil(b.frame)
    }

    func testRulesOfAViewOutOfTheTreeWaitAndItsReadersReadZero() throws {
        let (root, views) = makeTree(["a", "v"])
        let engine = LayoutEngine(root: root)
        let a = try XCTUnwrap(views["a"]), v = try XCTUnwrap(views["v"])
        try engine.addRules("tt = ll = 10, w = 100, h = 40", to: a)
        let rules = try engine.addRules("tt = a.bt, ll = a.rl + a.w, w = h = 10", to: v)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: v), 210, 50, 10, 10)
        a.removeFromSuperview()
        engine.layout()
        // A view the layout does not see reads as zero, as its frame does.
        assertFrame(engine.frame(of: v), 0, 0, 10, 10)
        XCTAssertTrue(rules.isActive)
        XCTAssertEqual(engine.warnings, [])
        root.addSubview(a)
        engine.layout()
        assertFrame(engine.frame(of: a), 10, 10, 100, 40)
        assertFrame(engine.frame(of: v), 210, 50, 10, 10)
    }

    func testConstraintsInsideTheSubtreeStay() throws {
        let scene = FrameScene()
        try scene.add("H:|[box(200)]; V:|[box(100)]")
        let box = scene.view("box")
        let inner = try scene.engine.addConstraints("H:|-10-[inner]-10-|; V:|-5-[inner]-5-|", in: box, creatingViews: true)
        scene.layout()
        scene.assert("inner", 10, 5, 180, 90)
        box.removeFromSuperview()
        // The four inner constraints and box's own sizes stay active, parked with box: the
        // engine forgets them while box is out of the tree.
        XCTAssertEqual(scene.engine.constraints.count, 0)
        XCTAssertTrue(inner.allSatisfy(\.isActive))
        scene.root.addSubview(box)
        scene.engine.layout()
        XCTAssertEqual(scene.engine.constraints.count, 6)
        try scene.add("H:|-30-[box]; V:|-40-[box]")
        scene.layout()
        scene.assert("box", 30, 40, 200, 100)
        scene.assert("inner", 10, 5, 180, 90)
    }

    func testSpacersInsideTheSubtreeStay() throws {
        let scene = FrameScene()
        try scene.add("HV:|[box]|")
        let box = scene.view("box")
        try scene.engine.addConstraints("H:|~[dot(20)]~|; V:|~[dot(10)]~|", in: box, creatingViews: true)
        let count = scene.engine.constraints.count
        box.removeFromSuperview()
        // box's four ties leave; the spacers' constraints are parked with box.
        XCTAssertEqual(scene.engine.constraints.count, 0)
        let holder = LayoutView(name: "holder")
        scene.root.addSubview(holder)
        holder.addSubview(box)
        try scene.add("HV:|-10-[holder]-10-|")
        try scene.engine.addConstraints("HV:|[box]|", in: holder)
        scene.layout()
        XCTAssertEqual(scene.engine.constraints.count, count - 4 + 8)
        scene.assert("dot", 140, 85, 20, 10)
    }

    func testMovingAViewDropsItsTiesToTheOldPlace() throws {
        let scene = FrameScene()
        try scene.add("H:|[left(100)]; V:|[left(100)]; H:[left]-[right(50)]; V:|[right(20)]")
        let left = scene.view("left"), right = scene.view("right")
        scene.layout()
        scene.assert("right", 108, 0, 50, 20)
        left.addSubview(right)
        try scene.engine.addConstraints("H:|-5-[right]; V:|[right]", in: left)
        scene.layout()
        XCTAssertEqual(scene.engine.constraints.filter { names($0).contains("right") }.map(\.descriptor.description),
                       ["right.leading == superview.leading + 5", "right.top == superview.top", "right.width == 50", "right.height == 20"])
        scene.assert("right", 5, 0, 50, 20)
    }

    func testRemovalRetriesConstraintsItBroke() throws {
        let scene = FrameScene()
        try scene.add("H:|[x(100)]; V:|[x(10)]; H:|[y(==x)]; V:|[y(10)]")
        try scene.add("H:[y(150)]")
        scene.engine.layout(width: 320, height: 200)
        XCTAssertEqual(scene.engine.brokenConstraints.map(\.descriptor.description), ["y.width == 150"])
        scene.view("x").removeFromSuperview()
        scene.layout()
        scene.assert("y", 0, 0, 150, 10)
    }

    func testStacksKeepTheConstraintsOfTheViewsTheyTake() throws {
        let scene = FrameScene()
        try scene.add("H:|-[a]-|")
        let count = scene.engine.constraints.count
        try scene.add("V:|[col:[a][b(20)]]|")
        XCTAssertTrue(scene.view("a").superview === scene.view("col"))
        XCTAssertEqual(scene.engine.constraints.count, count + 10)
        scene.layout()
        scene.assert("col", 20, 0, 280, 200)
        scene.assert("a", 0, 0, 280, 180)
    }

    func testAnEngineDoesNotOutliveItsTreeThroughObservers() {
        let root = LayoutView(name: "root")
        let child = LayoutView(name: "child")
        root.addSubview(child)
        weak var weakEngine: LayoutEngine?
        do {
            let engine = LayoutEngine(root: root)
            weakEngine = engine
            _ = try? engine.addConstraints("H:|[child]|")
        }
        XCTAssertNil(weakEngine)
        child.removeFromSuperview()
        XCTAssertTrue(root.subviews.isEmpty)
    }
}
