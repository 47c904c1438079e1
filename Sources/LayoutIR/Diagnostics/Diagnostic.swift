/// A stable identifier for a kind of diagnostic, for programs to switch on
/// (`"vfl.unknownView"`). Front ends declare their own as static members.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier, `front end.name`.
    public var rawValue: String
    /// An identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier: `DiagnosticID("vfl.unknownView")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The raw value.
    public var description: String { rawValue }
}

/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Hashable, Sendable {
    /// The text cannot be used as it is.
    case error
    /// The text is used, but probably does not say what was meant.
    case warning
    /// More about another diagnostic.
    case note
}

/// A problem found in a layout text, with where it is and what would fix it.
///
/// Diagnostics are values: they are collected, never trapped on. Render one against its
/// source with ``DiagnosticFormatter``.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is, for programs to switch on.
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// What was expected and what was found: `expected ']' after the view name, found '-'`.
    public var message: String
    /// The spot; a caret goes under `range.start`, tildes under the rest of the range.
    public var range: SourceRange
    /// A fix where one is obvious: `did you mean 'label'?`.
    public var hint: String?

    /// A diagnostic at `range` of the text.
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

    /// Where the spot starts.
    public var location: SourceLocation { range.start }
    /// The line of the spot, from 1.
    public var line: Int { range.start.line }
    /// The column of the spot, from 1, in Unicode scalars.
    public var column: Int { range.start.column }

    /// `1:12: error: unknown view 'lable' (hint: did you mean 'label'?)`: one line, no source.
    public var description: String {
        var text = "\(range.start.line):\(range.start.column): \(severity.rawValue): \(message)"
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}

/// Every diagnostic of one text, in source order: what parsing or lowering throws.
///
/// The list carries the text it was found in (``source``), so that printing it
/// (`print(error)`, `"\(error)"`) shows each diagnostic the way a compiler does: the
/// position, the message, the source line with a caret under the spot, and the hint.
///
///     1:15: error: unknown view 'lable'
///     H:|-[button]-[lable]|
///                   ^~~~~
///     hint: did you mean 'label'?
///
/// The one-line form of each diagnostic stays available as `diagnostics.map(\.description)`
/// (or ``summary``), and ``DiagnosticFormatter`` renders the list with a file name.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    /// The diagnostics, in source order.
    public var diagnostics: [Diagnostic]
    /// The text the diagnostics' positions point into; `nil` when the list was made without
    /// it (its description then has one line per diagnostic).
    ///
    /// Not part of equality: two lists with the same diagnostics are equal whatever text
    /// they carry.
    public var source: String?

    /// A list of diagnostics found in `source`.
    public init(_ diagnostics: [Diagnostic], source: String? = nil) {
        self.diagnostics = diagnostics
        self.source = source
    }

    /// The diagnostics whose severity is ``DiagnosticSeverity/error``.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Each diagnostic rendered against ``source`` (position, message, line, caret, hint),
    /// separated by blank lines; without a source, ``summary``.
    public var description: String {
        guard let source else { return summary }
        return DiagnosticFormatter().render(self, in: source)
    }

    /// One line per diagnostic (`1:15: error: unknown view 'lable' (hint: did you mean
    /// 'label'?)`), without the source.
    public var summary: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// Whether the two lists hold the same diagnostics (their sources are not compared).
    public static func == (lhs: DiagnosticList, rhs: DiagnosticList) -> Bool {
        lhs.diagnostics == rhs.diagnostics
    }

    /// Hashes the diagnostics, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(diagnostics) }
}
