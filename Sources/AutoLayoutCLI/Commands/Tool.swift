import LayoutSupport

/// The `autolayout` tool: picks the command and answers `--version` and `--help`.
enum Tool {
    /// The version `--version` prints.
    static let version = "0.3.0"

    static let help = """
        autolayout: lay out views from Apple's Visual Format Language, or solve constraints.

        usage: autolayout <command> [arguments]

        commands:
          layout FILE.json   lay out a layout document and print every view's frame
          solve FILE|-       run a constraint script and print its variables' values
          help [COMMAND]     show this help, or a command's

        options:
          --version          print the version
          --help             show this help

        Each command explains its options with --help ('autolayout layout --help').
        Exit status: 0 on success, 1 if the input has a problem (including a file that cannot
        be read), 2 on bad command-line use.

        """

    /// Runs the command `arguments` names; `keep` receives what the tool may keep until the
    /// process exits rather than free (``LayoutCommand/run(_:readFile:layout:keep:)``).
    static func run(_ arguments: [String], readFile: FileReader, keep: (AnyObject) -> Void = { _ in }) -> CommandResult {
        switch arguments.first {
        case "layout":
            return LayoutCommand.run(Array(arguments.dropFirst()), readFile: readFile, keep: keep)
        case "solve":
            return SolveCommand.run(Array(arguments.dropFirst()), readFile: readFile)
        case "help", "--help", "-h":
            switch arguments.dropFirst().first {
            case "layout": return .help(LayoutCommand.syntax.help)
            case "solve": return .help(SolveCommand.syntax.help)
            case nil: return .help(help)
            case let other?: return unknownCommand(other)
            }
        case "--version":
            return CommandResult(status: 0, output: "autolayout \(version)\n")
        case nil:
            return CommandResult(status: 2, errorOutput: "autolayout: error: missing command\n\n" + help)
        case let other?:
            return unknownCommand(other)
        }
    }

    private static func unknownCommand(_ name: String) -> CommandResult {
        let hint = Suggestion.hint(for: name, among: ["layout", "solve", "help"]).map { " (\($0))" } ?? ""
        return CommandResult(
            status: 2, errorOutput: "autolayout: error: unknown command '\(name)'\(hint)\n\n" + help)
    }
}
