import LayoutSupport

/// The JSON output: `{["root": {"name", "width", "height"},] "frames": {name: {"superview",
/// "x", "y", "width", "height"[, "z"][, "text"]}}, "warnings": [...]}` with frames in tree
/// order, one per line. `root` gives the root's fitted size, and is there only when an axis
/// was fitted (``LayoutReport/fittedAxes``): otherwise the size is the one the caller gave. A
/// view with text adds `"text": {"lines": [...], "baselines": [...]}` (baselines from the
/// view's top).
enum JSONReportFormatter {
    /// The report as JSON, written into one byte buffer: a frame without text (nearly every
    /// one) is written directly, as ``JSONOutput`` would lay it out on one line, rather than
    /// built as a value first, which cost more than the layout.
    ///
    /// - Complexity: O(*n*) for *n* frames and warnings.
    static func render(_ report: LayoutReport) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(report.frames.count * 112 + 64)
        out.append(contentsOf: "{\n".utf8)
        if !report.fittedAxes.isEmpty {
            out.append(contentsOf: "  \"root\": ".utf8)
            JSONOutput.object([
                ("name", .string(report.rootName)),
                ("width", .rounded(report.rootWidth)), ("height", .rounded(report.rootHeight)),
            ]).write(to: &out, indent: 1)
            out.append(contentsOf: ",\n".utf8)
        }
        out.append(contentsOf: "  \"frames\": ".utf8)
        if report.frames.isEmpty {
            out.append(contentsOf: "{}".utf8)
        } else {
            out.append(contentsOf: "{\n".utf8)
            for (index, frame) in report.frames.enumerated() {
                out.append(contentsOf: "    ".utf8)
                JSONText.appendQuoted(frame.name, to: &out)
                out.append(contentsOf: ": ".utf8)
                if frame.text == nil {
                    out.append(contentsOf: "{ \"superview\": ".utf8)
                    JSONText.appendQuoted(frame.superview, to: &out)
                    number("x", frame.x, to: &out)
                    number("y", frame.y, to: &out)
                    number("width", frame.width, to: &out)
                    number("height", frame.height, to: &out)
                    if let z = frame.z {
                        out.append(contentsOf: ", \"z\": ".utf8)
                        out.append(contentsOf: String(z).utf8)
                    }
                    out.append(contentsOf: " }".utf8)
                } else {
                    output(for: frame).write(to: &out, indent: 2)
                }
                out.append(contentsOf: (index == report.frames.count - 1 ? "\n" : ",\n").utf8)
            }
            out.append(contentsOf: "  }".utf8)
        }
        out.append(contentsOf: ",\n  \"warnings\": ".utf8)
        JSONOutput.array(report.warnings.map { .string($0) }).write(to: &out, indent: 1)
        out.append(contentsOf: "\n}\n".utf8)
        return String(decoding: out, as: UTF8.self)
    }

    /// `, "key": number`, rounded as ``JSONOutput/rounded(_:)`` spells it.
    private static func number(_ key: String, _ value: Double, to out: inout [UInt8]) {
        out.append(contentsOf: ", \"".utf8)
        out.append(contentsOf: key.utf8)
        out.append(contentsOf: "\": ".utf8)
        out.append(contentsOf: JSONText.number(value).utf8)
    }

    /// A frame as a JSON value (a frame with text, which spans lines).
    private static func output(for frame: LayoutReport.Frame) -> JSONOutput {
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
        return .object(members)
    }
}
