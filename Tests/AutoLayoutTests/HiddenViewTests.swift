import LayoutSupport
import XCTest
@testable import AutoLayout
@testable import Cassowary

/// Hidden views are gone along the axis they are arranged on.
final class HiddenViewTests: XCTestCase {
    /// A settings column: four full-width rows of 44 under a 20-point inset, 1 point apart.
    private func column() throws -> (LayoutEngine, [LayoutView]) {
        let (root, views) = makeTree(["r1", "r2", "r3", "r4"])
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        try engine.addConstraints(
            "V:|-20-[r1(44)]-1-[r2(44)]-1-[r3(44)]-1-[r4(44)]; H:|[r1]|; H:|[r2]|; H:|[r3]|; H:|[r4]|")
        engine.layout(width: 375, height: 667)
        return (engine, ["r1", "r2", "r3", "r4"].compactMap { views[$0] })
    }

    func testAHiddenRowTakesNoHeightAndItsGapCloses() throws {
        let (engine, rows) = try column()
        let shown = rows.map { engine.frame(of: $0) }
        rows[1].isHidden = true
        engine.layout()
        assertFrame(engine.frame(of: rows[0]), 0, 20, 375, 44)
        // Full width still: the other axis is untouched.
        assertFrame(engine.frame(of: rows[1]), 0, 65, 375, 0)
        assertFrame(engine.frame(of: rows[2]), 0, 65, 375, 44)
        assertFrame(engine.frame(of: rows[3]), 0, 110, 375, 44)
        assertFrame(engine.frame(of: engine.root), 0, 0, 375, 667)
        XCTAssertEqual(engine.warnings, [])
        rows[1].isHidden = false
        engine.layout()
        XCTAssertEqual(rows.map { engine.frame(of: $0) }, shown)
    }

    func testTheFirstAndLastRows() throws {
        let (engine, rows) = try column()
        rows[0].isHidden = true
        rows[3].isHidden = true
        engine.layout()
        // The first row's gap after it closes; the last row has none after, so the one before.
        assertFrame(engine.frame(of: rows[0]), 0, 20, 375, 0)
        assertFrame(engine.frame(of: rows[1]), 0, 20, 375, 44)
        assertFrame(engine.frame(of: rows[2]), 0, 65, 375, 44)
        assertFrame(engine.frame(of: rows[3]), 0, 109, 375, 0)
        XCTAssertEqual(engine.warnings, [])
    }

    func testPerAxisAndTheOldMeaning() throws {
        let (root, views) = makeTree(["a", "b", "c"])
        let b = try XCTUnwrap(views["b"]), c = try XCTUnwrap(views["c"])
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        try engine.addConstraints("H:|-[a(30)]-8-[b(30)]-8-[c(30)]; V:|-[a(30)]; V:|-[b(30)]; V:|-[c(30)]")
        b.hiddenCollapse = .vertical
        b.isHidden = true
        engine.layout(width: 320, height: 100)
        // Collapsed across the row only: nothing moves, the icon has no height.
        assertFrame(engine.frame(of: b), 58, 20, 30, 0)
        assertFrame(engine.frame(of: c), 96, 20, 30, 30)
        b.hiddenCollapse = .arrangedAxis
        engine.layout()
        assertFrame(engine.frame(of: b), 58, 20, 0, 30)
        assertFrame(engine.frame(of: c), 58, 20, 30, 30)
        b.hiddenCollapse = .both
        engine.layout()
        // Both axes, gaps kept: the next icon keeps its 8-point gap.
        assertFrame(engine.frame(of: b), 58, 20, 0, 0)
        assertFrame(engine.frame(of: c), 66, 20, 30, 30)
        b.hiddenCollapse = .horizontal
        engine.layout()
        assertFrame(engine.frame(of: b), 58, 20, 0, 30)
        assertFrame(engine.frame(of: c), 58, 20, 30, 30)
        b.isHidden = false
        engine.layout()
        assertFrame(engine.frame(of: c), 96, 20, 30, 30)
        XCTAssertEqual(engine.warnings, [])
    }

