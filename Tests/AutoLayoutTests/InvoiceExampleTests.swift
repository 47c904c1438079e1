import Foundation
import XCTest
@testable import AutoLayout

/// `Examples/invoice.json` in `Examples/fonts/ExampleSans.ttf` (written by
/// `Tools/fonts/make_example_font.py`) at 320 and 600 points: every frame follows from the
/// font's advances (`advance(of:)`, as the script's docstring lists them) and metrics
/// (ascender 800, descender -200, no line gap: a line is `size` tall, its baseline at 0.8 ×
/// size from the top).
final class InvoiceExampleTests: XCTestCase {
    static var examples: String {
        var directory = #filePath
        for _ in 0..<3 {
            if let slash = directory.lastIndex(of: "/") { directory = String(directory[..<slash]) }
        }
        return directory + "/Examples"
    }

    /// The example font's advance of a character, in font units.
    static func advance(of character: Character) -> Int {
        if character == "\u{2026}" { return 750 }
        if " ijl.,:;'!|".contains(character) { return 250 }
        if "mwMW@".contains(character) { return 800 }
        if character.isASCII, character.isUppercase { return 600 }
        if character.isASCII, character.isNumber { return 550 }
        return 500
    }

    static func width(_ text: String, size: Double) -> Double {
        Double(text.reduce(0) { $0 + advance(of: $1) }) * size / 1000
    }

    private func layout(width: Double) throws -> DocumentLayout {
        let text = try String(contentsOfFile: Self.examples + "/invoice.json", encoding: .utf8)
        let document = try DocumentSource(text: text).loadingFonts(relativeTo: Self.examples)
        return try DocumentLayout(document: document, overrides: DocumentLayoutOverrides(width: width), warningHandler: nil)
    }

    func testTheExampleFontHasTheAdvancesItsScriptDocuments() throws {
        let bytes = Array(try XCTUnwrap(FileManager.default.contents(atPath: Self.examples + "/fonts/ExampleSans.ttf")))
        let face = try Typeface(bytes: bytes)
        XCTAssertEqual(face.unitsPerEm, 1000)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [800, -200, 0])
        XCTAssertEqual(face.verticalMetricsSource, .typo)
        XCTAssertEqual(face.familyName, "Example Sans")
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["\u{2026}"] {
            XCTAssertEqual(face.advance(ofGlyph: face.glyph(for: scalar)), Self.advance(of: Character(scalar)), "\(scalar)")
        }
        XCTAssertEqual(face.glyph(for: "\u{E9}"), 0)
    }

    func testInvoiceAt320() throws {
        let report = try layout(width: 320).report
        XCTAssertEqual(report.warnings, [])
        // One-line widths: title 5800 units at 20 = 116; date 8200 at 10 = 82; prices 35.5
        // and 30; "Total due" 41; the total 3550 at 20 = 71.
        XCTAssertEqual(Self.width("Invoice 2041", size: 20), 116)
        XCTAssertEqual(Self.width("23 November 2026", size: 10), 82)
        let expected: [(String, Double, Double, Double, Double)] = [
            ("title", 20, 20, 116, 20),
            // Last baselines aligned: 40 - 4 = 36 = date's bottom - 2.
            ("date", 320 - 20 - 82, 28, 82, 10),
            ("billTo", 20, 48, 280, 14),
            // Beside its price (35.5 wide), two lines of 14.
            ("item1", 20, 78, 320 - 20 - 35.5 - 8 - 20, 28),
            // First baselines aligned: 78 + 10 = price's top + 8.
            ("price1", 264.5, 80, 35.5, 10),
            ("item2", 20, 114, 242, 14),
            ("price2", 270, 116, 30, 10),
            ("totalLabel", 180, 144, 41, 10),
            // Last baselines aligned: 154 - 2 = total's bottom - 4.
            ("total", 229, 136, 71, 20),
            // Two lines at most: cut, with an ellipsis.
            ("note", 20, 170, 280, 28),
        ]
        check(report, expected)
        XCTAssertEqual(report.frame(named: "item1")?.text?.lines.map(\.text), [
            "Layout engine with an incremental solver, documents", "and text",
        ])
        XCTAssertEqual(report.frame(named: "note")?.text?.lines.map(\.text), [
            "Payment within 30 days, please, by bank transfer to the",
            "account below. Thank you for your business and for reading\u{2026}",
        ])
        XCTAssertEqual(report.frame(named: "note")?.text?.lines.map(\.baseline), [10, 24])
    }

    func testInvoiceAt600() throws {
        let report = try layout(width: 600).report
        XCTAssertEqual(report.warnings, [])
        let expected: [(String, Double, Double, Double, Double)] = [
            ("title", 20, 20, 116, 20),
            ("date", 600 - 20 - 82, 28, 82, 10),
            ("billTo", 20, 48, 560, 14),
            // One line now: everything below moves up by 14.
            ("item1", 20, 78, 516.5, 14),
            ("price1", 544.5, 80, 35.5, 10),
            ("item2", 20, 100, 522, 14),
            ("price2", 550, 102, 30, 10),
            ("totalLabel", 460, 130, 41, 10),
            ("total", 509, 122, 71, 20),
            ("note", 20, 156, 560, 28),
        ]
        check(report, expected)
        XCTAssertEqual(report.frame(named: "note")?.text?.lines.map(\.text), [
            "Payment within 30 days, please, by bank transfer to the account below. Thank you for your business and for reading every line",
            "of this invoice!",
        ])
    }

    /// The invoice ends with `-(>=20)-|`, so `--height fit` gives the height its text needs:
    /// the note's bottom plus 20, at each width (the frames are those of the fixed height).
    func testInvoiceFitsItsHeightToTheWrappedText() throws {
        let text = try String(contentsOfFile: Self.examples + "/invoice.json", encoding: .utf8)
        let document = try DocumentSource(text: text).loadingFonts(relativeTo: Self.examples)
        for (width, height, noteTop) in [(320.0, 218.0, 170.0), (600, 204, 156)] {
            var overrides = DocumentLayoutOverrides(width: width)
            overrides.fitsHeight = true
            let report = try DocumentLayout(document: document, overrides: overrides, warningHandler: nil).report
            XCTAssertEqual(report.warnings, [], "\(width)")
            XCTAssertEqual([report.rootWidth, report.rootHeight], [width, height], "\(width)")
            XCTAssertEqual(report.fittedAxes, [.vertical], "\(width)")
            XCTAssertEqual(report.frame(named: "note")?.y, noteTop, "\(width)")
        }
    }

    private func check(_ report: LayoutReport, _ expected: [(String, Double, Double, Double, Double)]) {
        XCTAssertEqual(report.frames.map(\.name), expected.map(\.0))
        for (name, x, y, width, height) in expected {
            let frame = report.frame(named: name)
            XCTAssertEqual(
                frame.map { [$0.x, $0.y, $0.width, $0.height] }, [x, y, width, height], name)
            // Every line is as wide as its advances say, and fits its view.
            for line in frame?.text?.lines ?? [] {
                let size = name == "title" || name == "total" ? 20.0 : 10.0
                XCTAssertEqual(line.width, Self.width(line.text, size: size), accuracy: 1e-9, line.text)
                XCTAssertLessThanOrEqual(line.width, width + 1e-9, line.text)
            }
        }
    }
}
