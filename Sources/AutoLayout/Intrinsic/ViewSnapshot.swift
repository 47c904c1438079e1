import VisualFormat
import LayoutIR

/// What the engine reads from a view: when it differs from the last snapshot, the view's
/// intrinsic constraints (and, for baselines, the constraints using them) are reinstalled.
struct ViewSnapshot: Equatable {
    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var hugging: [LayoutPriority]
    var resistance: [LayoutPriority]
    var isHidden: Bool
    var firstBaselineOffset: Double?
    var lastBaselineOffset: Double?
    var hasMeasure: Bool

    /// The snapshot of `view`, with the measured size standing in for a missing intrinsic
    /// size.
    init(_ view: LayoutView, item: ItemVariables) {
        intrinsicWidth = view.intrinsicWidth ?? item.measuredSize?.width
        intrinsicHeight = view.intrinsicHeight ?? item.measuredHeightForWidth ?? item.measuredSize?.height
        hugging = [view.contentHugging.horizontal, view.contentHugging.vertical]
        resistance = [view.compressionResistance.horizontal, view.compressionResistance.vertical]
        isHidden = view.isHidden
        firstBaselineOffset = view.firstBaselineOffset
        lastBaselineOffset = view.lastBaselineOffset
        hasMeasure = view.measure != nil
    }

    func intrinsic(along axis: LayoutAxis) -> Double? {
        axis == .horizontal ? intrinsicWidth : intrinsicHeight
    }

    func hugging(along axis: LayoutAxis) -> LayoutPriority { hugging[axis == .horizontal ? 0 : 1] }
    func resistance(along axis: LayoutAxis) -> LayoutPriority { resistance[axis == .horizontal ? 0 : 1] }

    var intrinsicPart: [Double?] { [intrinsicWidth, intrinsicHeight] }
    var baselinePart: [Double?] { [firstBaselineOffset, lastBaselineOffset] }
}
