/// A view's `text` in a layout document: the string, the font it is set in and how.
///
/// ```json
/// "text": {"string": "Total due", "font": "body", "size": 17, "lines": 0, "lineHeight": 22}
/// ```
///
/// The font is the path of a TrueType or OpenType file, relative to the document's folder, or
/// a name from the document's `fonts` map (see ``LayoutDocument/fonts``).
/// ``DocumentSource/loadingFonts(relativeTo:)`` reads the files; ``DocumentLayout`` then sets
/// each view's ``LayoutView/text``.
public struct DocumentText: Hashable, Sendable {
    /// The characters; `"\n"` ends a line.
    public var string: String
    /// The font as written: a file path, or a name of the document's `fonts` map.
    public var font: String
    /// The font size in points.
    public var size: Double
    /// The greatest number of lines, 0 for no limit (`lines`); the last kept line ends with an
    /// ellipsis.
    public var lines: Int
    /// The distance between baselines in points (`lineHeight`); `nil`: the font's own.
    public var lineHeight: Double?

    /// A text; `lines` 0 and `lineHeight` `nil` are the defaults the loader uses.
    public init(string: String, font: String, size: Double, lines: Int = 0, lineHeight: Double? = nil) {
        self.string = string
        self.font = font
        self.size = size
        self.lines = lines
        self.lineHeight = lineHeight
    }
}

extension LayoutDocument {
    /// The file path a text's `font` stands for: the path the ``fonts`` map gives a name, or
    /// the reference itself (a path).
    /// - Complexity: O(1) expected.
    public func fontPath(for reference: String) -> String {
        fonts[reference] ?? reference
    }

    /// Whether a `font` reference that is not a name of ``fonts`` reads as a name rather than
    /// a file path: it has neither a `/` nor a `.`, as `"body"` (a typo of a name, then).
    static func looksLikeFontName(_ reference: String) -> Bool {
        !reference.contains("/") && !reference.contains(".")
    }
}
