import LayoutSupport

// `autolayout COMMAND ...`: each command reads its arguments and returns what to print and
// the exit status; only this file touches the process.
let result = Tool.run(Array(CommandLine.arguments.dropFirst())) { path throws(FileReadError) in
    try TextFile.read(path)
}
Console.write(result.output)
Console.writeError(result.errorOutput)
SystemIO.exit(result.status)
