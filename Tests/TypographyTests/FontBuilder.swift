// Writes small font files with known tables, so tests need no installed font: every advance,
// metric and kerning value the tests expect is set here.

/// Big-endian bytes.
struct ByteWriter {
    var bytes: [UInt8] = []
    var count: Int { bytes.count }

    mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }
    mutating func u16(_ value: Int) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }
    mutating func u32(_ value: Int) {
        u16(value >> 16)
        u16(value)
    }
    mutating func tag(_ text: String) {
        for byte in text.utf8 { bytes.append(byte) }
    }
    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
    mutating func pad(to alignment: Int) { while bytes.count % alignment != 0 { bytes.append(0) } }
    /// Overwrites a 16-bit value already written (offsets known only later).
    mutating func set16(_ value: Int, at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
    }
}

/// The glyphs of the test face: ids, characters and advances (font units, 1000 per em).
enum TestGlyphs {
    static let notdef: UInt16 = 0  // 500
    static let space: UInt16 = 1  // 250
    /// 'a'...'z' are glyphs 2...27, 500 each except 'i' 250 and 'm' 750.
    static func letter(_ character: Character) -> UInt16 {
        UInt16(2 + Int(character.asciiValue!) - 97)
    }
    static let capitalA: UInt16 = 28  // 600
    static let capitalV: UInt16 = 29  // 600
    static let capitalT: UInt16 = 30  // 550
    static let hyphen: UInt16 = 31  // 300
    static let period: UInt16 = 32  // 250
    static let comma: UInt16 = 33  // 250
    static let ellipsis: UInt16 = 34  // 800
    static let kan: UInt16 = 35  // 漢 1000
    static let ji: UInt16 = 36  // 字 1000
    static let maru: UInt16 = 37  // 。 1000
    static let ten: UInt16 = 38  // 、 1000
    static let openParen: UInt16 = 39  // （ 1000
    static let closeParen: UInt16 = 40  // ） 1000
    static let ka: UInt16 = 41  // か 1000
    static let han: UInt16 = 42  // 한 1000
    static let grinning: UInt16 = 43  // U+1F600 1000 (format 12 only)
    static let eAcute: UInt16 = 44  // é 500
    static let combiningAcute: UInt16 = 45  // U+0301, 0
    /// '0'...'9' are glyphs 46...55, 500 each.
    static let zero: UInt16 = 46
    static let noBreakSpace: UInt16 = 56  // 250
    static let latinParenOpen: UInt16 = 57  // ( 300
    static let latinParenClose: UInt16 = 58  // ) 300
    static let count = 59

    static var advances: [UInt16] {
        var advances = [UInt16](repeating: 500, count: count)
        advances[Int(space)] = 250
        advances[Int(letter("i"))] = 250
        advances[Int(letter("m"))] = 750
        advances[Int(capitalA)] = 600
        advances[Int(capitalV)] = 600
        advances[Int(capitalT)] = 550
        advances[Int(hyphen)] = 300
        advances[Int(period)] = 250
        advances[Int(comma)] = 250
        advances[Int(ellipsis)] = 800
        for glyph in kan...grinning { advances[Int(glyph)] = 1000 }
        advances[Int(combiningAcute)] = 0
        advances[Int(noBreakSpace)] = 250
        advances[Int(latinParenOpen)] = 300
        advances[Int(latinParenClose)] = 300
        return advances
    }

    static var characters: [UInt32: UInt16] {
        var map: [UInt32: UInt16] = [0x20: space, 0x41: capitalA, 0x56: capitalV, 0x54: capitalT, 0x2D: hyphen,
            0x2E: period, 0x2C: comma, 0x2026: ellipsis, 0x6F22: kan, 0x5B57: ji, 0x3002: maru, 0x3001: ten,
            0xFF08: openParen, 0xFF09: closeParen, 0x304B: ka, 0xD55C: han, 0x1F600: grinning, 0xE9: eAcute,
            0x301: combiningAcute, 0xA0: noBreakSpace, 0x28: latinParenOpen, 0x29: latinParenClose]
        for offset in 0..<26 { map[UInt32(0x61 + offset)] = UInt16(2 + offset) }
        for offset in 0..<10 { map[UInt32(0x30 + offset)] = zero + UInt16(offset) }
        return map
    }
}

/// One GPOS pair-adjustment subtable to write.
enum PairSubtableSpec {
    /// Format 1: (first, second, x advance of the first).
    case pairs([(UInt16, UInt16, Int)])
    /// Format 2: class of first glyphs, class of second glyphs, matrix[class1][class2].
    case classes(first: [UInt16: Int], second: [UInt16: Int], matrix: [[Int]])
}

