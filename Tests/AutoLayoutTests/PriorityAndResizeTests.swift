import AutoLayout
import XCTest

/// Strict priorities, standard spacing through options, and many resizes of one solver.
final class PriorityAndResizeTests: XCTestCase {
    func testPriority750BeatsAny740FromText() throws {
        let scene = FrameScene()
        try scene.add("H:|[a][b]|; V:|[a(10)]; V:|[b(10)]")
        try scene.add("H:[a(200@750)]; H:[b(200@740)]")
        scene.layout()
        scene.assert("a", 0, 0, 200, 10)
        scene.assert("b", 200, 0, 120, 10)
    }

    func testManyLowerPrioritiesDoNotOutweighOneHigher() throws {
        let scene = FrameScene()
        try scene.add("H:|[a]; V:|[a(10)]; H:[a(100@750)]")
        // Ten constraints at 740 would win a weighted sum (7400 > 750); priorities are strict.
        for _ in 0..<10 { try scene.add("H:[a(300@740)]") }
        scene.layout()
        scene.assert("a", 0, 0, 100, 10)
        // Once the 750 goes, the 740s decide.
        let high = scene.engine.constraints.filter { $0.priority == LayoutPriority(750) }
        XCTAssertEqual(high.count, 1)
        scene.engine.removeConstraints(high)
        scene.layout()
        scene.assert("a", 0, 0, 300, 10)
    }

    func testCompressionResistance750Against740() throws {
        let scene = FrameScene()
        try scene.add("H:|[label]; V:|[label]")
        scene.view("label").intrinsicWidth = 150
        scene.view("label").intrinsicHeight = 20
        try scene.add("H:[label(100@740)]")
        scene.layout()
        scene.assert("label", 0, 0, 150, 20)
        // Raised to 760 the explicit width beats resistance (750).
        let width = try XCTUnwrap(scene.engine.constraints.last)
        width.priority = LayoutPriority(760)
        scene.layout()
        scene.assert("label", 0, 0, 100, 20)
    }

    func testStandardSpacingChangesThroughOptions() throws {
        let scene = FrameScene()
        try scene.add("H:|-[a(50)]-[b(50)]-10-[c(50)]; V:|-[a(10)]; V:|[b(10)]; V:|[c(10)]")
        scene.layout()
        scene.assert("a", 20, 20, 50, 10)
        scene.assert("b", 78, 0, 50, 10)
        scene.assert("c", 138, 0, 50, 10)
        scene.engine.options.siblingSpacing = 16
        scene.layout()
        scene.assert("a", 20, 20, 50, 10)
        scene.assert("b", 86, 0, 50, 10)
        scene.assert("c", 146, 0, 50, 10)
        scene.engine.options.superviewSpacing = 4
        scene.layout()
        scene.assert("a", 4, 4, 50, 10)
        scene.assert("b", 70, 0, 50, 10)
        scene.assert("c", 130, 0, 50, 10)
        // A standard gap given a constant stops following the options.
        let gap = try XCTUnwrap(scene.engine.constraints.first { $0.descriptor.standardSpacing == .sibling })
        gap.constant = 2
        scene.engine.options.siblingSpacing = 30
        scene.layout()
        scene.assert("b", 56, 0, 50, 10)
        scene.assert("c", 116, 0, 50, 10)
        // Trailing standard spacing (a negative constant on the superview side) follows too.
        let tail = FrameScene()
        try tail.add("H:[z(40)]-|; V:|[z(10)]")
        tail.layout()
        tail.assert("z", 260, 0, 40, 10)
        tail.engine.options.superviewSpacing = 0
        tail.layout()
        tail.assert("z", 280, 0, 40, 10)
    }

    func testStandardSpacingOfNewTextFollowsOptions() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(siblingSpacing: 12, superviewSpacing: 6))
        try engine.addConstraints("H:|-[a(50)]-[b(50)]; V:|-[a(10)]; V:|[b(10)]", creatingViews: true)
        engine.layout(width: 320, height: 200)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "a"))), 6, 6, 50, 10)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "b"))), 68, 0, 50, 10)
    }

    func testAThousandResizesKeepExactFrames() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[a]-[b(==a)]-|; V:|-[a]-(>=20)-|; V:|-[b(==a)]; V:[a(40%)]", creatingViews: true)
        let panel = LayoutView(name: "panel")
        panel.intrinsicWidth = 100
        panel.intrinsicHeight = 50
        root.addSubview(panel)
        try engine.addRules("cl = 50%, bb = 10, maxw = 90%", to: panel)
        let a = try XCTUnwrap(root.descendant(named: "a")), b = try XCTUnwrap(root.descendant(named: "b"))
        var checked = 0
        for i in 0..<1000 {
            let width = 100 + Double(i % 400)
            let height = 200 + Double((i * 7) % 300)
            engine.layout(width: width, height: height)
            let column = (width - 48) / 2
            let rowHeight = height * 0.4
            assertFrame(engine.frame(of: a), 20, 20, column, rowHeight)
            assertFrame(engine.frame(of: b), 28 + column, 20, column, rowHeight)
            let panelWidth = min(100, width * 0.9)
            assertFrame(engine.frame(of: panel), width / 2 - panelWidth / 2, height - 60, panelWidth, 50)
            checked += 1
        }
        XCTAssertEqual(checked, 1000)
        // A few sizes written out.
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: a), 20, 20, 136, 192)
        assertFrame(engine.frame(of: b), 164, 20, 136, 192)
        assertFrame(engine.frame(of: panel), 110, 420, 100, 50)
        engine.layout(width: 100, height: 200)
        assertFrame(engine.frame(of: a), 20, 20, 26, 80)
        assertFrame(engine.frame(of: panel), 5, 140, 90, 50)
        engine.layout(width: 1024, height: 768)
        assertFrame(engine.frame(of: b), 516, 20, 488, 307.2)
        assertFrame(engine.frame(of: panel), 462, 708, 100, 50)
        XCTAssertEqual(engine.warnings, [])
    }
}
