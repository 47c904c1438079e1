import LayoutSupport

// The first argument picks a registered mode (BenchmarkMode.all); anything else is the
// solver benchmark on a constraint script.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
if let first = arguments.first, let mode = BenchmarkMode.all.first(where: { $0.flag == first }) {
    status = mode.run(Array(arguments.dropFirst()))
} else if arguments.first == "--help" || arguments.first == "-h" {
    Output.line(([SolverBenchmark.syntax.usage] + BenchmarkMode.all.map(\.usage)).joined(separator: "\n"))
    Output.line("Each mode explains its options with --help ('Benchmarks --layout --help').")
    status = 0
} else {
    status = SolverBenchmark.run(arguments)
}
SystemIO.exit(status)
