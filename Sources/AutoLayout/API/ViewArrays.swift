import VisualFormat
import LayoutIR

/// PureLayout's calls on arrays of views: each view is chained to the one before it, never to
/// the first, as `NSArray+PureLayout` does.
extension LayoutEngine {
    /// Aligns each view with the previous one on `alignment` (an edge, a centre or a baseline):
    /// `views[i].alignment == views[i - 1].alignment`, one constraint per view after the first
    /// (PureLayout's `autoAlignViewsToEdge:` and `autoAlignViewsToAxis:`).
    ///
    /// - Throws: ``LayoutError/tooFewViews(needed:got:)`` for fewer than two views; nothing is
    ///   installed when a call throws.
    /// - Complexity: O(views), one solver addition per constraint at the next layout.
    @discardableResult
    public func align(
        _ alignment: LayoutAlignment, of views: [LayoutView], file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard views.count >= 2 else { throw .tooFewViews(needed: 2, got: views.count) }
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            var out: [LayoutConstraint] = []
            for index in views.indices.dropFirst() {
                out.append(try align(alignment, of: views[index], to: views[index - 1], file: file, line: line))
            }
            return out
        }
    }

    /// Matches each view's `dimension` to the previous view's: `views[i].width ==
    /// views[i - 1].width` (PureLayout's `autoMatchViewsDimension:`).
    ///
    /// - Throws: ``LayoutError/tooFewViews(needed:got:)`` for fewer than two views.
    /// - Complexity: O(views).
    @discardableResult
    public func match(
        _ dimension: LayoutDimension, of views: [LayoutView], file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard views.count >= 2 else { throw .tooFewViews(needed: 2, got: views.count) }
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            var out: [LayoutConstraint] = []
            for index in views.indices.dropFirst() {
                out.append(try match(dimension, of: views[index], to: dimension, of: views[index - 1],
                    file: file, line: line))
            }
            return out
        }
    }

    /// Sets every view's `dimension` to `size` (or bounds it), one constraint per view in
    /// order (PureLayout's `autoSetViewsDimension:toSize:`).
    ///
    /// - Throws: ``LayoutError/tooFewViews(needed:got:)`` for no view.
    /// - Complexity: O(views).
    @discardableResult
    public func setDimension(
        _ dimension: LayoutDimension, of views: [LayoutView], to size: Double, relation: LayoutRelation = .equal,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard !views.isEmpty else { throw .tooFewViews(needed: 1, got: 0) }
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            var out: [LayoutConstraint] = []
            for view in views { out.append(try setDimension(dimension, of: view, to: size, relation: relation,
                file: file, line: line)) }
            return out
        }
    }

    /// Sets every view's size: all the widths in order, then all the heights (PureLayout's
    /// `autoSetViewsDimensionsToSize:`).
    ///
    /// - Throws: ``LayoutError/tooFewViews(needed:got:)`` for no view.
    /// - Complexity: O(views).
    @discardableResult
    public func setSize(
        _ size: LayoutSize, of views: [LayoutView], file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            try setDimension(.width, of: views, to: size.width,
                file: file, line: line) + setDimension(.height, of: views, to: size.height, file: file, line: line)
        }
    }
}
