/// A variable of the solver: a named unknown whose value the solver finds.
///
/// A variable is a reference with identity, like kiwi's: two variables with the same name are
/// different unknowns. It holds no value; ask the solver (``Solver/value(of:)``). It is
/// immutable and so `Sendable`, and needs no global counter to be unique.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name, for dumps and messages. Not used for identity.
    public let name: String

    public init(_ name: String = "") { self.name = name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v" : name }
}
