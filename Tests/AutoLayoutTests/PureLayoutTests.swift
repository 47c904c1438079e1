import AutoLayout
import XCTest

/// PureLayout's calls and the frames of its own tests (notes §4): a 1000 x 1000 container with
/// children that start with no constraints.
final class PureLayoutTests: XCTestCase {
    private func container(_ names: [String] = ["a", "b", "c", "d"]) -> (LayoutEngine, [LayoutView]) {
        let (root, views) = makeTree(names, root: "container")
        return (LayoutEngine(root: root), names.compactMap { views[$0] })
    }

    private func layout(_ engine: LayoutEngine) {
        engine.layout(width: 1000, height: 1000)
    }

    // MARK: Centring and pinning

    func testCentring() throws {
        let (engine, views) = container()
        let (a, b, d) = (views[0], views[1], views[3])
        try engine.setSize(LayoutSize(width: 100, height: 100), of: a)
        XCTAssertEqual(try engine.centerInSuperview(a).map(\.descriptor.description), [
            "a.centerX == superview.centerX", "a.centerY == superview.centerY",
        ])
        try engine.setSize(LayoutSize(width: 80, height: 124), of: b)
        try engine.centerInSuperview(b)
        try engine.setSize(LayoutSize(width: 400, height: 100), of: d)
        try engine.alignToSuperview(.lastBaseline, of: d)
        try engine.pinEdge(.left, of: d, toSuperviewWithInset: 0)
        layout(engine)
        assertFrame(engine.frame(of: a), 450, 450, 100, 100)
        assertFrame(engine.frame(of: b), 460, 438, 80, 124)
        // A plain view's baseline is its bottom edge.
        XCTAssertEqual(laidOutFrame(engine, d).maxY, 1000)
    }

    func testPinningWithInsets() throws {
        let (engine, views) = container()
        let (a, b) = (views[0], views[1])
        try engine.pinEdge(.top, of: a, toSuperviewWithInset: 10)
        try engine.pinEdge(.left, of: a, toSuperviewWithInset: 5)
        try engine.pinEdge(.right, of: a, toSuperviewWithInset: 0)
        let bottom = try engine.pinEdge(.bottom, of: a, toSuperviewWithInset: -10)
        XCTAssertEqual(bottom.descriptor.description, "a.bottom == superview.bottom + 10")
        try engine.pinEdge(.trailing, of: b, toSuperviewWithInset: 0)
        try engine.pinEdge(.bottom, of: b, toSuperviewWithInset: -52)
        try engine.pinEdge(.leading, of: b, toSuperviewWithInset: 500)
        try engine.pinEdge(.top, of: b, toSuperviewWithInset: 0)
        layout(engine)
        assertFrame(engine.frame(of: a), 5, 10, 995, 1000)
        assertFrame(engine.frame(of: b), 500, 0, 500, 1052)
    }

    func testExcludingLeftOrRightPinsTheOtherAbsoluteEdge() throws {
        let (engine, views) = container()
        let insets = LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(try engine.pinEdgesToSuperview(views[0], insets: insets, excluding: .left).map(\.descriptor.description), [
            "a.top == superview.top + 1", "a.bottom == superview.bottom - 3", "a.right == superview.right - 4",
        ])
        XCTAssertEqual(try engine.pinEdgesToSuperview(views[1], insets: insets, excluding: .right).map(\.descriptor.description), [
            "b.top == superview.top + 1", "b.left == superview.left + 2", "b.bottom == superview.bottom - 3",
        ])
        XCTAssertEqual(try engine.pinEdgesToSuperview(views[2], insets: insets, excluding: .top).map(\.descriptor.description), [
            "c.leading == superview.leading + 2", "c.bottom == superview.bottom - 3", "c.trailing == superview.trailing - 4",
        ])
    }

    // MARK: Arrays of views

    func testArraysChainEachViewToThePreviousOne() throws {
        let (engine, views) = container()
        XCTAssertEqual(try engine.align(.top, of: views).map(\.descriptor.description), [
            "b.top == a.top", "c.top == b.top", "d.top == c.top",
        ])
        XCTAssertEqual(try engine.align(.centerY, of: Array(views.prefix(2))).map(\.descriptor.description), [
            "b.centerY == a.centerY",
        ])
        XCTAssertEqual(try engine.match(.width, of: Array(views.prefix(3))).map(\.descriptor.description), [
            "b.width == a.width", "c.width == b.width",
        ])
        XCTAssertEqual(try engine.setDimension(.height, of: Array(views.prefix(2)), to: 40).map(\.descriptor.description), [
            "a.height == 40", "b.height == 40",
        ])
        XCTAssertEqual(try engine.setSize(LayoutSize(width: 10, height: 20), of: Array(views.suffix(2)))
            .map(\.descriptor.description), ["c.width == 10", "d.width == 10", "c.height == 20", "d.height == 20"])
        XCTAssertThrowsError(try engine.align(.top, of: [views[0]])) {
            XCTAssertEqual($0 as? LayoutError, .tooFewViews(needed: 2, got: 1))
        }
        XCTAssertThrowsError(try engine.setDimension(.width, of: [], to: 1)) {
            XCTAssertEqual(($0 as? LayoutError)?.description, "the operation needs at least 1 view, got 0")
        }
    }

