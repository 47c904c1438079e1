import XCTest
@testable import VisualFormat

/// Extended VFL (autolayout.js) forms with Apple's meaning.
final class ExtendedFormTests: XCTestCase {
    func testPercentOfSuperview() {
        XCTAssertEqual(lines("[side(==30%)]"), ["side.width == superview.width * 0.3"])
        XCTAssertEqual(lines("V:[side(>=50%-10)]"), ["side.height >= superview.height * 0.5 - 10"])
    }

    func testPercentConnectionUsesSpacer() throws {
        let program = try LayoutCompiler().compile("[a]-10%-[b]")
        XCTAssertEqual(program.constraints.map(\.description), [
            "_spacer1.leading == a.trailing", "b.leading == _spacer1.trailing",
            "_spacer1.width == superview.width * 0.1",
        ])
        XCTAssertEqual(program.helpers.map(\.name), ["_spacer1"])
        XCTAssertEqual(program.helpers.first?.axis, .horizontal)
    }

    func testEqualSpacersCentre() {
        XCTAssertEqual(lines("H:|~[d(120)]~|"), [
            "_spacer1.leading == superview.leading", "d.leading == _spacer1.trailing", "d.width == 120",
            "_spacer2.leading == d.trailing", "superview.trailing == _spacer2.trailing",
            "_spacer2.width == _spacer1.width",
        ])
    }

    func testSizedEqualSpacer() {
        XCTAssertEqual(lines("V:[a]~(20)~[b]~[c]"), [
            "_spacer1.top == a.bottom", "b.top == _spacer1.bottom", "_spacer1.height == 20",
            "_spacer2.top == b.bottom", "c.top == _spacer2.bottom", "_spacer2.height == _spacer1.height",
        ])
        XCTAssertEqual(lines("[a]~(10%)~[b]"), [
            "_spacer1.leading == a.trailing", "b.leading == _spacer1.trailing",
            "_spacer1.width == superview.width * 0.1",
        ])
    }

    func testOperators() {
        XCTAssertEqual(lines("[a(==b*2-20)]"), ["a.width == b.width * 2 - 20"])
        XCTAssertEqual(lines("[a(b/2)]"), ["a.width == b.width * 0.5"])
        XCTAssertEqual(lines("[a(==b*k+pad)]", LayoutCompiler(metrics: ["k": 3, "pad": 4])), ["a.width == b.width * 3 + 4"])
    }

    func testAttributes() {
        XCTAssertEqual(lines("V:[v(v.width/2)]"), ["v.height == v.width * 0.5"])
        XCTAssertEqual(lines("[a(b.height)]"), ["a.width == b.height"])
    }

    func testSeveralViewsInOneSlot() {
        XCTAssertEqual(lines("V:|[a,b]|"), [
            "a.top == superview.top", "b.top == superview.top",
            "superview.bottom == a.bottom", "superview.bottom == b.bottom",
        ])
        XCTAssertEqual(lines("[a,b(10)]-[c]"), [
            "b.width == 10", "c.leading == a.trailing + 8 (standard)", "c.leading == b.trailing + 8 (standard)",
        ])
    }

    func testRanges() throws {
        let program = try LayoutCompiler().compile("|[cell1..3(44)]")
        XCTAssertEqual(program.constraints.map(\.description), [
            "cell1.leading == superview.leading", "cell2.leading == superview.leading",
            "cell3.leading == superview.leading", "cell1.width == 44", "cell2.width == 44", "cell3.width == 44",
        ])
        XCTAssertEqual(program.viewNames, ["cell1", "cell2", "cell3"])
    }

