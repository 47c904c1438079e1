/// The JSON output: `{"frames": {name: {"superview", "x", "y", "width", "height"[, "z"]}},
/// "warnings": [...]}` with frames in tree order, one per line.
enum JSONReportFormatter {
    static func render(_ report: LayoutReport) -> String {
        let frames = report.frames.map { frame -> (key: String, value: JSONOutput) in
            var members: [(key: String, value: JSONOutput)] = [
                ("superview", .string(frame.superview)),
                ("x", .rounded(frame.x)), ("y", .rounded(frame.y)),
                ("width", .rounded(frame.width)), ("height", .rounded(frame.height)),
            ]
            if let z = frame.z { members.append(("z", .number(String(z)))) }
            return (frame.name, .object(members))
        }
        let output = JSONOutput.object([
            ("frames", .object(frames)),
            ("warnings", .array(report.warnings.map { .string($0) })),
        ])
        return output.rendered() + "\n"
    }
}
