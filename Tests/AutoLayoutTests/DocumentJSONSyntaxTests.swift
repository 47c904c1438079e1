import XCTest
@testable import AutoLayout

final class DocumentJSONSyntaxTests: XCTestCase {
    func testParsesEveryKindOfValue() throws {
        let node = try JSONParser.parse(#" { "a": [1, -2.5e1, 0.25, true, false, null, "x\n\u00e9\ud83d\ude00\"\\\/"] } "#)
        guard case .object(let members) = node.value, case .array(let elements) = members.first?.value.value else {
            return XCTFail("expected an object with an array")
        }
        XCTAssertEqual(members.map(\.key), ["a"])
        XCTAssertEqual(elements.map(\.summary), [
            "the number 1", "the number -25", "the number 0.25", "true", "false", "null",
            "the string \"x\n\u{e9}\u{1F600}\"\\/\"",
        ])
    }

    /// A string's plain characters are read as a run: positions after it still count
    /// scalars for the column and UTF-8 bytes for the offset, and escapes, line breaks
    /// before it and the values read are as before.
    func testPositionsAfterStringsOfWideCharacters() throws {
        let cases: [(String, Int, Int, Int)] = [
            // The error is at the second key's quote.
            ("{ \"a\": \"\u{E9}\u{1F600}x\" \"b\": 1 }", 1, 14, 17),
            ("{\n  \"a\": \"ab\\n\u{3A9}c\" \"b\": 1 }", 2, 17, 19),
            ("{ \"\u{E9}\u{E9}\": \"\" \"b\": 1 }", 1, 12, 13),
        ]
        for (json, line, column, offset) in cases {
            let error = jsonSyntaxError(json)
            XCTAssertEqual(error?.message, "expected ',' or '}' after a member of the object, found '\"'", json)
            XCTAssertEqual(error?.range?.start.line, line, json)
            XCTAssertEqual(error?.range?.start.column, column, json)
            XCTAssertEqual(error?.range?.start.offset, offset, json)
        }
        let parsed = try JSONParser.parse("{ \"k\u{E9}y\": \"a\\\"b\\u00e9 \u{1F600} c\" }")
        guard case .object(let members) = parsed.value, let member = members.first,
              case .string(let text, _) = member.value.value else {
            return XCTFail("expected an object with one string member")
        }
        XCTAssertEqual(member.key, "k\u{E9}y")
        XCTAssertEqual(text, "a\"b\u{E9} \u{1F600} c")
    }

    func testErrorsCarryLineColumnAndPath() {
        let cases: [(String, String, Int, Int, String, String?)] = [
            ("{ \"root\": { \"name\": \"a\" \"layout\": 1 } }", "root.name", 1, 25,
             "expected ',' or '}' after a member of the object, found '\"'", "add a comma between members"),
            ("{\n  \"root\": [1, 2,]\n}", "root[2]", 2, 17, "expected a value, found ']'", "remove the comma before ']'"),
            ("{ \"a\": 1, }", "", 1, 11, "expected a key in double quotes, found '}'", "remove the comma before '}'"),
            ("{ 'a': 1 }", "", 1, 3, "expected a key in double quotes, found '''", "JSON keys use double quotes"),
            ("{ \"a\": tru }", "a", 1, 11, "expected 'true', found ' '", nil),
            ("{ \"a\": 01 }", "a", 1, 9, "expected '.', an exponent or the end of the number after a leading 0, found '1'", "JSON numbers have no leading zeros"),
            ("{ \"a\": 1. }", "a", 1, 10, "expected a digit after the decimal point, found ' '", nil),
            ("{ \"a\": \"x\ny\" }", "a", 1, 10, "expected '\"' or a character, found a control character (U+000A) in a string", "write a line break inside a string as \\n"),
            ("{ \"a\": \"\\q\" }", "a", 1, 11, "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found 'q'", nil),
            ("{ \"a\": 1 } x", "", 1, 12, "expected the end of the document after the top-level value, found 'x'", nil),
            ("", "", 1, 1, "expected a value, found the end of the file", nil),
            ("{ \"a\": \"abc", "a", 1, 12, "expected '\"' to close the string, found the end of the file", nil),
            ("{ \"a\": 1e999 }", "a", 1, 13, "the number 1e999 is too large", nil),
            ("{ \"a\": @ }", "a", 1, 8, "expected a value (object, array, string, number, true, false or null), found '@'", nil),
        ]
        for (json, path, line, column, message, hint) in cases {
            let error = jsonSyntaxError(json)
            XCTAssertEqual(error?.kind, .syntax, json)
            XCTAssertEqual(error?.path, path, json)
            XCTAssertEqual(error?.range?.start.line, line, json)
            XCTAssertEqual(error?.range?.start.column, column, json)
            XCTAssertEqual(error?.message, message, json)
            XCTAssertEqual(error?.hint, hint, json)
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let json = String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)
        XCTAssertEqual(jsonSyntaxError(json)?.message, "the document nests deeper than 512 levels")
    }

    func testStringLocationsMapThroughEscapes() throws {
        let source = "\"a\\nb\""
        let node = try JSONParser.parse(source)
        guard case .string(let text, let quote) = node.value else { return XCTFail("expected a string") }
        XCTAssertEqual(text, "a\nb")
        XCTAssertEqual(quote, 0)
        XCTAssertEqual(JSONParser.scalarLocations(ofStringAt: quote, in: source).map(\.column), [2, 3, 5, 6])
    }

    /// The parser reads bytes: a wide character where a value belongs is named whole and
    /// pointed at as one column of its UTF-8 width, also after a backslash.
    func testWideCharactersInErrorsAreWholeScalars() {
        let value = jsonSyntaxError("{ \"\u{E9}\": \u{E9} }")
        XCTAssertEqual(value?.message, "expected a value (object, array, string, number, true, false or null), found '\u{E9}'")
        XCTAssertEqual(value?.range?.start, SourceLocation(offset: 8, line: 1, column: 8))
        XCTAssertEqual(value?.range?.end, SourceLocation(offset: 10, line: 1, column: 9))
        let escape = jsonSyntaxError("[\"a\\\u{1F600}b\"]")
        XCTAssertEqual(escape?.message, "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found '\u{1F600}'")
        XCTAssertEqual(escape?.range?.start, SourceLocation(offset: 8, line: 1, column: 6))
        XCTAssertEqual(escape?.path, "[0]")
    }

    func testNumbersReadAsDoubles() throws {
        let node = try JSONParser.parse("[0, -0, 12, -340, 1E2, 2.5e-1, 123456789012345, 12345678901234567890, -1.0]")
        guard case .array(let elements) = node.value else { return XCTFail("expected an array") }
        let numbers = elements.compactMap { element -> Double? in
            if case .number(let value) = element.value { return value }
            return nil
        }
        XCTAssertEqual(numbers, [0, 0, 12, -340, 100, 0.25, 123_456_789_012_345, 12_345_678_901_234_567_168, -1])
        XCTAssertEqual(numbers[1].sign, .minus)
        XCTAssertEqual(jsonSyntaxError("[1E400]")?.message, "the number 1e400 is too large")
        XCTAssertEqual(jsonSyntaxError("[-1e+999]")?.message, "the number -1e+999 is too large")
    }

    /// Small objects compare a key with those before it, large ones hash it: a duplicate is
    /// found either way, at the second occurrence.
    func testDuplicateKeysInSmallAndLargeObjects() {
        for count in [1, 15, 16, 17, 40] {
            let members = (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
            let json = "{\(members), \"k0\": 1}"
            guard let error = jsonSyntaxError(json) else { continue }
            XCTAssertEqual(error.kind, .duplicateKey, "\(count)")
            XCTAssertEqual(error.path, "k0", "\(count)")
            XCTAssertEqual(error.message, "the key 'k0' appears twice in one object", "\(count)")
            XCTAssertEqual(error.range?.start.offset, json.utf8.count - 8, "\(count)")
        }
        XCTAssertNoThrow(try JSONParser.parse("{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"))
    }
}
