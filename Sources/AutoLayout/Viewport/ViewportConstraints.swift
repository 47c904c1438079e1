import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// autolayout.js's `//viewport` meta comment, applied to the text's superview `|`.
///
/// | setting | constraint on the superview |
/// |---|---|
/// | `width:300`, `height:200` | `superview.width == 300`, `superview.height == 200` |
/// | `width:intrinsic`, `height:intrinsic` | its fitting size on that axis: `superview.width == 0` at ``LayoutPriority/fittingSizeLevel`` (Apple's compressed fitting size) |
/// | `aspect-ratio:16/9` | `superview.width == superview.height * 16/9` |
/// | `min-width:…`, `max-width:…`, `min-height:…`, `max-height:…` | `superview.width >= …`, `<= …`, ... |
///
/// All are required except the fitting pull. They come with the text's constraints (its
/// handles include them), named after the meta comment in warnings.
///
/// On the root they decide its size: an axis they govern no longer takes the size given to
/// ``LayoutEngine/layout(width:height:)`` into account as a demand that could be overruled
/// (no "root size not honoured" warning for it), and on an `intrinsic` axis the engine drops the
/// size asked for, so that the fitting pull, below the content's priorities, sizes the root.
extension LayoutEngine {
    /// The handles of a viewport, inactive, with `superview` as their first item.
    func viewportHandles(_ viewport: LayoutProgram.Viewport, for superview: LayoutView) -> [LayoutConstraint] {
        let superviewItem = item(for: superview)
        var out: [LayoutConstraint] = []
        func add(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: Double,
                 second: LayoutAttribute? = nil, multiplier: Double = 1,
                 priority: LayoutPriority = .required, role: ViewportRole) {
            let descriptor = ConstraintDescriptor(
                .superview, attribute, relation, second.map { _ in .superview }, second,
                multiplier: multiplier, constant: constant, priority: priority, origin: viewport.origin)
            out.append(LayoutConstraint(
                descriptor: descriptor, superview: superview, first: superviewItem,
                second: second.map { _ in superviewItem }, superviewItem: superviewItem,
                role: .viewport(role), identifier: scopes.identifier.last, engine: self))
        }
        for axis in LayoutAxis.allCases {
            let size = axis == .horizontal ? viewport.width : viewport.height
            switch size {
            case .points(let points)?:
                add(axis.sizeAttribute, .equal, points, role: ViewportRole(axes: [axis]))
            case .intrinsic?:
                add(axis.sizeAttribute, .equal, 0, priority: .fittingSizeLevel,
                    role: ViewportRole(axes: [axis], fits: true))
            case nil:
                break
            }
        }
        if let ratio = viewport.aspectRatio {
            add(.width, .equal, 0, second: .height, multiplier: ratio, role: ViewportRole(axes: [.horizontal, .vertical]))
        }
        let bounds: [(Double?, LayoutAttribute, LayoutRelation)] = [
            (viewport.minWidth, .width, .greaterThanOrEqual), (viewport.maxWidth, .width, .lessThanOrEqual),
            (viewport.minHeight, .height, .greaterThanOrEqual), (viewport.maxHeight, .height, .lessThanOrEqual),
        ]
        for (value, attribute, relation) in bounds {
            if let value { add(attribute, relation, value, role: ViewportRole(axes: [attribute.axis])) }
        }
        return out
    }

    /// Notes an active viewport handle (or forgets an inactive one). O(1).
    func viewportDidChange(_ constraint: LayoutConstraint) {
        if constraint.isActive {
            activeViewports[ObjectIdentifier(constraint)] = constraint
        } else {
            activeViewports[ObjectIdentifier(constraint)] = nil
        }
    }

    /// The axes of the root that active viewports govern, and those they size to fit.
    /// O(active viewport handles).
    func rootViewport() -> (governed: Set<LayoutAxis>, fitting: Set<LayoutAxis>) {
        var governed = Set<LayoutAxis>(), fitting = Set<LayoutAxis>()
        for constraint in activeViewports.values where constraint.superviewItem === rootItem {
            guard case .viewport(let role) = constraint.role else { continue }
            governed.formUnion(role.axes)
            if role.fits { fitting.formUnion(role.axes) }
        }
        return (governed, fitting)
    }

    /// Adds the root's edit variables the solver lacks (every axis but a fitting one has
    /// one), or removes those of fitting axes. O(1) solver changes when nothing changed.
    func syncRootEdits(holds: RootHolds, in solver: inout Solver) {
        for axis in LayoutAxis.allCases {
            let variable = axis == .horizontal ? rootItem.width : rootItem.height
            let has = solver.hasEditVariable(variable)
            if holds[axis] == .none, has {
                try? solver.removeEditVariable(variable)
            } else if holds[axis] != .none, !has {
                try? solver.addEditVariable(variable, strength: Priorities.rootSize)
            }
        }
    }

    /// Suggests the root's size on the axes that take it. Throws the solver's refusal.
    func suggestRootSize(_ size: LayoutSize, in solver: inout Solver) throws(SolverError) {
        if solver.hasEditVariable(rootItem.width) { try solver.suggestValue(size.width, for: rootItem.width) }
        if solver.hasEditVariable(rootItem.height) { try solver.suggestValue(size.height, for: rootItem.height) }
    }
}

/// What a viewport handle governs.
struct ViewportRole {
    /// The superview's axes it sets or bounds.
    var axes: [LayoutAxis]
    /// Whether it is the fitting pull of `intrinsic`.
    var fits = false
}
