import Cassowary
import Typography

/// What the engine reads of a view's content: a `measure` function, or else its text.
extension LayoutView {
    /// Whether the engine asks the view for its content's size (``measure`` or ``text``).
    var hasMeasuredContent: Bool { measure != nil || text != nil }

    /// The first baseline the engine uses: the explicit offset, else the text's.
    var resolvedFirstBaselineOffset: Double? { firstBaselineOffset ?? text?.firstBaseline }

    /// The last baseline the engine uses: the explicit offset, else the text's.
    var resolvedLastBaselineOffset: Double? { lastBaselineOffset ?? text?.lastBaseline }
}

extension LayoutEngine {
    /// The size of the view's content at `width` (`nil`: unconstrained): its `measure`, or its
    /// text through the engine's `TextMeasurer` (cached per string, style and
    /// width, so the passes of a layout and later layouts at the same widths measure once).
    func contentSize(of view: LayoutView, width: Double?) -> LayoutSize? {
        if let measure = view.measure { return measure(width) }
        guard let text = view.text else { return nil }
        let measured = textMeasurer.measure(text.string, style: text.style, width: width)
        return LayoutSize(width: measured.width, height: measured.height)
    }

    /// The view's text as the last layout set it: its lines, each with its width and its
    /// baseline from the top of the view, wrapped at the width the layout gave the view.
    /// `nil` for a view without ``LayoutView/text``, a hidden view, or one the last layout
    /// did not see. Drawing code reads it to put each line where the layout put it.
    ///
    /// - Complexity: O(1) expected when the layout measured the text at that width (the
    ///   measurement is cached); otherwise O(length of the string).
    public func measuredText(of view: LayoutView) -> MeasuredText? {
        guard let text = view.text, !view.isHidden, let item = mirror.existingItem(for: view), item.isInTree,
              frames.frame(of: item) != nil
        else { return nil }
        // The solver's width, not the (possibly pixel-snapped) frame's: the one the layout
        // measured the text at, so the lines are the ones its height was made for.
        let width = view === root ? frames.rootSize.width : SolverValues.value(of: item.width, in: solver)
        return textMeasurer.measure(text.string, style: text.style, width: width)
    }
}
