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
}
