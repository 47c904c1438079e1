import LayoutSupport
import XCTest
@testable import AutoLayout
@testable import Cassowary

/// A paragraph of `characters` characters, each 8 points wide, wrapping at the width it is
/// given, 20 points a line: a deterministic stand-in for measured text.
func paragraph(_ characters: Int) -> @Sendable (Double?) -> LayoutSize {
    { width in
        guard let width else { return LayoutSize(width: Double(characters) * 8, height: 20) }
        let perLine = max(1, Int(width / 8))
        let lines = (characters + perLine - 1) / perLine
        return LayoutSize(width: Double(min(characters, perLine)) * 8, height: Double(max(1, lines)) * 20)
    }
}

final class FittingSizeTests: XCTestCase {
    /// A feed card: avatar and title on a line, a wrapped body of 200 characters below.
    private func feedCard(in root: LayoutView, engine: LayoutEngine, name: String = "card") throws -> LayoutView {
        let card = LayoutView(name: name)
        root.addSubview(card)
        let avatar = LayoutView(name: "avatar"), title = LayoutView(name: "title"), body = LayoutView(name: "body")
        for view in [avatar, title, body] { card.addSubview(view) }
        title.intrinsicWidth = 150
        title.intrinsicHeight = 20
        body.measure = paragraph(200)
        try engine.addConstraints(
            "H:|-16-[avatar(40)]-12-[title]-16-|; H:|-16-[body]-16-|; V:|-16-[avatar(40)]-12-[body]-16-|; V:|-16-[title]",
            in: card)
        return card
    }

    func testTheRootFitsItsContentAtAWidth() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        let card = try feedCard(in: root, engine: engine)
        try engine.addConstraints("H:|[card]|; V:|[card]|")
        // 288 points of body: 36 characters a line, 6 lines; 736: 92, 3 lines; 992: 124, 2.
        for (width, body) in [(320.0, 120.0), (768, 60), (1024, 40)] {
            engine.layout(width: width)
            XCTAssertEqual(engine.rootSize, LayoutSize(width: width, height: 16 + 40 + 12 + body + 16))
            assertFrame(engine.frame(of: card), 0, 0, width, 84 + body)
            assertFrame(engine.frame(of: try XCTUnwrap(card.descendant(named: "body"))), 16, 68, width - 32, body)
            XCTAssertEqual(engine.warnings, [])
        }
        let size = try engine.fittingSize(
            of: root, toward: LayoutSize(width: 320, height: 0), horizontalPriority: .required)
        XCTAssertEqual(size, LayoutSize(width: 320, height: 204))
    }

    func testASubtreeFitsWithoutItsLinksToTheOutside() throws {
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        let card = try feedCard(in: root, engine: engine)
        // The card sits in a fixed slot; fitting it ignores the slot.
        try engine.addConstraints("H:|-10-[card(500)]; V:|-10-[card(300)]")
        engine.layout(width: 600, height: 400)
        let before = root.subviews.flatMap { [$0] + $0.subviews }.map { engine.frame(of: $0) }
        let rebuilds = engine.solver.rebuildCount
        XCTAssertEqual(try engine.fittingSize(of: card, toward: LayoutSize(width: 320, height: 0), horizontalPriority: .required),
                       LayoutSize(width: 320, height: 204))
        XCTAssertEqual(try engine.fittingSize(of: card, toward: LayoutSize(width: 1024, height: 0), horizontalPriority: .required),
                       LayoutSize(width: 1024, height: 124))
        // Compressed on both axes: the body on one line (1,600 points), as narrow as allowed.
        XCTAssertEqual(try engine.fittingSize(of: card), LayoutSize(width: 1632, height: 104))
        // Only the first query of a subtree may rebuild (its links become tracked).
        let afterFirst = engine.solver.rebuildCount
        XCTAssertLessThanOrEqual(afterFirst - rebuilds, 1)
        _ = try engine.fittingSize(of: card, toward: LayoutSize(width: 768, height: 0), horizontalPriority: .required)
        XCTAssertEqual(engine.solver.rebuildCount, afterFirst)
        // Nothing changed: the frames of the last layout, and those of the next one.
        XCTAssertEqual(root.subviews.flatMap { [$0] + $0.subviews }.map { engine.frame(of: $0) }, before)
        engine.layout()
        XCTAssertEqual(root.subviews.flatMap { [$0] + $0.subviews }.map { engine.frame(of: $0) }, before)
        assertFrame(engine.frame(of: card), 10, 10, 500, 300)
        XCTAssertEqual(engine.warnings, [])
        XCTAssertEqual(engine.solver.invariantViolations(), [])
    }

    func testCompressedExpandedAndPrioritiesInBetween() throws {
        let (root, views) = makeTree(["a"])
        let a = try XCTUnwrap(views["a"])
        a.intrinsicWidth = 100
        a.intrinsicHeight = 30
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        try engine.addConstraints("H:|-10-[a(>=50,<=400)]-10-|; V:|-5-[a]-(>=5)-|")
        XCTAssertEqual(try engine.fittingSize(of: root), LayoutSize(width: 120, height: 40))
        // Expanded at the fitting level: hugging (250) keeps the intrinsic width; the height
        // has no bound but the target.
        XCTAssertEqual(try engine.fittingSize(of: root, toward: .expanded), LayoutSize(width: 120, height: 10_000_000))
        // A pull at 300 beats hugging: the width goes up to a's maximum.
        XCTAssertEqual(try engine.fittingSize(of: root, toward: .expanded, horizontalPriority: LayoutPriority(300)).width, 420)
        // A pull at 800 beats compression resistance (750) but not a's required minimum.
        XCTAssertEqual(try engine.fittingSize(of: root, horizontalPriority: LayoutPriority(800)).width, 70)
        // A pull at 200 loses to hugging (250): the intrinsic width stays.
        XCTAssertEqual(try engine.fittingSize(of: root, toward: .expanded, horizontalPriority: LayoutPriority(200)).width, 120)
        // Required toward a width the constraints cannot allow yields just below required.
        XCTAssertEqual(try engine.fittingSize(of: root, toward: LayoutSize(width: 1000, height: 0), horizontalPriority: .required).width, 420)
        engine.layoutFittingContent()
        XCTAssertEqual(engine.rootSize, LayoutSize(width: 120, height: 40))
        assertFrame(engine.frame(of: a), 10, 5, 100, 30)
        engine.layout(height: 100)
        XCTAssertEqual(engine.rootSize, LayoutSize(width: 120, height: 100))
        XCTAssertEqual(engine.warnings, [])
    }

    func testAViewOutsideTheTreeIsAnError() {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        XCTAssertThrowsError(try engine.fittingSize(of: LayoutView(name: "stray"))) { error in
            XCTAssertEqual(error as? LayoutError, .viewNotInTree("stray"))
        }
    }

    /// Seeded: random column widths, fitted then laid out, agree with the closed form.
    func testRandomWidthsAgreeWithTheClosedForm() throws {
        var generator = SeededGenerator(seed: 11)
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        _ = try feedCard(in: root, engine: engine)
        try engine.addConstraints("H:|[card]|; V:|[card]|")
        for _ in 0..<40 {
            let width = Double(Int.random(in: 100...1400, using: &generator))
            engine.layout(width: width)
            let perLine = max(1, Int((width - 32) / 8))
            let lines = (200 + perLine - 1) / perLine
            XCTAssertEqual(engine.rootSize.height, 84 + Double(lines) * 20, "at \(width)")
        }
    }
}

