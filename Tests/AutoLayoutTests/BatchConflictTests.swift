import XCTest
@testable import AutoLayout

/// Constraints added before a layout go into the solver as one batch; a required conflict in
/// it must name the constraint that conflicts, at its own place (text line and column, or
/// Swift file and line), and the earlier constraints it conflicts with, never simply the
/// batch's first constraint.
final class BatchConflictTests: XCTestCase {
    func testSeveralTextsNameTheConflictingStatement() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        var told: [String] = []
        engine.warningHandler = { told.append($0.description) }
        try engine.addConstraints("H:|[a(100)]|; V:|[a(10)]", creatingViews: true)
        try engine.addConstraints("H:|[b(20)]; V:|[b(10)]", creatingViews: true)
        try engine.addConstraints("V:|[c(10)]\nH:|[c(30)]\nH:[a(50)]", creatingViews: true)
        engine.layout(width: 100, height: 100)
        XCTAssertEqual(told, [
            "Unable to satisfy constraints: breaking 'a.width == 50' from line 3, column 6: \"H:[a(50)]\"; "
                + "it conflicts with 'a.width == 100' from line 1, column 7: \"H:|[a(100)]|\"",
        ])
        XCTAssertEqual(engine.brokenConstraints.map(\.description), ["'a.width == 50' from line 3, column 6: \"H:[a(50)]\""])
    }

    func testADocumentNamesTheConflictingEntry() throws {
        let text = """
            {"root": {"name": "root", "width": 100, "height": 100, "layout": [
              "H:|[a(100)]|; V:|[a(10)]", "H:|[b(20)]; V:|[b(10)]", "V:|[c(10)]\\nH:|[c(30)]\\nH:[a(50)]"]}}
            """
        var told: [String] = []
        let layout = try DocumentLayout(document: DocumentSource(text: text).document, warningHandler: { told.append($0.description) })
        let expected = "Unable to satisfy constraints: breaking 'a.width == 50' from line 3, column 6: \"H:[a(50)]\"; "
            + "it conflicts with 'a.width == 100' from line 1, column 7: \"H:|[a(100)]|\""
        XCTAssertEqual(told, [expected])
        XCTAssertEqual(layout.report.warnings.map(\.description), [expected])
    }

    func testCodeNamesTheConflictingCall() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        var told: [String] = []
        engine.warningHandler = { told.append($0.description) }
        let a = LayoutView(name: "a"), b = LayoutView(name: "b")
        engine.root.addSubview(a)
        engine.root.addSubview(b)
        let pinned = #line + 1
        try engine.pinEdgesToSuperview(a)
        try engine.setDimension(.width, of: b, to: 20)
        let sized = #line + 1
        try engine.setDimension(.width, of: a, to: 50)
        engine.layout(width: 100, height: 100)
        let file = "AutoLayoutTests/BatchConflictTests.swift"
        XCTAssertEqual(told, [
            "Unable to satisfy constraints: breaking 'a.width == 50' from \(file):\(sized); it conflicts with "
                + "'a.leading == superview.leading' from \(file):\(pinned); "
                + "'a.trailing == superview.trailing' from \(file):\(pinned); 'root.width == 100 (root size)'",
        ])
    }
    /// A large batch goes into the solver a chunk of handles at a time, one operation each;
    /// a chunk that fails is added one handle at a time. The handle that breaks, and every
    /// frame, are then those of one addition at a time: the later of two conflicting handles
    /// breaks, and the handles after it in the same chunk are installed.
    func testAConflictInsideALargeBatchBreaksOnlyTheLaterHandle() throws {
        let root = LayoutView(name: "root")
        for i in 0..<200 { root.addSubview(LayoutView(name: "v\(i)")) }
        let engine = LayoutEngine(root: root)
        var told: [String] = []
        engine.warningHandler = { told.append($0.description) }
        // A column of 200 views 10 high and 2 apart (400 handles), then a conflicting height,
        // then the 400 horizontal handles, so that the conflict falls inside a chunk.
        var column = "V:|"
        for i in 0..<200 { column += i == 0 ? "[v0(10)]" : "-2-[v\(i)(10)]" }
        try engine.addConstraints(column)
        let conflicting = try engine.addConstraints("V:[v150(20)]")
        var rows = ""
        for i in 0..<200 { rows += "H:|-\(i % 7)-[v\(i)]|\n" }
        try engine.addConstraints(rows)
        engine.layout(width: 100, height: 3000)
        XCTAssertEqual(engine.brokenConstraints.count, 1)
        XCTAssertTrue(engine.brokenConstraints.first === conflicting.first)
        XCTAssertEqual(told.count, 1)
        XCTAssertTrue(told.first?.hasPrefix("Unable to satisfy constraints: breaking 'v150.height == 20'") == true, "\(told)")
        for (i, view) in root.subviews.enumerated() {
            let x = Double(i % 7)
            XCTAssertEqual(engine.frame(of: view), LayoutRect(x: x, y: Double(12 * i), width: 100 - x, height: 10), "v\(i)")
        }
    }

    /// A handle deactivated and activated again before the layout is queued twice: it goes
    /// into the solver once, at its first place, so of two conflicting handles it still
    /// holds and the other breaks; a deeper superview's handles go in before the root's
    /// whatever the order of the calls, so the root's conflicting width is the one broken.
    func testAHandleQueuedTwiceGoesInOnceAtItsFirstPlace() throws {
        func build(toggling: Bool) throws -> (LayoutEngine, LayoutView, [LayoutConstraint]) {
            let engine = LayoutEngine(root: LayoutView(name: "root"))
            let box = LayoutView(name: "box"), inner = LayoutView(name: "inner")
            engine.root.addSubview(box)
            box.addSubview(inner)
            let rootSide = try engine.addConstraints("H:|[box]; H:[inner(30)]")
            let first = try engine.addConstraints("H:[inner(100)]", in: box)
            let second = try engine.addConstraints("H:[inner(200)]", in: box)
            if toggling {
                first[0].isActive = false
                first[0].isActive = true
            }
            engine.layout(width: 300, height: 100)
            return (engine, inner, [rootSide[1], first[0], second[0]])
        }
        let (engine, inner, handles) = try build(toggling: true)
        XCTAssertEqual(engine.frame(of: inner)?.width, 100)
        XCTAssertEqual(engine.brokenConstraints.map(\.description), [
            "'inner.width == 30' from line 1, column 20: \"H:[inner(30)]\"",
            "'inner.width == 200' from line 1, column 10: \"H:[inner(200)]\"",
        ])
        XCTAssertEqual(handles.map(\.isBroken), [true, false, true])
        // In the solver once: as many solver constraints as without the toggle.
        let (plain, _, _) = try build(toggling: false)
        XCTAssertEqual(engine.solver.constraints.count, plain.solver.constraints.count)
        XCTAssertEqual(engine.constraints.count, plain.constraints.count)
    }
}
