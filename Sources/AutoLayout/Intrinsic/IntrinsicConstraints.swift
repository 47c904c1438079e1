import Cassowary
import VisualFormat
import LayoutIR

/// The constraints a view makes by itself, Apple's way: along each axis with an intrinsic size
/// `s`, hugging `size <= s @hugging` and compression resistance `size >= s @resistance`; a
/// hidden view instead gets `size == 0` at required on both axes.
///
/// A view collapsed along an axis by a hide toggle gets no hugging or resistance on that axis,
/// so that a required resistance cannot fight the collapse.
enum IntrinsicConstraints {
    /// The constraints with a readable description of each, for conflict reports.
    static func make(for item: ItemVariables, snapshot: ViewSnapshot) -> [(LinearConstraint, String)] {
        var out: [(LinearConstraint, String)] = []
        for axis in LayoutAxis.allCases {
            let size = axis == .horizontal ? item.width : item.height
            let attribute = axis.sizeAttribute
            if snapshot.isHidden {
                out.append((LinearConstraint(LinearExpression(size), .equal, strength: .required),
                            "\(item.name).\(attribute) == 0 (hidden)"))
                continue
            }
            if (item.collapseCount[axis] ?? 0) > 0 { continue }
            guard let value = snapshot.intrinsic(along: axis), value.isFinite else { continue }
            let hugging = snapshot.hugging(along: axis)
            let resistance = snapshot.resistance(along: axis)
            let sizeText = LayoutRect.format(value)
            if hugging.isValid {
                out.append((LinearConstraint(size - value, .lessThanOrEqual, strength: Priorities.strength(hugging)),
                            "\(item.name).\(attribute) <= \(sizeText) @\(hugging) (content hugging)"))
            }
            if resistance.isValid {
                out.append((LinearConstraint(size - value, .greaterThanOrEqual, strength: Priorities.strength(resistance)),
                            "\(item.name).\(attribute) >= \(sizeText) @\(resistance) (compression resistance)"))
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
    /// The ambiguity probe: below every layout priority (the lowest valid one is above 0).
    static let probe = Strength(priority: 0.001)

    /// The solver strength of a layout priority.
    static func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(priority: priority.rawValue)
    }
}
