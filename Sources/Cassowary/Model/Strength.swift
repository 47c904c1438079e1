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

    public init(priority: Double, weight: Double = 1) {
        self.priority = min(priority, 1000)
        self.weight = weight
    }

    public static let required = Strength(priority: 1000)
    public static let strong = Strength(priority: 750)
    public static let medium = Strength(priority: 500)
    public static let weak = Strength(priority: 250)

    /// This strength with another weight.
    public func weighted(_ weight: Double) -> Strength { Strength(priority: priority, weight: weight) }

    public var isRequired: Bool { priority >= 1000 }

    /// Whether the strength is one the solver accepts: priority in `0 < p <= 1000`, weight
    /// positive and finite.
    public var isValid: Bool {
        priority > 0 && priority <= 1000 && weight > 0 && weight.isFinite
    }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

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
