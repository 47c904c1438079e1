/// Big-endian reads inside one table's bytes, every one bounds-checked.
///
/// Offsets are absolute positions in the file, so errors name the byte where the problem is;
/// the reader refuses any read outside `start..<end` (the table's extent from the table
/// directory) with ``TypefaceError/Reason/truncated(needed:available:)``.
struct TableReader {
    let bytes: [UInt8]
    /// The table tag errors name.
    let table: String
    let start: Int
    let end: Int

    init(bytes: [UInt8], table: String, start: Int, end: Int) {
        self.bytes = bytes
        self.table = table
        self.start = start
        self.end = end
    }

    /// The number of bytes of the table.
    var length: Int { end - start }

    func error(at offset: Int, _ reason: TypefaceError.Reason) -> TypefaceError {
        TypefaceError(table: table, offset: offset, reason: reason)
    }

    func invalid(at offset: Int, _ message: String) -> TypefaceError {
        error(at: offset, .invalidValue(message))
    }

    /// Throws unless `count` bytes from `offset` lie inside the table. Checks before adding, so
    /// huge counts from the file cannot overflow.
    func require(_ count: Int, at offset: Int) throws(TypefaceError) {
        guard offset >= start else {
            throw error(at: offset, .invalidValue("offset before the table (\(start)..<\(end))"))
        }
        // Positions computed from counts in the file land past the end when the table is short.
        guard offset <= end else { throw error(at: offset, .truncated(needed: count, available: 0)) }
        guard count >= 0, count <= end - offset else {
            throw error(at: offset, .truncated(needed: count, available: end - offset))
        }
    }

    func u8(at offset: Int) throws(TypefaceError) -> UInt8 {
        try require(1, at: offset)
        return bytes[offset]
    }

    func u16(at offset: Int) throws(TypefaceError) -> UInt16 {
        try require(2, at: offset)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func i16(at offset: Int) throws(TypefaceError) -> Int16 {
        Int16(bitPattern: try u16(at: offset))
    }

    func u32(at offset: Int) throws(TypefaceError) -> UInt32 {
        try require(4, at: offset)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
            | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// `base + offset` for an offset read from the file, checked to land inside the table.
    func resolve(_ offset: Int, from base: Int, at position: Int) throws(TypefaceError) -> Int {
        let target = base + offset
        guard offset >= 0, target >= start, target < end else {
            throw invalid(at: position, "offset \(offset) from byte \(base) points outside the table")
        }
        return target
    }
}
