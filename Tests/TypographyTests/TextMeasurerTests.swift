import XCTest

@testable import Typography

final class TextMeasurerTests: XCTestCase {
    var style: TextStyle!

    override func setUpWithError() throws {
        style = TextStyle(typeface: try Typeface(bytes: FontBuilder().build()), size: 10)
    }

    func testCachesPerStringStyleAndWidth() {
        let measurer = TextMeasurer()
        let first = measurer.measure("aa aa", style: style, width: 12)
        XCTAssertEqual(measurer.cachedCount, 1)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: 12), first)
        XCTAssertEqual(measurer.cachedCount, 1)
        _ = measurer.measure("aa aa", style: style, width: 30)
        _ = measurer.measure("aa aa", style: style)
        var bigger = style!
        bigger.size = 20
        _ = measurer.measure("aa aa", style: bigger)
        XCTAssertEqual(measurer.cachedCount, 4)
        XCTAssertEqual(first, TextMeasurer.measureUncached("aa aa", style: style, width: 12))
        measurer.removeAllCachedMeasurements()
        XCTAssertEqual(measurer.cachedCount, 0)
    }

    func testWideEnoughWidthsReuseTheUnconstrainedMeasurement() {
        let measurer = TextMeasurer()
        let free = measurer.measure("aa aa", style: style)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: 22.5), free)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: 1000), free)
        XCTAssertEqual(measurer.cachedCount, 1)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: 22).lines.count, 2)
    }

    func testCanonicallyEquivalentStringsAreMeasuredApart() {
        let measurer = TextMeasurer()
        let composed = "\u{E9}"
        let decomposed = "e\u{301}"
        XCTAssertEqual(composed, decomposed)
        _ = measurer.measure(composed, style: style)
        let second = measurer.measure(decomposed, style: style)
        XCTAssertEqual(measurer.cachedCount, 2)
        XCTAssertEqual(second.lines[0].range.upperBound, decomposed.endIndex)
        XCTAssertEqual(second.lines[0].text.unicodeScalars.count, 2)
    }

    func testNaNWidthMeansNoLimit() {
        let measurer = TextMeasurer()
        let free = measurer.measure("aa aa", style: style)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: .nan), free)
        XCTAssertEqual(measurer.measure("aa aa", style: style, width: .nan), free)
        XCTAssertEqual(measurer.cachedCount, 1)
        XCTAssertEqual(TextMeasurer.measureUncached("aa aa", style: style, width: .nan).lines.count, 1)
        XCTAssertEqual(TextMeasurer.measureUncached("aa aa", style: style, width: -1).lines.count, 4)
    }

    func testCapacityBoundsTheCache() {
        let measurer = TextMeasurer(cacheCapacity: 3)
        for index in 0..<10 { _ = measurer.measure("a\(index)", style: style) }
        XCTAssertLessThanOrEqual(measurer.cachedCount, 3)
        XCTAssertGreaterThan(measurer.cachedCount, 0)
        let none = TextMeasurer(cacheCapacity: 0)
        _ = none.measure("a", style: style)
        XCTAssertEqual(none.cachedCount, 0)
    }
}

final class BenchmarkWorkloadTests: XCTestCase {
    func testWorkloadMeasuresEveryParagraphAtEveryWidth() throws {
        let face = try Typeface(bytes: FontBuilder().build())
        XCTAssertEqual(TypographyBenchmark.strings(rounds: 3), 3 * 4 * 4)
        let checksum = TypographyBenchmark.run(typeface: face, size: 15, rounds: 1)
        // Every paragraph has at least one line of 15 × 1.1 = 16.5 pt.
        XCTAssertGreaterThanOrEqual(checksum, 16 * 16.5 - 1e-9)
        XCTAssertEqual(TypographyBenchmark.run(typeface: face, size: 15, rounds: 2), 2 * checksum, accuracy: 1e-9)
    }
}
