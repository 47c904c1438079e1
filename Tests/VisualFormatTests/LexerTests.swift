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
        XCTAssertEqual(kinds("->[ = => <"), [.dash, .greater, .leftBracket, .badRelation, .badRelation, .badRelation, .end])
    }

    func testNumbersAndRanges() {
        var lexer = Lexer(source: SourceText("1e2 2.5E-3 .5 cell1..4 7%"))
        let tokens = lexer.tokenize()
        XCTAssertEqual(tokens.map(\.text), ["1e2", "2.5E-3", ".5", "cell1", "..", "4", "7", "%", ""])
        XCTAssertEqual(tokens.map(\.kind), [.number, .number, .number, .identifier, .dotDot, .number, .number, .percent, .end])
    }

    func testCommentsAndLineBreaks() {
        XCTAssertEqual(kinds("[a] // c;\n/* ;\n */ ;"), [.leftBracket, .identifier, .rightBracket, .newline, .semicolon, .end])
    }

    func testLocationsCountScalarsAndUTF8() {
        let source = SourceText("é\nab")
        XCTAssertEqual(source.location(1), SourceLocation(offset: 2, line: 1, column: 2))
        XCTAssertEqual(source.location(3), SourceLocation(offset: 4, line: 2, column: 2))
        XCTAssertEqual(source.location(99), SourceLocation(offset: 5, line: 2, column: 3))
    }
}
