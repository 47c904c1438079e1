import LayoutSupport

/// The readable table: one row per view, indented by depth, numbers right-aligned.
///
///     view      superview   x   y  width  height
///     root      -           0   0    375     667
///       avatar  root       20  20     44      44
enum TableReportFormatter {
    /// The table, written into one buffer of UTF-8: rows of cells joined line by line cost
    /// more than laying out the views they show.
    ///
    /// - Complexity: O(*n*) for *n* frames.
    static func render(_ report: LayoutReport) -> String {
        let showsZ = report.frames.contains { $0.z != nil }
        let columns = showsZ ? 7 : 6
        // Every cell in row order; a view's indentation is kept apart from its name.
        var cells: [String] = ["view", "superview", "x", "y", "width", "height"]
        if showsZ { cells.append("z") }
        var indents = [0, 0]
        cells.reserveCapacity((report.frames.count + 2) * columns)
        indents.reserveCapacity(report.frames.count + 2)
        cells += [report.rootName, "-", "0", "0", DecimalText.format(report.rootWidth), DecimalText.format(report.rootHeight)]
        if showsZ { cells.append("-") }
        for frame in report.frames {
            indents.append(2 * frame.depth)
            cells += [
                frame.name, frame.superview,
                DecimalText.format(frame.x), DecimalText.format(frame.y),
                DecimalText.format(frame.width), DecimalText.format(frame.height),
            ]
            if showsZ { cells.append(frame.z.map { String($0) } ?? "-") }
        }
        // Widths in characters, as the terminal shows them.
        let lengths = cells.map(Self.length)
        var widths = Array(repeating: 0, count: columns)
        for (index, length) in lengths.enumerated() {
            let column = index % columns
            let width = length + (column == 0 ? indents[index / columns] : 0)
            if width > widths[column] { widths[column] = width }
        }
        var out: [UInt8] = []
        out.reserveCapacity(lengths.reduce(0, +) + widths.reduce(0, +) * indents.count / 2)
        for row in indents.indices {
            let lineStart = out.count
            for column in 0..<columns {
                let index = row * columns + column
                let indent = column == 0 ? indents[row] : 0
                let pad = widths[column] - lengths[index] - indent
                // Names read left-aligned, numbers line up on the right.
                if column < 2 {
                    Self.spaces(&out, indent)
                    out.append(contentsOf: cells[index].utf8)
                    Self.spaces(&out, pad)
                } else {
                    Self.spaces(&out, pad)
                    out.append(contentsOf: cells[index].utf8)
                }
                if column < columns - 1 { Self.spaces(&out, 2) }
            }
            while out.count > lineStart, out.last == UInt8(ascii: " ") { out.removeLast() }
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The number of characters: the byte count for ASCII, which nearly every name is.
    private static func length(_ cell: String) -> Int {
        cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
    }

    private static func spaces(_ out: inout [UInt8], _ count: Int) {
        for _ in 0..<max(0, count) { out.append(UInt8(ascii: " ")) }
    }
}