/// Seeded: random columns with hidden rows, fitted in a larger tree, against the closed form;
/// a query leaves every frame and the next layout as they were.
final class FittingPropertyTests: XCTestCase {
    func testRandomColumnsFitTheirClosedForm() throws {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<25 {
            let root = LayoutView(name: "root")
            let engine = LayoutEngine(root: root)
            engine.warningHandler = nil
            let column = LayoutView(name: "column")
            root.addSubview(column)
            let count = Int.random(in: 1...6, using: &generator)
            let names = (0..<count).map { "row\($0)" }
            var heights: [Double] = []
            var hidden: [Bool] = []
            for name in names {
                let row = LayoutView(name: name)
                let height = Double(Int.random(in: 5...50, using: &generator))
                row.intrinsicHeight = height
                row.intrinsicWidth = Double(Int.random(in: 10...200, using: &generator))
                let isHidden = Bool.random(using: &generator)
                row.isHidden = isHidden
                column.addSubview(row)
                heights.append(height)
                hidden.append(isHidden)
            }
            let gap = Double(Int.random(in: 0...12, using: &generator))
            try engine.addConstraints(
                "V:|-10-" + names.map { "[\($0)]" }.joined(separator: "-\(Int(gap))-") + "-10-|; "
                    + names.map { "H:|-10-[\($0)]-(>=10)-|" }.joined(separator: "; "),
                in: column)
            // A unique solution (a layout with several optimal ones may settle on another after
            // any change, a query included).
            try engine.addConstraints("H:|-5-[column]-5-|; V:|-5-[column]-(>=5)-|")
            engine.layout(width: 400, height: 400)
            let before = ([root, column] + column.subviews).map { engine.frame(of: $0) }
            let fitted = try engine.fittingSize(of: column)
            // The gaps between rows: each hidden row closes the one after it (the last row
            // the one before it).
            var height = 20.0
            for index in 0..<count {
                if !hidden[index] { height += heights[index] }
                guard index < count - 1 else { break }
                let closes = hidden[index] || (index + 1 == count - 1 && hidden[index + 1])
                if !closes { height += gap }
            }
            XCTAssertEqual(fitted.height, height, accuracy: 1e-9, "round \(round)")
            let widest = (0..<count).map { hidden[$0] ? 0 : column.subviews[$0].intrinsicWidth ?? 0 }.max() ?? 0
            XCTAssertEqual(fitted.width, 20 + widest, accuracy: 1e-9, "round \(round)")
            XCTAssertEqual(([root, column] + column.subviews).map { engine.frame(of: $0) }, before)
            engine.layout()
            XCTAssertEqual(([root, column] + column.subviews).map { engine.frame(of: $0) }, before)
            XCTAssertEqual(engine.solver.invariantViolations(), [])
        }
    }
}
