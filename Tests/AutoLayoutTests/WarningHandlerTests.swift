import AutoLayout
import AutoLayoutTesting
import XCTest

/// Problems nobody asked for reach the engine's warning handler, once each while they last.
final class WarningHandlerTests: XCTestCase {
    /// An engine whose warnings are collected.
    private final class Collected {
        var warnings: [String] = []
    }

    private func scene(_ names: [String]) -> (LayoutEngine, [String: LayoutView], Collected) {
        let (root, views) = makeTree(names)
        let engine = LayoutEngine(root: root)
        let collected = Collected()
        engine.warningHandler = { collected.warnings.append($0.description) }
        return (engine, views, collected)
    }

    func testAConflictIsReportedOnceAtTheLayoutWithItsStatement() throws {
        let (engine, _, collected) = scene(["box"])
        try engine.addConstraints("H:|-[box(>=200)]; V:|-[box(50)]")
        let narrow = try engine.addConstraints("H:[box(100)]")
        XCTAssertEqual(collected.warnings, [], "nothing is installed before the layout")
        engine.layout(width: 300, height: 200)
        let conflict = "Unable to satisfy constraints: breaking 'box.width == 100' from line 1, column 8: \"H:[box(100)]\"; "
            + "it conflicts with 'box.width >= 200' from line 1, column 10: \"H:|-[box(>=200)]\""
        XCTAssertEqual(collected.warnings, [conflict])
        engine.layout(width: 320, height: 200)
        engine.layout()
        XCTAssertEqual(collected.warnings, [conflict], "the same problem is not reported again")
        // Gone, then back: reported again.
        narrow[0].priority = .defaultHigh
        engine.layout()
        narrow[0].priority = .required
        engine.layout()
        XCTAssertEqual(collected.warnings, [conflict, conflict])
    }

    func testAQueryThatInstallsReportsWhatItFinds() throws {
        let (engine, _, collected) = scene(["a"])
        try engine.addConstraints("H:|[a(100)]")
        let second = try engine.addConstraints("H:[a(50)]")
        XCTAssertTrue(second[0].isBroken)
        XCTAssertEqual(collected.warnings.count, 1)
        XCTAssertTrue(collected.warnings[0].hasPrefix("Unable to satisfy constraints: breaking 'a.width == 50'"))
        engine.layout(width: 200, height: 100)
        XCTAssertEqual(collected.warnings.count, 1)
    }

    func testWithoutAHandlerNothingIsReportedAndTheDefaultWritesToStandardError() throws {
        let (engine, _, collected) = scene(["a"])
        engine.warningHandler = nil
        try engine.addConstraints("H:|[a(100)]; H:[a(50)]")
        engine.layout(width: 200, height: 100)
        XCTAssertEqual(collected.warnings, [])
        XCTAssertEqual(engine.brokenConstraints.count, 1)
        XCTAssertNotNil(LayoutEngine(root: LayoutView(name: "r")).warningHandler, "the default handler prints")
    }

    func testConstraintsMadeInCodeNameTheirSwiftLine() throws {
        let (engine, views, collected) = scene(["a"])
        let a = try XCTUnwrap(views["a"])
        try engine.setDimension(.width, of: a, to: 100); let first = #line
        let second = try engine.setDimension(.width, of: a, to: 50); let secondLine = #line
        XCTAssertEqual(second.location, CodeLocation(file: "AutoLayoutTests/WarningHandlerTests.swift", line: secondLine))
        XCTAssertNil(second.origin)
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(collected.warnings, [
            "Unable to satisfy constraints: breaking 'a.width == 50' from AutoLayoutTests/WarningHandlerTests.swift:\(secondLine); "
                + "it conflicts with 'a.width == 100' from AutoLayoutTests/WarningHandlerTests.swift:\(first)",
        ])
    }

    func testHelpersRecordTheirCallersLine() throws {
        let (engine, views, _) = scene(["a", "b", "c"])
        let line = #line + 1
        let made = try engine.distribute(
            ["a", "b", "c"].compactMap { views[$0] }, along: .horizontal, alignedTo: .top, fixedSpacing: 8)
        XCTAssertEqual(Set(made.compactMap(\.location)), [CodeLocation(file: "AutoLayoutTests/WarningHandlerTests.swift", line: line)])
        let ratio = try engine.setAspectRatio(of: try XCTUnwrap(views["a"]), 2); let ratioLine = #line
        XCTAssertEqual(ratio.location?.line, ratioLine)
        let pins = try engine.pinEdgesToSuperview(try XCTUnwrap(views["b"])); let pinLine = #line
        XCTAssertEqual(pins.map { $0.location?.line }, Array(repeating: pinLine, count: 4))
        XCTAssertEqual(try engine.addConstraints("V:|[c]").first?.location, nil, "text knows its statement instead")
    }

    func testAnIdentifierSetAfterInstallingShowsInLaterWarnings() throws {
        let (engine, _, collected) = scene(["a"])
        try engine.addConstraints("H:|[a(100)]")
        let second = try engine.addConstraints("H:[a(50)]")
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(collected.warnings.count, 1)
        second[0].identifier = "narrow"
        XCTAssertEqual(engine.warnings.first?.description,
                       "Unable to satisfy constraints: breaking 'a.width == 50' (narrow) from line 1, column 6: \"H:[a(50)]\"; "
                           + "it conflicts with 'a.width == 100' from line 1, column 7: \"H:|[a(100)]\"")
        engine.layout()
        XCTAssertEqual(collected.warnings.count, 1, "renaming is not a new problem")
    }

    func testNegativeSizesAreWarnedAbout() throws {
        let (engine, _, collected) = scene(["a"])
        try engine.addConstraints("H:|-[a]-|; V:|[a(10)]")
        engine.layout(width: 30, height: 100)
        let warning = "Negative size: the constraints give 'a' the frame (20, 0, -10, 10), whose width is negative"
        XCTAssertEqual(collected.warnings, [warning])
        XCTAssertEqual(engine.warnings, [.negativeSize(view: "a", frame: LayoutRect(x: 20, y: 0, width: -10, height: 10))])
        engine.layout(width: 100, height: 100)
        XCTAssertEqual(engine.warnings, [])
        engine.layout(width: 20, height: 100)
        XCTAssertEqual(collected.warnings, [
            warning, "Negative size: the constraints give 'a' the frame (20, 0, -20, 10), whose width is negative",
        ])
    }

    func testTheRootSizeAndAmbiguityOnRequest() throws {
        let (engine, _, collected) = scene(["a", "b"])
        try engine.addConstraints("H:|[a(100)]|; V:|[a(10)]; H:|[b(10)]")
        engine.options.rootSizing = .flexible
        engine.layout(width: 300, height: 100)
        XCTAssertEqual(collected.warnings, ["Required constraints give the root 100 x 100 instead of the requested 300 x 100"])
        engine.reportsAmbiguity = true
        engine.layout()
        XCTAssertEqual(collected.warnings.last,
                       "Ambiguous layout: the vertical position or size of 'b' is not determined by its constraints")
        XCTAssertEqual(collected.warnings.count, 2)
    }
}
