import AutoLayout
import XCTest

final class QuickVFLHelperTests: XCTestCase {
    func testKeepShapeSetsHuggingAndResistance() {
        let view = LayoutView(name: "v")
        view.keepShape(whenCompressed: true, whenStretched: false, along: [.horizontal])
        XCTAssertEqual(view.compressionResistance.horizontal, .required)
        XCTAssertEqual(view.contentHugging.horizontal, .defaultLow)
        XCTAssertEqual(view.compressionResistance.vertical, .defaultHigh)
        view.keepShape(along: [.vertical], priority: .defaultHigh)
        XCTAssertEqual(view.contentHugging.vertical, .defaultHigh)
    }

    func testKeptShapeSurvivesStretching() throws {
        let (root, views) = makeTree(["icon", "title"])
        let icon = try XCTUnwrap(views["icon"]), title = try XCTUnwrap(views["title"])
        icon.intrinsicWidth = 30
        title.intrinsicWidth = 50
        icon.keepShape(along: [.horizontal])
        let engine = LayoutEngine(root: root)
        try engine.distribute([icon, title], along: .horizontal, alignedTo: .top, fixedSpacing: 0, matchedSizes: false)
        try engine.pinEdge(.top, of: icon, toSuperviewWithInset: 0)
        for view in [icon, title] { try engine.setDimension(.height, of: view, to: 10) }
        engine.layout(width: 200, height: 50)
        assertFrame(engine.frame(of: icon), 0, 0, 30, 10)
        assertFrame(engine.frame(of: title), 30, 0, 170, 10)
    }

    func testHideToggleCollapsesOneAxis() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        let engine = LayoutEngine(root: root)
        try engine.setSize(LayoutSize(width: 100, height: 40), of: a)
        try engine.setSize(LayoutSize(width: 50, height: 40), of: b)
        try engine.pinEdge(.leading, of: a, toSuperviewWithInset: 0)
        try engine.pin(.leading, of: b, to: .trailing, of: a, offset: 8)
        try engine.pinEdge(.top, of: a, toSuperviewWithInset: 0)
        try engine.align(.top, of: b, to: a)
        let toggle = try engine.makeHideToggle(for: a, along: .horizontal, isHidden: false)
        XCTAssertFalse(toggle.isActive)
        engine.layout(width: 300, height: 100)
        assertFrame(engine.frame(of: b), 108, 0, 50, 40)
        toggle.isActive = true
        engine.layout()
        assertFrame(engine.frame(of: a), 0, 0, 0, 40)
        assertFrame(engine.frame(of: b), 8, 0, 50, 40)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
        toggle.isActive = false
        engine.layout()
        assertFrame(engine.frame(of: a), 0, 0, 100, 40)
    }

    func testScrollContentIsSizedByItsContent() throws {
        let (root, views) = makeTree(["scroll"])
        let scroll = try XCTUnwrap(views["scroll"])
        let content = LayoutView(name: "content")
        let engine = LayoutEngine(root: root)
        try engine.pinEdgesToSuperview(scroll, insets: LayoutInsets(all: 10))
        let made = try engine.makeScrollContent(content, in: scroll, scrollingAxes: [.vertical])
        XCTAssertEqual(made.map(\.descriptor.description), [
            "content.left == superview.left", "content.top == superview.top",
            "content.width == superview.width", "content.height >= superview.height", "content.height == 0 @50",
        ])
        let rows = (0..<5).map { LayoutView(name: "row\($0)") }
        for row in rows { content.addSubview(row) }
        try engine.distribute(rows, along: .vertical, alignedTo: .leading, fixedSpacing: 0, insetSpacing: false)
        for row in rows {
            try engine.setDimension(.height, of: row, to: 100)
            try engine.pinEdge(.leading, of: row, toSuperviewWithInset: 0)
            try engine.pinEdge(.trailing, of: row, toSuperviewWithInset: 0)
        }
        engine.layout(width: 320, height: 240)
        assertFrame(engine.frame(of: scroll), 10, 10, 300, 220)
        assertFrame(engine.frame(of: content), 0, 0, 300, 500)
        assertFrame(engine.frame(of: rows[4]), 0, 400, 300, 100)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
    }

    /// QuickVFL's visibility demo: a wrapper whose label is padded at 500 and resists at 750.
    func testHideConstraintHidesOnceItsPriorityIsRaised() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[wrapper]|; H:|[below]|; V:|[wrapper][below(30)]", creatingViews: true)
        let wrapper = try XCTUnwrap(root.descendant(named: "wrapper"))
        try engine.addConstraints("H:|[label]|; V:|-(8@500)-[label]-(8@500)-|", in: wrapper, creatingViews: true)
        try XCTUnwrap(root.descendant(named: "label")).intrinsicHeight = 20
        let hide = try engine.addHideConstraint(to: wrapper, along: .vertical)
        XCTAssertEqual(hide.descriptor.description, "wrapper.height == 0 @250")
        XCTAssertTrue(hide.isActive)
        engine.layout(width: 320, height: 480)
        assertFrame(engine.frame(of: wrapper), 0, 0, 320, 36)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "below"))), 0, 36, 320, 30)
        hide.priority = .defaultHigh + 1
        engine.layout()
        assertFrame(engine.frame(of: wrapper), 0, 0, 320, 0)
        assertFrame(engine.frame(of: try XCTUnwrap(root.descendant(named: "below"))), 0, 0, 320, 30)
        // Both paddings give way equally: where the hidden label sits is open (QuickVFL clips it).
        XCTAssertEqual(engine.warnings, [.ambiguous(view: "label", axes: [.vertical])])
        hide.priority = .defaultLow
        engine.layout()
        assertFrame(engine.frame(of: wrapper), 0, 0, 320, 36)
        // The priority scope does not change QuickVFL's 250.
        let other = try engine.withPriority(.required) { try engine.addHideConstraint(to: wrapper, along: .horizontal) }
        XCTAssertEqual(other.priority, .defaultLow)
    }
}
