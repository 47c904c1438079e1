import VisualFormat
import LayoutIR

/// One view of a layout document: its name, what it knows of its own size, its layout texts
/// (laid out with it as the superview `|`) and its declared subviews.
public struct DocumentNode: Hashable, Sendable {
    /// The view's name, as statements refer to it; unique in the document.
    public var name: String
    /// The root's layout width (`root.width`); only the root may have one.
    public var width: Double?
    /// The root's layout height (`root.height`); only the root may have one.
    public var height: Double?
    /// The layout texts, laid out in order with this view as the superview.
    public var layout: [DocumentLayoutEntry]
    /// Declared subviews in order. Views a statement names that are declared nowhere become
    /// subviews of the node whose layout names them first.
    public var subviews: [DocumentNode]
    /// Intrinsic content width (`intrinsicSize[0]`); `nil`: none on that axis.
    public var intrinsicWidth: Double?
    /// Intrinsic content height (`intrinsicSize[1]`); `nil`: none on that axis.
    public var intrinsicHeight: Double?
    /// Content hugging `[horizontal, vertical]`; defaults 250, 250.
    public var hugging: DocumentPriorities
    /// Compression resistance `[horizontal, vertical]`; defaults 750, 750.
    public var compressionResistance: DocumentPriorities
    /// `hidden`: `true` makes the view gone along the axis it is arranged on (see
    /// ``HiddenCollapse``); `"horizontal"`, `"vertical"` or `"both"` hide it too and set
    /// ``hiddenCollapse``. Its constraints stay.
    public var isHidden: Bool
    /// The axes a hidden view collapses along (`hidden`'s string forms);
    /// ``HiddenCollapse/arrangedAxis`` for `hidden: true`.
    public var hiddenCollapse = HiddenCollapse.arrangedAxis
    /// `width: "fit"` on the root: its width is its fitting width (the content's), not given.
    public var fitsWidth = false
    /// `height: "fit"` on the root: its height is its fitting height at the width it gets.
    public var fitsHeight = false
    /// `scroll`: the axes along which the node is a scroll view (`"vertical"`, `"horizontal"`,
    /// `"both"`); its first declared subview is then its content view
    /// (``LayoutEngine/makeScrollContent(_:in:scrollingAxes:file:line:)``). Empty for none.
    public var scrollAxes: [LayoutAxis] = []
    /// Constraints in CSLayout's rule language (SLL) against the superview.
    public var rules: String?
    /// `baselines.first`: the first baseline's distance from the top; `nil`: the bottom edge.
    public var firstBaseline: Double?
    /// `baselines.last`: the last baseline's distance from the bottom; `nil`: the bottom edge.
    public var lastBaseline: Double?
    /// `class`: what kind of view the app makes for the node (QuickVFL2's class names, such as
    /// `UILabel`); layout does not read it.
    public var className: String?
    /// `zIndex`: the stacking order among its siblings, higher on top (QuickVFL2's `:zIndex`);
    /// reported with the frames.
    public var zIndex: Int?
    /// `data`: what the app needs to draw the view (QuickVFL2's `:viewData`), kept as written.
    public var data: DocumentValue?
    /// `text`: a string in a font, which gives the view its size and baselines.
    public var text: DocumentText? = nil

    /// Whether the name ends in `_`: QuickVFL2's mark of a view the app need not refer to.
    public var isAnonymous: Bool { name.hasSuffix("_") }

    /// A view of a document; every parameter is the property of the same name, and the
    /// defaults are what a document that leaves the key out means (no size, no layout, Apple's
    /// default priorities, visible).
    public init(
        name: String, width: Double? = nil, height: Double? = nil,
        layout: [DocumentLayoutEntry] = [], subviews: [DocumentNode] = [],
        intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
        hugging: DocumentPriorities = .defaultHugging,
        compressionResistance: DocumentPriorities = .defaultCompressionResistance,
        isHidden: Bool = false, rules: String? = nil,
        firstBaseline: Double? = nil, lastBaseline: Double? = nil,
        className: String? = nil, zIndex: Int? = nil, data: DocumentValue? = nil
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.layout = layout
        self.subviews = subviews
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.isHidden = isHidden
        self.rules = rules
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.className = className
        self.zIndex = zIndex
        self.data = data
    }
}

/// A `[horizontal, vertical]` pair of priorities (`hugging`, `compressionResistance`).
public struct DocumentPriorities: Hashable, Sendable {
    /// The priority on the horizontal axis (the width).
    public var horizontal: LayoutPriority
    /// The priority on the vertical axis (the height).
    public var vertical: LayoutPriority

    /// A pair of priorities, one per axis.
    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Apple's default content hugging: 250 on both axes.
    public static let defaultHugging = DocumentPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// Apple's default compression resistance: 750 on both axes.
    public static let defaultCompressionResistance = DocumentPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
}
