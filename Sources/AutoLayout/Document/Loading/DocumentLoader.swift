import Cassowary
import VisualFormat
import LayoutIR
import LayoutSupport

/// Turns parsed JSON into a ``LayoutDocument``, checking every key and value.
struct DocumentLoader {
    /// The opening quote (byte offset in the file) of each rules string, by path; a layout
    /// string's is in ``layoutQuotes``.
    var stringQuotes: [String: Int] = [:]
    /// Where the root object starts in the file, to point at it when it lacks a size.
    var rootRange: SourceRange?
    /// Where values an error after loading may be about are in the file, by path: the
    /// `scale`, each metric's value and each rules string (a view's object is in
    /// ``nodePlaces``).
    var valueRanges: [String: SourceRange] = [:]
    /// Where each view is in the file and in the tree, in document order (a node before its
    /// subviews): kept by index rather than by path, as a path string and a dictionary entry
    /// per view cost more than reading the view. Paths are made for an error.
    var nodePlaces: [DocumentNodePlace] = []
    /// The opening quote of each layout string (byte offset in the file, -1 for none), node by
    /// node from each one's ``DocumentNodePlace/firstQuote``.
    var layoutQuotes: [Int] = []
    /// Where each view name was declared (an index of ``nodePlaces``), to report duplicates.
    private var declaredNames: [String: Int] = [:]
    /// Where each font file is named first (`DocumentLoader+Text.swift`), to point at it when
    /// the file cannot be read.
    var fontPlaces: [FontPlace] = []
    /// The document's `fonts` map, read before the views that use its names.
    var fontNames: [String: String] = [:]

    static let documentKeys = ["metrics", "spacing", "scale", "direction", "strict", "fonts", "root"]
    static let nodeKeys = [
        "name", "layout", "subviews", "intrinsicSize", "hugging", "compressionResistance",
        "hidden", "rules", "baselines", "class", "zIndex", "data", "scroll", "text",
    ]
    static let rootKeys = nodeKeys + ["width", "height"]
    static let spacingKeys = ["sibling", "superview"]
    static let baselineKeys = ["first", "last"]
    static let entryKeys = ["format", "options"]

    mutating func load(_ json: JSONNode) throws(DocumentError) -> LayoutDocument {
        let members = try object(json, path: "", allowed: Self.documentKeys, what: "the document")
        var document = LayoutDocument(root: DocumentNode(name: "root"))
        if let metrics = members["metrics"] { document.metrics = try loadMetrics(metrics) }
        if let spacing = members["spacing"] {
            let keys = try object(spacing, path: "spacing", allowed: Self.spacingKeys, what: "spacing")
            if let value = keys["sibling"] {
                document.spacing.sibling = try number(value, path: "spacing.sibling", minimum: 0)
            }
            if let value = keys["superview"] {
                document.spacing.superview = try number(value, path: "spacing.superview", minimum: 0)
            }
        }
        if let scale = members["scale"] {
            let value = try number(scale, path: "scale")
            guard value > 0 else {
                throw invalid(scale, path: "scale", "expected a positive scale (1, 2, 3, ...), found \(scale.summary)")
            }
            guard value <= LayoutDocument.maximumScale else {
                throw invalid(
                    scale, path: "scale",
                    "expected a scale of at most \(DecimalText.format(LayoutDocument.maximumScale)) (1, 2, 3, ...), found \(scale.summary)")
            }
            document.scale = value
            valueRanges["scale"] = scale.range
        }
        if let direction = members["direction"] {
            let name = try string(direction, path: "direction")
            guard let value = DocumentDirection(rawValue: name) else {
                throw invalid(
                    direction, path: "direction", "expected \"ltr\" or \"rtl\", found \(direction.summary)",
                    hint: suggestion(name, DocumentDirection.allCases.map(\.rawValue)))
            }
            document.direction = value
        }
        if let strict = members["strict"] {
            guard case .bool(let flag) = strict.value else {
                throw mismatch(strict, path: "strict", expected: "true or false")
            }
            document.isStrict = flag
        }
        if let fonts = members["fonts"] { document.fonts = try loadFontNames(fonts) }
        guard let root = members["root"] else {
            throw DocumentError(.missingKey, at: "", "expected a \"root\" object describing the root view", range: json.range)
        }
        rootRange = SourceRange(start: root.range.start, end: root.range.start)
        // Sized once for every view: growing the names' table rehashed every name declared
        // so far at each doubling (5.3 of the loader's 19.6 million instructions at 1,000 cards).
        let views = Self.viewCount(root)
        declaredNames.reserveCapacity(views)
        nodePlaces.reserveCapacity(views)
        document.root = try loadNode(root, parent: -1, childIndex: 0)
        return document
    }

