import LayoutSupport

// `autolayout COMMAND ...`: each command reads its arguments and returns what to print and
// the exit status; only this file touches the process.
func main() -> Never {
    // What a command built (a document's tree and engine) stays until the process exits:
    // freeing tens of thousands of objects just before exiting cost a tenth of a layout.
    var kept: [AnyObject] = []
    let result = Tool.run(Array(CommandLine.arguments.dropFirst()), readFile: { path throws(FileReadError) in
        try TextFile.read(path)
    }, keep: { kept.append($0) })
    Console.write(result.output)
    Console.writeError(result.errorOutput)
    withExtendedLifetime(kept) { SystemIO.exit(result.status) }
}

main()
