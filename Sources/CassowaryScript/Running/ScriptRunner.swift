import Cassowary
import LayoutSupport

/// Executes a parsed script on a ``Cassowary/Solver``.
///
/// A command that fails leaves the solver as it was (the solver's operations are all or
/// nothing) and the runner goes on with the next one, so one script reports all its errors.
///
///     let run = ScriptRunner.run(ScriptProgram(parsing: text))
///     print(run.output, terminator: "")
package struct ScriptRunner: Sendable {
    package let program: ScriptProgram
    /// The solver with every command executed so far.
    package private(set) var solver = Solver()
    /// Labelled constraints still in the solver, with the line that defined them.
    private var labels: [String: (constraint: LinearConstraint, line: Int)] = [:]
    /// Variables of the commands that succeeded: what `print` shows.
    private var known: [Variable] = []
    private var knownSet: Set<Variable> = []
    /// Where each `add` command's constraint was written, for messages about conflicts.
    private let references: [ObjectIdentifier: ConstraintReference]

    package init(program: ScriptProgram) {
        self.program = program
        var references: [ObjectIdentifier: ConstraintReference] = [:]
        for statement in program.statements {
            if case .add(let c, let label) = statement.command {
                references[ObjectIdentifier(c)] = ConstraintReference(line: statement.line, label: label)
            }
        }
        self.references = references
    }

    /// Runs every statement; prints where the script says `print`, or once at the end if it
    /// never does.
    package static func run(_ program: ScriptProgram, format: ScriptOutputFormat = .text) -> ScriptRun {
        var runner = ScriptRunner(program: program)
        var output = ""
        var diagnostics = program.diagnostics
        var printed = false
        for statement in program.statements {
            if case .print = statement.command {
                output += runner.render(format)
                if let overflow = runner.nonFiniteValue(at: statement.position) { diagnostics.append(overflow) }
                printed = true
                continue
            }
            do throws(ScriptDiagnostic) {
                try runner.execute(statement)
            } catch {
                diagnostics.append(error)
            }
        }
        if !printed {
            output += runner.render(format)
            // The values printed at the end belong to the last command.
            let end = program.statements.last?.position ?? SourcePosition(line: 1, column: 1)
            if let overflow = runner.nonFiniteValue(at: end) { diagnostics.append(overflow) }
        }
        // Parse errors were found first; a stable sort puts everything in line order.
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }.map(\.element)
        return ScriptRun(output: output, diagnostics: ordered, solver: runner.solver)
    }

    /// Executes one statement; `print` does nothing here (``render(_:)`` writes the values).
    package mutating func execute(_ statement: ScriptStatement) throws(ScriptDiagnostic) {
        switch statement.command {
        case .add(let constraint, let label):
            if let label, let existing = labels[label] {
                throw ScriptDiagnostic(.duplicateLabel(label, definedOn: existing.line), at: statement.position)
            }
            do throws(SolverError) {
                // Compact even when labelled: a tracked equality's marker spreads along a chain
                // (rows and build quadratic in its length), while a compact one that holds a
                // variable of its own is removed by a pivot too (20,000 removals from a chain
                // of labelled equalities in a fraction of a second; see the solver's
                // Performance article).
                try solver.add(constraint)
            } catch {
                throw diagnose(error, statement.position)
            }
            // A value that would overflow is the solver's `overflow` error, already undone.
            if let label { labels[label] = (constraint, statement.line) }
            for term in constraint.expression.terms { remember(term.variable) }
        case .remove(let label):
            guard let entry = labels[label] else {
                throw ScriptDiagnostic(.unknownLabel(label), at: statement.operandPosition)
            }
            do throws(SolverError) {
                try solver.remove(entry.constraint)
            } catch {
                throw diagnose(error, statement.operandPosition)
            }
            labels[label] = nil
        case .edit(let variable, let strength):
            do throws(SolverError) {
                try solver.addEditVariable(variable, strength: strength)
            } catch {
                switch error {
                case .requiredEditVariable, .invalidStrength: throw diagnose(error, statement.strengthPosition)
                default: throw diagnose(error, statement.operandPosition)
                }
            }
            remember(variable)
        case .suggest(let variable, let value):
            do throws(SolverError) {
                try solver.suggestValue(value, for: variable)
            } catch {
                throw diagnose(error, statement.operandPosition)
            }
            remember(variable)
        case .print:
            break
        }
    }

    /// The known variables and their values, sorted by name.
    package var values: [(name: String, value: Double)] {
        known.map { ($0.name, solver.value(of: $0)) }.sorted { $0.name < $1.name }
    }

    /// What a `print` writes now.
    package func render(_ format: ScriptOutputFormat) -> String {
        let values = self.values
        switch format {
        case .text:
            return values.map { "\($0.name) = \(DecimalText.format($0.value))\n" }.joined()
        case .json:
            let members = values.map { "\(JSONText.quoted($0.name)): \(JSONText.number($0.value))" }
            return "{" + members.joined(separator: ", ") + "}\n"
        }
    }

    /// An error at `position` when a known variable's value is not finite (what the checks
    /// after each command cannot see: a value that overflows through another command's
    /// variables), naming the first such variable by name.
    ///
    /// - Complexity: O(known variables).
    package func nonFiniteValue(at position: SourcePosition) -> ScriptDiagnostic? {
        guard let name = known.lazy.filter({ !solver.value(of: $0).isFinite }).map(\.name).min() else { return nil }
        return ScriptDiagnostic(.nonFiniteValue(name), at: position)
    }

    private mutating func remember(_ variable: Variable) {
        if knownSet.insert(variable).inserted { known.append(variable) }
    }

    /// The solver's error as a script error at `position`, naming constraints by line.
    private func diagnose(_ error: SolverError, _ position: SourcePosition) -> ScriptDiagnostic {
        switch error {
        case .unsatisfiableConstraint(_, let conflicting):
            let references = conflicting.compactMap(reference).sorted { $0.line < $1.line }
            return ScriptDiagnostic(.unsatisfiable(conflicts: references), at: position)
        case .duplicateEditVariable(let v):
            return ScriptDiagnostic(.duplicateEditVariable(v.name), at: position)
        case .requiredEditVariable(let v):
            return ScriptDiagnostic(.requiredEditVariable(v.name), at: position)
        case .unknownEditVariable(let v):
            return ScriptDiagnostic(.notAnEditVariable(v.name), at: position)
        default:
            return ScriptDiagnostic(.solver(error.description), at: position)
        }
    }

    /// Where a constraint of the solver was written.
    ///
    /// - Complexity: O(1).
    private func reference(to constraint: LinearConstraint) -> ConstraintReference? {
        references[ObjectIdentifier(constraint)]
    }
}
