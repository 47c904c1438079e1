import XCTest

@testable import CassowaryScript

final class ValueFormatterTests: XCTestCase {
    func testFormatting() {
        XCTAssertEqual(ValueFormatter.format(0), "0")
        XCTAssertEqual(ValueFormatter.format(-0.0), "0")
        XCTAssertEqual(ValueFormatter.format(-0.0000004), "0")
        XCTAssertEqual(ValueFormatter.format(640), "640")
        XCTAssertEqual(ValueFormatter.format(-12), "-12")
        XCTAssertEqual(ValueFormatter.format(2.5), "2.5")
        XCTAssertEqual(ValueFormatter.format(1.0 / 3), "0.333333")
        XCTAssertEqual(ValueFormatter.format(2.0 / 3), "0.666667")
        XCTAssertEqual(ValueFormatter.format(-0.05), "-0.05")
        XCTAssertEqual(ValueFormatter.format(99.9999996), "100")
        XCTAssertEqual(ValueFormatter.format(0.000001), "0.000001")
        XCTAssertEqual(ValueFormatter.format(1e20), "1e+20")
        XCTAssertEqual(ValueFormatter.format(.infinity), "inf")
        XCTAssertEqual(ValueFormatter.json(.nan), "null")
        XCTAssertEqual(ValueFormatter.json(-7.25), "-7.25")
    }

    func testJSONStrings() {
        XCTAssertEqual(ValueFormatter.jsonString("a.b"), "\"a.b\"")
        XCTAssertEqual(ValueFormatter.jsonString("q\"\\\n\u{1}"), "\"q\\\"\\\\\\n\\u0001\"")
    }
}
