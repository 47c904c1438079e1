import XCTest
@testable import AutoLayout
import LayoutSupport

/// Documents' `text` and `fonts`: loading, errors at their place in the file, fonts read
/// relative to the document's folder, layout, writing back, and the text in the SVG.
final class DocumentTextTests: XCTestCase {
    /// A reader of font files from memory that notes what was asked.
    private final class FontFiles {
        var files: [String: [UInt8]]
        var reads: [String] = []
        init(_ files: [String: [UInt8]]) { self.files = files }
        func read(_ path: String) throws(FileReadError) -> [UInt8] {
            reads.append(path)
            guard let bytes = files[path] else { throw FileReadError(path: path, reason: "No such file or directory") }
            return bytes
        }
    }

    private func loadError(_ json: String) -> String {
        do {
            _ = try DocumentSource(text: json)
            return "no error"
        } catch let error as DocumentError {
            return DocumentErrorRenderer(fileName: "doc.json").render(error, inText: json)
        } catch {
            return "unexpected \(error)"
        }
    }

    private func fontError(_ json: String, files: FontFiles) throws -> String {
        let source = try DocumentSource(text: json)
        do {
            _ = try source.loadingFonts(relativeTo: "docs", read: files.read)
            return "no error"
        } catch {
            return source.render(error, fileName: "doc.json")
        }
    }

    static let card = """
        {
          "fonts": { "body": "fonts/Test.ttf" },
          "root": {
            "name": "card", "width": 200, "height": 100,
            "layout": [{ "format": "H:|-[title]-[price]-|", "options": ["alignAllFirstBaseline"] }, "V:|-[title]"],
            "subviews": [
              { "name": "title", "text": { "string": "aaaa bbbb", "font": "body", "size": 10, "lines": 2, "lineHeight": 14 } },
              { "name": "price", "hugging": [750, 250], "text": { "string": "9.50", "font": "fonts/Test.ttf", "size": 20 } }
            ]
          }
        }
        """

    func testTextKeysLoadIntoTheDocument() throws {
        let document = try LayoutDocument(json: Self.card)
        XCTAssertEqual(document.fonts, ["body": "fonts/Test.ttf"])
        XCTAssertEqual(
            document.root.subviews[0].text,
            DocumentText(string: "aaaa bbbb", font: "body", size: 10, lines: 2, lineHeight: 14))
        XCTAssertEqual(document.root.subviews[1].text, DocumentText(string: "9.50", font: "fonts/Test.ttf", size: 20))
        XCTAssertEqual(document.fontPath(for: "body"), "fonts/Test.ttf")
        XCTAssertEqual(document.fontPath(for: "fonts/Test.ttf"), "fonts/Test.ttf")
        XCTAssertTrue(document.typefaces.isEmpty)
    }

    func testTheWriterWritesTextAndFontsBack() throws {
        let document = try LayoutDocument(json: Self.card)
        XCTAssertEqual(try LayoutDocument(json: document.json), document)
        XCTAssertTrue(document.json.contains("""
            "text": { "string": "aaaa bbbb", "font": "body", "size": 10, "lines": 2, "lineHeight": 14 }
            """), document.json)
    }

    func testFontsAreReadOnceRelativeToTheDocumentsFolder() throws {
        let files = FontFiles(["docs/fonts/Test.ttf": TestFont().bytes])
        let source = try DocumentSource(text: Self.card)
        let document = try source.loadingFonts(relativeTo: "docs", read: files.read)
        XCTAssertEqual(files.reads, ["docs/fonts/Test.ttf"])
        XCTAssertEqual(document.typefaces.keys.sorted(), ["fonts/Test.ttf"])
        XCTAssertEqual(DocumentSource.path(of: "/abs/F.ttf", relativeTo: "docs"), "/abs/F.ttf")
        XCTAssertEqual(DocumentSource.path(of: "F.ttf", relativeTo: ""), "F.ttf")
        XCTAssertEqual(DocumentSource.path(of: "F.ttf", relativeTo: "/"), "/F.ttf")
    }

