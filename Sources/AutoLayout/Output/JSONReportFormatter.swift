/// The JSON output: `{"frames": {name: {"superview", "x", "y", "width", "height"[, "z"][, "text"]}},
/// "warnings": [...]}` with frames in tree order, one per line; a view with text adds
/// `"text": {"lines": [...], "baselines": [...]}` (baselines from the view's top).
enum JSONReportFormatter {
    static func render(_ report: LayoutReport) -> String {
        let frames = report.frames.map { frame -> (key: String, value: JSONOutput) in
            var members: [(key: String, value: JSONOutput)] = [
                ("superview", .string(frame.superview)),
                ("x", .rounded(frame.x)), ("y", .rounded(frame.y)),
                ("width", .rounded(frame.width)), ("height", .rounded(frame.height)),
            ]
            if let z = frame.z { members.append(("z", .number(String(z)))) }
            if let text = frame.text {
                // Enough to check a text's wrapping without drawing it: its lines and baselines.
                members.append(("text", .object([
                    ("lines", .array(text.lines.map { .string($0.text) })),
                    ("baselines", .array(text.lines.map { .rounded($0.baseline) })),
                ])))
            }
            return (frame.name, .object(members))
        }
        let output = JSONOutput.object([
            ("frames", .object(frames)),
            ("warnings", .array(report.warnings.map { .string($0) })),
        ])
        return output.rendered() + "\n"
    }
}
