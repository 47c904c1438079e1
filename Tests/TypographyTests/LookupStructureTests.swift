import LayoutSupport
import XCTest

@testable import Typography

/// The flat structures the reader builds: they must answer exactly what was put in.
final class LookupStructureTests: XCTestCase {
    func testPairTableGrowsAndKeepsFirstValues() {
        var table = PairTable()
        var generator = SeededGenerator(seed: 7)
        var expected: [UInt32: Int32] = [:]
        for _ in 0..<5000 {
            let left = UInt16(generator.next() % 600)
            let right = UInt16(generator.next() % 600)
            let value = Int32(generator.next() % 200) - 100
            table.insert(left, right, value)
            let key = UInt32(left) << 16 | UInt32(right)
            if expected[key] == nil { expected[key] = value }
        }
        XCTAssertEqual(table.count, expected.count)
        for (key, value) in expected {
            XCTAssertEqual(table.value(UInt16(key >> 16), UInt16(key & 0xFFFF)), value)
        }
        XCTAssertNil(table.value(601, 3))
        table.insert(1, 1, 5, accumulate: true)
        table.insert(1, 1, 5, accumulate: true)
        table.replace(2, 2, 9)
        table.replace(2, 2, 11)
        XCTAssertEqual(table.value(2, 2), 11)
        XCTAssertEqual(table.value(1, 1), (expected[0x0001_0001] ?? 5) + 5)
        // Glyph 65535 cannot exist; its pair is not stored.
        let before = table.count
        table.insert(0xFFFF, 0xFFFF, 3)
        table.replace(0xFFFF, 0xFFFF, 3)
        XCTAssertEqual(table.count, before)
        XCTAssertEqual(PairTable().value(0xFFFF, 0xFFFF), nil)
    }

    func testGlyphMapDenseAndSparse() {
        let ranges: [GlyphMap.Range] = [
            .init(first: 10, last: 20, value: 1), .init(first: 15, last: 30, value: 2),  // overlap: 21...30 → 2
            .init(first: 5, last: 5, value: 3), .init(first: 40, last: 39, value: 4),  // empty range dropped
            .init(first: 50, last: 50, value: 0),  // value 0 is the default
        ]
        let dense = GlyphMap(ranges, denseLimit: 100)
        let sparse = GlyphMap(ranges + [.init(first: 65000, last: 65535, value: 5)], denseLimit: 0x10000)
        for map in [dense, sparse] {
            XCTAssertEqual(map.value(4), 0)
            XCTAssertEqual(map.value(5), 3)
            XCTAssertEqual(map.value(10), 1)
            XCTAssertEqual(map.value(20), 1)
            XCTAssertEqual(map.value(21), 2)
            XCTAssertEqual(map.value(30), 2)
            XCTAssertEqual(map.value(31), 0)
            XCTAssertEqual(map.value(40), 0)
            XCTAssertEqual(map.value(50), 0)
        }
        XCTAssertEqual(sparse.value(65535), 5)
        XCTAssertEqual(dense.denseCount, 26)
        XCTAssertEqual(GlyphMap(ranges, denseLimit: 25).denseCount, 0)
        XCTAssertEqual(dense.value(65535), 0)
        var glyphs: [UInt16] = []
        dense.forEachGlyph { glyph, _ in glyphs.append(glyph) }
        XCTAssertEqual(glyphs, [5] + Array(10...30))
    }

    func testCharacterMapDirectAndSearchedLookups() {
        let map = CharacterMap(
            ranges: [
                .init(first: 0x41, last: 0x43, value: 10 - 0x41, indexed: false),
                .init(first: 0x1FFE, last: 0x2001, value: 0, indexed: true),
                .init(first: 0x4E00, last: 0x4E01, value: 50 - 0x4E00, indexed: false),
                .init(first: 0x1F600, last: 0x1F600, value: 99 - 0x1F600, indexed: false),
            ],
            indexedGlyphs: [1, 2, 3, 4], numGlyphs: 60, isSymbol: false)
        XCTAssertEqual(map.glyph(for: 0x40), 0)
        XCTAssertEqual(map.glyph(for: 0x41), 10)
        XCTAssertEqual(map.glyph(for: 0x43), 12)
        XCTAssertEqual(map.glyph(for: 0x1FFF), 2)
        XCTAssertEqual(map.glyph(for: 0x2000), 3, "the direct table ends at U+2000, the range goes on")
        XCTAssertEqual(map.glyph(for: 0x2001), 4)
        XCTAssertEqual(map.glyph(for: 0x4E01), 51)
        XCTAssertEqual(map.glyph(for: 0x4E02), 0)
        XCTAssertEqual(map.glyph(for: 0x1F600), 0, "glyph 99 is past the glyph count")
    }
}
