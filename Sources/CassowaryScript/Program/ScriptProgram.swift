import Cassowary

/// A parsed script: its statements in order, the variables they use, and the lines that did
/// not parse.
///
/// Parsing makes every ``Cassowary/Variable`` and ``Cassowary/LinearConstraint`` up front, so
/// running the program (or timing it, in the benchmarks) does no text work.
package struct ScriptProgram: Sendable {
    /// The statements of the lines that parsed, in line order.
    package var statements: [ScriptStatement]
    /// Parse errors, in line order; their lines have no statement.
    package var diagnostics: [ScriptDiagnostic]
    /// Every variable named by a statement, in order of first use.
    package var variables: [Variable]

    package init(statements: [ScriptStatement], diagnostics: [ScriptDiagnostic], variables: [Variable]) {
        self.statements = statements
        self.diagnostics = diagnostics
        self.variables = variables
    }

    /// Parses a script; never fails, errors are in ``diagnostics``.
    package init(parsing text: String) {
        self = ScriptParser.parse(text)
    }

    /// The variable with this name, if the script uses it.
    package func variable(named name: String) -> Variable? {
        variables.first { $0.name == name }
    }

    /// The constraints that `add` commands make, in order.
    package var constraints: [LinearConstraint] {
        statements.compactMap {
            if case .add(let c, _) = $0.command { return c }
            return nil
        }
    }
}
