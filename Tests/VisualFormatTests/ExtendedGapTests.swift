import XCTest
@testable import VisualFormat

/// Extended VFL's last forms: gaps sized by a view, signed factors, meta comments.
final class ExtendedGapTests: XCTestCase {
    func testGapSizedByAView() throws {
        let program = try LayoutCompiler(views: ["a", "b", "view2"]).compile("[a]-(view2)-[b]")
        XCTAssertEqual(program.constraints.map(\.description), [
            "_spacer1.leading == a.trailing", "b.leading == _spacer1.trailing", "_spacer1.width == view2.width",
        ])
        XCTAssertEqual(program.helpers.map(\.name), ["_spacer1"])
        XCTAssertEqual(program.viewNames, ["a", "b", "view2"])
        XCTAssertEqual(program.constraints.last?.origin?.range.description, "1:6-1:11")
        XCTAssertEqual(lines("V:[a]-(view2)-[b]; [view2]"), [
            "_spacer1.top == a.bottom", "b.top == _spacer1.bottom", "_spacer1.height == view2.height",
        ])
        // With no view list, a name the text never puts in brackets is a metric, as in Apple's
        // `-(padding)-`: a misspelt metric is still reported.
        XCTAssertEqual(errors("[a]-(pading)-[b]", LayoutCompiler(metrics: ["padding": 8])), [
            "1:6: error: unknown metric 'pading' as connection size (hint: did you mean 'padding'?)",
        ])
        XCTAssertEqual(lines("[a]-(c.height)-[b]").last, "_spacer1.width == c.height")
    }

    /// Helpers are numbered on through the text: the tenth and later have several digits, in
    /// order (the names are written digit by digit, not interpolated).
    func testSpacerNamesCountOnPastNine() throws {
        let text = (0..<11).map { "H:[a\($0)]-(10%)-[b\($0)]" }.joined(separator: "\n")
        let program = try LayoutCompiler().compile(text)
        XCTAssertEqual(program.helpers.map(\.name), (1...11).map { "_spacer\($0)" })
        XCTAssertEqual(program.helpers[9].name, "_spacer10")
        XCTAssertEqual(Lowerer.spacerName(1_234_567_890), "_spacer1234567890")
        XCTAssertEqual(Lowerer.spacerName(Int.max), "_spacer9223372036854775807")
    }

    func testGapSizedByAViewExpression() {
        XCTAssertEqual(lines("[child(60)]-(child/10)-[child2]"), [
            "child.width == 60", "_spacer1.leading == child.trailing", "child2.leading == _spacer1.trailing",
            "_spacer1.width == child.width * 0.1",
        ])
        XCTAssertEqual(lines("[a]-(b*2+4)-[c][b]").dropLast().last, "_spacer1.width == b.width * 2 + 4")
        XCTAssertEqual(lines("[a]-(>=b.height, <=100@750)-[c]").suffix(2), [
            "_spacer1.width >= b.height", "_spacer1.width <= 100 @750",
        ])
        XCTAssertEqual(lines("|[view1]-(view2)-[view2(100)]|"), [
            "view1.leading == superview.leading",
            "_spacer1.leading == view1.trailing", "view2.leading == _spacer1.trailing", "_spacer1.width == view2.width",
            "view2.width == 100", "superview.trailing == view2.trailing",
        ])
        // A metric in parentheses stays a constant gap.
        XCTAssertEqual(lines("[a]-(m)-[b]", LayoutCompiler(metrics: ["m": 5])), ["b.leading == a.trailing + 5"])
    }

    func testSignedFactors() {
        XCTAssertEqual(lines("[a(b*-2)]"), ["a.width == b.width * -2"])
        XCTAssertEqual(lines("[a(b/-10)]"), ["a.width == b.width * -0.1"])
        XCTAssertEqual(lines("[a(b/+10)]"), ["a.width == b.width * 0.1"])
        XCTAssertEqual(lines("[a(b*+3-1)]"), ["a.width == b.width * 3 - 1"])
        XCTAssertEqual(lines("[a(b*-k)]", LayoutCompiler(metrics: ["k": 4])), ["a.width == b.width * -4"])
        XCTAssertEqual(lines("[child(60)]-(child/-10)-[child2]").last, "_spacer1.width == child.width * -0.1")
        XCTAssertEqual(lines("C:a.centerX(b.centerX*-1+10)"), ["a.centerX == b.centerX * -1 + 10"])
        XCTAssertEqual(errors("[a(b*-)]"), ["1:6: error: expected a number or a metric after '*', found '-'"])
    }

    func testSpacingMetaComment() throws {
        let program = try LayoutCompiler().compile("//spacing:[10, 20]\nH:|-[a]-[b]-|\nV:|-[a]-[b]-|")
        XCTAssertEqual(program.constraints.map(\.description), [
            "a.leading == superview.leading + 10", "b.leading == a.trailing + 10", "superview.trailing == b.trailing + 10",
            "a.top == superview.top + 20", "b.top == a.bottom + 20", "superview.bottom == b.bottom + 20",
        ])
        XCTAssertEqual(program.spacing?.horizontal, 10)
        XCTAssertEqual(program.spacing?.vertical, 20)
        XCTAssertEqual(program.spacing?.zIndex, 1)
        XCTAssertEqual(program.spacing?.origin.statement, "//spacing:[10, 20]")
        XCTAssertEqual(lines("//spacing:4\n[a]-[b]-|"), ["b.leading == a.trailing + 4", "superview.trailing == b.trailing + 4"])
        let full = try LayoutCompiler().compile("//spacing:[1, 2, 3, 4, 5, 6, 7]\n|-[a]-[b]-|\nV:|-[a]-|")
        XCTAssertEqual(full.constraints.map(\.constant), [4, 5, 2, 1, 3])
        XCTAssertEqual(full.spacing?.zIndex, 7)
        // Right to left: `|` written first is the right edge.
        XCTAssertEqual(lines("//spacing:[1, 2, 3, 4, 5, 6]\n|-[a]", options: .directionRightToLeft),
                       ["superview.right == a.right + 2"])
    }

