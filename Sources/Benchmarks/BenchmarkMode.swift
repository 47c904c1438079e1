/// A kind of benchmark the executable can run, chosen by its first argument.
///
/// The solver benchmark (`Benchmarks FILE.cass ...`) is the default; other modes register
/// here with the flag that selects them (`Benchmarks --parse N`), each in its own file.
import LayoutSupport

struct BenchmarkMode: Sendable {
    /// The first argument that selects the mode, such as `--parse`.
    let flag: String
    /// What the mode accepts, for its arguments and `--help`.
    let syntax: CommandLineSyntax
    var usage: String { syntax.usage }
    /// Runs the mode on the arguments after the flag; returns the exit status.
    let run: @Sendable ([String]) -> Int32

    /// Every mode besides the default solver benchmark.
    static let all: [BenchmarkMode] = [ParseBenchmark.mode, LayoutBenchmark.mode, CardBenchmark.mode, GridBenchmark.mode, ChurnBenchmark.mode, SolverChurnBenchmark.mode, ChainBenchmark.mode, ChainRemovalBenchmark.mode, TextBenchmark.mode]
}
