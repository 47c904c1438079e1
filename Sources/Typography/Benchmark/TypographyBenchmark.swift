/// A measuring workload for the `Benchmarks` executable: realistic paragraphs wrapped at a few
/// widths, every measurement a cache miss (the cost a layout pass pays for new text).
///
/// ```swift
/// let face = try Typeface(bytes: dejaVuSansBytes)
/// let seconds = try Measurement.seconds {
///     _ = TypographyBenchmark.run(typeface: face, rounds: 200)
/// }
/// // strings per second: Double(TypographyBenchmark.strings(rounds: 200)) / seconds
/// ```
package enum TypographyBenchmark {
    /// An English paragraph, a short label, a mixed Latin/CJK line and a Japanese paragraph.
    package static let paragraphs: [String] = [
        "Server-side layout is mostly text: labels, paragraphs and buttons. Each one is measured "
            + "while the constraints are solved, often at several widths, so measuring has to be "
            + "cheap. This paragraph has about sixty words, with punctuation, a hyphenated "
            + "well-known phrase, numbers like 3.14 and 2026, and a few long words such as "
            + "internationalization that may have to wrap at narrow widths.",
        "Save changes",
        "Order #4521 — 注文番号を確認してください (confirmation pending).",
        "日本語の文章は、単語の間に空白がないので、文字と文字の間で改行できます。ただし、句読点「。」や閉じ括弧は行頭に置きません。",
    ]

    /// The widths, in points, each paragraph is wrapped to.
    package static let widths: [Double?] = [nil, 480, 320, 160]

    /// How many strings ``run(typeface:size:rounds:)`` measures.
    package static func strings(rounds: Int) -> Int { rounds * paragraphs.count * widths.count }

    /// Measures every paragraph at every width `rounds` times without caching; returns a
    /// checksum of the heights so the work cannot be optimised away.
    /// - Complexity: O(rounds × total paragraph length).
    package static func run(typeface: Typeface, size: Double = 15, rounds: Int) -> Double {
        let measurer = TextMeasurer(cacheCapacity: 0)
        let style = TextStyle(typeface: typeface, size: size)
        var checksum = 0.0
        for _ in 0..<rounds {
            for paragraph in paragraphs {
                for width in widths {
                    checksum += measurer.measure(paragraph, style: style, width: width).height
                }
            }
        }
        return checksum
    }
}
