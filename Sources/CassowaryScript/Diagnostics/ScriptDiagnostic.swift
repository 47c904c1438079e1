/// An error at a place in a script.
///
/// Rendered as `FILE:LINE:COLUMN: error: MESSAGE`, with ` (hint: ...)` when there is a hint.
public struct ScriptDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var error: ScriptError
    public var position: SourcePosition

    public init(_ error: ScriptError, at position: SourcePosition) {
        self.error = error
        self.position = position
    }

    public var line: Int { position.line }
    public var column: Int { position.column }
    public var message: String { error.message }
    public var hint: String? { error.hint }

    /// `window.cass:3:14: error: division by zero`.
    public func formatted(fileName: String) -> String {
        "\(fileName):\(description)"
    }

    /// `3:14: error: division by zero`: without the file name.
    public var description: String {
        var text = "\(position.line):\(position.column): error: \(message)"
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
