import XCTest
@testable import VisualFormat

/// Several statements, separators, line breaks and the syntax tree.
final class StatementTests: XCTestCase {
    func testSemicolonsAndEmptyStatements() {
        XCTAssertEqual(lines(";[a(1)];;V:[b(2)];"), ["a.width == 1", "b.height == 2"])
    }

    func testLineBreakEndsAStatementWhereItCould() {
        XCTAssertEqual(lines("[a(1)]\n[b(2)]"), ["a.width == 1", "b.width == 2"])
    }

    func testLineBreakInsideAnUnfinishedStatementIsWhiteSpace() {
        XCTAssertEqual(lines("|-\n10-\n[a(\n50\n)]-\n|"), [
            "a.leading == superview.leading + 10", "a.width == 50", "superview.trailing == a.trailing + 20 (standard)",
        ])
    }

    func testBlockCommentMaySpanLinesAndHoldSemicolons() {
        XCTAssertEqual(lines("[a]/* x;\n y */-[b]"), ["b.leading == a.trailing + 8 (standard)"])
    }

    func testSyntaxTreeRanges() throws {
        let (syntax, diagnostics) = LayoutCompiler().parse("H:|-10-[a(>=5)]; V:[b]")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(syntax.statements.count, 2)
        let first = try XCTUnwrap(syntax.statements.first)
        XCTAssertEqual(syntax.text(first.span), "H:|-10-[a(>=5)]")
        XCTAssertEqual(first.orientation?.keyword, .horizontal)
        guard case .chain(let chain) = first.body else { return XCTFail("expected a chain") }
        XCTAssertEqual(chain.leadingSuperview.map(syntax.range)?.description, "1:3-1:4")
        let connection = try XCTUnwrap(chain.leadingConnection.map { syntax.connections[$0] })
        XCTAssertEqual(syntax.range(connection.span).description, "1:4-1:8")
        XCTAssertEqual(chain.slots.count, 1)
        let slot = syntax.slots[chain.slots.start]
        XCTAssertEqual(syntax.range(slot.span).description, "1:8-1:16")
        let entry = syntax.entries[slot.entries.start]
        XCTAssertEqual(syntax.text(entry.name), "a")
        let predicate = syntax.predicates[entry.predicates.start]
        XCTAssertEqual(predicate.relation, .greaterThanOrEqual)
        XCTAssertEqual(syntax.range(predicate.span).description, "1:11-1:14")
        XCTAssertEqual(syntax.statements.last.map { syntax.range($0.span).description }, "1:18-1:23")
    }

    func testUnicodeColumnsCountScalars() {
        XCTAssertEqual(errors("/* é */ [a] x").first, "1:13: error: expected ';' or a line break after the statement, found name 'x'")
    }

    func testNamedViewsOnly() {
        let compiler = LayoutCompiler(views: ["label", "field"])
        XCTAssertEqual(lines("[label]-[field]", compiler), ["field.leading == label.trailing + 8 (standard)"])
    }
}
