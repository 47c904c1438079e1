/// The size of a string set in a style, its lines and its baselines.
///
/// Every line box is ``lineHeight`` tall; the glyphs' ascent and descent are centred in it (the
/// difference, the leading, is split half above and half below, as in CSS), so the baseline
/// of line `i` is at `i × lineHeight + (lineHeight − ascent − descent) / 2 + ascent` from the
/// top. Values are not rounded to pixels.
public struct MeasuredText: Hashable, Sendable {
    /// The widest line's width in points (trailing spaces excluded).
    public let width: Double
    /// The number of lines × ``lineHeight``.
    public let height: Double
    /// The lines, top to bottom; empty for an empty string.
    public let lines: [MeasuredLine]
    /// The distance between consecutive baselines in points.
    public let lineHeight: Double
    /// The distance from the top to the first line's baseline, for first-baseline alignment.
    /// An empty string reports where one line's baseline would be.
    public let firstBaseline: Double
    /// The distance from the last line's baseline up from the bottom, for last-baseline
    /// alignment. An empty string reports one line's value.
    public let lastBaseline: Double
    /// Whether lines past ``TextStyle/maxLines`` were dropped.
    public let isTruncated: Bool
}

/// One line of a ``MeasuredText``: what to draw and where.
public struct MeasuredLine: Hashable, Sendable {
    /// The line's characters in the measured string, without the hard line break that ended it
    /// and without hanging trailing spaces.
    public let range: Range<String.Index>
    /// The characters of ``range``.
    public let text: Substring
    /// The ellipsis to draw after ``text`` on a truncated last line (`"…"` or `"..."`); `nil`
    /// otherwise.
    public let ellipsis: String?
    /// The line's width in points: advances and kerning of ``text`` (and ``ellipsis``).
    public let width: Double
    /// The baseline's distance from the top of the text, in points.
    public let baseline: Double
}
