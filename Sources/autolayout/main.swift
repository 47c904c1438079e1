#if canImport(Glibc)
import Glibc
#endif

// Subcommands, each `run(arguments) -> exit status`: solve (constraint scripts) and layout.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "solve":
    status = SolveCommand.run(Array(arguments.dropFirst()))
case "layout":
    status = LayoutCommand.run(Array(arguments.dropFirst()))
case "help", "--help", "-h":
    Console.write(Usage.text)
    status = 0
case nil:
    Console.writeError(Usage.text)
    status = 2
case let other?:
    Console.error("autolayout: unknown command '\(other)'")
    Console.writeError(Usage.text)
    status = 2
}
exit(status)