    // MARK: - Nodes

    /// How many view objects the tree under `json` has, counting only well-formed
    /// `subviews` arrays (an estimate for reserving room: a malformed one is an error later).
    ///
    /// - Complexity: O(views), without recursion.
    static func viewCount(_ json: JSONNode) -> Int {
        /// A view's `subviews` elements, if an array.
        func subviews(_ node: JSONNode) -> [JSONNode]? {
            guard case .object(let members) = node.value else { return nil }
            for member in members where member.key == "subviews" {
                if case .array(let elements) = member.value.value { return elements }
            }
            return nil
        }
        var count = 1
        // Arrays rather than nodes, so that no node is copied.
        var pending: [[JSONNode]] = []
        if let top = subviews(json) { pending.append(top) }
        while let elements = pending.popLast() {
            count += elements.count
            for index in elements.indices {
                if let inner = subviews(elements[index]), !inner.isEmpty { pending.append(inner) }
            }
        }
        return count
    }

    /// The JSON path of the view at `place` in ``nodePlaces``: `root.subviews[2].subviews[0]`.
    ///
    /// - Complexity: O(depth).
    func nodePath(_ place: Int) -> String {
        var indices: [Int] = []
        var current = place
        while current > 0, current < nodePlaces.count {
            indices.append(nodePlaces[current].childIndex)
            current = nodePlaces[current].parent
        }
        var path = "root"
        for index in indices.reversed() { path = DocumentPath.subview(index, of: path) }
        return path
    }

