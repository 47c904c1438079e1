import CassowaryScript
import LayoutSupport

/// `autolayout solve FILE|- [--json]`: runs a constraint script.
enum SolveCommand {
    static let syntax = CommandLineSyntax(
        command: "autolayout solve", operands: "FILE|-",
        summary: "Runs a constraint script (- reads standard input) and prints its variables' values.",
        options: [.init("json", help: "print the values as one JSON object per print instead of 'name = value' lines")],
        details: """
            Errors print as FILE:LINE:COLUMN: error: MESSAGE; the script goes on with the solver
            unchanged, and the exit status is then 1.
            """)

    static func run(_ arguments: [String], readFile: FileReader) -> CommandResult {
        let parsed: ParsedArguments
        do {
            parsed = try syntax.parse(arguments)
        } catch {
            if error.isHelpRequest { return .help(syntax.help) }
            return .usageError(syntax.command, error.message, usage: syntax.usage)
        }
        guard parsed.operands.count <= 1 else {
            return .usageError(syntax.command, "expected one script file, found a second one '\(parsed.operands[1])'",
                               usage: syntax.usage)
        }
        guard let path = parsed.operands.first else {
            return .usageError(syntax.command, "expected a script file (or - for standard input)", usage: syntax.usage)
        }
        let text: String
        do {
            text = try readFile(path)
        } catch {
            return .inputError("\(syntax.command): error: \(error)")
        }
        let run = ScriptRunner.run(ScriptProgram(parsing: text), format: parsed.has("json") ? .json : .text)
        return CommandResult(
            status: run.succeeded ? 0 : 1, output: run.output,
            errorOutput: run.errorText(fileName: path == "-" ? "<stdin>" : path))
    }
}