    func testArraysLayOut() throws {
        let (engine, views) = container()
        try engine.setSize(LayoutSize(width: 100, height: 50), of: views[0])
        try engine.pinEdge(.top, of: views[0], toSuperviewWithInset: 30)
        try engine.pinEdge(.left, of: views[0], toSuperviewWithInset: 0)
        try engine.align(.top, of: views)
        try engine.match(.width, of: views)
        try engine.setDimension(.height, of: Array(views.dropFirst()), to: 20)
        try engine.distribute(views, along: .horizontal, alignedTo: .top, fixedSpacing: 0, insetSpacing: false, matchedSizes: false)
        layout(engine)
        assertFrame(engine.frame(of: views[3]), 300, 30, 100, 20)
    }

    // MARK: Distributing

    /// Four views distributed with fixed spacing: each length is (1000 - 5s) / 4.
    func testFixedSpacing() throws {
        let cases: [(LayoutAxis, LayoutAlignment, Double, Double, [Double])] = [
            (.horizontal, .top, 20, 225, [20, 265, 510, 755]),
            (.horizontal, .lastBaseline, -30, 287.5, [-30, 227.5, 485, 742.5]),
            (.horizontal, .centerY, 0, 250, [0, 250, 500, 750]),
            (.vertical, .right, 20, 225, [20, 265, 510, 755]),
            (.vertical, .leading, 0, 250, [0, 250, 500, 750]),
            (.vertical, .centerX, -35, 293.75, [-35, 223.75, 482.5, 741.25]),
        ]
        for (axis, alignment, spacing, length, positions) in cases {
            let (engine, views) = container()
            try engine.distribute(views, along: axis, alignedTo: alignment, fixedSpacing: spacing)
            layout(engine)
            for (view, position) in zip(views, positions) {
                let frame = laidOutFrame(engine, view)
                XCTAssertEqual(axis == .horizontal ? frame.x : frame.y, position, accuracy: 1e-9, "\(alignment)")
                XCTAssertEqual(axis == .horizontal ? frame.width : frame.height, length, accuracy: 1e-9)
            }
        }
    }

    /// Four views of a fixed size: every gap, the ends included, is (1000 - 4 size) / 5.
    func testFixedSize() throws {
        let cases: [(LayoutAxis, Double, [Double])] = [
            (.horizontal, 20, [184, 388, 592, 796]),
            (.horizontal, 0, [200, 400, 600, 800]),
            (.horizontal, 250, [0, 250, 500, 750]),
            (.vertical, 500, [-200, 100, 400, 700]),
        ]
        for (axis, size, positions) in cases {
            let (engine, views) = container()
            try engine.distribute(views, along: axis, alignedTo: axis == .horizontal ? .top : .left, fixedSize: size)
            layout(engine)
            for (view, position) in zip(views, positions) {
                let frame = laidOutFrame(engine, view)
                XCTAssertEqual(axis == .horizontal ? frame.x : frame.y, position, accuracy: 1e-9)
            }
        }
        // Without insets: flush with both ends, three views of 50 in 320.
        let (root, made) = makeTree(["p", "q", "r"])
        let engine = LayoutEngine(root: root)
        let three = ["p", "q", "r"].compactMap { made[$0] }
        try engine.distribute(three, along: .horizontal, alignedTo: .centerY, fixedSize: 50, insetSpacing: false)
        engine.layout(width: 320, height: 100)
        XCTAssertEqual(three.map { laidOutFrame(engine, $0).x }, [0, 135, 270])
        // One view with insets is centred; without insets it cannot be flush with both ends.
        let (single, one) = container(["solo"])
        try single.distribute(one, along: .vertical, alignedTo: .leading, fixedSize: 100)
        layout(single)
        XCTAssertEqual(laidOutFrame(single, one[0]).y, 450)
        XCTAssertThrowsError(try single.distribute(one, along: .vertical, alignedTo: .leading, fixedSize: 1, insetSpacing: false)) {
            XCTAssertEqual($0 as? LayoutError, .tooFewViews(needed: 2, got: 1))
        }
    }

