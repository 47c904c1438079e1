import VisualFormat
import LayoutIR

/// Hidden views as users expect them (Android's `GONE`, a stack view's hidden arranged view,
/// QuickVFL2's visibility toggle per axis): the view gives up its space along the axis it is
/// arranged on, the gap after it closes with it, and nothing else changes.
///
/// A view's *gaps* are the constraints between one of its edges and the opposite edge of a
/// sibling on the same axis: `c.top == b.bottom + 8` is a gap after `b` and before `c`. The
/// axes a view has gaps on are the axes it is arranged on. While the view is hidden, each axis
/// it collapses along (see ``HiddenCollapse``) gets a required zero size, and the gaps after
/// it on that axis take the constant 0 (the gaps before it when it has none after: the last
/// view of a column takes its spacing with it, as in a stack view). Constraints to the
/// superview keep their constants, so the views before it do not move.
extension LayoutEngine {
    /// Works out the axes `item` collapses along and which gaps close with it, and reinstalls
    /// the gaps whose state changed. O(*c*) to find the gaps.
    func resolveHidden(_ item: ItemVariables) {
        var axes = (horizontal: false, vertical: false)
        var closing: [LayoutConstraint] = []
        if let snapshot = item.snapshot, snapshot.isHidden, let view = item.view {
            var after: [LayoutAxis: [LayoutConstraint]] = [:]
            var before: [LayoutAxis: [LayoutConstraint]] = [:]
            let records = self.records
            registry.forEachID { id in
                // Only a constraint on the item can be one of its gaps: no handle for the rest.
                guard records.first(id) === item || records.second(id) === item else { return }
                let constraint = records.handle(id)
                guard let (axis, isAfter) = Self.gap(constraint, of: item, view: view) else { return }
                if isAfter { after[axis, default: []].append(constraint) } else { before[axis, default: []].append(constraint) }
            }
            let arranged = LayoutAxis.allCases.filter { after[$0] != nil || before[$0] != nil }
            let collapsed: [LayoutAxis]
            switch snapshot.hiddenCollapse {
            case .arrangedAxis: collapsed = arranged.count == 1 ? arranged : LayoutAxis.allCases
            case .horizontal: collapsed = [.horizontal]
            case .vertical: collapsed = [.vertical]
            case .both: collapsed = LayoutAxis.allCases
            }
            for axis in collapsed {
                if axis == .horizontal { axes.horizontal = true } else { axes.vertical = true }
                // `both` is the old meaning: the size goes, the gaps stay.
                guard snapshot.hiddenCollapse != .both else { continue }
                closing += after[axis] ?? before[axis] ?? []
            }
        }
        item.hiddenAxes = axes
        let old = item.closedGaps
        item.closedGaps = closing
        for constraint in old where !closing.contains(where: { $0 === constraint }) {
            constraint.gapClosers -= 1
            reinstallGap(constraint)
        }
        for constraint in closing where !old.contains(where: { $0 === constraint }) {
            constraint.gapClosers += 1
            reinstallGap(constraint)
        }
    }

    /// A gap of a hidden view that comes or goes can change the axis it is arranged on and
    /// the gaps it closes: works them out again. O(1) unless the constraint is such a gap.
    func hiddenGapsMayHaveChanged(by constraint: LayoutConstraint) {
        // No array of the two: this runs for every constraint activated.
        func check(_ item: ItemVariables?) {
            guard let item, item.snapshot?.isHidden == true, let view = item.view,
                  Self.gap(constraint, of: item, view: view) != nil else { return }
            collapseDidChange(item)
        }
        check(constraint.first)
        check(constraint.second)
    }

    private func reinstallGap(_ constraint: LayoutConstraint) {
        guard constraint.isActive, registry.contains(constraint) else { return }
        if constraint.installed != nil || constraint.conflict != nil { reinstall(constraint) }
    }

    /// The axis of `constraint` as a gap of `item`, and whether it is after the item (from its
    /// far edge to a sibling's near edge) rather than before it; `nil` when it is no gap.
    static func gap(_ constraint: LayoutConstraint, of item: ItemVariables, view: LayoutView) -> (LayoutAxis, Bool)? {
        guard constraint.multiplier == 1, let secondItem = constraint.second,
              let secondAttribute = constraint.secondAttribute else { return nil }
        let own: LayoutAttribute, other: LayoutAttribute, otherItem: ItemVariables
        if constraint.first === item, secondItem !== item {
            (own, other, otherItem) = (constraint.firstAttribute, secondAttribute, secondItem)
        } else if secondItem === item, constraint.first !== item {
            (own, other, otherItem) = (secondAttribute, constraint.firstAttribute, constraint.first)
        } else {
            return nil
        }
        guard let otherView = otherItem.view, !otherItem.isHelper, let superview = view.superview,
              otherView.superview === superview, own.axis == other.axis else { return nil }
        if own.isFarEdge, other.isNearEdge { return (own.axis, true) }
        if own.isNearEdge, other.isFarEdge { return (own.axis, false) }
        return nil
    }
}

extension LayoutAttribute {
    /// The edge a following view's gap starts from.
    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }
    /// The edge a preceding view's gap ends at.
    var isNearEdge: Bool { self == .left || self == .top || self == .leading }
}
