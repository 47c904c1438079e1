import LayoutSupport
import XCTest

@testable import AutoLayout
@testable import AutoLayoutCLI

/// `autolayout layout` on documents with text: fonts read from files relative to the
/// document, errors at their place in the document, the text drawn in the SVG.
final class LayoutCommandTextTests: XCTestCase {
    static var examples: String {
        var directory = #filePath
        for _ in 0..<3 {
            if let slash = directory.lastIndex(of: "/") { directory = String(directory[..<slash]) }
        }
        return directory + "/Examples"
    }

    func testTheFolderOfADocument() {
        XCTAssertEqual(LayoutCommand.folder(of: "invoice.json"), "")
        XCTAssertEqual(LayoutCommand.folder(of: "Examples/invoice.json"), "Examples")
        XCTAssertEqual(LayoutCommand.folder(of: "/invoice.json"), "/")
        XCTAssertEqual(LayoutCommand.folder(of: "-"), "")
    }

    func testTheInvoiceIsDrawnWithItsText() {
        let file = Self.examples + "/invoice.json"
        let result = LayoutCommand.run([file, "--width", "600", "--format", "svg"], readFile: TextFile.read)
        XCTAssertEqual(result.status, 0, result.errorOutput)
        XCTAssertEqual(result.errorOutput, "")
        let lines = result.output.split(separator: "\n").filter { $0.contains("font-family=\"Example Sans\"") }
        XCTAssertEqual(lines.count, 11)
        XCTAssertEqual(lines.first.map(String.init), ##"    <text x="30" y="46" font-family="Example Sans" font-size="20" fill="#000000" xml:space="preserve">Invoice 2041</text>"##)
        XCTAssertEqual(lines.last.map(String.init), ##"    <text x="30" y="190" font-family="Example Sans" font-size="10" fill="#000000" xml:space="preserve">of this invoice!</text>"##)
    }

    func testAMissingFontIsReportedInTheDocument() {
        let text = #"{ "root": { "name": "r", "width": 10, "height": 5, "subviews": [{ "name": "t", "text": { "string": "x", "font": "nowhere/F.ttf", "size": 10 } }] } }"#
        let result = LayoutCommand.run(["/nonexistent-folder/doc.json"], readFile: { _ throws(FileReadError) in text })
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorOutput, """
            /nonexistent-folder/doc.json:1:113: error: root.subviews[0].text.font: cannot read the font file \
            '/nonexistent-folder/nowhere/F.ttf': No such file or directory
            \(text)
                                                                                                                            ^~~~~~~~~~~~~~~
            hint: font paths are relative to the document's folder

            """)
    }
}
