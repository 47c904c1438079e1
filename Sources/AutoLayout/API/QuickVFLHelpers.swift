import VisualFormat
import LayoutIR

/// QuickVFL's helpers: keeping shape, sizes relative to other sizes, hiding along an axis, and
/// scroll content.
extension LayoutView {
    /// Keeps the view at its intrinsic size along the axes: when `whenCompressed`, compression
    /// resistance is set to `priority`; when `whenStretched`, hugging is.
    ///
    /// Why: a view that must never be squeezed or stretched (an icon, an avatar) keeps its
    /// intrinsic size against any constraint below `priority`. A view without an intrinsic size
    /// on an axis is not affected there.
    ///
    /// - Complexity: O(1) per axis; the view's intrinsic constraints are reinstalled at the next
    ///   layout.
    public func keepShape(
        whenCompressed: Bool = true, whenStretched: Bool = true,
        along axes: [LayoutAxis] = LayoutAxis.allCases, priority: LayoutPriority = .required
    ) {
        for axis in axes {
            if whenCompressed { setCompressionResistance(priority, along: axis) }
            if whenStretched { setContentHugging(priority, along: axis) }
        }
    }
}

extension LayoutEngine {
    /// `view.width == view.height * ratio`: a fixed aspect ratio.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func setAspectRatio(
        of view: LayoutView, _ ratio: Double, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try match(.width, of: view, to: .height, of: view, multiplier: ratio, file: file, line: line)
    }

    /// QuickVFL's hide constraint (`q_addHideConstraintHorizontally` / `…Vertically`):
    /// `view.width == 0` (or `height`) at priority 250, active. At 250 it loses to the view's
    /// content (compression resistance 750, padding at 500), so the view shows; raise its
    /// priority above the content's to hide the view (QuickVFL's demo sets
    /// `.defaultHigh + 1`), and lower it back to 250 to show it again. Each change of priority
    /// is one solver removal and addition.
    ///
    ///     let hide = try engine.addHideConstraint(to: wrapper, along: .vertical)
    ///     hide.priority = .defaultHigh + 1   // hidden
    ///     hide.priority = .defaultLow        // shown
    ///
    /// - Returns: The hide constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func addHideConstraint(
        to view: LayoutView, along axis: LayoutAxis, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        scopes.priority.append(.defaultLow)
        defer { scopes.priority.removeLast() }
        return try anchor(view, axis.sizeAttribute, .equal, constant: 0, file: file, line: line)
    }

    /// A toggle that collapses the view to zero size along `axis` while active (QuickVFL2's
    /// `q_setVisibility:isVertically:`, a required zero size activated to hide). While it is
    /// active, the view's own required size constraints on that axis yield to it (at priority
    /// 999.9) instead of conflicting, and its hugging and resistance on that axis are set
    /// aside. Toggle with `isActive`; each toggle reinstalls the view's size constraints on
    /// that axis (O(*c*) to find them).
    ///
    /// - Parameters:
    ///   - view: The view to collapse.
    ///   - axis: The axis it collapses along.
    ///   - isHidden: Whether the toggle starts active (the view hidden).
    ///   - file: The caller's file, shown in conflict reports; leave the default.
    ///   - line: The caller's line, shown in conflict reports; leave the default.
    /// - Returns: The toggle; set its `isActive` to hide (`true`) or show (`false`) the view.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree.
    @discardableResult
    public func makeHideToggle(
        for view: LayoutView, along axis: LayoutAxis, isHidden: Bool = true,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        scopes.uninstalled.append([])
        let made: LayoutConstraint
        do {
            made = try anchor(view, axis.sizeAttribute, .equal, constant: 0, role: .collapse(axis),
                file: file, line: line)
        } catch {
            scopes.uninstalled.removeLast()
            throw error
        }
        scopes.uninstalled.removeLast()
        let handle = made
        if scopes.uninstalled.isEmpty {
            if isHidden { handle.isActive = true }
        } else {
            scopes.uninstalled[scopes.uninstalled.count - 1].append(handle)
        }
        return handle
    }

    /// Makes `content` the content view of `scrollView`, as QuickVFL's scroll content view:
    /// its origin is the scroll view's, across the scrolling axes it is as large as the scroll
    /// view, and along them it is as long as the larger of the scroll view and what its own
    /// content needs: it fills the scroll view when the content is shorter, and grows past it
    /// (its frame size is then the scrollable content size) otherwise. `content` becomes a
    /// subview of `scrollView` when it is not one yet.
    ///
    /// Along each scrolling axis: `content.length >= scrollView.length` (required) and a pull
    /// `content.length == 0` at ``LayoutPriority/fittingSizeLevel``, which any priority of the
    /// content's own constraints beats, so that the length is the larger of the two.
    @discardableResult
    public func makeScrollContent(
        _ content: LayoutView, in scrollView: LayoutView, scrollingAxes: [LayoutAxis] = [.vertical],
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard isInTree(scrollView) else { throw .viewNotInTree(scrollView.name) }
        if content.superview !== scrollView { scrollView.addSubview(content) }
        var out = [
            try anchor(content, .left, .equal, to: scrollView, .left, file: file, line: line),
            try anchor(content, .top, .equal, to: scrollView, .top, file: file, line: line),
        ]
        for axis in LayoutAxis.allCases {
            let size = axis.sizeAttribute
            if scrollingAxes.contains(axis) {
                out.append(try anchor(content, size, .greaterThanOrEqual, to: scrollView, size, file: file, line: line))
                scopes.priority.append(.fittingSizeLevel)
                defer { scopes.priority.removeLast() }
                out.append(try anchor(content, size, .equal, constant: 0, file: file, line: line))
            } else {
                out.append(try anchor(content, size, .equal, to: scrollView, size, file: file, line: line))
            }
        }
        return out
    }
}
