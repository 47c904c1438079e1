import XCTest
import LayoutRules

/// CSLayout's "two newest position rules per axis" and how an axis is solved.
final class RulesSemanticsTests: XCTestCase {
    func testEveryPositionRuleNameIsStoredUnderItsNearEdge() {
        XCTAssertEqual(ruleList("tt = 1"), ["tt = 1"])
        XCTAssertEqual(ruleList("tb = 2"), ["tt = superview.height - 2"])
        XCTAssertEqual(ruleList("bt = 3"), ["bt = 3"])
        XCTAssertEqual(ruleList("bb = 4"), ["bt = superview.height - 4"])
        XCTAssertEqual(ruleList("ct = 5"), ["ct = 5"])
        XCTAssertEqual(ruleList("cb = 6"), ["ct = superview.height - 6"])
        XCTAssertEqual(ruleList("ll = 7"), ["ll = 7"])
        XCTAssertEqual(ruleList("lr = 8"), ["ll = superview.width - 8"])
        XCTAssertEqual(ruleList("rl = 9"), ["rl = 9"])
        XCTAssertEqual(ruleList("rr = 10"), ["rl = superview.width - 10"])
        XCTAssertEqual(ruleList("cl = 11"), ["cl = 11"])
        XCTAssertEqual(ruleList("cr = 12"), ["cl = superview.width - 12"])
    }

    func testEveryPositionRuleNameAsAFrame() {
        let view = frame(0, 0, 100, 50)
        XCTAssertEqual(ruleFrame("tt = 1, ll = 7", from: view), frame(7, 1, 100, 50))
        XCTAssertEqual(ruleFrame("tb = 2, lr = 8", from: view), frame(312, 478, 100, 50))
        XCTAssertEqual(ruleFrame("bt = 3, rl = 9", from: view), frame(-91, -47, 100, 50))
        XCTAssertEqual(ruleFrame("bb = 4, rr = 10", from: view), frame(210, 426, 100, 50))
        XCTAssertEqual(ruleFrame("ct = 5, cl = 11", from: view), frame(-39, -20, 100, 50))
        XCTAssertEqual(ruleFrame("cb = 6, cr = 12", from: view), frame(258, 449, 100, 50))
    }

    func testSizeAndBoundRuleNames() {
        XCTAssertEqual(survivingRules("w = 100, h = 40"), ["w = 100", "h = 40"])
        XCTAssertEqual(survivingRules("maxh = 40, minh = 30, maxw = 20, minw = 10"), [
            "minw = 10", "maxw = 20", "minh = 30", "maxh = 40",
        ])
        XCTAssertEqual(ruleFrame("w = 100, h = 40"), frame(0, 0, 100, 40))
    }

    func testSameAnchorReplacesTheOlderRule() {
        // `tb` places the top edge too, so it replaces `tt`.
        XCTAssertEqual(survivingRules("tt = 10, tb = 20"), ["tt = superview.height - 20"])
        XCTAssertEqual(survivingRules("ll = 1, rr = 2, ll = 3"), ["rl = superview.width - 2", "ll = 3"])
    }

    func testThirdRulePushesOutTheOldest() {
        XCTAssertEqual(survivingRules("ll = 1, rr = 2, cl = 50%"), ["rl = superview.width - 2", "cl = superview.width * 0.5"])
        // The pair [rl 318, cl 160] gives width 2 * (318 - 160).
        XCTAssertEqual(ruleFrame("ll = 1, rr = 2, cl = 50%"), frame(2, 0, 316, 0))
    }

    func testPairsOfPositions() {
        XCTAssertEqual(ruleFrame("tt = 10, bt = 50"), frame(0, 10, 0, 40))
        XCTAssertEqual(ruleFrame("tt = 10, ct = 50"), frame(0, 10, 0, 80))
        XCTAssertEqual(ruleFrame("bt = 100, ct = 80"), frame(0, 60, 0, 40))
        // A negative size from the pair becomes zero; `tt` keeps its place.
        XCTAssertEqual(ruleFrame("tt = 100, bt = 50"), frame(0, 100, 0, 0))
    }

