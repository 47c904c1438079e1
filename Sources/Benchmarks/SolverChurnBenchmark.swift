import Cassowary
import LayoutSupport
import Synchronization

/// `Benchmarks --solver-churn [N] [--seed S] [--variables V] [--every K] [--watchdog T]`: a
/// seeded random churn of the solver alone. Each operation adds a constraint (required or
/// not, some required equalities tracked), removes one, adds or removes an edit variable, or
/// suggests a value, over V variables with about 2·V constraints alive. Every K operations
/// it prints one JSON line with the time per operation of that window, the resident memory,
/// the tableau's size, the operations that failed (an unsatisfiable required constraint is a
/// normal outcome) and what a check of the solver found; both measurements stay flat when
/// nothing leaks or degrades. A watchdog ends the run with status 3 and names the operation
/// when one takes longer than T seconds, which is how a non-terminating pivot loop shows.
/// With `--fresh-variables`, the variables of a removed constraint are retired from the pool
/// for good and replaced by new ones, as an engine's views come and go: the solver must
/// forget them to stay flat.
enum SolverChurnBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --solver-churn", operands: "[N]",
        summary: "N random solver operations (default 1000000); time per operation and memory every K.",
        options: [
            .init("seed", value: "S", help: "random seed (default 42)"),
            .init("variables", value: "V", help: "variables (default 60)"),
            .init("every", value: "K", help: "operations per reported window (default 100000)"),
            .init("watchdog", value: "T", help: "seconds one operation may take before the run stops with status 3 (default 10)"),
            .init("trace-from", value: "I", help: "print every operation from the I-th on (1-based) to standard error"),
            .init("wide", help: "coefficients from 0.001 to 1000 and constants up to 10000, for the numerics"),
            .init("fresh-variables", help: "replace the variables of each removed constraint by new ones, never to be used again"),
        ])

    static let mode = BenchmarkMode(flag: "--solver-churn", syntax: syntax, run: run)

    static func run(_ arguments: [String]) -> Int32 {
        var options = ChurnOptions()
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
            if let text = parsed.operands.first {
                guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
                options.operations = n
            }
            options.seed = try parsed.integer("seed", minimum: 0) ?? options.seed
            options.variables = try parsed.integer("variables", minimum: 2) ?? options.variables
            options.every = min(try parsed.integer("every", minimum: 1) ?? options.every, options.operations)
            options.watchdog = try parsed.number("watchdog", minimum: 0, exclusive: true) ?? options.watchdog
            options.traceFrom = try parsed.integer("trace-from", minimum: 1) ?? Int.max
            options.wide = parsed.has("wide")
            options.freshVariables = parsed.has("fresh-variables")
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            Output.error("Benchmarks: --solver-churn needs the Synchronization module (macOS 15 or later)")
            return 1
        }
        var churn = SolverChurn(options)
        return churn.run()
    }
}

struct ChurnOptions {
    var operations = 1_000_000
    var seed = 42
    var variables = 60
    var every = 100_000
    var watchdog = 10.0
    var traceFrom = Int.max
    var wide = false
    var freshVariables = false
}

