import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// How the size given to ``LayoutEngine/layout(width:height:)`` holds the root.
public enum RootSizing: String, Hashable, Sendable, CaseIterable {
    /// The size is required, as a window gives its root view on iOS: a required constraint
    /// that contradicts it is broken (left out), the latest of the conflicting constraints,
    /// and reported as ``LayoutWarning/unsatisfiable(broken:conflicting:)``. The default.
    case required
    /// The size is asked for just below required (priority 999.99), as a macOS window that
    /// content can push: required constraints that contradict it resize the root, and
    /// ``LayoutWarning/rootSizeNotHonoured(requested:actual:)`` says so.
    case flexible
}

/// How one axis of the root is held at a layout.
enum RootAxisHold: Equatable {
    /// Nothing: a `//viewport` `intrinsic` axis, sized by its fitting pull.
    case none
    /// An edit variable at priority 999.99 (``RootSizing/flexible``, or an axis a viewport
    /// governs).
    case edit
    /// The same edit variable, and the required constraints that overrule it broken.
    case required
}

/// The hold of each axis of the root (a value, so that a layout allocates nothing for it).
struct RootHolds: Equatable {
    var horizontal = RootAxisHold.edit
    var vertical = RootAxisHold.edit

    subscript(axis: LayoutAxis) -> RootAxisHold {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// The root's holds that a fitting query takes out, to put back exactly as they were.
struct RootSizeSuspension {
    var edits: [LayoutAxis] = []
}

/// The root's size. The solver refuses required edit variables, and a required equality
/// would make every resize a removal and an addition whose pivots touch every row that depends
/// on the root's size (most of them). So the size is always an edit variable at 999.99 (a
/// resize is a `suggestValue`), and a required size is enforced after the solve: only when
/// required constraints overrule it does the engine add `root.width == w` at required for a
/// moment, break the latest of the constraints the solver says it conflicts with, as Apple does
/// when a window's size contradicts its content, and take the probe out again. Constraints
/// broken this way are tried again when the size changes.
extension LayoutEngine {
    /// The hold of each axis of the root, from the options and the active viewports.
    func rootHolds(viewport: (governed: Set<LayoutAxis>, fitting: Set<LayoutAxis>)) -> RootHolds {
        var out = RootHolds()
        for axis in LayoutAxis.allCases {
            if viewport.fitting.contains(axis) {
                out[axis] = RootAxisHold.none
            } else if viewport.governed.contains(axis) || options.rootSizing == .flexible {
                out[axis] = .edit
            } else {
                out[axis] = .required
            }
        }
        return out
    }

    /// The hold of each axis now. O(active viewport handles).
    func currentRootHolds() -> RootHolds {
        rootHolds(viewport: activeViewports.isEmpty ? (governed: [], fitting: []) : rootViewport())
    }

    /// Suggests `size` to the root's edit variables (adding or removing them as `holds` say).
    /// A changed size lets the constraints a required size broke be tried again.
    /// O(1) solver edits.
    func applyRootSize(_ size: LayoutSize, holds: RootHolds) {
        syncRootEdits(holds: holds, in: &solver)
        if size != rootSizeSuggested, !rootBroken.isEmpty {
            rootBroken = []
            queue.needsRetry = true
        }
        rootSizeSuggested = size
        do {
            try suggestRootSize(size, in: &solver)
        } catch {
            frames.rootWarning = .rejected(ConstraintReport(text: "root size \(size)"), reason: error.description)
        }
    }

    /// The most constraints one required root size breaks before it gives up.
    static let maximumRootBreaks = 16

    /// On each required axis the solve did not give the size asked for, breaks the latest of
    /// the required constraints that overrule it (at most ``maximumRootBreaks``); when none can
    /// break, the root keeps the solved size and the root-size warning tells. Returns whether
    /// it broke any. O(1) when the size holds.
    @discardableResult
    func enforceRequiredRootSize(_ size: LayoutSize, holds: RootHolds) -> Bool {
        var broke = false
        for axis in LayoutAxis.allCases where holds[axis] == .required {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            let value = axis == .horizontal ? size.width : size.height
            guard value.isFinite,
                  abs(SolverValues.value(of: variable, in: solver) - value) > Tolerance.length else { continue }
            let probe = LinearConstraint(LinearExpression(variable) - value, .equal, strength: .required)
            let text = "\(root.name).\(axis.sizeAttribute) == \(LayoutRect.format(value)) (root size)"
            for _ in 0..<Self.maximumRootBreaks {
                do {
                    try solver.add(probe, tracking: .tracked)
                    removeFromSolver(probe)
                    break
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicting) = error,
                          breakLatest(of: conflicting, for: text) else { break }
                    broke = true
                }
            }
        }
        return broke
    }

    /// Breaks the latest activated layout handle among `conflicting`, reporting it as in
    /// conflict with the others and the root size. Returns `false` when none is a handle.
    private func breakLatest(of conflicting: [LinearConstraint], for rootText: String) -> Bool {
        var latestID: Int32?
        var reports: [ConstraintReport] = []
        for linear in conflicting {
            reports.append(report(for: linear))
            if case .record(let id)? = owner(of: linear), records.installed(id) == solver.constraintID(of: linear) {
                if latestID.map({ records.slot(id) > records.slot($0) }) ?? true { latestID = id }
            }
        }
        guard let latestID else { return false }
        let latest = records.handle(latestID)
        let broken = ConstraintReport(latest)
        let needsRetry = queue.needsRetry
        uninstall(latest)
        if !queue.removals.isEmpty { applyRemovals() }
        // Tried again when the size changes, not at every layout; tracked from then on, so
        // that coming back and breaking again are pivots.
        queue.needsRetry = needsRetry
        latest.changes = true
        rootBroken.append(latest)
        latest.conflict = .unsatisfiable(
            broken: broken, conflicting: reports.filter { $0 != broken } + [ConstraintReport(text: rootText)])
        return true
    }

    /// Takes the root's edit variables out for a fitting query.
    func suspendRootSize(_ suspension: inout RootSizeSuspension) {
        for axis in LayoutAxis.allCases {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            if solver.hasEditVariable(variable) {
                suspension.edits.append(axis)
                try? solver.removeEditVariable(variable)
                queue.solverEpoch &+= 1
            }
        }
    }

    /// Puts back the edit variables a fitting query took out, at the size they had.
    func resumeRootSize(_ suspension: RootSizeSuspension) {
        for axis in suspension.edits {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            try? solver.addEditVariable(variable, strength: Priorities.rootSize)
            try? solver.suggestValue(axis == .horizontal ? rootSizeSuggested.width : rootSizeSuggested.height, for: variable)
        }
    }
}
