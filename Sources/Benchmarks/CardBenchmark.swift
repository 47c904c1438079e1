import AutoLayout
import LayoutSupport

/// `Benchmarks --cards N [--order document|children|shuffled] [--document] [--reps R]
/// [--resizes K] [--print-document]`: the card list of issue 14, the workload people compare with Yoga and Taffy.
///
/// Each card is a container with padding 12 holding an avatar 40 x 40 and a column of a title
/// 20, a subtitle 16 and a body 40 high with gaps of 4; the cards stack 8 apart in the root,
/// as wide as it. Six views a card; 1 + 6N views in all.
///
/// Prints one JSON line: views, constraints, the first layout (text to frames: the tree, the
/// engine, compiling and installing every text, the first layout; median of R runs, in wall
/// time and in processor time, which a busy machine disturbs less), the
/// time of a root resize (median over R runs of K resizes), the peak resident memory and the
/// bytes per view above what the process held before building.
///
/// Through the API each card's texts name its views relative to the card, so every card has
/// the same text; a document (`--document`) needs unique names, so every card has its own.
enum CardBenchmark {
    static let syntax = CommandLineSyntax(
        command: "Benchmarks --cards", operands: "[N]",
        summary: "The card list of issue 14 (1 + 6N views), text to frames, then root resizes.",
        options: [
            .init("order", value: "ORDER", help: "install order: document (the root first), children (the root last) or shuffled (default document)"),
            .init("document", help: "go through a layout document (generated JSON, DocumentLayout)"),
            .init("print-document", help: "print the card list's layout document and stop (to time `autolayout layout` on it)"),
            .init("warnings", help: "also time the first `warnings` (the ambiguity check) after the layout"),
            .init("reps", value: "R", help: "repetitions; the median is reported (default 5)"),
            .init("resizes", value: "K", help: "root resizes timed per repetition (default 100)"),
        ])

    static let mode = BenchmarkMode(flag: "--cards", syntax: syntax, run: run)

    enum Order: String, CaseIterable {
        case document, children, shuffled
    }

    struct Options {
        var cards = 1000
        var order = Order.document
        var document = false
        var printsDocument = false
        var warnings = false
        var reps = 5
        var resizes = 100
    }

    static let width = 1000.0
    static let height = 800.0

    /// A card's own text, with the card as `|`.
    static func cardText(_ suffix: String = "") -> String {
        """
        H:|-12-[avatar\(suffix)(40)]-12-[column\(suffix)]-12-|
        V:|-12-[avatar\(suffix)(40)]-(>=12)-|
        V:|-12-[column\(suffix)]-12-|
        """
    }

    /// A column's text, with the column as `|`.
    static func columnText(_ suffix: String = "") -> String {
        """
        H:|[title\(suffix)]|
        H:|[subtitle\(suffix)]|
        H:|[body\(suffix)]|
        V:|[title\(suffix)(20)]-4-[subtitle\(suffix)(16)]-4-[body\(suffix)(40)]|
        """
    }

    /// The root's text: one column of cards 8 apart, each as wide as the root.
    static func rootText(cards: Int) -> String {
        var text = "V:|"
        text.reserveCapacity(cards * 24)
        for index in 0..<cards { text += index == 0 ? "[card0]" : "-8-[card\(index)]" }
        for index in 0..<cards { text += "\nH:|[card\(index)]|" }
        return text
    }

    /// The order in which the texts go in: indices into `[root, card 0, column 0, card 1, ...]`.
    static func installOrder(cards: Int, order: Order) -> [Int] {
        let count = 1 + 2 * cards
        switch order {
        case .document:
            return Array(0..<count)
        case .children:
            // Deepest first: each column, then its card, the root last.
            var out: [Int] = []
            for card in 0..<cards { out += [2 + 2 * card, 1 + 2 * card] }
            return out + [0]
        case .shuffled:
            var out = Array(0..<count)
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            for i in stride(from: count - 1, to: 0, by: -1) {
                // A fixed-seed xorshift, so that runs compare.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                out.swapAt(i, Int(state % UInt64(i + 1)))
            }
            return out
        }
    }

