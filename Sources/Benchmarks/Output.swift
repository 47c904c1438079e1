import LayoutSupport

/// The benchmark's two streams: results (one JSON line each) and problems.
enum Output {
    static func line(_ text: String) { Console.write(text + "\n") }
    static func error(_ text: String) { Console.writeError(text + "\n") }

    /// Prints a usage problem or the help; returns the exit status (2, or 0 for help).
    static func usage(_ error: CommandLineUsageError, syntax: CommandLineSyntax) -> Int32 {
        if error.isHelpRequest {
            Console.write(syntax.help)
            return 0
        }
        self.error("Benchmarks: error: \(error.message)\n\(syntax.usage)")
        return 2
    }
}
