import LayoutSupport

/// An SVG drawing: the root and every view as nested outlined boxes at their absolute frames,
/// each labelled with its name (a view with text shows its text instead, one `<text>` per line
/// at the baseline the layout gave it), and a legend below listing every view with its colour
/// and frame.
enum SVGReportFormatter {
    static let margin = 10.0
    static let legendLineHeight = 16.0
    static let palette = [
        "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
        "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
    ]

    static func render(_ report: LayoutReport) -> String {
        let n = DecimalText.format
        let legendTop = margin + report.rootHeight + margin
        let legendCount = Double(report.frames.count + 1)
        let width = max(report.rootWidth + 2 * margin, 260)
        let height = legendTop + legendCount * legendLineHeight + margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n"
        out += "  <rect x=\"\(n(margin))\" y=\"\(n(margin))\" width=\"\(n(report.rootWidth))\" height=\"\(n(report.rootHeight))\""
        out += " fill=\"#ffffff\" stroke=\"#000000\"/>\n"
        out += "  <text x=\"\(n(margin + 3))\" y=\"\(n(margin + 11))\" fill=\"#000000\">\(escaped(report.rootName))</text>\n"
        for (index, frame) in report.frames.enumerated() {
            let color = palette[index % palette.count]
            let x = margin + frame.absoluteX
            let y = margin + frame.absoluteY
            out += "  <g id=\"\(escaped(frame.name))\">\n"
            out += "    <rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
            out += " fill=\"\(color)\" fill-opacity=\"0.12\" stroke=\"\(color)\"/>\n"
            if let text = frame.text {
                // The view's own text replaces its name label (the legend still names it).
                out += textLines(text, x: x, y: y)
            } else {
                out += "    <text x=\"\(n(x + 2))\" y=\"\(n(y + 10))\" fill=\"\(color)\">\(escaped(frame.name))</text>\n"
            }
            out += "  </g>\n"
        }
        out += "  <g id=\"legend\">\n"
        var line = legendTop
        out += "    <text x=\"\(n(margin))\" y=\"\(n(line + 11))\" fill=\"#000000\">\(escaped(report.rootName)): "
        out += "\(n(report.rootWidth)) x \(n(report.rootHeight))</text>\n"
        for (index, frame) in report.frames.enumerated() {
            line += legendLineHeight
            let color = palette[index % palette.count]
            out += "    <rect x=\"\(n(margin))\" y=\"\(n(line + 2))\" width=\"10\" height=\"10\" fill=\"\(color)\"/>\n"
            out += "    <text x=\"\(n(margin + 16))\" y=\"\(n(line + 11))\" fill=\"#000000\">\(escaped(frame.name)) in "
            out += "\(escaped(frame.superview)): \(n(frame.x)), \(n(frame.y)), \(n(frame.width)) x \(n(frame.height))</text>\n"
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    /// One `<text>` per line, at its baseline from the view's top, in the text's family (the
    /// drawing's default when unknown) and size; spaces kept as laid out.
    static func textLines(_ text: LayoutReport.TextLines, x: Double, y: Double) -> String {
        let n = DecimalText.format
        var font = "font-size=\"\(n(text.fontSize))\""
        if let family = text.familyName { font = "font-family=\"\(escaped(family))\" " + font }
        var out = ""
        for line in text.lines {
            out += "    <text x=\"\(n(x))\" y=\"\(n(y + line.baseline))\" \(font) fill=\"#000000\" xml:space=\"preserve\">"
            out += "\(escaped(line.text))</text>\n"
        }
        return out
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
