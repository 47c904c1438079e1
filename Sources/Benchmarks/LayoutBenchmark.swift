import AutoLayout

/// `Benchmarks --layout [N] [--reps R] [--resizes K]`: the whole pipeline on a generated
/// N-view tree, one JSON line `{"mode", "views", "constraints", "build_ms",
/// "build_us_per_view", "resize_us", "resize_us_per_view"}`.
///
/// - build: from text to frames with nothing prepared: the tree, the engine, compiling and
///   installing every statement, the first layout. Median of R runs.
/// - resize: K layouts of the built engine at changing root sizes (the incremental path a
///   window resize takes). Median over R runs of the time per layout.
///
/// The tree is a grid of cards under the root, each card holding a title and a body: rows
/// are H statements with equal widths and top alignment, the first column chains vertically,
/// and each card lays out its own children with text addressed to it (`in: card`).
enum LayoutBenchmark {
    static let syntax = CountOptions.syntax(
        flag: "--layout", summary: "The whole pipeline, text to frames, on a generated tree of N views (default 1000).",
        countName: "N", acceptsResizes: true)

    static let mode = BenchmarkMode(flag: "--layout", syntax: syntax, run: run)

    /// The generated workload: how many cards, in how many columns.
    struct Grid {
        var cards: Int
        var columns: Int

        /// Every view is the root or one of a card's three (card, title, body).
        init(views: Int) {
            cards = max(1, (views - 1) / 3)
            var columns = 1
            while columns * columns < cards { columns += 1 }
            self.columns = columns
        }

        var views: Int { 1 + 3 * cards }
        var rows: Int { (cards + columns - 1) / columns }

        func card(row: Int, column: Int) -> String { "card\(row * columns + column)" }

        /// The root's layout text: one H statement per row, one V chain down the first column.
        var rootText: String {
            var lines: [String] = []
            for row in 0..<rows {
                let count = min(columns, cards - row * columns)
                var line = "H:|-"
                for column in 0..<count {
                    let name = card(row: row, column: column)
                    line += column == 0 ? "[\(name)(>=40)]" : "-[\(name)(==card0)]"
                }
                // A short last row keeps the widths of the others instead of stretching.
                line += count == columns ? "-| {top}" : " {top}"
                lines.append(line)
            }
            let chain = (0..<rows).map { "[\(card(row: $0, column: 0))]" }.joined(separator: "-")
            lines.append("V:|-\(chain)-(>=20)-|")
            return lines.joined(separator: "\n")
        }

        /// A card's own text; names resolve inside the card first.
        func cardText(_ index: Int) -> String {
            """
            H:|-inset-[title\(index)]-inset-|
            H:|-inset-[body\(index)(>=20)]-inset-|
            V:|-inset-[title\(index)(20)]-4-[body\(index)]-inset-|
            """
        }

        /// The tree, the engine, every statement installed, laid out at `size`.
        func build(width: Double, height: Double) throws -> (LayoutEngine, [LayoutView]) {
            let root = LayoutView(name: "root")
            var cardViews: [LayoutView] = []
            cardViews.reserveCapacity(cards)
            for index in 0..<cards {
                let card = LayoutView(name: "card\(index)")
                let title = LayoutView(name: "title\(index)")
                title.intrinsicWidth = 80
                let body = LayoutView(name: "body\(index)")
                body.intrinsicHeight = 40
                card.addSubview(title)
                card.addSubview(body)
                root.addSubview(card)
                cardViews.append(card)
            }
            let engine = LayoutEngine(root: root)
            try engine.addConstraints(rootText)
            let metrics = ["inset": 8.0]
            for (index, card) in cardViews.enumerated() {
                try engine.addConstraints(cardText(index), in: card, metrics: metrics)
            }
            engine.layout(width: width, height: height)
            return (engine, cardViews)
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: CountOptions
        do {
            options = try CountOptions.parse(arguments, defaultCount: 1000, syntax: syntax)
        } catch {
            return Output.usage(error, syntax: syntax)
        }
        let grid = Grid(views: options.count)
        let width = 1600.0, height = 2400.0

        var builds: [Double] = []
        var built: LayoutEngine?
        do {
            for _ in 0..<options.reps {
                var engine: LayoutEngine?
                // Dropping the previous engine is outside the timed region.
                built = nil
                builds.append(try Measurement.seconds { () throws in
                    engine = try grid.build(width: width, height: height).0
                })
                built = engine
            }
        } catch {
            Output.error("Benchmarks: the generated layout failed: \(error)")
            return 1
        }
        guard let engine = built else { return 1 }
        if !engine.brokenConstraints.isEmpty {
            Output.error("Benchmarks: the generated layout breaks \(engine.brokenConstraints.count) constraints")
            return 1
        }

        var rounds: [Double] = []
        if options.resizes > 0 {
            for _ in 0..<options.reps {
                let seconds = Measurement.seconds {
                    for k in 0..<options.resizes {
                        // Sizes that move both ways, like a window being dragged.
                        let factor = 0.75 + 0.025 * Double((7 * k) % 21)
                        engine.layout(width: width * factor, height: height * factor)
                    }
                }
                rounds.append(seconds / Double(options.resizes))
            }
        }

        let views = Double(grid.views)
        let build = Measurement.median(builds)
        let resize = options.resizes > 0 ? Measurement.median(rounds) : nil
        var json = JSONLine()
        json.add("mode", string: "layout")
        json.add("views", int: grid.views)
        json.add("constraints", int: engine.constraints.count)
        json.add("build_ms", number: Measurement.rounded(build * 1e3, places: 4))
        json.add("build_us_per_view", number: Measurement.rounded(build * 1e6 / views, places: 4))
        json.add("resize_us", number: resize.map { Measurement.rounded($0 * 1e6, places: 4) })
        json.add("resize_us_per_view", number: resize.map { Measurement.rounded($0 * 1e6 / views, places: 4) })
        Output.line(json.text)
        return 0
    }
}
