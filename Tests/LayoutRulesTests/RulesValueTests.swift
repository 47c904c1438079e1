import XCTest
import LayoutRules

/// Every kind of value and the arithmetic on them.
final class RulesValueTests: XCTestCase {
    func testNumbers() {
        XCTAssertEqual(ruleConstraints("ll = 1.5, tt = .5, w = 1e2"), [
            "v.left == superview.left + 1.5", "v.width == 100", "v.top == superview.top + 0.5",
        ])
    }

    func testPercentagesFollowTheRuleAxis() {
        XCTAssertEqual(ruleConstraints("ll = tt = 25%"), [
            "v.left == superview.width * 0.25", "v.top == superview.height * 0.25",
        ])
        XCTAssertEqual(ruleConstraints("rr = 10%, maxh = 50%"), [
            "v.right == superview.width * 0.9", "v.height <= superview.height * 0.5",
        ])
        XCTAssertEqual(ruleConstraints("w = 100%"), ["v.width == superview.width"])
    }

    func testPercentagesOfAFixedAxis() {
        XCTAssertEqual(ruleConstraints("tt = H:10%, w = V:50%"), [
            "v.width == superview.height * 0.5", "v.top == superview.width * 0.1",
        ])
    }

    func testPrecedenceAndParentheses() {
        XCTAssertEqual(ruleConstraints("ll = 2 + 3 * 4, tt = (2 + 3) * 4, w = 20 - 8 / 2 - 1, h = -(5 - 15)"), [
            "v.left == superview.left + 14", "v.width == 15", "v.top == superview.top + 20", "v.height == 10",
        ])
        XCTAssertEqual(ruleConstraints("ll = 10 + 50% / 2"), ["v.left == superview.width * 0.25 + 10"])
    }

    func testReferencesReadTheRuleValueAsWritten() {
        // `ll = tt` copies tt's value (20), not its edge; `tt` after `tb` is the converted value.
        XCTAssertEqual(ruleConstraints("tt = 20, ll = tt * 2"), [
            "v.left == superview.left + 40", "v.top == superview.top + 20",
        ])
        XCTAssertEqual(ruleConstraints("tb = 30, bt = tt + 5"), [
            "v.top == superview.bottom - 30", "v.bottom == superview.bottom - 25",
        ])
        XCTAssertEqual(ruleConstraints("w = 10, w += 5, h = w, h *= 2, h -= 1, h /= 2"), [
            "v.width == 15", "v.height == 14.5",
        ])
    }

    func testOtherViewsGeometry() throws {
        XCTAssertEqual(ruleConstraints("ll = icon.rl + 8, ct = icon.ct, w = icon.w * 2, h = icon.h"), [
            "v.left == icon.right + 8", "v.width == icon.width * 2",
            "v.centerY == icon.centerY", "v.height == icon.height",
        ])
        // Far-edge geometry cancels against a far-edge rule: bottom = other's top - 8.
        XCTAssertEqual(ruleConstraints("bb = other.tb + 8"), ["v.bottom == other.top - 8"])
        XCTAssertEqual(ruleConstraints("tt = other.bt, rr = other.rr, cr = other.cr"), [
            "v.right == other.right", "v.centerX == other.centerX", "v.top == other.bottom",
        ])
        let program = try RuleCompiler().compile("ll = b.rl, tt = a.bt, rr = b.rr", for: "v")
        XCTAssertEqual(program.viewNames, ["v", "b", "a"])
    }

    func testPlaceholders() throws {
        XCTAssertEqual(ruleConstraints("ll = %f, tt = %ll + %f, w = %f%, h = V:%f%",
                                       arguments: [.number(12), .geometry(view: "a"), .number(3), .number(50), .number(10)]), [
            "v.left == superview.left + 12", "v.width == superview.width * 0.5",
            "v.top == a.left + 3", "v.height == superview.height * 0.1",
        ])
        XCTAssertEqual(ruleConstraints("bb = %tb", arguments: [.geometry(view: "x")]), ["v.bottom == x.top"])
    }

    func testSumsOfSeveralItemsUseHelpers() throws {
        let program = try RuleCompiler().compile("lr = other.ll", for: "v")
        XCTAssertEqual(program.constraints.map(\.description), [
            "_rules.v.1.right == superview.width", "_rules.v.1.width == other.left", "v.left == _rules.v.1.left",
        ])
        XCTAssertEqual(program.helpers.map(\.name), ["_rules.v.1"])
        XCTAssertEqual(program.helpers.map(\.axis), [.horizontal])

        XCTAssertEqual(ruleConstraints("tt = a.tt + b.h / 2 - c.h + 4"), [
            "_rules.v.1.top == a.top + 4", "_rules.v.1.height == b.height * 0.5",
            "_rules.v.2.bottom == _rules.v.1.bottom", "_rules.v.2.height == c.height",
            "v.top == _rules.v.2.top",
        ])
    }

    func testViewsMayDependOnEachOtherBothWays() throws {
        let a = try RuleCompiler().compile("ll = b.rl + 8", for: "a")
        let b = try RuleCompiler().compile("w = a.w", for: "b")
        XCTAssertEqual(a.constraints.map(\.description), ["a.left == b.right + 8"])
        XCTAssertEqual(b.constraints.map(\.description), ["b.width == a.width"])
    }
}
