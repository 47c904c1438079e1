import LayoutSupport
import AutoLayout
import XCTest
@testable import AutoLayout

/// A view's text in the engine: intrinsic size, height for width, baselines from the font.
/// Every number follows from `TestFont`'s advances and metrics (1000 units per em; at size 10
/// a line is 11 points, first baseline 8.5 from the top, last 2.5 from the bottom).
final class TextLayoutTests: XCTestCase {
    private func label(_ name: String, _ string: String, size: Double = 10, maxLines: Int = 0) throws -> LayoutView {
        let view = LayoutView(name: name)
        view.text = LayoutText(string, typeface: try TestFont().typeface, size: size, maxLines: maxLines)
        return view
    }

    func testLayoutTextBaselinesComeFromTheFontMetrics() throws {
        let face = try TestFont().typeface
        let body = LayoutText("x", typeface: face, size: 10)
        XCTAssertEqual(body.firstBaseline, 8.5, accuracy: 1e-9)
        XCTAssertEqual(body.lastBaseline, 2.5, accuracy: 1e-9)
        // A fixed line height of 20 leaves 10 points of leading, half above the ascent (8) and
        // half below the descent (2).
        let loose = LayoutText("x", typeface: face, size: 10, lineHeight: .points(20))
        XCTAssertEqual(loose.firstBaseline, 13, accuracy: 1e-9)
        XCTAssertEqual(loose.lastBaseline, 7, accuracy: 1e-9)
        XCTAssertEqual(body.familyName, nil)
        XCTAssertEqual(face.familyName, "Test Sans")
    }

    func testIntrinsicSizeIsTheOneLineWidthAndTheLineHeight() throws {
        let root = LayoutView(name: "root")
        let title = try label("title", "hello world")
        root.addSubview(title)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[title]; V:|-[title]")
        engine.layout(width: 400, height: 300)
        // h e l l o (5 x 500) + space 250 + w o r l d (5 x 500) = 5250 units = 52.5 points.
        XCTAssertEqual(TestFont.width("hello world", size: 10), 52.5)
        assertFrame(engine.frame(of: title), 20, 20, 52.5, 11)
    }

    func testHeightFollowsTheWidthTheLayoutGives() throws {
        let root = LayoutView(name: "root")
        // Four words of 20 points with 2.5-point spaces: 87.5 points on one line.
        let body = try label("body", "aaaa bbbb cccc dddd")
        let below = LayoutView(name: "below")
        root.addSubview(body)
        root.addSubview(below)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[body]-|; V:|-[body]-[below(10)]; H:|[below]|")
        let cases: [(width: Double, lines: Int, text: [String])] = [
            (40 + 87.5, 1, ["aaaa bbbb cccc dddd"]),
            (40 + 87.4, 2, ["aaaa bbbb cccc", "dddd"]),
            (40 + 45, 2, ["aaaa bbbb", "cccc dddd"]),
            (40 + 42.4, 4, ["aaaa", "bbbb", "cccc", "dddd"]),
            (40 + 20, 4, ["aaaa", "bbbb", "cccc", "dddd"]),
        ]
        for (width, lines, text) in cases {
            engine.layout(width: width, height: 300)
            let height = 11 * Double(lines)
            assertFrame(engine.frame(of: body), 20, 20, width - 40, height)
            assertFrame(engine.frame(of: below), 0, 20 + height + 8, width, 10)
            XCTAssertEqual(engine.measuredText(of: body)?.lines.map { String($0.text) }, text, "\(width)")
        }
    }

    func testMaximumLinesCutTheHeightAndEndWithAnEllipsis() throws {
        let root = LayoutView(name: "root")
        let body = try label("body", "aaaa bbbb cccc dddd", maxLines: 2)
        root.addSubview(body)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[body]-|; V:|-[body]")
        engine.layout(width: 40 + 20, height: 300)
        assertFrame(engine.frame(of: body), 20, 20, 20, 22)
        let measured = try XCTUnwrap(engine.measuredText(of: body))
        XCTAssertTrue(measured.isTruncated)
        // "bbbb" and "…" (750) do not fit 20 points: clusters go until they do ("bb…" = 17.5).
        XCTAssertEqual(measured.lines.map { String($0.text) + ($0.ellipsis ?? "") }, ["aaaa", "bb\u{2026}"])
        XCTAssertEqual(measured.lines.map(\.baseline), [8.5, 19.5])
    }

    func testFirstBaselinesAlignTextOfTwoSizes() throws {
        let root = LayoutView(name: "root")
        let small = try label("small", "abc")
        let large = try label("large", "abc", size: 20)
        root.addSubview(small)
        root.addSubview(large)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[small]-[large]", options: .alignAllFirstBaseline)
        try engine.addConstraints("V:|-40-[small]")
        engine.layout(width: 400, height: 300)
        // small: 15 x 11, baseline 40 + 8.5; large: 30 x 22, baseline 1 + 16 below its top.
        assertFrame(engine.frame(of: small), 20, 40, 15, 11)
        assertFrame(engine.frame(of: large), 43, 48.5 - 17, 30, 22)
    }

    func testLastBaselinesAlignUnderMultilineText() throws {
        let root = LayoutView(name: "root")
        let note = try label("note", "one\ntwo\nthree")
        let price = try label("price", "9.50", size: 20)
        root.addSubview(note)
        root.addSubview(price)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[note]-[price]", options: .alignAllLastBaseline)
        try engine.addConstraints("V:|-[note]")
        engine.layout(width: 400, height: 300)
        // note: 3 lines, 33 high, last baseline 2.5 above 53; price: last baseline 5 above its bottom.
        XCTAssertEqual(engine.measuredText(of: note)?.lines.count, 3)
        assertFrame(engine.frame(of: note), 20, 20, 25, 33)
        assertFrame(engine.frame(of: price), 53, 50.5 + 5 - 22, 35, 22)
    }

