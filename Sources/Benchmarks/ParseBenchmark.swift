import LayoutIR
import LayoutSupport
import VisualFormat

/// `Benchmarks --parse [N] [--reps R] [--calls C]`: compiles a generated layout text of N statements with
/// ``VisualFormat/LayoutCompiler`` and prints one JSON line
/// `{"mode", "statements", "bytes", "constraints", "parse_ms", "mb_per_s", "parse_cpu_ms", "cpu_mb_per_s",
/// "short_bytes", "short_us"}` (`parse_cpu_ms`: the processor time of the same compiles, which
/// waiting for a core on a busy machine does not inflate);
/// `short_us` is the median time of one call on ``card`` (a card's layout, the common case),
/// where a fixed cost per call shows.
///
/// The text is deterministic (the same N gives the same bytes) so that runs compare; its
/// statements cycle through the forms people write, so that no single path of the lexer,
/// parser or lowering dominates the number. `syntax_ms` is the median of parsing alone
/// (lexing included); the rest of `parse_ms` is lowering.
///
/// `Benchmarks --parse --cards N [--shape-cache]` compiles the card list's texts one by one
/// (see `runCards(_:cached:reps:)`).
///
/// `Benchmarks --parse --lines FILE` measures real statements instead (see `runLines(_:reps:)`):
/// `Tools/bench/realworld_parse.py` writes such a file from the real-world VFL corpus.
enum ParseBenchmark {
    static let syntax: CommandLineSyntax = {
        var syntax = CountOptions.syntax(
            flag: "--parse", summary: "Compiles a generated layout text of N statements (default 10000).",
            countName: "N", acceptsResizes: false)
        syntax.options.append(.init(
            "lines", value: "FILE",
            help: "compile each line of FILE instead: 'format<TAB>name=value,…<TAB>option,…'"))
        syntax.options.append(.init(
            "cards", value: "N",
            help: "compile the texts of a list of N cards instead (two per card, names suffixed with the card's index)"))
        syntax.options.append(.init("shape-cache", help: "with --cards: through a ShapeCache (texts of one shape compile once)"))
        syntax.options.append(.init(
            "calls", value: "C",
            help: "calls on the short card text per timing (default 2000; 1 to profile the long text)"))
        return syntax
    }()

    static let mode = BenchmarkMode(flag: "--parse", syntax: syntax, run: run)

    /// The metrics the generated text names.
    static let metrics: [String: Double] = ["margin": 20, "pad": 12, "side": 44, "low": 250]

