import LayoutSupport
import XCTest

@testable import Typography

/// Every way a font file can be wrong gives a typed error naming the table, the byte and the
/// problem; none traps.
final class FontErrorTests: XCTestCase {
    func error(_ bytes: [UInt8], faceIndex: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> TypefaceError? {
        do {
            _ = try Typeface(bytes: bytes, faceIndex: faceIndex)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func error(_ builder: FontBuilder, file: StaticString = #filePath, line: UInt = #line) -> TypefaceError? {
        error(builder.build(), file: file, line: line)
    }

    /// The absolute offset of `tag`'s table in `builder`'s file.
    func tableOffset(_ tag: String, in builder: FontBuilder) -> Int {
        let bytes = builder.build()
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag {
                return bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
            }
        }
        XCTFail("no table \(tag)")
        return -1
    }

    func testEmptyAndShortFiles() {
        XCTAssertEqual(error([]), TypefaceError(table: "sfnt", offset: 0, reason: .truncated(needed: 4, available: 0)))
        XCTAssertEqual(error([0, 1, 0]), TypefaceError(table: "sfnt", offset: 0, reason: .truncated(needed: 4, available: 3)))
        XCTAssertEqual(error([0, 1, 0, 0, 0]), TypefaceError(table: "sfnt", offset: 4, reason: .truncated(needed: 2, available: 1)))
        XCTAssertThrowsError(try Typeface.faceCount(in: [0x74, 0x74]))
    }

    func testUnknownSignature() {
        let error = error(Array("wOFF and more bytes".utf8))
        XCTAssertEqual(error?.reason, .unknownSignature(0x774F_4646))
        XCTAssertEqual(error?.description, "sfnt at byte 0: unknown file signature 0x774F4646 (wOFF)")
    }

    func testDirectoryRecordsBeyondTheFile() {
        var bytes = FontBuilder().build()
        // numTables larger than the records present.
        bytes[4] = 0xFF
        let count = 0xFF00 | Int(bytes[5])
        XCTAssertEqual(error(bytes)?.reason, .truncated(needed: 16 * count, available: bytes.count - 12))
        // A table whose length runs past the end.
        bytes = FontBuilder().build()
        bytes[12 + 12] = 0x7F
        let error = error(bytes)
        XCTAssertEqual(error?.offset, 12 + 8)
        XCTAssertEqual(error?.table, "OS/2")
        guard case .invalidValue(let message)? = error?.reason else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(message.contains("ends past the end of the file"), message)
    }

    func testMissingRequiredTables() {
        for tag in ["head", "hhea", "maxp", "hmtx", "cmap"] {
            var builder = FontBuilder()
            builder.removedTables = [tag]
            XCTAssertEqual(error(builder), TypefaceError(table: tag, offset: 0, reason: .missingTable), tag)
        }
        var builder = FontBuilder()
        builder.removedTables = ["OS/2"]
        XCTAssertNoThrow(try Typeface(bytes: builder.build()), "OS/2 is optional")
    }

    func testTruncatedFixedSizeTables() {
        for (tag, size) in [("head", 54), ("hhea", 36), ("OS/2", 78)] {
            var builder = FontBuilder()
            let full = builder.tables().first { $0.0 == tag }!.1
            builder.replacedTables[tag] = Array(full.prefix(size - 1))
            let offset = tableOffset(tag, in: builder)
            XCTAssertEqual(
                error(builder), TypefaceError(table: tag, offset: offset, reason: .truncated(needed: size, available: size - 1)))
        }
        var builder = FontBuilder()
        builder.replacedTables["maxp"] = [0, 1, 0, 0, 0]
        XCTAssertEqual(error(builder)?.reason, .truncated(needed: 2, available: 1))
    }

    func testBadHeaderValues() {
        var builder = FontBuilder()
        var head = builder.head()
        head[12] = 0
        builder.replacedTables["head"] = head
        XCTAssertEqual(error(builder)?.offset, tableOffset("head", in: builder) + 12)

        builder = FontBuilder()
        builder.unitsPerEm = 0
        XCTAssertEqual(error(builder), TypefaceError(table: "head", offset: tableOffset("head", in: builder) + 18, reason: .invalidValue("unitsPerEm is 0")))

        builder = FontBuilder()
        builder.numGlyphs = 0
        XCTAssertEqual(error(builder), TypefaceError(table: "maxp", offset: tableOffset("maxp", in: builder) + 4, reason: .invalidValue("numGlyphs is 0")))

        builder = FontBuilder()
        builder.replacedTables["maxp"] = [0, 2, 0, 0, 0, 9]
        XCTAssertEqual(error(builder)?.reason, .unsupportedFormat(0x0002_0000))

        builder = FontBuilder()
        builder.numberOfHMetrics = 0
        XCTAssertEqual(error(builder)?.table, "hhea")

        builder = FontBuilder()
        var hhea = builder.hheaTable()
        hhea[1] = 2
        builder.replacedTables["hhea"] = hhea
        XCTAssertEqual(error(builder)?.reason, .unsupportedFormat(2))

        // Future OS/2 versions only append fields: still read.
        builder = FontBuilder()
        var os2 = builder.os2Table(builder.os2!)
        os2[1] = 9
        builder.replacedTables["OS/2"] = os2
        XCTAssertNoThrow(try Typeface(bytes: builder.build()))
    }

    func testTruncatedHmtx() {
        var builder = FontBuilder()
        builder.replacedTables["hmtx"] = Array(builder.hmtx().prefix(4 * TestGlyphs.count - 2))
        let offset = tableOffset("hmtx", in: builder)
        XCTAssertEqual(
            error(builder),
            TypefaceError(table: "hmtx", offset: offset, reason: .truncated(needed: 4 * TestGlyphs.count, available: 4 * TestGlyphs.count - 2)))
    }

    func testCmapErrors() {
        // No Unicode subtable at all.
        var builder = FontBuilder()
        builder.cmapSubtables = [(1, 0, 4)]
        XCTAssertEqual(error(builder)?.table, "cmap")

        // Only unsupported formats: the best one's format is named.
        builder.cmapSubtables = [(3, 1, 6), (3, 10, 13)]
        var cmapError = error(builder)
        XCTAssertEqual(cmapError?.reason, .unsupportedFormat(13))
        XCTAssertEqual(cmapError?.offset, tableOffset("cmap", in: builder) + 4 + 16 + 6)

        // Bad version.
        builder = FontBuilder()
        var cmap = builder.cmap()
        cmap[1] = 1
        builder.replacedTables["cmap"] = cmap
        XCTAssertEqual(error(builder)?.reason, .unsupportedFormat(1))

        // A subtable offset outside the table.
        builder = FontBuilder()
        cmap = builder.cmap()
        cmap[8] = 0x7F
        builder.replacedTables["cmap"] = cmap
        cmapError = error(builder)
        XCTAssertEqual(cmapError?.offset, tableOffset("cmap", in: builder) + 8)
        guard case .invalidValue? = cmapError?.reason else { return XCTFail("\(String(describing: cmapError))") }

        // Encoding records past the end.
        builder = FontBuilder()
        builder.replacedTables["cmap"] = [0, 0, 0, 9, 0, 3]
        XCTAssertEqual(error(builder)?.reason, .truncated(needed: 72, available: 2))
    }

    func format4Error(_ mutate: (inout [UInt8]) -> Void) -> TypefaceError? {
        var builder = FontBuilder()
        builder.cmapSubtables = [(3, 1, 4)]
        var cmap = builder.cmap()
        var body = Array(cmap[12...])
        mutate(&body)
        cmap.replaceSubrange(12..., with: body)
        builder.replacedTables["cmap"] = cmap
        return error(builder)
    }

    func testFormat4Errors() {
        // Odd segCountX2.
        var error = format4Error { $0[7] |= 1 }
        guard case .invalidValue(let message)? = error?.reason else { return XCTFail() }
        XCTAssertTrue(message.contains("odd"), message)
        // End codes out of order: the second segment ends before the first.
        error = format4Error { body in
            body[16] = 0xFF
            body[17] = 0x00
        }
        guard case .invalidValue(let message)? = error?.reason else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(message.contains("not increasing"), message)
        // segCount too large for the table.
        error = format4Error { body in
            body[6] = 0x7F
            body[7] = 0xFE
        }
        guard case .truncated? = error?.reason else { return XCTFail("\(String(describing: error))") }
    }

    func testFormat4GlyphArrayOutsideTheTable() {
        var builder = FontBuilder()
        builder.cmapSubtables = [(3, 1, 4)]
        builder.format4UsesGlyphArray = true
        var cmap = builder.cmap()
        let segCount = (Int(cmap[12 + 6]) << 8 | Int(cmap[12 + 7])) / 2
        let firstRangeOffset = 12 + 16 + 6 * segCount
        cmap[firstRangeOffset] = 0x7F
        builder.replacedTables["cmap"] = cmap
        let error = error(builder)
        XCTAssertEqual(error?.offset, tableOffset("cmap", in: builder) + firstRangeOffset)
        guard case .invalidValue(let message)? = error?.reason else { return XCTFail() }
        XCTAssertTrue(message.contains("idRangeOffset"), message)
    }

    func testFormat12Errors() {
        func format12Error(_ groups: [(Int, Int, Int)], count: Int? = nil) -> TypefaceError? {
            var body = ByteWriter()
            body.u16(12)
            body.u16(0)
            body.u32(16 + 12 * groups.count)
            body.u32(0)
            body.u32(count ?? groups.count)
            for group in groups {
                body.u32(group.0)
                body.u32(group.1)
                body.u32(group.2)
            }
            var cmap = ByteWriter()
            cmap.u16(0)
            cmap.u16(1)
            cmap.u16(3)
            cmap.u16(10)
            cmap.u32(12)
            cmap.append(body.bytes)
            var builder = FontBuilder()
            builder.replacedTables["cmap"] = cmap.bytes
            return error(builder)
        }
        XCTAssertEqual(format12Error([(0x61, 0x62, 2)], count: 1000)?.reason, .truncated(needed: 12_000, available: 12))
        guard case .invalidValue(let unsorted)? = format12Error([(0x61, 0x70, 2), (0x65, 0x66, 2)])?.reason,
            case .invalidValue(let reversed)? = format12Error([(0x70, 0x61, 2)])?.reason,
            case .invalidValue(let huge)? = format12Error([(0x61, 0x11_0000, 2)])?.reason
        else { return XCTFail() }
        XCTAssertTrue(unsorted.contains("not sorted"), unsorted)
        XCTAssertTrue(reversed.contains("not a valid scalar range"), reversed)
        XCTAssertTrue(huge.contains("not a valid scalar range"), huge)
    }

    func testKernErrors() {
        var builder = FontBuilder()
        builder.replacedTables["kern"] = [0, 2, 0, 0]
        XCTAssertEqual(error(builder)?.reason, .unsupportedFormat(2))

        // A format 0 subtable claiming more pairs than present.
        builder = FontBuilder()
        builder.kernSubtables = [(0x0001, [(1, 2, -3)])]
        var kern = builder.kern()
        kern[4 + 6 + 1] = 50
        builder.replacedTables["kern"] = kern
        XCTAssertEqual(error(builder)?.reason, .truncated(needed: 8 + 300, available: 14))

        // Two subtables announced, one present.
        builder = FontBuilder()
        builder.kernSubtables = [(0x0001, [(1, 2, -3)])]
        kern = builder.kern()
        kern[3] = 2
        builder.replacedTables["kern"] = kern
        XCTAssertEqual(error(builder)?.table, "kern")

        // A subtable of an unknown format with a length shorter than its header.
        builder = FontBuilder()
        builder.replacedTables["kern"] = [0, 0, 0, 1, 0, 0, 0, 2, 0x02, 0x01]
        guard case .invalidValue? = error(builder)?.reason else { return XCTFail() }
    }

    func gposError(_ mutate: (inout [UInt8]) -> Void) -> TypefaceError? {
        var builder = FontBuilder()
        builder.gposLookups = FontReaderTests.pairLookups
        var gpos = builder.gpos(FontReaderTests.pairLookups)
        mutate(&gpos)
        builder.replacedTables["GPOS"] = gpos
        return error(builder)
    }

    /// The offset inside the test GPOS table of the first lookup's first subtable.
    func firstSubtable(_ gpos: [UInt8]) -> Int {
        let lookupList = Int(gpos[8]) << 8 | Int(gpos[9])
        let lookup = lookupList + (Int(gpos[lookupList + 2]) << 8 | Int(gpos[lookupList + 3]))
        return lookup + (Int(gpos[lookup + 6]) << 8 | Int(gpos[lookup + 7]))
    }

    func testGposErrors() {
        XCTAssertEqual(gposError { $0[1] = 2 }?.reason, .unsupportedFormat(2))
        // Script list offset past the table.
        guard case .invalidValue? = gposError({ $0[4] = 0xFF })?.reason else { return XCTFail() }
        // A pair subtable of format 3.
        XCTAssertEqual(gposError { $0[self.firstSubtable($0) + 1] = 3 }?.reason, .unsupportedFormat(3))
        // Its coverage of format 9.
        let coverageError = gposError { gpos in
            let subtable = self.firstSubtable(gpos)
            let coverage = subtable + (Int(gpos[subtable + 2]) << 8 | Int(gpos[subtable + 3]))
            gpos[coverage + 1] = 9
        }
        XCTAssertEqual(coverageError?.reason, .unsupportedFormat(9))
        XCTAssertEqual(coverageError?.table, "GPOS")
        // A feature index past the feature list.
        guard case .invalidValue(let message)? = gposError({ gpos in
            let scriptList = Int(gpos[4]) << 8 | Int(gpos[5])
            // First script table, its LangSys (at +4), feature index at +6.
            let script = scriptList + (Int(gpos[scriptList + 6]) << 8 | Int(gpos[scriptList + 7]))
            gpos[script + 4 + 7] = 5
        })?.reason else { return XCTFail() }
        XCTAssertTrue(message.contains("feature index"), message)
        // A lookup index past the lookup list.
        guard case .invalidValue(let lookupMessage)? = gposError({ gpos in
            let featureList = Int(gpos[6]) << 8 | Int(gpos[7])
            gpos[featureList + 8 + 5] = 40
        })?.reason else { return XCTFail() }
        XCTAssertTrue(lookupMessage.contains("lookup index"), lookupMessage)
        // A class definition of format 7 (in the class subtable, the first lookup's second).
        let classError = gposError { gpos in
            let lookupList = Int(gpos[8]) << 8 | Int(gpos[9])
            let lookup = lookupList + (Int(gpos[lookupList + 2]) << 8 | Int(gpos[lookupList + 3]))
            let subtable = lookup + (Int(gpos[lookup + 8]) << 8 | Int(gpos[lookup + 9]))
            let classDef = subtable + (Int(gpos[subtable + 8]) << 8 | Int(gpos[subtable + 9]))
            gpos[classDef + 1] = 7
        }
        XCTAssertEqual(classError?.reason, .unsupportedFormat(7))
        // A 65535 × 65535 class matrix is refused before its size is even checked.
        let complexError = gposError { gpos in
            let lookupList = Int(gpos[8]) << 8 | Int(gpos[9])
            let lookup = lookupList + (Int(gpos[lookupList + 2]) << 8 | Int(gpos[lookupList + 3]))
            let subtable = lookup + (Int(gpos[lookup + 8]) << 8 | Int(gpos[lookup + 9]))
            for byte in 12..<16 { gpos[subtable + byte] = 0xFF }
        }
        XCTAssertEqual(complexError?.reason, .tooComplex(limit: 1 << 24))
        XCTAssertEqual(complexError?.description.contains("too complex"), true)
    }

    func testEveryTruncationFailsCleanly() throws {
        var builder = FontBuilder()
        builder.gposLookups = FontReaderTests.pairLookups
        builder.kernSubtables = [(0x0001, [(1, 2, -3)])]
        let bytes = builder.build()
        var failures = 0
        for length in 0..<bytes.count {
            do {
                _ = try Typeface(bytes: Array(bytes.prefix(length)))
            } catch {
                failures += 1
            }
        }
        // Only the padding after the last table can go without making the file unreadable.
        XCTAssertGreaterThan(failures, bytes.count - 4)
    }

    func testRandomCorruptionNeverTraps() {
        var builder = FontBuilder()
        builder.gposLookups = FontReaderTests.pairLookups
        builder.kernSubtables = [(0x0001, [(1, 2, -3)])]
        let original = builder.build()
        var generator = SeededGenerator(seed: 12)
        var parsed = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 8 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if let face = try? Typeface(bytes: bytes) {
                parsed += 1
                _ = TextMeasurer.measureUncached("AV Ta 漢字。 \u{1F600}", style: TextStyle(typeface: face, size: 10), width: 20)
            }
        }
        XCTAssertGreaterThan(parsed, 0)
    }
}
