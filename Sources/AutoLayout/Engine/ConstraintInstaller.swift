import Cassowary
import VisualFormat
import LayoutIR

/// The handles waiting to go into the solver.
///
/// Activating a handle only queues it; the queue goes into the solver as one batch at the
/// next layout, or at the first query that needs installed state (warnings, `isBroken`), in
/// an order that keeps the solver's rows short whatever order the calls came in: inner
/// layouts first (deepest superview first), each level in order of activation. A chain of
/// cards added before the cards' own layouts then meets cards whose heights are already
/// known, instead of dragging every earlier card through each substitution.
///
/// Removals wait too when they would rebuild the solver (a compact required equality has no
/// marker to pivot on): a subtree leaving the tree takes its constraints out as one rebuild,
/// not one rebuild each.
struct InstallQueue {
    var pending: [LayoutConstraint] = []
    /// Compact required equalities to take out of the solver.
    var removals: [LinearConstraint] = []
    /// Set when a constraint leaves the solver, so that broken ones are retried.
    var needsRetry = false
    /// Changes whenever a removal may have made the solver forget variables (the frame
    /// store then reads every value again).
    var solverEpoch = 0
}

/// Moving handles in and out of the solver, and catching conflicts the way Apple does: a
/// required constraint that cannot hold is left out (broken) and reported with the constraints
/// it conflicts with; the layout goes on without it.
extension LayoutEngine {
    /// Queues an active handle for the next batch. O(1).
    func install(_ constraint: LayoutConstraint) {
        guard constraint.installed == nil, !constraint.isPending else { return }
        constraint.isPending = true
        queue.pending.append(constraint)
        cachedAmbiguity = nil
    }

    /// Installs the queued handles, deepest superview first.
    ///
    /// - Complexity: O(*q* + depth) to order *q* queued handles, plus one solver addition
    ///   each (amortised O(rows it touches)).
    func flushPending() {
        if !queue.removals.isEmpty { applyRemovals() }
        guard !queue.pending.isEmpty else { return }
        if mirror.needsTreeWalk { syncTree() }
        let batch = queue.pending
        queue.pending = []
        // Buckets by depth, deepest first; a bucket keeps the order of activation, so that of
        // two conflicting handles of one layout the later one breaks, as it would one by one.
        var deepest = 0
        for constraint in batch { deepest = max(deepest, constraint.superviewItem.depth) }
        var buckets = [[LayoutConstraint]](repeating: [], count: deepest + 1)
        for constraint in batch where constraint.isPending {
            buckets[deepest - max(0, constraint.superviewItem.depth)].append(constraint)
        }
        // A hint that spares the solver's tables a doubling after doubling in a large batch
        // (the first layout of a big tree); four variables per view the solver lacks yet.
        solver.reserveCapacity(
            constraints: batch.count, variables: max(0, 4 * mirror.treeOrder.count - solver.variables.count))
        var ordered: [LayoutConstraint] = []
        ordered.reserveCapacity(batch.count)
        for bucket in buckets {
            for constraint in bucket where constraint.isPending {
                constraint.isPending = false
                ordered.append(constraint)
            }
        }
        // One solver operation per chunk of handles when it holds together (the usual case);
        // otherwise one each, which breaks exactly the handles that fail. Chunks, not the
        // whole batch: an operation's journal keeps the old version of every row it changes
        // until it ends, which over a first layout of 60,000 views held 5% more memory; and a
        // chunk that fails costs its own additions twice, not the whole batch's.
        var start = 0
        while start < ordered.count {
            let chunk = Array(ordered[start..<min(ordered.count, start + Self.installChunk)])
            start += chunk.count
            if chunk.count < 2 || !addAllOrNone(chunk) {
                for constraint in chunk { add(constraint) }
            }
        }
    }

    /// How many handles go into the solver as one operation (see ``flushPending()``).
    static let installChunk = 128

    /// How many solver constraints of a chunk share one array of terms (see
    /// ``addAllOrNone(_:)``): enough that the arrays' headers and heap blocks cost a few
    /// bytes a constraint, few enough that a constraint outliving its group keeps little.
    static let termGroup = 16

