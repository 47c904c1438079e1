/// Greedy line breaking over clusters: each line takes as many clusters as fit, ending at the
/// last break opportunity; a word wider than a whole line is broken between clusters.
///
/// Lines are cluster index ranges; trailing spaces stay on their line but hang (they are left
/// out of its width), so a line never starts with the space that ended the previous one.
struct LineBreaker {
    /// A line: clusters `start..<end`, of which `start..<visibleEnd` count toward its width.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var visibleEnd: Int
    }

    /// Decides whether `units` font units overflow the line.
    let fits: (Int) -> Bool

    /// The width in font units of clusters `start..<end` laid on one line: the kerning before
    /// the first is dropped.
    @inline(__always)
    static func units(_ clusters: [Cluster], _ start: Int, _ end: Int) -> Int {
        end > start ? clusters[end].position - clusters[start].position - clusters[start].kernBefore : 0
    }

    /// Breaks `clusters` (ending with the ``BreakClass/end`` sentinel) into lines, stopping
    /// once `limit` lines exist (0 = no limit); returns the lines and whether text remained.
    /// - Complexity: O(n) amortized for n clusters: after a break, only the clusters between
    ///   the break and the overflow are scanned again.
    func lines(_ clusters: [Cluster], limit: Int) -> (lines: [Span], truncated: Bool) {
        var lines: [Span] = []
        let count = clusters.count - 1
        var paragraphStart = 0
        while paragraphStart < count {
            var paragraphEnd = paragraphStart
            while paragraphEnd < count && clusters[paragraphEnd].kind != .hardBreak { paragraphEnd += 1 }
            var start = paragraphStart
            repeat {
                if limit > 0 && lines.count == limit { return (lines, true) }
                let end = lineEnd(clusters, from: start, paragraphEnd: paragraphEnd)
                var visibleEnd = end
                while visibleEnd > start && clusters[visibleEnd - 1].kind.hangs { visibleEnd -= 1 }
                lines.append(Span(start: start, end: end, visibleEnd: visibleEnd))
                start = end
            } while start < paragraphEnd
            // Past the hard break; a break at the very end of the text opens no empty line.
            paragraphStart = paragraphEnd + 1
        }
        return (lines, false)
    }

    /// Where the line starting at `start` ends (exclusive), within its paragraph.
    private func lineEnd(_ clusters: [Cluster], from start: Int, paragraphEnd: Int) -> Int {
        var lastBreak = start
        var index = start
        while index < paragraphEnd {
            let cluster = clusters[index]
            if index > start {
                let previous = clusters[index - 1]
                if cluster.kind.allowsBreak(after: previous.kind, hyphenBreaks: previous.hyphenBreaks) {
                    lastBreak = index
                }
            }
            if !cluster.kind.hangs && index > start && !fits(Self.units(clusters, start, index + 1)) {
                // The last opportunity, or else between clusters: the word alone is too wide.
                return lastBreak > start ? lastBreak : index
            }
            index += 1
        }
        return paragraphEnd
    }
}