    func testAlignmentMustLieAcrossTheDistribution() throws {
        let (engine, views) = container()
        XCTAssertThrowsError(try engine.distribute(views, along: .horizontal, alignedTo: .leading, fixedSpacing: 10)) {
            XCTAssertEqual($0 as? LayoutError, .alignmentAlongDistribution(.leading, axis: .horizontal))
            XCTAssertEqual(($0 as? LayoutError)?.description,
                           "cannot align views distributed horizontally on their leading: that line runs along the "
                           + "distribution (hint: align them on centerY, top, bottom, firstBaseline, lastBaseline)")
        }
        XCTAssertThrowsError(try engine.distribute(views, along: .vertical, alignedTo: .top, fixedSize: 10)) {
            XCTAssertEqual(($0 as? LayoutError)?.description,
                           "cannot align views distributed vertically on their top: that line runs along the "
                           + "distribution (hint: align them on centerX, left, right, leading, trailing)")
        }
        XCTAssertEqual(engine.constraints.count, 0)
        // Every alignment across the axis is accepted.
        for alignment in LayoutAlignment.allCases where alignment.isValid(forDistributionAlong: .vertical) {
            XCTAssertNoThrow(try engine.makeWithoutInstalling {
                try engine.distribute(views, along: .vertical, alignedTo: alignment, fixedSpacing: 1)
            })
        }
    }

    func testDistributionChainsAlignmentAndSizeToThePreviousView() throws {
        let (engine, views) = container(["a", "b", "c"])
        let made = try engine.distribute(views, along: .horizontal, alignedTo: .top, fixedSpacing: 8)
        XCTAssertEqual(made.map(\.descriptor.description), [
            "a.leading == superview.leading + 8",
            "b.leading == a.trailing + 8", "b.width == a.width", "b.top == a.top",
            "c.leading == b.trailing + 8", "c.width == b.width", "c.top == b.top",
            "c.trailing == superview.trailing - 8",
        ])
    }

    // MARK: Axes with a multiplier, the general call

    func testAxisWithAMultiplier() throws {
        let (engine, views) = container(["a", "b"])
        let (a, b) = (views[0], views[1])
        try engine.setSize(LayoutSize(width: 10, height: 10), of: a)
        try engine.alignToSuperview(.centerX, of: a, multiplier: 0.25)
        try engine.pinEdge(.top, of: a, toSuperviewWithInset: 0)
        layout(engine)
        XCTAssertEqual(laidOutFrame(engine, a).midX, 125)
        // Against a sibling whose centre X is 600.
        let (other, pair) = container(["a", "b"])
        try other.setSize(LayoutSize(width: 100, height: 10), of: pair[1])
        try other.pinEdge(.left, of: pair[1], toSuperviewWithInset: 550)
        try other.setSize(LayoutSize(width: 10, height: 10), of: pair[0])
        let aligned = try other.align(.centerX, of: pair[0], to: pair[1], multiplier: 0.5)
        XCTAssertEqual(aligned.descriptor.description, "a.centerX == b.centerX * 0.5")
        for view in pair { try other.pinEdge(.top, of: view, toSuperviewWithInset: 0) }
        layout(other)
        XCTAssertEqual(laidOutFrame(other, pair[0]).midX, 300)
        _ = b
    }

    func testTheGeneralCall() throws {
        let (engine, views) = container(["a", "b"])
        let (a, b) = (views[0], views[1])
        try engine.pinEdgesToSuperview(b, insets: LayoutInsets(top: 0, leading: 0, bottom: 600, trailing: 200))
        let made = try engine.constrain(.width, of: a, .lessThanOrEqual, to: .height, of: b, multiplier: 0.5, offset: 10)
        XCTAssertEqual(made.descriptor.description, "a.width <= b.height * 0.5 + 10")
        try engine.constrain(.left, of: a, to: .right, of: b, offset: -100)
        try engine.constrain(.top, of: a, to: .bottom, of: b)
        try engine.withPriority(.defaultLow) { _ = try engine.setSize(LayoutSize(width: 1000, height: 5), of: a) }
        layout(engine)
        assertFrame(engine.frame(of: a), 700, 400, 210, 5)
        XCTAssertThrowsError(try engine.constrain(.top, of: a, to: .leading, of: b)) {
            XCTAssertEqual($0 as? LayoutError, .incompatibleAttributes(.top, .leading, constraint: "a.top == b.leading"))
        }
    }

    // MARK: Margins and the safe area

