import XCTest
@testable import AutoLayout

final class DocumentDiagnosticTests: XCTestCase {
    private func rendered(_ json: String) -> String {
        do {
            _ = try DocumentSource(text: json)
            return "no error"
        } catch let error as DocumentError {
            return DocumentErrorRenderer(fileName: "doc.json").render(error, inText: json)
        } catch {
            return "unexpected \(error)"
        }
    }

    func testUnknownKeyRendersLikeACompiler() {
        XCTAssertEqual(rendered("{\n  \"root\": { \"hidden\": false, \"subviewz\": [] }\n}"), """
        doc.json:2:30: error: root.subviewz: unknown key 'subviewz' in a view; expected one of 'name', 'layout', 'subviews', \
        'intrinsicSize', 'hugging', 'compressionResistance', 'hidden', 'rules', 'baselines', 'class', 'zIndex', 'data', 'scroll', 'text', 'width', 'height'
          "root": { "hidden": false, "subviewz": [] }
                                     ^~~~~~~~~~
        hint: did you mean 'subviews'?
        """)
    }

    func testSyntaxErrorRendersLikeACompiler() {
        XCTAssertEqual(rendered("{ \"root\": { \"name\": \"a\" \"x\": 1 } }"), """
        doc.json:1:25: error: root.name: expected ',' or '}' after a member of the object, found '"'
        { "root": { "name": "a" "x": 1 } }
                                ^
        hint: add a comma between members
        """)
    }

    func testMultiLineValueIsPointedAtByItsStart() {
        XCTAssertEqual(rendered("{ \"root\": {},\n  \"spacing\": [\n1] }"), """
        doc.json:2:14: error: spacing: expected spacing as an object, found an array of 1 element
          "spacing": [
                     ^
        """)
    }

    func testLayoutDiagnosticMapsIntoTheFile() throws {
        let text = "{ \"root\": {\n  \"layout\": \"H:|[a]\\n|V:[lable]\" } }"
        let source = try DocumentSource(text: text)
        // Line 2, column 5 of the layout text is 'lable', after the escaped line break.
        let inText = SourceRange(
            start: SourceLocation(offset: 11, line: 2, column: 5),
            end: SourceLocation(offset: 16, line: 2, column: 10))
        let error = DocumentError(
            .layout, at: "root.layout", "the layout text has an error",
            diagnostics: [Diagnostic(DiagnosticID("vfl.test"), "unknown view 'lable'", at: inText, hint: "did you mean 'label'?")])
        XCTAssertEqual(source.render(error, fileName: "doc.json"), """
        doc.json:2:26: error: root.layout: unknown view 'lable'
          "layout": "H:|[a]\\n|V:[lable]" } }
                                 ^~~~~
        hint: did you mean 'label'?
        """)
    }

    func testWholeDocumentErrorHasNoCaret() {
        XCTAssertEqual(rendered("{ }"), """
        doc.json:1:1: error: expected a "root" object describing the root view
        { }
        ^~~
        """)
        XCTAssertEqual(
            DocumentErrorRenderer(fileName: "doc.json").render(
                DocumentError(.missingSize, at: "root", "the root has no width", hint: "pass --width"), inText: "{}"),
            "doc.json: error: root: the root has no width\nhint: pass --width")
    }
}
