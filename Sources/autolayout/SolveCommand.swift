import CassowaryScript

/// `autolayout solve FILE|- [--json]`: runs a constraint script.
enum SolveCommand {
    static let usage = "usage: autolayout solve FILE|- [--json]"

    static func run(_ arguments: [String]) -> Int32 {
        var path: String?
        var format = ScriptOutputFormat.text
        for argument in arguments {
            switch argument {
            case "--json":
                format = .json
            case "--help", "-h":
                Console.write(usage + "\n")
                return 0
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    Console.error("autolayout solve: unknown option '\(argument)'\n\(usage)")
                    return 2
                }
                if path != nil {
                    Console.error("autolayout solve: more than one file given\n\(usage)")
                    return 2
                }
                path = argument
            }
        }
        guard let path else {
            Console.error("autolayout solve: missing FILE (or - for standard input)\n\(usage)")
            return 2
        }
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            Console.error("autolayout solve: \(error)")
            return 1
        }
        let run = ScriptRunner.run(ScriptProgram(parsing: text), format: format)
        Console.write(run.output)
        Console.writeError(run.errorText(fileName: path == "-" ? "<stdin>" : path))
        return run.succeeded ? 0 : 1
    }
}
