import VisualFormat
import LayoutIR

/// What the engine reads from a view: when it differs from the last snapshot, the view's
/// intrinsic constraints (and, for baselines, the constraints using them) are reinstalled.
/// Plain values only (no arrays), so that taking one allocates nothing.
struct ViewSnapshot: Equatable {
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    var resistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    var isHidden: Bool
    var hiddenCollapse: HiddenCollapse
    var firstBaselineOffset: Double?
    var lastBaselineOffset: Double?
    var hasMeasure: Bool

    /// The snapshot of a view that sets nothing: no intrinsic size, baselines or content,
    /// Apple's default priorities, shown. Most views of a large tree read as this one, so
    /// an item stores no copy of it (`ItemVariables.snapshot`).
    static let plain = ViewSnapshot(
        intrinsicWidth: nil, intrinsicHeight: nil, hugging: (.defaultLow, .defaultLow),
        resistance: (.defaultHigh, .defaultHigh), isHidden: false, hiddenCollapse: .arrangedAxis,
        firstBaselineOffset: nil, lastBaselineOffset: nil, hasMeasure: false)

    private init(
        intrinsicWidth: Double?, intrinsicHeight: Double?, hugging: (horizontal: LayoutPriority, vertical: LayoutPriority),
        resistance: (horizontal: LayoutPriority, vertical: LayoutPriority), isHidden: Bool,
        hiddenCollapse: HiddenCollapse, firstBaselineOffset: Double?, lastBaselineOffset: Double?, hasMeasure: Bool
    ) {
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.hugging = hugging
        self.resistance = resistance
        self.isHidden = isHidden
        self.hiddenCollapse = hiddenCollapse
        self.firstBaselineOffset = firstBaselineOffset
        self.lastBaselineOffset = lastBaselineOffset
        self.hasMeasure = hasMeasure
    }

    /// The snapshot of `view`, with the measured size standing in for a missing intrinsic
    /// size.
    init(_ view: LayoutView, item: ItemVariables) {
        intrinsicWidth = view.intrinsicWidth ?? item.measuredSize?.width
        intrinsicHeight = view.intrinsicHeight ?? item.measuredHeightForWidth ?? item.measuredSize?.height
        hugging = view.contentHugging
        resistance = view.compressionResistance
        isHidden = view.isHidden
        hiddenCollapse = view.hiddenCollapse
        firstBaselineOffset = view.resolvedFirstBaselineOffset
        lastBaselineOffset = view.resolvedLastBaselineOffset
        hasMeasure = view.hasMeasuredContent
    }

    func intrinsic(along axis: LayoutAxis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }

    func hugging(along axis: LayoutAxis) -> LayoutPriority { axis == .horizontal ? hugging.horizontal : hugging.vertical }
    func resistance(along axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// Whether a baseline differs from `other`'s.
    func baselinesDiffer(from other: ViewSnapshot?) -> Bool {
        guard let other else { return firstBaselineOffset != nil || lastBaselineOffset != nil }
        return firstBaselineOffset != other.firstBaselineOffset || lastBaselineOffset != other.lastBaselineOffset
    }

    static func == (a: ViewSnapshot, b: ViewSnapshot) -> Bool {
        a.intrinsicWidth == b.intrinsicWidth && a.intrinsicHeight == b.intrinsicHeight
            && a.hugging == b.hugging && a.resistance == b.resistance && a.isHidden == b.isHidden
            && a.hiddenCollapse == b.hiddenCollapse
            && a.firstBaselineOffset == b.firstBaselineOffset && a.lastBaselineOffset == b.lastBaselineOffset
            && a.hasMeasure == b.hasMeasure
    }
}
