/// A position in a text: 1-based line and column (columns count Unicode scalars), and the
/// 0-based UTF-8 offset into the whole text.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 0-based offset in UTF-8 bytes from the start of the whole text.
    public var offset: Int
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// The location at a byte offset, line and column.
    @inlinable
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Whether `lhs` comes before `rhs` in the text.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }

    /// `line:column`, as diagnostics print it: `3:14`.
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of a text, `start..<end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The first character of the range (where a diagnostic's caret goes).
    public var start: SourceLocation
    /// The location just past the range's last character.
    public var end: SourceLocation

    /// The range from `start` up to, not including, `end`.
    @inlinable
    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// `start-end`: `1:5-1:10`.
    public var description: String { "\(start)-\(end)" }
}

/// Where a constraint came from: the statement's text and the range of the part of it that
/// made the constraint, so that a conflict can be reported against the source.
public struct SourceOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The whole statement as written (without the `;` or line break that ended it).
    public var statement: String
    /// The range of the whole statement in the text.
    public var statementRange: SourceRange
    /// The range of the connection, predicate or option that made the constraint.
    public var range: SourceRange

    /// The origin of a constraint made by the part of `statement` at `range`.
    @inlinable
    public init(statement: String, statementRange: SourceRange, range: SourceRange) {
        self.statement = statement
        self.statementRange = statementRange
        self.range = range
    }

    /// The 1-based line of the part that made the constraint.
    public var line: Int { range.start.line }
    /// The 1-based column of the part that made the constraint.
    public var column: Int { range.start.column }

    /// `line:column in "statement"`.
    public var description: String { "\(range.start) in \"\(statement)\"" }
}
