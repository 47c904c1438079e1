import LayoutSupport

/// What the engine has told its warning handler, so that each problem is told once while it
/// lasts.
struct WarningLog {
    /// The warnings passed to the handler that still stood at the last report.
    var told: Set<LayoutWarning> = []
    /// The broken constraints' and refused intrinsic constraints' warnings, gathered again
    /// only after one of them changed (``EngineToken/warningsChanged``).
    var conflicts: [LayoutWarning] = []
    /// Set while a report runs: the ambiguity search it may start must not start another.
    var isReporting = false
}

/// Passing problems nobody asked about to the engine's ``LayoutEngine/warningHandler``.
extension LayoutEngine {
    /// The default warning handler: writes `[AutoLayout] warning: ` and the warning to
    /// standard error, on one line, as Apple's Auto Layout logs a conflict.
    ///
    ///     [AutoLayout] warning: Unable to satisfy constraints: breaking 'box.width == 100' from line 1, column 8: "H:[box(100)]"; it conflicts with ...
    public static func writeToStandardError(_ warning: LayoutWarning) {
        Console.writeError("[AutoLayout] warning: \(warning)\n")
    }

    /// Tells the handler of each warning that stands now and was not told before; forgets
    /// the ones that went, so that they are told again if they come back.
    ///
    /// - Complexity: O(1) plus the negative frames when nothing changed since the last
    ///   report; O(*c* + *n*) after a conflict came or went; plus ``ambiguousViews()`` with
    ///   ``reportsAmbiguity``.
    func reportNewWarnings() {
        guard let handler = warningHandler, !warningLog.isReporting else { return }
        warningLog.isReporting = true
        defer { warningLog.isReporting = false }
        var current = standingConflicts()
        if let rootWarning = frames.rootWarning { current.append(rootWarning) }
        current.append(contentsOf: negativeSizeWarnings())
        if reportsAmbiguity {
            current.append(contentsOf: ambiguousViews().map { .ambiguous(view: $0.view, axes: $0.axes) })
        }
        guard !(current.isEmpty && warningLog.told.isEmpty) else { return }
        var fresh: [LayoutWarning] = []
        var now = Set<LayoutWarning>()
        for warning in current where now.insert(warning).inserted {
            if !warningLog.told.contains(warning) { fresh.append(warning) }
        }
        warningLog.told = now
        for warning in fresh { handler(warning) }
    }

    /// Installs what waits for the next layout, for a query that needs it (``warnings``,
    /// ``LayoutConstraint/isBroken``), and reports the warnings that brings.
    func flushPendingForQuery() {
        let waiting = !queue.pending.isEmpty || !queue.removals.isEmpty
        flushPending()
        if waiting { reportNewWarnings() }
    }

    /// The warnings of the broken handles and of the refused intrinsic constraints, in
    /// order of activation then tree order. O(1) unless one of them changed.
    func standingConflicts() -> [LayoutWarning] {
        guard mirror.owner.warningsChanged else { return warningLog.conflicts }
        mirror.owner.warningsChanged = false
        var out: [LayoutWarning] = []
        let records = self.records
        registry.forEachID { id in
            if let conflict = records.conflict(id), records.installed(id) == nil { out.append(conflict) }
        }
        for item in mirror.treeOrder where !item.intrinsicWarnings.isEmpty { out.append(contentsOf: item.intrinsicWarnings) }
        warningLog.conflicts = out
        return out
    }

    /// The views the last layout gave a negative width or height, in tree order.
    func negativeSizeWarnings() -> [LayoutWarning] {
        var out: [LayoutWarning] = []
        for slot in frames.negativeSlots where slot < mirror.treeOrder.count {
            let item = mirror.treeOrder[slot]
            guard let view = item.view, let frame = frame(of: view) else { continue }
            out.append(.negativeSize(view: item.name, frame: frame))
        }
        return out
    }

    /// A constraint's conflict or a refused intrinsic constraint came or went.
    func warningsMayHaveChanged() {
        mirror.owner.warningsChanged = true
    }

    /// A handle was renamed: the warnings that name it (its own conflict, and the conflicts
    /// of others it takes part in) name it anew, without being told again.
    ///
    /// - Complexity: O(*c* + *n*).
    func identifierDidChange(_ constraint: LayoutConstraint, from old: String?) {
        guard registry.contains(constraint) else { return }
        let new = ConstraintReport(constraint)
        var before = new
        before.identifier = old
        func rename(_ warning: LayoutWarning) -> LayoutWarning { warning.replacing(before, with: new) }
        let records = self.records
        registry.forEachID { id in
            if let extras = records.extras(id), let conflict = extras.conflict?.warning {
                extras.conflict = WarningBox(rename(conflict))
            }
        }
        for item in mirror.treeOrder where !item.intrinsicWarnings.isEmpty {
            item.intrinsicWarnings = item.intrinsicWarnings.map(rename)
        }
        warningLog.told = Set(warningLog.told.map(rename))
        warningsMayHaveChanged()
    }
}
