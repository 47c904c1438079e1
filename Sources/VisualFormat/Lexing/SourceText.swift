import LayoutIR

/// A layout text indexed by Unicode scalar, so that any token's position can be turned into a
/// 1-based line and column (columns count scalars) and a UTF-8 offset without rescanning.
struct SourceText: Sendable {
    let text: String
    let scalars: [Unicode.Scalar]
    /// The text's UTF-8 bytes: token texts are cut from them, a copy instead of a rebuild.
    private let utf8: [UInt8]
    private let utf8Offsets: [Int]
    private let lines: [Int]
    private let columns: [Int]

    init(_ text: String) {
        self.text = text
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        var lines: [Int] = []
        var columns: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0, line = 1, column = 1
        for scalar in scalars {
            offsets.append(offset)
            lines.append(line)
            columns.append(column)
            offset += UTF8.width(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        offsets.append(offset)
        lines.append(line)
        columns.append(column)
        self.scalars = scalars
        self.utf8 = Array(text.utf8)
        self.utf8Offsets = offsets
        self.lines = lines
        self.columns = columns
    }

    var count: Int { scalars.count }

    /// The location before the scalar at `index` (clamped to the text).
    func location(_ index: Int) -> SourceLocation {
        let i = min(max(index, 0), scalars.count)
        return SourceLocation(offset: utf8Offsets[i], line: lines[i], column: columns[i])
    }

    func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(start), end: location(max(start, end)))
    }

    /// The text of scalars `start..<end` (clamped).
    func slice(_ start: Int, _ end: Int) -> String {
        let s = min(max(start, 0), scalars.count)
        let e = min(max(end, s), scalars.count)
        return String(decoding: utf8[utf8Offsets[s]..<utf8Offsets[e]], as: UTF8.self)
    }

    func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }
}