    func testViewportMetaComment() throws {
        let program = try LayoutCompiler().compile(
            "//viewport aspect-ratio:16/9 max-height:300\n//viewport width:intrinsic height:200 min-width:10\n[a]")
        let viewport = try XCTUnwrap(program.viewport)
        XCTAssertEqual(viewport.aspectRatio, 16.0 / 9.0)
        XCTAssertEqual(viewport.maxHeight, 300)
        XCTAssertEqual(viewport.width, .intrinsic)
        XCTAssertEqual(viewport.height, .points(200))
        XCTAssertEqual(viewport.minWidth, 10)
        XCTAssertNil(viewport.maxWidth)
        XCTAssertEqual(viewport.origin.statement, "//viewport aspect-ratio:16/9 max-height:300")
        // Only at the start of a line, with autolayout.js's spelling; other comments are comments.
        XCTAssertNil(try LayoutCompiler().compile("[a] //viewport width:3").viewport)
        XCTAssertNil(try LayoutCompiler().compile("// viewport width:3\n//colors a:#FF0000\n[a]").viewport)
    }

    func testInvalidMetaComments() {
        XCTAssertEqual(errors("//spacing:[1, 2, 3, 4]\n[a]"), [
            "1:11: error: expected a number or an array of 2, 3, 6 or 7 numbers after '//spacing:', found '[1, 2, 3, 4]' (hint: write //spacing:8 or //spacing:[10, 20])",
        ])
        XCTAssertEqual(errors("//spacing: wide"), [
            "1:12: error: expected a number or an array of 2, 3, 6 or 7 numbers after '//spacing:', found 'wide' (hint: write //spacing:8 or //spacing:[10, 20])",
        ])
        XCTAssertEqual(errors("  //viewport max-heigth:3 width:-1 aspect-ratio:16"), [
            "1:14: error: unknown viewport setting 'max-heigth:3': expected key:value with a key of aspect-ratio, width, height, min-width, max-width, min-height, max-height (hint: did you mean 'max-height'?)",
            "1:33: error: expected a size or 'intrinsic' after 'width:', found '-1'",
            "1:49: error: expected a ratio such as 16/9 after 'aspect-ratio:', found '16'",
        ])
    }
}

/// QuickVFL2's `<name>` after a statement that makes one constraint.
final class ConstraintNameTests: XCTestCase {
    func testNameOnAStatementOfOneConstraint() throws {
        let program = try LayoutCompiler().compile("H:[a(100)] <width>\n[a]-8-[b] <gap>; V:[a(>=20)]<height>")
        XCTAssertEqual(program.constraints.map(\.description), [
            "a.width == 100 <width>", "b.leading == a.trailing + 8 <gap>", "a.height >= 20 <height>",
        ])
        XCTAssertEqual(program.constraints.map(\.identifier), ["width", "gap", "height"])
        XCTAssertEqual(program.constraints.first?.origin?.statement, "H:[a(100)] <width>")
        // After the braces; `<=` inside stays a relation.
        XCTAssertEqual(lines("C:a.width(<=b.width) <limit>"), ["a.width <= b.width <limit>"])
        XCTAssertNil(try LayoutCompiler().compile("[a(100)]").constraints.first?.identifier)
    }

    func testNameNeedsOneConstraint() {
        XCTAssertEqual(errors("H:|-[a]-| <edges>"), [
            "1:12: error: constraint name 'edges' needs a statement that makes one constraint, found 2 (hint: name a statement of one view or one connection, such as H:[a(100)] <edges>)",
        ])
        XCTAssertEqual(errors("Z:[a][b] <z>"), [
            "1:11: error: constraint name 'z' needs a statement that makes one constraint, found none",
        ])
        XCTAssertEqual(errorIDs("HV:[a(10)] <size>"), [.constraintNameNeedsOneConstraint])
        // A statement with its own error is not counted again.
        XCTAssertEqual(errorIDs("[a(zz)] <w>", LayoutCompiler(views: ["a"])), [.unknownView])
    }

    func testDuplicateNames() {
        XCTAssertEqual(errors("[a(10)] <w>\n[b(20)] <w>"), [
            "2:10: error: constraint name 'w' is already used at 1:10 (hint: give each constraint its own name)",
        ])
    }

    func testMalformedNames() {
        XCTAssertEqual(errors("[a(10)] <w"), [
            "1:11: error: expected '>' after the constraint name opened at 1:9, found end of text (hint: close the name: <w>)",
        ])
        XCTAssertEqual(errors("[a(10)] <>"), ["1:9: error: expected ';' or a line break after the statement, found '<>'"])
        XCTAssertEqual(errors("[a(10)] < 5>"), [
            "1:11: error: expected a constraint name after '<', found number '5' (hint: name the constraint like <width>)",
        ])
        XCTAssertEqual(errors("[a(10)] <w> {top}"), [
            "1:13: error: expected ';' or a line break after the statement, found '{' (hint: write the braces before the constraint's name)",
        ])
        XCTAssertEqual(errorIDs("[a(10)] <=w>"), [.trailingText])
    }
}
