import Cassowary
import XCTest
@testable import AutoLayout

/// The engine's batch install gives the solver each chunk's terms in one array and keeps a
/// solver constraint id per handle: every constraint must still read exactly the terms,
/// constant, relation and strength that its handle translates to, across chunk boundaries.
final class SharedTermsInstallTests: XCTestCase {
    func testEachInstalledConstraintReadsItsOwnTermsAcrossGroups() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let views = (0..<40).map { LayoutView(name: "v\($0)") }
        for view in views { root.addSubview(view) }
        // One, two and three terms a constraint, mixed: widths, equal sizes, spacings.
        try engine.addConstraints("H:|-2-[v0(10)]; V:|-0-[v0(20)]")
        for i in 1..<views.count {
            try engine.addConstraints("H:[v\(i - 1)]-2-[v\(i)(==v\(i - 1))]; V:|-\(i)-[v\(i)(==v\(i - 1))]")
        }
        engine.layout(width: 600, height: 100)
        for (i, view) in views.enumerated() {
            XCTAssertEqual(engine.frame(of: view), LayoutRect(x: Double(2 + 12 * i), y: Double(i), width: 10, height: 20), "v\(i)")
        }

        let handles = engine.registry.all
        XCTAssertEqual(handles.count, 4 + 4 * 39)
        var scratch = TermBuffer()
        var ids = Set<ConstraintID>()
        for handle in handles {
            let id = try XCTUnwrap(handle.installed)
            XCTAssertTrue(ids.insert(id).inserted, "each handle has its own solver constraint")
            let linear = try XCTUnwrap(engine.solver.constraint(id))
            let expected = ConstraintTranslation.linearConstraint(
                for: handle, direction: engine.options.direction, strength: engine.strength(for: handle), scratch: &scratch)
            scratch.removeAll()
            XCTAssertEqual(linear.expression, expected.expression, "\(linear)")
            XCTAssertEqual(linear.relation, expected.relation)
            XCTAssertEqual(linear.strength, expected.strength)
            XCTAssertEqual(linear.solverID, id)
            XCTAssertEqual(engine.solver.constraintID(of: linear), id)
        }
    }
}
