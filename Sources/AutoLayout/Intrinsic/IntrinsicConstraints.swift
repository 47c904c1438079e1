import Cassowary
import VisualFormat
import LayoutIR

/// One constraint a view makes by itself; its text is made only when a warning names it.
struct IntrinsicConstraint {
    enum Kind {
        case hidden(LayoutAxis)
        /// A gone view's floor across its arrangement, where its resistance no longer holds it.
        case goneFloor(LayoutAxis)
        case hugging(LayoutAxis, size: Double, LayoutPriority)
        case resistance(LayoutAxis, size: Double, LayoutPriority)
    }

    let linear: LinearConstraint
    let kind: Kind

    /// `label.width >= 120 @750 (compression resistance)`.
    func text(name: String) -> String { Self.text(of: kind, name: name) }

    static func text(of kind: Kind, name: String) -> String {
        switch kind {
        case .hidden(let axis):
            return "\(name).\(axis.sizeAttribute) == 0 (hidden)"
        case .goneFloor(let axis):
            return "\(name).\(axis.sizeAttribute) >= 0 (hidden)"
        case .hugging(let axis, let size, let priority):
            return "\(name).\(axis.sizeAttribute) <= \(LayoutRect.format(size)) @\(priority) (content hugging)"
        case .resistance(let axis, let size, let priority):
            return "\(name).\(axis.sizeAttribute) >= \(LayoutRect.format(size)) @\(priority) (compression resistance)"
        }
    }
}

/// The constraints a view makes by itself, Apple's way: along each axis with an intrinsic size
/// `s`, hugging `size <= s @hugging` and compression resistance `size >= s @resistance`; a
/// hidden view instead gets `size == 0` at required on each axis it collapses along.
///
/// A view collapsed along an axis by a hide toggle gets no hugging or resistance on that axis,
/// so that a required resistance cannot fight the collapse.
enum IntrinsicConstraints {
    static func make(for item: ItemVariables, snapshot: ViewSnapshot) -> [IntrinsicConstraint] {
        var out: [IntrinsicConstraint] = []
        for axis in LayoutAxis.allCases {
            let size = axis == .horizontal ? item.width : item.height
            if item.isHidden(along: axis) {
                out.append(IntrinsicConstraint(
                    linear: LinearConstraint(LinearExpression(size), .equal, strength: .required), kind: .hidden(axis)))
                continue
            }
            if item.collapseCount(along: axis) > 0 { continue }
            guard let value = snapshot.intrinsic(along: axis), value.isFinite else { continue }
            let hugging = snapshot.hugging(along: axis)
            let resistance = snapshot.resistance(along: axis)
            if hugging.isValid {
                out.append(IntrinsicConstraint(
                    linear: LinearConstraint(size - value, .lessThanOrEqual, strength: Priorities.strength(hugging)),
                    kind: .hugging(axis, size: value, hugging)))
            }
            // A gone view keeps its size across its arrangement (hugging holds it), but must not
            // push its container there: its resistance drops below the fitting level.
            let gone = snapshot.isHidden && snapshot.hiddenCollapse == .arrangedAxis
            let pushes = gone ? min(resistance, Priorities.goneResistance) : resistance
            if gone {
                out.append(IntrinsicConstraint(
                    linear: LinearConstraint(LinearExpression(size), .greaterThanOrEqual, strength: .required),
                    kind: .goneFloor(axis)))
            }
            if pushes.isValid {
                out.append(IntrinsicConstraint(
                    linear: LinearConstraint(size - value, .greaterThanOrEqual, strength: Priorities.strength(pushes)),
                    kind: .resistance(axis, size: value, pushes)))
            }
        }
        return out
    }
}

/// How layout priorities map onto solver strengths, and the engine's own levels.
enum Priorities {
    /// The root's size: above every priority a layout can use (at most 999 in practice, and
    /// anything below 1000) but not required, because the solver refuses required edit
    /// variables. Changing the size is then a cheap `suggestValue` instead of removing and
    /// re-adding two required constraints; if required constraints make the size impossible,
    /// they win and a warning says so.
    static let rootSize = Strength(priority: 999.99)
    /// A required size constraint of a collapsed (hidden) view yields to the collapse at this
    /// level, just below the root size.
    static let collapseYield = Strength(priority: 999.9)
    /// The compression resistance of a gone view across its arrangement: below the fitting
    /// level (50), so that it never makes a content-sized container larger (a required
    /// `size >= 0` keeps it from going negative instead).
    static let goneResistance = LayoutPriority(1)
    /// The ambiguity probe: below every layout priority (the lowest valid one is above 0).
    static let probe = Strength(priority: 0.001)

    /// The solver strength of a layout priority.
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority: priority.rawValue)
    }
}
