import VisualFormat
import LayoutIR

/// `Benchmarks --parse [N] [--reps R]`: compiles a generated layout text of N statements with
/// ``VisualFormat/LayoutCompiler`` and prints one JSON line
/// `{"mode", "statements", "bytes", "constraints", "parse_ms", "mb_per_s"}`.
///
/// The text is deterministic (the same N gives the same bytes) so that runs compare; its
/// statements cycle through the forms people write, so that no single path of the lexer,
/// parser or lowering dominates the number.
enum ParseBenchmark {
    static let syntax = CountOptions.syntax(
        flag: "--parse", summary: "Compiles a generated layout text of N statements (default 10000).",
        countName: "N", acceptsResizes: false)

    static let mode = BenchmarkMode(flag: "--parse", syntax: syntax, run: run)

    /// The metrics the generated text names.
    static let metrics: [String: Double] = ["margin": 20, "pad": 12, "side": 44, "low": 250]

    static func run(_ arguments: [String]) -> Int32 {
        let options: CountOptions
        do {
            options = try CountOptions.parse(arguments, defaultCount: 10_000, syntax: syntax)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let text = generate(statements: options.count)
        let compiler = LayoutCompiler(metrics: metrics)

        var times: [Double] = []
        var constraints = 0
        for _ in 0..<options.reps {
            var failure: DiagnosticList?
            var program: LayoutProgram?
            let seconds = Measurement.seconds {
                do throws(DiagnosticList) {
                    program = try compiler.compile(text)
                } catch {
                    failure = error
                }
            }
            if let failure {
                // A generator bug, not a measurement: show the first few problems.
                let formatter = DiagnosticFormatter(fileName: "generated")
                for diagnostic in failure.errors.prefix(5) { Output.error(formatter.render(diagnostic, in: text)) }
                return 1
            }
            constraints = program?.constraints.count ?? 0
            times.append(seconds)
        }

        let median = Measurement.median(times)
        let bytes = text.utf8.count
        var json = JSONLine()
        json.add("mode", string: "parse")
        json.add("statements", int: options.count)
        json.add("bytes", int: bytes)
        json.add("constraints", int: constraints)
        json.add("parse_ms", number: Measurement.rounded(median * 1e3, places: 4))
        json.add("mb_per_s", number: median > 0 ? Measurement.rounded(Double(bytes) / median / 1e6, places: 3) : nil)
        Output.line(json.text)
        return 0
    }

    /// N statements, one per line or joined by `;`, every view name suffixed with the
    /// statement's index so that statements never collide (a stack or a range may be
    /// declared once).
    static func generate(statements count: Int) -> String {
        var text = ""
        for i in 0..<count {
            text += statement(i)
            // Mostly one statement per line (QuickVFL), every fifth joined with `;`.
            text += i % 5 == 4 ? "; " : "\n"
        }
        return text
    }

    /// Statement `i`: a cycle of Apple VFL, QuickVFL and Extended VFL forms.
    static func statement(_ i: Int) -> String {
        switch i % 16 {
        case 0: return "H:|-margin-[a\(i)]-[b\(i)(>=50@750)]-margin-|"
        case 1: return "V:|-(>=8,<=20@500)-[a\(i)(side)]-10-[b\(i)(==a\(i))]-|"
        case 2: return "H:[l\(i)]-(-12)-[r\(i)(>=l\(i)*2-20)] {top, bottom}"
        case 3: return "/* card \(i) */ V:|[t\(i)]-[m\(i)]-[f\(i)]| {leading, trailing}"
        case 4: return "H:|~[c\(i)(120)]~|  // centred"
        case 5: return "HV:|-pad-[bg\(i)]-pad-|"
        case 6: return "V:|[col\(i):[h\(i)(40)][x\(i)][f\(i)(20)]]|"
        case 7: return "H:|[r\(i)c1..4(44)]"
        case 8: return "C:badge\(i).centerX(icon\(i).right).centerY(icon\(i).top)"
        case 9: return "H:|[s\(i)(==30%)]-10%-[t\(i)]|"
        case 10: return "Z:|[u\(i)][o\(i)]"
        case 11: return "H:|[l\(i)(50)]->[r\(i)(50)]|"
        case 12: return "V:[v\(i)(v\(i).width/2)]"
        case 13: return "H: | - 10 - [ p\(i) ] - ( >= 8 @ low ) - [ q\(i) ( == p\(i) / 2 + 4 ) ] - |"
        case 14: return "V:|-[a\(i),b\(i)]-| {centerX}"
        default: return "[w\(i)(>=100,<=400@750)]-20@750-[e\(i)]-(>=pad)-|"
        }
    }
}
