/// The incremental Cassowary solver (placeholder while the tableau lands).
public struct Solver: Sendable {
    public init() {}
}