    func testSizeRuleAppliesOnlyWithFewerThanTwoPositions() {
        XCTAssertEqual(ruleFrame("w = 50, ll = 10"), frame(10, 0, 50, 0))
        XCTAssertEqual(ruleFrame("w = 50, ll = 10, rr = 10"), frame(10, 0, 300, 0))
        XCTAssertEqual(ruleFrame("w = 50, cl = 100"), frame(75, 0, 50, 0))
    }

    func testBoundsClamp() {
        XCTAssertEqual(ruleFrame("ll = 10, rr = 10, minw = 400"), frame(10, 0, 400, 0))
        // The size rule is clamped before the view is placed.
        XCTAssertEqual(ruleFrame("w = 500, maxw = 200, cl = 50%"), frame(60, 0, 200, 0))
        XCTAssertEqual(ruleFrame("maxh = 100, bb = 0, ct = 50%"), frame(0, 190, 0, 100))
        // The view's own size is clamped too; the maximum wins over a larger minimum.
        XCTAssertEqual(ruleFrame("minw = 50", from: frame(5, 6, 10, 10)), frame(5, 6, 50, 10))
        XCTAssertEqual(ruleFrame("minw = 300, maxw = 200", from: frame(5, 6, 10, 10)), frame(5, 6, 200, 10))
        // Bounds follow the superview.
        XCTAssertEqual(ruleFrame("maxw = 50%, ll = 0, rr = 0", superview: (100, 100)), frame(0, 0, 50, 0))
    }

    func testNegativeBoundIsIgnoredAsInCSLayout() {
        XCTAssertEqual(ruleFrame("minw = -5, ll = 1, rr = 1"), frame(1, 0, 318, 0))
        XCTAssertEqual(ruleFrame("maxw = 0 - 5", from: frame(0, 0, 30, 30)), frame(0, 0, 30, 30))
    }

    func testNilRemovesARuleAndMayPushOutTheOldest() {
        XCTAssertEqual(survivingRules("tt = 5, tt = nil"), [])
        XCTAssertEqual(survivingRules("w = 5, w = nil, maxw = 9, maxw = nil"), [])
        // CSLayout's hub drops the oldest of two rules even when the new rule is nil.
        XCTAssertEqual(survivingRules("ll = 1, rr = 2, cl = nil"), ["rl = superview.width - 2"])
        XCTAssertEqual(ruleList("ll = 1, cl = nil"), ["ll = 1", "cl = nil"])
    }

    func testTextsAccumulate() throws {
        var rules = RuleSet()
        rules.apply(try RuleCompiler().compile("ll = 10, w = 50", for: "v"))
        rules.apply(try RuleCompiler().compile("rr = 10", for: "v"))
        XCTAssertEqual(rules.rules.map(\.description), ["ll = 10", "rl = superview.width - 10", "w = 50"])
        XCTAssertEqual(rules.frame(from: .zero, in: siblingEnvironment(superview: (320, 480), others: [:])),
                       frame(10, 0, 300, 0))
        rules.apply(try RuleCompiler().compile("cl = 100", for: "v"))
        XCTAssertEqual(rules.positions(along: .horizontal).map(\.name), [.rl, .cl])
    }

    func testPrioritiesAreKept() {
        XCTAssertEqual(survivingRules("tt = 20 @750, ll = rr = 5 @low"), [
            "rl = superview.width - 5 @250", "ll = 5 @250", "tt = 20 @750",
        ])
        XCTAssertEqual(survivingRules("ll = 1 @required"), ["ll = 1"])
    }

    func testSeparators() {
        XCTAssertEqual(survivingRules("tt = 1; ll = 2\nw = (3 +\n 4)\n\n"), ["ll = 2", "w = 7", "tt = 1"])
    }
}
