/// Why a font file could not be read: which table, where, and what was wrong.
///
/// Reading a font never traps: every read is bounds-checked, and anything a reader cannot use
/// becomes one of these values, thrown with Swift's typed throws.
///
/// ```swift
/// do {
///     let face = try Typeface(bytes: bytes)
/// } catch {
///     print(error)   // "hmtx at byte 1204: truncated: needs 4 bytes, 2 remain"
/// }
/// ```
public struct TypefaceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// A read ran past the end of the table or file: `needed` bytes were wanted where only
        /// `available` remained.
        case truncated(needed: Int, available: Int)
        /// A table the reader needs is absent from the table directory.
        case missingTable
        /// The file does not start with a known signature (TrueType `0x00010000`/`true`,
        /// OpenType `OTTO`, collection `ttcf`); carries the signature read.
        case unknownSignature(UInt32)
        /// A table or subtable version or format the reader does not support.
        case unsupportedFormat(Int)
        /// A value that contradicts the specification (a zero unitsPerEm, unsorted cmap
        /// segments, an offset outside its table...), described in words.
        case invalidValue(String)
        /// The face index passed to ``Typeface/init(bytes:faceIndex:)-([UInt8],_)`` is not in the file.
        case faceIndexOutOfRange(index: Int, count: Int)
        /// The kerning data asks for more work than the reader allows (a defence against
        /// files built to exhaust memory or time); carries the limit exceeded.
        case tooComplex(limit: Int)
    }

    /// The four-character tag of the table being read (`"cmap"`, `"GPOS"`...), or `"sfnt"` for
    /// the table directory and `"ttcf"` for a collection header.
    public let table: String
    /// The absolute byte offset in the file where the problem was found.
    public let offset: Int
    /// What was wrong.
    public let reason: Reason

    /// Creates an error; the readers throw these, tests compare against them.
    public init(table: String, offset: Int, reason: Reason) {
        self.table = table
        self.offset = offset
        self.reason = reason
    }

    /// One line: `"<table> at byte <offset>: <reason>"`.
    public var description: String {
        let what: String
        switch reason {
        case .truncated(let needed, let available):
            what = "truncated: needs \(needed) bytes, \(available) remain"
        case .missingTable:
            what = "required table is missing"
        case .unknownSignature(let signature):
            what = "unknown file signature 0x\(hex(signature)) (\(tagString(signature)))"
        case .unsupportedFormat(let format):
            what = "unsupported format or version \(format)"
        case .invalidValue(let message):
            what = message
        case .faceIndexOutOfRange(let index, let count):
            what = "face index \(index) out of range: the file holds \(count) face(s)"
        case .tooComplex(let limit):
            what = "too complex: more than \(limit) records"
        }
        return "\(table) at byte \(offset): \(what)"
    }
}

/// Eight hexadecimal digits, without Foundation's `String(format:)`.
func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
}

/// A tag's four bytes as text, with unprintable bytes as `?` so a garbage signature still prints
/// as four characters.
func tagString(_ tag: UInt32) -> String {
    var text = ""
    for shift in [24, 16, 8, 0] {
        let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
        text.unicodeScalars.append(byte >= 0x20 && byte < 0x7F ? Unicode.Scalar(byte) : "?")
    }
    return text
}