    /// Adds the handles to the solver in one operation, all or none (`false`, the solver
    /// unchanged). The same translation and bookkeeping as ``add(_:)``, one at a time.
    ///
    /// Each term goes with the symbol its item kept for the variable, and keeps the symbol
    /// the solver gives it: a view's variables are hashed into the solver's index once, on
    /// first use, and found by symbol afterwards (see `ItemVariables.symbolGuess(_:)`).
    ///
    /// Each group of ``termGroup`` constraints shares one array of terms
    /// (`LinearConstraint.init(sharing:reducedRange:constant:relation:strength:)`): a solver
    /// constraint costs no array of its own (a header and a heap block), only its terms. An
    /// array lives while one of its group is installed, so a constraint that outlives the
    /// rest of its group keeps at most the group's terms: a long run of changes holds at
    /// most ``termGroup`` times the terms of what is installed, and less the more of each
    /// group stays or goes together, as a first layout's constraints do.
    private func addAllOrNone(_ constraints: [LayoutConstraint]) -> Bool {
        let direction = options.direction
        var terms = TermBuffer()
        swap(&terms, &termScratch)
        terms.collectsGuesses = true
        var linears: [LinearConstraint] = []
        linears.reserveCapacity(constraints.count)
        var parts: [(end: Int, constant: Double)] = []
        parts.reserveCapacity(Self.termGroup)
        var groupStart = 0
        while groupStart < constraints.count {
            let group = constraints[groupStart..<min(constraints.count, groupStart + Self.termGroup)]
            groupStart += group.count
            // Room for three terms a constraint (most have one to three); an array that grew
            // past it and is more than a fifth empty is copied to its size.
            var shared: [Term] = []
            shared.reserveCapacity(3 * group.count)
            parts.removeAll(keepingCapacity: true)
            for constraint in group {
                prepare(constraint)
                let constant = ConstraintTranslation.appendTerms(
                    of: constraint, direction: direction, scratch: &terms, to: &shared)
                parts.append((shared.count, constant))
            }
            if 5 * shared.count < 4 * shared.capacity {
                var exact: [Term] = []
                exact.reserveCapacity(shared.count)
                exact.append(contentsOf: shared)
                shared = exact
            }
            var start = 0
            for (constraint, part) in zip(group, parts) {
                // The translation reduced the terms (`TermBuffer`).
                linears.append(LinearConstraint(
                    sharing: shared, reducedRange: start..<part.end, constant: part.constant,
                    relation: ConstraintTranslation.relation(constraint.relation), strength: strength(for: constraint)))
                start = part.end
            }
        }
        // The buffer holds its last items; emptied, it keeps no view's item alive.
        terms.removeAll()
        terms.collectsGuesses = false
        var hints = SymbolHints()
        swap(&hints.symbols, &terms.guesses)
        let added = solver.addAllOrNone(linears, hints: &hints, tracking: { constraints[$0].changes ? .tracked : .compact })
        // Every item in the run gets a plain guess back (its in-run reference is meaningless
        // after the run): the symbol, or -1 after a failure.
        if !added { hints.symbols.removeAll(keepingCapacity: true) }
        for source in terms.sources { source.keep(hints.symbols) }
        // The arrays go back to the buffer, emptied, for the next run.
        terms.sources.removeAll(keepingCapacity: true)
        hints.symbols.removeAll(keepingCapacity: true)
        swap(&hints.symbols, &terms.guesses)
        swap(&terms, &termScratch)
        guard added else { return false }
        for (constraint, linear) in zip(constraints, linears) { didInstall(constraint, as: linear) }
        return true
    }

    /// A handle's standard spacing as the options give it, before it is translated.
    private func prepare(_ constraint: LayoutConstraint) {
        if let kind = constraint.standardSpacing {
            let spacing = kind == .sibling ? options.siblingSpacing : options.superviewSpacing
            constraint.setStandardConstant(constraint.constant < 0 ? -spacing : spacing)
        }
    }

