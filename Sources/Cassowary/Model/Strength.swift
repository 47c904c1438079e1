/// How much a constraint matters: `required`, or a priority below it with a weight.
///
/// Priorities form a strict hierarchy: a constraint at a higher priority always wins over any
/// number of constraints at lower priorities, whatever the sizes of their errors. Within one
/// priority the solver minimises the sum of errors times weights.
///
/// The scale is Auto Layout's: `1000` is required, `strong` is 750, `medium` 500, `weak` 250.
public struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The priority, `1...1000`; 1000 (or more) means required.
    public var priority: Double
    /// The weight of the error within its priority; positive.
    public var weight: Double

    /// A strength with the given priority and weight.
    ///
    /// Priorities above 1000 become 1000 (required), as in Auto Layout. Other values are kept as
    /// given, so a priority of 0 or less or a weight that is not positive and finite is rejected
    /// later, by the solver, with ``SolverError/invalidStrength(_:)`` (see ``isValid``).
    public init(priority: Double, weight: Double = 1) {
        self.priority = min(priority, 1000)
        self.weight = weight
    }

    /// Priority 1000: the constraint must hold, and adding one that cannot throws
    /// ``SolverError/unsatisfiableConstraint(_:conflicting:)``. Edit variables cannot be required.
    public static let required = Strength(priority: 1000)
    /// Priority 750, Auto Layout's default high priority: strong enough to beat medium and weak
    /// preferences, as an edit variable usually should.
    public static let strong = Strength(priority: 750)
    /// Priority 500: between the strong and the weak.
    public static let medium = Strength(priority: 500)
    /// Priority 250, Auto Layout's default low priority: a fallback that gives way to every
    /// medium, strong and required constraint.
    public static let weak = Strength(priority: 250)

    /// This strength with another weight.
    public func weighted(_ weight: Double) -> Strength { Strength(priority: priority, weight: weight) }

    /// Whether the constraint must hold: a priority of 1000 or more. The weight does not matter
    /// then, because a required constraint is never traded against an error.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the strength is one the solver accepts: priority in `0 < p <= 1000`, weight
    /// positive and finite.
    public var isValid: Bool {
        priority > 0 && priority <= 1000 && weight > 0 && weight.isFinite
    }

    /// Orders by priority, then by weight. The order is for sorting and display: in the solver a
    /// higher priority always wins, while weights within one priority are traded against each
    /// other.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// The strength as constraint scripts write it after `@`: a name for the four standard
    /// priorities (`strong`), the number otherwise (`600`), with `:weight` when the weight is not
    /// `1` (`medium:1.25`).
    public var description: String {
        let name: String
        switch priority {
        case 1000: name = "required"
        case 750: name = "strong"
        case 500: name = "medium"
        case 250: name = "weak"
        default: name = LinearExpression.format(priority)
        }
        return weight == 1 ? name : "\(name):\(LinearExpression.format(weight))"
    }
}
