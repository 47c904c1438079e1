/// One grapheme cluster (a `Character`) with what wrapping needs: where it starts, its advance,
/// the kerning before it, and its break class.
///
/// Advances are integers in font units: a line's width is a difference of two running sums,
/// exact whatever the order of additions, and converted to points once.
struct Cluster {
    var start: String.Index
    /// Sum of `kernBefore + advance` of every earlier cluster: the pen position, in font units.
    var position: Int
    /// The cluster's own advance, kerning between its scalars included.
    var advance: Int
    /// Kerning between the previous cluster's last glyph and this cluster's first; dropped when
    /// the cluster starts a line.
    var kernBefore: Int
    /// The last glyph drawn, for kerning against an ellipsis; `nil` if the cluster draws none.
    var lastGlyph: UInt16?
    var kind: BreakClass
    /// For a hyphen: whether it follows a word (and so may end a line).
    var hyphenBreaks: Bool
}

/// Turns a string into clusters with a font's advances and kerning: the whole "shaping" this
/// module does — one glyph per scalar, no ligatures or contextual forms, no mark positioning.
struct ClusterBuilder {
    let typeface: Typeface
    let kerning: Bool

    /// Fills `clusters` (cleared first, capacity kept) with the clusters of `string`, followed
    /// by one sentinel of class ``BreakClass/end`` at `string.endIndex` holding the total.
    /// - Complexity: O(n) in the string's length.
    func build(_ string: String, into clusters: inout [Cluster]) {
        clusters.removeAll(keepingCapacity: true)
        let storage = typeface.storage
        // Hoisted once: reading them through the class on every glyph costs reference counting.
        var state = State(
            characterMap: storage.characterMap, advances: storage.advances,
            kerning: kerning ? storage.kerning : nil)
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: every byte is a Character except "\r\n", so grapheme breaking is skipped.
            let utf8 = string.utf8
            var index = utf8.startIndex
            while index < utf8.endIndex {
                let byte = utf8[index]
                let next = utf8.index(after: index)
                if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A {
                    state.begin(at: index, first: 0x0D, into: &clusters)
                    index = utf8.index(after: next)
                    continue
                }
                state.begin(at: index, first: UInt32(byte), into: &clusters)
                if clusters[clusters.count - 1].kind != .hardBreak {
                    state.add(UInt32(byte))
                    state.finish(into: &clusters)
                }
                index = next
            }
        } else {
            let scalars = string.unicodeScalars
            var index = string.startIndex
            while index < string.endIndex {
                let next = string.index(after: index)
                var scalarIndex = index
                let first = scalars[scalarIndex].value
                state.begin(at: index, first: first, into: &clusters)
                if clusters[clusters.count - 1].kind != .hardBreak {
                    while scalarIndex < next {
                        state.add(scalars[scalarIndex].value)
                        scalars.formIndex(after: &scalarIndex)
                    }
                    state.finish(into: &clusters)
                }
                index = next
            }
        }
        clusters.append(
            Cluster(
                start: string.endIndex, position: state.position, advance: 0, kernBefore: 0,
                lastGlyph: nil, kind: .end, hyphenBreaks: false))
    }

    /// The running state across clusters.
    private struct State {
        let characterMap: CharacterMap
        let advances: [UInt16]
        /// `nil` when kerning is off.
        let kerning: Kerning?
        var position = 0
        /// The last glyph drawn, `nil` at the start and after a hard break (no kerning across).
        var previousGlyph: UInt16?
        var previousKind = BreakClass.hardBreak
        var advance = 0
        var kernBefore = 0
        var firstInCluster = true

        @inline(__always)
        mutating func begin(at start: String.Index, first: UInt32, into clusters: inout [Cluster]) {
            let kind = BreakClass.of(first)
            let hyphenBreaks =
                kind == .hyphen && previousKind != .space && previousKind != .hardBreak
                && previousKind != .openingPunctuation && previousKind != .ideographicOpening
                && previousKind != .zeroWidthSpace
            clusters.append(
                Cluster(
                    start: start, position: position, advance: 0, kernBefore: 0, lastGlyph: nil,
                    kind: kind, hyphenBreaks: hyphenBreaks))
            previousKind = kind
            advance = 0
            kernBefore = 0
            firstInCluster = true
            if kind == .hardBreak { previousGlyph = nil }
        }

        @inline(__always)
        mutating func add(_ scalar: UInt32) {
            if isDefaultIgnorable(scalar) { return }
            // A tab is measured as one space: tab stops are the drawing layer's business.
            let glyph = characterMap.glyph(for: scalar == 0x09 ? 0x20 : scalar)
            let glyphAdvance = Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
            var kern = 0
            if let kerning, let previousGlyph { kern = kerning.adjustment(previousGlyph, glyph) }
            if firstInCluster {
                kernBefore = kern
                firstInCluster = false
            } else {
                advance += kern
            }
            advance += glyphAdvance
            previousGlyph = glyph
        }

        @inline(__always)
        mutating func finish(into clusters: inout [Cluster]) {
            let last = clusters.count - 1
            clusters[last].advance = advance
            clusters[last].kernBefore = kernBefore
            clusters[last].lastGlyph = firstInCluster ? nil : previousGlyph
            position += kernBefore + advance
        }
    }
}