/// A font file under construction. Defaults give "the test face"; tests change fields or
/// replace whole tables to reach every path of the reader.
struct FontBuilder {
    var unitsPerEm = 1000
    var advances = TestGlyphs.advances
    var numberOfHMetrics: Int?
    var numGlyphs: Int?
    var characters = TestGlyphs.characters
    /// (platform, encoding, format) of each cmap subtable, all with `characters` (format 4 drops
    /// what is past U+FFFF).
    var cmapSubtables: [(Int, Int, Int)] = [(3, 1, 4), (3, 10, 12)]
    /// Format 4 segments written with idRangeOffset into a glyph array instead of deltas.
    var format4UsesGlyphArray = false
    var hhea = (ascender: 800, descender: -200, lineGap: 100)
    var os2: (typoAscender: Int, typoDescender: Int, typoLineGap: Int, winAscent: Int, winDescent: Int, useTypo: Bool)? =
        (700, -300, 0, 900, 400, false)
    var headBox = (yMin: -250, yMax: 950)
    /// `kern` subtables: (coverage word, pairs).
    var kernSubtables: [(coverage: Int, pairs: [(UInt16, UInt16, Int)])] = []
    /// GPOS kern lookups, each a list of subtables; `nil` for no GPOS table.
    var gposLookups: [[PairSubtableSpec]]?
    var gposScripts = ["DFLT", "latn"]
    var gposUsesExtension = false
    /// Coverage tables as glyph lists (format 1) or ranges (format 2).
    var gposCoverageFormat = 1
    var cff = false
    /// Tables replaced (or added) verbatim, after the ones above are written.
    var replacedTables: [String: [UInt8]] = [:]
    var removedTables: Set<String> = []

    func build() -> [UInt8] {
        Self.assemble(tables(), signature: cff ? 0x4F54_544F : 0x0001_0000)
    }

    func tables() -> [(String, [UInt8])] {
        var tables: [(String, [UInt8])] = [
            ("head", head()), ("hhea", hheaTable()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()),
        ]
        if let os2 { tables.append(("OS/2", os2Table(os2))) }
        if !kernSubtables.isEmpty { tables.append(("kern", kern())) }
        if let gposLookups { tables.append(("GPOS", gpos(gposLookups))) }
        if cff { tables.append(("CFF ", Self.minimalCFF)) }
        for (tag, bytes) in replacedTables {
            if let index = tables.firstIndex(where: { $0.0 == tag }) {
                tables[index].1 = bytes
            } else {
                tables.append((tag, bytes))
            }
        }
        return tables.filter { !removedTables.contains($0.0) }
    }

    /// A table directory followed by the tables, 4-byte aligned.
    static func assemble(_ tables: [(String, [UInt8])], signature: Int) -> [UInt8] {
        var writer = ByteWriter()
        writeDirectory(tables, signature: signature, base: 0, into: &writer)
        return writer.bytes
    }

    private static func writeDirectory(
        _ tables: [(String, [UInt8])], signature: Int, base: Int, into writer: inout ByteWriter
    ) {
        let sorted = tables.sorted { $0.0 < $1.0 }
        writer.u32(signature)
        writer.u16(sorted.count)
        writer.u16(16)
        writer.u16(0)
        writer.u16(0)
        var offset = base + 12 + 16 * sorted.count
        for (tag, bytes) in sorted {
            writer.tag(tag)
            writer.u32(0)
            writer.u32(offset)
            writer.u32(bytes.count)
            offset += (bytes.count + 3) / 4 * 4
        }
        for (_, bytes) in sorted {
            writer.append(bytes)
            writer.pad(to: 4)
        }
    }

    /// A `ttcf` collection of the faces; table offsets are from the start of the file.
    static func collection(_ faces: [FontBuilder]) -> [UInt8] {
        var writer = ByteWriter()
        writer.tag("ttcf")
        writer.u16(1)
        writer.u16(0)
        writer.u32(faces.count)
        let offsetsAt = writer.count
        for _ in faces { writer.u32(0) }
        for (index, face) in faces.enumerated() {
            let start = writer.count
            writer.set16(start >> 16, at: offsetsAt + 4 * index)
            writer.set16(start & 0xFFFF, at: offsetsAt + 4 * index + 2)
            var directory = ByteWriter()
            writeDirectory(face.tables(), signature: 0x0001_0000, base: start, into: &directory)
            writer.append(directory.bytes)
        }
        return writer.bytes
    }

