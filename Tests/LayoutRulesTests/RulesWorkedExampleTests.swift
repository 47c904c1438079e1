import XCTest
import LayoutRules

/// The worked examples (superview 320 x 480, view 100 x 50), checked as exact IR; the
/// comments give CSLayout's frame and why the constraints reproduce it.
final class RulesWorkedExampleTests: XCTestCase {
    // (10, 20, 300, 450): the chain sets rr, then bb, then ll, so rr is the older horizontal rule.
    func testEdgesOnThreeSidesAndTop() {
        XCTAssertEqual(ruleConstraints("tt = 20, ll = bb = rr = 10"), [
            "v.right == superview.right - 10",
            "v.left == superview.left + 10",
            "v.top == superview.top + 20",
            "v.bottom == superview.bottom - 10",
        ])
    }

    // (10, 240, 300, 230): top at half the height, bottom 10 from the bottom.
    func testPercentageTop() {
        XCTAssertEqual(ruleConstraints("ll = bb = rr = 10, tt = 50%"), [
            "v.right == superview.right - 10",
            "v.left == superview.left + 10",
            "v.bottom == superview.bottom - 10",
            "v.top == superview.height * 0.5",
        ])
    }

    // (215, 5, 100, 50): one rule per axis, so no size constraint: the intrinsic size applies.
    func testOneRulePerAxisKeepsTheSize() {
        XCTAssertEqual(ruleConstraints("tt = rr = 5"), [
            "v.right == superview.right - 5",
            "v.top == superview.top + 5",
        ])
    }

    // (110, 215, 100, 50): centres at half the superview's width and height.
    func testCentred() {
        XCTAssertEqual(ruleConstraints("cl = 50%, ct = 50%"), [
            "v.centerX == superview.width * 0.5",
            "v.centerY == superview.height * 0.5",
        ])
    }

    func testOriginsPointAtEachAssignmentOfTheChain() throws {
        let program = try RuleCompiler().compile("tt = 20, ll = bb = rr = 10", for: "v")
        let origins = program.constraints.compactMap(\.origin)
        XCTAssertEqual(origins.map(\.statement), ["ll = bb = rr = 10", "ll = bb = rr = 10", "tt = 20", "ll = bb = rr = 10"])
        XCTAssertEqual(origins.map(\.range.start.column), [20, 10, 1, 15])
        XCTAssertEqual(origins.map(\.range.end.column), [27, 27, 8, 27])
        XCTAssertEqual(origins[0].statementRange.start.column, 10)
        XCTAssertEqual(program.viewNames, ["v"])
        XCTAssertTrue(program.helpers.isEmpty)
    }
}
