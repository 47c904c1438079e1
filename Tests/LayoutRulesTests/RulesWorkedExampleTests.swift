import XCTest
import LayoutRules

/// CSLayout's worked examples (notes §5: superview 320 x 480), as exact frames of `RuleSet`:
/// CSLayout's `startLayout` from the view's current frame.
final class RulesWorkedExampleTests: XCTestCase {
    /// E1: `bb = 10` sets `bt = 470`; the size is the view's own.
    func testE1BottomRuleKeepsTheSize() {
        XCTAssertEqual(ruleList("bb = 10"), ["bt = superview.height - 10"])
        XCTAssertEqual(ruleFrame("bb = 10"), frame(0, 470, 0, 0))
        XCTAssertEqual(ruleFrame("bb = 10", from: frame(0, 0, 100, 50)), frame(0, 420, 100, 50))
    }

    /// E2: `rr` is set first (rl = 315), then `tt`.
    func testE2TopRightCorner() {
        XCTAssertEqual(ruleList("tt = rr = 5"), ["rl = superview.width - 5", "tt = 5"])
        XCTAssertEqual(ruleFrame("tt = rr = 5"), frame(315, 5, 0, 0))
        XCTAssertEqual(ruleFrame("tt = rr = 5", from: frame(0, 0, 100, 50)), frame(215, 5, 100, 50))
    }

    /// E3: the hubs are [rl, ll] and [bt, tt].
    func testE3PercentageTop() {
        XCTAssertEqual(ruleList("ll = bb = rr = 10, tt = 50%"), [
            "rl = superview.width - 10", "bt = superview.height - 10", "ll = 10", "tt = superview.height * 0.5",
        ])
        XCTAssertEqual(ruleFrame("ll = bb = rr = 10, tt = 50%"), frame(10, 240, 300, 230))
        XCTAssertEqual(ruleFrame("ll = bb = rr = 10, tt = 50%", from: frame(3, 4, 100, 50)), frame(10, 240, 300, 230))
    }

    /// E4, and its variant with the chain written in another order.
    func testE4TopAndThreeEdges() {
        XCTAssertEqual(ruleFrame("tt = 20, ll = rr = bb = 10"), frame(10, 20, 300, 450))
        XCTAssertEqual(ruleFrame("tt = 20, ll =  bb = rr = 10"), frame(10, 20, 300, 450))
    }

    /// E5 (COSLayout's syntax): `%f` and another view's `%bt`; view2 is (0, 0, 320, 44).
    func testE5PlaceholdersAndAnotherView() {
        let arguments: [RuleArgument] = [.number(10), .geometry(view: "view2")]
        XCTAssertEqual(ruleList("ll = bb = rr = %f, tt = %bt + 10", arguments: arguments), [
            "rl = superview.width - 10", "bt = superview.height - 10", "ll = 10", "tt = view2.bt + 10",
        ])
        XCTAssertEqual(ruleFrame("ll = bb = rr = %f, tt = %bt + 10", others: ["view2": frame(0, 0, 320, 44)],
                                 arguments: arguments), frame(10, 54, 300, 416))
        let program = try? RuleCompiler().compile("ll = bb = rr = %f, tt = %bt + 10", for: "view1", arguments: arguments)
        XCTAssertEqual(program?.viewNames, ["view2"])
        XCTAssertEqual(program?.surviving.viewsRead, ["view2"])
    }

    /// E7: a bound clamps the pair's size; CSLayout (v2) keeps `ll` in place.
    func testE7TheBoundDecidesTheAnchor() {
        XCTAssertEqual(ruleFrame("ll = 10\nrr = 10\nmaxw = 200"), frame(10, 0, 200, 0))
        XCTAssertEqual(ruleFrame("rr = 10, ll = 10, maxw = 200"), frame(10, 0, 200, 0))
        // Without `tt` or `ll` in the pair, the newer rule keeps its place.
        XCTAssertEqual(ruleFrame("tt = 0, rr = 10, cl = 100, maxw = 100"), frame(50, 0, 100, 0))
        XCTAssertEqual(ruleFrame("tt = 0, cl = 100, rr = 10, maxw = 100"), frame(210, 0, 100, 0))
    }

    /// E8: one rule per axis keeps the size the view has, clamped.
    func testE8OneRuleKeepsTheOldSize() {
        XCTAssertEqual(ruleFrame("cl = 50%, ct = 50%, maxw = 200", from: frame(0, 0, 300, 40)), frame(60, 220, 200, 40))
        XCTAssertEqual(ruleFrame("cl = 50%, ct = 50%, maxw = 200"), frame(160, 240, 0, 0))
    }

    func testOriginsPointAtEachAssignmentOfTheChain() throws {
        let program = try RuleCompiler().compile("tt = 20, ll = bb = rr = 10", for: "v")
        XCTAssertEqual(program.rules.map(\.name), [.tt, .rl, .bt, .ll])
        let origins = program.rules.map(\.origin)
        XCTAssertEqual(origins.map(\.statement), ["tt = 20", "ll = bb = rr = 10", "ll = bb = rr = 10", "ll = bb = rr = 10"])
        XCTAssertEqual(origins.map(\.range.start.column), [1, 20, 15, 10])
        XCTAssertEqual(origins.map(\.range.end.column), [8, 27, 27, 27])
        XCTAssertEqual(origins[1].statementRange.start.column, 10)
        XCTAssertEqual(program.viewNames, [])
    }
}