/// The churn itself: its random source, the live constraints and the solver.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct SolverChurn {
    let options: ChurnOptions
    var random: SeededGenerator
    var solver = Solver()
    var variables: [Variable]
    /// How many variables `--fresh-variables` has made so far (for their names).
    var retired = 0
    var live: [LinearConstraint] = []
    var edits: [Variable] = []

    init(_ options: ChurnOptions) {
        self.options = options
        random = SeededGenerator(seed: UInt64(options.seed))
        variables = (0..<options.variables).map { Variable("v\($0)") }
    }

    mutating func run() -> Int32 {
        let progress = ChurnProgress()
        progress.startWatchdog(seconds: options.watchdog, seed: options.seed)
        var done = 0
        var failed = 0
        var windows: [(usPerOp: Double, rssMB: Double)] = []
        while done < options.operations {
            let count = min(options.every, options.operations - done)
            let seconds = Measurement.seconds {
                for k in 0..<count {
                    let index = done + k + 1
                    progress.begin(index)
                    if !step(index, progress) { failed += 1 }
                }
            }
            done += count
            let rss = Double(ProcessMemory.currentResidentBytes() ?? 0) / 1_048_576
            windows.append((seconds / Double(count) * 1e6, rss))
            let check = self.check()
            var line = JSONLine()
            line.add("mode", string: "solver-churn")
            line.add("seed", int: options.seed)
            line.add("operations", int: done)
            line.add("us_per_op", number: Measurement.rounded(seconds / Double(count) * 1e6, places: 2))
            line.add("rss_mb", number: Measurement.rounded(rss, places: 1))
            line.add("constraints", int: live.count)
            line.add("edit_variables", int: edits.count)
            line.add("variables_known", int: solver.variables.count)
            line.add("failed_operations", int: failed)
            line.add("invariant_violations", int: check.violations)
            line.add("worst_required_residual", number: check.residual)
            line.add("worst_required_residual_relative", number: check.relative)
            if let first = check.first { line.add("first_violation", string: first) }
            Output.line(line.text)
        }
        progress.finish()
        guard let first = windows.first, let last = windows.last else { return 1 }
        var summary = JSONLine()
        summary.add("mode", string: "solver-churn-summary")
        summary.add("seed", int: options.seed)
        summary.add("operations", int: done)
        summary.add("first_window_us_per_op", number: Measurement.rounded(first.usPerOp, places: 2))
        summary.add("last_window_us_per_op", number: Measurement.rounded(last.usPerOp, places: 2))
        summary.add("first_window_rss_mb", number: Measurement.rounded(first.rssMB, places: 1))
        summary.add("last_window_rss_mb", number: Measurement.rounded(last.rssMB, places: 1))
        Output.line(summary.text)
        return 0
    }

    /// One random operation; false when the solver refused it.
    mutating func step(_ index: Int, _ progress: ChurnProgress) -> Bool {
        let trace = index >= options.traceFrom
        let r = random.unit()
        let target = 2 * variables.count
        do throws(SolverError) {
            if r < (live.count < target ? 0.35 : 0.25) {
                let (c, tracking) = makeConstraint()
                progress.describe(kind: 1, variable: -1, value: 0)
                if trace { Output.error("#\(index) add \(c)\(tracking == .tracked ? " (tracked)" : "")") }
                try solver.add(c, tracking: tracking)
                live.append(c)
            } else if r < 0.55 {
                guard !live.isEmpty else { return true }
                let i = random.below(live.count)
                progress.describe(kind: 2, variable: -1, value: 0)
                if trace { Output.error("#\(index) remove \(live[i])") }
                try solver.remove(live[i])
                live.swapAt(i, live.count - 1)
                let removed = live.removeLast()
                if options.freshVariables { retireVariables(of: removed) }
            } else if r < 0.60 {
                let v = random.below(variables.count)
                guard !solver.hasEditVariable(variables[v]) else { return true }
                // Over a pool that keeps changing almost no variable is an edit already, so
                // edits would pile up: hold them at the 20 to 30 the fixed pool settles at.
                if options.freshVariables, edits.count >= 25 { return true }
                let strength: Strength = random.unit() < 0.5 ? .strong : .medium
                progress.describe(kind: 3, variable: v, value: strength.priority)
                if trace { Output.error("#\(index) edit \(variables[v]) @\(strength)") }
                try solver.addEditVariable(variables[v], strength: strength)
                edits.append(variables[v])
            } else if r < 0.63 {
                guard !edits.isEmpty else { return true }
                let i = random.below(edits.count)
                progress.describe(kind: 4, variable: variables.firstIndex(of: edits[i]) ?? -1, value: 0)
                if trace { Output.error("#\(index) remove edit \(edits[i])") }
                try solver.removeEditVariable(edits[i])
                edits.swapAt(i, edits.count - 1)
                edits.removeLast()
            } else {
                guard !edits.isEmpty else { return true }
                let v = edits[random.below(edits.count)]
                let value = Double(random.below(401) - 200)
                progress.describe(kind: 5, variable: variables.firstIndex(of: v) ?? -1, value: value)
                if trace { Output.error("#\(index) suggest \(v) \(value)") }
                try solver.suggestValue(value, for: v)
            }
            return true
        } catch {
            if trace { Output.error("#\(index)   failed: \(error)") }
            return false
        }
    }

    /// Replaces each variable of a removed constraint in the pool by a new one: constraints
    /// and edits that still hold the old one keep it until they go too.
    mutating func retireVariables(of constraint: LinearConstraint) {
        for term in constraint.expression.terms {
            guard let k = variables.firstIndex(where: { $0 === term.variable }) else { continue }
            retired += 1
            variables[k] = Variable("f\(retired)")
        }
    }

    /// A constraint of the kinds layouts make: orderings and gaps between two positions,
    /// sizes, pins and sums, at random strengths (a third required).
    mutating func makeConstraint() -> (LinearConstraint, EqualityTracking) {
        let a = variables[random.below(variables.count)]
        let b = variables[random.below(variables.count)]
        var c = Double(random.below(101) - 50)
        // --wide: a scale for each variable's coefficient, 10^-3 ... 10^3, and larger constants
        let scales: [Double] = [0.001, 0.01, 0.1, 1, 10, 100, 1000]
        let (p, q) = options.wide ? (scales[random.below(7)], scales[random.below(7)]) : (1.0, 1.0)
        if options.wide { c *= scales[random.below(7)] * 10 }
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak, Strength(priority: 100, weight: 2)]
        let strength = strengths[random.below(strengths.count)]
        let constraint: LinearConstraint
        switch random.below(5) {
        case 0: constraint = p * a - q * b >= c
        case 1: constraint = p * a == c + 100
        case 2: constraint = p * a + q * b == 2 * c
        case 3: constraint = 2 * p * a - 0.5 * q * b <= LinearExpression(constant: c)
        default: constraint = p * a == q * b + c
        }
        let tracking: EqualityTracking = random.below(2) == 0 ? .tracked : .compact
        return (constraint | strength, tracking)
    }

    /// What a full check of the solver finds: its invariant violations (how many, the first)
    /// and the largest residual of a live required constraint, absolute and relative to its
    /// magnitude (|constant| + Σ|a·x|, at least 1).
    func check() -> (violations: Int, first: String?, residual: Double, relative: Double) {
        var worst = 0.0
        var worstRelative = 0.0
        for c in live where c.strength.isRequired {
            let e = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let magnitude = c.expression.terms.reduce(abs(c.expression.constant)) { $0 + abs($1.coefficient * solver.value(of: $1.variable)) }
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(e)
            case .lessThanOrEqual: violation = max(0, e)
            case .greaterThanOrEqual: violation = max(0, -e)
            }
            worst = max(worst, violation)
            worstRelative = max(worstRelative, violation / max(1, magnitude))
        }
        let violations = solver.invariantViolations()
        return (violations.count, violations.first, worst, worstRelative)
    }
}
