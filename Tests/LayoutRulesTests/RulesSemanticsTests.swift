import XCTest
import LayoutRules

/// CSLayout's "two newest position rules per axis" semantics and the bounds.
final class RulesSemanticsTests: XCTestCase {
    func testEveryPositionRuleName() {
        XCTAssertEqual(ruleConstraints("tt = 1"), ["v.top == superview.top + 1"])
        XCTAssertEqual(ruleConstraints("tb = 2"), ["v.top == superview.bottom - 2"])
        XCTAssertEqual(ruleConstraints("bt = 3"), ["v.bottom == superview.top + 3"])
        XCTAssertEqual(ruleConstraints("bb = 4"), ["v.bottom == superview.bottom - 4"])
        XCTAssertEqual(ruleConstraints("ct = 5"), ["v.centerY == superview.top + 5"])
        XCTAssertEqual(ruleConstraints("cb = 6"), ["v.centerY == superview.bottom - 6"])
        XCTAssertEqual(ruleConstraints("ll = 7"), ["v.left == superview.left + 7"])
        XCTAssertEqual(ruleConstraints("lr = 8"), ["v.left == superview.right - 8"])
        XCTAssertEqual(ruleConstraints("rl = 9"), ["v.right == superview.left + 9"])
        XCTAssertEqual(ruleConstraints("rr = 10"), ["v.right == superview.right - 10"])
        XCTAssertEqual(ruleConstraints("cl = 11"), ["v.centerX == superview.left + 11"])
        XCTAssertEqual(ruleConstraints("cr = 12"), ["v.centerX == superview.right - 12"])
    }

    func testSizeAndBoundRuleNames() {
        XCTAssertEqual(ruleConstraints("w = 100, h = 40"), ["v.width == 100", "v.height == 40"])
        XCTAssertEqual(ruleConstraints("minw = 10, maxw = 20, minh = 30, maxh = 40"), [
            "v.width >= 10", "v.width <= 20", "v.height >= 30", "v.height <= 40",
        ])
    }

    func testSameAnchorReplacesTheOlderRule() {
        // `tb` places the top edge too, so it replaces `tt`.
        XCTAssertEqual(ruleConstraints("tt = 10, tb = 20"), ["v.top == superview.bottom - 20"])
        XCTAssertEqual(ruleConstraints("ll = 1, rr = 2, ll = 3"), [
            "v.right == superview.right - 2", "v.left == superview.left + 3",
        ])
    }

    func testThirdRulePushesOutTheOldest() {
        XCTAssertEqual(ruleConstraints("ll = 1, rr = 2, cl = 50%"), [
            "v.right == superview.right - 2", "v.centerX == superview.width * 0.5",
        ])
    }

    func testSizeRuleAppliesOnlyWithFewerThanTwoPositions() {
        XCTAssertEqual(ruleConstraints("w = 50, ll = 10"), ["v.left == superview.left + 10", "v.width == 50"])
        XCTAssertEqual(ruleConstraints("w = 50, ll = 10, rr = 10"), [
            "v.left == superview.left + 10", "v.right == superview.right - 10",
        ])
    }

    func testBoundsMakeTheOlderPositionYield() {
        XCTAssertEqual(ruleConstraints("ll = 10, rr = 10, maxw = 200"), [
            "v.left == superview.left + 10 @999", "v.right == superview.right - 10", "v.width <= 200",
        ])
        XCTAssertEqual(ruleConstraints("minh = 100, bb = 0, ct = 50%"), [
            "v.bottom == superview.bottom @999", "v.centerY == superview.height * 0.5", "v.height >= 100",
        ])
        // A size rule yields to the bounds too: CSLayout clamps `w`.
        XCTAssertEqual(ruleConstraints("w = 500, maxw = 200, cl = 50%"), [
            "v.centerX == superview.width * 0.5", "v.width == 500 @999", "v.width <= 200",
        ])
    }

    func testNegativeConstantBoundIsIgnoredAsInCSLayout() {
        XCTAssertEqual(ruleConstraints("minw = -5, ll = 1, rr = 1"), [
            "v.left == superview.left + 1", "v.right == superview.right - 1",
        ])
    }

    func testNilRemovesARuleAndMayPushOutTheOldest() {
        XCTAssertEqual(ruleConstraints("tt = 5, tt = nil"), [])
        XCTAssertEqual(ruleConstraints("w = 5, w = nil, maxw = 9, maxw = nil"), [])
        // CSLayout's hub drops the oldest of two rules even when the new rule is nil.
        XCTAssertEqual(ruleConstraints("ll = 1, rr = 2, cl = nil"), ["v.right == superview.right - 2"])
    }

    func testPrioritiesApplyToEveryRuleOfTheStatement() {
        XCTAssertEqual(ruleConstraints("tt = 20 @750, ll = rr = 5 @low"), [
            "v.right == superview.right - 5 @250", "v.left == superview.left + 5 @250",
            "v.top == superview.top + 20 @750",
        ])
        XCTAssertEqual(ruleConstraints("ll = 1 @required"), ["v.left == superview.left + 1"])
        XCTAssertEqual(ruleConstraints("ll = 1, rr = 1 @high, minw = 3 @500"), [
            "v.left == superview.left + 1 @999", "v.right == superview.right - 1 @750", "v.width >= 3 @500",
        ])
    }

    func testSeparators() {
        XCTAssertEqual(ruleConstraints("tt = 1; ll = 2\nw = (3 +\n 4)\n\n"), [
            "v.left == superview.left + 2", "v.width == 7", "v.top == superview.top + 1",
        ])
    }
}
