import AutoLayout

// Writes a small TrueType face with known advances and metrics, so the text tests need no
// installed font (the same approach as Tests/TypographyTests/FontBuilder.swift, cut down to
// what layout needs: head, hhea, maxp, hmtx, cmap format 4, OS/2 and name).

/// The test face: 1000 units per em; every printable ASCII character advances 500 units
/// except the space, `i`, `.` and `,` (250) and `m` and `W` (750); `…` (U+2026) 750.
/// Ascender 800, descender -200, line gap 100 (hhea): at size 10 a line is 11 points, its
/// baseline 0.5 + 8 = 8.5 from the top and 0.5 + 2 = 2.5 from the bottom.
struct TestFont {
    var ascender = 800
    var descender = -200
    var lineGap = 100
    /// Written in the `name` table as the family (name 1), when set.
    var familyName: String? = "Test Sans"

    static func advance(of scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case " ", "i", ".", ",": return 250
        case "m", "W", "\u{2026}": return 750
        default: return 500
        }
    }

    /// The width of a line of `text` at `size` points: the sum of its advances × size / 1000.
    static func width(_ text: String, size: Double) -> Double {
        Double(text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }) * size / 1000
    }

    /// Glyph 0 is .notdef, glyphs 1...95 are U+0020...U+007E, glyph 96 is U+2026.
    private static let scalars: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["\u{2026}"]

    var bytes: [UInt8] {
        var tables: [(String, [UInt8])] = [
            ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()),
            ("OS/2", os2()),
        ]
        if let familyName { tables.append(("name", name(familyName))) }
        return Self.assemble(tables)
    }

    var typeface: Typeface {
        get throws { try Typeface(bytes: bytes) }
    }

    private func head() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000); w.u32(0x0001_0000); w.u32(0); w.u32(0x5F0F_3CF5)
        w.u16(0); w.u16(1000)
        for _ in 0..<4 { w.u32(0) }
        w.u16(0); w.u16(descender); w.u16(1000); w.u16(ascender)
        w.u16(0); w.u16(8); w.u16(2); w.u16(0); w.u16(0)
        return w.bytes
    }

    private func hhea() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000); w.u16(ascender); w.u16(descender); w.u16(lineGap); w.u16(750)
        for _ in 0..<11 { w.u16(0) }
        w.u16(Self.scalars.count + 1)
        return w.bytes
    }

    private func maxp() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000); w.u16(Self.scalars.count + 1)
        for _ in 0..<13 { w.u16(0) }
        return w.bytes
    }

    private func hmtx() -> [UInt8] {
        var w = Writer()
        w.u16(500); w.u16(0)
        for scalar in Self.scalars { w.u16(Self.advance(of: scalar)); w.u16(0) }
        return w.bytes
    }

    /// Format 4: U+0020...U+007E as one segment, U+2026, and the closing 0xFFFF segment.
    private func cmap() -> [UInt8] {
        let segments = [(0x20, 0x7E, 1 - 0x20), (0x2026, 0x2026, 96 - 0x2026), (0xFFFF, 0xFFFF, 1)]
        var w = Writer()
        w.u16(0); w.u16(1); w.u16(3); w.u16(1); w.u32(12)
        w.u16(4); w.u16(16 + 8 * segments.count); w.u16(0)
        w.u16(2 * segments.count); w.u16(4); w.u16(1); w.u16(2 * segments.count - 4)
        for segment in segments { w.u16(segment.1) }
        w.u16(0)
        for segment in segments { w.u16(segment.0) }
        for segment in segments { w.u16(segment.2) }
        for _ in segments { w.u16(0) }
        return w.bytes
    }

    /// Version 4 with the typo metrics equal to hhea's (USE_TYPO_METRICS off: hhea is used).
    private func os2() -> [UInt8] {
        var w = Writer()
        w.u16(4)
        for _ in 0..<15 { w.u16(0) }
        for _ in 0..<10 { w.u8(0) }
        for _ in 0..<4 { w.u32(0) }
        w.tag("TEST"); w.u16(0x40); w.u16(0x20); w.u16(0x2026)
        w.u16(ascender); w.u16(descender); w.u16(lineGap); w.u16(ascender); w.u16(-descender)
        for _ in 0..<2 { w.u32(0) }
        for _ in 0..<5 { w.u16(0) }
        return w.bytes
    }

    /// One Windows Unicode record (3, 1, US English) of name 1.
    private func name(_ family: String) -> [UInt8] {
        let encoded = Array(family.utf16)
        var w = Writer()
        w.u16(0); w.u16(1); w.u16(18)
        w.u16(3); w.u16(1); w.u16(0x0409); w.u16(1); w.u16(2 * encoded.count); w.u16(0)
        for unit in encoded { w.u16(Int(unit)) }
        return w.bytes
    }

    private static func assemble(_ tables: [(String, [UInt8])]) -> [UInt8] {
        let sorted = tables.sorted { $0.0 < $1.0 }
        var w = Writer()
        w.u32(0x0001_0000); w.u16(sorted.count); w.u16(16); w.u16(0); w.u16(0)
        var offset = 12 + 16 * sorted.count
        for (tag, bytes) in sorted {
            w.tag(tag); w.u32(0); w.u32(offset); w.u32(bytes.count)
            offset += (bytes.count + 3) / 4 * 4
        }
        for (_, bytes) in sorted {
            w.bytes += bytes
            while w.bytes.count % 4 != 0 { w.u8(0) }
        }
        return w.bytes
    }

    /// Big-endian bytes.
    private struct Writer {
        var bytes: [UInt8] = []
        mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }
        mutating func u16(_ value: Int) {
            u8(value >> 8)
            u8(value)
        }
        mutating func u32(_ value: Int) {
            u16(value >> 16)
            u16(value)
        }
        mutating func tag(_ text: String) { bytes += Array(text.utf8) }
    }
}
