import XCTest
@testable import VisualFormat

/// `DiagnosticFormatter` output for the language's diagnostics, compared whole.
final class FormatterGoldenTests: XCTestCase {
    private func rendered(_ text: String, _ compiler: LayoutCompiler = LayoutCompiler()) -> String {
        do {
            _ = try compiler.compile(text)
            return "no diagnostics"
        } catch {
            return DiagnosticFormatter(fileName: "layout.vfl").render(error, in: text)
        }
    }

    func testUnknownViewWithCaretAndHint() {
        let compiler = LayoutCompiler(views: ["button", "label"])
        XCTAssertEqual(rendered("H:|-[button]-[lable]|", compiler), """
            layout.vfl:1:15: error: unknown view 'lable'
            H:|-[button]-[lable]|
                          ^~~~~
            hint: did you mean 'label'?
            """)
    }

    func testAmbiguousMinus() {
        XCTAssertEqual(rendered("[a]--10-[b]"), """
            layout.vfl:1:5: error: ambiguous '-': expected a connection size after '-', found '-10'
            [a]--10-[b]
                ^~~
            hint: use parentheses around negative numbers: -(-10)-
            """)
    }

    func testSeveralStatementsOnSeveralLines() {
        XCTAssertEqual(rendered("V:|-[a]-|\n\tH:[b(=4)]\n[c]{middle}"), """
            layout.vfl:2:7: error: unknown relation '=': expected '==', '<=' or '>='
            \tH:[b(=4)]
            \t     ^
            hint: did you mean '=='?

            layout.vfl:3:5: error: unknown keyword 'middle' in braces: expected one of left, right, top, bottom, leading, trailing, baseline, firstBaseline, lastBaseline, alignCenterX, alignCenterY, centerX, centerY, leftToRight, rightToLeft, leadingToTrailing, baselineToBaseline, edgeToEdge
            [c]{middle}
                ^~~~~~
            """)
    }

    func testEndOfText() {
        XCTAssertEqual(rendered("H:|-[a(50)"), """
            layout.vfl:1:11: error: expected ']' to close the view opened at 1:5, found end of text
            H:|-[a(50)
                      ^
            hint: add ']'
            """)
    }

    func testWrongAxis() {
        XCTAssertEqual(rendered("V:[a][b] {top}"), """
            layout.vfl:1:11: error: cannot align 'top' in a vertical statement: expected left, right, leading, trailing or alignCenterX
            V:[a][b] {top}
                      ^~~
            hint: alignments run across the statement's axis; put 'top' on a H: statement
            """)
    }
}
