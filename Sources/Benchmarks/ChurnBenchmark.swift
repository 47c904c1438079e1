import AutoLayout
import LayoutSupport

/// `Benchmarks --churn N [--live K] [--window W]`: a long-running engine under churn. A root
/// holds a header and K rows; each operation removes the oldest row, adds a new one (its own
/// text for its place in the root, a shared text for its content) and lays out. Prints one
/// JSON line with the time per operation and the resident memory of the first and last
/// windows of W operations, and the engine's constraint count at the end: all three stay
/// flat when nothing leaks.
enum ChurnBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --churn", operands: "[N]",
        summary: "N remove-and-add operations on a live engine (default 100000); time and memory per window.",
        options: [
            .init("live", value: "K", help: "rows alive at once (default 16)"),
            .init("window", value: "W", help: "operations per measured window (default 10000)"),
        ])

    static let mode = BenchmarkMode(flag: "--churn", syntax: syntax, run: run)

    static func run(_ arguments: [String]) -> Int32 {
        let operations: Int, live: Int, window: Int
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
            if let text = parsed.operands.first {
                guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
                operations = n
            } else {
                operations = 100_000
            }
            live = try parsed.integer("live", minimum: 1) ?? 16
            window = min(try parsed.integer("window", minimum: 1) ?? 10_000, operations)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let root = LayoutView(name: "root")
        let engine = LayoutEngine(root: root)
        var rows: [LayoutView] = []
        var next = 0
        func addRow() throws {
            let name = "row\(next)"
            next += 1
            let row = LayoutView(name: name)
            row.addSubview(LayoutView(name: "text"))
            root.addSubview(row)
            try engine.addConstraints("H:|-[\(name)]-|; V:[header]-(>=8)-[\(name)(30)]")
            try engine.addConstraints("H:|-4-[text]-4-|; V:|-2-[text]-2-|", in: row)
            rows.append(row)
        }
        var windows: [(seconds: Double, rss: Int?)] = []
        do {
            try engine.addConstraints("H:|[header]|; V:|[header(40)]", creatingViews: true)
            for _ in 0..<live { try addRow() }
            engine.layout(width: 400, height: 800)
            var done = 0
            while done < operations {
                let count = min(window, operations - done)
                var failure: (any Error)?
                let seconds = Measurement.seconds {
                    for _ in 0..<count {
                        rows.removeFirst().removeFromSuperview()
                        do { try addRow() } catch { failure = error }
                        engine.layout()
                    }
                }
                if let failure { throw failure }
                done += count
                windows.append((seconds / Double(count), ProcessMemory.currentResidentBytes()))
            }
        } catch {
            Output.error("Benchmarks: churn failed: \(error)")
            return 1
        }
        guard let first = windows.first, let last = windows.last else { return 1 }
        if let row = rows.last, engine.frame(of: row)?.width != 400 - 40 {
            Output.error("Benchmarks: churn lays out wrong: \(engine.frame(of: row).map(String.init(describing:)) ?? "no frame")")
            return 1
        }
        var out = JSONLine()
        out.add("mode", string: "churn")
        out.add("operations", int: operations)
        out.add("live_rows", int: live)
        out.add("first_window_us_per_op", number: Measurement.rounded(first.seconds * 1e6, places: 2))
        out.add("last_window_us_per_op", number: Measurement.rounded(last.seconds * 1e6, places: 2))
        out.add("first_window_rss_mb", number: first.rss.map { Measurement.rounded(Double($0) / 1_048_576, places: 1) })
        out.add("last_window_rss_mb", number: last.rss.map { Measurement.rounded(Double($0) / 1_048_576, places: 1) })
        out.add("constraints_at_end", int: engine.constraints.count)
        out.add("us_per_op_by_window", numbers: windows.enumerated().map { ("\(($0.offset + 1) * window)", Measurement.rounded($0.element.seconds * 1e6, places: 2)) })
        out.add("rss_mb_by_window", numbers: windows.enumerated().map { ("\(($0.offset + 1) * window)", Measurement.rounded(Double($0.element.rss ?? 0) / 1_048_576, places: 1)) })
        Output.line(out.text)
        return 0
    }
}