    private mutating func loadNode(_ json: JSONNode, parent: Int, childIndex: Int) throws(DocumentError) -> DocumentNode {
        let isRoot = parent < 0
        let place = nodePlaces.count
        nodePlaces.append(DocumentNodePlace(start: json.range.start, parent: parent, childIndex: childIndex))
        // The node's path, made only where a message or a rules string needs it.
        var path: String { nodePath(place) }
        let members: NodeMembers
        do {
            members = try nodeMembers(json, place: place, isRoot: isRoot)
        } catch let error where error.kind == .unknownKey && !isRoot
            && (error.path.hasSuffix(".width") || error.path.hasSuffix(".height")) {
            var refined = error
            refined.kind = .invalidValue
            refined.message = "only the root has a width and a height in the document"
            refined.hint = "give the view a size in a layout text, for example \"H:[view(120)]\""
            throw refined
        }
        var node = DocumentNode(name: "root")
        if let name = members[.name] {
            node.name = try viewName(name, path: "\(path).name")
        } else if !isRoot {
            throw DocumentError(.missingKey, at: path, "expected a \"name\" for the view", range: json.range)
        }
        // One hash for the check and the entry (a duplicate ends loading).
        if let previous = declaredNames.updateValue(place, forKey: node.name) {
            throw invalid(
                members[.name] ?? json, path: "\(path).name",
                "the view name '\(node.name)' is already used by \(nodePath(previous))", kind: .duplicateName)
        }
        if let width = members[.width] {
            if try isFit(width, path: "\(path).width") { node.fitsWidth = true } else {
                node.width = try number(width, path: "\(path).width", minimum: 0)
            }
        }
        if let height = members[.height] {
            if try isFit(height, path: "\(path).height") { node.fitsHeight = true } else {
                node.height = try number(height, path: "\(path).height", minimum: 0)
            }
        }
        // The path by place rather than in a closure: a closure over `path` copied the loader.
        if let layout = members[.layout] { node.layout = try loadLayout(layout, place: place) }
        if let size = members[.intrinsicSize] {
            let pair = try pair(size, path: "\(path).intrinsicSize", what: "[width, height] (numbers or null)")
            node.intrinsicWidth = try optionalNumber(pair.0, path: "\(path).intrinsicSize[0]", minimum: 0)
            node.intrinsicHeight = try optionalNumber(pair.1, path: "\(path).intrinsicSize[1]", minimum: 0)
        }
        if let hugging = members[.hugging] { node.hugging = try priorities(hugging, path: "\(path).hugging") }
        if let resistance = members[.compressionResistance] {
            node.compressionResistance = try priorities(resistance, path: "\(path).compressionResistance")
        }
        if let hidden = members[.hidden] {
            switch hidden.value {
            case .bool(let flag):
                node.isHidden = flag
            case .string(let text, _):
                let forms = ["horizontal", "vertical", "both"]
                guard forms.contains(text), let collapse = HiddenCollapse(rawValue: text) else {
                    throw invalid(
                        hidden, path: "\(path).hidden",
                        "expected true, false, \"horizontal\", \"vertical\" or \"both\", found \(hidden.summary)",
                        hint: suggestion(text, forms))
                }
                node.isHidden = true
                node.hiddenCollapse = collapse
            default:
                throw mismatch(hidden, path: "\(path).hidden", expected: "true, false, \"horizontal\", \"vertical\" or \"both\"")
            }
        }
        if let scroll = members[.scroll] {
            let forms = ["vertical", "horizontal", "both"]
            let text = try string(scroll, path: "\(path).scroll")
            guard forms.contains(text) else {
                throw invalid(
                    scroll, path: "\(path).scroll",
                    "expected \"vertical\", \"horizontal\" or \"both\", found \(scroll.summary)",
                    hint: suggestion(text, forms))
            }
            node.scrollAxes = text == "both" ? [.horizontal, .vertical] : text == "vertical" ? [.vertical] : [.horizontal]
        }
        if let rules = members[.rules] {
            let rulesPath = DocumentPath.rules(nodePath: path)
            node.rules = try string(rules, path: rulesPath)
            if case .string(_, let quote) = rules.value { stringQuotes[rulesPath] = quote }
            valueRanges[rulesPath] = rules.range
        }
        if let baselines = members[.baselines] {
            let keys = try object(baselines, path: "\(path).baselines", allowed: Self.baselineKeys, what: "baselines")
            if let first = keys["first"] {
                node.firstBaseline = try optionalNumber(first, path: "\(path).baselines.first", minimum: 0)
            }
            if let last = keys["last"] {
                node.lastBaseline = try optionalNumber(last, path: "\(path).baselines.last", minimum: 0)
            }
        }
        if let className = members[.className] { node.className = try string(className, path: "\(path).class") }
        if let z = members[.zIndex] {
            guard case .number(let value) = z.value, let index = Int(exactly: value) else {
                throw mismatch(z, path: "\(path).zIndex", expected: "a whole number")
            }
            node.zIndex = index
        }
        if let data = members[.data] { node.data = DocumentValue(data) }
        if let text = members[.text] { node.text = try loadText(text, path: "\(path).text") }
        // Locations are recorded once the node's layout is known, since the path of a layout
        // text depends on how many there are.
        if let layout = members[.layout] { recordLayoutLocations(layout, place: place) }
        if let subviews = members[.subviews] {
            guard case .array(let elements) = subviews.value else {
                throw mismatch(subviews, path: "\(path).subviews", expected: "an array of views")
            }
            node.subviews.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                node.subviews.append(try loadNode(element, parent: place, childIndex: index))
            }
        }
        return node
    }

    private func loadLayout(_ json: JSONNode, place: Int) throws(DocumentError) -> [DocumentLayoutEntry] {
        func path() -> String { "\(nodePath(place)).layout" }
        switch json.value {
        case .string(let text, _):
            return [DocumentLayoutEntry(format: text)]
        case .array(let elements):
            var entries: [DocumentLayoutEntry] = []
            entries.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                // Made only where an object entry or an error needs it.
                func elementPath() -> String { "\(path())[\(index)]" }
                switch element.value {
                case .string(let text, _):
                    entries.append(DocumentLayoutEntry(format: text))
                case .object:
                    let keys = try object(element, path: elementPath(), allowed: Self.entryKeys, what: "a layout entry")
                    guard let format = keys["format"] else {
                        throw DocumentError(.missingKey, at: elementPath(), "expected a \"format\" string in the layout entry", range: element.range)
                    }
                    var entry = DocumentLayoutEntry(format: try string(format, path: "\(elementPath()).format"))
                    if let options = keys["options"] { entry.options = try loadOptions(options, path: "\(elementPath()).options") }
                    entries.append(entry)
                default:
                    throw mismatch(element, path: elementPath(), expected: "a layout string or a {\"format\", \"options\"} object")
                }
            }
            return entries
        default:
            throw mismatch(json, path: path(), expected: "a layout string or an array of layout strings and {\"format\", \"options\"} objects")
        }
    }

    private mutating func recordLayoutLocations(_ json: JSONNode, place: Int) {
        /// The quote of a layout string, or of an entry object's `format`; -1 for anything else.
        func quote(of element: JSONNode) -> Int {
            switch element.value {
            case .string(_, let quote): return quote
            case .object(let members):
                guard let format = members.first(where: { $0.key == "format" }),
                      case .string(_, let quote) = format.value.value else { return -1 }
                return quote
            default: return -1
            }
        }
        switch json.value {
        case .string(_, let quote):
            nodePlaces[place].firstQuote = layoutQuotes.count
            layoutQuotes.append(quote)
        case .array(let elements):
            nodePlaces[place].firstQuote = layoutQuotes.count
            for element in elements { layoutQuotes.append(quote(of: element)) }
        default: return
        }
    }

    private func loadOptions(_ json: JSONNode, path: String) throws(DocumentError) -> [String] {
        guard case .array(let elements) = json.value else {
            throw mismatch(json, path: path, expected: "an array of option names such as \"alignAllLeading\"")
        }
        let known = FormatOptions.named.map(\.name)
        var names: [String] = []
        for (index, element) in elements.enumerated() {
            let name = try string(element, path: "\(path)[\(index)]")
            guard known.contains(name) else {
                throw invalid(
                    element, path: "\(path)[\(index)]", "unknown option '\(name)'; expected one of Apple's format option names",
                    hint: suggestion(name, known) ?? "for example \"alignAllLeading\" or \"directionRightToLeft\"")
            }
            names.append(name)
        }
        return names
    }

    private mutating func loadMetrics(_ json: JSONNode) throws(DocumentError) -> [String: Double] {
        guard case .object(let members) = json.value else {
            throw mismatch(json, path: "metrics", expected: "an object of named numbers, such as {\"margin\": 20}")
        }
        var metrics: [String: Double] = [:]
        for member in members {
            let path = "metrics.\(member.key)"
            guard Self.isIdentifier(member.key) else {
                throw DocumentError(
                    .invalidValue, at: path,
                    "the metric name '\(member.key)' is not a name of the layout language (letters, digits and '_', not starting with a digit)",
                    range: member.keyRange)
            }
            let value = try number(member.value, path: path)
            // Caught here, a metric too large for the solver is an error at the metric rather
            // than a warning about each constraint that uses it.
            guard abs(value) <= Solver.largestSupportedMagnitude else {
                throw invalid(
                    member.value, path: path,
                    "the metric '\(member.key)' of \(DecimalText.format(value)) is beyond the largest magnitude the solver supports, \(DecimalText.format(Solver.largestSupportedMagnitude))",
                    hint: "keep metrics far below 1e100")
            }
            metrics[member.key] = value
            valueRanges[path] = member.value.range
        }
        return metrics
    }

    // MARK: - Values

    func object(
        _ json: JSONNode, path: @autoclosure () -> String, allowed: [String], what: String
    ) throws(DocumentError) -> CheckedMembers {
        guard case .object(let members) = json.value else {
            throw mismatch(json, path: path(), expected: "\(what) as an object")
        }
        for member in members {
            guard allowed.contains(member.key) else {
                // The path is made only for the error: a string per member cost more than
                // reading the member.
                throw DocumentError(
                    .unknownKey, at: path().isEmpty ? member.key : "\(path()).\(member.key)",
                    "unknown key '\(member.key)' in \(what); expected one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))",
                    hint: suggestion(member.key, allowed), range: member.keyRange)
            }
        }
        return CheckedMembers(members)
    }

    /// A view's members by key, checked as ``object(_:path:allowed:what:)`` checks them (the
    /// same error for the first unknown key): one pass that finds each member's key among
    /// the node keys by its length and first byte, rather than a scan of the members for each
    /// of the sixteen keys and of the keys for each member.
    ///
    /// - Complexity: O(members).
    private func nodeMembers(_ json: JSONNode, place: Int, isRoot: Bool) throws(DocumentError) -> NodeMembers {
        func path() -> String { nodePath(place) }
        guard case .object(let members) = json.value else {
            throw mismatch(json, path: path(), expected: "a view as an object")
        }
        var found = NodeMembers(members)
        for (index, member) in members.enumerated() {
            guard let key = NodeMembers.Key(member.key), isRoot || (key != .width && key != .height) else {
                // The common message, with its list of keys and suggestion.
                _ = try object(json, path: path(), allowed: isRoot ? Self.rootKeys : Self.nodeKeys, what: "a view")
                continue
            }
            found.set(key, at: index)
        }
        return found
    }

    func number(_ json: JSONNode, path: String, minimum: Double? = nil) throws(DocumentError) -> Double {
        guard case .number(let value) = json.value else {
            throw mismatch(json, path: path, expected: minimum == nil ? "a number" : "a number (at least \(DecimalText.format(minimum ?? 0)))")
        }
        if let minimum, value < minimum {
            throw invalid(json, path: path, "expected a number of at least \(DecimalText.format(minimum)), found \(json.summary)")
        }
        return value
    }

    private func optionalNumber(_ json: JSONNode, path: String, minimum: Double) throws(DocumentError) -> Double? {
        if case .null = json.value { return nil }
        guard case .number = json.value else {
            throw mismatch(json, path: path, expected: "a number (at least \(DecimalText.format(minimum))) or null")
        }
        return try number(json, path: path, minimum: minimum)
    }

    /// Whether a root size is `"fit"`; any other string is an error, a number is not fit.
    private func isFit(_ json: JSONNode, path: String) throws(DocumentError) -> Bool {
        guard case .string(let text, _) = json.value else { return false }
        guard text == "fit" else {
            throw invalid(
                json, path: path, "expected a number (at least 0) or \"fit\", found \(json.summary)",
                hint: suggestion(text, ["fit"]))
        }
        return true
    }

    /// `path` is made only for an error: a string per view cost more than reading its name.
    func string(_ json: JSONNode, path: @autoclosure () -> String) throws(DocumentError) -> String {
        guard case .string(let text, _) = json.value else { throw mismatch(json, path: path(), expected: "a string") }
        return text
    }

    private func pair(_ json: JSONNode, path: String, what: String) throws(DocumentError) -> (JSONNode, JSONNode) {
        guard case .array(let elements) = json.value, elements.count == 2 else {
            throw mismatch(json, path: path, expected: "an array of two values \(what)")
        }
        return (elements[0], elements[1])
    }

    private func priorities(_ json: JSONNode, path: String) throws(DocumentError) -> DocumentPriorities {
        let (horizontal, vertical) = try pair(json, path: path, what: "[horizontal, vertical] (priorities from 1 to 1000)")
        return DocumentPriorities(
            horizontal: try priority(horizontal, path: "\(path)[0]"),
            vertical: try priority(vertical, path: "\(path)[1]"))
    }

    private func priority(_ json: JSONNode, path: String) throws(DocumentError) -> LayoutPriority {
        let value = try number(json, path: path)
        let priority = LayoutPriority(value)
        guard priority.isValid else {
            throw invalid(json, path: path, "expected a priority greater than 0 and at most 1000, found \(json.summary)")
        }
        return priority
    }

    private func viewName(_ json: JSONNode, path: @autoclosure () -> String) throws(DocumentError) -> String {
        let name = try string(json, path: path())
        guard Self.isIdentifier(name) else {
            throw invalid(
                json, path: path(),
                "expected a view name of the layout language (letters, digits and '_', not starting with a digit), found \(json.summary)")
        }
        return name
    }

    static func isIdentifier(_ name: String) -> Bool {
        // Every allowed character is ASCII, so the UTF-8 bytes decide: a byte of a non-ASCII
        // scalar is never a letter, a digit or '_'. Over the contiguous bytes: iterating the
        // UTF-8 view cost about 300 instructions a name.
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
            for byte in bytes {
                let lower = byte | 0x20
                let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
                let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if !(isLetter || isDigit || byte == UInt8(ascii: "_")) { return false }
            }
            return true
        }
    }

    // MARK: - Errors

    func mismatch(_ json: JSONNode, path: String, expected: String) -> DocumentError {
        DocumentError(.typeMismatch, at: path, "expected \(expected), found \(json.summary)", range: json.range)
    }

    func invalid(
        _ json: JSONNode, path: String, _ message: String, hint: String? = nil, kind: DocumentError.Kind = .invalidValue
    ) -> DocumentError {
        DocumentError(kind, at: path, message, hint: hint, range: json.range)
    }

    func suggestion(_ name: String, _ candidates: [String]) -> String? {
        Suggestion.hint(for: name, among: candidates)
    }
}

/// Where a view of a document is, kept by index in document order: its object's start in the
/// file, its place in the tree (for its path) and where its layout strings' quotes begin.
struct DocumentNodePlace: Hashable, Sendable {
    /// Where the view's object starts in the file.
    var start: SourceLocation
    /// The index of the superview's place; -1 for the root.
    var parent: Int
    /// The view's index among its superview's `subviews`.
    var childIndex: Int
    /// The index of its first layout string's quote in `layoutQuotes`; -1 without layout.
    var firstQuote = -1
}
