import XCTest
@testable import AutoLayout

/// Refusals of constraints written as text point at them like parse errors; documents point
/// at the spot in the JSON file.
final class RefusalPositionTests: XCTestCase {
    private func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        do {
            try engine.addConstraints(text)
            XCTFail("expected a refusal", file: file, line: line)
            return ""
        } catch let list as DiagnosticList {
            XCTAssertTrue(engine.root.subviews.isEmpty, "nothing is created", file: file, line: line)
            return DiagnosticFormatter(fileName: "t.vfl").render(list, in: text)
        } catch {
            XCTFail("expected diagnostics, got \(error)", file: file, line: line)
            return ""
        }
    }

    func testIncompatibleAttributesPointAtTheConstraint() {
        XCTAssertEqual(refusal("C:a.left(b.top)"), """
        t.vfl:1:10: error: cannot relate left to top in 'a.left == b.top': relate positions on the same axis, or sizes
        C:a.left(b.top)
                 ^~~~~
        """)
    }

    func testASizeRelatedToAPositionPointsAtThePredicate() {
        XCTAssertEqual(refusal("H:|[b]\n[a(b.left)]"), """
        t.vfl:2:4: error: cannot relate width to left in 'a.width == b.left': relate positions on the same axis, or sizes
        [a(b.left)]
           ^~~~~~
        """)
    }

    func testARefusalFromTextHasTheEnginesIdentifier() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        XCTAssertThrowsError(try engine.addConstraints("C:a.left(b.top)")) { error in
            XCTAssertEqual((error as? DiagnosticList)?.diagnostics.map(\.id), [DiagnosticID("layout.incompatibleAttributes")])
        }
        // Descriptors made in code have no position: the typed error, as before.
        XCTAssertThrowsError(try engine.addConstraints([rule("a", .left, .equal, "b", .top)])) {
            XCTAssertEqual($0 as? LayoutError, .incompatibleAttributes(.left, .top, constraint: "a.left == b.top"))
        }
    }
}

final class DocumentStackTests: XCTestCase {
    /// A stack moves `a` into its container before `a`'s own layout is installed: the layout
    /// still applies.
    func testAViewMovedIntoAStackKeepsItsOwnLayout() throws {
        let layout = try DocumentLayout(document: LayoutDocument(json: """
        { "root": { "width": 300, "height": 100,
            "layout": ["H:|[col:[a(100)][b]]|", "V:|[col]|"],
            "subviews": [
              { "name": "a", "layout": ["H:|-10-[inner]-10-|", "V:|-5-[inner]-5-|"] },
              { "name": "b" } ] } }
        """))
        let report = layout.report
        XCTAssertEqual(report.frames.map { "\($0.name) in \($0.superview) \($0.x) \($0.y) \($0.width) \($0.height)" }, [
            "col in root 0.0 0.0 300.0 100.0", "a in col 0.0 0.0 100.0 100.0", "inner in a 10.0 5.0 80.0 90.0",
            "b in col 100.0 0.0 200.0 100.0",
        ])
        XCTAssertEqual(report.warnings, [])
    }

    func testARootWithoutASizePointsAtTheRoot() throws {
        let text = "{\n  \"root\": { \"height\": 10 }\n}"
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(source.render(error, fileName: "doc.json"), """
            doc.json:2:11: error: root: the root has no width
              "root": { "height": 10 }
                      ^
            hint: add "width" to the root (a number or "fit"), or pass --width
            """)
        }
    }

    func testARefusalInADocumentPointsIntoTheFile() throws {
        let text = "{ \"root\": { \"width\": 10, \"height\": 10,\n  \"layout\": [\"H:|[b]|\", \"[a(b.left)]\"] } }"
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(source.render(error, fileName: "doc.json"), """
            doc.json:2:29: error: root.layout[1]: cannot relate width to left in 'a.width == b.left': relate positions on the same axis, or sizes
              "layout": ["H:|[b]|", "[a(b.left)]"] } }
                                        ^~~~~~
            """)
        }
    }
}
