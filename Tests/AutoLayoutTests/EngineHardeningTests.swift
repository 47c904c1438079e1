import XCTest
@testable import AutoLayout

/// Issue 8: deep trees, long-running engines, large statements, and where refusals point.
final class DeepTreeTests: XCTestCase {
    func testAFiftyThousandDeepChainBuildsLaysOutAndFreesWithoutRecursion() {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        var deepest = root
        for index in 0..<50_000 {
            let child = LayoutView(name: "v\(index)")
            deepest.addSubview(child)
            deepest = child
        }
        engine.layout(width: 100, height: 100)
        XCTAssertEqual(engine.mirror.treeOrder.count, 50_001)
        XCTAssertEqual(engine.mirror.treeOrder.last?.depth, 50_000)
        XCTAssertEqual(engine.absoluteFrame(of: deepest), LayoutRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(engine.absoluteFrame(of: root), LayoutRect(x: 0, y: 0, width: 100, height: 100))
        // Every view of the chain shares the root's context: a change notice costs O(1).
        XCTAssertTrue(deepest.context === root.context)
        // Freeing the chain (the end of this scope) must not recurse 50,000 deep.
    }

    func testTheCycleCheckVisitsTheSmallerSide() {
        let top = LayoutView(name: "top")
        var deepest = top
        for index in 0..<1_000 {
            let child = LayoutView(name: "v\(index)")
            deepest.addSubview(child)
            deepest = child
        }
        // Adding a leaf under the deepest view: nothing below the leaf to search.
        XCTAssertEqual(deepest.cycleCheck(adding: LayoutView(name: "leaf")).steps, 0)
        // A two-view subtree under the deepest view: two steps, not a walk up 1,000 views.
        let pair = LayoutView(name: "pair")
        pair.addSubview(LayoutView(name: "inner"))
        XCTAssertEqual(deepest.cycleCheck(adding: pair).cycle, false)
        XCTAssertEqual(deepest.cycleCheck(adding: pair).steps, 2)
        // The top under a view near it: found going up after 2 steps.
        let second = top.subviews[0].subviews[0]
        XCTAssertEqual(second.cycleCheck(adding: top).cycle, true)
        XCTAssertEqual(second.cycleCheck(adding: top).steps, 2)
        second.addSubview(top)
        XCTAssertNil(top.superview, "a cycle is ignored")
    }

    func testEnginesOnATreeHearOfChangesAfterTheTreeIsMoved() {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        let box = LayoutView(name: "box")
        root.addSubview(box)
        engine.layout(width: 100, height: 100)
        let label = LayoutView(name: "label")
        box.addSubview(label)
        XCTAssertTrue(label.context === root.context)
        label.intrinsicWidth = 40
        label.intrinsicHeight = 10
        engine.layout()
        XCTAssertEqual(engine.absoluteFrame(of: label), LayoutRect(x: 0, y: 0, width: 40, height: 10))
        label.removeFromSuperview()
        XCTAssertNil(label.context)
    }

    /// An engine whose root is inside a larger tree (made before or after its root got a
    /// parent) lays out the root's subtree: the views below its root are in its tree, the
    /// parent above is not.
    func testAnEngineOnASubtreeTakesTheSubtreesConstraints() throws {
        let top = LayoutView(name: "top")
        let box = LayoutView(name: "box")
        let label = LayoutView(name: "label")
        top.addSubview(box)
        box.addSubview(label)
        let engine = LayoutEngine(root: box)
        let handles = try engine.addConstraints("H:|-4-[label(10)]")
        XCTAssertEqual(handles.count, 2)
        try engine.addConstraints("V:|-3-[label(7)]", in: box)
        engine.layout(width: 50, height: 40)
        XCTAssertEqual(engine.frame(of: label), LayoutRect(x: 4, y: 3, width: 10, height: 7))
        XCTAssertEqual(label.frame, LayoutRect(x: 4, y: 3, width: 10, height: 7))
        XCTAssertThrowsError(try engine.addConstraints("H:|[box]|", in: top)) { error in
            XCTAssertEqual(error as? LayoutError, .viewNotInTree("top"))
        }
        // A view that leaves the subtree takes its ties with it.
        label.removeFromSuperview()
        XCTAssertFalse(handles[0].isActive)
        XCTAssertTrue(handles[1].isActive)
        engine.layout(width: 50, height: 40)
        XCTAssertNil(engine.frame(of: label))
    }
}

final class NameResolutionTests: XCTestCase {
    /// A statement creating every view it names: one pass over the tree for all the names
    /// (a search per name was quadratic).
    func testOneStatementNamingManyViewsVisitsEachViewOnce() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        let count = 20_000
        var text = "H:|"
        for index in 0..<count { text += "[v\(index)(1)]" }
        let handles = try engine.addConstraints(text, creatingViews: true)
        XCTAssertEqual(engine.root.subviews.count, count)
        XCTAssertEqual(handles.count, 2 * count)
        XCTAssertEqual(engine.root.subviews.last?.name, "v19999")
        // The index of the (empty) tree is one visit, the root.
        XCTAssertEqual(engine.work.nameVisits, 1)
        // Naming them all again in another statement: one pass over the root's subviews.
        engine.work.nameVisits = 0
        try engine.addConstraints("V:|" + (0..<count).map { "[v\($0)(2)]" }.joined())
        XCTAssertEqual(engine.work.nameVisits, count)
        engine.layout(width: 40_000, height: 10)
        let last = try XCTUnwrap(engine.root.subviews.last)
        XCTAssertEqual(engine.frame(of: last), LayoutRect(x: 19_999, y: 39_998, width: 1, height: 2))
    }

