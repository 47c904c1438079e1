/// Names a constraint of a script in messages: its line and, if it has one, its label.
package struct ConstraintReference: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var label: String?

    package init(line: Int, label: String? = nil) {
        self.line = line
        self.label = label
    }

    /// `line 3 (c1)` or `line 5`.
    package var description: String {
        label.map { "line \(line) (\($0))" } ?? "line \(line)"
    }
}