    func testBaselineToBaselineSpacingUsesTheFont() throws {
        let root = LayoutView(name: "root")
        let heading = try label("heading", "Title", size: 20)
        let body = try label("body", "body")
        root.addSubview(heading)
        root.addSubview(body)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[heading]; H:|-[body]; V:|-[heading]")
        try engine.addConstraints([rule("body", .firstBaseline, .equal, "heading", .lastBaseline, plus: 24)])
        engine.layout(width: 400, height: 300)
        // heading: T i t l e = 2250 units at 20 points, 20 ... 42 high, last baseline at
        // 42 - 5 = 37; body's first baseline at 37 + 24 = 61.
        assertFrame(engine.frame(of: heading), 20, 20, 45, 22)
        assertFrame(engine.frame(of: body), 20, 61 - 8.5, 20, 11)
    }

    func testExplicitValuesWinOverTheText() throws {
        let root = LayoutView(name: "root")
        let a = try label("a", "abc")
        let b = try label("b", "abc")
        a.intrinsicWidth = 100
        a.firstBaselineOffset = 2
        b.measure = { _ in LayoutSize(width: 7, height: 3) }
        root.addSubview(a)
        root.addSubview(b)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[a]-[b]", options: .alignAllFirstBaseline)
        try engine.addConstraints("V:|-[a]")
        engine.layout(width: 400, height: 300)
        assertFrame(engine.frame(of: a), 20, 20, 100, 11)
        // b's measure wins (7 x 3) but its baseline is still the text's: 22 - 8.5.
        assertFrame(engine.frame(of: b), 128, 13.5, 7, 3)
    }

    func testChangingTheTextMeasuresAgain() throws {
        let root = LayoutView(name: "root")
        let title = try label("title", "ab")
        root.addSubview(title)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[title]; V:|-[title]")
        engine.layout(width: 400, height: 300)
        assertFrame(engine.frame(of: title), 20, 20, 10, 11)
        title.text?.string = "abcd"
        engine.layout()
        assertFrame(engine.frame(of: title), 20, 20, 20, 11)
        title.text?.style.size = 20
        engine.layout()
        assertFrame(engine.frame(of: title), 20, 20, 40, 22)
        title.text = nil
        engine.layout()
        XCTAssertNil(engine.measuredText(of: title))
        XCTAssertEqual(engine.ambiguousViews().map(\.view), ["title"])
    }

    func testMeasurementsAreCachedPerEngine() throws {
        let root = LayoutView(name: "root")
        let body = try label("body", "aaaa bbbb cccc dddd")
        root.addSubview(body)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[body]-|; V:|-[body]")
        engine.layout(width: 85, height: 300)
        let cached = engine.textMeasurer.cachedCount
        // The unconstrained size and the size at 45 points.
        XCTAssertEqual(cached, 2)
        // Wider than the one-line width: the unconstrained measurement answers.
        engine.layout(width: 300, height: 300)
        engine.layout(width: 85, height: 300)
        XCTAssertEqual(engine.textMeasurer.cachedCount, 2)
        engine.layout(width: 60, height: 300)
        XCTAssertEqual(engine.textMeasurer.cachedCount, 3)
        XCTAssertEqual(engine.frame(of: body)?.height, 44)
        let other = LayoutEngine(root: LayoutView(name: "other"))
        XCTAssertEqual(other.textMeasurer.cachedCount, 0)
    }

    func testHiddenTextHasNoLines() throws {
        let root = LayoutView(name: "root")
        let title = try label("title", "abc")
        root.addSubview(title)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[title]; V:|-[title]")
        title.isHidden = true
        engine.layout(width: 400, height: 300)
        assertFrame(engine.frame(of: title), 20, 20, 0, 0)
        XCTAssertNil(engine.measuredText(of: title))
        XCTAssertNil(LayoutReport(laidOutBy: engine).frame(named: "title")?.text)
    }

    /// Random strings of random words at random widths (never narrower than a word): the
    /// height is always lines × 11, no line is wider than the view, each line ends where the
    /// next word would not fit, and the lines put back together give the words in order.
    func testRandomTextWrapsInsideTheWidthItGets() throws {
        var generator = SeededGenerator(seed: 0x7E57_7E47)
        let root = LayoutView(name: "root")
        let body = try label("body", "")
        root.addSubview(body)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[body]-|; V:|-[body]")
        for _ in 0..<200 {
            let words = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                String(repeating: "a", count: Int.random(in: 1...8, using: &generator))
            }
            body.text?.string = words.joined(separator: " ")
            let width = Double(Int.random(in: 80...300, using: &generator))
            engine.layout(width: width, height: 500)
            let frame = laidOutFrame(engine, body)
            let measured = try XCTUnwrap(engine.measuredText(of: body))
            XCTAssertEqual(frame.height, 11 * Double(measured.lines.count), accuracy: 1e-9)
            XCTAssertEqual(frame.width, width - 40, accuracy: 1e-9)
            for line in measured.lines {
                XCTAssertLessThanOrEqual(line.width, frame.width + 1e-9)
                XCTAssertEqual(line.width, TestFont.width(String(line.text), size: 10), accuracy: 1e-9)
            }
            XCTAssertEqual(measured.lines.flatMap { $0.text.split(separator: " ").map(String.init) }, words)
            for (line, next) in zip(measured.lines, measured.lines.dropFirst()) {
                let joined = String(line.text) + " " + (next.text.split(separator: " ").first.map(String.init) ?? "")
                XCTAssertGreaterThan(TestFont.width(joined, size: 10), frame.width)
            }
        }
    }
}