    /// Text to frames through the API.
    static func buildWithAPI(_ options: Options) throws -> LayoutEngine {
        let root = LayoutView(name: "root")
        var cards: [LayoutView] = []
        var columns: [LayoutView] = []
        cards.reserveCapacity(options.cards)
        columns.reserveCapacity(options.cards)
        for index in 0..<options.cards {
            let card = LayoutView(name: "card\(index)")
            let column = LayoutView(name: "column")
            card.addSubview(LayoutView(name: "avatar"))
            card.addSubview(column)
            for name in ["title", "subtitle", "body"] { column.addSubview(LayoutView(name: name)) }
            root.addSubview(card)
            cards.append(card)
            columns.append(column)
        }
        let engine = LayoutEngine(root: root)
        let card = cardText(), column = columnText(), top = rootText(cards: options.cards)
        for step in installOrder(cards: options.cards, order: options.order) {
            if step == 0 {
                try engine.addConstraints(top)
            } else if step % 2 == 1 {
                try engine.addConstraints(card, in: cards[(step - 1) / 2])
            } else {
                try engine.addConstraints(column, in: columns[(step - 2) / 2])
            }
        }
        engine.layout(width: width, height: height)
        return engine
    }

    /// The card list as a layout document, its nodes in the install order (a node's layout
    /// goes in before its subviews' whatever the order, as `DocumentLayout` does).
    static func documentJSON(cards: Int) -> String {
        var json = "{\"root\": {\"name\": \"root\", \"width\": \(Int(width)), \"height\": \(Int(height)), \"layout\": ["
        json += JSONText.quoted(rootText(cards: cards)) + "], \"subviews\": ["
        for index in 0..<cards {
            let s = String(index)
            if index > 0 { json += ", " }
            json += "{\"name\": \"card\(s)\", \"layout\": [\(JSONText.quoted(cardText(s)))], \"subviews\": ["
            json += "{\"name\": \"avatar\(s)\"}, {\"name\": \"column\(s)\", \"layout\": [\(JSONText.quoted(columnText(s)))], "
            json += "\"subviews\": [{\"name\": \"title\(s)\"}, {\"name\": \"subtitle\(s)\"}, {\"name\": \"body\(s)\"}]}]}"
        }
        return json + "]}}"
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        if options.printsDocument {
            Output.line(documentJSON(cards: options.cards))
            return 0
        }
        let json = options.document ? documentJSON(cards: options.cards) : ""
        let before = ProcessMemory.currentResidentBytes() ?? ProcessMemory.peakResidentBytes() ?? 0
        let anonymousBefore = ProcessMemory.currentAnonymousBytes()

        var builds: [Double] = []
        var buildProcessorTimes: [Double] = []
        var built: LayoutEngine?
        do {
            for _ in 0..<options.reps {
                // Dropping the previous engine is outside the timed region.
                built = nil
                var engine: LayoutEngine?
                let processorStart = ProcessorTime.now()
                builds.append(try Measurement.seconds { () throws in
                    if options.document {
                        engine = try DocumentLayout(document: LayoutDocument(json: json)).engine
                    } else {
                        engine = try buildWithAPI(options)
                    }
                })
                if let start = processorStart, let end = ProcessorTime.now() { buildProcessorTimes.append(end - start) }
                built = engine
            }
        } catch {
            Output.error("Benchmarks: the card list failed: \(error)")
            return 1
        }
        guard let engine = built else { return 1 }
        let peak = ProcessMemory.peakResidentBytes()
        let after = ProcessMemory.currentResidentBytes()
        let anonymousAfter = ProcessMemory.currentAnonymousBytes()
        let broken = engine.brokenConstraints.count
        if broken > 0 {
            Output.error("Benchmarks: the card list breaks \(broken) constraints")
            return 1
        }
        // Every card is 108 high (12 + 20 + 4 + 16 + 4 + 40 + 12), the last one 116 apart
        // per card from the top: a wrong layout is no benchmark.
        if let last = engine.root.subviews.last {
            let frame = engine.frame(of: last)
            let expected = LayoutRect(x: 0, y: Double(options.cards - 1) * 116, width: width, height: 108)
            if frame != expected {
                Output.error("Benchmarks: the last card is at \(frame.map(String.init(describing:)) ?? "no frame"), expected \(expected)")
                return 1
            }
        }

        var rounds: [Double] = []
        if options.resizes > 0 {
            for _ in 0..<options.reps {
                let seconds = Measurement.seconds {
                    for k in 0..<options.resizes {
                        // Widths that move both ways, like a window being dragged.
                        engine.layout(width: width * (0.75 + 0.025 * Double((7 * k) % 21)), height: height)
                    }
                }
                rounds.append(seconds / Double(options.resizes))
            }
        }

        var warningsTime: Double?
        if options.warnings {
            var count = 0
            warningsTime = Measurement.seconds { count = engine.warnings.count }
            if count > 0 {
                Output.error("Benchmarks: the card list has \(count) warnings")
                return 1
            }
        }

        let views = 1 + 6 * options.cards
        let build = Measurement.median(builds)
        var out = JSONLine()
        out.add("mode", string: "cards")
        out.add("cards", int: options.cards)
        out.add("views", int: views)
        out.add("order", string: options.order.rawValue)
        out.add("document", string: options.document ? "yes" : "no")
        out.add("constraints", int: engine.constraints.count)
        out.add("first_layout_ms", number: Measurement.rounded(build * 1e3, places: 3))
        out.add("first_layout_us_per_view", number: Measurement.rounded(build * 1e6 / Double(views), places: 3))
        // Processor time of the same runs: what to compare on a busy machine.
        out.add("first_layout_cpu_ms", number: buildProcessorTimes.count == builds.count
                ? Measurement.rounded(Measurement.median(buildProcessorTimes) * 1e3, places: 3) : nil)
        out.add("resize_us", number: options.resizes > 0
                ? Measurement.rounded(Measurement.median(rounds) * 1e6, places: 3) : nil)
        if let warningsTime { out.add("warnings_ms", number: Measurement.rounded(warningsTime * 1e3, places: 3)) }
        out.add("peak_rss_mb", number: peak.map { Measurement.rounded(Double($0) / 1_048_576, places: 1) })
        out.add("rss_after_layout_mb", number: after.map { Measurement.rounded(Double($0) / 1_048_576, places: 1) })
        // Above what the process held before building (the runtime, the generated JSON).
        out.add("peak_bytes_per_view", number: peak.map { Double(($0 - before) / views) })
        out.add("bytes_per_view_after_layout", number: after.map { Double(($0 - before) / views) })
        // The same without file-backed pages: the code pages the first layout touches for the
        // first time (17-40 bytes a view at 1,000 cards, varying run to run) are not memory
        // a view holds.
        if let anonymousBefore, let anonymousAfter {
            out.add("anonymous_bytes_per_view_after_layout", number: Double((anonymousAfter - anonymousBefore) / views))
        }
        Output.line(out.text)
        return 0
    }

    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Options {
        let parsed = try syntax.parse(arguments)
        var options = Options()
        guard parsed.operands.count <= 1 else { throw CommandLineUsageError("unexpected argument '\(parsed.operands[1])'") }
        if let text = parsed.operands.first {
            guard let n = Int(text), n >= 1 else { throw CommandLineUsageError("expected a whole number of at least 1, found '\(text)'") }
            options.cards = n
        }
        if let order = try parsed.choice("order", among: Order.allCases.map(\.rawValue)) {
            options.order = Order(rawValue: order) ?? .document
        }
        options.document = parsed.has("document")
        options.printsDocument = parsed.has("print-document")
        options.warnings = parsed.has("warnings")
        options.reps = try parsed.integer("reps", minimum: 1) ?? options.reps
        options.resizes = try parsed.integer("resizes", minimum: 0) ?? options.resizes
        return options
    }
}
