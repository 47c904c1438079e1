/// The relation of a linear constraint.
public enum Relation: String, Hashable, Sendable, CustomStringConvertible {
    /// The expression is at most zero: the left side is at most the right side.
    case lessThanOrEqual = "<="
    /// The expression is zero: the two sides are equal.
    case equal = "=="
    /// The expression is at least zero: the left side is at least the right side.
    case greaterThanOrEqual = ">="

    /// The operator as written in code and in constraint scripts: `<=`, `==` or `>=`.
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
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters: ``Strength/required`` unless given, so a constraint from
    /// `==`, `<=` or `>=` must hold until `|` or ``with(strength:)`` makes it a preference.
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

    /// Whether the two are the same object, not whether they read the same: the solver keys on the
    /// object, so two constraints built from the same sides are two constraints, and only the
    /// object that was added can be removed.
    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity, in agreement with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The identity's hash without `Hasher`: the solver looks a constraint up at every addition, and
    /// the standard SipHash dominated that (see `IdentityHash`). Agrees with `==` as
    /// ``hash(into:)`` does.
    public func _rawHashValue(seed: Int) -> Int { IdentityHash.raw(self, seed: seed) }

    /// `x + 2 * y - 10 >= 0 @strong`.
    public var description: String {
        let text = "\(expression) \(relation) 0"
        return strength.isRequired && strength.weight == 1 ? text : "\(text) @\(strength)"
    }
}
