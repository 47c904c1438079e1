import XCTest
@testable import AutoLayout

/// A program's name ids: positions in order of first insertion, the same whether the table
/// compares strings (few names) or hashes them (past `NameTable.linearLimit`).
final class NameTableTests: XCTestCase {
    func testPositionsAreFirstInsertionsAcrossTheLinearLimit() {
        let names = (0..<(3 * NameTable.linearLimit)).map { "view\($0)" }
        var table = NameTable()
        for (position, name) in names.enumerated() {
            XCTAssertEqual(table.insert(name).position, position)
            // Inserting again finds the first one, before and after the dictionary is built.
            let again = table.insert(name)
            XCTAssertEqual(again.position, position)
            XCTAssertFalse(again.inserted)
            for (earlier, known) in names[...position].enumerated() {
                XCTAssertEqual(table.position(of: known), earlier, "\(known) with \(table.count) names")
            }
            XCTAssertNil(table.position(of: "view\(position + 1)"))
        }
        XCTAssertEqual(table.names, names)
    }

    func testATableOfASequenceKeepsEachNameOnce() {
        let table = NameTable(["b", "a", "b", "c", "a"])
        XCTAssertEqual(table.names, ["b", "a", "c"])
        XCTAssertEqual(table.position(of: "c"), 2)
        XCTAssertNil(table.position(of: ""))
        let large = NameTable((0..<40).map { "n\($0 % 20)" })
        XCTAssertEqual(large.count, 20)
        XCTAssertEqual(large.position(of: "n19"), 19)
    }
}
