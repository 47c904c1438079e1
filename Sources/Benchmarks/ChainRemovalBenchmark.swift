import Cassowary
import LayoutSupport

/// `Benchmarks --chain-removal N [--backward | --shuffled S] [--tracked] [--soft]`: builds `x0 == 0` and
/// the chain `x(i+1) == x(i) + 1` of N required equalities, then removes the equalities one by
/// one, from the start of the chain (or, with `--backward`, from its end; with `--shuffled`,
/// in a random order from seed S), checking after every removal that the chain still
/// standing has its exact values (issue 8: 5,000 removals took
/// 35 s, each one a rebuild of the tableau). One JSON line: the build and the removal in
/// milliseconds, and the microseconds per removal.
///
/// Compact equalities (the default) are removed through a variable that only the removed
/// equality holds (at the ends of a piece of the chain), else by rebuilding the piece that
/// holds it (see `Solver+ComponentRebuild.swift`); `--tracked` gives each a marker, whose
/// columns fill the rows of a chain (its build is quadratic in N). `--soft` adds a weak
/// preference on the end of the chain, which puts every link in a component with a soft
/// constraint: a removal with no variable of its own then rebuilds the whole tableau (the
/// limit of the component rebuild, measured).
enum ChainRemovalBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --chain-removal", operands: "[N]",
        summary: "Builds a chain of N required equalities and removes them one by one (default 20000).",
        options: [
            .init("backward", help: "remove from the end of the chain instead of its start"),
            .init("shuffled", value: "S", help: "remove in a random order from seed S (most removals then rebuild their piece of the chain)"),
            .init("tracked", help: "add the equalities tracked (EqualityTracking.tracked)"),
            .init("soft", help: "pull the end of the chain to 0 with a weak preference (every removal then rebuilds the tableau)"),
        ])

    static let mode = BenchmarkMode(flag: "--chain-removal", syntax: syntax, run: run)

    static func run(_ arguments: [String]) -> Int32 {
        var count = 20_000
        let backward: Bool
        let seed: Int?
        let tracking: EqualityTracking
        let soft: Bool
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
            if let text = parsed.operands.first {
                guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
                count = n
            }
            backward = parsed.has("backward")
            seed = try parsed.integer("shuffled", minimum: 0)
            tracking = parsed.has("tracked") ? .tracked : .compact
            soft = parsed.has("soft")
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let x = (0...count).map { Variable("x\($0)") }
        var solver = Solver()
        var links: [LinearConstraint] = []
        do throws(SolverError) {
            let build = try Measurement.seconds { () throws(SolverError) in
                try solver.add(x[0] == 0)
                for i in 0..<count {
                    let link = x[i + 1] == x[i] + 1
                    try solver.add(link, tracking: tracking)
                    links.append(link)
                }
                if soft { try solver.add((x[count] == 0) | .weak) }
            }
            var wrong = 0
            var order = backward ? Array((0..<count).reversed()) : Array(0..<count)
            if let seed {
                var random = SeededGenerator(seed: UInt64(seed))
                for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, random.below(i + 1)) }
            }
            var removed = [Bool](repeating: false, count: count)
            let removal = try Measurement.seconds { () throws(SolverError) in
                for i in order {
                    try solver.remove(links[i])
                    removed[i] = true
                    // What is left pinned: x0 ... x(i) going backward, x0 alone going forward;
                    // the free rest of the chain keeps its spacing of 1.
                    if seed != nil {
                        // The links on either side of the removed one, if still there.
                        for j in [i - 1, i + 1] where j >= 0 && j < count && !removed[j] {
                            if solver.value(of: x[j + 1]) - solver.value(of: x[j]) != 1 { wrong += 1 }
                        }
                    } else if backward {
                        if solver.value(of: x[i]) != Double(i) { wrong += 1 }
                    } else if i + 2 <= count {
                        let a = solver.value(of: x[i + 1]), b = solver.value(of: x[i + 2])
                        if b - a != 1 { wrong += 1 }
                    }
                }
            }
            var out = JSONLine()
            out.add("mode", string: "chain-removal")
            out.add("equalities", int: count)
            out.add("order", string: seed.map { "shuffled \($0)" } ?? (backward ? "backward" : "forward"))
            out.add("tracking", string: tracking == .tracked ? "tracked" : "compact")
            out.add("soft", string: soft ? "yes" : "no")
            out.add("build_ms", number: Measurement.rounded(build * 1e3, places: 3))
            out.add("removal_ms", number: Measurement.rounded(removal * 1e3, places: 3))
            out.add("us_per_removal", number: Measurement.rounded(removal / Double(count) * 1e6, places: 2))
            out.add("wrong_values", int: wrong)
            out.add("variables_left", int: solver.variables.count)
            Output.line(out.text)
            return wrong == 0 ? 0 : 1
        } catch {
            Output.error("Benchmarks: the chain failed: \(error)")
            return 1
        }
    }
}
