import XCTest

@testable import Typography

final class FontReaderTests: XCTestCase {
    func face(_ builder: FontBuilder = FontBuilder()) throws -> Typeface {
        try Typeface(bytes: builder.build())
    }

    func testReadsUnitsGlyphCountAndAdvances() throws {
        let face = try face()
        XCTAssertEqual(face.unitsPerEm, 1000)
        XCTAssertEqual(face.glyphCount, TestGlyphs.count)
        XCTAssertFalse(face.hasCFFOutlines)
        for (glyph, advance) in TestGlyphs.advances.enumerated() {
            XCTAssertEqual(face.advance(ofGlyph: UInt16(glyph)), Int(advance), "glyph \(glyph)")
        }
        XCTAssertEqual(face.advance(ofGlyph: UInt16(TestGlyphs.count)), 0, "past the glyph count")
    }

    func testGlyphsPastNumberOfHMetricsTakeTheLastAdvance() throws {
        var builder = FontBuilder()
        builder.numberOfHMetrics = 10
        let face = try face(builder)
        XCTAssertEqual(face.advance(ofGlyph: 9), 500)
        XCTAssertEqual(face.advance(ofGlyph: TestGlyphs.capitalA), 500, "glyph 9's advance, not 600")
        XCTAssertEqual(face.advance(ofGlyph: TestGlyphs.space), 250)
    }

    func testNumberOfHMetricsAboveGlyphCountIsClamped() throws {
        var builder = FontBuilder()
        builder.numGlyphs = 30
        let face = try face(builder)
        XCTAssertEqual(face.glyphCount, 30)
        XCTAssertEqual(face.advance(ofGlyph: 29), 600)
        // Glyph ids the cmap gives past the count read as .notdef.
        XCTAssertEqual(face.glyph(for: "漢"), 0)
    }

    func testCharacterMapPrefersTheFullRepertoireSubtable() throws {
        let face = try face()
        XCTAssertEqual(face.glyph(for: "a"), TestGlyphs.letter("a"))
        XCTAssertEqual(face.glyph(for: "z"), TestGlyphs.letter("z"))
        XCTAssertEqual(face.glyph(for: "漢"), TestGlyphs.kan)
        XCTAssertEqual(face.glyph(for: "\u{1F600}"), TestGlyphs.grinning)
        XCTAssertEqual(face.glyph(for: "Q"), 0)
        XCTAssertEqual(face.glyph(for: "\u{10FFFF}"), 0)
    }

    func testFormat4AloneMapsTheBasicPlaneOnly() throws {
        for glyphArray in [false, true] {
            var builder = FontBuilder()
            builder.cmapSubtables = [(3, 1, 4)]
            builder.format4UsesGlyphArray = glyphArray
            let face = try face(builder)
            for (scalar, glyph) in TestGlyphs.characters where scalar < 0x10000 {
                XCTAssertEqual(face.glyph(for: Unicode.Scalar(scalar)!), glyph, "U+\(String(scalar, radix: 16))")
            }
            XCTAssertEqual(face.glyph(for: "\u{1F600}"), 0)
            XCTAssertEqual(face.glyph(for: "\u{FFFF}"), 0)
        }
    }

    func testSubtablePreferenceOrder() throws {
        // (3,10) beats (3,1) even when listed last; differing maps tell which one was read.
        var builder = FontBuilder()
        var bmp = ByteWriter()
        bmp.append(FontBuilder.format4([0x61: 7], glyphArray: false))
        var full = ByteWriter()
        full.append(FontBuilder.format12([0x61: 9]))
        func cmap(_ records: [(Int, Int, [UInt8])]) -> [UInt8] {
            var w = ByteWriter()
            w.u16(0)
            w.u16(records.count)
            var offset = 4 + 8 * records.count
            for (platform, encoding, body) in records {
                w.u16(platform)
                w.u16(encoding)
                w.u32(offset)
                offset += body.count
            }
            for (_, _, body) in records { w.append(body) }
            return w.bytes
        }
        let cases: [([(Int, Int, [UInt8])], UInt16)] = [
            ([(3, 1, bmp.bytes), (3, 10, full.bytes)], 9),
            ([(0, 3, bmp.bytes), (0, 4, full.bytes)], 9),
            ([(3, 1, bmp.bytes), (0, 3, full.bytes)], 7),
            ([(1, 0, full.bytes), (0, 3, bmp.bytes)], 7),  // Macintosh subtables are never used
            ([(3, 0, full.bytes), (0, 1, bmp.bytes)], 7),  // symbol comes last
            // An unsupported format in the best subtable falls back to the next one.
            ([(3, 10, FontBuilder.unsupportedSubtable(format: 13)), (3, 1, bmp.bytes)], 7),
        ]
        for (records, expected) in cases {
            builder.replacedTables["cmap"] = cmap(records)
            XCTAssertEqual(try face(builder).glyph(for: "a"), expected)
        }
    }

