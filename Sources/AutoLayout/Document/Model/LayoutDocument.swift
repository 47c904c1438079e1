import Typography

/// A view tree and its layout, as saved in a layout document (a JSON file): what the
/// `autolayout layout` command lays out, and a way to reproduce a layout in a bug report or a
/// benchmark.
///
/// Load one with ``LayoutDocument/init(json:)`` (or ``DocumentSource`` to keep positions for
/// diagnostics), save one with ``LayoutDocument/json``, and lay it out with
/// ``DocumentLayout``.
public struct LayoutDocument: Hashable, Sendable {
    /// Named numbers the layout texts may use in place of constants (`"margin": 20`).
    public var metrics: [String: Double]
    /// The standard spacings (`-` in a statement); `nil` entries keep the engine's 8 and 20.
    public var spacing: DocumentSpacing
    /// Pixel snapping (1, 2, 3, ...); `nil` means none. At most ``maximumScale``.
    public var scale: Double?
    /// The largest ``scale`` a document may ask for: ten thousand pixels a point is no
    /// screen, and a larger one only brings rounding closer to overflow.
    public static let maximumScale: Double = 10_000
    /// The layout direction (`"direction": "rtl"`); `nil` means left to right.
    public var direction: DocumentDirection?
    /// The root view; its `width` and `height` are the size it is laid out at.
    public var root: DocumentNode
    /// `"strict": true`: every view a layout text names must be declared in the document
    /// (an undeclared name is an error). Otherwise an undeclared name becomes a new view, with
    /// a warning when it is close to a declared one (a probable typo).
    public var isStrict: Bool
    /// `fonts`: names the views' text may use in place of a font file's path
    /// (`"body": "fonts/ExampleSans.ttf"`), paths relative to the document's folder.
    public var fonts: [String: String] = [:]
    /// The faces of the font files the views' text uses, by path as written (after the
    /// ``fonts`` names are looked up): what ``DocumentSource/loadingFonts(relativeTo:)`` reads,
    /// or what a caller that has the faces puts here. Never written to JSON.
    public var typefaces: [String: Typeface] = [:]

    /// A document.
    public init(
        metrics: [String: Double] = [:], spacing: DocumentSpacing = DocumentSpacing(),
        scale: Double? = nil, direction: DocumentDirection? = nil, isStrict: Bool = false, root: DocumentNode
    ) {
        self.metrics = metrics
        self.spacing = spacing
        self.scale = scale
        self.direction = direction
        self.isStrict = isStrict
        self.root = root
    }
}

/// The standard spacings of a document's `spacing` object.
public struct DocumentSpacing: Hashable, Sendable {
    /// Between sibling views; `nil`: the engine's default (8).
    public var sibling: Double?
    /// Between a view and its superview's edge; `nil`: the engine's default (20).
    public var superview: Double?

    /// Spacings; a `nil` one keeps the engine's default.
    public init(sibling: Double? = nil, superview: Double? = nil) {
        self.sibling = sibling
        self.superview = superview
    }

    /// Whether neither spacing is set (the writer then leaves the `spacing` key out).
    public var isEmpty: Bool { sibling == nil && superview == nil }
}

/// A document's layout direction, spelt as the command line's `--direction` values.
public enum DocumentDirection: String, Hashable, Sendable, CaseIterable {
    /// `"ltr"`: leading is the left edge.
    case leftToRight = "ltr"
    /// `"rtl"`: leading is the right edge.
    case rightToLeft = "rtl"
}
