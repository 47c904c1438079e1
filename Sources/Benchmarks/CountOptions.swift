import LayoutSupport

/// The arguments of the generated-workload modes: `[N] [--reps R] [--resizes K]`.
struct CountOptions {
    /// The size of the generated workload (statements or views).
    var count: Int
    var reps = 5
    var resizes = 1000

    /// The syntax of a mode that takes a count, repetitions and, if `acceptsResizes`, resizes.
    static func syntax(flag: String, summary: String, countName: String, acceptsResizes: Bool) -> CommandLineSyntax {
        var options: [CommandLineSyntax.Option] = [.init("reps", value: "R", help: "repetitions; the median is reported (default 5)")]
        if acceptsResizes {
            options.append(.init("resizes", value: "K", help: "root resizes timed per repetition (default 1000)"))
        }
        return CommandLineSyntax(command: "Benchmarks \(flag)", operands: "[\(countName)]", summary: summary, options: options)
    }

    /// The options; throws what is wrong with them.
    static func parse(_ arguments: [String], defaultCount: Int, syntax: CommandLineSyntax) throws(CommandLineUsageError) -> CountOptions {
        let parsed = try syntax.parse(arguments)
        var options = CountOptions(count: defaultCount)
        guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
        if let text = parsed.operands.first {
            guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
            options.count = n
        }
        options.reps = try parsed.integer("reps", minimum: 1) ?? options.reps
        options.resizes = try parsed.integer("resizes", minimum: 0) ?? options.resizes
        return options
    }
}
