import XCTest
@testable import VisualFormat

/// Every diagnostic: id, line, column, message and hint.
final class DiagnosticTests: XCTestCase {
    func testMissingColon() {
        XCTAssertEqual(errors("H|[a]"), ["1:2: error: expected ':' after 'H', found '|' (hint: write 'H:')"])
        XCTAssertEqual(errorIDs("V[a]"), [.missingColon])
    }

    func testUnknownOrientation() {
        XCTAssertEqual(errors("X:[a]"), ["1:1: error: unknown orientation 'X': expected H, V, HV, Z or C"])
        XCTAssertEqual(errors("h:[a]"), [
            "1:1: error: unknown orientation 'h': expected H, V, HV, Z or C (hint: orientations are upper case: 'H:')",
        ])
    }

    func testUnknownRelation() {
        XCTAssertEqual(errors("[a(=5)]"), [
            "1:4: error: unknown relation '=': expected '==', '<=' or '>=' (hint: did you mean '=='?)",
        ])
        XCTAssertEqual(errors("[a]-(=>5)-[b]"), [
            "1:6: error: unknown relation '=>': expected '==', '<=' or '>=' (hint: did you mean '>='?)",
        ])
    }

    func testUnterminatedView() {
        XCTAssertEqual(errors("[a(50)"), [
            "1:7: error: expected ']' to close the view opened at 1:1, found end of text (hint: add ']')",
        ])
        XCTAssertEqual(errors("[a-[b]"), ["1:3: error: expected ']' to close the view opened at 1:1, found '-'"])
    }

    func testUnterminatedPredicate() {
        XCTAssertEqual(errors("[a(50]"), [
            "1:6: error: expected ')' or ',' after the predicate opened at 1:3, found ']' (hint: add ')')",
        ])
    }

    func testUnknownViewWithHint() {
        let compiler = LayoutCompiler(metrics: ["gap": 8], views: ["label", "button"])
        XCTAssertEqual(errors("H:|-[button]-[lable]|", compiler), [
            "1:15: error: unknown view 'lable' (hint: did you mean 'label'?)",
        ])
        XCTAssertEqual(errors("[button(==labl)]", compiler), [
            "1:11: error: unknown view 'labl' (hint: did you mean 'label'?)",
        ])
    }

    func testUnknownMetricWithHint() {
        let compiler = LayoutCompiler(metrics: ["spacing": 8], views: ["a", "b"])
        XCTAssertEqual(errors("[a]-spacng-[b]", compiler), [
            "1:5: error: unknown metric 'spacng' as connection size (hint: did you mean 'spacing'?)",
        ])
        XCTAssertEqual(errors("[a(5@hi)]", compiler), ["1:6: error: unknown metric 'hi' as priority"])
    }

    func testBadPriority() {
        let expected = "expected a priority greater than 0 and at most 1000, found"
        XCTAssertEqual(errors("[a(5@0)]"), ["1:6: error: \(expected) 0 (hint: 1000 is required; 750 is high, 250 low)"])
        XCTAssertEqual(errors("[a(5@1001)]"), ["1:6: error: \(expected) 1001 (hint: 1000 is required; 750 is high, 250 low)"])
        XCTAssertEqual(errors("[a(5@-1)]"), ["1:6: error: \(expected) -1 (hint: 1000 is required; 750 is high, 250 low)"])
    }

    func testAmbiguousMinus() {
        XCTAssertEqual(errors("[a]--10-[b]"), [
            "1:5: error: ambiguous '-': expected a connection size after '-', found '-10' (hint: use parentheses around negative numbers: -(-10)-)",
        ])
    }

    func testPredicateListWithoutParentheses() {
        XCTAssertEqual(errors("[a]->=8,<=20-[b]"), [
            "1:8: error: expected '-' after the connection's size, found ',' (hint: put a list of predicates in parentheses: -(>=8,<=20)-)",
        ])
        XCTAssertEqual(errorIDs("[a]~10,20~[b]"), [.connectionListWithoutParentheses])
    }

