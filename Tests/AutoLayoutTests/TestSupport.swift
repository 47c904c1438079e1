import AutoLayout
import AutoLayoutTesting
import XCTest

/// A descriptor in a line: `"|"` is the superview, names starting with `_` are helpers.
func rule(
    _ first: String, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: String? = nil, _ secondAttribute: LayoutAttribute? = nil,
    times multiplier: Double = 1, plus constant: Double = 0, at priority: LayoutPriority = .required,
    standard: ConstraintDescriptor.StandardSpacing? = nil, origin: SourceOrigin? = nil
) -> ConstraintDescriptor {
    func item(_ name: String) -> LayoutItem {
        name == "|" ? .superview : name.hasPrefix("_") ? .helper(name) : .view(name)
    }
    return ConstraintDescriptor(
        item(first), attribute, relation, second.map(item), secondAttribute,
        multiplier: multiplier, constant: constant, priority: priority, standardSpacing: standard,
        origin: origin)
}

/// An origin on line `line` at `column` of a one-line statement.
func origin(_ statement: String, line: Int = 1, column: Int) -> SourceOrigin {
    let start = SourceLocation(offset: 0, line: line, column: 1)
    let end = SourceLocation(offset: statement.utf8.count, line: line, column: statement.count + 1)
    let spot = SourceLocation(offset: column - 1, line: line, column: column)
    return SourceOrigin(
        statement: statement, statementRange: SourceRange(start: start, end: end),
        range: SourceRange(start: spot, end: end))
}

/// The project's own frame assertion, through `AutoLayoutTesting` (a `nil` frame fails).
func assertFrame(
    _ rect: LayoutRect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    file: StaticString = #filePath, line: UInt = #line
) {
    AutoLayoutTesting.assertFrame(
        rect, equals: LayoutRect(x: x, y: y, width: width, height: height), accuracy: 0.01, filePath: file, line: line)
}

/// A root with the named children.
func makeTree(_ names: [String], root: String = "root") -> (LayoutView, [String: LayoutView]) {
    let top = LayoutView(name: root)
    var views: [String: LayoutView] = [:]
    for name in names {
        let view = LayoutView(name: name)
        top.addSubview(view)
        views[name] = view
    }
    return (top, views)
}

/// Fixes a view's vertical frame so that only the horizontal axis is under test.
func verticalPins(_ name: String, top: Double = 0, height: Double = 10) -> [ConstraintDescriptor] {
    [rule(name, .top, .equal, "|", .top, plus: top), rule(name, .height, plus: height)]
}

/// The frame the engine's last layout gave `view`; a view the layout did not see fails the
/// test (and reads as `.zero` so that the test can go on to report more).
func laidOutFrame(
    _ engine: LayoutEngine, _ view: LayoutView, file: StaticString = #filePath, line: UInt = #line
) -> LayoutRect {
    guard let frame = engine.frame(of: view) else {
        XCTFail("the last layout did not see '\(view.name)'", file: file, line: line)
        return .zero
    }
    return frame
}
