import XCTest
@testable import AutoLayout
@testable import Cassowary

/// Changes that must stay incremental: after a handle's first change (which may rebuild the
/// solver once), changing it again, hiding and showing views, and resizing never rebuild it.
final class IncrementalChangeTests: XCTestCase {
    func testRepeatedConstantChangesAndHidingDoNotRebuild() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let handles = try engine.addConstraints("H:|-[a(40)]-[b(40)]-[c(40)]; V:|-[a(20)]; V:|-[b(20)]; V:|-[c(20)]", creatingViews: true)
        engine.layout(width: 320, height: 480)
        let c = try XCTUnwrap(root.descendant(named: "c"))
        let b = try XCTUnwrap(root.descendant(named: "b"))
        XCTAssertEqual(engine.frame(of: c)?.x, 116)
        // `b.width == 40` is the third handle: connection, a's width, connection, b's width.
        let bWidth = try XCTUnwrap(handles.first { $0.descriptor.description == "b.width == 40" })
        bWidth.constant = 50  // the first change: one rebuild, and the handle is tracked from now on
        engine.layout()
        XCTAssertEqual(engine.frame(of: c)?.x, 126)
        // Hiding changes the strength of b's own height constraint: its first change.
        b.isHidden = true
        engine.layout()
        b.isHidden = false
        engine.layout()
        let rebuilds = engine.solver.rebuildCount
        for width in [60.0, 70, 30, 45] {
            bWidth.constant = width
            engine.layout()
            XCTAssertEqual(engine.frame(of: c)?.x, 76 + width)
        }
        b.isHidden = true
        engine.layout()
        XCTAssertEqual(engine.frame(of: b)?.width, 0)
        b.isHidden = false
        engine.layout()
        XCTAssertEqual(engine.frame(of: b)?.width, 45)
        for size in stride(from: 200.0, through: 400, by: 50) { engine.layout(width: size, height: 480) }
        XCTAssertEqual(engine.solver.rebuildCount, rebuilds, "later changes are pivots, not rebuilds")
        XCTAssertEqual(engine.solver.invariantViolations(), [])
    }
}
