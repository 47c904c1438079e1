/// The relation of a linear constraint.
public enum Relation: String, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}

/// A linear constraint `expression relation 0` with a strength.
///
/// A constraint is a reference with identity, like a variable: the solver keys on it, so the
/// same constraint object is added once (``SolverError/duplicateConstraint(_:)``) while an
/// equal but separate one is a new constraint. It is immutable and `Sendable`.
///
///     let c = LinearConstraint(x + 2 * y, .greaterThanOrEqual, 10, strength: .strong)
///     let d = (x + 2 * y >= 10) | .strong
public final class LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side: the constraint is `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength

    /// `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// The same constraint with another strength (a new constraint).
    public func with(strength: Strength) -> LinearConstraint {
        LinearConstraint(expression, relation, strength: strength)
    }

    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `x + 2 * y - 10 >= 0 @strong`.
    public var description: String {
        let text = "\(expression) \(relation) 0"
        return strength.isRequired && strength.weight == 1 ? text : "\(text) @\(strength)"
    }
}
