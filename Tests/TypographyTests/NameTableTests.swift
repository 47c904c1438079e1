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
}
