import XCTest
@testable import AutoLayout
@testable import Cassowary

final class RootSizingTests: XCTestCase {
    /// The real-world `V:|[v(70)]|` at a root of 667: iOS keeps the root and breaks the
    /// latest constraint of the statement.
    func testARequiredRootBreaksTheLatestConflictingConstraint() throws {
        let (root, views) = makeTree(["v"])
        let v = try XCTUnwrap(views["v"])
        let engine = LayoutEngine(root: root)
        var collected: [String] = []
        engine.warningHandler = { collected.append($0.description) }
        let handles = try engine.addConstraints("H:|[v]|; V:|[v(70)]|")
        engine.layout(width: 375, height: 667)
        assertFrame(engine.frame(of: root), 0, 0, 375, 667)
        assertFrame(engine.frame(of: v), 0, 0, 375, 70)
        let bottom = try XCTUnwrap(handles.last)
        XCTAssertTrue(bottom.isBroken)
        XCTAssertEqual(collected, [
            "Unable to satisfy constraints: breaking 'superview.bottom == v.bottom' from line 1, column 20: \"V:|[v(70)]|\"; "
                + "it conflicts with 'v.top == superview.top' from line 1, column 13: \"V:|[v(70)]|\"; "
                + "'v.height == 70' from line 1, column 16: \"V:|[v(70)]|\"; 'root.height == 667 (root size)'",
        ])
        // At a height the statement allows, the broken constraint holds again.
        engine.layout(width: 375, height: 70)
        XCTAssertFalse(bottom.isBroken)
        XCTAssertEqual(engine.warnings, [])
        assertFrame(engine.frame(of: v), 0, 0, 375, 70)
        // And breaks again when the size contradicts it.
        engine.layout(width: 320, height: 100)
        XCTAssertTrue(bottom.isBroken)
        assertFrame(engine.frame(of: root), 0, 0, 320, 100)
        assertFrame(engine.frame(of: v), 0, 0, 320, 70)
    }

    func testAFlexibleRootLetsContentPushIt() throws {
        let (root, views) = makeTree(["v"])
        let v = try XCTUnwrap(views["v"])
        let engine = LayoutEngine(root: root, options: LayoutEngineOptions(rootSizing: .flexible))
        engine.warningHandler = nil
        try engine.addConstraints("H:|[v]|; V:|[v(70)]|")
        engine.layout(width: 375, height: 667)
        assertFrame(engine.frame(of: root), 0, 0, 375, 70)
        assertFrame(engine.frame(of: v), 0, 0, 375, 70)
        XCTAssertEqual(engine.warnings.map(\.description),
                       ["Required constraints give the root 375 x 70 instead of the requested 375 x 667"])
        // Switching to required at the next layout.
        engine.options.rootSizing = .required
        engine.layout()
        assertFrame(engine.frame(of: root), 0, 0, 375, 667)
        XCTAssertEqual(engine.brokenConstraints.map(\.descriptor.description), ["superview.bottom == v.bottom"])
    }

    /// Resizing a required root is a pivot: no rebuild after the first layout.
    func testResizingARequiredRootDoesNotRebuild() throws {
        let (root, views) = makeTree(["a", "b"])
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[a]-[b(==a)]-|; V:|-[a]-|; V:|-[b]-|")
        engine.layout(width: 300, height: 200)
        let rebuilds = engine.solver.rebuildCount
        for width in stride(from: 200.0, through: 600, by: 50) {
            engine.layout(width: width, height: 200)
            assertFrame(engine.frame(of: try XCTUnwrap(views["b"])), (width - 48) / 2 + 28, 20, (width - 48) / 2, 160)
        }
        XCTAssertEqual(engine.solver.rebuildCount, rebuilds)
        XCTAssertEqual(engine.warnings, [])
    }
}