    /// A hidden row whose content is padded at required: the padding cannot collapse, and the
    /// negative height it leaves is reported.
    func testRequiredPaddingInsideAHiddenRowIsReported() throws {
        let (engine, rows) = try column()
        let label = LayoutView(name: "label")
        label.intrinsicHeight = 20
        rows[1].addSubview(label)
        try engine.addConstraints("H:|-16-[label]-16-|; V:|-12-[label]-12-|", in: rows[1])
        rows[1].isHidden = true
        engine.layout()
        assertFrame(engine.frame(of: rows[1]), 0, 65, 375, 0)
        assertFrame(engine.frame(of: label), 16, 12, 343, -24)
        assertFrame(engine.frame(of: rows[2]), 0, 65, 375, 44)
        XCTAssertEqual(engine.warnings.map(\.description), [
            "Negative size: the constraints give 'label' the frame (16, 12, 343, -24), whose height is negative",
        ])
    }

    /// A view arranged on no axis collapses on both, as before.
    func testAViewArrangedOnNoAxisCollapsesOnBoth() throws {
        let (root, views) = makeTree(["badge"])
        let badge = try XCTUnwrap(views["badge"])
        badge.intrinsicWidth = 20
        badge.intrinsicHeight = 20
        badge.isHidden = true
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:[badge]-10-|; V:|-10-[badge]")
        engine.layout(width: 100, height: 100)
        assertFrame(engine.frame(of: badge), 90, 10, 0, 0)
        XCTAssertEqual(engine.warnings, [])
    }

    /// Seeded: a column of rows with random heights and gaps and a random set hidden agrees
    /// with the closed form (a hidden row's gap after it closes, the last row's before it).
    func testRandomColumnsAgreeWithTheClosedForm() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<30 {
            let count = Int.random(in: 2...7, using: &generator)
            let names = (0..<count).map { "row\($0)" }
            let (root, views) = makeTree(names)
            let engine = LayoutEngine(root: root)
            engine.warningHandler = nil
            let heights = names.map { _ in Double(Int.random(in: 10...60, using: &generator)) }
            let gaps = names.dropLast().map { _ in Double(Int.random(in: 0...16, using: &generator)) }
            var chain = "V:|-12-"
            for index in 0..<count {
                chain += "[\(names[index])(\(Int(heights[index])))]"
                if index < count - 1 { chain += "-\(Int(gaps[index]))-" }
            }
            try engine.addConstraints(chain + "; " + names.map { "H:|-[\($0)]-|" }.joined(separator: "; "))
            let hidden = names.map { _ in Bool.random(using: &generator) }
            for (index, name) in names.enumerated() { views[name]?.isHidden = hidden[index] }
            engine.layout(width: 320, height: 800)
            var y = 12.0
            for index in 0..<count {
                let frame = try XCTUnwrap(views[names[index]].flatMap { engine.frame(of: $0) })
                XCTAssertEqual(frame.y, y, accuracy: 1e-9, "\(names[index]) in \(chain), hidden \(hidden)")
                XCTAssertEqual(frame.height, hidden[index] ? 0 : heights[index], accuracy: 1e-9)
                XCTAssertEqual(frame.width, 320 - 40, accuracy: 1e-9)
                guard index < count - 1 else { break }
                let closes = hidden[index] || (index + 1 == count - 1 && hidden[index + 1])
                y += frame.height + (closes ? 0 : gaps[index])
            }
            XCTAssertEqual(engine.warnings, [], chain)
            XCTAssertEqual(engine.solver.invariantViolations(), [])
        }
    }
}

/// The document forms of `hidden`.
final class HiddenDocumentTests: XCTestCase {
    private let json = """
        { "root": { "name": "row", "width": 200, "height": 50,
            "layout": "H:|-[a(30)]-8-[b(30)]-8-[c(30)]; V:|-[a(30)]; V:|-[b(30)]; V:|-[c(30)]",
            "subviews": [ { "name": "a" }, { "name": "b", "hidden": "HIDDEN" }, { "name": "c" } ] } }
        """

