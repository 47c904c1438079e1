/// The arguments of the generated-workload modes: `[N] [--reps R] [--resizes K]`.
struct CountOptions {
    /// The size of the generated workload (statements or views).
    var count: Int
    var reps = 5
    var resizes = 1000

    /// The options, or nil after printing what is wrong.
    static func parse(
        _ arguments: [String], defaultCount: Int, acceptsResizes: Bool = false, usage: String
    ) -> CountOptions? {
        var options = CountOptions(count: defaultCount)
        var sawCount = false
        var index = 0
        func number(after flag: String, minimum: Int) -> Int? {
            index += 1
            guard index < arguments.count, let n = Int(arguments[index]), n >= minimum else {
                Output.error("Benchmarks: \(flag) needs a whole number of at least \(minimum)\n\(usage)")
                return nil
            }
            return n
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--reps":
                guard let n = number(after: argument, minimum: 1) else { return nil }
                options.reps = n
            case "--resizes" where acceptsResizes:
                guard let n = number(after: argument, minimum: 0) else { return nil }
                options.resizes = n
            default:
                guard !sawCount, let n = Int(argument), n >= 1 else {
                    Output.error("Benchmarks: unexpected argument '\(argument)'\n\(usage)")
                    return nil
                }
                options.count = n
                sawCount = true
            }
            index += 1
        }
        return options
    }
}
