import AutoLayoutTesting
import XCTest
@testable import AutoLayout

/// Every example of `Examples/` laid out at its own size, checked frame by frame (to 0.01).
final class DocumentExampleTests: XCTestCase {
    private func report(_ name: String, _ overrides: DocumentLayoutOverrides = .init()) throws -> LayoutReport {
        try DocumentLayout(
            document: try LayoutDocument(json: try ExampleFiles.text(name)), overrides: overrides, warningHandler: nil
        ).report
    }

    private func assertFrames(
        _ report: LayoutReport, _ expected: [String: (Double, Double, Double, Double)],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (name, (x, y, width, height)) in expected.sorted(by: { $0.key < $1.key }) {
            guard let frame = report.frame(named: name) else {
                XCTFail("no frame for \(name)", file: file, line: line)
                continue
            }
            XCTAssertEqual(frame.x, x, accuracy: 0.01, "\(name).x", file: file, line: line)
            XCTAssertEqual(frame.y, y, accuracy: 0.01, "\(name).y", file: file, line: line)
            XCTAssertEqual(frame.width, width, accuracy: 0.01, "\(name).width", file: file, line: line)
            XCTAssertEqual(frame.height, height, accuracy: 0.01, "\(name).height", file: file, line: line)
        }
    }

    static let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    static let cells = ["may29", "may30", "may31"] + (1...30).map { "jun\($0)" } + (1...9).map { "jul\($0)" }

    private func calendarFrames(width: Double, height: Double) -> [String: (Double, Double, Double, Double)] {
        let cell = width / 7
        let row = (height - 78) / 6
        var frames: [String: (Double, Double, Double, Double)] = ["title": (20, 20, width - 40, 30)]
        for (column, day) in Self.weekdays.enumerated() { frames[day] = (Double(column) * cell, 58, cell, 20) }
        for (index, name) in Self.cells.enumerated() {
            frames[name] = (Double(index % 7) * cell, 78 + Double(index / 7) * row, cell, row)
        }
        return frames
    }

    func testCalendar() throws {
        let report = try report("calendar")
        XCTAssertEqual(report.frames.count, 50)
        XCTAssertTrue(report.frames.allSatisfy { $0.superview == "calendar" })
        XCTAssertEqual(report.warnings, [])
        assertFrames(report, calendarFrames(width: 350, height: 438))
        XCTAssertEqual(report.frame(named: "jun1").map { [$0.x, $0.y] }, [150, 78])
    }

    func testCalendarAdaptsToTheContainer() throws {
        let report = try report("calendar", DocumentLayoutOverrides(width: 700, height: 600))
        assertFrames(report, calendarFrames(width: 700, height: 600))
    }

    func testProfile() throws {
        let report = try report("profile")
        XCTAssertEqual(report.warnings, [])
        assertLayoutSnapshot(report, matches: """
            view       superview   x    y  width  height
            header     -           0    0    375     200
              avatar   header     16   16     64      64
              name     header     92   16    267      22
              handle   header     92   42    267      18
              bio      header     92   68    267      40
              divider  header      0  199    375       1
            """)
    }

    func testForm() throws {
        let report = try report("form")
        XCTAssertEqual(report.warnings, [])
        assertLayoutSnapshot(report, matches: """
            view             superview    x      y  width  height
            form             -            0      0    320     200
              nameLabel      form        20   24.5     80      21
              nameField      form       108     20    192      30
              emailLabel     form        20   62.5     80      21
              emailField     form       108     58    192      30
              passwordLabel  form        20  100.5     80      21
              passwordField  form       108     96    192      30
              submit         form       220    146     80      32
            """)
    }

    func testColumn() throws {
        let report = try report("column")
        XCTAssertEqual(report.warnings, [])
        assertLayoutSnapshot(report, matches: """
            view        superview   x   y  width  height
            column      -           0   0    300     200
              title     column     20  20    260      24
              subtitle  column     20  52    260      18
              detail    column     20  80    260      18
            """)
    }

    func testRightToLeft() throws {
        let report = try report("rtl")
        XCTAssertEqual(report.warnings, [])
        assertFrames(report, ["icon": (268, 14, 32, 32), "label": (20, 20, 240, 20)])
        let leftToRight = try self.report("rtl", DocumentLayoutOverrides(direction: .leftToRight))
        assertFrames(leftToRight, ["icon": (20, 14, 32, 32), "label": (60, 20, 240, 20)])
    }

    func testJSONOutputOfTheRightToLeftExample() throws {
        XCTAssertEqual(try report("rtl").rendered(as: .json), """
        {
          "frames": {
            "icon": { "superview": "cell", "x": 268, "y": 14, "width": 32, "height": 32 },
            "label": { "superview": "cell", "x": 20, "y": 20, "width": 240, "height": 20 }
          },
          "warnings": []
        }

        """)
    }
}
