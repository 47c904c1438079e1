extension LayoutDocument {
    /// The document as JSON text that loads back to an equal document.
    ///
    /// Keys come in a fixed order (metrics sorted by name), defaults are left out (hugging
    /// 250, compression resistance 750, `hidden: false`), and a node with a single plain
    /// layout text writes it as a string.
    public var json: String { DocumentWriter.output(for: self).rendered() + "\n" }
}

/// Builds the JSON of a document.
enum DocumentWriter {
    static func output(for document: LayoutDocument) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = []
        if !document.metrics.isEmpty {
            let metrics = document.metrics.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONOutput.exact($0.value)) }
            members.append(("metrics", .object(metrics)))
        }
        if !document.spacing.isEmpty {
            var spacing: [(key: String, value: JSONOutput)] = []
            if let sibling = document.spacing.sibling { spacing.append(("sibling", .exact(sibling))) }
            if let superview = document.spacing.superview { spacing.append(("superview", .exact(superview))) }
            members.append(("spacing", .object(spacing)))
        }
        if let scale = document.scale { members.append(("scale", .exact(scale))) }
        if let direction = document.direction { members.append(("direction", .string(direction.rawValue))) }
        if document.isStrict { members.append(("strict", .bool(true))) }
        if !document.fonts.isEmpty {
            let fonts = document.fonts.sorted { $0.key < $1.key }.map { (key: $0.key, value: JSONOutput.string($0.value)) }
            members.append(("fonts", .object(fonts)))
        }
        members.append(("root", output(for: document.root)))
        return .object(members)
    }

    static func output(for node: DocumentNode) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [("name", .string(node.name))]
        if node.fitsWidth {
            members.append(("width", .string("fit")))
        } else if let width = node.width {
            members.append(("width", .exact(width)))
        }
        if node.fitsHeight {
            members.append(("height", .string("fit")))
        } else if let height = node.height {
            members.append(("height", .exact(height)))
        }
        if node.intrinsicWidth != nil || node.intrinsicHeight != nil {
            members.append(("intrinsicSize", .array([optional(node.intrinsicWidth), optional(node.intrinsicHeight)])))
        }
        if node.hugging != .defaultHugging { members.append(("hugging", priorities(node.hugging))) }
        if node.compressionResistance != .defaultCompressionResistance {
            members.append(("compressionResistance", priorities(node.compressionResistance)))
        }
        if node.isHidden {
            members.append(("hidden", node.hiddenCollapse == .arrangedAxis ? .bool(true) : .string(node.hiddenCollapse.rawValue)))
        }
        if !node.scrollAxes.isEmpty {
            members.append(("scroll", .string(node.scrollAxes.count == 2 ? "both" : node.scrollAxes[0].rawValue)))
        }
        if node.firstBaseline != nil || node.lastBaseline != nil {
            var baselines: [(key: String, value: JSONOutput)] = []
            if let first = node.firstBaseline { baselines.append(("first", .exact(first))) }
            if let last = node.lastBaseline { baselines.append(("last", .exact(last))) }
            members.append(("baselines", .object(baselines)))
        }
        if let rules = node.rules { members.append(("rules", .string(rules))) }
        if let className = node.className { members.append(("class", .string(className))) }
        if let z = node.zIndex { members.append(("zIndex", .number(String(z)))) }
        if let data = node.data { members.append(("data", data.output)) }
        if let text = node.text { members.append(("text", output(for: text))) }
        if node.layout.count == 1, node.layout[0].options.isEmpty {
            members.append(("layout", .string(node.layout[0].format)))
        } else if !node.layout.isEmpty {
            let entries = node.layout.map { entry -> JSONOutput in
                if entry.options.isEmpty { return .string(entry.format) }
                return .object([("format", .string(entry.format)), ("options", .array(entry.options.map { .string($0) }))])
            }
            members.append(("layout", .array(entries)))
        }
        if !node.subviews.isEmpty { members.append(("subviews", .array(node.subviews.map(output(for:))))) }
        return .object(members)
    }

    private static func output(for text: DocumentText) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("string", .string(text.string)), ("font", .string(text.font)), ("size", .exact(text.size)),
        ]
        if text.lines != 0 { members.append(("lines", .number(String(text.lines)))) }
        if let lineHeight = text.lineHeight { members.append(("lineHeight", .exact(lineHeight))) }
        return .object(members)
    }

    private static func optional(_ value: Double?) -> JSONOutput { value.map(JSONOutput.exact) ?? .null }

    private static func priorities(_ pair: DocumentPriorities) -> JSONOutput {
        .array([.exact(pair.horizontal.rawValue), .exact(pair.vertical.rawValue)])
    }
}
