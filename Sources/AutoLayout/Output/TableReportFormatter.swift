import LayoutSupport

/// The readable table: one row per view, indented by depth, numbers right-aligned.
///
///     view      superview   x   y  width  height
///     root      -           0   0    375     667
///       avatar  root       20  20     44      44
enum TableReportFormatter {
    static func render(_ report: LayoutReport) -> String {
        let showsZ = report.frames.contains { $0.z != nil }
        var header = ["view", "superview", "x", "y", "width", "height"]
        if showsZ { header.append("z") }
        var rows = [header]
        rows.append(
            [report.rootName, "-", "0", "0", DecimalText.format(report.rootWidth), DecimalText.format(report.rootHeight)]
                + (showsZ ? ["-"] : []))
        for frame in report.frames {
            var row = [
                String(repeating: "  ", count: frame.depth) + frame.name, frame.superview,
                DecimalText.format(frame.x), DecimalText.format(frame.y),
                DecimalText.format(frame.width), DecimalText.format(frame.height),
            ]
            if showsZ { row.append(frame.z.map { String($0) } ?? "-") }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row -> String in
            var line = ""
            for (column, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Names read left-aligned, numbers line up on the right.
                if column < 2 {
                    line += cell + pad
                } else {
                    line += pad + cell
                }
                if column < row.count - 1 { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
