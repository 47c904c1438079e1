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
        var reader = ArgumentReader(arguments, usage: usage)
        while let argument = reader.next() {
            switch argument {
            case "--reps":
                guard let n = reader.number(after: argument, minimum: 1) else { return nil }
                options.reps = n
            case "--resizes" where acceptsResizes:
                guard let n = reader.number(after: argument, minimum: 0) else { return nil }
                options.resizes = n
            default:
                guard !sawCount, let n = Int(argument), n >= 1 else {
                    reader.fail("unexpected argument '\(argument)'")
                    return nil
                }
                options.count = n
                sawCount = true
            }
        }
        return options
    }
}
