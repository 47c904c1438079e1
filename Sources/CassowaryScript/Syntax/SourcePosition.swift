/// A place in a script: 1-based line and column (columns count Unicode scalars).
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `3:14`.
    package var description: String { "\(line):\(column)" }
}