    /// What the handle keeps of its installed solver constraint.
    private func didInstall(_ constraint: LayoutConstraint, as linear: LinearConstraint) {
        constraint.installed = linear
        constraint.removalRebuilds = !constraint.changes && linear.relation == .equal && linear.strength.isRequired
        // Clearing a conflict that was never there costs a setter call per handle.
        if constraint.conflictBox != nil { constraint.conflict = nil }
        registry.noteOwner(.handle(constraint), of: linear)
    }

    /// Adds one handle to the solver: one solver addition.
    ///
    /// A handle that has changed before (constant, priority, activity, collapse) is added as
    /// a tracked equality, so that its next change is a pivot rather than a rebuild of the
    /// solver; the others stay compact, which keeps long chains sparse (see the solver's
    /// `EqualityTracking`). So only a handle's first change of a required equality costs a
    /// rebuild.
    private func add(_ constraint: LayoutConstraint) {
        prepare(constraint)
        let linear = ConstraintTranslation.linearConstraint(
            for: constraint, direction: options.direction, strength: strength(for: constraint), scratch: &termScratch)
        termScratch.removeAll()
        do {
            try solver.add(linear, tracking: constraint.changes ? .tracked : .compact)
            didInstall(constraint, as: linear)
        } catch {
            constraint.conflict = warning(for: error, report: ConstraintReport(constraint))
        }
    }

    /// Takes a handle out of the solver (one solver removal) or out of the queue, and
    /// forgets a conflict.
    func uninstall(_ constraint: LayoutConstraint) {
        constraint.isPending = false
        if let linear = constraint.installed {
            if constraint.removalRebuilds {
                queue.removals.append(linear)
            } else {
                removeFromSolver(linear)
            }
            registry.forgetOwner(of: linear)
            constraint.installed = nil
            queue.needsRetry = true
        }
        constraint.conflict = nil
        cachedAmbiguity = nil
    }

    /// Takes the waiting removals out of the solver: one removal alone (the solver rebuilds
    /// itself once), or several in one rebuild of a fresh solver from what stays, which also
    /// forgets the variables only the removed constraints used.
    ///
    /// - Complexity: O(a build of the remaining constraints) once per batch.
    func applyRemovals() {
        let removals = queue.removals
        queue.removals = []
        guard removals.count > 1 else {
            for linear in removals { removeFromSolver(linear) }
            return
        }
        let removed = Set(removals.map(ObjectIdentifier.init))
        var tracked = Set<ObjectIdentifier>()
        registry.forEach { handle in
            if let linear = handle.installed, !handle.removalRebuilds { tracked.insert(ObjectIdentifier(linear)) }
        }
        for item in mirror.treeOrder {
            for intrinsic in item.intrinsicConstraints { tracked.insert(ObjectIdentifier(intrinsic.linear)) }
        }
        var fresh = Solver()
        // As the engine began: the root's origin, its size as edit variables, then the rest
        // in the order they came.
        let kept = solver.constraints.filter { !removed.contains(ObjectIdentifier($0)) }
        for (pin, _) in engineConstraints { try? fresh.add(pin) }
        // The root's edit variables as the old solver has them (a fitting query may have
        // taken them out).
        for variable in [rootItem.width, rootItem.height] where solver.hasEditVariable(variable) {
            try? fresh.addEditVariable(variable, strength: Priorities.rootSize)
        }
        for linear in kept where !engineConstraints.contains(where: { $0.0 === linear }) {
            // A subset of constraints that held together still does.
            try? fresh.add(linear, tracking: tracked.contains(ObjectIdentifier(linear)) ? .tracked : .compact)
        }
        try? suggestRootSize(rootSizeSuggested, in: &fresh)
        solver = fresh
        queue.solverEpoch &+= 1
    }

    /// Every removal goes through here: the solver may forget variables it no longer needs,
    /// which makes the frame store read every value again.
    func removeFromSolver(_ linear: LinearConstraint) {
        try? solver.remove(linear)
        queue.solverEpoch &+= 1
    }

