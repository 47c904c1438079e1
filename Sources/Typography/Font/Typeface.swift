/// A parsed font face: glyph advances, character map, vertical metrics and pair kerning.
///
/// Reads TrueType (`0x00010000`, `true`), OpenType with CFF outlines (`OTTO`) and TrueType
/// collections (`ttcf`, choose a face with `faceIndex`). Outlines are never read: measuring
/// needs only `head`, `hhea`, `maxp`, `hmtx`, `cmap`, and when present `OS/2`, `kern` and `GPOS`
/// (and `name`, for the ``familyName`` alone).
///
/// Every table is parsed once, at initialisation, into flat arrays; the value is then immutable
/// and cheap to copy and share across threads. Malformed files throw a ``TypefaceError`` naming
/// the table, the byte offset and the problem; no input makes the reader trap.
///
/// Two typefaces are equal when they are copies of one parsed value: parsing the same bytes
/// twice gives two faces that are not equal (hashing a whole font to compare would cost more
/// than the measuring it keys).
///
/// ```swift
/// let face = try Typeface(bytes: fontFileBytes)
/// let style = TextStyle(typeface: face, size: 16)
/// ```
public struct Typeface: Sendable, Hashable, CustomStringConvertible {
    /// The parsed tables, shared by copies; immutable, so `Sendable`.
    final class Storage: Sendable {
        let unitsPerEm: Int
        let advances: [UInt16]
        let characterMap: CharacterMap
        let metrics: VerticalMetrics
        let kerning: Kerning
        let hasCFFOutlines: Bool
        let familyName: String?

        init(
            unitsPerEm: Int, advances: [UInt16], characterMap: CharacterMap, metrics: VerticalMetrics,
            kerning: Kerning, hasCFFOutlines: Bool, familyName: String?
        ) {
            self.unitsPerEm = unitsPerEm
            self.advances = advances
            self.characterMap = characterMap
            self.metrics = metrics
            self.kerning = kerning
            self.hasCFFOutlines = hasCFFOutlines
            self.familyName = familyName
        }
    }

    let storage: Storage

    /// Parses the face at `faceIndex` (0 for a single-face file) from a font file's bytes.
    ///
    /// - Throws: ``TypefaceError`` when a required table is missing or any table read is
    ///   malformed or truncated.
    /// - Complexity: O(n) in the size of the tables read, plus O(p) for p kerning pairs.
    public init(bytes: [UInt8], faceIndex: Int = 0) throws(TypefaceError) {
        let directory = try TableDirectory(bytes: bytes, faceIndex: faceIndex)
        let head = try HeadTable(try directory.requiredTable("head"))
        let hhea = try HheaTable(try directory.requiredTable("hhea"))
        let maxp = try MaxpTable(try directory.requiredTable("maxp"))
        let advances = try HmtxTable.advances(
            try directory.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics,
            numGlyphs: maxp.numGlyphs)
        let characterMap = try CmapTable.read(try directory.requiredTable("cmap"), numGlyphs: maxp.numGlyphs)
        var os2: OS2Table?
        if let table = directory.table("OS/2") { os2 = try OS2Table(table) }
        var kerning = Kerning.none
        if let table = directory.table("GPOS") {
            let lookups = try GposTable.read(table)
            if !lookups.isEmpty { kerning = Kerning(gposLookups: lookups) }
        }
        if kerning.source == .none, let table = directory.table("kern") {
            kerning = Kerning(kernTable: try KernTable.read(table))
        }
        storage = Storage(
            unitsPerEm: head.unitsPerEm, advances: advances, characterMap: characterMap,
            metrics: VerticalMetrics(head: head, hhea: hhea, os2: os2), kerning: kerning,
            hasCFFOutlines: directory.signature == TableDirectory.openTypeTag,
            familyName: directory.table("name").flatMap(NameTable.familyName))
    }