    static func run(_ arguments: [String]) -> Int32 {
        let options: CountOptions
        let linesPath: String?
        let calls: Int
        let cards: Int?
        let cached: Bool
        do {
            let parsed = try syntax.parse(arguments)
            linesPath = parsed.values["lines"]
            calls = try parsed.integer("calls", minimum: 1) ?? 2_000
            cards = try parsed.integer("cards", minimum: 1)
            cached = parsed.has("shape-cache")
            options = try CountOptions.parse(arguments, defaultCount: 10_000, syntax: syntax)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        if let linesPath { return runLines(linesPath, reps: options.reps) }
        if let cards { return runCards(cards, cached: cached, reps: options.reps) }
        let text = generate(statements: options.count)
        let compiler = LayoutCompiler(metrics: metrics)

        var times: [Double] = []
        // Processor time of the same compiles: on a busy machine, waiting for a core inflates
        // the wall time, not this.
        var processorTimes: [Double] = []
        var constraints = 0
        for _ in 0..<options.reps {
            var failure: DiagnosticList?
            var program: LayoutProgram?
            let processorStart = ProcessorTime.now()
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
            constraints = program?.constraintCount ?? 0
            times.append(seconds)
            if let processorStart, let processorEnd = ProcessorTime.now() { processorTimes.append(processorEnd - processorStart) }
        }

        // Short texts: many calls per timing so that the clock's resolution does not matter.
        var shortTimes: [Double] = []
        var sink = 0
        let shortReps = 5
        for _ in 0..<shortReps {
            let seconds = Measurement.seconds {
                for _ in 0..<calls {
                    sink &+= (try? compiler.compile(card))?.constraintCount ?? -1_000_000
                }
            }
            shortTimes.append(seconds / Double(calls))
        }
        guard sink == shortReps * calls * 11 else {
            Output.error("the card layout compiled to \(sink / calls / shortReps) constraints, expected 11")
            return 1
        }

        let median = Measurement.median(times)
        var syntaxTimes: [Double] = []
        var parsed = 0
        for _ in 0..<options.reps {
            syntaxTimes.append(Measurement.seconds { parsed = compiler.parse(text).syntax.statements.count })
        }
        let bytes = text.utf8.count
        var json = JSONLine()
        json.add("mode", string: "parse")
        json.add("statements", int: options.count)
        json.add("bytes", int: bytes)
        json.add("constraints", int: constraints)
        json.add("parsed_statements", int: parsed)
        json.add("parse_ms", number: Measurement.rounded(median * 1e3, places: 4))
        json.add("mb_per_s", number: median > 0 ? Measurement.rounded(Double(bytes) / median / 1e6, places: 3) : nil)
        let processor = processorTimes.count == times.count ? Measurement.median(processorTimes) : nil
        json.add("parse_cpu_ms", number: processor.map { Measurement.rounded($0 * 1e3, places: 4) })
        json.add("cpu_mb_per_s", number: processor.flatMap { $0 > 0 ? Measurement.rounded(Double(bytes) / $0 / 1e6, places: 3) : nil })
        json.add("syntax_ms", number: Measurement.rounded(Measurement.median(syntaxTimes) * 1e3, places: 4))
        json.add("short_bytes", int: card.utf8.count)
        json.add("short_us", number: Measurement.rounded(Measurement.median(shortTimes) * 1e6, places: 3))
        Output.line(json.text)
        return 0
    }

    /// `--cards N [--shape-cache]`: compiles the 2N texts of the card list of issue 14 (each
    /// card's and each column's text, names suffixed with the card's index, as its layout
    /// document has them), one compile per text, fresh or through one ``ShapeCache``; prints
    /// `{"mode", "texts", "bytes", "constraints", "cache", "hits", "total_ms", "us_per_text"}`.
    /// The texts of cards whose indices have as many digits are of one shape. Profile one
    /// repetition with `--toggle-collect='*ParseBenchmarkO9compileAll*'`.
    static func runCards(_ cards: Int, cached: Bool, reps: Int) -> Int32 {
        var texts: [String] = []
        texts.reserveCapacity(2 * cards)
        for index in 0..<cards {
            texts.append(CardBenchmark.cardText(String(index)))
            texts.append(CardBenchmark.columnText(String(index)))
        }
        let compiler = LayoutCompiler()
        var times: [Double] = []
        var constraints = 0
        var hits = 0
        for _ in 0..<reps {
            var result: (constraints: Int, hits: Int)?
            times.append(Measurement.seconds { result = compileAll(texts, with: compiler, cached: cached) })
            guard let result else {
                Output.error("a card text did not compile")
                return 1
            }
            (constraints, hits) = result
        }
        let median = Measurement.median(times)
        var json = JSONLine()
        json.add("mode", string: "parse-cards")
        json.add("texts", int: texts.count)
        json.add("bytes", int: texts.reduce(0) { $0 + $1.utf8.count })
        json.add("constraints", int: constraints)
        json.add("cache", string: cached ? "shape" : "none")
        json.add("hits", int: hits)
        json.add("total_ms", number: Measurement.rounded(median * 1e3, places: 4))
        json.add("us_per_text", number: Measurement.rounded(median / Double(texts.count) * 1e6, places: 3))
        Output.line(json.text)
        return 0
    }

    /// Every text compiled once (through a new cache when `cached`): the constraints made and
    /// the cache's hits, or `nil` when a text fails.
    @inline(never)
    static func compileAll(_ texts: [String], with compiler: LayoutCompiler, cached: Bool) -> (constraints: Int, hits: Int)? {
        var cache = ShapeCache()
        var constraints = 0
        for text in texts {
            do throws(DiagnosticList) {
                constraints += try (cached ? cache.compile(text, with: compiler) : compiler.compile(text)).constraintCount
            } catch {
                return nil
            }
        }
        return (constraints, cache.hits)
    }

    /// One statement of a `--lines` file, with its metrics and options.
    struct Line {
        var format: String
        var compiler: LayoutCompiler
        var options: FormatOptions
    }

    /// `--lines FILE`: compiles every line of FILE on its own, as an app passes each format string
    /// to the API, and prints one JSON line `{"mode", "statements", "bytes", "accepted",
    /// "total_ms", "mb_per_s", "us_per_statement", "joined_ms", "joined_mb_per_s"}`. A line is
    /// `format<TAB>name=value,…<TAB>option,…` (Apple's option names). `joined_*` compiles every
    /// format as one text, one statement per line, with every line's metrics (the first value of
    /// a name wins) and no options: the throughput without the cost per call.
    static func runLines(_ path: String, reps: Int) -> Int32 {
        let file: String
        do {
            file = try TextFile.read(path)
        } catch {
            Output.error("cannot read '\(path)': \(error)")
            return 1
        }
        var lines: [Line] = []
        var joinedMetrics: [String: Double] = [:]
        for (number, row) in file.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            var metrics: [String: Double] = [:]
            var options: FormatOptions = []
            if fields.count > 1 {
                for pair in fields[1].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    guard parts.count == 2, let value = Double(parts[1]) else {
                        Output.error("\(path):\(number + 1): expected name=value, found '\(pair)'")
                        return 1
                    }
                    metrics[String(parts[0])] = value
                    if joinedMetrics[String(parts[0])] == nil { joinedMetrics[String(parts[0])] = value }
                }
            }
            if fields.count > 2 {
                for name in fields[2].split(separator: ",") {
                    guard let option = FormatOptions(named: String(name)) else {
                        Output.error("\(path):\(number + 1): unknown option '\(name)'")
                        return 1
                    }
                    options.formUnion(option)
                }
            }
            lines.append(Line(format: String(fields[0]), compiler: LayoutCompiler(metrics: metrics), options: options))
        }
        guard !lines.isEmpty else {
            Output.error("'\(path)' has no statements")
            return 1
        }
        var times: [Double] = []
        var accepted = 0
        for _ in 0..<reps {
            accepted = 0
            times.append(Measurement.seconds {
                for line in lines {
                    if (try? line.compiler.compile(line.format, options: line.options)) != nil { accepted += 1 }
                }
            })
        }
        let joined = lines.map(\.format).joined(separator: "\n")
        let joinedCompiler = LayoutCompiler(metrics: joinedMetrics)
        var joinedTimes: [Double] = []
        var joinedErrors = 0
        for _ in 0..<reps {
            joinedTimes.append(Measurement.seconds {
                do throws(DiagnosticList) {
                    _ = try joinedCompiler.compile(joined)
                    joinedErrors = 0
                } catch {
                    joinedErrors = error.errors.count
                }
            })
        }
        let bytes = lines.reduce(0) { $0 + $1.format.utf8.count }
        let median = Measurement.median(times)
        let joinedMedian = Measurement.median(joinedTimes)
        var json = JSONLine()
        json.add("mode", string: "parse-lines")
        json.add("statements", int: lines.count)
        json.add("bytes", int: bytes)
        json.add("accepted", int: accepted)
        json.add("total_ms", number: Measurement.rounded(median * 1e3, places: 4))
        json.add("mb_per_s", number: median > 0 ? Measurement.rounded(Double(bytes) / median / 1e6, places: 3) : nil)
        json.add("us_per_statement", number: Measurement.rounded(median / Double(lines.count) * 1e6, places: 3))
        json.add("joined_ms", number: Measurement.rounded(joinedMedian * 1e3, places: 4))
        json.add("joined_mb_per_s",
                 number: joinedMedian > 0 ? Measurement.rounded(Double(joined.utf8.count) / joinedMedian / 1e6, places: 3) : nil)
        json.add("joined_errors", int: joinedErrors)
        Output.line(json.text)
        return 0
    }

    /// A card's layout: icon, title and subtitle, about 100 bytes.
    static let card = "H:|-[icon(44)]-[title]-|\nH:[icon]-[subtitle(==title)]\nV:|-[icon(44)]\nV:|-[title]-2-[subtitle]-(>=8)-|"

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
