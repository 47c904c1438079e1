/// An error at a place in a script.
///
/// Rendered as `FILE:LINE:COLUMN: error: MESSAGE`, with ` (hint: ...)` when there is a hint.
package struct ScriptDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    package var error: ScriptError
    package var position: SourcePosition

    package init(_ error: ScriptError, at position: SourcePosition) {
        self.error = error
        self.position = position
    }

    package var line: Int { position.line }
    package var column: Int { position.column }
    package var message: String { error.message }
    package var hint: String? { error.hint }

    /// `window.cass:3:14: error: division by zero`.
    package func formatted(fileName: String) -> String {
        "\(fileName):\(description)"
    }

    /// `3:14: error: division by zero`: without the file name.
    package var description: String {
        var text = "\(position.line):\(position.column): error: \(message)"
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
