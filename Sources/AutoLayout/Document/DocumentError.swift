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
    }

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

    public init(
        _ kind: Kind, at path: String, _ message: String, hint: String? = nil,
        range: SourceRange? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
        self.range = range
        self.diagnostics = diagnostics
    }

    /// The identifier of the diagnostic the error renders as (`document.unknownKey`).
    public var id: DiagnosticID { DiagnosticID("document.\(kind.rawValue)") }

    /// `3:5: root.subviews[2]: unknown key 'hugg' (hint: did you mean 'hugging'?)`.
    public var description: String {
        var text = ""
        if let range { text += "\(range.start): " }
        if !path.isEmpty { text += "\(path): " }
        text += message
        if let hint { text += " (hint: \(hint))" }
        for diagnostic in diagnostics { text += "\n  \(diagnostic)" }
        return text
    }
}
