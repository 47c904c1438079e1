import VisualFormat
import LayoutIR

/// One view of a layout document: its name, what it knows of its own size, its layout texts
/// (laid out with it as the superview `|`) and its declared subviews.
///
/// What most views leave out (sizes, priorities, rules, text, ...) is kept in one shared,
/// copy-on-write box, allocated only for a view that sets one of them: the node is 72 bytes
/// instead of about 330, which a document of thousands of views held through its layout, and
/// copied each time a node moved.
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
    /// The rest, `nil` while every one has its default.
    private var box: ExtrasBox?

    /// Intrinsic content width (`intrinsicSize[0]`); `nil`: none on that axis.
    public var intrinsicWidth: Double? {
        get { box?.extras.intrinsicWidth ?? Extras.defaults.intrinsicWidth }
        set { edit { $0.intrinsicWidth = newValue } }
    }
    /// Intrinsic content height (`intrinsicSize[1]`); `nil`: none on that axis.
    public var intrinsicHeight: Double? {
        get { box?.extras.intrinsicHeight ?? Extras.defaults.intrinsicHeight }
        set { edit { $0.intrinsicHeight = newValue } }
    }
    /// Content hugging `[horizontal, vertical]`; defaults 250, 250.
    public var hugging: DocumentPriorities {
        get { box?.extras.hugging ?? Extras.defaults.hugging }
        set { edit { $0.hugging = newValue } }
    }
    /// Compression resistance `[horizontal, vertical]`; defaults 750, 750.
    public var compressionResistance: DocumentPriorities {
        get { box?.extras.compressionResistance ?? Extras.defaults.compressionResistance }
        set { edit { $0.compressionResistance = newValue } }
    }
    /// `hidden`: `true` makes the view gone along the axis it is arranged on (see
    /// ``HiddenCollapse``); `"horizontal"`, `"vertical"` or `"both"` hide it too and set
    /// ``hiddenCollapse``. Its constraints stay.
    public var isHidden: Bool {
        get { box?.extras.isHidden ?? Extras.defaults.isHidden }
        set { edit { $0.isHidden = newValue } }
    }
    /// The axes a hidden view collapses along (`hidden`'s string forms);
    /// ``HiddenCollapse/arrangedAxis`` for `hidden: true`.
    public var hiddenCollapse: HiddenCollapse {
        get { box?.extras.hiddenCollapse ?? Extras.defaults.hiddenCollapse }
        set { edit { $0.hiddenCollapse = newValue } }
    }
    /// `width: "fit"` on the root: its width is its fitting width (the content's), not given.
    public var fitsWidth: Bool {
        get { box?.extras.fitsWidth ?? Extras.defaults.fitsWidth }
        set { edit { $0.fitsWidth = newValue } }
    }
    /// `height: "fit"` on the root: its height is its fitting height at the width it gets.
    public var fitsHeight: Bool {
        get { box?.extras.fitsHeight ?? Extras.defaults.fitsHeight }
        set { edit { $0.fitsHeight = newValue } }
    }
    /// `scroll`: the axes along which the node is a scroll view (`"vertical"`, `"horizontal"`,
    /// `"both"`); its first declared subview is then its content view
    /// (``LayoutEngine/makeScrollContent(_:in:scrollingAxes:file:line:)``). Empty for none.
    public var scrollAxes: [LayoutAxis] {
        get { box?.extras.scrollAxes ?? Extras.defaults.scrollAxes }
        set { edit { $0.scrollAxes = newValue } }
    }
    /// Constraints in CSLayout's rule language (SLL) against the superview.
    public var rules: String? {
        get { box?.extras.rules ?? Extras.defaults.rules }
        set { edit { $0.rules = newValue } }
    }
    /// `baselines.first`: the first baseline's distance from the top; `nil`: the bottom edge.
    public var firstBaseline: Double? {
        get { box?.extras.firstBaseline ?? Extras.defaults.firstBaseline }
        set { edit { $0.firstBaseline = newValue } }
    }
    /// `baselines.last`: the last baseline's distance from the bottom; `nil`: the bottom edge.
    public var lastBaseline: Double? {
        get { box?.extras.lastBaseline ?? Extras.defaults.lastBaseline }
        set { edit { $0.lastBaseline = newValue } }
    }
    /// `class`: what kind of view the app makes for the node (QuickVFL2's class names, such as
    /// `UILabel`); layout does not read it.
    public var className: String? {
        get { box?.extras.className ?? Extras.defaults.className }
        set { edit { $0.className = newValue } }
    }
    /// `zIndex`: the stacking order among its siblings, higher on top (QuickVFL2's `:zIndex`);
    /// reported with the frames.
    public var zIndex: Int? {
        get { box?.extras.zIndex ?? Extras.defaults.zIndex }
        set { edit { $0.zIndex = newValue } }
    }
    /// `data`: what the app needs to draw the view (QuickVFL2's `:viewData`), kept as written.
    public var data: DocumentValue? {
        get { box?.extras.data ?? Extras.defaults.data }
        set { edit { $0.data = newValue } }
    }
    /// `text`: a string in a font, which gives the view its size and baselines.
    public var text: DocumentText? {
        get { box?.extras.text ?? Extras.defaults.text }
        set { edit { $0.text = newValue } }
    }

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
        // Most nodes set none: no box, and no comparison of a whole `Extras` to find out.
        if intrinsicWidth == nil, intrinsicHeight == nil, hugging == .defaultHugging,
           compressionResistance == .defaultCompressionResistance, !isHidden, rules == nil, firstBaseline == nil,
           lastBaseline == nil, className == nil, zIndex == nil, data == nil {
            box = nil
            return
        }
        var extras = Extras.defaults
        extras.intrinsicWidth = intrinsicWidth
        extras.intrinsicHeight = intrinsicHeight
        extras.hugging = hugging
        extras.compressionResistance = compressionResistance
        extras.isHidden = isHidden
        extras.rules = rules
        extras.firstBaseline = firstBaseline
        extras.lastBaseline = lastBaseline
        extras.className = className
        extras.zIndex = zIndex
        extras.data = data
        box = extras == Extras.defaults ? nil : ExtrasBox(extras)
    }

    /// What a node holds besides its name, size, layout and subviews.
    private struct Extras: Hashable, Sendable {
        var intrinsicWidth: Double? = nil
        var intrinsicHeight: Double? = nil
        var hugging: DocumentPriorities = .defaultHugging
        var compressionResistance: DocumentPriorities = .defaultCompressionResistance
        var isHidden: Bool = false
        var hiddenCollapse: HiddenCollapse = .arrangedAxis
        var fitsWidth: Bool = false
        var fitsHeight: Bool = false
        var scrollAxes: [LayoutAxis] = []
        var rules: String? = nil
        var firstBaseline: Double? = nil
        var lastBaseline: Double? = nil
        var className: String? = nil
        var zIndex: Int? = nil
        var data: DocumentValue? = nil
        var text: DocumentText? = nil

        static let defaults = Extras()
    }

    /// The box of a node's extras, shared between copies until one of them changes.
    ///
    /// `@unchecked Sendable`: a box is written only through ``edit(_:)``, which first makes it
    /// unique to the node writing it, so a box another node or task can see is never written.
    private final class ExtrasBox: @unchecked Sendable {
        var extras: Extras

        init(_ extras: Extras) {
            self.extras = extras
        }
    }

    /// Changes the extras, copying the box first if another node shares it.
    private mutating func edit(_ change: (inout Extras) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = ExtrasBox(box?.extras ?? Extras.defaults) }
        if let box { change(&box.extras) }
    }

    /// Equal when every property is, whether or not either node has a box.
    public static func == (lhs: DocumentNode, rhs: DocumentNode) -> Bool {
        lhs.name == rhs.name && lhs.width == rhs.width && lhs.height == rhs.height && lhs.layout == rhs.layout
            && lhs.subviews == rhs.subviews
            && (lhs.box === rhs.box || (lhs.box?.extras ?? Extras.defaults) == (rhs.box?.extras ?? Extras.defaults))
    }

    /// Hashes every property, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(layout)
        hasher.combine(subviews)
        hasher.combine(box?.extras ?? Extras.defaults)
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
