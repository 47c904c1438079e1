import XCTest

@testable import Typography

/// Sizes, lines and baselines with the test face (1000 units per em) at 10 pt: a unit is 0.01 pt,
/// so 'a' is 5 pt, 'i' 2.5, 'm' 7.5, a space 2.5, 'A' and 'V' 6, '漢' 10.
final class MeasuringTests: XCTestCase {
    var face: Typeface!

    override func setUpWithError() throws {
        var builder = FontBuilder()
        builder.gposLookups = FontReaderTests.pairLookups
        face = try Typeface(bytes: builder.build())
    }

    func style(
        size: Double = 10, lineHeight: TextStyle.LineHeight = .font, maxLines: Int = 0,
        truncation: TextStyle.Truncation = .ellipsis, kerning: Bool = true
    ) -> TextStyle {
        TextStyle(typeface: face, size: size, lineHeight: lineHeight, maxLines: maxLines, truncation: truncation, kerning: kerning)
    }

    func measure(_ string: String, width: Double? = nil, style: TextStyle? = nil) -> MeasuredText {
        TextMeasurer.measureUncached(string, style: style ?? self.style(), width: width)
    }

    func lineTexts(_ text: MeasuredText) -> [String] {
        text.lines.map { String($0.text) + ($0.ellipsis ?? "") }
    }

    func testSingleLineWidthIsTheSumOfAdvances() {
        XCTAssertEqual(measure("aim").width, 15)
        XCTAssertEqual(measure("aim", style: style(size: 12)).width, 1500.0 * 12 / 1000)
        XCTAssertEqual(measure("a b").width, 12.5)
        XCTAssertEqual(measure("").width, 0)
        XCTAssertEqual(measure("").lines, [])
        XCTAssertEqual(measure("").height, 0)
    }

    func testKerningBetweenAdjacentGlyphs() {
        XCTAssertEqual(measure("AV").width, (1200.0 - 81) / 100)
        XCTAssertEqual(measure("AV", style: style(kerning: false)).width, 12)
        XCTAssertEqual(measure("AVA").width, (1800.0 - 81 - 60) / 100)
        XCTAssertEqual(measure("Ta").width, (1050.0 - 50) / 100)
        XCTAssertEqual(measure("A V").width, 14.5, "a space between stops kerning")
    }

    func testMissingGlyphsUseNotdefAndIgnorablesTakeNoWidth() {
        XCTAssertEqual(measure("Q").width, 5, ".notdef is 500 units")
        XCTAssertEqual(measure("\u{10FFFF}a").width, 10)
        XCTAssertEqual(measure("a\u{200D}\u{FE0F}\u{AD}a").width, 10)
        XCTAssertEqual(measure("a\ta").width, 12.5, "a tab measures as a space")
    }

    func testCombiningSequencesAreOneCluster() {
        let decomposed = "e\u{301}e\u{301}e\u{301}"
        XCTAssertEqual(measure(decomposed).width, 15)
        let wrapped = measure(decomposed, width: 12)
        XCTAssertEqual(lineTexts(wrapped), ["e\u{301}e\u{301}", "e\u{301}"])
        XCTAssertEqual(wrapped.lines.map(\.text.count), [2, 1])
    }

    func testWrapsAtSpacesAndTrailingSpacesHang() {
        let text = measure("aa aa aa", width: 25)
        XCTAssertEqual(lineTexts(text), ["aa aa", "aa"])
        XCTAssertEqual(text.lines.map(\.width), [22.5, 10])
        XCTAssertEqual(text.width, 22.5)
        // Exactly the width fits.
        XCTAssertEqual(lineTexts(measure("aa aa aa", width: 22.5)), ["aa aa", "aa"])
        XCTAssertEqual(lineTexts(measure("aa aa aa", width: 22.4)), ["aa", "aa", "aa"])
        // Spaces at the end of a line neither count nor wrap.
        let spaces = measure("aa     aa", width: 12)
        XCTAssertEqual(lineTexts(spaces), ["aa", "aa"])
        XCTAssertEqual(spaces.width, 10)
        XCTAssertEqual(measure("aa   ").width, 10)
        // Leading spaces of a paragraph count.
        XCTAssertEqual(measure("  aa").width, 15)
    }

