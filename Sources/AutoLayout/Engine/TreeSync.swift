import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Reading the tree at a layout: views tell the engine what changed (`LayoutView.didChange`);
/// the engine compares those views with their last snapshot and reinstalls only what changed.
extension LayoutEngine {
    /// Noted by the views: a changed view is looked at by the next layout; a changed tree
    /// makes the next layout walk it all, and the subtree that joined (or is about to leave)
    /// is noted in the name index (`ViewNameIndex`, which drops leavers when it meets them).
    func viewDidChange(_ view: LayoutView, structure: Bool) {
        if structure {
            mirror.needsTreeWalk = true
            viewNames.noteJoined(view, root: root)
        } else {
            mirror.changedViews.append(view)
        }
    }

    /// O(changed views) after property changes; an O(*n*) walk after the tree changed. Each
    /// changed view costs the reinstall of its own intrinsic constraints (and of constraints
    /// using its baselines when those moved). Views that left the tree are forgotten (their
    /// intrinsic constraints leave the solver); views that came back bring back the
    /// constraints parked on them.
    func syncTree() {
        guard mirror.needsTreeWalk else {
            let changed = mirror.changedViews
            mirror.changedViews = []
            for view in changed {
                if let item = mirror.existingItem(for: view), item.insetsUsed != nil { refreshInsets(of: item) }
            }
            for view in changed where view !== root {
                if let item = mirror.existingItem(for: view), item.isInTree { refresh(item, view: view) }
            }
            return
        }
        mirror.needsTreeWalk = false
        mirror.changedViews = []
        let left = mirror.walk(from: root)
        for item in left {
            removeIntrinsic(item)
            item.snapshot = nil
        }
        // A subtree taken out and put back between two walks never left the mirror: its
        // parked constraints come back all the same.
        // Parked constraints and insets used live in an item's extras, which most items lack.
        for item in mirror.treeOrder where item.hasExtras && !item.parked.isEmpty {
            let parked = item.parked
            item.parked = []
            for constraint in parked where constraint.isActive {
                constraint.parkedIn = nil
                activate(constraint)
            }
        }
        for item in mirror.treeOrder where item.hasExtras && item.insetsUsed != nil { refreshInsets(of: item) }
        for item in mirror.treeOrder where item !== rootItem {
            if let view = item.view { refresh(item, view: view) }
        }
    }

    func refresh(_ item: ItemVariables, view: LayoutView) {
        // Most views of a large tree: every property at its default since the view was made,
        // and nothing measured, so the snapshot is the plain one, which reads no property
        // and installs nothing (what the general path below concludes, at a ninth of its
        // cost for the card list).
        if view.hasDefaultSizing, !item.hasExtras {
            if item.isPlain { return }
            if item.snapshot == nil {
                item.snapshot = .plain
                cachedAmbiguity = nil
                return
            }
        }
        if view.hasMeasuredContent {
            if item.measuredText != view.text {
                // New text: the sizes measured for the old one no longer hold.
                item.measuredText = view.text
                item.measuredSize = nil
                item.measuredHeightForWidth = nil
            }
            if item.measuredSize == nil, let size = contentSize(of: view, width: nil) {
                item.measuredSize = LayoutSize(
                    width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
            }
            mirror.noteMeasured(item)
        } else if item.hasExtras {
            // Without extras there is nothing measured to forget.
            item.measuredSize = nil
            item.measuredHeightForWidth = nil
            item.measuredText = nil
        }
        let snapshot = ViewSnapshot(view, item: item)
        guard snapshot != item.snapshot else { return }
        let old = item.snapshot
        item.snapshot = snapshot
        let hiddenChanged = (old?.isHidden ?? false) != snapshot.isHidden
            || (snapshot.isHidden && old?.hiddenCollapse != snapshot.hiddenCollapse)
        if hiddenChanged {
            collapseDidChange(item)
        } else {
            reinstallIntrinsic(item)
        }
        if snapshot.baselinesDiffer(from: old) {
            let records = self.records
            registry.forEachID { id in
                guard records.first(id) === item || records.second(id) === item else { return }
                let packed = records.packed(id)
                if packed.firstAttribute.isBaseline || packed.secondAttribute?.isBaseline == true {
                    reinstall(record: id)
                }
            }
        }
    }

    func removeIntrinsic(_ item: ItemVariables) {
        for intrinsic in item.intrinsicConstraints {
            registry.forgetOwner(of: solver.constraintID(of: intrinsic.linear))
            removeFromSolver(intrinsic.linear)
        }
        if !item.intrinsicConstraints.isEmpty { queue.needsRetry = true }
        item.intrinsicConstraints = []
        item.intrinsicWarnings = []
        cachedAmbiguity = nil
    }

    func reinstallIntrinsic(_ item: ItemVariables) {
        // Most views of a large tree: no intrinsic constraint or warning to remove (those
        // live in the extras), and a plain, shown view has none to add.
        if !item.hasExtras, item.isPlain {
            cachedAmbiguity = nil
            return
        }
        removeIntrinsic(item)
        guard let snapshot = item.snapshot, item.isInTree else { return }
        var broken: [LayoutWarning] = []
        for intrinsic in IntrinsicConstraints.make(for: item, snapshot: snapshot) {
            do {
                // Intrinsic constraints come and go with the view's properties (a hidden
                // view's zero size among them): tracked, their removal is a pivot.
                try solver.add(intrinsic.linear, tracking: .tracked)
                registry.noteOwner(.intrinsic(item, intrinsic.kind), of: solver.constraintID(of: intrinsic.linear))
                item.intrinsicConstraints.append(intrinsic)
            } catch {
                broken.append(warning(for: error, report: ConstraintReport(text: intrinsic.text(name: item.name))))
            }
        }
        item.intrinsicWarnings = broken
    }

    /// Asks measured views for their height at the width they got; returns whether any height
    /// changed (then the caller solves again). O(measured views).
    func remeasure() -> Bool {
        var changed = false
        for item in mirror.measured {
            guard let view = item.view, view !== root, item.isInTree, view.intrinsicHeight == nil,
                  let snapshot = item.snapshot, !snapshot.isHidden,
                  let size = contentSize(of: view, width: SolverValues.value(of: item.width, in: solver))
            else { continue }
            let height = size.height
            guard height.isFinite, abs(height - (snapshot.intrinsicHeight ?? .infinity)) > Tolerance.measurement else { continue }
            item.measuredHeightForWidth = height
            item.snapshot = ViewSnapshot(view, item: item)
            reinstallIntrinsic(item)
            changed = true
        }
        return changed
    }
}

extension LayoutAttribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