    func testRangeNumbersAreDecimalValues() throws {
        // Leading zeros are dropped (`c08` starts at 8); the numbers count across a power of ten.
        let program = try LayoutCompiler().compile("|[c08..11]")
        XCTAssertEqual(program.viewNames, ["c8", "c9", "c10", "c11"])
        // A range's view that is also written by hand is the same view.
        let mixed = try LayoutCompiler().compile("|[r9..10]\nV:|[r10]")
        XCTAssertEqual(mixed.viewNames, ["r9", "r10"])
        // A first number beyond `Int` is no number.
        // With a closed view set a range's views are checked one by one, and a metric named
        // like one of them is no view.
        let closed = LayoutCompiler(metrics: ["c3": 8], views: ["c1", "c2", "c3"])
        XCTAssertEqual(try closed.compile("|[c1..2]").viewNames, ["c1", "c2"])
        XCTAssertEqual(errors("|[c1..3]", closed), [
            "1:3: error: expected a view, found metric 'c3' (hint: rename the metric or the view: metrics are looked up before views)",
        ])
        // Without a view set too, among several metrics (a made name's metric is looked up by
        // its bytes), and only the made name that is a metric is refused.
        let metrics = LayoutCompiler(metrics: ["gap": 4, "c3": 8, "c": 2, "c33": 1, "é3": 5])
        XCTAssertEqual(errors("|[c1..4]", metrics), [
            "1:3: error: expected a view, found metric 'c3' (hint: rename the metric or the view: metrics are looked up before views)",
        ])
        XCTAssertEqual(try metrics.compile("|[c4..6]-gap-[c30..32]").viewNames, ["c4", "c5", "c6", "c30", "c31", "c32"])
        XCTAssertEqual(errors("|[c2..4]", LayoutCompiler(views: ["c2", "c3"])), [
            "1:3: error: unknown view 'c4' (hint: did you mean 'c2'?)",
        ])
        XCTAssertEqual(errors("|[a99999999999999999999..3]"), [
            "1:3: error: expected a name ending in a number before '..', found 'a99999999999999999999' "
                + "(hint: write a range as a999999999999999999991..4)",
        ])
    }

    func testStacks() throws {
        let program = try LayoutCompiler().compile("V:|[col:[t(40)][m][b(20)]]|")
        XCTAssertEqual(program.constraints.map(\.description), [
            "col.top == superview.top",
            "t.top == col.top", "t.height == 40", "m.top == t.bottom", "b.top == m.bottom", "b.height == 20",
            "col.bottom == b.bottom",
            "t.leading == col.leading", "col.trailing == t.trailing",
            "m.leading == col.leading", "col.trailing == m.trailing",
            "b.leading == col.leading", "col.trailing == b.trailing",
            "superview.bottom == col.bottom",
        ])
        XCTAssertEqual(program.containers.map(\.name), ["col"])
        XCTAssertEqual(program.containers.first?.children, ["t", "m", "b"])
        XCTAssertEqual(program.viewNames, ["col", "t", "m", "b"])
    }

    func testStackNameIsAKnownViewWhenViewsAreListed() {
        let compiler = LayoutCompiler(views: ["a", "b"])
        let result = lines("H:|[row:[a][b]]|\nV:|[row]|", compiler)
        XCTAssertEqual(result.count, 11)
        XCTAssertEqual(result.suffix(2), ["row.top == superview.top", "superview.bottom == row.bottom"])
    }

    func testBothAxes() {
        XCTAssertEqual(lines("HV:|-[bg]-|"), [
            "bg.leading == superview.leading + 20 (standard)", "superview.trailing == bg.trailing + 20 (standard)",
            "bg.top == superview.top + 20 (standard)", "superview.bottom == bg.bottom + 20 (standard)",
        ])
    }

    func testDisconnection() {
        XCTAssertEqual(lines("|[l(50)]->[r(50)]|"), [
            "l.leading == superview.leading", "l.width == 50", "r.width == 50", "superview.trailing == r.trailing",
        ])
    }

    func testStackingOrder() throws {
        let program = try LayoutCompiler().compile("Z:|[under][over]")
        XCTAssertEqual(program.constraints, [])
        XCTAssertEqual(program.stackingOrders.map(\.views), [["under", "over"]])
        XCTAssertEqual(program.stackingOrders.first?.origin.statement, "Z:|[under][over]")
    }

    func testExplicitConstraints() {
        XCTAssertEqual(lines("C:badge.centerX(icon.right).centerY(icon.top)"), [
            "badge.centerX == icon.right", "badge.centerY == icon.top",
        ])
        XCTAssertEqual(lines("C:a.width(b*2+1, <=300@750).height(50%)"), [
            "a.width == b.width * 2 + 1", "a.width <= 300 @750", "a.height == superview.height * 0.5",
        ])
    }

    func testNegativeNumbers() {
        XCTAssertEqual(lines("[a]-(-20)-[b(==-5)]"), [
            "b.leading == a.trailing - 20", "b.width == -5",
        ])
    }
}
