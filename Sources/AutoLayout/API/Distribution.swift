import VisualFormat
import LayoutIR

/// Distributing views along an axis (PureLayout's `autoDistributeViews`).
extension LayoutEngine {
    /// Lays the views out in a row (horizontal: leading to trailing) or column with `spacing`
    /// between them, and between the ends and the superview when `insetSpacing` (else flush),
    /// aligned on `alignment`, with equal sizes along the axis when `matchedSizes`. As in
    /// PureLayout, each view is chained to the one before it.
    ///
    /// Returns, in order: the first view's start pinned to its superview; for each further view
    /// its start after the previous view's end, its size matched to the previous view's (when
    /// `matchedSizes`) and its alignment with the previous view; the last view's end pinned to
    /// its superview.
    ///
    /// - Throws: ``LayoutError/alignmentAlongDistribution(_:axis:)`` when `alignment` runs along
    ///   the axis (a row cannot be aligned on `leading`), ``LayoutError/tooFewViews(needed:got:)``
    ///   for no view, ``LayoutError/missingSuperview(_:)`` when the views do not share a
    ///   superview. Nothing is installed then.
    /// - Complexity: O(views), one solver addition per constraint at the next layout.
    @discardableResult
    public func distribute(
        _ views: [LayoutView], along axis: LayoutAxis, alignedTo alignment: LayoutAlignment,
        fixedSpacing spacing: Double, insetSpacing: Bool = true, matchedSizes: Bool = true,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard alignment.isValid(forDistributionAlong: axis) else { throw .alignmentAlongDistribution(alignment, axis: axis) }
        let superview = try sharedSuperview(of: views, needed: 1)
        let (start, end) = edges(along: axis)
        let inset = insetSpacing ? spacing : 0
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            var out: [LayoutConstraint] = []
            for (index, view) in views.enumerated() {
                if index == 0 {
                    out.append(try anchor(view, start, .equal, to: superview, start, constant: inset,
                        file: file, line: line))
                } else {
                    let previous = views[index - 1]
                    out.append(try anchor(view, start, .equal, to: previous, end, constant: spacing,
                        file: file, line: line))
                    if matchedSizes {
                        out.append(try anchor(view, axis.sizeAttribute, .equal, to: previous, axis.sizeAttribute,
                            file: file, line: line))
                    }
                    out.append(try anchor(view, alignment.attribute, .equal, to: previous, alignment.attribute,
                        file: file, line: line))
                }
            }
            if let last = views.last {
                out.append(try anchor(last, end, .equal, to: superview, end, constant: -inset, file: file, line: line))
            }
            return out
        }
    }

    /// Gives every view the size `size` along the axis and spreads them with equal gaps (also
    /// before the first and after the last when `insetSpacing`, else the ends are flush with
    /// the superview), aligned on `alignment`, each view with the one before it. The gaps are
    /// invisible helper items of equal size.
    ///
    /// - Throws: as ``distribute(_:along:alignedTo:fixedSpacing:insetSpacing:matchedSizes:file:line:)``;
    ///   without `insetSpacing` one view cannot be flush with both ends, so two are needed.
    /// - Complexity: O(views), one solver addition per constraint at the next layout.
    @discardableResult
    public func distribute(
        _ views: [LayoutView], along axis: LayoutAxis, alignedTo alignment: LayoutAlignment,
        fixedSize size: Double, insetSpacing: Bool = true, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard alignment.isValid(forDistributionAlong: axis) else { throw .alignmentAlongDistribution(alignment, axis: axis) }
        let superview = try sharedSuperview(of: views, needed: insetSpacing ? 1 : 2)
        let (start, end) = edges(along: axis)
        let superItem = item(for: superview)
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            var out: [LayoutConstraint] = []
            for (index, view) in views.enumerated() {
                out.append(try anchor(view, axis.sizeAttribute, .equal, constant: size, file: file, line: line))
                if index > 0 {
                    out.append(try anchor(view, alignment.attribute, .equal, to: views[index - 1], alignment.attribute,
                        file: file, line: line))
                }
            }
            // Each gap runs from the end of one item to the start of the next.
            var stops: [(ItemVariables, LayoutItem, LayoutAttribute, LayoutAttribute)] =
                views.map { (item(for: $0), LayoutItem.view($0.name), start, end) }
            if insetSpacing {
                stops.insert((superItem, .superview, start, start), at: 0)
                stops.append((superItem, .superview, end, end))
            } else if let first = views.first, let last = views.last {
                out.append(try anchor(first, start, .equal, to: superview, start, file: file, line: line))
                out.append(try anchor(last, end, .equal, to: superview, end, file: file, line: line))
            }
            var firstGap: (ItemVariables, LayoutItem)?
            for index in 1..<max(stops.count, 1) {
                let before = stops[index - 1], after = stops[index]
                let name = "_gap\(index)"
                let gap = ItemVariables(name: name, view: nil, owner: nil)
                let gapItem = LayoutItem.helper(name)
                out.append(try makeHandle(
                    first: gap, firstItem: gapItem, start, .equal, second: before.0, secondItem: before.1, before.3,
                    multiplier: 1, constant: 0, superview: superview, role: .normal, file: file, line: line))
                out.append(try makeHandle(
                    first: after.0, firstItem: after.1, after.2, .equal, second: gap, secondItem: gapItem, end,
                    multiplier: 1, constant: 0, superview: superview, role: .normal, file: file, line: line))
                if let (firstVariables, firstItem) = firstGap {
                    out.append(try makeHandle(
                        first: gap, firstItem: gapItem, axis.sizeAttribute, .equal, second: firstVariables,
                        secondItem: firstItem, axis.sizeAttribute, multiplier: 1, constant: 0,
                        superview: superview, role: .normal, file: file, line: line))
                } else {
                    firstGap = (gap, gapItem)
                }
            }
            return out
        }
    }

    func edges(along axis: LayoutAxis) -> (LayoutAttribute, LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    }

    /// The superview the views share; at least `needed` views.
    func sharedSuperview(of views: [LayoutView], needed: Int = 2) throws(LayoutError) -> LayoutView {
        guard views.count >= needed, let first = views.first else {
            throw .tooFewViews(needed: needed, got: views.count)
        }
        guard let superview = first.superview else { throw .missingSuperview(first.name) }
        for view in views where view.superview !== superview {
            throw .missingSuperview(view.name)
        }
        return superview
    }

    /// Runs `body`, which makes several constraints; if it throws, those it made are taken out
    /// again, so that a call installs all of its constraints or none.
    func allOrNothing(_ body: () throws(LayoutError) -> [LayoutConstraint]) throws(LayoutError) -> [LayoutConstraint] {
        scopes.uninstalled.append([])
        let made: [LayoutConstraint]
        do {
            made = try body()
        } catch {
            scopes.uninstalled.removeLast()
            throw error
        }
        let collected = scopes.uninstalled.removeLast()
        if scopes.uninstalled.isEmpty {
            for handle in collected { handle.isActive = true }
        } else {
            scopes.uninstalled[scopes.uninstalled.count - 1].append(contentsOf: collected)
        }
        return made
    }
}