    func testADocumentsTextGivesFramesAndBaselines() throws {
        let files = FontFiles(["docs/fonts/Test.ttf": TestFont().bytes])
        let document = try DocumentSource(text: Self.card).loadingFonts(relativeTo: "docs", read: files.read)
        let layout = try DocumentLayout(document: document, warningHandler: nil)
        // price: "9.50" is 250 + 3 x 500 units = 35 points at 20, first baseline 1 + 16 = 17;
        // title: the rest of the width, "aaaa bbbb" (42.5 points) on one line of 14 (first
        // baseline 2 + 8 = 10).
        assertFrame(layout.engine.frame(of: try XCTUnwrap(layout.root.descendant(named: "title"))), 20, 20, 117, 14)
        assertFrame(layout.engine.frame(of: try XCTUnwrap(layout.root.descendant(named: "price"))), 145, 13, 35, 22)
        let title = try XCTUnwrap(layout.root.descendant(named: "title")?.text)
        XCTAssertEqual(title.familyName, "Test Sans")
        XCTAssertEqual(title.style.maxLines, 2)
        XCTAssertEqual(title.style.lineHeight, .points(14))
        // Narrower: the title wraps to two lines and grows to 28.
        layout.engine.layout(width: 40 + 20 + 8 + 35, height: 100)
        XCTAssertEqual(layout.report.frame(named: "title")?.height, 28)
        XCTAssertEqual(layout.report.frame(named: "title")?.text?.lines.map(\.text), ["aaaa", "bbbb"])
    }

    func testTheSVGDrawsEachLineAtItsBaseline() throws {
        let files = FontFiles(["docs/fonts/Test.ttf": TestFont(familyName: nil).bytes])
        let document = try DocumentSource(text: Self.card).loadingFonts(relativeTo: "docs", read: files.read)
        let layout = try DocumentLayout(document: document, warningHandler: nil)
        layout.engine.layout(width: 103, height: 100)
        let svg = layout.report.rendered(as: .svg)
        // No family in the file: the file's name stands for it. Positions are 10 points in.
        let lines = svg.split(separator: "\n").filter { $0.contains("<text") && $0.contains("font-size=") }.map(String.init)
        XCTAssertEqual(lines, [
            ##"    <text x="30" y="40" font-family="Test" font-size="10" fill="#000000" xml:space="preserve">aaaa</text>"##,
            ##"    <text x="30" y="54" font-family="Test" font-size="10" fill="#000000" xml:space="preserve">bbbb</text>"##,
            ##"    <text x="58" y="40" font-family="Test" font-size="20" fill="#000000" xml:space="preserve">9.50</text>"##,
        ])
        // The view's own name label gives way to its text; the legend still names it.
        XCTAssertFalse(svg.contains(">title</text>"))
        XCTAssertTrue(svg.contains(">title in card: 20, 20, 20 x 28</text>"))
        let json = layout.report.rendered(as: .json)
        XCTAssertTrue(json.contains("""
                  "text": {
                    "lines": ["aaaa", "bbbb"],
                    "baselines": [10, 24]
                  }
            """), json)
    }

