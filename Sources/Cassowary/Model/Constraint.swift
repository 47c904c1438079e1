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
    // Stored properties, declared in this order on purpose: Swift lays a class's fields out
    // as declared, so the one-byte fields go last, after the solver id: a constraint is 56
    // bytes (a 64-byte block).

    /// The terms as written.
    private let termStorage: [Term]
    /// The expression's constant.
    package let constant: Double
    /// How much the constraint matters: ``Strength/required`` unless given, so a constraint from
    /// `==`, `<=` or `>=` must hold until `|` or ``with(strength:)`` makes it a preference.
    public let strength: Strength
    /// For a constraint a solver made to name one it holds by id only (in an error or in
    /// ``Solver/constraints``): that id; else -1 (see ``Solver/constraintID(of:)``).
    package let solverID: Int32
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// Whether the terms are reduced (each variable once, no zero coefficient), so the solver
    /// reads them as they are.
    private let isReducedAsWritten: Bool

    /// The left side minus the right side: the constraint is `expression relation 0`.
    ///
    /// - Complexity: O(1).
    public var expression: LinearExpression {
        LinearExpression(termStorage, constant: constant)
    }

    /// `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        termStorage = expression.terms
        constant = expression.constant
        self.strength = strength
        solverID = -1
        self.relation = relation
        isReducedAsWritten = expression.isReduced
    }

    /// The constraint a solver holds by id `id` (reduced `terms`), as an object that names it
    /// (``solverID``): for errors and listings only.
    package init(terms: [Term], constant: Double, relation: Relation, strength: Strength, solverID: Int32) {
        termStorage = terms
        self.constant = constant
        self.strength = strength
        self.solverID = solverID
        self.relation = relation
        isReducedAsWritten = true
    }

    /// Whether ``terms`` are already reduced: each variable once, no zero coefficient.
    @inline(__always)
    package var isReduced: Bool { isReducedAsWritten }

    /// The terms as written (a slice, as ``reducedTerms`` is).
    @inline(__always)
    package var terms: ArraySlice<Term> { termStorage[...] }

    /// The terms with each variable once and zero coefficients dropped, in order of first
    /// appearance (``LinearExpression/reduced``): the terms themselves when they are reduced
    /// already, the usual case.
    ///
    /// - Complexity: O(1) when reduced, else O(*n*) for *n* terms.
    @inline(__always)
    package var reducedTerms: ArraySlice<Term> {
        isReduced ? terms : LinearExpression(Array(terms)).reduced.terms[...]
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
