import AutoLayout

// Assertions for tests of layouts, for XCTest and Swift Testing alike: a failure is reported
// at the caller's file and line (the `fileID`, `filePath`, `line` and `column` default
// arguments), as the test framework's own assertions are.

/// Asserts that a view's frame (relative to its superview, as of the last layout) is
/// `expected`, each of x, y, width and height within `accuracy`.
///
///     assertFrame(avatar, equals: LayoutRect(x: 20, y: 20, width: 44, height: 44))
///
/// - Parameters:
///   - view: The view; its frame is the one `engine` gave it, or `LayoutView/frame`.
///   - engine: The engine whose last layout to read; `nil`: the view's own `LayoutView/frame`.
///   - expected: The frame it should have.
///   - accuracy: The largest difference that passes.
///   - fileID: The caller's `#fileID`, for Swift Testing.
///   - filePath: The caller's `#filePath`, where the failure is reported.
///   - line: The caller's `#line`.
///   - column: The caller's `#column`, for Swift Testing.
public func assertFrame(
    _ view: LayoutView, in engine: LayoutEngine? = nil, equals expected: LayoutRect, accuracy: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let frame = engine.map { $0.frame(of: view) } ?? view.frame
    if let message = LayoutCheck.frame(frame, equals: expected, accuracy: accuracy, of: view.name) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that a view's frame is `(x, y, width, height)` within `accuracy`; see
/// ``assertFrame(_:in:equals:accuracy:fileID:filePath:line:column:)``.
///
///     assertFrame(avatar, x: 20, y: 20, width: 44, height: 44)
public func assertFrame(
    _ view: LayoutView, in engine: LayoutEngine? = nil, x: Double, y: Double, width: Double, height: Double,
    accuracy: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertFrame(
        view, in: engine, equals: LayoutRect(x: x, y: y, width: width, height: height), accuracy: accuracy,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a frame (`LayoutEngine/frame(of:)`,
/// `LayoutEngine/absoluteFrame(of:)`) is `expected` within `accuracy`; a `nil`
/// frame fails.
public func assertFrame(
    _ frame: LayoutRect?, equals expected: LayoutRect, accuracy: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = LayoutCheck.frame(frame, equals: expected, accuracy: accuracy) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that the engine has no warnings: nothing conflicts, the root gets the size asked
/// for, no frame is negative and no view is ambiguous (`LayoutEngine/warnings`).
/// The failure lists every warning, with where each constraint came from.
public func assertNoLayoutWarnings(
    _ engine: LayoutEngine,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = LayoutCheck.noWarnings(in: engine) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that the engine's last layout prints as `recorded`: the table of every view's
/// frame that `autolayout layout` prints (`LayoutReport/rendered(as:)`).
///
///     assertLayoutSnapshot(engine, matches: """
///         view      superview   x   y  width  height
///         root      -           0   0    375     667
///           avatar  root       20  20     44      44
///         """)
///
/// A failure shows the differing lines and the whole actual table, ready to record.
public func assertLayoutSnapshot(
    _ engine: LayoutEngine, matches recorded: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = LayoutCheck.snapshot(LayoutCheck.table(of: engine), matches: recorded) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Asserts that a report (a `DocumentLayout`'s, say) prints as `recorded`; see
/// the engine form.
public func assertLayoutSnapshot(
    _ report: LayoutReport, matches recorded: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = LayoutCheck.snapshot(report.rendered(as: .table), matches: recorded) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
