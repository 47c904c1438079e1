import XCTest
@testable import VisualFormat

/// Apple VFL connections and superview edges, in Apple's order.
final class AppleConnectionTests: XCTestCase {
    func testSpacedConnectionBetweenViews() {
        XCTAssertEqual(lines("[a]-10-[b]"), ["b.leading == a.trailing + 10"])
    }

    func testLeadingSuperviewEdge() {
        XCTAssertEqual(lines("|-10-[a]"), ["a.leading == superview.leading + 10"])
    }

    func testTrailingSuperviewEdge() {
        XCTAssertEqual(lines("[a]-10-|"), ["superview.trailing == a.trailing + 10"])
    }

    func testRelationKeepsApplesDirection() {
        XCTAssertEqual(lines("[a]-(>=8)-[b]"), ["b.leading >= a.trailing + 8"])
        XCTAssertEqual(lines("[a]-(<=8)-[b]"), ["b.leading <= a.trailing + 8"])
    }

    func testOneFullPredicateNeedsNoParentheses() {
        XCTAssertEqual(lines("[a]->=20-[b]"), ["b.leading >= a.trailing + 20"])
        XCTAssertEqual(lines("[a]-20@750-[b]"), ["b.leading == a.trailing + 20 @750"])
    }

    func testFlushConnections() {
        XCTAssertEqual(lines("|[a][b]|"), [
            "a.leading == superview.leading", "b.leading == a.trailing", "superview.trailing == b.trailing",
        ])
    }

    func testStandardSpacing() {
        let program = try? LayoutCompiler().compile("|-[a]-[b]-|")
        XCTAssertEqual(program?.constraints.map(\.description), [
            "a.leading == superview.leading + 20 (standard)",
            "b.leading == a.trailing + 8 (standard)",
            "superview.trailing == b.trailing + 20 (standard)",
        ])
        XCTAssertEqual(program?.constraints.map(\.standardSpacing), [.superview, .sibling, .superview])
    }

    func testConfigurableStandardSpacing() {
        let compiler = LayoutCompiler(siblingSpacing: 4, superviewSpacing: 16)
        XCTAssertEqual(lines("|-[a]-[b]", compiler), [
            "a.leading == superview.leading + 16 (standard)", "b.leading == a.trailing + 4 (standard)",
        ])
    }

    func testVerticalUsesTopAndBottom() {
        XCTAssertEqual(lines("V:|-5-[a]-[b(20)]-0-|"), [
            "a.top == superview.top + 5", "b.top == a.bottom + 8 (standard)", "b.height == 20",
            "superview.bottom == b.bottom",
        ])
    }

    func testExplicitHorizontalOrientation() {
        XCTAssertEqual(lines("H:[a]-3-[b]"), ["b.leading == a.trailing + 3"])
    }

    func testConnectionPredicateListMakesOneConstraintEach() {
        XCTAssertEqual(lines("[a]-(>=8,<=20@500)-[b]"), [
            "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500",
        ])
    }

    func testMetricsInConnectionsAndPriorities() {
        let compiler = LayoutCompiler(metrics: ["gap": 12, "low": 250])
        XCTAssertEqual(lines("|-gap-[a]-(>=gap@low)-|", compiler), [
            "a.leading == superview.leading + 12", "superview.trailing >= a.trailing + 12 @250",
        ])
    }

    func testNegativeConstantInParentheses() {
        XCTAssertEqual(lines("[a]-(-20)-[b]"), ["b.leading == a.trailing - 20"])
    }

    func testCNumbers() {
        XCTAssertEqual(lines("[a]-1e2-[b]"), ["b.leading == a.trailing + 100"])
        XCTAssertEqual(lines("[a]-.5-[b]"), ["b.leading == a.trailing + 0.5"])
    }

    func testWhiteSpaceAndComments() {
        XCTAssertEqual(lines("H: | - 10 - [ a ] /* gap */ - [ b ] // end"), [
            "a.leading == superview.leading + 10", "b.leading == a.trailing + 8 (standard)",
        ])
    }

    func testOriginCarriesStatementAndPart() throws {
        let program = try LayoutCompiler().compile("[x]\n  H:|-10-[a(50)]")
        let first = try XCTUnwrap(program.constraints.first?.origin)
        XCTAssertEqual(first.statement, "H:|-10-[a(50)]")
        XCTAssertEqual(first.statementRange.description, "2:3-2:17")
        XCTAssertEqual(first.range.description, "2:6-2:10")
        let second = try XCTUnwrap(program.constraints.last?.origin)
        XCTAssertEqual(second.range.description, "2:13-2:15")
        XCTAssertEqual(program.viewNames, ["x", "a"])
    }
}