    func testNoBreakSpaceGlues() {
        XCTAssertEqual(lineTexts(measure("aa\u{A0}aa aa", width: 25)), ["aa\u{A0}aa", "aa"])
        XCTAssertEqual(lineTexts(measure("a\u{200B}aaa", width: 16)), ["a", "aaa"])
    }

    func testWrapsAfterHyphens() {
        XCTAssertEqual(lineTexts(measure("aa-aa", width: 14)), ["aa-", "aa"])
        XCTAssertEqual(measure("aa-aa", width: 14).lines[0].width, 13)
        // A minus sign before a digit is no break opportunity, nor is a hyphen starting a word.
        XCTAssertEqual(lineTexts(measure("a aa-00", width: 24)), ["a", "aa-00"])
        XCTAssertEqual(lineTexts(measure("a aa-bb", width: 24)), ["a aa-", "bb"])
        XCTAssertEqual(lineTexts(measure("a -aa", width: 14)), ["a", "-aa"])
    }

    func testPunctuationRules() {
        // No break before a closing parenthesis even after a space; a break before an opening one.
        XCTAssertEqual(lineTexts(measure("aa (aa)", width: 20)), ["aa", "(aa)"])
        XCTAssertEqual(lineTexts(measure("aaa ) a", width: 21)), ["aaa )", "a"])
        XCTAssertEqual(lineTexts(measure("aa, aa.", width: 14)), ["aa,", "aa."])
    }

    func testBreaksBetweenIdeographsWithKinsoku() {
        XCTAssertEqual(lineTexts(measure("漢字漢字", width: 25)), ["漢字", "漢字"])
        // '。' may not start a line: '字' moves down with it.
        XCTAssertEqual(lineTexts(measure("漢字。漢", width: 25)), ["漢", "字。", "漢"])
        // '（' may not end one.
        XCTAssertEqual(lineTexts(measure("漢字（字）", width: 35)), ["漢字", "（字）"])
        XCTAssertEqual(lineTexts(measure("か한か한", width: 20)), ["か한", "か한"])
        // Between Latin and CJK.
        XCTAssertEqual(lineTexts(measure("aa漢字", width: 20)), ["aa漢", "字"])
        XCTAssertEqual(lineTexts(measure("漢aa", width: 12)), ["漢", "aa"])
    }

    func testLongWordsBreakBetweenClusters() {
        XCTAssertEqual(lineTexts(measure("aaaaaaa", width: 12)), ["aa", "aa", "aa", "a"])
        // The word first moves to its own line, then breaks.
        XCTAssertEqual(lineTexts(measure("a aaaaa", width: 12)), ["a", "aa", "aa", "a"])
        // A cluster wider than the line stands alone.
        let narrow = measure("mm", width: 1)
        XCTAssertEqual(lineTexts(narrow), ["m", "m"])
        XCTAssertEqual(narrow.width, 7.5)
        XCTAssertEqual(lineTexts(measure("aa", width: 0)), ["a", "a"])
    }

    func testHardLineBreaks() {
        XCTAssertEqual(lineTexts(measure("a\nb")), ["a", "b"])
        XCTAssertEqual(lineTexts(measure("a\r\nb")), ["a", "b"])
        XCTAssertEqual(lineTexts(measure("a\rb\u{2028}c\u{2029}d")), ["a", "b", "c", "d"])
        XCTAssertEqual(lineTexts(measure("a\n\nb")), ["a", "", "b"])
        XCTAssertEqual(lineTexts(measure("a\n")), ["a"], "a final break opens no line")
        XCTAssertEqual(lineTexts(measure("\n")), [""])
        XCTAssertEqual(lineTexts(measure("aa aa\naa", width: 12)), ["aa", "aa", "aa"])
        // No kerning across a hard break.
        XCTAssertEqual(measure("A\nV").width, 6)
    }

