import Typography

/// A view's text: a string set in a `TextStyle`, which gives the view its size
/// and its baselines.
///
/// Set it as ``LayoutView/text``: the engine then measures the string as the view's content
/// (the one-line size as its intrinsic size, then the height the text needs at the width the
/// layout gives it), and places the first and last baselines from the font's metrics, so that
/// `alignAllFirstBaseline`, `alignAllLastBaseline` and baseline-to-baseline constraints line up
/// the glyphs. The text is drawn from the top of the view: a view laid out taller than its
/// text keeps its first baseline where the text's is.
///
/// ```swift
/// let face = try Typeface(bytes: fontFileBytes)
/// let title = LayoutView(name: "title")
/// title.text = LayoutText("Invoice #2041", typeface: face, size: 17)
/// ```
///
/// It is a plain value: equal texts measure the same, and the engine measures a view again
/// only when its text changes.
public struct LayoutText: Hashable, Sendable {
    /// The characters; `"\n"` ends a line.
    public var string: String
    /// The face, size, line height and line limit the string is set in.
    public var style: TextStyle
    /// The font's family name, for output that draws the text (SVG's `font-family`); `nil`
    /// leaves the drawing's default font. It plays no part in measuring.
    public var familyName: String?

    /// A string in a style.
    public init(_ string: String, style: TextStyle, familyName: String? = nil) {
        self.string = string
        self.style = style
        self.familyName = familyName
    }

    /// A string in `typeface` at `size` points, wrapped to at most `maxLines` lines (0: no
    /// limit, the last kept line ending with an ellipsis) `lineHeight` apart.
    public init(
        _ string: String, typeface: Typeface, size: Double, maxLines: Int = 0,
        lineHeight: TextStyle.LineHeight = .font, familyName: String? = nil
    ) {
        self.init(
            string, style: TextStyle(typeface: typeface, size: size, lineHeight: lineHeight, maxLines: maxLines),
            familyName: familyName)
    }

    /// The first baseline's distance from the top of the text, in points: half the leading
    /// (line height minus ascent and descent) above the font's ascent, as in CSS. It does not
    /// depend on the string or the width.
    public var firstBaseline: Double {
        halfLeading + style.ascent
    }

    /// The last baseline's distance up from the bottom of the text, in points: the font's
    /// descent and half the leading. It does not depend on the string or the width either,
    /// since every line is `TextStyle.resolvedLineHeight` tall.
    public var lastBaseline: Double {
        halfLeading + style.descent
    }

    private var halfLeading: Double {
        (style.resolvedLineHeight - style.ascent - style.descent) / 2
    }
}
