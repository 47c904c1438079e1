import AutoLayout
import LayoutSupport

/// `Benchmarks --grid R C [--reps R] [--resizes K]`: an R x C grid of equal cells filling the
/// root, text to frames and root resizes, one JSON line like `--cards`.
///
/// Each row is one H statement of equal widths; each column one V statement of equal
/// heights: every cell's frame follows from the root's size.
enum GridBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --grid", operands: "R C",
        summary: "An R x C grid of equal cells (1 + R*C views), text to frames, then root resizes.",
        options: [
            .init("reps", value: "R", help: "repetitions; the median is reported (default 5)"),
            .init("resizes", value: "K", help: "root resizes timed per repetition (default 100)"),
        ])

    static let mode = BenchmarkMode(flag: "--grid", syntax: syntax, run: run)

    static func text(rows: Int, columns: Int) -> String {
        var lines: [String] = []
        for r in 0..<rows {
            var line = "H:|"
            for c in 0..<columns { line += c == 0 ? "[c\(r)_0]" : "[c\(r)_\(c)(==c\(r)_0)]" }
            lines.append(line + "|")
        }
        for c in 0..<columns {
            var line = "V:|"
            for r in 0..<rows { line += r == 0 ? "[c0_\(c)]" : "[c\(r)_\(c)(==c0_\(c))]" }
            lines.append(line + "|")
        }
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: [String]) -> Int32 {
        let rows: Int, columns: Int, reps: Int, resizes: Int
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            guard parsed.operands.count == 2, let r = Int(parsed.operands[0]), let c = Int(parsed.operands[1]),
                  r >= 1, c >= 1
            else { throw CommandLineUsageError("expected two whole numbers of at least 1: R C") }
            rows = r
            columns = c
            reps = try parsed.integer("reps", minimum: 1) ?? 5
            resizes = try parsed.integer("resizes", minimum: 0) ?? 100
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let width = Double(columns) * 10, height = Double(rows) * 10
        let layoutText = text(rows: rows, columns: columns)
        let before = ProcessMemory.currentResidentBytes() ?? 0
        var builds: [Double] = []
        var built: LayoutEngine?
        do {
            for _ in 0..<reps {
                built = nil
                var engine: LayoutEngine?
                builds.append(try Measurement.seconds { () throws in
                    let made = LayoutEngine(root: LayoutView(name: "root"))
                    try made.addConstraints(layoutText, creatingViews: true)
                    made.layout(width: width, height: height)
                    engine = made
                })
                built = engine
            }
        } catch {
            Output.error("Benchmarks: the grid failed: \(error)")
            return 1
        }
        guard let engine = built else { return 1 }
        if let last = engine.root.subviews.last, engine.frame(of: last) != LayoutRect(x: width - 10, y: height - 10, width: 10, height: 10) {
            Output.error("Benchmarks: the last cell is at \(engine.frame(of: last).map(String.init(describing:)) ?? "no frame")")
            return 1
        }
        let peak = ProcessMemory.peakResidentBytes()
        var rounds: [Double] = []
        if resizes > 0 {
            for _ in 0..<reps {
                let seconds = Measurement.seconds {
                    for k in 0..<resizes {
                        let factor = 0.75 + 0.025 * Double((7 * k) % 21)
                        engine.layout(width: width * factor, height: height * factor)
                    }
                }
                rounds.append(seconds / Double(resizes))
            }
        }
        let views = 1 + rows * columns
        let build = Measurement.median(builds)
        var out = JSONLine()
        out.add("mode", string: "grid")
        out.add("rows", int: rows)
        out.add("columns", int: columns)
        out.add("views", int: views)
        out.add("constraints", int: engine.constraints.count)
        out.add("first_layout_ms", number: Measurement.rounded(build * 1e3, places: 3))
        out.add("first_layout_us_per_view", number: Measurement.rounded(build * 1e6 / Double(views), places: 3))
        out.add("resize_us", number: resizes > 0 ? Measurement.rounded(Measurement.median(rounds) * 1e6, places: 3) : nil)
        out.add("peak_rss_mb", number: peak.map { Measurement.rounded(Double($0) / 1_048_576, places: 1) })
        out.add("peak_bytes_per_view", number: peak.map { Double(($0 - before) / views) })
        Output.line(out.text)
        return 0
    }
}
