import XCTest
@testable import AutoLayout

/// The QuickVFL2 files of `Examples/quickvfl2/`, laid out at 375 x 667.
final class QuickVFL2ExampleFilesTests: XCTestCase {
    private func laidOut(_ name: String) throws -> LayoutReport {
        let source = try DocumentSource(text: try ExampleFiles.text("quickvfl2/\(name)"))
        XCTAssertEqual(source.format, .quickVFL2)
        return try DocumentLayout(document: source.document, overrides: DocumentLayoutOverrides(width: 375, height: 667)).report
    }

    private func frame(_ report: LayoutReport, _ name: String) -> [Double] {
        guard let f = report.frame(named: name) else { return [] }
        return [f.x, f.y, f.width, f.height].map { ($0 * 100).rounded() / 100 }
    }

    func testSizes() throws {
        let report = try laidOut("sizes")
        XCTAssertEqual(frame(report, "scrollView_sys_"), [0, 0, 375, 868])
        XCTAssertEqual(frame(report, "label1_"), [20, 28, 120, 160])
        XCTAssertEqual(frame(report, "labelD_"), [20, 532, 240, 72])
        XCTAssertEqual(report.warnings, [])
    }

    func testCard() throws {
        let report = try laidOut("card")
        XCTAssertEqual(frame(report, "labelTitle"), [20, 20, 181.67, 42])
        XCTAssertEqual(frame(report, "imageViewTitle"), [209.67, 20, 145.33, 87.2])
        XCTAssertEqual(frame(report, "labelSource_"), [20, 631, 181.67, 16])
        XCTAssertEqual(report.warnings, [])
    }

    func testVisibility() throws {
        let report = try laidOut("visibility")
        XCTAssertEqual((1...3).map { frame(report, "wrapper\($0)") }, [[0, 20, 375, 37], [0, 57, 375, 37], [0, 94, 375, 37]])
        XCTAssertEqual(frame(report, "buttonWrapper_"), [0, 151, 375, 44])
        XCTAssertEqual(frame(report, "button3"), [248.67, 0, 106.33, 44])
        XCTAssertEqual(report.warnings, [])
    }
}
