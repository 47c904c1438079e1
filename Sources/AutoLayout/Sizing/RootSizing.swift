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
    /// A required equality, put back at each change of size (a tracked constraint: a pivot).
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
    var required: [LayoutAxis: RootSizeConstraint] = [:]
    var edits: [LayoutAxis] = []
}

/// The root's size constraints under ``RootSizing/required`` (the solver refuses required edit
/// variables, so a required size is an equality whose removal and re-addition is the resize),
/// and the breaking of the latest conflicting constraint when a size cannot hold.
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

    /// Gives the root `size` under `holds`: edit variables where the axis is edited, required
    /// equalities where it is required, nothing elsewhere. A required size that conflicts
    /// breaks the latest conflicting constraint (a layout handle; at most
    /// ``maximumRootBreaks`` of them), or, when none can break, holds the axis at 999.99 for
    /// this layout so that the root-size warning tells.
    func applyRootSize(_ size: LayoutSize, holds: RootHolds) {
        for axis in LayoutAxis.allCases {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            let value = axis == .horizontal ? size.width : size.height
            var hold = holds[axis]
            if hold == .required, !installRequiredRootSize(value, along: axis) { hold = .edit }
            if hold != .required { removeRequiredRootSize(along: axis) }
            let hasEdit = solver.hasEditVariable(variable)
            if hold == .edit, !hasEdit {
                try? solver.addEditVariable(variable, strength: Priorities.rootSize)
            } else if hold != .edit, hasEdit {
                try? solver.removeEditVariable(variable)
                queue.solverEpoch &+= 1
            }
            if hold == .edit {
                do {
                    try solver.suggestValue(value, for: variable)
                } catch {
                    frames.rootWarning = .rejected(ConstraintReport(text: "root size \(size)"), reason: error.description)
                }
            }
        }
    }

    /// The most constraints one required root size breaks before it gives up.
    static let maximumRootBreaks = 16

    /// Puts `root.<size> == value` in at required (kept as is when it already holds that
    /// value); returns whether it is in.
    private func installRequiredRootSize(_ value: Double, along axis: LayoutAxis) -> Bool {
        let variable = axis == .horizontal ? rootItem.width : rootItem.height
        if let current = rootSizeConstraints[axis], current.value == value { return true }
        removeRequiredRootSize(along: axis)
        guard value.isFinite else { return false }
        let linear = LinearConstraint(LinearExpression(variable) - value, .equal, strength: .required)
        let text = "\(root.name).\(axis.sizeAttribute) == \(LayoutRect.format(value)) (root size)"
        for _ in 0...Self.maximumRootBreaks {
            do {
                try solver.add(linear, tracking: .tracked)
                rootSizeConstraints[axis] = RootSizeConstraint(linear: linear, value: value, text: text)
                // A larger or smaller root may let constraints broken before hold again.
                queue.needsRetry = true
                return true
            } catch {
                guard case .unsatisfiableConstraint(_, let conflicting) = error,
                      breakLatest(of: conflicting, for: text) else { return false }
            }
        }
        return false
    }

    /// Breaks the latest activated layout handle among `conflicting`, reporting it as in
    /// conflict with the others and the root size. Returns `false` when none is a handle.
    private func breakLatest(of conflicting: [LinearConstraint], for rootText: String) -> Bool {
        var latest: LayoutConstraint?
        var reports: [ConstraintReport] = []
        for linear in conflicting {
            reports.append(report(for: linear))
            if case .handle(let handle)? = registry.owner(
                of: linear, items: mirror.treeOrder, engine: engineConstraints), handle.installed === linear {
                if latest.map({ handle.slot > $0.slot }) ?? true { latest = handle }
            }
        }
        guard let latest else { return false }
        let broken = ConstraintReport(latest)
        uninstall(latest)
        if !queue.removals.isEmpty { applyRemovals() }
        latest.conflict = .unsatisfiable(
            broken: broken, conflicting: reports.filter { $0 != broken } + [ConstraintReport(text: rootText)])
        return true
    }

    /// Takes the root's required size along `axis` out, if it is in. One solver removal.
    func removeRequiredRootSize(along axis: LayoutAxis) {
        guard let current = rootSizeConstraints[axis] else { return }
        rootSizeConstraints[axis] = nil
        if solver.contains(current.linear) { removeFromSolver(current.linear) }
        queue.needsRetry = true
    }

    /// Takes every hold of the root's size out for a fitting query.
    func suspendRootSize(_ suspension: inout RootSizeSuspension) {
        suspension.required = rootSizeConstraints
        for axis in LayoutAxis.allCases {
            removeRequiredRootSize(along: axis)
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            if solver.hasEditVariable(variable) {
                suspension.edits.append(axis)
                try? solver.removeEditVariable(variable)
                queue.solverEpoch &+= 1
            }
        }
    }

    /// Puts back the holds a fitting query took out, as they were (they held before).
    func resumeRootSize(_ suspension: RootSizeSuspension) {
        for (axis, size) in suspension.required where (try? solver.add(size.linear, tracking: .tracked)) != nil {
            rootSizeConstraints[axis] = size
        }
        for axis in suspension.edits {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            try? solver.addEditVariable(variable, strength: Priorities.rootSize)
            try? solver.suggestValue(axis == .horizontal ? frames.rootSize.width : frames.rootSize.height, for: variable)
        }
    }
}

/// The root's required size along one axis, with the text warnings name it by.
struct RootSizeConstraint {
    let linear: LinearConstraint
    let value: Double
    let text: String
}
