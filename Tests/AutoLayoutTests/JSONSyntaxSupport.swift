import XCTest
@testable import AutoLayout

/// The error `JSONParser` gives for `json`, failing the test when it parses.
func jsonSyntaxError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> DocumentError? {
    do {
        _ = try JSONParser.parse(json)
        XCTFail("expected a syntax error", file: file, line: line)
    } catch {
        return error
    }
    return nil
}