    func testNamesResolveNearestFirstThenAnywhereThenNew() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        try engine.addConstraints("H:|[box(100)]; V:|[box(50)]", creatingViews: true)
        let box = try XCTUnwrap(engine.root.descendant(named: "box"))
        try engine.addConstraints("H:|[far(10)]; V:|[far(10)]", creatingViews: true)
        // `far` is found in the whole tree, `near` is new under `box`.
        try engine.addConstraints("H:|-5-[near(10)]; V:|[near(10)]; H:[far]-[near]", in: box, creatingViews: true)
        let near = try XCTUnwrap(engine.root.descendant(named: "near"))
        XCTAssertTrue(near.superview === box)
        XCTAssertEqual(engine.root.subviews.map(\.name), ["box", "far"])
        XCTAssertEqual(engine.warnings.count, 1, "near's leading is 5 and 18 at once: one breaks")
    }
}

final class EngineGrowthTests: XCTestCase {
    /// A long-running engine stays flat: views that come and go leave no constraints, items
    /// or frames behind.
    func testAddingAndRemovingViewsKeepsTheEngineFlat() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[header]|; V:|[header(40)]", creatingViews: true)
        engine.layout(width: 300, height: 400)
        var counts: [Int] = []
        for round in 0..<200 {
            let row = LayoutView(name: "row\(round)")
            root.addSubview(row)
            try engine.addConstraints("H:|-[row\(round)]-|; V:[header]-[row\(round)(30)]")
            try engine.addConstraints("H:|[text]|; V:|[text]|", in: row, creatingViews: true)
            engine.layout()
            XCTAssertEqual(engine.frame(of: row), LayoutRect(x: 20, y: 48, width: 260, height: 30))
            row.removeFromSuperview()
            engine.layout()
            if round % 100 == 99 { counts.append(engine.constraints.count + engine.mirror.treeOrder.count) }
        }
        // header's four constraints, and root and header in the tree.
        XCTAssertEqual(counts, Array(repeating: 4 + 2, count: 2))
        XCTAssertEqual(engine.warnings, [])
    }

    /// A dropped subtree takes its parked constraints and its items with it: nothing of it
    /// stays in the engine.
    func testADroppedSubtreeIsFreed() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|[header]|; V:|[header(40)]", creatingViews: true)
        engine.layout(width: 400, height: 800)
        weak var weakRow: LayoutView?
        weak var weakText: LayoutView?
        weak var weakItem: ItemVariables?
        weak var weakTie: LayoutConstraint?
        weak var weakInner: LayoutConstraint?
        do {
            let row = LayoutView(name: "row0")
            let text = LayoutView(name: "text")
            row.addSubview(text)
            root.addSubview(row)
            let ties = try engine.addConstraints("H:|-[row0]-|; V:[header]-(>=8)-[row0(30)]")
            let inner = try engine.addConstraints("H:|-4-[text]-4-|; V:|-2-[text]-2-|", in: row)
            engine.layout()
            XCTAssertEqual(engine.frame(of: text), LayoutRect(x: 4, y: 2, width: 352, height: 26))
            weakRow = row
            weakText = text
            weakItem = engine.mirror.existingItem(for: row)
            weakTie = ties[0]
            weakInner = inner[0]
            row.removeFromSuperview()
            engine.layout()
        }
        XCTAssertNil(weakRow)
        XCTAssertNil(weakText)
        XCTAssertNil(weakItem)
        XCTAssertNil(weakTie)
        XCTAssertNil(weakInner)
        XCTAssertEqual(engine.constraints.count, 4)
        XCTAssertEqual(engine.solver.constraints.count, 4 + 2)
    }

    func testARemovedSubtreeBringsItsInnerConstraintsBack() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-10-[card(200)]; V:|-10-[card(100)]", creatingViews: true)
        let card = try XCTUnwrap(root.descendant(named: "card"))
        let inner = try engine.addConstraints("H:|-8-[title]-8-|; V:|-8-[title(20)]", in: card, creatingViews: true)
        engine.layout(width: 400, height: 400)
        card.removeFromSuperview()
        engine.layout()
        XCTAssertEqual(engine.constraints.count, 0)
        XCTAssertTrue(inner.allSatisfy(\.isActive))
        root.addSubview(card)
        try engine.addConstraints("H:|-30-[card]; V:|-40-[card]")
        engine.layout()
        let title = try XCTUnwrap(root.descendant(named: "title"))
        XCTAssertEqual(engine.frame(of: card), LayoutRect(x: 30, y: 40, width: 200, height: 100))
        XCTAssertEqual(engine.frame(of: title), LayoutRect(x: 8, y: 8, width: 184, height: 20))
        XCTAssertEqual(engine.constraints.count, 4 + 2 + 2)
        // Deactivating a parked constraint keeps it out for good.
        card.removeFromSuperview()
        inner[0].isActive = false
        root.addSubview(card)
        engine.layout()
        XCTAssertEqual(engine.constraints.count, 4 + 2 - 1)
    }
}

