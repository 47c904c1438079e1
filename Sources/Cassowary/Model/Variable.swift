/// A variable of the solver: a named unknown whose value the solver finds.
///
/// A variable is a reference with identity, like kiwi's: two variables with the same name are
/// different unknowns. It holds no value; ask the solver (``Solver/value(of:)``). It is
/// immutable and so `Sendable`, and needs no global counter to be unique.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name, for dumps and messages. Not used for identity.
    public let name: String

    /// A new unknown, different from every other variable even with the same name; the name only
    /// labels it in dumps and messages (an empty name prints as `v`).
    public init(_ name: String = "") { self.name = name }

    /// Whether the two are the same object: names play no part. Because this `==` returns a `Bool`,
    /// write `x == y + 0` or `x - y == 0` to constrain two variables to be equal.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Hashes the object's identity, in agreement with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The identity's hash without `Hasher`: the solver looks a variable up at every addition, and
    /// the standard SipHash dominated that (see `IdentityHash`). Agrees with `==` as
    /// ``hash(into:)`` does.
    public func _rawHashValue(seed: Int) -> Int { IdentityHash.raw(self, seed: seed) }
    /// The name, or `v` when it is empty.
    public var description: String { name.isEmpty ? "v" : name }
}
