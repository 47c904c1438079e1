import XCTest
@testable import VisualFormat

/// Format options and alignment braces.
final class OptionTests: XCTestCase {
    func testAlignmentOptionAfterAllOtherConstraints() {
        XCTAssertEqual(lines("[a]-[b]-[c(20)]", options: .alignAllTop), [
            "b.leading == a.trailing + 8 (standard)", "c.leading == b.trailing + 8 (standard)", "c.width == 20",
            "a.top == b.top", "b.top == c.top",
        ])
    }

    func testVerticalAlignmentBraces() {
        XCTAssertEqual(lines("V:|-[a]-[b]-| {left, right}"), [
            "a.top == superview.top + 20 (standard)", "b.top == a.bottom + 8 (standard)",
            "superview.bottom == b.bottom + 20 (standard)", "a.left == b.left", "a.right == b.right",
        ])
    }

    func testBraceKeywordsSeparatedBySpaces() {
        XCTAssertEqual(lines("[a][b] {top bottom}"), [
            "b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom",
        ])
    }

    func testBaselineKeywords() {
        XCTAssertEqual(lines("[a][b] {baseline}"), ["b.leading == a.trailing", "a.lastBaseline == b.lastBaseline"])
        XCTAssertEqual(lines("[a][b]", options: .alignAllFirstBaseline),
                       ["b.leading == a.trailing", "a.firstBaseline == b.firstBaseline"])
    }

    func testAppleCentreAlignmentKeyword() {
        XCTAssertEqual(lines("[a][b] {alignCenterY}"), ["b.leading == a.trailing", "a.centerY == b.centerY"])
        XCTAssertEqual(lines("V:[a][b] {alignCenterX}"), ["b.top == a.bottom", "a.centerX == b.centerX"])
    }

    func testQuickVFLCentringInSuperviewOnBothAxes() {
        XCTAssertEqual(lines("[a]-[b] {centerX, centerY}"), [
            "b.leading == a.trailing + 8 (standard)",
            "a.centerX == superview.centerX", "b.centerX == superview.centerX",
            "a.centerY == superview.centerY", "b.centerY == superview.centerY",
        ])
    }

    func testOptionAndSameBraceAlignOnce() {
        XCTAssertEqual(lines("[a][b] {top}", options: .alignAllTop), ["b.leading == a.trailing", "a.top == b.top"])
    }

    func testLeftToRight() {
        XCTAssertEqual(lines("|-10-[a]-[b]-5-|", options: .directionLeftToRight), [
            "a.left == superview.left + 10", "b.left == a.right + 8 (standard)", "superview.right == b.right + 5",
        ])
    }

    func testRightToLeftMirrors() {
        XCTAssertEqual(lines("|-10-[a]-[b]-5-| {rightToLeft}"), [
            "superview.right == a.right + 10", "a.left == b.right + 8 (standard)", "b.left == superview.left + 5",
        ])
        XCTAssertEqual(lines("[a]-(>=4)-[b]", options: .directionRightToLeft), ["a.left >= b.right + 4"])
    }

    func testDirectionDoesNotChangeVertical() {
        XCTAssertEqual(lines("V:[a][b]", options: .directionRightToLeft), ["b.top == a.bottom"])
    }

    func testBaselineToBaselineSpacing() {
        XCTAssertEqual(lines("V:|-[a]-[b]-10-[c]", options: .spacingBaselineToBaseline), [
            "a.top == superview.top + 20 (standard)", "b.firstBaseline == a.lastBaseline + 8 (standard)",
            "c.top == b.bottom + 10",
        ])
        XCTAssertEqual(lines("V:[a]-[b] {baselineToBaseline}"), ["b.firstBaseline == a.lastBaseline + 8 (standard)"])
    }

    func testWrongAxisOption() {
        XCTAssertEqual(errors("H:[a][b]", options: .alignAllLeft), [
            "1:1: error: cannot align 'alignAllLeft' in a horizontal statement: expected alignAllTop, alignAllBottom, alignAllCenterY, alignAllLastBaseline (alignAllBaseline) or alignAllFirstBaseline (hint: alignments run across the statement's axis; put 'alignAllLeft' on a V: statement)",
        ])
        XCTAssertEqual(errorIDs("V:[a][b] {top}"), [.wrongAxisAlignment])
    }

    func testWrongAxisOptionIsNamedAsGiven() {
        XCTAssertEqual(errors("V:[a][b]", options: .alignAllBaseline), [
            "1:1: error: cannot align 'alignAllBaseline' in a vertical statement: expected alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or alignAllCenterX (hint: alignments run across the statement's axis; put 'alignAllBaseline' on a H: statement)",
        ])
        XCTAssertEqual(errors("V:[a][b]", options: .alignAllLastBaseline).first?.contains("'alignAllLastBaseline'"), true)
        XCTAssertEqual(FormatOptions(named: "alignAllBaseline"), .alignAllBaseline)
        XCTAssertTrue(FormatOptions.alignAllBaseline.contains(.alignAllLastBaseline))
    }

    /// Apple checks an alignment's axis only between pairs of views (Eureka: `V:|-[textField]-|`
    /// with `.alignAllLastBaseline`; XLForm: `V:|-(margin)-[_textField]-(margin)-|` with
    /// `AlignAllBaseline`).
    func testWrongAxisOptionOnOneViewIsAccepted() {
        XCTAssertEqual(lines("V:|-[textField]-|", options: .alignAllLastBaseline), [
            "textField.top == superview.top + 20 (standard)", "superview.bottom == textField.bottom + 20 (standard)",
        ])
        XCTAssertEqual(lines("V:|-(margin)-[_textField]-(margin)-|", LayoutCompiler(metrics: ["margin": 4]),
                             options: .alignAllBaseline), [
            "_textField.top == superview.top + 4", "superview.bottom == _textField.bottom + 4",
        ])
        // A range is several views; a brace is written in the text, so it is still checked.
        XCTAssertEqual(errorIDs("V:[c1..2]", options: .alignAllTop), [.wrongAxisAlignment])
        XCTAssertEqual(errorIDs("V:[a] {top}"), [.wrongAxisAlignment])
    }

    func testBaselineSpacingInHorizontalIsAnError() {
        XCTAssertEqual(errors("[a]-[b] {baselineToBaseline}"), [
            "1:10: error: 'baselineToBaseline' applies to vertical statements only (hint: start the statement with 'V:')",
        ])
    }

    func testConflictingDirections() {
        XCTAssertEqual(errors("[a][b] {leftToRight rightToLeft}"), [
            "1:21: error: conflicting directions: 'rightToLeft' after another direction (hint: give one of leadingToTrailing, leftToRight, rightToLeft)",
        ])
        XCTAssertEqual(errorIDs("[a]", options: [.directionLeftToRight, .directionRightToLeft]), [.invalidOption])
    }
}
