import AutoLayout
import AutoLayoutTesting
import XCTest

/// The checks behind the assertions, with their exact messages.
final class LayoutCheckTests: XCTestCase {
    private func scene() throws -> (LayoutEngine, LayoutView, LayoutView) {
        let root = LayoutView(name: "root")
        let avatar = LayoutView(name: "avatar"), name = LayoutView(name: "name")
        root.addSubview(avatar)
        root.addSubview(name)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-[avatar(44)]-[name]-|; V:|-[avatar(44)]; V:|-[name(21)]")
        engine.layout(width: 375, height: 667)
        return (engine, avatar, name)
    }

    func testFramesWithinTheAccuracyPass() throws {
        let (engine, avatar, name) = try scene()
        XCTAssertNil(LayoutCheck.frame(avatar.frame, equals: LayoutRect(x: 20, y: 20, width: 44, height: 44)))
        XCTAssertNil(LayoutCheck.frame(
            name.frame, equals: LayoutRect(x: 72.004, y: 20, width: 283, height: 21), accuracy: 0.01))
        assertFrame(avatar, x: 20, y: 20, width: 44, height: 44)
        assertFrame(name, in: engine, equals: LayoutRect(x: 72, y: 20, width: 283, height: 21))
        assertFrame(engine.absoluteFrame(of: name), equals: LayoutRect(x: 72, y: 20, width: 283, height: 21))
    }

    func testAFrameThatDiffersSaysByHowMuch() throws {
        let (_, avatar, _) = try scene()
        XCTAssertEqual(
            LayoutCheck.frame(avatar.frame, equals: LayoutRect(x: 20, y: 18, width: 64, height: 44), of: "avatar"),
            "frame of 'avatar' is (20, 20, 44, 44), expected (20, 18, 64, 44): y differs by 2, width differs by 20")
        XCTAssertEqual(
            LayoutCheck.frame(avatar.frame, equals: LayoutRect(x: 20.5, y: 20, width: 44, height: 44), accuracy: 0.1),
            "frame is (20, 20, 44, 44), expected (20.5, 20, 44, 44): x differs by 0.5")
        XCTAssertEqual(
            LayoutCheck.frame(LayoutRect(x: .nan, y: 0, width: 0, height: 0), equals: .zero),
            "frame is (nan, 0, 0, 0), expected (0, 0, 0, 0): x differs by nan")
    }

    func testAMissingFrameSaysWhy() {
        XCTAssertEqual(
            LayoutCheck.frame(LayoutView(name: "late").frame, equals: .zero, of: "late"),
            "frame of 'late' is nil: the last layout did not see the view (lay out first, with the view in the engine's tree)")
    }

    func testWarningsAreListed() throws {
        let (engine, _, _) = try scene()
        XCTAssertNil(LayoutCheck.noWarnings(in: engine))
        engine.warningHandler = nil
        try engine.addConstraints("H:[avatar(50)]")
        engine.layout()
        XCTAssertEqual(LayoutCheck.noWarnings(in: engine), """
            the layout has 1 warning:
              - Unable to satisfy constraints: breaking 'avatar.width == 50' from line 1, column 11: "H:[avatar(50)]"; \
            it conflicts with 'avatar.width == 44' from line 1, column 13: "H:|-[avatar(44)]-[name]-|"
            """)
    }

    func testTheSnapshotIsTheCommandLinesTable() throws {
        let (engine, _, _) = try scene()
        let table = """
            view      superview   x   y  width  height
            root      -           0   0    375     667
              avatar  root       20  20     44      44
              name    root       72  20    283      21
            """
        XCTAssertEqual(LayoutCheck.table(of: engine), table + "\n")
        XCTAssertNil(LayoutCheck.snapshot(LayoutCheck.table(of: engine), matches: table))
        // Trailing spaces and blank lines at the end are not compared.
        XCTAssertNil(LayoutCheck.snapshot(LayoutCheck.table(of: engine), matches: table + "  \n\n"))
        assertLayoutSnapshot(engine, matches: table)
    }

    func testASnapshotThatDiffersShowsTheLinesAndTheWholeTable() throws {
        let (engine, _, _) = try scene()
        let recorded = """
            view      superview   x   y  width  height
            root      -           0   0    375     667
              avatar  root       20  20     64      44
              name    root       72  20    283      21
            """
        XCTAssertEqual(LayoutCheck.snapshot(LayoutCheck.table(of: engine), matches: recorded), """
            the layout does not match the recorded snapshot (- recorded, + actual):
              view      superview   x   y  width  height
              root      -           0   0    375     667
            -   avatar  root       20  20     64      44
            +   avatar  root       20  20     44      44
                name    root       72  20    283      21
            the actual snapshot, to record:
            view      superview   x   y  width  height
            root      -           0   0    375     667
              avatar  root       20  20     44      44
              name    root       72  20    283      21
            """)
    }
}

/// The line diff of snapshots.
final class LineDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String? {
        LayoutCheck.snapshot(new, matches: old).map { message in
            String(message.split(separator: "\nthe actual snapshot", maxSplits: 1)[0]
                .split(separator: "\n", maxSplits: 1)[1])
        }
    }

    func testOnlyChangesAndTwoLinesOfContextAreShown() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...12).map { "line \($0)" }
        lines[2] = "line three"
        lines.insert("new", at: 10)
        XCTAssertEqual(diff(old, lines.joined(separator: "\n")), """
              line 1
              line 2
            - line 3
            + line three
              line 4
              line 5
            ...
              line 9
              line 10
            + new
              line 11
              line 12
            """)
    }

    func testAddedAndRemovedLinesAtTheEnds() {
        XCTAssertEqual(diff("a\nb", "b\nc"), "- a\n  b\n+ c")
        XCTAssertEqual(diff("", "a"), "+ a")
        XCTAssertNil(diff("a\n", "a"))
    }

    func testAHugeDifferenceIsShownWithoutMatching() {
        let old = (0..<1_500).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<1_500).map { "new \($0)" }.joined(separator: "\n")
        let shown = diff(old, new) ?? ""
        XCTAssertTrue(shown.hasPrefix("- old 0\n- old 1\n"))
        XCTAssertTrue(shown.hasSuffix("+ new 1498\n+ new 1499"))
    }
}
