#if canImport(Testing)
import AutoLayout
import AutoLayoutTesting
import Testing

/// The assertions inside Swift Testing: a failure is an issue of the running test, at the
/// caller's line.
@Suite struct SwiftTestingAssertionTests {
    private func laidOut() throws -> (LayoutEngine, LayoutView) {
        let root = LayoutView(name: "root")
        let box = LayoutView(name: "box")
        root.addSubview(box)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("H:|-10-[box(50)]; V:|-10-[box(20)]")
        engine.layout(width: 100, height: 100)
        return (engine, box)
    }

    @Test func passingAssertionsRecordNothing() throws {
        let (engine, box) = try laidOut()
        assertFrame(box, x: 10, y: 10, width: 50, height: 20)
        assertNoLayoutWarnings(engine)
        assertLayoutSnapshot(engine, matches: """
            view   superview   x   y  width  height
            root   -           0   0    100     100
              box  root       10  10     50      20
            """)
    }

    @Test func aFailingAssertionIsAnIssueAtTheCallersLine() throws {
        let (_, box) = try laidOut()
        let line = #line + 2
        withKnownIssue {
            assertFrame(box, x: 10, y: 10, width: 60, height: 20)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue)
                    == ["frame of 'box' is (10, 10, 50, 20), expected (10, 10, 60, 20): width differs by 10"]
        }
    }
}
#endif
