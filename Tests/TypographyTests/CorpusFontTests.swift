import XCTest

@testable import Typography

/// The fuzz seeds in `Fuzz/typography-corpus/` are real fonts made by fontTools (not by this
/// package's test builder): a CFF font with extension lookups, a `kern`-only font, a GPOS font
/// and a collection. Expected widths are HarfBuzz's (uharfbuzz 0.57, default features; these
/// fonts have no ligatures or marks), in font units.
final class CorpusFontTests: XCTestCase {
    func corpusFile(_ name: String) throws -> [UInt8] {
        // #filePath is .../Tests/TypographyTests/CorpusFontTests.swift.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 3 else { throw XCTSkip("no repository path") }
        components.removeLast(3)
        let path = (components + ["Fuzz", "typography-corpus", Substring(name)]).joined(separator: "/")
        guard let bytes = DejaVuTests.readFile(path) else { throw XCTSkip("\(path) not readable") }
        return bytes
    }

    func widths(_ face: Typeface) -> [Double] {
        let style = TextStyle(typeface: face, size: Double(face.unitsPerEm))
        return ["AV", "VA", "To", "A", "x"].map { TextMeasurer.measureUncached($0, style: style).width }
    }

    func testOpenTypeCFFWithExtensionLookups() throws {
        let face = try Typeface(bytes: try corpusFile("otto.otf"))
        XCTAssertTrue(face.hasCFFOutlines)
        XCTAssertEqual(face.kerningSource, .gpos)
        // fsSelection 0x80: typo metrics (750, -250, 100) rather than hhea (800, -200, 0).
        XCTAssertEqual(face.verticalMetricsSource, .typo)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [750, -250, 100])
        XCTAssertEqual(face.glyph(for: "\u{1F600}"), 6, "from the format 12 subtable")
        XCTAssertEqual(widths(face), [1120, 1100, 1020, 600, 500])
    }

    func testKernTableOnlyAndGposSubsets() throws {
        let kern = try Typeface(bytes: try corpusFile("kern.ttf"))
        XCTAssertEqual(kern.kerningSource, .kernTable)
        XCTAssertEqual(widths(kern), [2856, 2819, 2440, 1479, 1229])
        let gpos = try Typeface(bytes: try corpusFile("gpos.ttf"))
        XCTAssertEqual(gpos.kerningSource, .gpos)
        XCTAssertEqual(widths(gpos), [2671, 2671, 2156, 1401, 1229])
    }

    func testCollectionFaces() throws {
        let bytes = try corpusFile("pair.ttc")
        XCTAssertEqual(try Typeface.faceCount(in: bytes), 2)
        XCTAssertEqual(widths(try Typeface(bytes: bytes, faceIndex: 0)), [2671, 2671, 2156, 1401, 1229])
        XCTAssertEqual(widths(try Typeface(bytes: bytes, faceIndex: 1)), [2856, 2819, 2440, 1479, 1229])
    }
}
