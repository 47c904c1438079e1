import XCTest

@testable import Typography

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks against DejaVu Sans when the system has it. The expected numbers were read with
/// independent tools: fontTools 4.68 (hmtx, cmap, OS/2, hhea) and HarfBuzz 11 through
/// uharfbuzz 0.57 (sums of x advances with only the `kern` feature on, `liga`, `mark`...
/// off), on DejaVu Sans 2.37.
final class DejaVuTests: XCTestCase {
    static let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static func readFile(_ path: String) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return bytes
        #else
        return nil
        #endif
    }

    func dejaVu() throws -> Typeface {
        guard let bytes = Self.readFile(Self.path) else { throw XCTSkip("\(Self.path) is not installed") }
        return try Typeface(bytes: bytes)
    }

    func testTablesMatchFontTools() throws {
        let face = try dejaVu()
        XCTAssertEqual(face.unitsPerEm, 2048)
        XCTAssertEqual(face.glyphCount, 6253)
        // fsSelection 0x40: no USE_TYPO_METRICS, so hhea (1901, -483, 0), not typo (1556, -492, 410).
        XCTAssertEqual(face.verticalMetricsSource, .hhea)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [1901, -483, 0])
        XCTAssertEqual(face.kerningSource, .gpos)
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        let expected: [(Unicode.Scalar, UInt16, Int)] = [
            ("A", 36, 1401), ("V", 57, 1401), ("a", 68, 1255), (" ", 3, 651), (".", 17, 651),
            ("\u{2026}", 2825, 2048), ("W", 58, 2025), ("T", 55, 1251), ("o", 82, 1253), ("\u{6F22}", 0, 1229),
        ]
        for (scalar, glyph, advance) in expected {
            XCTAssertEqual(face.glyph(for: scalar), glyph, "\(scalar)")
            XCTAssertEqual(face.advance(ofGlyph: glyph), advance, "\(scalar)")
        }
    }

    func testWidthsMatchHarfBuzz() throws {
        let face = try dejaVu()
        // At 2048 pt a font unit is a point, so widths are HarfBuzz's advance sums exactly.
        let expected: [(String, Int, Int)] = [
            ("AVATAR", 7698, 8278), ("Tomorrow", 9935, 10364), ("Hello, World!", 13183, 13303),
            ("Wave", 5621, 5752), ("To be, or not to be", 18687, 19035), ("Typography", 11904, 12223),
            ("AV", 2671, 2802), ("LT", 2110, 2392), ("Ta", 2167, 2506), ("Yo", 2232, 2504),
        ]
        for (string, kerned, plain) in expected {
            let kernedStyle = TextStyle(typeface: face, size: 2048)
            let plainStyle = TextStyle(typeface: face, size: 2048, kerning: false)
            XCTAssertEqual(TextMeasurer.measureUncached(string, style: kernedStyle).width, Double(kerned), string)
            XCTAssertEqual(TextMeasurer.measureUncached(string, style: plainStyle).width, Double(plain), string)
        }
    }

    func testLineMetricsAtSixteenPoints() throws {
        let style = TextStyle(typeface: try dejaVu(), size: 16)
        let text = TextMeasurer.measureUncached("To be, or not to be", style: style, width: 80)
        let lineHeight = Double(1901 + 483) * 16 / 2048
        XCTAssertEqual(text.lineHeight, lineHeight, accuracy: 1e-12)
        XCTAssertEqual(text.firstBaseline, 1901.0 * 16 / 2048, accuracy: 1e-12)
        XCTAssertEqual(text.lastBaseline, 483.0 * 16 / 2048, accuracy: 1e-12)
        // HarfBuzz: "To be, or" 8764 units, "not to be" 9272, "To be, or not" 12769.
        XCTAssertEqual(text.lines.map(\.text), ["To be, or", "not to be"])
        XCTAssertEqual(text.lines.map(\.width), [8764.0 * 16 / 2048, 9272.0 * 16 / 2048])
        XCTAssertEqual(text.height, 2 * lineHeight, accuracy: 1e-12)
        let wider = TextMeasurer.measureUncached("To be, or not to be", style: style, width: 12769.0 * 16 / 2048)
        XCTAssertEqual(wider.lines.map(\.text), ["To be, or not", "to be"])
    }
}
