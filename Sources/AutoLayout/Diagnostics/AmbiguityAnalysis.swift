import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Finding views whose frames the constraints leave open.
///
/// On a copy of the solver (a value, so the engine's own is untouched), each view variable in
/// turn becomes an edit variable below every layout priority and is pushed away from its
/// value, up and then down, and is let go again. A determined variable cannot move without
/// breaking a constraint at a higher priority, which the strict hierarchy forbids; a variable
/// that moves is free.
///
/// One probe at a time keeps the objective's probe level at one variable: pushing every
/// variable at once made each addition scan a level as long as the tree, which is quadratic.
/// A free variable left somewhere else by its probe leaves the others' answers unchanged: the
/// constraints above the probe's priority hold at any of their optimal points, and a variable
/// that can move at one of them can move at every one (they form a convex set).
extension LayoutEngine {
    /// The views (not the root, not helpers) whose position or size is not determined, with
    /// the axes along which they can move. Computed on demand and cached until something
    /// changes.
    ///
    /// - Complexity: one copy of the solver, then per view variable one edit variable added,
    ///   at most two suggestions and one removal, each touching the rows that depend on it.
    public func ambiguousViews() -> [AmbiguityReport] {
        flushPendingForQuery()
        if let cachedAmbiguity { return cachedAmbiguity }
        let candidates = mirror.treeOrder.filter { $0 !== rootItem && !$0.isHelper }
        var free = Set<ObjectIdentifier>()
        var probe = solver
        for item in candidates {
            for variable in item.variables where !probe.hasEditVariable(variable) {
                let value = probe.value(of: variable)
                do {
                    try probe.addEditVariable(variable, strength: Priorities.probe)
                    work.probes += 1
                    for direction in [1.0, -1.0] {
                        try probe.suggestValue(value + direction, for: variable)
                        if abs(probe.value(of: variable) - value) > Tolerance.length {
                            free.insert(ObjectIdentifier(variable))
                            break
                        }
                    }
                    try probe.removeEditVariable(variable)
                } catch {
                    continue
                }
            }
        }
        var reports: [AmbiguityReport] = []
        for item in candidates {
            var axes: [LayoutAxis] = []
            if free.contains(ObjectIdentifier(item.left)) || free.contains(ObjectIdentifier(item.width)) {
                axes.append(.horizontal)
            }
            if free.contains(ObjectIdentifier(item.top)) || free.contains(ObjectIdentifier(item.height)) {
                axes.append(.vertical)
            }
            if !axes.isEmpty { reports.append(AmbiguityReport(view: item.name, axes: axes)) }
        }
        cachedAmbiguity = reports
        return reports
    }
}
