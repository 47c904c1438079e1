import AutoLayout
import LayoutSupport
import Typography

/// `Benchmarks --text [--font PATH] [--rounds R] [--labels N] [--reps K]`: how fast text is
/// measured, alone and inside layouts.
///
/// - `measure_strings_per_second`: `TypographyBenchmark`'s paragraphs (English, a label,
///   mixed Latin and CJK, Japanese) each wrapped at four widths, every measurement a cache
///   miss: the cost of new text.
/// - `cached_strings_per_second`: the same strings again through one measurer, every
///   measurement a cache hit: the cost of the passes of a layout that asks again.
/// - `layout_ms` and `resize_ms`: N views with text (the paragraphs in turn) stacked in a
///   column as wide as the root: the first layout (each text measured unconstrained, then at
///   its width, solved again for the heights), then a layout at another width (every
///   paragraph wrapped anew). Each height that changes reinstalls the view's intrinsic
///   constraints, and in one column every view's position depends on the heights above it,
///   so this part grows faster than linearly with N (as with any `measure` function).
///
/// Medians of K repetitions; one JSON line.
enum TextBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --text", operands: "",
        summary: "Text measuring (strings per second, uncached and cached) and layouts of views with text.",
        options: [
            .init("font", value: "PATH", help: "the font file (default Examples/fonts/ExampleSans.ttf)"),
            .init("rounds", value: "R", help: "rounds over the paragraphs and widths per repetition (default 500)"),
            .init("labels", value: "N", help: "views with text in the layout (default 100)"),
            .init("reps", value: "K", help: "repetitions; the median is reported (default 5)"),
            .init("fixed", help: "give the views fixed intrinsic sizes instead of text, to compare the layouts' cost"),
        ])

    static let mode = BenchmarkMode(flag: "--text", syntax: syntax, run: run)

    static func run(_ arguments: [String]) -> Int32 {
        var font = "Examples/fonts/ExampleSans.ttf"
        var rounds = 500, labels = 100, reps = 5
        var fixed = false
        do throws(CommandLineUsageError) {
            let parsed = try syntax.parse(arguments)
            if let operand = parsed.operands.first { throw CommandLineUsageError("unexpected argument '\(operand)'") }
            if let path = parsed.values["font"] { font = path }
            rounds = try parsed.integer("rounds", minimum: 1) ?? rounds
            labels = try parsed.integer("labels", minimum: 1) ?? labels
            reps = try parsed.integer("reps", minimum: 1) ?? reps
            fixed = parsed.has("fixed")
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let face: Typeface
        do {
            face = try Typeface(bytes: try SystemIO.readAll(path: font))
        } catch {
            Output.error("Benchmarks: error: \(font): \(error)")
            return 1
        }
        let strings = TypographyBenchmark.strings(rounds: rounds)
        var checksum = 0.0
        var uncached: [Double] = [], cached: [Double] = [], layouts: [Double] = [], resizes: [Double] = []
        for _ in 0..<reps {
            uncached.append(Measurement.seconds { checksum += TypographyBenchmark.run(typeface: face, rounds: rounds) })
            let measurer = TextMeasurer()
            let style = TextStyle(typeface: face, size: 15)
            for paragraph in TypographyBenchmark.paragraphs {
                for width in TypographyBenchmark.widths { _ = measurer.measure(paragraph, style: style, width: width) }
            }
            cached.append(Measurement.seconds {
                for _ in 0..<rounds {
                    for paragraph in TypographyBenchmark.paragraphs {
                        for width in TypographyBenchmark.widths {
                            checksum += measurer.measure(paragraph, style: style, width: width).height
                        }
                    }
                }
            })
            let engine = column(labels: labels, face: face, fixed: fixed)
            layouts.append(Measurement.seconds { engine.layout(width: 480, height: 100_000) })
            resizes.append(Measurement.seconds { engine.layout(width: 320, height: 100_000) })
            checksum += engine.frame(of: engine.root.subviews[labels - 1])?.y ?? 0
        }
        var out = JSONLine()
        out.add("mode", string: "text")
        out.add("font", string: font)
        out.add("strings", int: strings)
        out.add("measure_strings_per_second", number: (Double(strings) / Measurement.median(uncached)).rounded())
        out.add("cached_strings_per_second", number: (Double(strings) / Measurement.median(cached)).rounded())
        out.add("labels", int: labels)
        out.add("fixed", string: fixed ? "yes" : "no")
        out.add("layout_ms", number: Measurement.rounded(Measurement.median(layouts) * 1e3, places: 3))
        out.add("resize_ms", number: Measurement.rounded(Measurement.median(resizes) * 1e3, places: 3))
        out.add("checksum", number: checksum)
        Output.line(out.text)
        return 0
    }

    /// N views with text stacked in a column, each as wide as the root.
    static func column(labels: Int, face: Typeface, fixed: Bool) -> LayoutEngine {
        let root = LayoutView(name: "root")
        var chain = "V:|"
        for index in 0..<labels {
            let view = LayoutView(name: "t\(index)")
            let paragraphs = TypographyBenchmark.paragraphs
            if fixed {
                view.intrinsicWidth = 200
                view.intrinsicHeight = 18
            } else {
                view.text = LayoutText(paragraphs[index % paragraphs.count], typeface: face, size: 15)
            }
            root.addSubview(view)
            chain += "[t\(index)]"
        }
        let engine = LayoutEngine(root: root)
        do {
            try engine.addConstraints(chain)
            for index in 0..<labels { try engine.addConstraints("H:|[t\(index)]|") }
        } catch {
            Output.error("Benchmarks: error: \(error)")
        }
        return engine
    }
}
