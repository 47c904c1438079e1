import AutoLayout

/// The checks behind the assertions, as plain functions: each returns `nil` when the check
/// passes and the failure message when it does not, so that any test framework (or a
/// program) can use them.
public enum LayoutCheck {
    /// Compares a frame with the expected one, edge by edge within `accuracy`.
    ///
    /// - Parameters:
    ///   - frame: The frame (`nil`: the layout did not see the view).
    ///   - expected: The frame it should be.
    ///   - accuracy: The largest difference of each of x, y, width and height that passes.
    ///   - name: What the frame is of, for the message (a view's name).
    /// - Returns: `nil`, or `frame of 'avatar' is (20, 20, 44, 44), expected (20, 20, 64, 44):
    ///   width differs by 20`.
    public static func frame(
        _ frame: LayoutRect?, equals expected: LayoutRect, accuracy: Double = 0.001, of name: String? = nil
    ) -> String? {
        let what = name.map { "frame of '\($0)'" } ?? "frame"
        guard let frame else {
            return "\(what) is nil: the last layout did not see the view (lay out first, with the view in the engine's tree)"
        }
        var differences: [String] = []
        for (label, got, want) in [
            ("x", frame.x, expected.x), ("y", frame.y, expected.y),
            ("width", frame.width, expected.width), ("height", frame.height, expected.height),
        ] where !(abs(got - want) <= accuracy) {
            differences.append("\(label) differs by \(LayoutCheck.format(abs(got - want)))")
        }
        guard !differences.isEmpty else { return nil }
        return "\(what) is \(frame), expected \(expected): " + differences.joined(separator: ", ")
    }

    /// Checks that an engine has no warnings at all: no broken constraint, no root size the
    /// constraints overrule, no negative frame and no ambiguous view (see
    /// `LayoutEngine/warnings`).
    ///
    /// - Returns: `nil`, or `the layout has 1 warning:` and each warning on its own line.
    public static func noWarnings(in engine: LayoutEngine) -> String? {
        let warnings = engine.warnings
        guard !warnings.isEmpty else { return nil }
        let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
        return "the layout has \(count):\n" + warnings.map { "  - \($0)" }.joined(separator: "\n")
    }

    /// Compares a layout's table (`LayoutReport/rendered(as:)` with
    /// `ReportFormat/table`, what `autolayout layout` prints) with a recorded
    /// one.
    ///
    /// Trailing spaces on each line and blank lines at the end are not compared, so that a
    /// multi-line string literal records the table as it prints.
    ///
    /// - Returns: `nil`, or the differing lines (`-` recorded, `+` actual, with two lines
    ///   of context) followed by the whole actual table to record again.
    public static func snapshot(_ table: String, matches recorded: String) -> String? {
        let actual = normalizedLines(table)
        let expected = normalizedLines(recorded)
        guard actual != expected else { return nil }
        return "the layout does not match the recorded snapshot (- recorded, + actual):\n"
            + LineDiff(expected, actual).rendered()
            + "\nthe actual snapshot, to record:\n" + actual.joined(separator: "\n")
    }

    /// The table of an engine's last layout, as a snapshot compares it.
    ///
    /// - Complexity: O(*n*); warnings are not computed.
    public static func table(of engine: LayoutEngine) -> String {
        LayoutReport(laidOutBy: engine, includingWarnings: false).rendered(as: .table)
    }

    static func normalizedLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var trimmed = Substring(line)
            while let last = trimmed.last, last == " " || last == "\r" || last == "\t" { trimmed.removeLast() }
            return String(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return Int64(exactly: rounded).map { String($0) } ?? String(rounded)
    }
}
