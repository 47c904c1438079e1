import VisualFormat
import LayoutIR

/// Distributing views along an axis (PureLayout's `autoDistributeViews`).
extension LayoutEngine {
    /// Lays the views out in a row (horizontal: leading to trailing) or column with `spacing`
    /// between them, and between the ends and the superview when `insetSpacing` (else flush),
    /// aligned on `alignment`, with equal sizes along the axis when `matchedSizes`.
    /// The views must share a superview.
    @discardableResult
    public func distribute(
        _ views: [LayoutView], along axis: LayoutAxis, alignedTo alignment: LayoutAlignment,
        fixedSpacing spacing: Double, insetSpacing: Bool = true, matchedSizes: Bool = true,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let superview = try sharedSuperview(of: views)
        let (start, end) = edges(along: axis)
        let inset = insetSpacing ? spacing : 0
        var out: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            if index == 0 {
                out.append(try anchor(view, start, .equal, to: superview, start, constant: inset, file: file, line: line))
            } else {
                out.append(try anchor(view, start, .equal, to: views[index - 1], end, constant: spacing, file: file, line: line))
                if matchedSizes {
                    out.append(try anchor(view, axis.sizeAttribute, .equal, to: views[0], axis.sizeAttribute, file: file, line: line))
                }
                out.append(try anchor(view, alignment.attribute, .equal, to: views[0], alignment.attribute, file: file, line: line))
            }
        }
        if let last = views.last {
            out.append(try anchor(last, end, .equal, to: superview, end, constant: -inset, file: file, line: line))
        }
        return out
    }

    /// Gives every view the size `size` along the axis and spreads them with equal gaps (also
    /// before the first and after the last when `insetSpacing`, else the ends are flush with
    /// the superview), aligned on `alignment`. The
    /// gaps are invisible helper items of equal size. The views must share a superview.
    @discardableResult
    public func distribute(
        _ views: [LayoutView], along axis: LayoutAxis, alignedTo alignment: LayoutAlignment,
        fixedSize size: Double, insetSpacing: Bool = true, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let superview = try sharedSuperview(of: views)
        let (start, end) = edges(along: axis)
        let superItem = item(for: superview)
        var out: [LayoutConstraint] = []
        for (index, view) in views.enumerated() {
            out.append(try anchor(view, axis.sizeAttribute, .equal, constant: size, file: file, line: line))
            if index > 0 {
                out.append(try anchor(view, alignment.attribute, .equal, to: views[0], alignment.attribute, file: file, line: line))
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

    func edges(along axis: LayoutAxis) -> (LayoutAttribute, LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    }

    func sharedSuperview(of views: [LayoutView]) throws(LayoutError) -> LayoutView {
        guard views.count >= 2 else { throw .tooFewViews(needed: 2, got: views.count) }
        guard let superview = views[0].superview else { throw .missingSuperview(views[0].name) }
        for view in views where view.superview !== superview {
            throw .missingSuperview(view.name)
        }
        return superview
    }
}