    func reinstall(_ constraint: LayoutConstraint) {
        constraint.changes = true
        uninstall(constraint)
        install(constraint)
    }

    /// A required size constraint of a collapsed view yields to the collapse; every other
    /// constraint keeps its priority.
    func strength(for constraint: LayoutConstraint) -> Strength {
        let priority = constraint.priority
        guard priority.isRequired, !constraint.isCollapse else { return Priorities.strength(priority) }
        if constraint.firstAttribute.isSize, constraint.first.isCollapsed(along: constraint.firstAttribute.axis) {
            return Priorities.collapseYield
        }
        if let second = constraint.second, let attribute = constraint.secondAttribute, attribute.isSize,
           second.isCollapsed(along: attribute.axis) {
            return Priorities.collapseYield
        }
        return Priorities.strength(priority)
    }

    func activate(_ constraint: LayoutConstraint) {
        registry.add(constraint)
        hiddenGapsMayHaveChanged(by: constraint)
        if case .collapse(let axis) = constraint.role {
            constraint.changes = true
            constraint.first.addCollapse(1, along: axis)
            collapseDidChange(constraint.first)
        }
        if case .viewport = constraint.role { viewportDidChange(constraint) }
        install(constraint)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        if let item = constraint.parkedIn {
            // Parked with a subtree out of the tree: it simply stays out.
            item.parked.removeAll { $0 === constraint }
            constraint.parkedIn = nil
            constraint.holdSuperviewWeakly(false)
        }
        constraint.changes = true
        uninstall(constraint)
        registry.remove(constraint)
        hiddenGapsMayHaveChanged(by: constraint)
        if case .collapse(let axis) = constraint.role {
            constraint.first.addCollapse(-1, along: axis)
            collapseDidChange(constraint.first)
        }
        if case .viewport = constraint.role { viewportDidChange(constraint) }
    }

    func constraintDidChange(_ constraint: LayoutConstraint) {
        guard constraint.isActive, registry.contains(constraint) else { return }
        reinstall(constraint)
    }

    /// Reinstalls the size constraints touching `item` so that their strength follows its
    /// collapse state, and its intrinsic constraints. O(*c*) to find them.
    func collapseDidChange(_ item: ItemVariables) {
        resolveHidden(item)
        registry.forEach { constraint in
            guard !constraint.isCollapse else { return }
            let touches = (constraint.first === item && constraint.firstAttribute.isSize)
                || (constraint.second === item && constraint.secondAttribute?.isSize == true)
            if touches, constraint.installed != nil || constraint.conflict != nil { reinstall(constraint) }
        }
        if item.snapshot != nil, item !== rootItem { reinstallIntrinsic(item) }
    }

    /// Retries broken constraints after others left the solver.
    func retryBrokenConstraints() {
        guard queue.needsRetry else { return }
        queue.needsRetry = false
        registry.forEach { constraint in
            if constraint.installed == nil, constraint.conflict != nil { install(constraint) }
        }
        flushPending()
        for item in mirror.treeOrder where !item.intrinsicWarnings.isEmpty {
            reinstallIntrinsic(item)
        }
    }

    func warning(for error: SolverError, report: ConstraintReport) -> LayoutWarning {
        if case .unsatisfiableConstraint(_, let conflicting) = error {
            return .unsatisfiable(broken: report, conflicting: conflicting.map(self.report(for:)))
        }
        return .rejected(report, reason: error.description)
    }

    func report(for linear: LinearConstraint) -> ConstraintReport {
        switch registry.owner(of: linear, items: mirror.treeOrder, engine: engineConstraints) {
        case .handle(let constraint): return ConstraintReport(constraint)
        case .intrinsic(let item, let kind):
            return ConstraintReport(text: IntrinsicConstraint.text(of: kind, name: item.name))
        case .engine(let text): return ConstraintReport(text: text)
        case nil: return ConstraintReport(text: linear.description)
        }
    }
}
