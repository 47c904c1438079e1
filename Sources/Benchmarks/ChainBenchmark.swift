import AutoLayout
import LayoutSupport

/// `Benchmarks --chain N`: an N-deep chain of views (issue 8: 30,000 deep took 112 s to build
/// and 50,000 deep crashed when freed). Builds it top-down under a root an engine lays out
/// (each view added below the last) and bottom-up (each new view becomes the parent of the
/// chain so far), lays it out, and frees it; one JSON line with the milliseconds of each step.
enum ChainBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --chain", operands: "[N]",
        summary: "Builds, lays out and frees an N-deep chain of views (default 50000).", options: [])

    static let mode = BenchmarkMode(flag: "--chain", syntax: syntax, run: run)

    static func run(_ arguments: [String]) -> Int32 {
        let depth: Int
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
            if let text = parsed.operands.first {
                guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
                depth = n
            } else {
                depth = 50_000
            }
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        var engine: LayoutEngine? = LayoutEngine(root: LayoutView(name: "root"))
        let topDown = Measurement.seconds {
            guard let root = engine?.root else { return }
            var deepest = root
            for index in 0..<depth {
                let child = LayoutView(name: "v\(index)")
                deepest.addSubview(child)
                deepest = child
            }
        }
        let layout = Measurement.seconds { engine?.layout(width: 100, height: 100) }
        let free = Measurement.seconds { engine = nil }
        var top: LayoutView? = LayoutView(name: "v0")
        let bottomUp = Measurement.seconds {
            for index in 1..<max(depth, 1) {
                let parent = LayoutView(name: "v\(index)")
                if let child = top { parent.addSubview(child) }
                top = parent
            }
        }
        let freeBottomUp = Measurement.seconds { top = nil }
        var out = JSONLine()
        out.add("mode", string: "chain")
        out.add("depth", int: depth)
        out.add("top_down_build_ms", number: Measurement.rounded(topDown * 1e3, places: 3))
        out.add("layout_ms", number: Measurement.rounded(layout * 1e3, places: 3))
        out.add("free_ms", number: Measurement.rounded(free * 1e3, places: 3))
        out.add("bottom_up_build_ms", number: Measurement.rounded(bottomUp * 1e3, places: 3))
        out.add("bottom_up_free_ms", number: Measurement.rounded(freeBottomUp * 1e3, places: 3))
        Output.line(out.text)
        return 0
    }
}
