import Cassowary
import CassowaryScript
import LayoutSupport

/// `Benchmarks FILE.cass [--reps R] [--resizes K] [--values]`: the solver benchmark of
/// WORKLOADS.md, the same protocol as `peer_kiwi.py`, one JSON line out.
enum SolverBenchmark {
    static let implementation = "autolayout Cassowary (Swift)"

    struct Options {
        var path = ""
        var reps = 5
        var resizes = 1000
        var values = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let text: String
        do {
            text = try TextFile.read(options.path)
        } catch {
            Output.error("Benchmarks: \(error)")
            return 1
        }

        // 1. Parse; every variable and constraint object is made here, untimed.
        let program = ScriptProgram(parsing: text)
        guard program.diagnostics.isEmpty else {
            for d in program.diagnostics { Output.error(d.formatted(fileName: options.path)) }
            return 1
        }
        var edits: [Variable] = []
        var base: [Variable: Double] = [:]
        for statement in program.statements {
            switch statement.command {
            case .edit(let v, _): edits.append(v)
            case .suggest(let v, let value): base[v] = value
            default: break
            }
        }

        // 2. Build: a fresh solver per repetition.
        var builds: [Double] = []
        var solver = Solver()
        do throws(ScriptBuild.Failure) {
            for _ in 0..<options.reps {
                var built: Solver?
                let seconds = try Measurement.seconds { () throws(ScriptBuild.Failure) in
                    built = try ScriptBuild.run(program)
                }
                builds.append(seconds)
                if let built { solver = built }
            }
        } catch {
            Output.error("Benchmarks: \(options.path): \(error)")
            return 1
        }
        let values = program.variables.map { ($0.name, solver.value(of: $0)) }.sorted { $0.0 < $1.0 }

        // 3. Resize: round k suggests base * (0.5 + 0.05 * (((1 + 6j) * k) mod 21)) to edit j.
        var rounds: [Double] = []
        if !edits.isEmpty {
            let bases = edits.map { base[$0] ?? 100 }
            for _ in 0..<options.reps {
                var failure: SolverError?
                let seconds = Measurement.seconds {
                    for k in 0..<options.resizes {
                        for j in edits.indices {
                            let factor = 0.5 + 0.05 * Double(((1 + 6 * j) * k) % 21)
                            do throws(SolverError) {
                                try solver.suggestValue(bases[j] * factor, for: edits[j])
                            } catch {
                                failure = error
                            }
                        }
                        solver.updateVariables()
                    }
                }
                if let failure {
                    Output.error("Benchmarks: \(options.path): resize: \(failure)")
                    return 1
                }
                rounds.append(seconds / Double(max(options.resizes, 1)))
            }
        }

        var json = JSONLine()
        json.add("file", string: String(options.path.split(separator: "/").last ?? Substring(options.path)))
        json.add("impl", string: implementation)
        json.add("constraints", int: program.constraints.count)
        json.add("build_ms", number: Measurement.rounded(Measurement.median(builds) * 1e3, places: 4))
        json.add("resize_us", number: edits.isEmpty ? nil
                 : Measurement.rounded(Measurement.median(rounds) * 1e6, places: 4))
        if options.values { json.add("values", numbers: values) }
        Output.line(json.text)
        return 0
    }

    static let syntax = CommandLineSyntax(
        command: "Benchmarks", operands: "FILE.cass",
        summary: "Builds a constraint script's system and times root resizes (WORKLOADS.md's protocol).",
        options: [
            .init("reps", value: "R", help: "repetitions; the median is reported (default 5)"),
            .init("resizes", value: "K", help: "suggestions timed per repetition (default 1000)"),
            .init("values", help: "also print every variable's value"),
        ])

    /// The options; throws what is wrong with them.
    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Options {
        let parsed = try syntax.parse(arguments)
        guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
        guard let path = parsed.operands.first else { throw CommandLineUsageError("expected a constraint script FILE.cass") }
        var options = Options()
        options.path = path
        options.reps = try parsed.integer("reps", minimum: 1) ?? options.reps
        options.resizes = try parsed.integer("resizes", minimum: 0) ?? options.resizes
        options.values = parsed.has("values")
        return options
    }
}