    /// A CFF header and empty INDEXes: the reader never reads outlines, only checks the tag.
    static let minimalCFF: [UInt8] = [1, 0, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0]

    func head() -> [UInt8] {
        var w = ByteWriter()
        w.u16(1)
        w.u16(0)
        w.u32(0x0001_0000)  // fontRevision
        w.u32(0)  // checksumAdjustment
        w.u32(0x5F0F_3CF5)
        w.u16(0)  // flags
        w.u16(unitsPerEm)
        for _ in 0..<4 { w.u32(0) }  // created, modified
        w.u16(0)
        w.u16(headBox.yMin)
        w.u16(unitsPerEm)
        w.u16(headBox.yMax)
        w.u16(0)  // macStyle
        w.u16(8)  // lowestRecPPEM
        w.u16(2)  // fontDirectionHint
        w.u16(0)  // indexToLocFormat
        w.u16(0)  // glyphDataFormat
        return w.bytes
    }

    func hheaTable() -> [UInt8] {
        var w = ByteWriter()
        w.u16(1)
        w.u16(0)
        w.u16(hhea.ascender)
        w.u16(hhea.descender)
        w.u16(hhea.lineGap)
        w.u16(Int(advances.max() ?? 0))
        for _ in 0..<11 { w.u16(0) }  // bearings, extents, caret, reserved, metricDataFormat
        w.u16(numberOfHMetrics ?? advances.count)
        return w.bytes
    }

    func maxp() -> [UInt8] {
        var w = ByteWriter()
        w.u32(cff ? 0x0000_5000 : 0x0001_0000)
        w.u16(numGlyphs ?? advances.count)
        if !cff { for _ in 0..<13 { w.u16(0) } }
        return w.bytes
    }

    func hmtx() -> [UInt8] {
        var w = ByteWriter()
        let stored = numberOfHMetrics ?? advances.count
        for glyph in 0..<stored {
            w.u16(Int(advances[glyph]))
            w.u16(0)
        }
        for _ in stored..<max(stored, advances.count) { w.u16(0) }  // left side bearings only
        return w.bytes
    }

    func os2Table(_ m: (typoAscender: Int, typoDescender: Int, typoLineGap: Int, winAscent: Int, winDescent: Int, useTypo: Bool)) -> [UInt8] {
        var w = ByteWriter()
        w.u16(4)  // version
        for _ in 0..<15 { w.u16(0) }  // xAvgCharWidth ... sFamilyClass
        for _ in 0..<10 { w.u8(0) }  // panose
        for _ in 0..<4 { w.u32(0) }  // ulUnicodeRange
        w.tag("TEST")  // achVendID
        w.u16(m.useTypo ? 0xC0 : 0x40)  // fsSelection (bit 6 REGULAR, bit 7 USE_TYPO_METRICS)
        w.u16(0x20)
        w.u16(0xFFFF)
        w.u16(m.typoAscender)
        w.u16(m.typoDescender)
        w.u16(m.typoLineGap)
        w.u16(m.winAscent)
        w.u16(m.winDescent)
        for _ in 0..<2 { w.u32(0) }  // code page ranges (version 1)
        for _ in 0..<5 { w.u16(0) }  // version 2+ fields
        return w.bytes
    }

    func cmap() -> [UInt8] {
        var w = ByteWriter()
        w.u16(0)
        w.u16(cmapSubtables.count)
        var bodies: [[UInt8]] = []
        var offset = 4 + 8 * cmapSubtables.count
        for (platform, encoding, format) in cmapSubtables {
            let body: [UInt8]
            switch format {
            case 4: body = Self.format4(characters, glyphArray: format4UsesGlyphArray)
            case 12: body = Self.format12(characters)
            default: body = Self.unsupportedSubtable(format: format)
            }
            w.u16(platform)
            w.u16(encoding)
            w.u32(offset)
            offset += body.count
            bodies.append(body)
        }
        for body in bodies { w.append(body) }
        return w.bytes
    }

    /// A subtable with only a format number and a length, for the "unsupported" paths.
    static func unsupportedSubtable(format: Int) -> [UInt8] {
        var w = ByteWriter()
        w.u16(format)
        w.u16(6)
        w.u16(0)
        return w.bytes
    }

