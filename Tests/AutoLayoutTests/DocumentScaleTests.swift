import XCTest

@testable import AutoLayout

/// Large documents cost time linear in their size: these inputs took minutes when a check was
/// quadratic, and take a fraction of a second now.
final class DocumentScaleTests: XCTestCase {
    func testDuplicateKeyInALargeObjectIsFoundByItsPosition() throws {
        let count = 100_000
        var text = "{"
        for i in 0..<count { text += "\"k\(i)\": \(i), " }
        text += "\"k\(count - 1)\": 0}"
        XCTAssertThrowsError(try JSONParser.parse(text)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .duplicateKey)
            XCTAssertEqual(error.path, "k\(count - 1)")
            XCTAssertEqual(error.range?.start.offset, text.utf8.count - "\"k\(count - 1)\": 0}".utf8.count)
        }
    }
}
