/// The table directory of one face: where each table's bytes are.
///
/// A TrueType collection (`ttcf`) holds several directories; table offsets are from the start of
/// the file in both cases. Checksums are not verified: browsers and CoreText ignore them too, and
/// a wrong checksum does not make a table unreadable.
struct TableDirectory {
    let bytes: [UInt8]
    /// Tag → (offset, length), already checked to lie inside the file.
    private var tables: [UInt32: (offset: Int, length: Int)] = [:]
    /// The face's signature: `0x00010000` or `true` (TrueType outlines), `OTTO` (CFF outlines).
    private(set) var signature: UInt32 = 0

    static let collectionTag: UInt32 = 0x7474_6366  // 'ttcf'
    static let openTypeTag: UInt32 = 0x4F54_544F  // 'OTTO'
    static let appleTrueTypeTag: UInt32 = 0x7472_7565  // 'true'

    /// The number of faces in `bytes`: the collection's count for `ttcf`, 1 for a single face.
    static func faceCount(in bytes: [UInt8]) throws(TypefaceError) -> Int {
        let file = TableReader(bytes: bytes, table: "sfnt", start: 0, end: bytes.count)
        let signature = try file.u32(at: 0)
        guard signature == collectionTag else { return 1 }
        let header = TableReader(bytes: bytes, table: "ttcf", start: 0, end: bytes.count)
        return Int(try header.u32(at: 8))
    }

    init(bytes: [UInt8], faceIndex: Int) throws(TypefaceError) {
        self.bytes = bytes
        let file = TableReader(bytes: bytes, table: "sfnt", start: 0, end: bytes.count)
        var directoryOffset = 0
        if try file.u32(at: 0) == Self.collectionTag {
            let header = TableReader(bytes: bytes, table: "ttcf", start: 0, end: bytes.count)
            let major = try header.u16(at: 4)
            guard major == 1 || major == 2 else {
                throw header.error(at: 4, .unsupportedFormat(Int(major)))
            }
            let count = Int(try header.u32(at: 8))
            guard faceIndex >= 0, faceIndex < count else {
                throw header.error(at: 8, .faceIndexOutOfRange(index: faceIndex, count: count))
            }
            directoryOffset = Int(try header.u32(at: 12 + 4 * faceIndex))
            guard directoryOffset < bytes.count else {
                throw header.invalid(
                    at: 12 + 4 * faceIndex, "face offset \(directoryOffset) is past the end of the file")
            }
        } else if faceIndex != 0 {
            throw file.error(at: 0, .faceIndexOutOfRange(index: faceIndex, count: 1))
        }
        let signature = try file.u32(at: directoryOffset)
        guard signature == 0x0001_0000 || signature == Self.openTypeTag
            || signature == Self.appleTrueTypeTag
        else {
            throw file.error(at: directoryOffset, .unknownSignature(signature))
        }
        self.signature = signature
        let count = Int(try file.u16(at: directoryOffset + 4))
        let recordsStart = directoryOffset + 12
        try file.require(16 * count, at: recordsStart)
        for index in 0..<count {
            let record = recordsStart + 16 * index
            let tag = try file.u32(at: record)
            let offset = Int(try file.u32(at: record + 8))
            let length = Int(try file.u32(at: record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw TypefaceError(
                    table: tagString(tag), offset: record + 8,
                    reason: .invalidValue(
                        "table at \(offset) of length \(length) ends past the end of the file (\(bytes.count) bytes)"))
            }
            // The first record wins for a duplicated tag, as in the common readers.
            if tables[tag] == nil { tables[tag] = (offset, length) }
        }
    }

    /// A reader over the table `tag`, or `nil` if the face has no such table.
    func table(_ tag: String) -> TableReader? {
        guard let entry = tables[Self.tag(tag)] else { return nil }
        return TableReader(bytes: bytes, table: tag, start: entry.offset, end: entry.offset + entry.length)
    }

    /// A reader over the table `tag`; throws ``TypefaceError/Reason/missingTable`` if absent.
    func requiredTable(_ tag: String) throws(TypefaceError) -> TableReader {
        guard let reader = table(tag) else {
            throw TypefaceError(table: tag, offset: 0, reason: .missingTable)
        }
        return reader
    }

    /// A four-character ASCII tag as the big-endian number the file stores.
    static func tag(_ text: String) -> UInt32 {
        var value: UInt32 = 0
        for byte in text.utf8.prefix(4) { value = value << 8 | UInt32(byte) }
        return value
    }
}
