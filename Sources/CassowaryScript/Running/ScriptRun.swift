import Cassowary

/// What running a script produced.
package struct ScriptRun: Sendable {
    /// Everything the `print` commands wrote (or the final print), each line ending in `\n`.
    package var output: String
    /// Parse and run errors together, in line order.
    package var diagnostics: [ScriptDiagnostic]
    /// The solver after the last command.
    package var solver: Solver

    package init(output: String, diagnostics: [ScriptDiagnostic], solver: Solver) {
        self.output = output
        self.diagnostics = diagnostics
        self.solver = solver
    }

    /// Whether the script ran without any error.
    package var succeeded: Bool { diagnostics.isEmpty }

    /// The diagnostics as `FILE:LINE:COLUMN: error: MESSAGE` lines.
    package func errorText(fileName: String) -> String {
        diagnostics.map { $0.formatted(fileName: fileName) + "\n" }.joined()
    }
}
