import AutoLayout
import AutoLayoutTesting
import XCTest

/// A root and an engine for end-to-end tests: layout text in, exact frames out.
struct FrameScene {
    let root = LayoutView(name: "root")
    let engine: LayoutEngine

    init(direction: LayoutDirection = .leftToRight) {
        engine = LayoutEngine(root: root, options: LayoutEngineOptions(direction: direction))
    }

    /// Installs text that makes its own views: names the tree lacks become subviews.
    func add(_ text: String, _ options: FormatOptions = []) throws {
        try engine.addConstraints(text, options: options, creatingViews: true)
    }

    /// The view of that name; a detached stand-in (frame zero) when the text made none, so
    /// that the frame assertion fails rather than the test trapping.
    func view(_ name: String) -> LayoutView {
        root.descendant(named: name) ?? LayoutView(name: name)
    }

    /// Checks the frame relative to the view's superview, as of the last layout.
    func assert(
        _ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        AutoLayoutTesting.assertFrame(view(name), in: engine, x: x, y: y, width: width, height: height, accuracy: 0.01, filePath: file, line: line)
    }

    /// Lays out and checks that nothing conflicts and nothing is ambiguous.
    func layout(width: Double = 320, height: Double = 200, file: StaticString = #filePath, line: UInt = #line) {
        engine.layout(width: width, height: height)
        assertNoLayoutWarnings(engine, filePath: file, line: line)
    }
}
