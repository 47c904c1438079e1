import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Finding views whose frames the constraints leave open.
///
/// A view variable is free when some solution that is optimal at every priority gives it
/// another value. The optimal solutions form a convex set that the solver's tableau
/// describes at the optimum: most variables are answered by reading their row
/// (`Solver.mobility(of:distance:tolerance:)`: fixed when the row holds nothing the
/// objective lets move, movable when it holds a parameter that can take a step), in time
/// linear in the tableau.
///
/// The rest (a parameter held by a row at 0, which a combination of moves might free) are
/// probed, on a copy of the solver (a value, so the engine's own is untouched): the variable
/// becomes an edit variable below every layout priority, is pushed away from its value, up
/// and then down, and is let go again. A determined variable cannot move without breaking a
/// constraint at a higher priority, which the strict hierarchy forbids; a variable that moves
/// is free. Probing every variable gave the same answers, but on a chain of views with free
/// widths each probe pivots rows as long as the chain, which made 4,000 views take minutes.
///
/// One probe at a time keeps the objective's probe level at one variable. A free variable
/// left somewhere else by its probe leaves the others' answers unchanged: the constraints
/// above the probe's priority hold at any of their optimal points, and a variable that can
/// move at one of them can move at every one (they form a convex set).
extension LayoutEngine {
    /// The views (not the root, not helpers) whose position or size is not determined, with
    /// the axes along which they can move. Computed on demand and cached until something
    /// changes.
    ///
    /// - Complexity: linear in the solver's rows that hold the views' variables and in the
    ///   columns of their parameters; plus, per variable the tableau leaves undecided (rare:
    ///   degenerate rows), one edit variable added, at most two suggestions and one removal
    ///   on a copy of the solver.
    public func ambiguousViews() -> [AmbiguityReport] {
        flushPendingForQuery()
        if let cachedAmbiguity { return cachedAmbiguity }
        let reports = findAmbiguousViews(probingEvery: false)
        cachedAmbiguity = reports
        return reports
    }

    /// The ambiguous views; `probingEvery` probes each variable instead of reading the
    /// tableau first (the reference the tests compare with).
    func findAmbiguousViews(probingEvery: Bool) -> [AmbiguityReport] {
        let candidates = mirror.treeOrder.filter { $0 !== rootItem && !$0.isHelper }
        var variables: [Variable] = []
        variables.reserveCapacity(candidates.count * 4)
        for item in candidates {
            for variable in item.variables where !solver.hasEditVariable(variable) { variables.append(variable) }
        }
        let mobility = probingEvery
            ? Array(repeating: .undecided, count: variables.count)
            : solver.mobility(of: variables, distance: 1, tolerance: Tolerance.length)
        var free = Set<ObjectIdentifier>()
        var probe: Solver?
        for (variable, answer) in zip(variables, mobility) {
            switch answer {
            case .fixed:
                continue
            case .movable:
                free.insert(ObjectIdentifier(variable))
            case .undecided:
                // Taken out of `probe` first, so that the copy is unique and not copied again.
                var copy = solver
                if let kept = probe {
                    copy = kept
                    probe = nil
                }
                let pushed = copy.movesWhenPushed(variable, counting: &work.probes)
                probe = pushed.isClean ? copy : nil
                if pushed.moves { free.insert(ObjectIdentifier(variable)) }
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
        return reports
    }
}

extension Solver {
    /// Whether the variable moves when pushed one point up, then down, by an edit variable
    /// below every layout priority; the edit is removed again. When the solver refuses a step
    /// (numeric trouble), the variable counts as not free and the copy is no longer trusted:
    /// the caller then probes the next variable on a fresh copy.
    fileprivate mutating func movesWhenPushed(_ variable: Variable, counting probes: inout Int) -> (moves: Bool, isClean: Bool) {
        let value = value(of: variable)
        var moves = false
        do {
            try addEditVariable(variable, strength: Priorities.probe)
            probes += 1
            for direction in [1.0, -1.0] {
                try suggestValue(value + direction, for: variable)
                if abs(self.value(of: variable) - value) > Tolerance.length {
                    moves = true
                    break
                }
            }
            try removeEditVariable(variable)
        } catch {
            return (moves, false)
        }
        return (moves, true)
    }
}