    func testSymbolSubtableMapsLatin1ToPrivateUse() throws {
        var builder = FontBuilder()
        builder.characters = [0xF041: TestGlyphs.capitalA, 0xF020: TestGlyphs.space]
        builder.cmapSubtables = [(3, 0, 4)]
        let face = try face(builder)
        XCTAssertEqual(face.glyph(for: "A"), TestGlyphs.capitalA)
        XCTAssertEqual(face.glyph(for: " "), TestGlyphs.space)
        XCTAssertEqual(face.glyph(for: "V"), 0)
    }

    func testVerticalMetricsChoice() throws {
        var builder = FontBuilder()
        var face = try face(builder)
        XCTAssertEqual(face.verticalMetricsSource, .hhea)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [800, -200, 100])

        builder.os2?.useTypo = true
        face = try self.face(builder)
        XCTAssertEqual(face.verticalMetricsSource, .typo)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [700, -300, 0])

        builder.os2?.useTypo = false
        builder.hhea = (0, 0, 0)
        face = try self.face(builder)
        XCTAssertEqual(face.verticalMetricsSource, .typo)

        builder.os2?.typoAscender = 0
        builder.os2?.typoDescender = 0
        face = try self.face(builder)
        XCTAssertEqual(face.verticalMetricsSource, .win)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [900, -400, 0])

        builder.os2 = nil
        face = try self.face(builder)
        XCTAssertEqual(face.verticalMetricsSource, .boundingBox)
        XCTAssertEqual([face.ascender, face.descender, face.lineGap], [950, -250, 0])

        builder.hhea = (800, -200, -50)
        XCTAssertEqual(try self.face(builder).lineGap, 0, "a negative gap is read as none")
    }

    func testLegacyKernTable() throws {
        var builder = FontBuilder()
        let (a, v, t) = (TestGlyphs.capitalA, TestGlyphs.capitalV, TestGlyphs.capitalT)
        builder.kernSubtables = [
            (0x0001, [(a, v, -80), (v, a, -60)]),
            (0x0001, [(a, v, -20)]),  // adds up
            (0x0003, [(a, t, -500)]),  // minimum values: ignored
            (0x0005, [(a, t, -500)]),  // cross-stream: ignored
            (0x0000, [(a, t, -500)]),  // vertical: ignored
        ]
        var face = try face(builder)
        XCTAssertEqual(face.kerningSource, .kernTable)
        XCTAssertEqual(face.kerning(between: a, and: v), -100)
        XCTAssertEqual(face.kerning(between: v, and: a), -60)
        XCTAssertEqual(face.kerning(between: a, and: t), 0)
        XCTAssertEqual(face.kerning(between: v, and: v), 0)

        builder.kernSubtables.append((0x0009, [(a, v, 15)]))  // override
        face = try self.face(builder)
        XCTAssertEqual(face.kerning(between: a, and: v), 15)
    }

    func testAppleKernTableVersion1() throws {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u32(2)
        for (coverage, value) in [(0x0000, -70), (0x8000, -900)] {  // horizontal, then vertical
            w.u32(8 + 8 + 6)
            w.u16(coverage)
            w.u16(0)
            w.u16(1)
            w.u16(0)
            w.u16(0)
            w.u16(0)
            w.u16(Int(TestGlyphs.capitalA))
            w.u16(Int(TestGlyphs.capitalV))
            w.u16(value)
        }
        var builder = FontBuilder()
        builder.replacedTables["kern"] = w.bytes
        XCTAssertEqual(try face(builder).kerning(between: TestGlyphs.capitalA, and: TestGlyphs.capitalV), -70)
    }

    static let pairLookups: [[PairSubtableSpec]] = [
        [
            .pairs([(TestGlyphs.capitalA, TestGlyphs.capitalV, -80), (TestGlyphs.capitalV, TestGlyphs.capitalA, -60)]),
            // T against lowercase letters (class 1); T against A (class 2): the format 1
            // subtable above did not list (T, a), so this one applies.
            .classes(
                first: [TestGlyphs.capitalT: 1, TestGlyphs.capitalA: 0],
                second: Dictionary(uniqueKeysWithValues: (2...27).map { (UInt16($0), 1) } + [(TestGlyphs.capitalA, 2)]),
                matrix: [[0, 0, -5], [0, -50, -40]]),
        ],
        // A second lookup adds to the first.
        [.pairs([(TestGlyphs.capitalA, TestGlyphs.capitalV, -1)])],
    ]

    func testGposPairKerningFormats1And2() throws {
        for (useExtension, coverageFormat) in [(false, 1), (true, 1), (false, 2)] {
            var builder = FontBuilder()
            builder.gposLookups = Self.pairLookups
            builder.gposUsesExtension = useExtension
            builder.gposCoverageFormat = coverageFormat
            // The kern table is ignored when GPOS kerns.
            builder.kernSubtables = [(0x0001, [(TestGlyphs.capitalA, TestGlyphs.capitalV, -999)])]
            let face = try face(builder)
            let (a, v, t) = (TestGlyphs.capitalA, TestGlyphs.capitalV, TestGlyphs.capitalT)
            XCTAssertEqual(face.kerningSource, .gpos)
            XCTAssertEqual(face.kerning(between: a, and: v), -81)
            XCTAssertEqual(face.kerning(between: v, and: a), -60)
            XCTAssertEqual(face.kerning(between: t, and: TestGlyphs.letter("a")), -50)
            XCTAssertEqual(face.kerning(between: t, and: TestGlyphs.letter("o")), -50)
            XCTAssertEqual(face.kerning(between: t, and: a), -40)
            XCTAssertEqual(face.kerning(between: t, and: t), 0, "class 0")
            // A is covered by the class subtable too (class 0): pairs format 1 does not list
            // fall through to it.
            XCTAssertEqual(face.kerning(between: a, and: TestGlyphs.letter("a")), 0)
            XCTAssertEqual(face.kerning(between: a, and: a), -5)
            XCTAssertEqual(face.kerning(between: v, and: v), 0)
        }
    }

    func testGposFormat1WithRangeCoverage() throws {
        // Glyphs 2...27 ('a'...'z') covered by one range; each kerns against 'a' by -(glyph).
        var builder = FontBuilder()
        builder.gposCoverageFormat = 2
        builder.gposLookups = [[.pairs((2...27).map { (UInt16($0), TestGlyphs.letter("a"), -$0) })]]
        let face = try Typeface(bytes: builder.build())
        for glyph in UInt16(2)...27 {
            XCTAssertEqual(face.kerning(between: glyph, and: TestGlyphs.letter("a")), -Int(glyph))
            XCTAssertEqual(face.kerning(between: glyph, and: TestGlyphs.letter("b")), 0)
        }
    }

    func testGposWithoutDefaultOrLatinScriptFallsBackToKernTable() throws {
        var builder = FontBuilder()
        builder.gposLookups = Self.pairLookups
        builder.gposScripts = ["cyrl"]
        builder.kernSubtables = [(0x0001, [(TestGlyphs.capitalA, TestGlyphs.capitalV, -33)])]
        var face = try face(builder)
        XCTAssertEqual(face.kerningSource, .kernTable)
        XCTAssertEqual(face.kerning(between: TestGlyphs.capitalA, and: TestGlyphs.capitalV), -33)

        builder.gposScripts = ["latn"]
        face = try self.face(builder)
        XCTAssertEqual(face.kerning(between: TestGlyphs.capitalA, and: TestGlyphs.capitalV), -81)
    }

    func testOpenTypeWithCFFOutlines() throws {
        var builder = FontBuilder()
        builder.cff = true
        builder.gposLookups = Self.pairLookups
        let face = try face(builder)
        XCTAssertTrue(face.hasCFFOutlines)
        XCTAssertEqual(face.glyphCount, TestGlyphs.count)
        XCTAssertEqual(face.advance(ofGlyph: face.glyph(for: "m")), 750)
        XCTAssertEqual(face.kerning(between: TestGlyphs.capitalA, and: TestGlyphs.capitalV), -81)
    }

    func testCollection() throws {
        var second = FontBuilder()
        second.unitsPerEm = 2048
        second.advances[Int(TestGlyphs.letter("a"))] = 1234
        let bytes = FontBuilder.collection([FontBuilder(), second])
        XCTAssertEqual(try Typeface.faceCount(in: bytes), 2)
        XCTAssertEqual(try Typeface.faceCount(in: FontBuilder().build()), 1)
        let first = try Typeface(bytes: bytes, faceIndex: 0)
        let other = try Typeface(bytes: bytes[...], faceIndex: 1)
        XCTAssertEqual(first.unitsPerEm, 1000)
        XCTAssertEqual(other.unitsPerEm, 2048)
        XCTAssertEqual(other.advance(ofGlyph: other.glyph(for: "a")), 1234)
        XCTAssertThrowsError(try Typeface(bytes: bytes, faceIndex: 2)) { error in
            XCTAssertEqual((error as? TypefaceError)?.reason, .faceIndexOutOfRange(index: 2, count: 2))
        }
    }

    func testEqualityIsIdentityOfTheParsedFace() throws {
        let bytes = FontBuilder().build()
        let one = try Typeface(bytes: bytes)
        let copy = one
        let again = try Typeface(bytes: bytes)
        XCTAssertEqual(one, copy)
        XCTAssertNotEqual(one, again)
        XCTAssertEqual(Set([one, copy, again]).count, 2)
        XCTAssertTrue(one.description.contains("unitsPerEm: 1000"))
    }
}
