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
    /// Record ids (see `ConstraintRecords`).
    var pending: [Int32] = []
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
    func install(_ constraint: LayoutConstraint) { install(record: constraint.id) }

    /// Queues an active record for the next batch. O(1).
    func install(record id: Int32) {
        guard records.installed(id) == nil, !records.flag(id, ConstraintRecords.Flags.isPending) else { return }
        records.setFlag(id, ConstraintRecords.Flags.isPending, true)
        queue.pending.append(id)
        cachedAmbiguity = nil
    }

    /// Installs the queued handles, deepest superview first.
    ///
    /// - Complexity: O(*q* + depth) to order *q* queued handles, plus one solver addition
    ///   each (amortised O(rows it touches)).
    func flushPending() {
        if !queue.removals.isEmpty { applyRemovals() }
        guard !queue.pending.isEmpty else {
            // No entry of the queue is left to name a reused id.
            records.recycleReleased()
            return
        }
        if mirror.needsTreeWalk { syncTree() }
        var batch = queue.pending
        queue.pending = []
        // No stale entry of the queue is left to name a reused id.
        records.recycleReleased()
        // Deepest first, each level in order of activation (`placeDeepestFirst`). The queue's
        // array goes before the solver grows: a first layout's peak is the solver's tables
        // with these arrays alive.
        let placed = records.placeDeepestFirst(batch)
        // A batch that makes most of the engine (a first layout) leaves up to half the room
        // its records' arrays doubled to empty for good: given back (see `trimCapacity`)
        // before the solver grows, which is when the first layout peaks. A small batch
        // copies nothing.
        let isLarge = placed.count >= Self.trimmedBatch && 2 * placed.count >= records.liveCount
        if isLarge {
            records.trimCapacity()
            registry.trimCapacity()
        }
        // A hint that spares the solver's tables a doubling after doubling in a large batch
        // (the first layout of a big tree); four variables per view the solver lacks yet.
        solver.reserveCapacity(
            constraints: batch.count, variables: max(0, 4 * mirror.treeOrder.count - solver.variables.count),
            otherSymbols: records.columns.symbolsBeyondVariables(placed))
        batch = []
        // One solver operation per chunk of handles when it holds together (the usual case);
        // otherwise one each, which breaks exactly the handles that fail. Chunks, not the
        // whole batch: an operation's journal keeps the old version of every row it changes
        // until it ends, which over a first layout of 60,000 views held 5% more memory; and a
        // chunk that fails costs its own additions twice, not the whole batch's.
        var start = 0
        var chunk: [Int32] = []
        chunk.reserveCapacity(min(placed.count, Self.installChunk))
        while start < placed.count {
            chunk.removeAll(keepingCapacity: true)
            for id in placed[start..<min(placed.count, start + Self.installChunk)] where id >= 0 {
                chunk.append(id)
            }
            start += Self.installChunk
            if chunk.count < 2 || !addAllOrNone(chunk) {
                for id in chunk { add(record: id) }
            }
        }
    }

    /// How many queued constraints make a batch before which the engine's arrays give back
    /// their spare room (when the batch is also at least half the engine's constraints, so
    /// that the copies cost at most twice the batch's own records).
    ///
    /// Not the solver's: its tables are reserved for the batch, and copied after it they
    /// raised the resident set (the copies took new pages, the old blocks stayed with
    /// malloc): `Benchmarks --cards 1000 --reps 5 --resizes 20` 2,209-2,230 bytes a view
    /// without, 2,266-2,300 with.
    static let trimmedBatch = 1024

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
    private func addAllOrNone(_ constraints: [Int32]) -> Bool {
        for id in constraints { prepare(id) }
        // A translation that cannot be made leaves the chunk to go one by one.
        guard var batch = ConstraintTranslation.translate(constraints, in: records.columns, direction: options.direction)
        else { return false }
        var hints = SymbolHints()
        swap(&hints.symbols, &batch.guesses)
        let ids = solver.addAllOrNone(terms: batch.terms, batch.constraints, hints: &hints)
        // Every item in the run gets a plain guess back (its in-run reference is meaningless
        // after the run): the symbol, or -1 after a failure.
        if ids == nil { hints.symbols.removeAll() }
        for source in batch.sources { source.keep(hints.symbols) }
        guard let ids else { return false }
        // In one access to the records; only a record that had a conflict needs more.
        let conflicted = records.didInstall(constraints, as: ids, batch.constraints)
        for k in conflicted { setConflict(nil, of: constraints[k]) }
        if registry.tracksOwners {
            for (k, id) in constraints.enumerated() { registry.noteOwner(.record(id), of: ids[k]) }
        }
        return true
    }

    /// A handle's standard spacing as the options give it, before it is translated.
    private func prepare(_ id: Int32) {
        if let kind = records.standardSpacing(id) {
            let spacing = kind == .sibling ? options.siblingSpacing : options.superviewSpacing
            records.setStandardConstant(id, records.constant(id) < 0 ? -spacing : spacing)
        }
    }

    /// What the record keeps of its installed solver constraint: its id.
    private func didInstall(_ record: Int32, as id: ConstraintID, relation: Relation, strength: Strength) {
        records.setInstalled(record, id)
        records.setFlag(
            record, ConstraintRecords.Flags.removalRebuilds,
            !records.flag(record, ConstraintRecords.Flags.changes) && relation == .equal && strength.isRequired)
        // Clearing a conflict that was never there costs a setter call per record.
        if records.hasConflict(record) { setConflict(nil, of: record) }
        registry.noteOwner(.record(record), of: id)
    }

    /// Sets a record's conflict, telling the warnings when one comes or goes.
    func setConflict(_ warning: LayoutWarning?, of id: Int32) {
        // Most uninstalls clear a conflict that was never there: nothing to tell then.
        guard records.hasConflict(id) || warning != nil else { return }
        warningsMayHaveChanged()
        records.ensuredExtras(id).conflict = warning.map(WarningBox.init)
    }

    /// Adds one handle to the solver: one solver addition.
    ///
    /// A handle that has changed before (constant, priority, activity, collapse) is added as
    /// a tracked equality, so that its next change is a pivot rather than a rebuild of the
    /// solver; the others stay compact, which keeps long chains sparse (see the solver's
    /// `EqualityTracking`). So only a handle's first change of a required equality costs a
    /// rebuild.
    func add(record: Int32) {
        prepare(record)
        var terms: [Term] = []
        var scratch = TermBuffer()
        let constant = ConstraintTranslation.appendTerms(
            of: record, in: records.columns, direction: options.direction, scratch: &scratch, to: &terms)
        let relation = ConstraintTranslation.relation(records.packed(record).relation)
        let strength = strength(for: record)
        do {
            let id = try solver.add(
                terms: terms[...], constant: constant, relation: relation, strength: strength,
                tracking: records.flag(record, ConstraintRecords.Flags.changes) ? .tracked : .compact)
            didInstall(record, as: id, relation: relation, strength: strength)
        } catch {
            setConflict(warning(for: error, report: ConstraintReport(records.handle(record))), of: record)
        }
    }

    /// Takes a handle out of the solver (one solver removal) or out of the queue, and
    /// forgets a conflict.
    func uninstall(_ constraint: LayoutConstraint) { uninstall(record: constraint.id) }

    func uninstall(record: Int32) {
        records.setFlag(record, ConstraintRecords.Flags.isPending, false)
        if let id = records.installed(record) {
            registry.forgetOwner(of: id)
            if records.flag(record, ConstraintRecords.Flags.removalRebuilds) {
                queue.removals.append(id)
            } else {
                removeFromSolver(id)
            }
            records.setInstalled(record, nil)
            queue.needsRetry = true
        }
        setConflict(nil, of: record)
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

    func reinstall(_ constraint: LayoutConstraint) { reinstall(record: constraint.id) }

    func reinstall(record id: Int32) {
        records.setFlag(id, ConstraintRecords.Flags.changes, true)
        uninstall(record: id)
        install(record: id)
    }

    /// ``strength(for:)-(Int32)`` of a handle's record.
    func strength(for constraint: LayoutConstraint) -> Strength { strength(for: constraint.id) }

    /// A required size constraint of a collapsed view yields to the collapse; every other
    /// constraint keeps its priority.
    func strength(for id: Int32) -> Strength { records.columns.strength(for: id) }

    /// Activates records made without handles (a layout from text): as `isActive = true` on
    /// each handle, with no handle made.
    ///
    /// - Complexity: O(1) per record, in one pass over the records' arrays for the plain ones
    ///   (see `ConstraintRecords.Columns.activatePlain`).
    func activate(records ids: [Int32]) {
        var k = 0
        while k < ids.count {
            k = registry.activatePlain(ids, from: k, pending: &queue.pending)
            guard k < ids.count else { break }
            // A constraint on a hidden view (one of its gaps, maybe), or with a name or role.
            let id = ids[k]
            k += 1
            records.setFlag(id, ConstraintRecords.Flags.isActive, true)
            activate(records.handle(id))
        }
        cachedAmbiguity = nil
    }

    func activate(_ constraint: LayoutConstraint) {
        registry.add(constraint.id)
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
        }
        constraint.changes = true
        uninstall(constraint)
        registry.remove(constraint.id)
        hiddenGapsMayHaveChanged(by: constraint)
        if case .collapse(let axis) = constraint.role {
            constraint.first.addCollapse(-1, along: axis)
            collapseDidChange(constraint.first)
        }
        if case .viewport = constraint.role { viewportDidChange(constraint) }
        records.didDeactivate(constraint.id)
    }

    func constraintDidChange(_ constraint: LayoutConstraint) {
        guard constraint.isActive, registry.contains(constraint) else { return }
        reinstall(constraint)
    }

    /// Reinstalls the size constraints touching `item` so that their strength follows its
    /// collapse state, and its intrinsic constraints. O(*c*) to find them.
    func collapseDidChange(_ item: ItemVariables) {
        resolveHidden(item)
        let records = self.records
        registry.forEachID { id in
            let packed = records.packed(id)
            let touches = (records.first(id) === item && packed.firstAttribute.isSize)
                || (records.second(id) === item && packed.secondAttribute?.isSize == true)
            guard touches, !records.isCollapse(id) else { return }
            if packed.installed >= 0 || records.hasConflict(id) { reinstall(record: id) }
        }
        if item.snapshot != nil, item !== rootItem { reinstallIntrinsic(item) }
    }

    /// Retries broken constraints after others left the solver.
    func retryBrokenConstraints() {
        guard queue.needsRetry else { return }
        queue.needsRetry = false
        let records = self.records
        registry.forEachID { id in
            if records.installed(id) == nil, records.hasConflict(id) { install(record: id) }
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
        case .record(let id): return ConstraintReport(records.handle(id))
        case .intrinsic(let item, let kind):
            return ConstraintReport(text: IntrinsicConstraint.text(of: kind, name: item.name))
        case .engine(let text): return ConstraintReport(text: text)
        case nil: return ConstraintReport(text: linear.description)
        }
    }
}

extension ConstraintRecords.Columns {
    /// A required size constraint of a collapsed view yields to the collapse; every other
    /// constraint keeps its priority.
    func strength(for id: Int32) -> Strength {
        let i = Int(id)
        // The items stay in the arrays for the call.
        return Self.strength(
            priority: priority(id), isCollapse: isCollapse(id), packed: packed[i], first: .passUnretained(first[i]),
            second: second[i].map { .passUnretained($0) })
    }
}
