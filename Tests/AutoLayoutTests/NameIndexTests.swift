import LayoutSupport
import XCTest
@testable import AutoLayout

/// Names resolve through the engine's name index (issue 8: 20,000 texts added one by one to
/// one superview searched its children per text; issue 14: a search per new name in flat
/// text). The answers must be the breadth-first search's, through any change of the tree.
final class NameIndexTests: XCTestCase {
    typealias Generator = SeededGenerator

    /// The nearest view of that name below `superview`, breadth first, else from the root.
    static func reference(_ name: String, below superview: LayoutView, root: LayoutView) -> LayoutView? {
        for start in [superview.subviews, [root]] {
            var queue = start
            var index = 0
            while index < queue.count {
                if queue[index].name == name { return queue[index] }
                queue.append(contentsOf: queue[index].subviews)
                index += 1
            }
        }
        return nil
    }

    /// Random trees with names shared at every depth, changed between lookups (views added,
    /// moved, removed and put back, new engines on old trees): every lookup answers as the
    /// search does.
    func testSameViewsAsTheSearchThroughChanges() {
        let names = ["a", "b", "c", "d", "e"]
        for seed in UInt64(1)...150 {
            var random = SeededGenerator(seed: seed)
            let root = LayoutView(name: "root")
            var all = [root]
            var detached: [LayoutView] = []
            func pick(_ views: [LayoutView]) -> LayoutView { views[Int.random(in: 0..<views.count, using: &random)] }
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let view = LayoutView(name: names.randomElement(using: &random) ?? "a")
                pick(all).addSubview(view)
                all.append(view)
            }
            let engine = LayoutEngine(root: root)
            for step in 0..<40 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1:
                    let view = LayoutView(name: names.randomElement(using: &random) ?? "a")
                    pick(all).addSubview(view)
                    all.append(view)
                case 2:
                    // A move (possibly refused as a cycle).
                    let view = pick(all)
                    if view !== root { pick(all).addSubview(view) }
                case 3:
                    let view = pick(all)
                    if view !== root {
                        view.removeFromSuperview()
                        detached.append(view)
                    }
                case 4:
                    if let view = detached.popLast() { pick(all).addSubview(view) }
                default:
                    if !detached.isEmpty {
                        // A detached subtree grows, then comes back.
                        let top = detached[detached.count - 1]
                        top.addSubview(LayoutView(name: names.randomElement(using: &random) ?? "a"))
                    }
                }
                let inTree = all.filter { $0.isDescendant(of: root) }
                let superview = pick(inTree)
                var resolution = NameResolution(engine: engine, superview: superview)
                let found = resolution.resolve(names + ["root", "zz"], creating: false)
                for name in names + ["root", "zz"] {
                    XCTAssertTrue(
                        found[name] === Self.reference(name, below: superview, root: root),
                        "seed \(seed), step \(step): '\(name)' below '\(superview.name)'")
                }
            }
        }
    }

    /// 5,000 texts added one by one to one superview, each naming a declared view and a
    /// new one: a constant number of visits per name, whatever the number of children.
    func testTextsAddedOneByOneVisitAConstantNumberOfViewsPerName() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        engine.warningHandler = nil
        let count = 5_000
        for index in 0..<count { engine.root.addSubview(LayoutView(name: "v\(index)")) }
        engine.work.nameVisits = 0
        for index in 0..<count {
            try engine.addConstraints("H:|[v\(index)(1)]-[n\(index)(1)]", creatingViews: true)
        }
        // One walk to build the index, then one child found per declared name.
        XCTAssertEqual(engine.work.nameVisits, (count + 1) + count)
        XCTAssertEqual(engine.root.subviews.count, 2 * count)
        XCTAssertEqual(engine.root.subviews.last?.name, "n4999")
        engine.layout(width: 100, height: 10)
        XCTAssertEqual(engine.frame(of: engine.root.subviews[2 * count - 1]), LayoutRect(x: 9, y: 0, width: 1, height: 0))
    }

    /// A name shared by a view below the superview and a nearer one elsewhere: the one below
    /// wins; two at the same depth below: the first in breadth-first order.
    func testNearestBelowThenFirstInOrder() throws {
        let root = LayoutView(name: "root")
        let box = LayoutView(name: "box"), inner = LayoutView(name: "inner"), other = LayoutView(name: "inner")
        root.addSubview(LayoutView(name: "x"))
        root.addSubview(box)
        box.addSubview(inner)
        box.addSubview(other)
        let deep = LayoutView(name: "x")
        inner.addSubview(deep)
        let engine = LayoutEngine(root: root)
        var resolution = NameResolution(engine: engine, superview: box)
        let found = resolution.resolve(["x", "inner"], creating: false)
        XCTAssertTrue(found["x"] === deep)
        XCTAssertTrue(found["inner"] === inner)
        other.removeFromSuperview()
        box.addSubview(other)
        resolution = NameResolution(engine: engine, superview: box)
        XCTAssertTrue(resolution.resolve(["inner"], creating: false)["inner"] === inner)
        inner.removeFromSuperview()
        resolution = NameResolution(engine: engine, superview: box)
        XCTAssertTrue(resolution.resolve(["inner", "x"], creating: false)["inner"] === other)
        XCTAssertTrue(resolution.resolve(["x"], creating: false)["x"] === root.subviews[0])
    }
}
