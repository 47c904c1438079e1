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
        var ids = Set<ConstraintID>()
        for handle in handles {
            let id = try XCTUnwrap(handle.installed)
            XCTAssertTrue(ids.insert(id).inserted, "each handle has its own solver constraint")
            let linear = try XCTUnwrap(engine.solver.constraint(id))
            let expected = ConstraintTranslation.linearConstraint(
                for: handle, direction: engine.options.direction, strength: engine.strength(for: handle))
            XCTAssertEqual(linear.expression, expected.expression, "\(linear)")
            XCTAssertEqual(linear.relation, expected.relation)
            XCTAssertEqual(linear.strength, expected.strength)
            XCTAssertEqual(linear.solverID, id)
            XCTAssertEqual(engine.solver.constraintID(of: linear), id)
        }
    }

    /// Every kind of attribute, multipliers, priorities, an item on both sides, the superview
    /// as an item, margins, baselines, a changed constant, both directions: each installed
    /// constraint reads the terms its handle translates to alone, and two of them the exact
    /// terms worked out by hand.
    func testBatchTranslationMatchesEachConstraintAloneForEveryKindOfAttribute() throws {
        for direction in LayoutDirection.allCases {
            let root = LayoutView(name: "root")
            let (a, b, c) = (LayoutView(name: "a"), LayoutView(name: "b"), LayoutView(name: "c"))
            for view in [a, b, c] { root.addSubview(view) }
            b.firstBaselineOffset = 14
            c.layoutMargins = LayoutInsets(top: 3, leading: 5, bottom: 7, trailing: 11)
            let engine = LayoutEngine(root: root, options: LayoutEngineOptions(direction: direction))
            func d(
                _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: LayoutPriority = .required
            ) -> ConstraintDescriptor {
                ConstraintDescriptor(
                    first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier,
                    constant: constant, priority: priority)
            }
            let list = try engine.addConstraints([
                d(.view("a"), .left, .equal, .superview, .left, constant: 10),
                d(.view("a"), .width, constant: 100),
                d(.view("a"), .centerX, .equal, .superview, .centerX, multiplier: 0.5, priority: LayoutPriority(500)),
                d(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8),
                d(.view("b"), .width, .equal, .view("a"), .width, multiplier: 0.5, constant: 3),
                d(.view("a"), .top, constant: 5),
                d(.view("a"), .height, .equal, .view("a"), .width, multiplier: 0.25),
                d(.view("b"), .firstBaseline, .equal, .view("a"), .lastBaseline),
                d(.view("c"), .leftMargin, .equal, .view("a"), .right, priority: LayoutPriority(250)),
                d(.view("c"), .topMargin, .greaterThanOrEqual, .superview, .top),
                d(.superview, .right, .greaterThanOrEqual, .view("a"), .right),
                d(.view("a"), .left, .equal, .view("a"), .right, constant: -100),
                d(.view("b"), .height, constant: 20),
                d(.view("c"), .trailingMargin, .lessThanOrEqual, .superview, .trailing, priority: LayoutPriority(750)),
                d(.view("c"), .height, constant: 10),
                d(.view("c"), .width, constant: 50),
            ])
            // A changed constant lives in the record's extras: that record goes the general way.
            list[12].constant = 24
            engine.layout(width: 600, height: 400)
            XCTAssertEqual(engine.brokenConstraints.count, 0, "\(direction)")

            let handles = engine.registry.all
            XCTAssertEqual(handles.count, 16)
            for handle in handles {
                let linear = try XCTUnwrap(handle.installed.flatMap { engine.solver.constraint($0) }, "\(handle)")
                let expected = ConstraintTranslation.linearConstraint(
                    for: handle, direction: engine.options.direction, strength: engine.strength(for: handle))
                XCTAssertEqual(linear.expression, expected.expression, "\(direction) \(handle)")
                XCTAssertEqual(linear.relation, expected.relation, "\(direction) \(handle)")
                XCTAssertEqual(linear.strength, expected.strength, "\(direction) \(handle)")
            }
            let (itemA, itemRoot) = (engine.item(for: a), engine.item(for: root))
            // The superview is both the second item and the origin: its terms combine.
            let centered = try XCTUnwrap(handles[2].installed.flatMap { engine.solver.constraint($0) })
            XCTAssertEqual(centered.expression, LinearExpression([
                Term(itemA.left, 1), Term(itemRoot.left, -1), Term(itemA.width, 0.5), Term(itemRoot.width, -0.25),
            ], constant: 0))
            XCTAssertEqual(centered.strength, Strength(priority: 500))
            // The same item on both sides: its left edge and the origin cancel, and are left out.
            let sameItem = try XCTUnwrap(handles[11].installed.flatMap { engine.solver.constraint($0) })
            XCTAssertEqual(sameItem.expression, LinearExpression([Term(itemA.width, -1)], constant: 100))
            XCTAssertEqual(engine.frame(of: b)?.height, 24, "\(direction)")
        }
    }
}
