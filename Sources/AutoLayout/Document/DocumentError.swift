import VisualFormat
import LayoutIR

/// Why a layout document could not be loaded or laid out: the JSON path of the offending value
/// (`root.subviews[2].hugging`), what was expected and what was found, and where it is in the
/// file when the document was read from text.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, stable for programs to switch on.
    public enum Kind: String, Hashable, Sendable {
        /// The text is not JSON.
        case syntax
        /// A value has the wrong JSON type (a string where a number belongs).
        case typeMismatch
        /// A value has the right type but is out of range or malformed (a negative width).
        case invalidValue
        /// A key the document format does not define (usually a typo).
        case unknownKey
        /// A key the document format requires is absent.
        case missingKey
        /// The same key twice in one object.
        case duplicateKey
        /// Two views declared with the same name.
        case duplicateName
        /// A layout text did not compile; ``DocumentError/diagnostics`` holds why.
        case layout
        /// Nothing gives the root a size (neither the document nor the caller).
        case missingSize
        /// A font file a text names cannot be read or is not a font.
        case font
    }

    /// The kind of problem.
    public var kind: Kind
    /// Where in the document: `root.subviews[2].hugging`; `""` for the whole document.
    public var path: String
    /// What was expected and what was found.
    public var message: String
    /// A fix where one is obvious: `did you mean 'hugging'?`.
    public var hint: String?
    /// Where in the file, when the document came from text.
    public var range: SourceRange?
    /// For ``Kind/layout``: the layout text's own diagnostics, positioned in that text.
    public var diagnostics: [Diagnostic]
    /// The text the positions point into, so that the description can show them: the
    /// document's JSON for an error with a ``range``, the layout text for a ``Kind/layout``
    /// error. ``DocumentSource`` sets it on the errors it throws, ``DocumentLayout`` on
    /// layout errors. Not part of equality.
    public var source: String?

    /// An error at `path`; `source` is the text `range` (or, for a layout error,
    /// `diagnostics`) points into.
    public init(
        _ kind: Kind, at path: String, _ message: String, hint: String? = nil,
        range: SourceRange? = nil, diagnostics: [Diagnostic] = [], source: String? = nil
    ) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
        self.range = range
        self.diagnostics = diagnostics
        self.source = source
    }

    /// The identifier of the diagnostic the error renders as (`document.unknownKey`).
    public var id: DiagnosticID { DiagnosticID("document.\(kind.rawValue)") }

    /// The error as a compiler shows it, when its ``source`` is known: the position, the
    /// path and message, the line with a caret under the spot, and the hint.
    ///
    ///     3:5: error: root.subviews[2]: unknown key 'hugg'
    ///         "hugg": [250, 250]
    ///         ^~~~~~
    ///     hint: did you mean 'hugging'?
    ///
    /// A layout error shows each diagnostic of its layout text, after the text's path
    /// (`root.layout:1:15: error: ...`). Without a source, ``summary``.
    public var description: String {
        if let source {
            if kind == .layout, !diagnostics.isEmpty {
                let formatter = DiagnosticFormatter(fileName: path.isEmpty ? nil : path)
                return diagnostics.map { formatter.render($0, in: source) }.joined(separator: "\n\n")
            }
            if range != nil { return DocumentErrorRenderer(fileName: nil).render(self, inText: source) }
        }
        return summary
    }

    /// The error on one line, with a layout error's diagnostics on the lines after it:
    /// `3:5: root.subviews[2]: unknown key 'hugg' (hint: did you mean 'hugging'?)`.
    public var summary: String {
        var text = ""
        if let range { text += "\(range.start): " }
        if !path.isEmpty { text += "\(path): " }
        text += message
        if let hint { text += " (hint: \(hint))" }
        for diagnostic in diagnostics { text += "\n  \(diagnostic)" }
        return text
    }

    /// Whether the two errors are the same, their ``source`` aside.
    public static func == (lhs: DocumentError, rhs: DocumentError) -> Bool {
        lhs.kind == rhs.kind && lhs.path == rhs.path && lhs.message == rhs.message && lhs.hint == rhs.hint
            && lhs.range == rhs.range && lhs.diagnostics == rhs.diagnostics
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(path)
        hasher.combine(message)
        hasher.combine(hint)
        hasher.combine(range)
        hasher.combine(diagnostics)
    }
}
