import Cassowary
import CassowaryScript

/// `Benchmarks FILE.cass [--reps R] [--resizes K] [--values]`: the solver benchmark of
/// WORKLOADS.md, the same protocol as `peer_kiwi.py`, one JSON line out.
enum SolverBenchmark {
    static let usage = "usage: Benchmarks FILE.cass [--reps R] [--resizes K] [--values]"
    static let implementation = "autolayout Cassowary (Swift)"

    struct Options {
        var path = ""
        var reps = 5
        var resizes = 1000
        var values = false
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let options = parse(arguments) else { return 2 }
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

    /// The options, or nil after printing what is wrong.
    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var path: String?
        var reader = ArgumentReader(arguments, usage: usage)
        while let argument = reader.next() {
            switch argument {
            case "--reps":
                guard let n = reader.number(after: argument, minimum: 1) else { return nil }
                options.reps = n
            case "--resizes":
                guard let n = reader.number(after: argument, minimum: 0) else { return nil }
                options.resizes = n
            case "--values":
                options.values = true
            default:
                guard !argument.hasPrefix("-") || argument == "-", path == nil else {
                    reader.fail("unexpected argument '\(argument)'")
                    return nil
                }
                path = argument
            }
        }
        guard let path else {
            Output.error("Benchmarks: missing FILE.cass\n\(usage)")
            return nil
        }
        options.path = path
        return options
    }
}