    /// Runs of consecutive scalars mapped to consecutive glyphs, BMP only, plus the final
    /// 0xFFFF segment the format requires.
    static func format4(_ characters: [UInt32: UInt16], glyphArray: Bool) -> [UInt8] {
        var segments: [(first: Int, last: Int, glyph: Int)] = []
        for scalar in characters.keys.filter({ $0 < 0xFFFF }).sorted() {
            let glyph = Int(characters[scalar]!)
            if let last = segments.last, last.last + 1 == Int(scalar), last.glyph + (last.last - last.first) + 1 == glyph {
                segments[segments.count - 1].last = Int(scalar)
            } else {
                segments.append((Int(scalar), Int(scalar), glyph))
            }
        }
        segments.append((0xFFFF, 0xFFFF, 0))
        let count = segments.count
        var w = ByteWriter()
        w.u16(4)
        w.u16(0)  // length, patched below
        w.u16(0)
        w.u16(2 * count)
        w.u16(0)
        w.u16(0)
        w.u16(0)
        for segment in segments { w.u16(segment.last) }
        w.u16(0)
        for segment in segments { w.u16(segment.first) }
        var glyphs: [Int] = []
        if glyphArray {
            for _ in segments { w.u16(0) }  // idDelta
            for (index, segment) in segments.enumerated() {
                if segment.first == 0xFFFF {
                    w.u16(0)
                    continue
                }
                // From this idRangeOffset word to the segment's first entry in the glyph array.
                let here = 2 * (count - index)
                w.u16(here + 2 * glyphs.count)
                for offset in 0...(segment.last - segment.first) { glyphs.append(segment.glyph + offset) }
            }
            for glyph in glyphs { w.u16(glyph) }
        } else {
            for segment in segments { w.u16(segment.first == 0xFFFF ? 1 : segment.glyph - segment.first) }
            for _ in segments { w.u16(0) }
        }
        w.set16(w.count, at: 2)
        return w.bytes
    }

    static func format12(_ characters: [UInt32: UInt16]) -> [UInt8] {
        var groups: [(first: Int, last: Int, glyph: Int)] = []
        for scalar in characters.keys.sorted() {
            let glyph = Int(characters[scalar]!)
            if let last = groups.last, last.last + 1 == Int(scalar), last.glyph + (last.last - last.first) + 1 == glyph {
                groups[groups.count - 1].last = Int(scalar)
            } else {
                groups.append((Int(scalar), Int(scalar), glyph))
            }
        }
        var w = ByteWriter()
        w.u16(12)
        w.u16(0)
        w.u32(16 + 12 * groups.count)
        w.u32(0)
        w.u32(groups.count)
        for group in groups {
            w.u32(group.first)
            w.u32(group.last)
            w.u32(group.glyph)
        }
        return w.bytes
    }

