/// Which of a font's three sets of vertical metrics a ``Typeface`` uses.
///
/// Fonts store ascender, descender and line gap three times (`hhea`, OS/2 typo, OS/2 win) and
/// the sets often disagree. The choice follows what CoreText and the browsers do on macOS and
/// Linux (FreeType), so text lines up with what people see there:
///
/// 1. ``typo`` when OS/2 `fsSelection` bit 7 (USE_TYPO_METRICS) is set: the font asks for it,
///    and every engine honours it.
/// 2. ``hhea`` when its ascender or descender is non-zero: the default of CoreText, FreeType
///    and Chrome/Firefox outside Windows.
/// 3. ``typo`` when those are non-zero (a font with an empty `hhea`).
/// 4. ``win`` (`usWinAscent`, `usWinDescent`, no line gap) when non-zero — DirectWrite's
///    default, used here only as a fallback because win metrics are clipping bounds and are
///    usually taller than the design's line.
/// 5. ``boundingBox``: `head` yMax and yMin, no line gap.
public enum VerticalMetricsSource: Hashable, Sendable {
    /// OS/2 sTypoAscender, sTypoDescender, sTypoLineGap.
    case typo
    /// hhea ascender, descender, lineGap.
    case hhea
    /// OS/2 usWinAscent and usWinDescent, line gap 0.
    case win
    /// head yMax and yMin, line gap 0.
    case boundingBox
}

/// Ascender (up, positive), descender (down, negative) and line gap in font units.
struct VerticalMetrics: Sendable {
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var source: VerticalMetricsSource

    init(head: HeadTable, hhea: HheaTable, os2: OS2Table?) {
        if let os2, os2.useTypoMetrics {
            self.init(os2.typoAscender, os2.typoDescender, os2.typoLineGap, .typo)
        } else if hhea.ascender != 0 || hhea.descender != 0 {
            self.init(hhea.ascender, hhea.descender, hhea.lineGap, .hhea)
        } else if let os2, os2.typoAscender != 0 || os2.typoDescender != 0 {
            self.init(os2.typoAscender, os2.typoDescender, os2.typoLineGap, .typo)
        } else if let os2, os2.winAscent != 0 || os2.winDescent != 0 {
            self.init(os2.winAscent, -os2.winDescent, 0, .win)
        } else {
            self.init(head.yMax, head.yMin, 0, .boundingBox)
        }
    }

    private init(_ ascender: Int, _ descender: Int, _ lineGap: Int, _ source: VerticalMetricsSource) {
        self.ascender = ascender
        self.descender = descender
        // A negative gap (seen in broken fonts) would shrink lines below the glyphs' extent.
        self.lineGap = max(0, lineGap)
        self.source = source
    }
}
