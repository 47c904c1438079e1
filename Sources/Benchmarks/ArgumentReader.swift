/// Walks a mode's arguments, reading the numbers after flags and printing what is wrong with
/// the mode's usage.
struct ArgumentReader {
    private let arguments: [String]
    private let usage: String
    private var index = -1

    init(_ arguments: [String], usage: String) {
        self.arguments = arguments
        self.usage = usage
    }

    /// The next argument, or `nil` at the end.
    mutating func next() -> String? {
        index += 1
        return index < arguments.count ? arguments[index] : nil
    }

    /// The whole number after `flag`, or `nil` after printing what is wrong.
    mutating func number(after flag: String, minimum: Int) -> Int? {
        guard let text = next(), let n = Int(text), n >= minimum else {
            fail("\(flag) needs a whole number of at least \(minimum)")
            return nil
        }
        return n
    }

    /// Prints a problem with the usage.
    func fail(_ message: String) {
        Output.error("Benchmarks: \(message)\n\(usage)")
    }
}
