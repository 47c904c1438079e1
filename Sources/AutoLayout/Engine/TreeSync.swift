import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Reading the tree at a layout: views tell the engine what changed (`LayoutView.didChange`);
/// the engine compares those views with their last snapshot and reinstalls only what changed.
extension LayoutEngine {
    /// Noted by the views: a changed view is looked at by the next layout; a changed tree
    /// makes the next layout walk it all.
    func viewDidChange(_ view: LayoutView, structure: Bool) {
        if structure { needsTreeWalk = true } else { changedViews.append(view) }
    }

    /// O(changed views) after property changes; an O(*n*) walk after the tree changed. Each
    /// changed view costs the reinstall of its own intrinsic constraints (and of constraints
    /// using its baselines when those moved).
    func syncTree() {
        guard needsTreeWalk else {
            var done = Set<ObjectIdentifier>()
            for view in changedViews where view !== root && done.insert(ObjectIdentifier(view)).inserted {
                if let item = items[ObjectIdentifier(view)], item.isInTree { refresh(item, view: view) }
            }
            changedViews.removeAll()
            return
        }
        needsTreeWalk = false
        changedViews.removeAll()
        var order: [ItemVariables] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [LayoutView] = [root]
        while let view = stack.popLast() {
            let item = self.item(for: view)
            seen.insert(ObjectIdentifier(view))
            order.append(item)
            item.isInTree = true
            if view !== root { refresh(item, view: view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        for (id, item) in items where !seen.contains(id) && item.isInTree {
            item.isInTree = false
            removeIntrinsic(item)
            item.snapshot = nil
        }
        treeOrder = order
    }

    func refresh(_ item: ItemVariables, view: LayoutView) {
        if let measure = view.measure {
            if item.measuredSize == nil {
                let size = measure(nil)
                item.measuredSize = LayoutSize(
                    width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
            }
        } else {
            item.measuredSize = nil
            item.measuredHeightForWidth = nil
        }
        let snapshot = ViewSnapshot(view, item: item)
        guard snapshot != item.snapshot else { return }
        let old = item.snapshot
        item.snapshot = snapshot
        if let old, old.isHidden != snapshot.isHidden {
            collapseDidChange(item)
        } else {
            reinstallIntrinsic(item)
        }
        let baselinesMoved = old.map { $0.baselinePart != snapshot.baselinePart }
            ?? snapshot.baselinePart.contains { $0 != nil }
        if baselinesMoved {
            for constraint in constraints where constraint.first === item || constraint.second === item {
                let d = constraint.descriptor
                let baselines: [LayoutAttribute] = [.firstBaseline, .lastBaseline]
                if baselines.contains(d.firstAttribute) || d.secondAttribute.map(baselines.contains) == true {
                    reinstall(constraint)
                }
            }
        }
    }

    func removeIntrinsic(_ item: ItemVariables) {
        for linear in item.intrinsicConstraints {
            try? solver.remove(linear)
            owners[linear] = nil
        }
        if !item.intrinsicConstraints.isEmpty { needsRetry = true }
        item.intrinsicConstraints = []
        brokenIntrinsic[ObjectIdentifier(item)] = nil
        cachedAmbiguity = nil
    }

    func reinstallIntrinsic(_ item: ItemVariables) {
        removeIntrinsic(item)
        guard let snapshot = item.snapshot, item.isInTree else { return }
        var broken: [LayoutWarning] = []
        for (linear, text) in IntrinsicConstraints.make(for: item, snapshot: snapshot) {
            do {
                // Intrinsic constraints come and go with the view's properties (a hidden
                // view's zero size among them): tracked, their removal is a pivot.
                try solver.add(linear, tracking: .tracked)
                owners[linear] = .engine(text)
                item.intrinsicConstraints.append(linear)
            } catch {
                broken.append(warning(for: error, report: ConstraintReport(text: text)))
            }
        }
        brokenIntrinsic[ObjectIdentifier(item)] = broken.isEmpty ? nil : broken
    }

    /// Asks measured views for their height at the width they got; returns whether any height
    /// changed (then the caller solves again).
    func remeasure() -> Bool {
        var changed = false
        for item in treeOrder {
            guard let view = item.view, view !== root, let measure = view.measure,
                  view.intrinsicHeight == nil, let snapshot = item.snapshot, !snapshot.isHidden else { continue }
            let height = measure(solver.value(of: item.width)).height
            guard height.isFinite, abs(height - (snapshot.intrinsicHeight ?? .infinity)) > Tolerance.measurement else { continue }
            item.measuredHeightForWidth = height
            item.snapshot = ViewSnapshot(view, item: item)
            reinstallIntrinsic(item)
            changed = true
        }
        return changed
    }
}
