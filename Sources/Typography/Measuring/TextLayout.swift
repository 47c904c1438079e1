/// The measuring itself, without a cache: clusters, line breaking, truncation, baselines.
///
/// Holds its cluster buffer so a ``TextMeasurer`` measuring many strings allocates it once.
struct TextLayout {
    private var clusters: [Cluster] = []

    /// Widths within this many points of the limit still fit: a width computed by a solver can
    /// be a rounding error short of the measured width it was derived from.
    static let tolerance = 1e-6

    mutating func measure(_ string: String, style: TextStyle, width: Double?) -> MeasuredText {
        let typeface = style.typeface
        ClusterBuilder(typeface: typeface, kerning: style.kerning).build(string, into: &clusters)
        let limit = width ?? .infinity
        let breaker = LineBreaker { units in style.points(units) <= limit + Self.tolerance }
        let (spans, truncated) = breaker.lines(clusters, limit: max(0, style.maxLines))

        let lineHeight = style.resolvedLineHeight
        let ascent = style.ascent
        let descent = style.descent
        let halfLeading = (lineHeight - ascent - descent) / 2
        var lines: [MeasuredLine] = []
        lines.reserveCapacity(spans.count)
        var widest = 0.0
        for (index, span) in spans.enumerated() {
            var visibleEnd = span.visibleEnd
            var units = LineBreaker.units(clusters, span.start, visibleEnd)
            var ellipsis: String?
            if truncated && index == spans.count - 1 && style.truncation == .ellipsis,
                let mark = Ellipsis(typeface: typeface, kerning: style.kerning)
            {
                // Remove clusters until line + ellipsis fit; spaces before the ellipsis go too.
                while true {
                    while visibleEnd > span.start && clusters[visibleEnd - 1].kind.hangs { visibleEnd -= 1 }
                    units = LineBreaker.units(clusters, span.start, visibleEnd)
                    let total = units + mark.units(after: visibleEnd > span.start ? clusters[visibleEnd - 1].lastGlyph : nil)
                    if visibleEnd == span.start || style.points(total) <= limit + Self.tolerance {
                        units = total
                        break
                    }
                    visibleEnd -= 1
                }
                ellipsis = mark.text
            }
            let range = clusters[span.start].start..<clusters[visibleEnd].start
            let lineWidth = style.points(units)
            widest = max(widest, lineWidth)
            lines.append(
                MeasuredLine(
                    range: range, text: string[range], ellipsis: ellipsis, width: lineWidth,
                    baseline: Double(index) * lineHeight + halfLeading + ascent))
        }
        return MeasuredText(
            width: widest, height: Double(lines.count) * lineHeight, lines: lines, lineHeight: lineHeight,
            firstBaseline: halfLeading + ascent, lastBaseline: halfLeading + descent, isTruncated: truncated)
    }
}
