/// The JSON output: `{["root": {"name", "width", "height"},] "frames": {name: {"superview",
/// "x", "y", "width", "height"[, "z"][, "text"]}}, "warnings": [...]}` with frames in tree
/// order, one per line. `root` gives the root's fitted size, and is there only when an axis
/// was fitted (``LayoutReport/fittedAxes``): otherwise the size is the one the caller gave. A
/// view with text adds `"text": {"lines": [...], "baselines": [...]}` (baselines from the
/// view's top).
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
        var members: [(key: String, value: JSONOutput)] = []
        if !report.fittedAxes.isEmpty {
            members.append(("root", .object([
                ("name", .string(report.rootName)),
                ("width", .rounded(report.rootWidth)), ("height", .rounded(report.rootHeight)),
            ])))
        }
        members.append(("frames", .object(frames)))
        members.append(("warnings", .array(report.warnings.map { .string($0) })))
        let output = JSONOutput.object(members)
        return output.rendered() + "\n"
    }
}
