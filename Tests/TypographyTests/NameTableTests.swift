import XCTest
@testable import Typography

/// `Typeface.familyName`: read from the `name` table when it can be, never a reason to refuse
/// a font.
final class NameTableTests: XCTestCase {
    /// A `name` table of (platform, encoding, language, name id, bytes) records.
    private func nameTable(_ records: [(Int, Int, Int, Int, [UInt8])]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(0)
        w.u16(records.count)
        w.u16(6 + 12 * records.count)
        var offset = 0
        for (platform, encoding, language, id, bytes) in records {
            w.u16(platform); w.u16(encoding); w.u16(language); w.u16(id); w.u16(bytes.count); w.u16(offset)
            offset += bytes.count
        }
        for record in records { w.append(record.4) }
        return w.bytes
    }

    private func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    private func family(_ table: [UInt8]?) throws -> String? {
        var builder = FontBuilder()
        if let table { builder.replacedTables["name"] = table }
        return try Typeface(bytes: builder.build()).familyName
    }

    func testTheWindowsFamilyInEnglishIsPreferred() throws {
        XCTAssertEqual(try family(nameTable([
            (1, 0, 0, 1, Array("Mac Name".utf8)),
            (3, 1, 0x0407, 1, utf16("Deutscher Name")),
            (3, 1, 0x0409, 1, utf16("Test Sans")),
        ])), "Test Sans")
        XCTAssertEqual(try family(nameTable([(1, 0, 0, 1, Array("Mac Name".utf8))])), "Mac Name")
        XCTAssertEqual(try family(nameTable([(0, 3, 0, 1, utf16("Unicode Name"))])), "Unicode Name")
    }

    func testTheTypographicFamilyWinsOverTheFamily() throws {
        XCTAssertEqual(try family(nameTable([
            (3, 1, 0x0409, 1, utf16("Test Sans Bold")), (3, 1, 0x0409, 16, utf16("Test Sans")),
        ])), "Test Sans")
    }

    func testAnUnreadableNameLeavesTheFamilyUnknown() throws {
        XCTAssertNil(try family(nil))
        XCTAssertNil(try family([0, 0]))
        // A record pointing past the table, an odd UTF-16 length, a lone surrogate, Mac Roman
        // beyond ASCII, an unknown platform: each record is skipped.
        XCTAssertNil(try family(nameTable([(3, 1, 0x0409, 1, utf16("abc"))]).dropLast(2).map { $0 }))
        XCTAssertNil(try family(nameTable([(3, 1, 0x0409, 1, [0, 0x41, 0])])))
        XCTAssertNil(try family(nameTable([(3, 1, 0x0409, 1, [0xD8, 0x00])])))
        XCTAssertNil(try family(nameTable([(1, 0, 0, 1, [0x8E])])))
        XCTAssertNil(try family(nameTable([(2, 0, 0, 1, Array("ISO".utf8))])))
        XCTAssertEqual(try family(nameTable([(3, 1, 0x0409, 1, [0xD8, 0x00]), (1, 0, 0, 1, Array("Fallback".utf8))])), "Fallback")
    }

    /// Seeded random `name` tables, well-formed headers with arbitrary records and bytes:
    /// reading never traps and never refuses the font, and a family it reads is never empty.
    func testRandomNameTablesNeverTrap() throws {
        var state: UInt64 = 0x4E41_4D45
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<500 {
            var w = ByteWriter()
            let count = next(6)
            w.u16(next(2))
            w.u16(count + next(3))  // sometimes more records than written
            w.u16(6 + 12 * count + next(5) - 2)
            for _ in 0..<count {
                w.u16([0, 1, 3, 7][next(4)]); w.u16(next(11)); w.u16([0, 0x0409, 0x0407][next(3)])
                w.u16([1, 2, 16][next(3)]); w.u16(next(24)); w.u16(next(40))
            }
            for _ in 0..<next(48) { w.u8([0x00, 0x41, 0x62, 0xD8, 0xDC, 0x8E][next(6)]) }
            let name = try family(w.bytes)
            if let name { XCTAssertFalse(name.isEmpty) }
        }
    }
}