    func kern() -> [UInt8] {
        var w = ByteWriter()
        w.u16(0)
        w.u16(kernSubtables.count)
        for (coverage, pairs) in kernSubtables {
            w.u16(0)
            w.u16(14 + 6 * pairs.count)
            w.u16(coverage)
            w.u16(pairs.count)
            w.u16(0)
            w.u16(0)
            w.u16(0)
            for (left, right, value) in pairs.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
                w.u16(Int(left))
                w.u16(Int(right))
                w.u16(value)
            }
        }
        return w.bytes
    }

    /// GPOS with one `kern` feature (index 0) listing every lookup, reached from the default
    /// language system of each script in `gposScripts`.
    func gpos(_ lookups: [[PairSubtableSpec]]) -> [UInt8] {
        // Script list.
        var scripts = ByteWriter()
        scripts.u16(gposScripts.count)
        for (index, tag) in gposScripts.enumerated() {
            scripts.tag(tag)
            scripts.u16(2 + 6 * gposScripts.count + 12 * index)
        }
        for _ in gposScripts {
            // Script table: default LangSys at offset 4, no LangSys records.
            scripts.u16(4)
            scripts.u16(0)
            // LangSys: lookupOrder, no required feature, one feature: index 0.
            scripts.u16(0)
            scripts.u16(0xFFFF)
            scripts.u16(1)
            scripts.u16(0)
        }
        // Feature list: 'kern' → all lookups.
        var features = ByteWriter()
        features.u16(1)
        features.tag("kern")
        features.u16(8)
        features.u16(0)
        features.u16(lookups.count)
        for index in lookups.indices { features.u16(index) }
        // Lookup list.
        var lookupList = ByteWriter()
        lookupList.u16(lookups.count)
        var lookupBodies: [[UInt8]] = []
        var offset = 2 + 2 * lookups.count
        for subtables in lookups {
            let body = lookup(subtables)
            lookupList.u16(offset)
            offset += body.count
            lookupBodies.append(body)
        }
        for body in lookupBodies { lookupList.append(body) }

        var w = ByteWriter()
        w.u16(1)
        w.u16(0)
        w.u16(10)
        w.u16(10 + scripts.count)
        w.u16(10 + scripts.count + features.count)
        w.append(scripts.bytes)
        w.append(features.bytes)
        w.append(lookupList.bytes)
        return w.bytes
    }

    func lookup(_ subtables: [PairSubtableSpec]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(gposUsesExtension ? 9 : 2)
        w.u16(0)
        w.u16(subtables.count)
        let bodies = subtables.map { Self.pairSubtable($0, coverageFormat: gposCoverageFormat) }
        if gposUsesExtension {
            // Extension subtables (8 bytes each) right after the offsets, then the real ones;
            // 32-bit offsets are from each extension subtable.
            let headerEnd = 6 + 2 * subtables.count
            var real = headerEnd + 8 * subtables.count
            for index in subtables.indices { w.u16(headerEnd + 8 * index) }
            for (index, body) in bodies.enumerated() {
                w.u16(1)
                w.u16(2)
                w.u32(real - (headerEnd + 8 * index))
                real += body.count
            }
        } else {
            var offset = 6 + 2 * subtables.count
            for body in bodies {
                w.u16(offset)
                offset += body.count
            }
        }
        for body in bodies { w.append(body) }
        return w.bytes
    }

    static func coverage(_ glyphs: [UInt16], format: Int) -> [UInt8] {
        var w = ByteWriter()
        if format == 1 {
            w.u16(1)
            w.u16(glyphs.count)
            for glyph in glyphs { w.u16(Int(glyph)) }
            return w.bytes
        }
        var ranges: [(first: UInt16, last: UInt16, index: Int)] = []
        for (index, glyph) in glyphs.enumerated() {
            if let last = ranges.last, last.last + 1 == glyph {
                ranges[ranges.count - 1].last = glyph
            } else {
                ranges.append((glyph, glyph, index))
            }
        }
        w.u16(2)
        w.u16(ranges.count)
        for range in ranges {
            w.u16(Int(range.first))
            w.u16(Int(range.last))
            w.u16(range.index)
        }
        return w.bytes
    }

    static func classDefinition(_ classes: [UInt16: Int]) -> [UInt8] {
        // Format 2, one range per glyph.
        var w = ByteWriter()
        w.u16(2)
        w.u16(classes.count)
        for (glyph, value) in classes.sorted(by: { $0.key < $1.key }) {
            w.u16(Int(glyph))
            w.u16(Int(glyph))
            w.u16(value)
        }
        return w.bytes
    }

    static func pairSubtable(_ spec: PairSubtableSpec, coverageFormat: Int) -> [UInt8] {
        var w = ByteWriter()
        switch spec {
        case .pairs(let pairs):
            let firsts = Array(Set(pairs.map(\.0))).sorted()
            let headerSize = 10 + 2 * firsts.count
            var sets: [[UInt8]] = []
            for first in firsts {
                var set = ByteWriter()
                let seconds = pairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
                set.u16(seconds.count)
                for (_, second, value) in seconds {
                    set.u16(Int(second))
                    set.u16(value)
                }
                sets.append(set.bytes)
            }
            let coverageOffset = headerSize + sets.reduce(0) { $0 + $1.count }
            w.u16(1)
            w.u16(coverageOffset)
            w.u16(4)  // valueFormat1: X advance
            w.u16(0)
            w.u16(firsts.count)
            var offset = headerSize
            for set in sets {
                w.u16(offset)
                offset += set.count
            }
            for set in sets { w.append(set) }
            w.append(coverage(firsts, format: coverageFormat))
        case .classes(let first, let second, let matrix):
            let class1Count = matrix.count
            let class2Count = matrix.first?.count ?? 0
            let headerSize = 16 + 2 * class1Count * class2Count
            let coverageBytes = coverage(first.keys.sorted(), format: coverageFormat)
            let class1Bytes = classDefinition(first.filter { $0.value != 0 })
            let class2Bytes = classDefinition(second.filter { $0.value != 0 })
            w.u16(2)
            w.u16(headerSize)
            w.u16(4)
            w.u16(0)
            w.u16(headerSize + coverageBytes.count)
            w.u16(headerSize + coverageBytes.count + class1Bytes.count)
            w.u16(class1Count)
            w.u16(class2Count)
            for row in matrix { for value in row { w.u16(value) } }
            w.append(coverageBytes)
            w.append(class1Bytes)
            w.append(class2Bytes)
        }
        return w.bytes
    }
}
