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
///
/// An origin is 32 bytes: the statement (its text and range) sits in storage shared by every
/// copy, and the part's range is kept in 32-bit fields. Setting ``range`` on a copy makes the
/// origin of another part of the same statement without another copy of the statement: a
/// compiler makes one origin per statement and sets the range of each constraint's part, so
/// a program of many constraints holds each statement once. Equality and hashing compare
/// the values (statement, its range and the part's range), not the storage.
public struct SourceOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The statement's text and range, shared by copies.
    private var shared: SharedStatement
    /// The part's range, when every value fits in 32 bits (else `shared.part` holds it).
    private var part: PackedRange

    /// The origin of a constraint made by the part of `statement` at `range`.
    public init(statement: String, statementRange: SourceRange, range: SourceRange) {
        self.init(statement: Substring(statement), statementRange: statementRange, range: range)
    }

    /// The origin of a part of `statement`, a slice of the whole text: the origin shares the
    /// text's storage instead of copying the statement out of it (a compiler makes one origin
    /// per statement, and most are never read).
    package init(statement: Substring, statementRange: SourceRange, range: SourceRange) {
        let packed = PackedRange(range)
        shared = SharedStatement(text: statement, range: statementRange, part: packed == nil ? range : nil)
        part = packed ?? PackedRange()
    }

    /// The whole statement as written (without the `;` or line break that ended it).
    public var statement: String {
        get { String(shared.text) }
        set { shared = SharedStatement(text: Substring(newValue), range: shared.range, part: shared.part) }
    }

    /// ``statement`` without a copy: a slice of the text it was compiled from.
    package var statementSlice: Substring { shared.text }

    /// The range of the whole statement in the text.
    public var statementRange: SourceRange {
        get { shared.range }
        set { shared = SharedStatement(text: shared.text, range: newValue, part: shared.part) }
    }

    /// The range of the connection, predicate or option that made the constraint.
    public var range: SourceRange {
        get { shared.part ?? part.range }
        set {
            if let packed = PackedRange(newValue) {
                part = packed
                if shared.part != nil { shared = SharedStatement(text: shared.text, range: shared.range, part: nil) }
            } else {
                shared = SharedStatement(text: shared.text, range: shared.range, part: newValue)
            }
        }
    }

    /// The 1-based line of the part that made the constraint.
    public var line: Int { range.start.line }
    /// The 1-based column of the part that made the constraint.
    public var column: Int { range.start.column }

    /// `line:column in "statement"`.
    public var description: String { "\(range.start) in \"\(statement)\"" }

    /// Whether the two origins have the same statement, statement range and part range.
    public static func == (lhs: SourceOrigin, rhs: SourceOrigin) -> Bool {
        lhs.range == rhs.range && lhs.statementRange == rhs.statementRange
            && (lhs.shared === rhs.shared || lhs.shared.text == rhs.shared.text)
    }

    /// Hashes the statement, its range and the part's range.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(shared.text)
        hasher.combine(statementRange)
        hasher.combine(range)
    }
}

/// A statement's text and range, shared by the origins of the constraints it makes.
private final class SharedStatement: Sendable {
    /// A slice of the text the statement was compiled from (or of its own string).
    let text: Substring
    let range: SourceRange
    /// The part's range of the one origin that holds this storage, when it does not fit in
    /// 32-bit fields (a text of 2 GB or more).
    let part: SourceRange?

    init(text: Substring, range: SourceRange, part: SourceRange?) {
        self.text = text
        self.range = range
        self.part = part
    }
}

/// A source range in 32-bit fields.
private struct PackedRange: Sendable {
    var startOffset: Int32 = 0
    var startLine: Int32 = 1
    var startColumn: Int32 = 1
    var endOffset: Int32 = 0
    var endLine: Int32 = 1
    var endColumn: Int32 = 1

    init() {}

    /// `nil` when a value does not fit.
    init?(_ range: SourceRange) {
        guard let startOffset = Int32(exactly: range.start.offset), let startLine = Int32(exactly: range.start.line),
              let startColumn = Int32(exactly: range.start.column), let endOffset = Int32(exactly: range.end.offset),
              let endLine = Int32(exactly: range.end.line), let endColumn = Int32(exactly: range.end.column)
        else { return nil }
        self.startOffset = startOffset
        self.startLine = startLine
        self.startColumn = startColumn
        self.endOffset = endOffset
        self.endLine = endLine
        self.endColumn = endColumn
    }

    var range: SourceRange {
        SourceRange(
            start: SourceLocation(offset: Int(startOffset), line: Int(startLine), column: Int(startColumn)),
            end: SourceLocation(offset: Int(endOffset), line: Int(endLine), column: Int(endColumn)))
    }
}