    func testMarginsFollowTheSuperview() throws {
        let (engine, views) = container(["a", "b"])
        let (a, b) = (views[0], views[1])
        XCTAssertEqual(try engine.pinEdgesToSuperviewMargins(a).map(\.descriptor.description), [
            "a.top == superview.topMargin", "a.leading == superview.leadingMargin",
            "a.bottom == superview.bottomMargin", "a.trailing == superview.trailingMargin",
        ])
        try engine.setSize(LayoutSize(width: 100, height: 100), of: b)
        try engine.centerInSuperviewMargins(b)
        layout(engine)
        assertFrame(engine.frame(of: a), 8, 8, 984, 984)
        assertFrame(engine.frame(of: b), 450, 450, 100, 100)
        engine.root.layoutMargins = LayoutInsets(top: 100, leading: 50, bottom: 0, trailing: 150)
        layout(engine)
        assertFrame(engine.frame(of: a), 50, 100, 800, 900)
        assertFrame(engine.frame(of: b), 400, 500, 100, 100)
        // Margins are measured from the safe area unless told otherwise.
        engine.root.safeAreaInsets = LayoutInsets(top: 44, leading: 0, bottom: 34, trailing: 0)
        layout(engine)
        assertFrame(engine.frame(of: a), 50, 144, 800, 822)
        engine.root.insetsLayoutMarginsFromSafeArea = false
        layout(engine)
        assertFrame(engine.frame(of: a), 50, 100, 800, 900)
        XCTAssertEqual(engine.warnings, [])
    }

    func testMarginInsetsAndRelationsReadInward() throws {
        let (engine, views) = container(["a"])
        let a = views[0]
        try engine.pinEdgeToSuperviewMargin(.top, of: a, inset: 2)
        try engine.pinEdgeToSuperviewMargin(.left, of: a)
        let right = try engine.pinEdgeToSuperviewMargin(.right, of: a, inset: 10, relation: .greaterThanOrEqual)
        XCTAssertEqual(right.descriptor.description, "a.right <= superview.rightMargin - 10")
        try engine.pinEdgeToSuperviewMargin(.bottom, of: a, inset: 90)
        try engine.withPriority(.defaultHigh) { _ = try engine.setDimension(.width, of: a, to: 2000) }
        layout(engine)
        assertFrame(engine.frame(of: a), 8, 10, 974, 892)
        XCTAssertThrowsError(try engine.alignToSuperviewMargins(.firstBaseline, of: a))
    }

    func testMarginsInRightToLeft() throws {
        let (root, views) = makeTree(["a"], root: "container")
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(direction: .rightToLeft))
        root.layoutMargins = LayoutInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        let a = try XCTUnwrap(views["a"])
        try engine.pinEdgeToSuperviewMargin(.leading, of: a)
        try engine.setSize(LayoutSize(width: 100, height: 10), of: a)
        try engine.pinEdge(.top, of: a, toSuperviewWithInset: 0)
        layout(engine)
        // Right to left the leading margin is on the right: 1000 - 30 - 100.
        assertFrame(engine.frame(of: a), 870, 0, 100, 10)
        let b = LayoutView(name: "b")
        root.addSubview(b)
        try engine.constrain(.left, of: b, to: .leftMargin, of: root)
        try engine.constrain(.centerX, of: b, to: .centerXWithinMargins, of: root, offset: 0)
        try engine.pinEdge(.top, of: b, toSuperviewWithInset: 0)
        try engine.setDimension(.height, of: b, to: 10)
        layout(engine)
        // The left margin is the trailing one (10); the margins' centre X is (10 + 970) / 2.
        assertFrame(engine.frame(of: b), 10, 0, 960, 10)
    }

    func testSafeArea() throws {
        let (engine, views) = container(["a", "b"])
        let (a, b) = (views[0], views[1])
        engine.root.safeAreaInsets = LayoutInsets(top: 44, leading: 10, bottom: 34, trailing: 20)
        XCTAssertEqual(try engine.pinEdgesToSuperviewSafeArea(a).map(\.descriptor.description), [
            "a.top == superview.safeAreaTop", "a.leading == superview.safeAreaLeading",
            "a.bottom == superview.safeAreaBottom", "a.trailing == superview.safeAreaTrailing",
        ])
        // Excluding left leaves out leading, as in PureLayout (never right).
        XCTAssertEqual(try engine.pinEdgesToSuperviewSafeArea(b, insets: LayoutInsets(all: 5), excluding: .left)
            .map(\.descriptor.description), [
            "b.top == superview.safeAreaTop + 5", "b.bottom == superview.safeAreaBottom - 5",
            "b.trailing == superview.safeAreaTrailing - 5",
        ])
        try engine.setDimension(.width, of: b, to: 100)
        layout(engine)
        assertFrame(engine.frame(of: a), 10, 44, 970, 922)
        assertFrame(engine.frame(of: b), 875, 49, 100, 912)
        engine.root.safeAreaInsets = .zero
        layout(engine)
        assertFrame(engine.frame(of: a), 0, 0, 1000, 1000)
    }
}
