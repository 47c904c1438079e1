/// A stable identifier for a kind of diagnostic, for programs to switch on
/// (`"vfl.unknownView"`). Front ends declare their own as static members.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Hashable, Sendable {
    case error, warning, note
}

/// A problem found in a layout text, with where it is and what would fix it.
///
/// Diagnostics are values: they are collected, never trapped on. Render one against its
/// source with ``DiagnosticFormatter``.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var id: DiagnosticID
    public var severity: DiagnosticSeverity
    /// What was expected and what was found: `expected ']' after the view name, found '-'`.
    public var message: String
    /// The spot; a caret goes under `range.start`, tildes under the rest of the range.
    public var range: SourceRange
    /// A fix where one is obvious: `did you mean 'label'?`.
    public var hint: String?

    public init(
        _ id: DiagnosticID, _ message: String, at range: SourceRange,
        severity: DiagnosticSeverity = .error, hint: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.hint = hint
    }

    public var location: SourceLocation { range.start }
    public var line: Int { range.start.line }
    public var column: Int { range.start.column }

    /// `1:12: error: unknown view 'lable' (hint: did you mean 'label'?)`: one line, no source.
    public var description: String {
        var text = "\(range.start.line):\(range.start.column): \(severity.rawValue): \(message)"
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}

/// Every diagnostic of one text, in source order: what parsing or lowering throws.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
