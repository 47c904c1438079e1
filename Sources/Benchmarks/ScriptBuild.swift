import Cassowary
import CassowaryScript

/// The timed part of the solver benchmark: a fresh solver executes a parsed script's commands
/// in order, then updates its variables (WORKLOADS.md, step 2).
///
/// Leaner than ``CassowaryScript/ScriptRunner``: no printing, no bookkeeping for messages,
/// the first error stops the build, as it does on the kiwi side.
enum ScriptBuild {
    /// Why a build stopped: the solver's error and the line of the command.
    struct Failure: Error, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "line \(line): \(reason)" }
    }

    static func run(_ program: ScriptProgram) throws(Failure) -> Solver {
        var solver = Solver()
        var labelled: [String: LinearConstraint] = [:]
        for statement in program.statements {
            var removed: LinearConstraint?
            if case .remove(let label) = statement.command {
                removed = labelled.removeValue(forKey: label)
                guard removed != nil else {
                    throw Failure(line: statement.line, reason: "no constraint labelled '\(label)'")
                }
            }
            do throws(SolverError) {
                switch statement.command {
                case .add(let constraint, let label):
                    try solver.add(constraint)
                    if let label { labelled[label] = constraint }
                case .remove:
                    if let removed { try solver.remove(removed) }
                case .edit(let variable, let strength):
                    try solver.addEditVariable(variable, strength: strength)
                case .suggest(let variable, let value):
                    try solver.suggestValue(value, for: variable)
                case .print:
                    break
                }
            } catch {
                throw Failure(line: statement.line, reason: error.description)
            }
        }
        solver.updateVariables()
        return solver
    }
}
