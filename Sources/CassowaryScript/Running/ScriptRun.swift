import Cassowary

/// What running a script produced.
public struct ScriptRun: Sendable {
    /// Everything the `print` commands wrote (or the final print), each line ending in `\n`.
    public var output: String
    /// Parse and run errors together, in line order.
    public var diagnostics: [ScriptDiagnostic]
    /// The solver after the last command.
    public var solver: Solver

    public init(output: String, diagnostics: [ScriptDiagnostic], solver: Solver) {
        self.output = output
        self.diagnostics = diagnostics
        self.solver = solver
    }

    /// Whether the script ran without any error.
    public var succeeded: Bool { diagnostics.isEmpty }

    /// The diagnostics as `FILE:LINE:COLUMN: error: MESSAGE` lines.
    public func errorText(fileName: String) -> String {
        diagnostics.map { $0.formatted(fileName: fileName) + "\n" }.joined()
    }
}
