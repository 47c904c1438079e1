import XCTest
@testable import AutoLayout

/// Issue 8 for documents: numbers so large that a frame is not finite are an error pointing
/// into the file (the metric, the scale, the view), never `inf` or `nan` in the output; rules
/// on the root point at the rules.
final class DocumentOverflowTests: XCTestCase {
    /// The error of laying out `text`, rendered against the file.
    private func layoutError(_ text: String, overrides: DocumentLayoutOverrides = DocumentLayoutOverrides(),
                             file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let source = try DocumentSource(text: text)
        do {
            let layout = try DocumentLayout(document: source.document, overrides: overrides, warningHandler: nil)
            XCTFail("expected an error, got \(layout.report.frames)", file: file, line: line)
            return ""
        } catch let error as DocumentError {
            return source.render(error, fileName: "doc.json")
        }
    }

    func testAMetricBeyondTheSolversRangeIsAnErrorAtTheMetric() throws {
        let text = """
        { "metrics": { "small": 1, "m": 1e308 },
          "root": { "width": 320, "height": 100, "subviews": [{ "name": "a" }, { "name": "b" }],
                    "layout": ["H:|-m-[a]-m-[b]-m-|", "V:|[a][b]|"] } }
        """
        XCTAssertThrowsError(try DocumentSource(text: text)) { error in
            guard let error = error as? DocumentError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .invalidValue)
            XCTAssertEqual(error.path, "metrics.m")
            XCTAssertEqual(error.message, "the metric 'm' of 1e+308 is beyond the largest magnitude the solver supports, 1e+100")
            XCTAssertEqual(error.hint, "keep metrics far below 1e100")
            XCTAssertEqual(error.range.map { [$0.start.line, $0.start.column] }, [1, 33])
        }
    }

    /// A constant in a layout text beyond the solver's range: the solver refuses each
    /// constraint that holds it (a warning naming the statement), and the frames stay finite.
    func testAConstantBeyondTheSolversRangeIsRefusedWithAWarning() throws {
        let text = """
        { "root": { "width": 320, "height": 100, "subviews": [{ "name": "a" },
            { "name": "b" }], "layout": ["H:|-1e308-[a]-1e308-[b]|", "V:|[a][b]|"] } }
        """
        let layout = try DocumentLayout(document: try DocumentSource(text: text).document, warningHandler: nil)
        for frame in layout.report.frames {
            XCTAssertTrue([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), "\(frame)")
        }
        let refusals = layout.report.warnings.filter { $0.contains("was not installed: coefficients out of the supported range") }
        XCTAssertEqual(refusals.count, 2, "\(layout.report.warnings)")
        XCTAssertTrue(refusals.allSatisfy { $0.contains("\"H:|-1e308-[a]-1e308-[b]|\"") }, "\(refusals)")
    }

    func testLargeFiniteNumbersLayOut() throws {
        let text = """
        { "metrics": { "m": 1e99 }, "root": { "width": 320, "height": 100, "subviews": [{ "name": "a" }],
          "layout": ["H:|-m-[a(10)]", "V:|[a(10)]"] } }
        """
        let layout = try DocumentLayout(document: try DocumentSource(text: text).document, warningHandler: nil)
        XCTAssertEqual(layout.report.frames.map(\.x), [1e99])
    }

    func testAScaleBeyondTheMaximumIsAnErrorAtTheScale() throws {
        let text = "{ \"scale\": 1e308, \"root\": { \"width\": 10, \"height\": 10 } }"
        XCTAssertThrowsError(try DocumentSource(text: text)) { error in
            XCTAssertEqual((error as? DocumentError)?.description, """
            1:12: error: scale: expected a scale of at most 10000 (1, 2, 3, ...), found the number 1e+308
            { "scale": 1e308, "root": { "width": 10, "height": 10 } }
                       ^~~~~
            """)
        }
        XCTAssertNoThrow(try DocumentSource(text: "{ \"scale\": 10000, \"root\": { \"width\": 10, \"height\": 10 } }"))
        // A document built in code, or an override, is checked when laid out.
        let document = LayoutDocument(root: DocumentNode(name: "root", width: 10, height: 10))
        for scale in [1e308, .infinity, .nan, 0, -1] {
            XCTAssertThrowsError(try DocumentLayout(document: document, overrides: .init(scale: scale))) { error in
                XCTAssertEqual((error as? DocumentError)?.kind, .invalidValue)
            }
        }
    }

    func testSnappingNeverMakesAFiniteValueInfinite() {
        XCTAssertEqual(PixelSnapping.round(1e300, 10_000), 1e300)
        XCTAssertEqual(PixelSnapping.round(-1e300, 2), -1e300)
        XCTAssertEqual(PixelSnapping.round(10.26, 2), 10.5)
        XCTAssertEqual(PixelSnapping.round(0x1p60 + 4096, 3), 0x1p60 + 4096)
    }

    func testRulesOnTheRootPointAtTheRules() throws {
        let text = "{ \"root\": { \"width\": 320, \"height\": 100,\n  \"rules\": \"tt = 10\" } }"
        XCTAssertEqual(try layoutError(text), """
        doc.json:2:12: error: root.rules: the root has no superview to place it against with rules
          "rules": "tt = 10" } }
                   ^~~~~~~~~
        hint: give rules to the root's subviews
        """)
    }

    func testJSONReportsHaveNoInfinities() {
        let report = LayoutReport(
            rootName: "r", rootWidth: 10, rootHeight: 10,
            frames: [.init(name: "a", superview: "r", x: .infinity, y: .nan, width: 1, height: 2)], warnings: [])
        XCTAssertFalse(report.rendered(as: .json).contains("inf"))
        XCTAssertTrue(report.rendered(as: .json).contains("\"x\": null, \"y\": null"), report.rendered(as: .json))
    }
}
