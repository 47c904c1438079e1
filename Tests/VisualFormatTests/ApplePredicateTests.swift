import XCTest
@testable import VisualFormat

/// Predicates in a view's own list.
final class ApplePredicateTests: XCTestCase {
    func testConstantSizes() {
        XCTAssertEqual(lines("[a(>=50)]"), ["a.width >= 50"])
        XCTAssertEqual(lines("V:[a(<=50)]"), ["a.height <= 50"])
        XCTAssertEqual(lines("[a(50)]"), ["a.width == 50"])
    }

    func testViewSizes() {
        XCTAssertEqual(lines("[a(==b)]"), ["a.width == b.width"])
        XCTAssertEqual(lines("[a(b)]"), ["a.width == b.width"])
    }

    func testEveryPredicateHasItsOwnPriority() {
        XCTAssertEqual(lines("[a(>=50@750,<=100,==b@250)]"), [
            "a.width >= 50 @750", "a.width <= 100", "a.width == b.width @250",
        ])
    }

    func testMetricsAreLookedUpBeforeViews() {
        let compiler = LayoutCompiler(metrics: ["b": 30])
        XCTAssertEqual(lines("[a(b)]", compiler), ["a.width == 30"])
    }

    func testPriorityMetric() {
        XCTAssertEqual(lines("[a(50@p)]", LayoutCompiler(metrics: ["p": 500])), ["a.width == 50 @500"])
    }

    func testPredicatesFollowTheirConnection() {
        XCTAssertEqual(lines("[a(10)]-[b(20)]-|"), [
            "a.width == 10", "b.leading == a.trailing + 8 (standard)", "b.width == 20",
            "superview.trailing == b.trailing + 20 (standard)",
        ])
    }

    func testNegativePredicateConstant() {
        XCTAssertEqual(lines("[a(==b-10)]"), ["a.width == b.width - 10"])
        XCTAssertEqual(lines("[a(-5)]"), ["a.width == -5"])
    }

    func testFullDescriptorValues() throws {
        let constraint = try XCTUnwrap(LayoutCompiler().compile("[a(>=b@300)]").constraints.first)
        XCTAssertEqual(constraint.firstItem, .view("a"))
        XCTAssertEqual(constraint.firstAttribute, .width)
        XCTAssertEqual(constraint.relation, .greaterThanOrEqual)
        XCTAssertEqual(constraint.secondItem, .view("b"))
        XCTAssertEqual(constraint.secondAttribute, .width)
        XCTAssertEqual(constraint.multiplier, 1)
        XCTAssertEqual(constraint.constant, 0)
        XCTAssertEqual(constraint.priority, LayoutPriority(300))
        XCTAssertNil(constraint.standardSpacing)
    }
}