final class InstallOrderTests: XCTestCase {
    /// The card list of issue 14, installed root first or cards first: the same frames, and
    /// the same solver work.
    private func cards(rootFirst: Bool, count: Int) throws -> (LayoutEngine, [LayoutView]) {
        let root = LayoutView(name: "root")
        var cards: [LayoutView] = []
        for index in 0..<count {
            // A card's names resolve inside it only when the card has such views: a name
            // missing there would find the first card's view anywhere in the tree.
            let card = LayoutView(name: "card\(index)")
            card.addSubview(LayoutView(name: "avatar"))
            card.addSubview(LayoutView(name: "title"))
            root.addSubview(card)
            cards.append(card)
        }
        let engine = LayoutEngine(root: root)
        let rootText = "V:|" + (0..<count).map { "[card\($0)]" }.joined(separator: "-8-")
            + "\n" + (0..<count).map { "H:|[card\($0)]|" }.joined(separator: "\n")
        let cardText = "H:|-12-[avatar(40)]-12-[title]-12-|\nV:|-12-[avatar(40)]-12-|\nV:|-12-[title(20)]"
        if rootFirst { try engine.addConstraints(rootText) }
        for card in cards { try engine.addConstraints(cardText, in: card) }
        if !rootFirst { try engine.addConstraints(rootText) }
        engine.layout(width: 300, height: 1000)
        return (engine, cards)
    }

    func testTheOrderOfTheCallsChangesNeitherFramesNorWork() throws {
        let (a, aCards) = try cards(rootFirst: true, count: 50)
        let (b, bCards) = try cards(rootFirst: false, count: 50)
        for index in [0, 1, 25, 49] {
            XCTAssertEqual(a.frame(of: aCards[index]), LayoutRect(x: 0, y: Double(index) * 72, width: 300, height: 64))
            XCTAssertEqual(a.frame(of: aCards[index]), b.frame(of: bCards[index]))
            XCTAssertEqual(aCards[index].subviews.map(\.name), ["avatar", "title"])
            XCTAssertEqual(a.frame(of: aCards[index].subviews[1]), LayoutRect(x: 64, y: 12, width: 224, height: 20))
        }
        XCTAssertEqual(a.warnings, [])
        // The same batch order: the same solver rows.
        XCTAssertEqual(a.solver.constraints.count, b.solver.constraints.count)
        XCTAssertEqual(a.solver.debugDescription, b.solver.debugDescription)
    }

    func testAQueryInstallsWhatWaits() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        let first = try engine.addConstraints("H:|[a(100)]|", creatingViews: true)
        XCTAssertTrue(first.allSatisfy { $0.isPending })
        let second = try engine.addConstraints("H:[a(50)]")
        XCTAssertTrue(second[0].isBroken, "isBroken installs the batch first")
        XCTAssertFalse(first.contains { $0.isPending })
    }
}

final class AmbiguityCostTests: XCTestCase {
    /// The tableau answers this layout without a probe; probing, one probe per view
    /// variable, each let go before the next: the probe level of the objective never holds
    /// more than one variable (all at once made every addition scan them all: 5,000 views
    /// took 5 s).
    func testOneProbePerVariable() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        try engine.addConstraints("H:|[a(50)][b(50)]; V:|[a(10)]; V:|[b(10)]; H:|[c]; V:|[c(10)]", creatingViews: true)
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(engine.ambiguousViews(), [AmbiguityReport(view: "c", axes: [.horizontal])])
        XCTAssertEqual(engine.work.probes, 0)
        XCTAssertEqual(engine.findAmbiguousViews(probingEvery: true), [AmbiguityReport(view: "c", axes: [.horizontal])])
        XCTAssertEqual(engine.work.probes, 3 * 4)
        // Cached until something changes.
        _ = engine.warnings
        XCTAssertEqual(engine.work.probes, 3 * 4)
    }

    /// Two free variables bound together (a fixed right edge with a free left and width)
    /// are found one at a time as well.
    func testVariablesBoundTogetherAreFree() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        try engine.addConstraints("H:[a]-20-|; V:|[a(10)]", creatingViews: true)
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(engine.ambiguousViews(), [AmbiguityReport(view: "a", axes: [.horizontal])])
    }
}
