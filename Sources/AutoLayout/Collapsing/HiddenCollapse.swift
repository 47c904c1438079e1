/// Which axes a hidden view gives up its space along (``LayoutView/hiddenCollapse``).
///
/// A view collapsed along an axis gets a required zero size on it (its own required sizes on
/// that axis yield, and its hugging and resistance there are set aside), and the gap after it
/// in its arrangement (or, for the last view, the gap before it) closes with it: Android's
/// `GONE` and a stack view's hidden arranged view. Along the other axis nothing changes.
public enum HiddenCollapse: String, Hashable, Sendable, CaseIterable {
    /// Along the axis the view is arranged on: the axis of its gaps to siblings (`[a]-8-[b]`,
    /// `b.top == a.bottom + 8`). A view arranged on neither axis, or on both, collapses on
    /// both. Across the arrangement the view keeps its size, but its compression resistance
    /// drops below the fitting level (with a required `size >= 0`), so that it does not widen
    /// a content-sized container. The default.
    case arrangedAxis
    /// Along the horizontal axis only (QuickVFL2's visibility toggle with `isVertically: NO`).
    case horizontal
    /// Along the vertical axis only (QuickVFL2's visibility toggle with `isVertically: YES`).
    case vertical
    /// Zero size on both axes with every gap kept: the meaning of `hidden` before collapsing
    /// along the arranged axis.
    case both
}
