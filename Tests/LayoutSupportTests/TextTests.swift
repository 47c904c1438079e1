import XCTest

@testable import LayoutSupport

final class DecimalTextTests: XCTestCase {
    func testSixDecimalsWithoutTrailingZerosOrNegativeZero() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.0000004, "0"), (640, "640"), (-12, "-12"), (2.5, "2.5"),
            (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (-0.05, "-0.05"), (99.9999996, "100"),
            (0.000001, "0.000001"), (-2.125, "-2.125"), (0.1 + 0.2, "0.3"), (9.9999999, "10"),
        ]
        for (value, text) in cases { XCTAssertEqual(DecimalText.format(value), text, "\(value)") }
    }

    func testLargeValuesAreWholeWithoutExponentWhileAnIntegerHoldsThem() {
        XCTAssertEqual(DecimalText.format(3e12), "3000000000000")
        XCTAssertEqual(DecimalText.format(-1e15), "-1000000000000000")
        XCTAssertEqual(DecimalText.format(1e18), "1000000000000000000")
        XCTAssertEqual(DecimalText.format(1e20), "1e+20")
    }

    func testNonFinite() {
        XCTAssertEqual(DecimalText.format(.infinity), "inf")
        XCTAssertEqual(DecimalText.format(-.infinity), "-inf")
        XCTAssertEqual(DecimalText.format(.nan), "nan")
        XCTAssertEqual(JSONText.number(.nan), "null")
        XCTAssertEqual(JSONText.number(-7.25), "-7.25")
    }
}

final class JSONTextTests: XCTestCase {
    func testEscapes() {
        XCTAssertEqual(JSONText.quoted("a.b"), "\"a.b\"")
        XCTAssertEqual(JSONText.quoted("q\"\\\n\r\t\u{1}\u{1f}é"), "\"q\\\"\\\\\\n\\r\\t\\u0001\\u001fé\"")
    }
}

final class SuggestionTests: XCTestCase {
    func testTyposWithinTheLimitForTheLength() {
        XCTAssertEqual(Suggestion.closest(to: "lable", among: ["label", "button"]), "label")
        XCTAssertEqual(Suggestion.closest(to: "widht", among: ["width", "height"]), "width")
        // Case alone is a suggestion.
        XCTAssertEqual(Suggestion.closest(to: "Label", among: ["label"]), "label")
        // Three letters allow one edit; `ab` is two from `abc` + `x`.
        XCTAssertEqual(Suggestion.closest(to: "abx", among: ["abc"]), "abc")
        XCTAssertNil(Suggestion.closest(to: "axx", among: ["abc"]))
        // Nine letters and more allow three.
        XCTAssertEqual(Suggestion.closest(to: "constrnt", among: ["constraint"]), "constraint")
        XCTAssertNil(Suggestion.closest(to: "zzzzz", among: ["label"]))
        XCTAssertNil(Suggestion.closest(to: "label", among: ["label"]), "the word itself is no suggestion")
    }

    func testTiesGoToTheEarlierCandidateOrTheAlphabeticallyFirstOfASet() {
        XCTAssertEqual(Suggestion.closest(to: "cat", among: ["hat", "bat"]), "hat")
        XCTAssertEqual(Suggestion.closest(to: "cat", among: ["bat", "hat"]), "bat")
        XCTAssertEqual(Suggestion.closest(to: "cat", among: Set(["hat", "bat", "mat"])), "bat")
    }

    func testHint() {
        XCTAssertEqual(Suggestion.hint(for: "lable", among: ["label"]), "did you mean 'label'?")
        XCTAssertNil(Suggestion.hint(for: "x", among: ["label"]))
    }

    func testDistanceIsOptimalStringAlignment() {
        func d(_ a: String, _ b: String) -> Int {
            Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        XCTAssertEqual(d("lable", "label"), 1)
        XCTAssertEqual(d("", "abc"), 3)
        XCTAssertEqual(d("kitten", "sitting"), 3)
        XCTAssertEqual(d("ca", "abc"), 3, "optimal string alignment, not Damerau: no edit after a swap")
        // With a limit the answer is exact up to it and only 'beyond' past it.
        XCTAssertEqual(Suggestion.distance(Array("abcdef".unicodeScalars), Array("badcfe".unicodeScalars), limit: 3), 3)
        XCTAssertGreaterThan(Suggestion.distance(Array("aaaaaa".unicodeScalars), Array("bbbbbb".unicodeScalars), limit: 2), 2)
    }

    func testLongNamesCostNothing() {
        let long = String(repeating: "a", count: 100_000)
        XCTAssertNil(Suggestion.closest(to: long, among: [long + "b", "label"]))
        XCTAssertNil(Suggestion.closest(to: "label", among: [long]))
    }
}
