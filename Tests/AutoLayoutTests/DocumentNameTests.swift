import AutoLayout
import AutoLayoutTesting
import XCTest

/// Names in documents: undeclared names become views (the format says so), a near miss of a
/// declared name is a warning at its place, a strict document refuses every undeclared name,
/// and a node's layout cannot name the node itself.
final class DocumentNameTests: XCTestCase {
    private let lenient = """
        {"root": {"name": "root", "width": 200, "height": 100,
          "layout": "H:|-[button]-[lable]-|\\nV:|[button(20)]; V:|[lable(20)]; H:[extra(5)]; V:[extra(5)]",
          "subviews": [{"name": "button", "intrinsicSize": [50, null]}, {"name": "label"}]}}
        """

    func testANearMissIsAWarningAtItsPlaceAndStillBecomesAView() throws {
        let source = try DocumentSource(text: lenient)
        let layout = try DocumentLayout(document: source.document, warningHandler: nil)
        XCTAssertFalse(layout.isStrict)
        XCTAssertEqual(layout.nameWarnings.count, 1)
        let warning = try XCTUnwrap(layout.nameWarnings.first)
        XCTAssertEqual(warning.kind, .layout)
        XCTAssertEqual(warning.path, "root.layout")
        XCTAssertEqual(warning.diagnostics.map(\.description), [
            "1:15: warning: undeclared view 'lable' becomes a new view (hint: did you mean 'label'?)",
            "2:22: warning: undeclared view 'lable' becomes a new view (hint: did you mean 'label'?)",
        ])
        XCTAssertEqual(warning.diagnostics.map(\.id), [.undeclaredView, .undeclaredView])
        XCTAssertEqual(source.render(warning, fileName: "doc.json"), """
            doc.json:2:28: warning: root.layout: undeclared view 'lable' becomes a new view
              "layout": "H:|-[button]-[lable]-|\\nV:|[button(20)]; V:|[lable(20)]; H:[extra(5)]; V:[extra(5)]",
                                       ^~~~~
            hint: did you mean 'label'?

            doc.json:2:59: warning: root.layout: undeclared view 'lable' becomes a new view
              "layout": "H:|-[button]-[lable]-|\\nV:|[button(20)]; V:|[lable(20)]; H:[extra(5)]; V:[extra(5)]",
                                                                      ^~~~~
            hint: did you mean 'label'?
            """)
        // `extra` is far from every declared name: no warning; both became views.
        XCTAssertEqual(layout.root.subviews.map(\.name), ["button", "label", "lable", "extra"])
        let report = layout.report
        XCTAssertEqual(report.nameWarnings, layout.nameWarnings)
        XCTAssertEqual(Array(report.warnings.prefix(2)), [
            "root.layout: 1:15: warning: undeclared view 'lable' becomes a new view (hint: did you mean 'label'?)",
            "root.layout: 2:22: warning: undeclared view 'lable' becomes a new view (hint: did you mean 'label'?)",
        ])
    }

    func testAStrictDocumentRefusesUndeclaredNames() throws {
        let strictText = lenient.replacingOccurrences(of: "{\"root\": {", with: "{\"strict\": true, \"root\": {")
        let source = try DocumentSource(text: strictText)
        XCTAssertTrue(source.document.isStrict)
        XCTAssertThrowsError(try DocumentLayout(document: source.document, warningHandler: nil)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .layout)
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "1:15: error: undeclared view 'lable': the document is strict, so every view must be declared (hint: did you mean 'label'?)",
                "2:22: error: undeclared view 'lable': the document is strict, so every view must be declared (hint: did you mean 'label'?)",
                "2:37: error: undeclared view 'extra': the document is strict, so every view must be declared (hint: declare 'extra' in the \"subviews\" of a node, or leave \"strict\" out)",
                "2:51: error: undeclared view 'extra': the document is strict, so every view must be declared (hint: declare 'extra' in the \"subviews\" of a node, or leave \"strict\" out)",
            ])
            // Printed, the error shows the layout text with a caret.
            XCTAssertTrue("\(error)".hasPrefix("""
                root.layout:1:15: error: undeclared view 'lable': the document is strict, so every view must be declared
                H:|-[button]-[lable]-|
                              ^~~~~
                hint: did you mean 'label'?
                """), "\(error)")
        }
        // The override makes a lenient document strict too.
        let lenientDocument = try LayoutDocument(json: lenient)
        XCTAssertThrowsError(try DocumentLayout(
            document: lenientDocument, overrides: DocumentLayoutOverrides(isStrict: true), warningHandler: nil))
        XCTAssertNoThrow(try DocumentLayout(
            document: source.document, overrides: DocumentLayoutOverrides(isStrict: false), warningHandler: nil))
    }

    func testStrictIsWrittenAndReadBack() throws {
        let document = try LayoutDocument(json: #"{"strict": true, "root": {"name": "r", "width": 1, "height": 1}}"#)
        XCTAssertTrue(document.json.contains(#""strict": true"#))
        XCTAssertEqual(try LayoutDocument(json: document.json), document)
        XCTAssertThrowsError(try LayoutDocument(json: #"{"strict": "yes", "root": {}}"#)) {
            XCTAssertEqual(($0 as? DocumentError)?.summary, #"1:12: strict: expected true or false, found the string "yes""#)
        }
    }

    func testANodesLayoutCannotNameTheNodeItself() throws {
        let text = """
            {"root": {"name": "login", "width": 200, "height": 100,
              "layout": "H:|-[button]-|; V:|[login(44)]", "subviews": [{"name": "button"}]}}
            """
        let source = try DocumentSource(text: text)
        XCTAssertThrowsError(try DocumentLayout(document: source.document, warningHandler: nil)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(source.render(error, fileName: "doc.json"), """
                doc.json:2:34: error: root.layout: 'login' is the view this text is laid out in
                  "layout": "H:|-[button]-|; V:|[login(44)]", "subviews": [{"name": "button"}]}}
                                                 ^~~~~
                hint: write '|' for the superview
                """)
        }
    }

    func testLoadErrorsPrintWithTheirSource() {
        let text = "{\n  \"root\": { \"huging\": [250, 250] }\n}"
        XCTAssertThrowsError(try DocumentSource(text: text)) { error in
            XCTAssertEqual("\(error)", """
                2:13: error: root.huging: unknown key 'huging' in a view; expected one of 'name', 'layout', 'subviews', \
                'intrinsicSize', 'hugging', 'compressionResistance', 'hidden', 'rules', 'baselines', 'class', 'zIndex', 'data', 'scroll', 'text', 'width', 'height'
                  "root": { "huging": [250, 250] }
                            ^~~~~~~~
                hint: did you mean 'hugging'?
                """)
            XCTAssertEqual((error as? DocumentError)?.summary, """
                2:13: root.huging: unknown key 'huging' in a view; expected one of 'name', 'layout', 'subviews', \
                'intrinsicSize', 'hugging', 'compressionResistance', 'hidden', 'rules', 'baselines', 'class', 'zIndex', 'data', 'scroll', 'text', 'width', 'height' \
                (hint: did you mean 'hugging'?)
                """)
        }
    }
}
