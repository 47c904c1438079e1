import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

extension LayoutSize {
    /// The target of the smallest size a view's constraints allow (Apple's
    /// `layoutFittingCompressedSize`): 0 x 0.
    public static let compressed = LayoutSize(width: 0, height: 0)

    /// The target of the largest size a view's constraints allow (Apple's
    /// `layoutFittingExpandedSize`): 10,000,000 on each axis, which an axis that nothing bounds
    /// reaches.
    public static let expanded = LayoutSize(width: 10_000_000, height: 10_000_000)
}

/// Fitting sizes (Apple's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// verticalFittingPriority:)`), answered by the engine's own solver.
///
/// A query pulls the view's width and height toward the target, each at its fitting priority,
/// and reads the size the solver settles on:
///
/// - ``LayoutPriority/fittingSizeLevel`` (50) is below every priority content uses (hugging
///   250, compression resistance 750), so the content decides and the pull only settles what
///   the content leaves open: toward ``LayoutSize/compressed`` the smallest size the content
///   allows, toward ``LayoutSize/expanded`` the largest.
/// - ``LayoutPriority/required`` fixes that axis at the target (the "width 320, height from
///   the content" query); when the required constraints cannot allow the target, the pull
///   yields just below required instead of breaking one of them.
/// - Any other priority competes with the content's priorities as a constraint would.
///
/// For the root the query sees the whole tree. For another view it sees the view's subtree as
/// if taken out of its superview: the constraints between a view of the subtree and a view
/// outside it are left out for the query, so that what places the view in its superview does
/// not size it. Measured views are asked for their height at the width the query gives them
/// (see ``LayoutEngine/layout(width:height:)`` for the passes), and CSLayout rules are not
/// evaluated.
///
/// The query is incremental: two pulls added and removed (and, for a subtree, its links to
/// the outside taken out and put back), with no rebuild of the solver after a subtree's
/// first query. Frames and warnings are untouched, and the next layout is as if the query never
/// happened (for a layout with one solution; an ambiguous one may settle on another).
extension LayoutEngine {
    /// The size of `view` that best meets its constraints with its width pulled toward
    /// `target.width` at `horizontalPriority` and its height toward `target.height` at
    /// `verticalPriority`; views and constraints waiting for the next layout are installed
    /// first.
    ///
    ///     let card = try engine.fittingSize(of: cardView, toward: LayoutSize(width: 320, height: 0),
    ///                                       horizontalPriority: .required)
    ///
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` for a view outside the engine's tree.
    /// - Complexity: the batch waiting for the next layout, two solver additions and two
    ///   removals (edits of the solver, not a rebuild), one solve per pass while measured
    ///   views change height, and for a subtree O(*c*) to find its links to the outside plus
    ///   one removal and addition each.
    public func fittingSize(
        of view: LayoutView, toward target: LayoutSize = .compressed,
        horizontalPriority: LayoutPriority = .fittingSizeLevel,
        verticalPriority: LayoutPriority = .fittingSizeLevel
    ) throws(LayoutError) -> LayoutSize {
        guard view === root || (isInTree(view) && lays(out: view)) else { throw .viewNotInTree(view.name) }
        syncTree()
        flushPending()
        retryBrokenConstraints()
        let item = view === root ? rootItem : self.item(for: view)
        guard item.isInTree || view === root else { throw .viewNotInTree(view.name) }
        return withFittingPulls(on: item, subtreeOf: view, target: target,
                                priorities: (horizontalPriority, verticalPriority)) {
            LayoutSize(width: SolverValues.value(of: item.width, in: solver),
                       height: SolverValues.value(of: item.height, in: solver))
        }
    }

    /// Lays the root out at `width`, with the height its content needs: the root's fitting
    /// height at that width (``fittingSize(of:toward:horizontalPriority:verticalPriority:)``
    /// toward ``LayoutSize/compressed`` with the width required), then a layout at that size.
    /// ``LayoutReport`` and ``rootSize`` give the fitted size. Non-finite widths are ignored.
    ///
    /// - Complexity: one fitting query and one layout.
    public func layout(width: Double) {
        guard width.isFinite else { return layout() }
        let fitted = (try? fittingSize(
            of: root, toward: LayoutSize(width: width, height: 0),
            horizontalPriority: .required, verticalPriority: .fittingSizeLevel)) ?? frames.rootSize
        layout(width: width, height: fitted.height)
        frames.fittedAxes = [.vertical]
    }

    /// Lays the root out at `height`, with the width its content needs (the counterpart of
    /// ``layout(width:)``). Non-finite heights are ignored.
    ///
    /// - Complexity: one fitting query and one layout.
    public func layout(height: Double) {
        guard height.isFinite else { return layout() }
        let fitted = (try? fittingSize(
            of: root, toward: LayoutSize(width: 0, height: height),
            horizontalPriority: .fittingSizeLevel, verticalPriority: .required)) ?? frames.rootSize
        layout(width: fitted.width, height: height)
        frames.fittedAxes = [.horizontal]
    }

    /// Lays the root out at the smallest size its content allows on both axes (its
    /// compressed fitting size).
    ///
    /// - Complexity: one fitting query and one layout.
    public func layoutFittingContent() {
        let fitted = (try? fittingSize(of: root)) ?? frames.rootSize
        layout(width: fitted.width, height: fitted.height)
        frames.fittedAxes = [.horizontal, .vertical]
    }

    /// The size the root is laid out at: the last finite size given to
    /// ``layout(width:height:)``, or the fitted size of ``layout(width:)``,
    /// ``layout(height:)`` and ``layoutFittingContent()``. O(1).
    public var rootSize: LayoutSize { frames.rootSize }

    // MARK: - Internals

    /// Runs `body` with the fitting pulls on `item` installed, then takes everything out
    /// again.
    func withFittingPulls<T>(
        on item: ItemVariables, subtreeOf view: LayoutView, target: LayoutSize,
        priorities: (LayoutPriority, LayoutPriority), _ body: () -> T
    ) -> T {
        // The root's own size (edit variables or required constraints) would fight the pulls.
        // Taking holds out and putting them back changes nothing to retry.
        let needsRetry = queue.needsRetry
        defer { queue.needsRetry = needsRetry }
        var suspended = RootSizeSuspension()
        if item === rootItem { suspendRootSize(&suspended) }
        let links = item === rootItem ? [] : detachLinks(of: view)
        var pulls: [LinearConstraint] = []
        for (size, value, priority) in [
            (item.width, target.width, priorities.0), (item.height, target.height, priorities.1),
        ] {
            guard value.isFinite, priority.isValid else { continue }
            let pull = LinearConstraint(LinearExpression(size) - value, .equal, strength: Priorities.strength(priority))
            if (try? solver.add(pull, tracking: .tracked)) != nil {
                pulls.append(pull)
            } else {
                // The required constraints cannot allow the target: yield just below them.
                let yielding = pull.with(strength: Priorities.rootSize)
                if (try? solver.add(yielding, tracking: .tracked)) != nil { pulls.append(yielding) }
            }
        }
        let measured = mirror.measured.map { ($0, $0.measuredHeightForWidth, $0.snapshot) }
        var passes = 0
        while passes < Self.maximumMeasurePasses, remeasure() { passes += 1 }
        let result = body()
        for pull in pulls { try? solver.remove(pull) }
        queue.solverEpoch &+= 1
        for (measuredItem, height, snapshot) in measured where measuredItem.measuredHeightForWidth != height {
            measuredItem.measuredHeightForWidth = height
            measuredItem.snapshot = snapshot
            reinstallIntrinsic(measuredItem)
        }
        reattach(links)
        if item === rootItem { resumeRootSize(suspended) }
        return result
    }

    /// The most solves a layout or a fitting query runs after the first to let measured
    /// views settle on a height for their width.
    static let maximumMeasurePasses = 4

    /// Takes out of the solver the installed constraints that link a view of `view`'s subtree
    /// to a view outside it (or belong to a superview outside it), in one rebuild at most;
    /// they come back tracked, so that later queries are pivots. O(*c*).
    private func detachLinks(of view: LayoutView) -> [LayoutConstraint] {
        func inside(_ item: ItemVariables?) -> Bool? {
            guard let item, !item.isHelper, let other = item.view else { return nil }
            return other === view || other.isDescendant(of: view)
        }
        var links: [LayoutConstraint] = []
        let records = self.records
        registry.forEachID { id in
            guard records.installed(id) != nil else { return }
            let first = inside(records.first(id))
            let second = inside(records.second(id))
            let owner = inside(records.superviewItem(id)) ?? false
            let touches = first == true || second == true
            let leaves = first == false || second == false || !owner
            if touches, leaves { links.append(records.handle(id)) }
        }
        var rebuilding: [ConstraintID] = []
        for constraint in links {
            guard let id = constraint.installed else { continue }
            registry.forgetOwner(of: id)
            constraint.installed = nil
            if constraint.removalRebuilds { rebuilding.append(id) } else { removeFromSolver(id) }
        }
        if !rebuilding.isEmpty {
            queue.removals.append(contentsOf: rebuilding)
            applyRemovals()
        }
        return links
    }

    /// Puts back what ``detachLinks(of:)`` took out, as tracked constraints.
    private func reattach(_ links: [LayoutConstraint]) {
        for constraint in links where constraint.isActive && constraint.installed == nil && !constraint.isPending {
            constraint.changes = true
            add(record: constraint.id)
            // Cannot fail (the set held before), but never leave a handle out for good.
            if constraint.installed == nil {
                constraint.conflict = nil
                queue.needsRetry = true
                install(constraint)
            }
        }
    }
}
