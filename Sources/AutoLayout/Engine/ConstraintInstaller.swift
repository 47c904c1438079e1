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
    /// Compact required equalities to take out of the solver, by id.
    var removals: [ConstraintID] = []
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
        var batch = queue.pending
        queue.pending = []
        // Deepest first by a counting sort on depth, stable, so that each level keeps the
        // order of activation: of two conflicting handles of one layout the later one breaks,
        // as it would one by one. One array besides the queue's (not one per depth and a
        // third for the result), and the queue's goes before the solver grows: a first
        // layout's peak is the solver's tables with these arrays alive.
        var deepest = 0
        for constraint in batch { deepest = max(deepest, constraint.superviewItem.depth) }
        var starts = [Int](repeating: 0, count: deepest + 2)
        var queued = 0
        for constraint in batch where constraint.isPending {
            starts[deepest - max(0, constraint.superviewItem.depth) + 1] += 1
            queued += 1
        }
        for level in 0...deepest { starts[level + 1] += starts[level] }
        // A handle deactivated and activated again while queued is in the queue twice but
        // pending once: it goes in at its first place, and its level keeps a hole (`nil`).
        var placed = [LayoutConstraint?](repeating: nil, count: queued)
        for constraint in batch where constraint.isPending {
            let level = deepest - max(0, constraint.superviewItem.depth)
            constraint.isPending = false
            placed[starts[level]] = constraint
            starts[level] += 1
        }
        // A hint that spares the solver's tables a doubling after doubling in a large batch
        // (the first layout of a big tree); four variables per view the solver lacks yet.
        solver.reserveCapacity(
            constraints: batch.count, variables: max(0, 4 * mirror.treeOrder.count - solver.variables.count))
        batch = []
        starts = []
        // One solver operation per chunk of handles when it holds together (the usual case);
        // otherwise one each, which breaks exactly the handles that fail. Chunks, not the
        // whole batch: an operation's journal keeps the old version of every row it changes
        // until it ends, which over a first layout of 60,000 views held 5% more memory; and a
        // chunk that fails costs its own additions twice, not the whole batch's.
        var start = 0
        var chunk: [LayoutConstraint] = []
        chunk.reserveCapacity(min(placed.count, Self.installChunk))
        while start < placed.count {
            chunk.removeAll(keepingCapacity: true)
            for case let constraint? in placed[start..<min(placed.count, start + Self.installChunk)] {
                chunk.append(constraint)
            }
            start += Self.installChunk
            if chunk.count < 2 || !addAllOrNone(chunk) {
                for constraint in chunk { add(constraint) }
            }
        }
    }

    /// How many handles go into the solver as one operation (see ``flushPending()``).
    static let installChunk = 128

    /// Adds the handles to the solver in one operation, all or none (`false`, the solver
    /// unchanged). The same translation and bookkeeping as ``add(_:)``, one at a time.
    ///
    /// Each term goes with the symbol its item kept for the variable, and keeps the symbol
    /// the solver gives it: a view's variables are hashed into the solver's index once, on
    /// first use, and found by symbol afterwards (see `ItemVariables.symbolGuess(_:)`).
    ///
    /// The chunk's terms go to the solver in one array, and each handle keeps the id of its
    /// solver constraint: no object, array or dictionary entry is made per constraint (the
    /// solver keeps a record and the terms in flat arrays).
    private func addAllOrNone(_ constraints: [LayoutConstraint]) -> Bool {
        let direction = options.direction
        var terms = TermBuffer()
        swap(&terms, &termScratch)
        terms.collectsGuesses = true
        var flat: [Term] = []
        flat.reserveCapacity(3 * constraints.count)
        var batch: [Solver.BatchConstraint] = []
        batch.reserveCapacity(constraints.count)
        for constraint in constraints {
            prepare(constraint)
            let constant = ConstraintTranslation.appendTerms(of: constraint, direction: direction, scratch: &terms, to: &flat)
            // The translation reduced the terms (`TermBuffer`).
            batch.append(Solver.BatchConstraint(
                end: flat.count, constant: constant, relation: ConstraintTranslation.relation(constraint.relation),
                strength: strength(for: constraint), tracking: constraint.changes ? .tracked : .compact))
        }
        // The buffer holds its last items; emptied, it keeps no view's item alive.
        terms.removeAll()
        terms.collectsGuesses = false
        var hints = SymbolHints()
        swap(&hints.symbols, &terms.guesses)
        let ids = solver.addAllOrNone(terms: flat, batch, hints: &hints)
        // Every item in the run gets a plain guess back (its in-run reference is meaningless
        // after the run): the symbol, or -1 after a failure.
        if ids == nil { hints.symbols.removeAll(keepingCapacity: true) }
        for source in terms.sources { source.keep(hints.symbols) }
        // The arrays go back to the buffer, emptied, for the next run.
        terms.sources.removeAll(keepingCapacity: true)
        hints.symbols.removeAll(keepingCapacity: true)
        swap(&hints.symbols, &terms.guesses)
        swap(&terms, &termScratch)
        guard let ids else { return false }
        for (k, constraint) in constraints.enumerated() {
            didInstall(constraint, as: ids[k], relation: batch[k].relation, strength: batch[k].strength)
        }
        return true
    }

    /// A handle's standard spacing as the options give it, before it is translated.
    private func prepare(_ constraint: LayoutConstraint) {
        if let kind = constraint.standardSpacing {
            let spacing = kind == .sibling ? options.siblingSpacing : options.superviewSpacing
            constraint.setStandardConstant(constraint.constant < 0 ? -spacing : spacing)
        }
    }

    /// What the handle keeps of its installed solver constraint: its id.
    private func didInstall(_ constraint: LayoutConstraint, as id: ConstraintID, relation: Relation, strength: Strength) {
        constraint.installed = id
        constraint.removalRebuilds = !constraint.changes && relation == .equal && strength.isRequired
        // Clearing a conflict that was never there costs a setter call per handle.
        if constraint.conflictBox != nil { constraint.conflict = nil }
        registry.noteOwner(.handle(constraint), of: id)
    }

    /// Adds one handle to the solver: one solver addition.
    ///
    /// A handle that has changed before (constant, priority, activity, collapse) is added as
    /// a tracked equality, so that its next change is a pivot rather than a rebuild of the
    /// solver; the others stay compact, which keeps long chains sparse (see the solver's
    /// `EqualityTracking`). So only a handle's first change of a required equality costs a
    /// rebuild.
    func add(_ constraint: LayoutConstraint) {
        prepare(constraint)
        var terms: [Term] = []
        let constant = ConstraintTranslation.appendTerms(
            of: constraint, direction: options.direction, scratch: &termScratch, to: &terms)
        termScratch.removeAll()
        let relation = ConstraintTranslation.relation(constraint.relation)
        let strength = strength(for: constraint)
        do {
            let id = try solver.add(
                terms: terms[...], constant: constant, relation: relation, strength: strength,
                tracking: constraint.changes ? .tracked : .compact)
            didInstall(constraint, as: id, relation: relation, strength: strength)
        } catch {
            constraint.conflict = warning(for: error, report: ConstraintReport(constraint))
        }
    }

    /// Takes a handle out of the solver (one solver removal) or out of the queue, and
    /// forgets a conflict.
    func uninstall(_ constraint: LayoutConstraint) {
        constraint.isPending = false
        if let id = constraint.installed {
            registry.forgetOwner(of: id)
            if constraint.removalRebuilds {
                queue.removals.append(id)
            } else {
                removeFromSolver(id)
            }
            constraint.installed = nil
            queue.needsRetry = true
        }
        constraint.conflict = nil
        cachedAmbiguity = nil
    }

    /// Takes the waiting removals out of the solver: one removal alone (the solver rebuilds
    /// itself once), or several in one rebuild of the solver from what stays (constraints
    /// keep their ids), which also forgets the variables only the removed constraints used.
    ///
    /// - Complexity: O(a build of the remaining constraints) once per batch.
    func applyRemovals() {
        let removals = queue.removals
        queue.removals = []
        guard !removals.isEmpty else { return }
        solver.remove(ids: removals)
        queue.solverEpoch &+= 1
    }

    /// Every removal goes through here: the solver may forget variables it no longer needs,
    /// which makes the frame store read every value again.
    func removeFromSolver(_ id: ConstraintID) {
        try? solver.remove(id: id)
        queue.solverEpoch &+= 1
    }

    /// ``removeFromSolver(_:)-(ConstraintID)`` for a constraint added as an object (an
    /// intrinsic constraint, a probe).
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

    /// Who made a solver constraint named in an error, if the engine knows.
    func owner(of linear: LinearConstraint) -> ConstraintOwner? {
        guard let id = solver.constraintID(of: linear) else { return nil }
        let solver = self.solver
        return registry.owner(of: id, items: mirror.treeOrder, engine: engineConstraints) { solver.constraintID(of: $0) }
    }

    func report(for linear: LinearConstraint) -> ConstraintReport {
        switch owner(of: linear) {
        case .handle(let constraint): return ConstraintReport(constraint)
        case .intrinsic(let item, let kind):
            return ConstraintReport(text: IntrinsicConstraint.text(of: kind, name: item.name))
        case .engine(let text): return ConstraintReport(text: text)
        case nil: return ConstraintReport(text: linear.description)
        }
    }
}