    /// Apple's `-b-` stays an error; Extended VFL's `-(b)-` is a gap sized by the view.
    func testViewAsConnectionSize() {
        XCTAssertEqual(errors("[a]-b-[b]"), [
            "1:5: error: expected a number or a metric as the connection's size, found view 'b' (hint: a gap sized by a view is written in parentheses: -(b)-)",
        ])
        XCTAssertEqual(errorIDs("[a]-c-[b]", LayoutCompiler(views: ["a", "b", "c"])), [.viewAsConnectionSize])
        XCTAssertEqual(errorIDs("[a]-c.height-[b]"), [.viewAsConnectionSize])
        XCTAssertEqual(errorIDs("[a]-(d)-[b]", LayoutCompiler(views: ["a", "b", "c"])), [.unknownView])
    }

    func testMetricAsView() {
        XCTAssertEqual(errors("[m]", LayoutCompiler(metrics: ["m": 1])), [
            "1:2: error: expected a view, found metric 'm' (hint: rename the metric or the view: metrics are looked up before views)",
        ])
    }

    func testWrongAxisAlignment() {
        XCTAssertEqual(errors("H:[a][b] {left}"), [
            "1:11: error: cannot align 'left' in a horizontal statement: expected top, bottom, alignCenterY, baseline, firstBaseline or lastBaseline (hint: alignments run across the statement's axis; put 'left' on a V: statement)",
        ])
    }

    func testUnknownBraceKeyword() {
        XCTAssertEqual(errors("[a][b] {topp}"), [
            "1:9: error: unknown keyword 'topp' in braces: expected one of left, right, top, bottom, leading, trailing, baseline, firstBaseline, lastBaseline, alignCenterX, alignCenterY, centerX, centerY, leftToRight, rightToLeft, leadingToTrailing, baselineToBaseline, edgeToEdge (hint: did you mean 'top'?)",
        ])
    }

    func testRunningOutOfInput() {
        XCTAssertEqual(errors("H:|-[a]-"), [
            "1:9: error: expected '[', '|', a number, a metric or '(' after '-', found end of text",
        ])
        XCTAssertEqual(errorIDs("H:"), [.unexpectedEnd])
        XCTAssertEqual(errorIDs("[a]-(10"), [.unterminatedPredicate])
    }

    func testTrailingText() {
        XCTAssertEqual(errors("[a] x"), ["1:5: error: expected ';' or a line break after the statement, found name 'x'"])
        XCTAssertEqual(errorIDs("[a] {top} {bottom}"), [.trailingText])
    }

    func testBadName() {
        XCTAssertEqual(errors("[1a]"), [
            "1:2: error: expected a view name, found invalid name '1a' (hint: names are ASCII letters, digits and '_', starting with a letter or '_')",
        ])
        XCTAssertEqual(errorIDs("[héllo]"), [.invalidName])
        XCTAssertEqual(errorIDs("[5]"), [.invalidName])
    }

    func testDuplicateView() {
        XCTAssertEqual(errors("[a]-[b]-[a]"), [
            "1:10: error: view 'a' appears more than once in the statement (hint: write a second statement to constrain it again)",
        ])
    }

    func testOtherDiagnostics() {
        XCTAssertEqual(errorIDs("[a(b.depth)]"), [.unknownAttribute])
        XCTAssertEqual(errorIDs("[cell..4]"), [.invalidRange])
        XCTAssertEqual(errorIDs("[cell4..2]"), [.invalidRange])
        XCTAssertEqual(errorIDs("/* open"), [.unterminatedComment])
        XCTAssertEqual(errorIDs("[a(b/0)]"), [.invalidNumber])
        XCTAssertEqual(errorIDs("[a(1e999)]"), [.invalidNumber])
        XCTAssertEqual(errorIDs("[a]$"), [.trailingText])
        XCTAssertEqual(errorIDs("foo"), [.unexpectedToken])
    }

    func testEveryStatementIsReported() {
        XCTAssertEqual(errors("[a(=1)]\n[b]-x-[c]; H|[d]\n[e(50]"), [
            "1:4: error: unknown relation '=': expected '==', '<=' or '>=' (hint: did you mean '=='?)",
            "2:5: error: unknown metric 'x' as connection size",
            "2:13: error: expected ':' after 'H', found '|' (hint: write 'H:')",
            "3:6: error: expected ')' or ',' after the predicate opened at 3:3, found ']' (hint: add ')')",
        ])
    }
}
