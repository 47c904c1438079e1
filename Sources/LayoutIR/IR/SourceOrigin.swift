/// A position in a text: 1-based line and column (columns count Unicode scalars), and the
/// 0-based UTF-8 offset into the whole text.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of a text, `start..<end`.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

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

    public init(statement: String, statementRange: SourceRange, range: SourceRange) {
        self.statement = statement
        self.statementRange = statementRange
        self.range = range
    }

    public var line: Int { range.start.line }
    public var column: Int { range.start.column }

    /// `line:column in "statement"`.
    public var description: String { "\(range.start) in \"\(statement)\"" }
}