    func testTextIsEscapedInTheSVG() {
        let report = LayoutReport(
            rootName: "r", rootWidth: 100, rootHeight: 50,
            frames: [LayoutReport.Frame(
                name: "t", superview: "r", x: 1, y: 2, width: 50, height: 10,
                text: LayoutReport.TextLines(
                    familyName: "A&B", fontSize: 12.5, lines: [.init(text: "<a & \"b\">", baseline: 9.25, width: 40)]))])
        XCTAssertTrue(report.rendered(as: .svg).contains(
            ##"<text x="11" y="21.25" font-family="A&amp;B" font-size="12.5" fill="#000000" xml:space="preserve">&lt;a &amp; &quot;b&quot;&gt;</text>"##))
    }

    func testAnUnknownFontNameSuggestsTheClosest() {
        let json = """
            { "fonts": { "body": "B.ttf", "heading": "H.ttf" },
              "root": { "name": "r", "subviews": [{ "name": "t", "text": { "string": "x", "font": "bdy", "size": 10 } }] } }
            """
        XCTAssertEqual(loadError(json), """
            doc.json:2:87: error: root.subviews[0].text.font: unknown font name 'bdy'
              "root": { "name": "r", "subviews": [{ "name": "t", "text": { "string": "x", "font": "bdy", "size": 10 } }] } }
                                                                                                  ^~~~~
            hint: did you mean 'body'?
            """)
    }

    func testAFontNameWithoutAMapSaysHowToName() {
        let json = #"{ "root": { "name": "r", "subviews": [{ "name": "t", "text": { "string": "x", "font": "body", "size": 10 } }] } }"#
        XCTAssertEqual(loadError(json), """
            doc.json:1:87: error: root.subviews[0].text.font: unknown font name 'body'
            \(json)
                                                                                                  ^~~~~~
            hint: name it in the document's "fonts" ({"body": "fonts/File.ttf"}), or give the file's path
            """)
    }

    func testTextValuesAreChecked() throws {
        func error(_ text: String) throws -> DocumentError {
            do {
                _ = try DocumentSource(text: #"{ "root": { "name": "r", "subviews": [{ "name": "t", "text": \#(text) }] } }"#)
            } catch let error as DocumentError {
                return error
            }
            throw XCTSkip("no error for \(text)")
        }
        let missingSize = try error(#"{ "string": "x", "font": "F.ttf" }"#)
        XCTAssertEqual(missingSize.kind, .missingKey)
        XCTAssertEqual(missingSize.message, #"expected a "size" in the text (points)"#)
        XCTAssertEqual(missingSize.range?.start.column, 62)
        let typo = try error(#"{ "string": "x", "font": "F.ttf", "sise": 3 }"#)
        XCTAssertEqual(typo.path, "root.subviews[0].text.sise")
        XCTAssertEqual(typo.hint, "did you mean 'size'?")
        let lines = try error(#"{ "string": "x", "font": "F.ttf", "size": 3, "lines": 1.5 }"#)
        XCTAssertEqual(lines.summary, "1:116: root.subviews[0].text.lines: expected a whole number of lines (0: no limit), found the number 1.5")
        let negative = try error(#"{ "string": "x", "font": "F.ttf", "size": -1 }"#)
        XCTAssertEqual(negative.message, "expected a number of at least 0, found the number -1")
        let empty = try error(#"{ "string": "x", "font": "", "size": 1 }"#)
        XCTAssertEqual(empty.message, #"expected a font file's path or a name of "fonts", found an empty string"#)
        let notText = try error("\"hello\"")
        XCTAssertEqual(notText.message, #"expected a text as an object, found the string "hello""#)
    }

    func testAFontNameThatLooksLikeAPathIsRefused() {
        XCTAssertEqual(loadError(#"{ "fonts": { "body.ttf": "B.ttf" }, "root": { "name": "r" } }"#), """
            doc.json:1:14: error: fonts.body.ttf: the font name 'body.ttf' could be read as a file path; a name has no '/' and no '.'
            { "fonts": { "body.ttf": "B.ttf" }, "root": { "name": "r" } }
                         ^~~~~~~~~~
            """)
    }

    func testAMissingFontFileIsReportedWhereItIsNamed() throws {
        XCTAssertEqual(try fontError(Self.card, files: FontFiles([:])), """
            doc.json:2:22: error: fonts.body: cannot read the font file 'docs/fonts/Test.ttf': No such file or directory
              "fonts": { "body": "fonts/Test.ttf" },
                                 ^~~~~~~~~~~~~~~~
            hint: font paths are relative to the document's folder
            """)
    }

    func testABadFontFileIsReportedWithTheReadersReason() throws {
        let json = #"{ "root": { "name": "r", "subviews": [{ "name": "t", "text": { "string": "x", "font": "bad.ttf", "size": 10 } }] } }"#
        let files = FontFiles(["docs/bad.ttf": Array("not a font".utf8)])
        XCTAssertEqual(try fontError(json, files: files), """
            doc.json:1:87: error: root.subviews[0].text.font: 'docs/bad.ttf' is not a font this reader understands: \
            sfnt at byte 0: unknown file signature 0x6E6F7420 (not )
            \(json)
                                                                                                  ^~~~~~~~~
            hint: give a TrueType (.ttf) or OpenType (.otf, .ttc) file
            """)
        let source = try DocumentSource(text: json)
        do {
            _ = try source.loadingFonts(relativeTo: "docs", read: files.read)
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error.kind, .font)
            XCTAssertEqual(error.id, DiagnosticID("document.font"))
        }
    }

    func testLayingOutWithoutTheFontsSaysHowToLoadThem() throws {
        let document = try LayoutDocument(json: Self.card)
        XCTAssertThrowsError(try DocumentLayout(document: document, warningHandler: nil)) { error in
            XCTAssertEqual((error as? DocumentError)?.summary, """
                root.subviews[0].text.font: the font file 'fonts/Test.ttf' was not loaded \
                (hint: read the document's fonts first with DocumentSource.loadingFonts(relativeTo:))
                """)
        }
    }
}
