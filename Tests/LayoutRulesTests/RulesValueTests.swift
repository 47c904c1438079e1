import XCTest
import LayoutRules

/// Every kind of value and the arithmetic on them.
final class RulesValueTests: XCTestCase {
    func testNumbers() {
        XCTAssertEqual(ruleList("ll = 1.5, tt = .5, w = 1e2"), ["ll = 1.5", "tt = 0.5", "w = 100"])
    }

    func testPercentagesFollowTheRuleAxis() {
        XCTAssertEqual(ruleList("ll = tt = 25%"), ["tt = superview.height * 0.25", "ll = superview.width * 0.25"])
        XCTAssertEqual(ruleList("rr = 10%, maxh = 50%"), [
            "rl = superview.width * 0.9", "maxh = superview.height * 0.5",
        ])
        XCTAssertEqual(ruleFrame("rr = 10%, maxh = 50%", from: frame(0, 0, 100, 400)), frame(188, 0, 100, 240))
        XCTAssertEqual(ruleList("w = 100%"), ["w = superview.width"])
    }

    func testPercentagesOfAFixedAxis() {
        XCTAssertEqual(ruleList("tt = H:10%, w = V:50%"), ["tt = superview.width * 0.1", "w = superview.height * 0.5"])
        XCTAssertEqual(ruleFrame("tt = H:10%, w = V:50%"), frame(0, 32, 240, 0))
    }

    func testPrecedenceAndParentheses() {
        XCTAssertEqual(ruleList("ll = 2 + 3 * 4, tt = (2 + 3) * 4, w = 20 - 8 / 2 - 1, h = -(5 - 15)"), [
            "ll = 14", "tt = 20", "w = 15", "h = 10",
        ])
        XCTAssertEqual(ruleList("ll = 10 + 50% / 2"), ["ll = superview.width * 0.25 + 10"])
    }

    func testReferencesReadTheRuleValueAsWritten() {
        // `ll = tt` copies tt's value (20), not its edge; `tt` after `tb` is the converted value.
        XCTAssertEqual(ruleList("tt = 20, ll = tt * 2"), ["tt = 20", "ll = 40"])
        XCTAssertEqual(ruleList("tb = 30, bt = tt + 5"), [
            "tt = superview.height - 30", "bt = superview.height - 25",
        ])
        XCTAssertEqual(survivingRules("w = 10, w += 5, h = w, h *= 2, h -= 1, h /= 2"), ["w = 15", "h = 14.5"])
    }

    func testOtherViewsGeometry() throws {
        XCTAssertEqual(ruleList("ll = icon.rl + 8, ct = icon.ct, w = icon.w * 2, h = icon.h"), [
            "ll = icon.rl + 8", "ct = icon.ct", "w = icon.w * 2", "h = icon.h",
        ])
        // A far-edge rule reading far-edge geometry: bb = other.tb + 8 is bt = height - other.tb - 8.
        XCTAssertEqual(ruleList("bb = other.tb + 8"), ["bt = superview.height - other.tb - 8"])
        let icon = frame(10, 20, 30, 40)
        XCTAssertEqual(ruleFrame("bb = other.tb + 8, rr = other.rr", from: frame(0, 0, 5, 5), others: ["other": icon]),
                       frame(35, 7, 5, 5))
        XCTAssertEqual(ruleFrame("ll = icon.rl + 8, ct = icon.ct, w = icon.w * 2, h = icon.h", others: ["icon": icon]),
                       frame(48, 20, 60, 40))
        let program = try RuleCompiler().compile("ll = b.rl, tt = a.bt, rr = b.rr", for: "v")
        XCTAssertEqual(program.viewNames, ["b", "a"])
        XCTAssertEqual(program.surviving.viewsRead, ["b", "a"])
        // A rule that is replaced no longer reads its view.
        XCTAssertEqual(try RuleCompiler().compile("ll = b.rl, ll = 3, tt = a.bt", for: "v").surviving.viewsRead, ["a"])
    }

    func testPlaceholders() throws {
        XCTAssertEqual(ruleList("ll = %f, tt = %ll + %f, w = %f%, h = V:%f%",
                                arguments: [.number(12), .geometry(view: "a"), .number(3), .number(50), .number(10)]), [
            "ll = 12", "tt = a.ll + 3", "w = superview.width * 0.5", "h = superview.height * 0.1",
        ])
        XCTAssertEqual(ruleList("bb = %tb", arguments: [.geometry(view: "x")]), ["bt = superview.height - x.tb"])
    }

    func testSumsOfSeveralViews() throws {
        XCTAssertEqual(ruleList("tt = a.tt + b.h / 2 - c.h + 4"), ["tt = a.tt + b.h * 0.5 - c.h + 4"])
        XCTAssertEqual(ruleFrame("tt = a.tt + b.h / 2 - c.h + 4",
                                 others: ["a": frame(0, 100, 0, 0), "b": frame(0, 0, 0, 50), "c": frame(0, 0, 0, 30)]),
                       frame(0, 99, 0, 0))
        // Terms that cancel vanish.
        XCTAssertEqual(ruleList("w = a.w - a.w + 3"), ["w = 3"])
    }

    func testViewsMayReadEachOtherInTheLanguage() throws {
        // Whether that makes a cycle is decided where the rules are installed.
        let a = try RuleCompiler().compile("ll = b.rl + 8", for: "a")
        let b = try RuleCompiler().compile("w = a.w", for: "b")
        XCTAssertEqual(a.rules.map(\.description), ["ll = b.rl + 8"])
        XCTAssertEqual(b.rules.map(\.description), ["w = a.w"])
    }
}
