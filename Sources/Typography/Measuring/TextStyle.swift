/// How to set a string: a typeface at a size, the line height, and how many lines at most.
///
/// A style is a value and part of the ``TextMeasurer`` cache key, so measuring the same string
/// with equal styles is answered from the cache.
///
/// ```swift
/// let body = TextStyle(typeface: face, size: 15, lineHeight: .multiple(1.2), maxLines: 3)
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The distance between consecutive baselines.
    public enum LineHeight: Hashable, Sendable {
        /// The font's own: (ascender − descender + line gap) × size / unitsPerEm, what CSS calls
        /// `line-height: normal`.
        case font
        /// A multiple of the font's line height (`.multiple(1.5)`).
        case multiple(Double)
        /// A fixed height in points, whatever the font.
        case points(Double)
    }

    /// What happens to the last line when text is cut at ``maxLines``.
    public enum Truncation: Hashable, Sendable {
        /// The lines past the limit are dropped; the last line is kept as wrapped.
        case clip
        /// As ``clip``, and the last line ends with an ellipsis (U+2026 `…`, or three periods
        /// when the font has no `…`, or nothing when it has neither), clusters being removed
        /// from its end until line and ellipsis fit the width.
        case ellipsis
    }

    /// The face to measure with.
    public var typeface: Typeface
    /// The font size in points (the em square's height).
    public var size: Double
    /// The distance between baselines; ``LineHeight/font`` by default.
    public var lineHeight: LineHeight
    /// The greatest number of lines, 0 for no limit.
    public var maxLines: Int
    /// How the last kept line ends when text is cut at ``maxLines``.
    public var truncation: Truncation
    /// Whether pair kerning is applied (`true` by default, as browsers and CoreText do).
    public var kerning: Bool

    /// Creates a style.
    public init(
        typeface: Typeface, size: Double, lineHeight: LineHeight = .font, maxLines: Int = 0,
        truncation: Truncation = .ellipsis, kerning: Bool = true
    ) {
        self.typeface = typeface
        self.size = size
        self.lineHeight = lineHeight
        self.maxLines = maxLines
        self.truncation = truncation
        self.kerning = kerning
    }

    /// `units` font units in points at this size: units × size / unitsPerEm.
    /// - Complexity: O(1).
    @inline(__always)
    public func points(_ units: Int) -> Double {
        Double(units) * size / Double(typeface.unitsPerEm)
    }

    /// The ascender in points: from the baseline up to the top of the line's glyphs.
    public var ascent: Double { points(typeface.ascender) }

    /// The descender in points, positive: from the baseline down.
    public var descent: Double { points(-typeface.descender) }

    /// The font's line height in points: ascent + descent + line gap.
    public var fontLineHeight: Double {
        points(typeface.ascender - typeface.descender + typeface.lineGap)
    }

    /// The distance between baselines in points, ``lineHeight`` resolved against the font.
    public var resolvedLineHeight: Double {
        switch lineHeight {
        case .font: return fontLineHeight
        case .multiple(let factor): return fontLineHeight * factor
        case .points(let height): return height
        }
    }
}
