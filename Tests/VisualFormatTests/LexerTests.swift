import LayoutSupport
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

    func testNamesOfEveryLengthReadBackWhole() {
        // Small strings hold 15 bytes: names on both sides of that, ASCII and not, keep their text.
        let written = ["a", String(repeating: "b", count: 15), String(repeating: "c", count: 16),
                       String(repeating: "d", count: 40), "é", String(repeating: "é", count: 7) + "x",
                       String(repeating: "é", count: 8), "日本語の名前" + String(repeating: "z", count: 20)]
        var lexer = Lexer(source: SourceText(written.map { "[\($0)]" }.joined(separator: "-")))
        _ = lexer.tokenize()
        XCTAssertEqual(lexer.names.names, written)
        XCTAssertEqual(Lowerer.spacerName(1234567), "_spacer1234567")
    }

    /// A name the lexer interned (hashed by the short-name path when it is 1 to 7 bytes with a
    /// word readable after it, by the general one otherwise) is found by its bytes alone (the
    /// general hash), before and after the table grows: the two hashes agree.
    func testInternedNamesAreFoundByTheirBytes() {
        var rng = SeededGenerator(seed: 0x4A5E)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_0123456789")
        var written: [String] = []
        for i in 0..<600 {
            let length = i < 20 ? i % 10 + 1 : Int.random(in: 1...12, using: &rng)
            written.append("n" + String((1..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &rng)] }))
        }
        // The last name ends the text: no whole word after it, so it takes the general path.
        var lexer = Lexer(source: SourceText(written.map { "[\($0)]" }.joined(separator: "\n") + "\n[ab]-[abc"))
        _ = lexer.tokenize()
        let table = lexer.names
        for name in Set(written).union(["ab", "abc"]) {
            var bytes = Array(name.utf8)
            let id = bytes.withUnsafeBufferPointer { table.id(of: $0) }
            XCTAssertEqual(id.map { table[$0] }, name)
        }
        XCTAssertNil(table.id(of: "zz_not_there"))
    }

    /// The lexer marks the names the parser need not read again: `[A-Za-z_][A-Za-z0-9_]*` only,
    /// wherever the name ends (a letter beyond ASCII goes on with the name, a symbol ends it).
    func testPlainNamesAreMarked() {
        let source = SourceText("[a_1][héllo][hé][_x9]1abc zé·[Ab]\u{2028}b é b")
        var lexer = Lexer(source: source)
        let names = lexer.tokenize().filter { $0.kind == .identifier }
        XCTAssertEqual(names.map(source.text), ["a_1", "héllo", "hé", "_x9", "1abc", "zé", "Ab", "b", "é", "b"])
        XCTAssertEqual(names.map(\.isPlainName), [true, false, false, true, false, false, true, true, false, true])
        XCTAssertEqual(MemoryLayout<Token>.stride, 16)
    }

    /// The token array and the syntax tree's node arrays are most of a compile's memory: a
    /// token is a kind, a name id and two 32-bit offsets, a span two offsets, a node list two
    /// 32-bit fields, and offsets past 2^31 read back whole.
    func testTokensAndSpansArePacked() {
        XCTAssertEqual(MemoryLayout<Token>.stride, 16)
        XCTAssertEqual(MemoryLayout<Span>.stride, 8)
        XCTAssertEqual(MemoryLayout<NodeList>.stride, 8)
        XCTAssertEqual(MemoryLayout<NameSyntax>.stride, 12)
        let far = Token.maximumTextLength
        let token = Token(kind: .identifier, start: far - 3, end: far, name: 7)
        XCTAssertEqual([token.start, token.end, Int(token.name)], [far - 3, far, 7])
        XCTAssertEqual(Span(far - 1, far - 2).end, far - 1)  // an end before the start is the start
        XCTAssertEqual(NodeList(start: 1 << 31, count: 5).indices, (1 << 31)..<(1 << 31) + 5)
    }

    func testDenseTextHasRoomForEveryToken() {
        // One token per byte: more than the first guess of one per two bytes.
        let text = String(repeating: "[|", count: 300)
        var lexer = Lexer(source: SourceText(text))
        let tokens = lexer.tokenize()
        XCTAssertEqual(tokens.count, 601)
        XCTAssertEqual(tokens.prefix(4).map(\.kind), [.leftBracket, .pipe, .leftBracket, .pipe])
        XCTAssertEqual(tokens.last.map { [$0.start, $0.end] }, [600, 600])
    }

    func testNamesInternAlikeWhereverTheyAre() {
        // A name is hashed a word at a time inside the text and byte by byte near its end: the
        // same name must get the same id in both places, short or long.
        let text = "[abcdef][averyveryverylongname][x] [q] [averyveryverylongname] abcdef"
        var lexer = Lexer(source: SourceText(text))
        let ids = lexer.tokenize().filter { $0.kind == .identifier }.map(\.name)
        XCTAssertEqual(ids, [0, 1, 2, 3, 1, 0])
        XCTAssertEqual(lexer.names.id(of: "averyveryverylongname"), 1)
        XCTAssertEqual(lexer.names.id(of: "abcdef"), 0)
        // Past the table's first size (16 slots, grown at 8 names) every name is still found.
        let many = (0..<40).map { "[name\($0)]" }.joined()
        var manyLexer = Lexer(source: SourceText(many + many))
        let manyIDs = manyLexer.tokenize().filter { $0.kind == .identifier }.map(\.name)
        XCTAssertEqual(manyIDs, (0..<80).map { Int32($0 % 40) })
        XCTAssertEqual(manyLexer.names.id(of: "name39"), 39)
    }

    func testLineStartsInEveryPositionOfAWord() {
        // Line breaks at every offset within and across the eight-byte words the scan reads.
        for length in 1...20 {
            let text = String(repeating: "ab\n", count: length) + "c"
            let source = SourceText(text)
            XCTAssertEqual(source.lineStarts, [0] + (1...length).map { $0 * 3 }, "\(length)")
            XCTAssertTrue(source.isASCII)
        }
        let breaks = SourceText("\n\n\n\n\n\n\n\n\n")
        XCTAssertEqual(breaks.lineStarts, Array(0...9))
        // A byte beyond ASCII anywhere in a word, or in the tail, is seen.
        XCTAssertFalse(SourceText("abcdefgé").isASCII)
        XCTAssertFalse(SourceText("abcdefghijklmné").isASCII)
        XCTAssertFalse(SourceText("é").isASCII)
    }

    func testLineStartsMatchAByteScanOnRandomTexts() {
        // Bytes one bit away from a line break (0x0B, 0x08, and 0x8A inside 'Ċ', U+010A) and
        // runs of breaks, at random offsets: the word scan finds exactly the breaks a byte loop does.
        let pieces = ["\n", "a", "\u{0B}", "\u{08}", "Ċ", "é", "\n\n", "abcdefgh", "\t"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            // SplitMix64: seeded, so a failure repeats.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        for round in 0..<300 {
            let text = (0..<next() % 40).map { _ in pieces[next() % pieces.count] }.joined()
            let bytes = Array(text.utf8)
            let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
            let source = SourceText(text)
            XCTAssertEqual(source.lineStarts, expected, "round \(round): \(text.debugDescription)")
            XCTAssertEqual(source.isASCII, bytes.allSatisfy { $0 < 0x80 }, "round \(round)")
        }
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
