import Foundation
import XCTest
@testable import AutoLayout

/// Reads the documents of `Examples/` (found from this file's path, so no resources are needed).
enum ExampleFiles {
    static let names = ["calendar", "profile", "form", "column", "rtl", "invoice"]

    static func text(_ name: String) throws -> String {
        var directory = #filePath
        for _ in 0..<3 {
            guard let slash = directory.lastIndex(of: "/") else { break }
            directory = String(directory[..<slash])
        }
        return try String(contentsOfFile: "\(directory)/Examples/\(name).json", encoding: .utf8)
    }
}

final class DocumentExampleFilesTests: XCTestCase {
    func testEveryExampleLoadsAndRoundTrips() throws {
        for name in ExampleFiles.names {
            let document = try LayoutDocument(json: try ExampleFiles.text(name))
            XCTAssertEqual(try LayoutDocument(json: document.json), document, name)
        }
    }

    func testCalendarDeclaresOnlyTheTitle() throws {
        let document = try LayoutDocument(json: try ExampleFiles.text("calendar"))
        XCTAssertEqual(document.root.subviews.map(\.name), ["title"])
        XCTAssertEqual(document.root.layout.count, 9)
        XCTAssertEqual(document.root.layout[1].formatOptions, [.alignAllTop, .alignAllBottom])
    }
}
