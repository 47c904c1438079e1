import XCTest
@testable import AutoLayout

/// The shortcuts of loading a document: strings scanned eight bytes at a time, keys of the
/// format read as literals, a view's members found by key, and a node's rarely set properties
/// in a shared box. Each must give what the plain path gives, at every boundary.
final class DocumentFastPathTests: XCTestCase {
    /// A quote, a backslash, a control character or a non-ASCII character at every place in
    /// and around an eight-byte word ends or slows the scan there: the value, and the column
    /// of what follows the string, are as if read a byte at a time.
    func testStringScanStopsAtEveryPlaceInAWord() throws {
        for prefix in 0..<20 {
            let before = String(repeating: "a", count: prefix)
            for (inserted, decoded) in [("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("\u{E9}", "\u{E9}"), ("\u{1F600}", "\u{1F600}")] {
                let json = "[\"\(before)\(inserted)bcdefghijk\"]"
                let node = try JSONParser.parse(json)
                guard case .array(let elements) = node.value, case .string(let text, _) = elements.first?.value else {
                    return XCTFail("expected an array of one string: \(json)")
                }
                XCTAssertEqual(text, before + decoded + "bcdefghijk", json)
                // The column after the string counts scalars: 2 for `["`, the string, 1 for `"`.
                let error = jsonSyntaxError(json + "x")
                let scalars = prefix + inserted.unicodeScalars.count + 10
                XCTAssertEqual(error?.range?.start.column, 2 + scalars + 2 + 1, json)
                XCTAssertEqual(error?.range?.start.offset, json.utf8.count, json)
            }
            let control = "[\"\(before)\u{01}\"]"
            let error = jsonSyntaxError(control)
            XCTAssertEqual(error?.message, "expected '\"' or a character, found a control character (U+0001) in a string", control)
            XCTAssertEqual(error?.range?.start.column, 3 + prefix, control)
        }
    }

    /// A key spelt like a key of the format but longer, shorter, escaped or differently cased
    /// is read as the plain key it is, and an unknown one is reported as before.
    func testKeysNearTheFormatsKeysAreReadAsWritten() throws {
        let keys = ["name", "names", "nam", "Name", "hidden", "height", "heighT", "subviewz", "compressionResistance", "compressionResistanceX"]
        let json = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        let node = try JSONParser.parse(json)
        guard case .object(let members) = node.value else { return XCTFail("expected an object") }
        XCTAssertEqual(members.map(\.key), [
            "name", "names", "nam", "Name", "hidden", "height", "heighT", "subviewz", "compressionResistance",
            "compressionResistanceX",
        ])
        let duplicate = jsonSyntaxError("{\"name\": 1, \"n\\u0061me\": 2}")
        XCTAssertEqual(duplicate?.message, "the key 'name' appears twice in one object")

        let unknown = "{\"root\": {\"name\": \"root\", \"width\": 10, \"height\": 10, \"hiddden\": true}}"
        XCTAssertThrowsError(try LayoutDocument(json: unknown)) { error in
            XCTAssertEqual((error as? DocumentError)?.path, "root.hiddden")
            XCTAssertEqual((error as? DocumentError)?.hint, "did you mean 'hidden'?")
        }
    }

    /// Every member of a view is read, in any order, and a view's rarely set properties
    /// survive copies and compare by value whether or not they were ever set.
    func testViewMembersInAnyOrderAndNodeExtrasByValue() throws {
        let json = """
            {"root": {"height": 50, "subviews": [{"zIndex": 2, "class": "UILabel", "hidden": "vertical",
              "baselines": {"first": 3}, "compressionResistance": [700, 701], "hugging": [10, 20],
              "intrinsicSize": [4, null], "rules": "tt = 0", "name": "a"}], "width": 40, "name": "root"}}
            """
        let document = try LayoutDocument(json: json)
        XCTAssertEqual(document.root.width, 40)
        XCTAssertEqual(document.root.height, 50)
        let node = try XCTUnwrap(document.root.subviews.first)
        XCTAssertEqual(node.name, "a")
        XCTAssertEqual(node.zIndex, 2)
        XCTAssertEqual(node.className, "UILabel")
        XCTAssertTrue(node.isHidden)
        XCTAssertEqual(node.hiddenCollapse, .vertical)
        XCTAssertEqual(node.firstBaseline, 3)
        XCTAssertNil(node.lastBaseline)
        XCTAssertEqual(node.compressionResistance, DocumentPriorities(horizontal: 700, vertical: 701))
        XCTAssertEqual(node.hugging, DocumentPriorities(horizontal: 10, vertical: 20))
        XCTAssertEqual(node.intrinsicWidth, 4)
        XCTAssertNil(node.intrinsicHeight)
        XCTAssertEqual(node.rules, "tt = 0")

        // A copy changed does not change the original.
        var copy = node
        copy.zIndex = 3
        XCTAssertEqual(node.zIndex, 2)
        XCTAssertEqual(copy.zIndex, 3)
        XCTAssertNotEqual(copy, node)
        copy.zIndex = 2
        XCTAssertEqual(copy, node)
        XCTAssertEqual(copy.hashValue, node.hashValue)

        // A property set back to its default equals one never set.
        var plain = DocumentNode(name: "b")
        plain.isHidden = true
        plain.isHidden = false
        XCTAssertEqual(plain, DocumentNode(name: "b"))
        XCTAssertEqual(plain.hashValue, DocumentNode(name: "b").hashValue)
        XCTAssertNotEqual(DocumentNode(name: "b", zIndex: 0), DocumentNode(name: "b"))
    }
}