    func testLineHeightAndBaselines() {
        // hhea: ascender 800, descender -200, line gap 100 → 11 pt lines, 0.5 pt half-leading.
        let one = measure("aa")
        XCTAssertEqual(one.lineHeight, 11, accuracy: 1e-12)
        XCTAssertEqual(one.height, 11, accuracy: 1e-12)
        XCTAssertEqual(one.firstBaseline, 8.5, accuracy: 1e-12)
        XCTAssertEqual(one.lastBaseline, 2.5, accuracy: 1e-12)
        let three = measure("a\nb\nc")
        XCTAssertEqual(three.height, 33, accuracy: 1e-12)
        XCTAssertEqual(three.lines.map(\.baseline), [8.5, 19.5, 30.5].map { $0 }, "")
        XCTAssertEqual(three.height - three.lines[2].baseline, three.lastBaseline, accuracy: 1e-12)

        let double = measure("a\nb", style: style(lineHeight: .multiple(2)))
        XCTAssertEqual(double.lineHeight, 22, accuracy: 1e-12)
        XCTAssertEqual(double.firstBaseline, 6 + 8, accuracy: 1e-12)
        XCTAssertEqual(double.lines[1].baseline, 22 + 14, accuracy: 1e-12)

        let fixed = measure("a\nb", style: style(lineHeight: .points(8)))
        XCTAssertEqual(fixed.height, 16)
        XCTAssertEqual(fixed.firstBaseline, -1 + 8, accuracy: 1e-12, "leading can be negative")
        XCTAssertEqual(fixed.lastBaseline, -1 + 2, accuracy: 1e-12)

        XCTAssertEqual(measure("").firstBaseline, 8.5, accuracy: 1e-12)
    }

    func testMaxLinesWithEllipsis() {
        let text = measure("aa aa aa", width: 25, style: style(maxLines: 1))
        XCTAssertTrue(text.isTruncated)
        XCTAssertEqual(text.lines.count, 1)
        XCTAssertEqual(text.lines[0].text, "aa")
        XCTAssertEqual(text.lines[0].ellipsis, "\u{2026}")
        XCTAssertEqual(text.lines[0].width, 18)
        XCTAssertEqual(text.height, 11, accuracy: 1e-12)

        // Without a width, the ellipsis follows the kept line.
        let free = measure("a\nb", style: style(maxLines: 1))
        XCTAssertEqual(lineTexts(free), ["a\u{2026}"])
        XCTAssertEqual(free.width, 13)

        let clipped = measure("aa aa aa", width: 25, style: style(maxLines: 1, truncation: .clip))
        XCTAssertEqual(lineTexts(clipped), ["aa aa"])
        XCTAssertTrue(clipped.isTruncated)

        let fits = measure("aa aa", width: 25, style: style(maxLines: 1))
        XCTAssertEqual(lineTexts(fits), ["aa aa"])
        XCTAssertFalse(fits.isTruncated)

        let two = measure("aa aa aa aa aa", width: 25, style: style(maxLines: 2))
        XCTAssertEqual(lineTexts(two), ["aa aa", "aa\u{2026}"])

        // Too narrow for anything but the ellipsis.
        XCTAssertEqual(lineTexts(measure("mm mm", width: 5, style: style(maxLines: 1))), ["\u{2026}"])
    }

    func testEllipsisFallsBackToPeriods() throws {
        var builder = FontBuilder()
        builder.characters[0x2026] = nil
        let face = try Typeface(bytes: builder.build())
        let style = TextStyle(typeface: face, size: 10, maxLines: 1)
        let text = TextMeasurer.measureUncached("a\nb", style: style)
        XCTAssertEqual(text.lines[0].ellipsis, "...")
        XCTAssertEqual(text.width, 5 + 7.5)

        builder.characters[0x2E] = nil
        let bare = try Typeface(bytes: builder.build())
        let none = TextMeasurer.measureUncached("a\nb", style: TextStyle(typeface: bare, size: 10, maxLines: 1))
        XCTAssertNil(none.lines[0].ellipsis)
        XCTAssertEqual(none.width, 5)
    }

    func testLineRangesIndexTheString() {
        let string = "aa  bb\r\ncc dd"
        let text = measure(string, width: 12)
        XCTAssertEqual(text.lines.map { String(string[$0.range]) }, ["aa", "bb", "cc", "dd"])
        XCTAssertEqual(text.lines.map(\.text), ["aa", "bb", "cc", "dd"])
        XCTAssertEqual(string.distance(from: string.startIndex, to: text.lines[2].range.lowerBound), 7)
    }
}
