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
    // as declared, so the one- and two-byte fields go last, packed into the tail of the
    // start index's word, and the solver id after them: a constraint is 60 bytes (a 64-byte block).

    /// The terms as written: the whole array, or (``isSharing``) the range
    /// `termStart ..< termStart + termCount` of an array that a batch of constraints shares
    /// (see ``init(sharing:reducedRange:constant:relation:strength:)``).
    private let termStorage: [Term]
    /// The expression's constant.
    package let constant: Double
    /// How much the constraint matters: ``Strength/required`` unless given, so a constraint from
    /// `==`, `<=` or `>=` must hold until `|` or ``with(strength:)`` makes it a preference.
    public let strength: Strength
    private let termStart: Int32
    private let termCount: UInt16
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// Bit 0: the terms are a range of a shared array; bit 1: they are reduced (each
    /// variable once, no zero coefficient), so the solver reads them as they are.
    private let flags: UInt8
    /// For a constraint a solver made to name one it holds by id only (in an error or in
    /// ``Solver/constraints``): that id; else -1 (see ``Solver/constraintID(of:)``).
    package let solverID: Int32

    /// The left side minus the right side: the constraint is `expression relation 0`.
    ///
    /// - Complexity: O(1), or O(*n*) for the *n* terms of a constraint made by a front end
    ///   that shares one array of terms among a batch of constraints (they are copied out).
    public var expression: LinearExpression {
        LinearExpression(isSharing ? Array(terms) : termStorage, constant: constant)
    }

    /// `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        termStorage = expression.terms
        constant = expression.constant
        self.strength = strength
        termStart = 0
        termCount = 0
        self.relation = relation
        flags = expression.isReduced ? 2 : 0
        solverID = -1
    }

    /// The constraint a solver holds by id `id` (reduced `terms`), as an object that names it
    /// (``solverID``): for errors and listings only.
    package init(terms: [Term], constant: Double, relation: Relation, strength: Strength, solverID: Int32) {
        termStorage = terms
        self.constant = constant
        self.strength = strength
        termStart = 0
        termCount = 0
        self.relation = relation
        flags = 2
        self.solverID = solverID
    }

    /// A constraint whose terms are `range` of `terms`, an array that the other constraints
    /// of a batch share: each constraint then costs no array of its own (an array header and
    /// a heap block), only its part of the shared one, which lives as long as one of the
    /// constraints that share it. A front end that installs many small constraints at once
    /// (a first layout) makes them this way.
    ///
    /// The caller vouches that the terms are reduced (each variable once, no zero
    /// coefficient): the solver then reads them as they are, without checking each
    /// constraint's variables against each other. (Builds with `CASSOWARY_INTERNAL_CHECKS`
    /// check it.) A range of more than 65,535 terms is copied into an array of its own
    /// instead; a range reaching outside `terms` is cut to the terms it covers.
    ///
    /// - Complexity: O(1), or O(*n*) to copy a range of *n* terms too long to share.
    package init(
        sharing terms: [Term], reducedRange range: Range<Int>, constant: Double, relation: Relation,
        strength: Strength = .required
    ) {
        self.constant = constant
        self.strength = strength
        self.relation = relation
        solverID = -1
        let range = range.clamped(to: terms.indices)
        if range.count == terms.count {
            // The whole array: nothing to share.
            termStorage = terms
            termStart = 0
            termCount = 0
            flags = 2
        } else if range.count <= Int(UInt16.max), range.upperBound <= Int(Int32.max) {
            termStorage = terms
            termStart = Int32(range.lowerBound)
            termCount = UInt16(range.count)
            flags = 3
        } else {
            termStorage = Array(terms[range])
            termStart = 0
            termCount = 0
            flags = 2
        }
        #if CASSOWARY_INTERNAL_CHECKS
        precondition(LinearExpression(Array(self.terms)).isReduced || self.terms.count > 8, "terms not reduced")
        #endif
    }

    @inline(__always)
    private var isSharing: Bool { flags & 1 != 0 }

    /// Whether ``terms`` are already reduced: each variable once, no zero coefficient.
    @inline(__always)
    package var isReduced: Bool { flags & 2 != 0 }

    /// The terms as written, without copying them out of a shared array. The indices are
    /// those of the array the terms live in: iterate, or offset from `startIndex`.
    @inline(__always)
    package var terms: ArraySlice<Term> {
        isSharing ? termStorage[Int(termStart) ..< Int(termStart) + Int(termCount)] : termStorage[...]
    }

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
