/// Names a constraint of a script in messages: its line and, if it has one, its label.
public struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var label: String?

    public init(line: Int, label: String? = nil) {
        self.line = line
        self.label = label
    }

    /// `line 3 (c1)` or `line 5`.
    public var description: String {
        label.map { "line \(line) (\($0))" } ?? "line \(line)"
    }
}
