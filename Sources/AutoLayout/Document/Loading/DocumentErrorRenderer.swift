import VisualFormat
import LayoutIR

/// Renders document errors like compiler diagnostics, against the document's file.
package struct DocumentErrorRenderer {
    package var fileName: String?

    package init(fileName: String?) { self.fileName = fileName }

    func render(_ error: DocumentError, in source: DocumentSource) -> String {
        let formatter = DiagnosticFormatter(fileName: fileName)
        let shownPath = source.displayPaths[error.path] ?? error.path
        let prefix = shownPath.isEmpty ? "" : "\(shownPath): "
        if error.kind == .layout, !error.diagnostics.isEmpty {
            return error.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.message = prefix + diagnostic.message
                if let range = source.fileRange(of: diagnostic.range, inStringAt: error.path) {
                    moved.range = range
                    return formatter.render(moved, in: source.text)
                }
                // The position could not be mapped (a range across lines): show the text itself.
                let textFormatter = DiagnosticFormatter(fileName: "\(fileName ?? "document"):\(shownPath)")
                let text = Self.string(at: error.path, in: source.document) ?? ""
                return textFormatter.render(moved, in: text)
            }.joined(separator: "\n\n")
        }
        var located = error
        located.path = shownPath
        if located.range == nil, located.kind == .missingSize {
            // The root has no size: point at the root object.
            located.range = source.rootRange
        }
        if located.range == nil {
            // An error found after loading names a path only (rules on the root, a metric
            // that overflows): point at that value in the file.
            located.range = source.valueRange(at: error.path)
        }
        return render(located, inText: source.text)
    }

    /// Renders an error that is not about a layout text (syntax, keys, values) against the
    /// document's text; used when the document could not be loaded.
    package func render(_ error: DocumentError, inText text: String) -> String {
        let formatter = DiagnosticFormatter(fileName: fileName)
        let prefix = error.path.isEmpty ? "" : "\(error.path): "
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        var diagnostic = Diagnostic(
            error.id, prefix + error.message,
            at: error.range ?? SourceRange(start: start, end: start), hint: error.hint)
        if error.range == nil {
            // Nothing in the file to point at (an error about the document as a whole).
            let head = (fileName.map { "\($0): " } ?? "") + "error: " + diagnostic.message
            return head + (error.hint.map { "\nhint: \($0)" } ?? "")
        }
        // A multi-line value (an object) is pointed at by its first character only.
        if diagnostic.range.end.line != diagnostic.range.start.line {
            diagnostic.range.end = diagnostic.range.start
        }
        return formatter.render(diagnostic, in: text)
    }

    static func string(at path: String, in document: LayoutDocument) -> String? {
        var found: String?
        DocumentWalk.forEachString(in: document) { stringPath, value in
            if stringPath == path { found = value }
        }
        return found
    }
}
