import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Finding views whose frames the constraints leave open.
///
/// On a copy of the solver (a value, so the engine's own is untouched), every view variable
/// becomes an edit variable below every layout priority and is pushed away from its value,
/// once up and once down. A determined variable cannot move without breaking a constraint at
/// a higher priority, which the strict hierarchy forbids; a variable that moves is free. The
/// pushes get different weights so that two free variables bound together (a fixed right edge
/// with a free left and width) cannot cancel out.
extension LayoutEngine {
    /// The views (not the root, not helpers) whose position or size is not determined, with
    /// the axes along which they can move. Cost: two copies of the solver and an edit variable
    /// per view variable; computed on demand and cached until something changes.
    public func ambiguousViews() -> [AmbiguityReport] {
        flushPending()
        if let cachedAmbiguity { return cachedAmbiguity }
        let candidates = mirror.treeOrder.filter { $0 !== rootItem && !$0.isHelper }
        var free = Set<Variable>()
        for direction in [1.0, -1.0] {
            var probe = solver
            var pushed: [(Variable, Double)] = []
            for (index, item) in candidates.enumerated() {
                for (k, variable) in item.variables.enumerated() where !probe.hasEditVariable(variable) {
                    let weight = 1 + Double((index * 4 + k) % 13) * 0.37
                    let value = probe.value(of: variable)
                    do {
                        try probe.addEditVariable(variable, strength: Priorities.probe.weighted(weight))
                        try probe.suggestValue(value + direction, for: variable)
                        pushed.append((variable, value))
                    } catch {
                        continue
                    }
                }
            }
            for (variable, value) in pushed where abs(probe.value(of: variable) - value) > Tolerance.length {
                free.insert(variable)
            }
        }
        var reports: [AmbiguityReport] = []
        for item in candidates {
            var axes: [LayoutAxis] = []
            if free.contains(item.left) || free.contains(item.width) { axes.append(.horizontal) }
            if free.contains(item.top) || free.contains(item.height) { axes.append(.vertical) }
            if !axes.isEmpty { reports.append(AmbiguityReport(view: item.name, axes: axes)) }
        }
        cachedAmbiguity = reports
        return reports
    }
}
