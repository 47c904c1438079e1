import XCTest
@testable import VisualFormat

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) -> [Token.Kind] {
        var lexer = Lexer(source: SourceText(text))
        return lexer.tokenize().map(\.kind)
    }

    func testPunctuationAndRelations() {
        XCTAssertEqual(kinds("|-[a]->=8-(<=)"), [
            .pipe, .dash, .leftBracket, .identifier, .rightBracket, .dash, .relation, .number, .dash,
            .leftParen, .relation, .rightParen, .end,
        ])
        XCTAssertEqual(kinds("->[ = => < != <<"), [
            .dash, .greater, .leftBracket, .badRelation, .badRelation, .less, .badRelation, .badRelation, .end,
        ])
    }

    func testNumbersAndRanges() {
        let source = SourceText("1e2 2.5E-3 .5 cell1..4 7%")
        var lexer = Lexer(source: source)
        let tokens = lexer.tokenize()
        XCTAssertEqual(tokens.map(source.text), ["1e2", "2.5E-3", ".5", "cell1", "..", "4", "7", "%", ""])
        XCTAssertEqual(tokens.map(\.kind), [.number, .number, .number, .identifier, .dotDot, .number, .number, .percent, .end])
    }

    func testCommentsAndLineBreaks() {
        XCTAssertEqual(kinds("[a] // c;\n/* ;\n */ ;"), [.leftBracket, .identifier, .rightBracket, .newline, .semicolon, .end])
        // A run of line breaks, with blanks and comments between, is one token.
        XCTAssertEqual(kinds("[a]\n \n// x\n/* y */\n[b]"), [
            .leftBracket, .identifier, .rightBracket, .newline, .leftBracket, .identifier, .rightBracket, .end,
        ])
    }

    func testNamesAreInterned() {
        var lexer = Lexer(source: SourceText("[a][bb] [a] é"))
        let ids = lexer.tokenize().filter { $0.kind == .identifier }.map(\.name)
        XCTAssertEqual(ids, [0, 1, 0, 2])
        XCTAssertEqual(lexer.names.names, ["a", "bb", "é"])
        XCTAssertEqual(lexer.names.id(of: "bb"), 1)
        XCTAssertNil(lexer.names.id(of: "b"))
    }

    func testLocationsCountScalarsAndUTF8() {
        let source = SourceText("é\nab")
        XCTAssertEqual(source.location(2), SourceLocation(offset: 2, line: 1, column: 2))
        XCTAssertEqual(source.location(4), SourceLocation(offset: 4, line: 2, column: 2))
        XCTAssertEqual(source.location(99), SourceLocation(offset: 5, line: 2, column: 3))
        // Past 64 bytes the scalar count starts from a checkpoint.
        let long = SourceText(String(repeating: "é", count: 100) + "x")
        XCTAssertEqual(long.location(200), SourceLocation(offset: 200, line: 1, column: 101))
        var cursor = SourceText.Cursor()
        let lines = SourceText("a\nb\nc\nd")
        XCTAssertEqual(lines.location(6, cursor: &cursor).line, 4)
        XCTAssertEqual(lines.location(2, cursor: &cursor).line, 2)
        XCTAssertEqual(lines.location(4, cursor: &cursor).line, 3)
    }

    func testNumberValuesMatchTheStandardLibrary() {
        for text in ["0", "10", "1.5", ".5", "0.1", "0.3", "123456789012345", "1234567890123456789",
                     "0.000000000000000000000001", "1e2", "2.5E-3", "007", "3.14159265358979"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(NumberText.value(bytes, 0, bytes.count), Double(text), text)
        }
    }
}