    /// Parses a face from any collection of bytes (a slice, a `ContiguousArray`...).
    /// - Complexity: O(n) to copy the bytes, then as ``init(bytes:faceIndex:)-([UInt8],_)``.
    public init<Bytes: Collection<UInt8>>(bytes: Bytes, faceIndex: Int = 0) throws(TypefaceError) {
        try self.init(bytes: Array(bytes), faceIndex: faceIndex)
    }

    /// How many faces a font file holds: a collection's count, or 1 for a single face.
    /// - Throws: ``TypefaceError`` if the file is too short to have a signature or count.
    /// - Complexity: O(1).
    public static func faceCount(in bytes: [UInt8]) throws(TypefaceError) -> Int {
        try TableDirectory.faceCount(in: bytes)
    }

    /// Font units per em (`head`): advances and metrics are divided by this and multiplied by
    /// the point size.
    public var unitsPerEm: Int { storage.unitsPerEm }

    /// The number of glyphs (`maxp`).
    public var glyphCount: Int { storage.advances.count }

    /// The distance from the baseline to the top of a line's glyphs, in font units, positive.
    /// See ``VerticalMetricsSource`` for which table it comes from.
    public var ascender: Int { storage.metrics.ascender }

    /// The distance from the baseline to the bottom, in font units, negative below the baseline.
    public var descender: Int { storage.metrics.descender }

    /// Extra space between lines recommended by the font, in font units, never negative.
    public var lineGap: Int { storage.metrics.lineGap }

    /// The table ``ascender``, ``descender`` and ``lineGap`` come from.
    public var verticalMetricsSource: VerticalMetricsSource { storage.metrics.source }

    /// The family name from the `name` table (the typographic family, else the family), as
    /// drawing output names the font; `nil` when the table is absent or unreadable, which does
    /// not make the font unusable.
    public var familyName: String? { storage.familyName }

    /// Whether the face has CFF outlines (`OTTO`) rather than TrueType ones.
    public var hasCFFOutlines: Bool { storage.hasCFFOutlines }

    /// Whether pair kerning comes from GPOS, from the `kern` table, or is absent.
    public var kerningSource: KerningSource {
        switch storage.kerning.source {
        case .none: return .none
        case .kernTable: return .kernTable
        case .gpos: return .gpos
        }
    }

    /// The glyph the character map gives `scalar`, 0 (.notdef) if the font has none.
    /// - Complexity: O(1) below U+2000, O(log r) above for r cmap ranges.
    public func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        storage.characterMap.glyph(for: scalar.value)
    }

    /// The advance width of `glyph` in font units; 0 for a glyph id past ``glyphCount``.
    /// - Complexity: O(1).
    public func advance(ofGlyph glyph: UInt16) -> Int {
        let advances = storage.advances
        return Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// The kerning adjustment in font units to add between `left` and the `right` that follows
    /// it (negative to tighten).
    /// - Complexity: O(1) for most glyphs; O(s) for s kerning subtables when `left` starts a
    ///   kerned pair.
    public func kerning(between left: UInt16, and right: UInt16) -> Int {
        storage.kerning.adjustment(left, right)
    }

    /// Equal when both are copies of one parsed face.
    public static func == (lhs: Typeface, rhs: Typeface) -> Bool { lhs.storage === rhs.storage }

    /// Hashes the identity of the parsed face.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }

    /// Units per em, glyph count, metrics and kerning source, for debugging.
    public var description: String {
        "Typeface(unitsPerEm: \(unitsPerEm), glyphs: \(glyphCount), ascender: \(ascender), "
            + "descender: \(descender), lineGap: \(lineGap), metrics: \(verticalMetricsSource), "
            + "kerning: \(kerningSource))"
    }
}

/// Where a ``Typeface``'s pair kerning comes from.
public enum KerningSource: Hashable, Sendable {
    /// No kerning.
    case none
    /// The legacy `kern` table (format 0 pairs).
    case kernTable
    /// The GPOS `kern` feature (pair adjustment lookups), which then replaces the `kern` table.
    case gpos
}
