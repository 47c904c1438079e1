import AutoLayout
import XCTest

final class AnchorAPITests: XCTestCase {
    func testPinEdgesWithInwardInsetsAndExclusion() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        let engine = LayoutEngine(root: root)
        try engine.pinEdgesToSuperview(a, insets: LayoutInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let pins = try engine.pinEdgesToSuperview(b, insets: LayoutInsets(all: 5), excluding: .bottom)
        XCTAssertEqual(pins.map(\.descriptor.description), [
            "b.top == superview.top + 5", "b.leading == superview.leading + 5",
            "b.trailing == superview.trailing - 5",
        ])
        try engine.setDimension(.height, of: b, to: 15)
        engine.layout(width: 200, height: 100)
        assertFrame(engine.frame(of: a), 20, 10, 140, 60)
        assertFrame(engine.frame(of: b), 5, 5, 190, 15)
    }

    func testInwardRelationsOnFarEdges() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        let engine = LayoutEngine(root: root)
        try engine.setDimension(.height, of: a, to: 10)
        try engine.pinEdge(.left, of: a, toSuperviewWithInset: 0, relation: .greaterThanOrEqual)
        try engine.pinEdge(.top, of: a, toSuperviewWithInset: 0)
        let right = try engine.pinEdge(.right, of: a, toSuperviewWithInset: 10, relation: .greaterThanOrEqual)
        XCTAssertEqual(right.descriptor.description, "a.right <= superview.right - 10")
        try engine.withPriority(.defaultHigh) { _ = try engine.setDimension(.width, of: a, to: 300) }
        engine.layout(width: 200, height: 100)
        // At least 10 inside the right edge and 0 inside the left: 190 of the 300 wished.
        assertFrame(engine.frame(of: a), 0, 0, 190, 10)
    }

    func testPinAlignMatchAndCentre() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        let engine = LayoutEngine(root: root)
        try engine.setSize(LayoutSize(width: 40, height: 20), of: a)
        try engine.centerInSuperview(a)
        try engine.pin(.leading, of: b, to: .trailing, of: a, offset: 10)
        try engine.align(.centerY, of: b, to: a)
        try engine.match(.width, of: b, to: .width, of: a, multiplier: 1.5)
        try engine.setAspectRatio(of: b, 2)
        engine.layout(width: 200, height: 100)
        assertFrame(engine.frame(of: a), 80, 40, 40, 20)
        assertFrame(engine.frame(of: b), 130, 35, 60, 30)
        XCTAssertTrue(engine.warnings.isEmpty, "\(engine.warnings)")
    }

    func testScopesAndMakingWithoutInstalling() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        let engine = LayoutEngine(root: root)
        try engine.pinEdgesToSuperview(a)
        let made = try engine.makeWithoutInstalling {
            try engine.withIdentifier("narrow") {
                try engine.withPriority(.defaultHigh) { _ = try engine.pinEdge(.trailing, of: a, toSuperviewWithInset: 50) }
            }
        }
        XCTAssertEqual(made.count, 1)
        XCTAssertEqual(made[0].priority, .defaultHigh)
        XCTAssertEqual(made[0].identifier, "narrow")
        XCTAssertFalse(made[0].isActive)
        engine.layout(width: 200, height: 100)
        assertFrame(engine.frame(of: a), 0, 0, 200, 100)
        engine.activate(made)
        engine.layout()
        assertFrame(engine.frame(of: a), 0, 0, 200, 100)  // required trailing pin wins over 750
        made[0].priority = .required
        engine.layout()
        XCTAssertEqual(engine.brokenConstraints.count, 1)
    }

    func testViewsOutsideTheTreeAreRefused() {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        let stray = LayoutView(name: "stray")
        XCTAssertThrowsError(try engine.setDimension(.width, of: stray, to: 5)) {
            XCTAssertEqual($0 as? LayoutError, .viewNotInTree("stray"))
        }
        XCTAssertThrowsError(try engine.pinEdgesToSuperview(engine.root)) {
            XCTAssertEqual($0 as? LayoutError, .missingSuperview("root"))
        }
    }

    func testDistributeWithFixedSpacing() throws {
        let (root, views) = makeTree(["a", "b", "c"])
        let list = try ["a", "b", "c"].map { try XCTUnwrap(views[$0]) }
        let engine = LayoutEngine(root: root)
        try engine.distribute(list, along: .horizontal, alignedTo: .top, fixedSpacing: 10)
        try engine.pinEdge(.top, of: list[0], toSuperviewWithInset: 5)
        for view in list { try engine.setDimension(.height, of: view, to: 20) }
        engine.layout(width: 340, height: 100)
        assertFrame(engine.frame(of: list[0]), 10, 5, 100, 20)
        assertFrame(engine.frame(of: list[1]), 120, 5, 100, 20)
        assertFrame(engine.frame(of: list[2]), 230, 5, 100, 20)
    }

    func testDistributeWithFixedSize() throws {
        let (root, views) = makeTree(["a", "b", "c"])
        let list = try ["a", "b", "c"].map { try XCTUnwrap(views[$0]) }
        let engine = LayoutEngine(root: root)
        try engine.distribute(list, along: .vertical, alignedTo: .leading, fixedSize: 20)
        try engine.pinEdge(.leading, of: list[0], toSuperviewWithInset: 3)
        for view in list { try engine.setDimension(.width, of: view, to: 10) }
        engine.layout(width: 100, height: 140)
        assertFrame(engine.frame(of: list[0]), 3, 20, 10, 20)
        assertFrame(engine.frame(of: list[1]), 3, 60, 10, 20)
        assertFrame(engine.frame(of: list[2]), 3, 100, 10, 20)
        XCTAssertTrue(engine.ambiguousViews().isEmpty)
        let flush = LayoutEngine(root: root)
        try flush.distribute(list, along: .vertical, alignedTo: .leading, fixedSize: 20, insetSpacing: false)
        for view in list { try flush.setSize(LayoutSize(width: 10, height: 20), of: view) }
        try flush.pinEdge(.leading, of: list[0], toSuperviewWithInset: 0)
        flush.layout(width: 100, height: 140)
        assertFrame(flush.frame(of: list[1]), 0, 60, 10, 20)
        assertFrame(flush.frame(of: list[2]), 0, 120, 10, 20)
        XCTAssertThrowsError(try flush.distribute([list[0]], along: .vertical, alignedTo: .left, fixedSize: 1, insetSpacing: false))
    }
}