    private func frames(_ hidden: String) throws -> (b: LayoutRect?, c: LayoutRect?, node: DocumentNode) {
        let document = try LayoutDocument(json: json.replacingOccurrences(of: "\"HIDDEN\"", with: hidden))
        XCTAssertEqual(try LayoutDocument(json: document.json), document, hidden)
        let layout = try DocumentLayout(document: document, warningHandler: nil)
        XCTAssertEqual(layout.report.warnings, [], hidden)
        return (layout.report.frame(named: "b").map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                layout.report.frame(named: "c").map { LayoutRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                document.root.subviews[1])
    }

    func testEachForm() throws {
        let gone = try frames("true")
        XCTAssertEqual(gone.node.hiddenCollapse, .arrangedAxis)
        XCTAssertEqual(gone.b, LayoutRect(x: 58, y: 20, width: 0, height: 30))
        XCTAssertEqual(gone.c, LayoutRect(x: 58, y: 20, width: 30, height: 30))
        let across = try frames("\"vertical\"")
        XCTAssertEqual(across.node.hiddenCollapse, .vertical)
        XCTAssertEqual(across.b, LayoutRect(x: 58, y: 20, width: 30, height: 0))
        XCTAssertEqual(across.c, LayoutRect(x: 96, y: 20, width: 30, height: 30))
        let along = try frames("\"horizontal\"")
        XCTAssertEqual(along.b, LayoutRect(x: 58, y: 20, width: 0, height: 30))
        let both = try frames("\"both\"")
        XCTAssertEqual(both.b, LayoutRect(x: 58, y: 20, width: 0, height: 0))
        XCTAssertEqual(both.c, LayoutRect(x: 66, y: 20, width: 30, height: 30))
        let shown = try frames("false")
        XCTAssertFalse(shown.node.isHidden)
        XCTAssertEqual(shown.c, LayoutRect(x: 96, y: 20, width: 30, height: 30))
    }

    func testAnUnknownFormIsAnError() {
        XCTAssertThrowsError(try frames("\"vertcal\"")) { error in
            let error = error as? DocumentError
            XCTAssertEqual(error?.path, "root.subviews[1].hidden")
            XCTAssertEqual(error?.message, #"expected true, false, "horizontal", "vertical" or "both", found the string "vertcal""#)
            XCTAssertEqual(error?.hint, "did you mean 'vertical'?")
        }
    }
}

/// Gaps that come after the view was hidden and laid out.
final class HiddenLateGapTests: XCTestCase {
    func testAGapAddedLaterDecidesTheAxis() throws {
        let (root, views) = makeTree(["a", "b"])
        let a = try XCTUnwrap(views["a"]), b = try XCTUnwrap(views["b"])
        a.intrinsicWidth = 40
        a.intrinsicHeight = 20
        a.isHidden = true
        let engine = LayoutEngine(root: root)
        engine.warningHandler = nil
        try engine.addConstraints("H:|-10-[a]; V:|-10-[a]")
        engine.layout(width: 200, height: 100)
        // Arranged on no axis yet: gone on both.
        assertFrame(engine.frame(of: a), 10, 10, 0, 0)
        let row = try engine.addConstraints("H:[a]-8-[b(30)]; V:|-10-[b(20)]")
        engine.layout()
        // Now in a row: gone along it only, and its gap after it closed.
        assertFrame(engine.frame(of: a), 10, 10, 0, 20)
        assertFrame(engine.frame(of: b), 10, 10, 30, 20)
        engine.removeConstraints(row)
        engine.layout()
        assertFrame(engine.frame(of: a), 10, 10, 0, 0)
        XCTAssertEqual(engine.warnings.filter { !$0.description.hasPrefix("Ambiguous") }, [])
    }
}
