import LayoutSupport
import VisualFormat
import LayoutIR

/// Reads a QuickVFL2 layout file into a ``LayoutDocument``: a node per view, QuickVFL2's options
/// as layout texts, priorities and data, and the scroll wrappers as views of their own.
///
/// Errors name the file's own path (`container2_.labelB_.:widthEqual`) and point at the value.
/// QuickVFL2 ignored or crashed on some mistakes that are errors here: an unknown option, a
/// child that is neither a class name nor an object, a name used twice, a view a `:layout`
/// statement names that the file does not declare.
struct QuickVFL2Loader {
    let text: String
    /// The opening quote of each `:layout` string, by its document path.
    private(set) var stringQuotes: [String: Int] = [:]
    /// The file's path for each document path that an error may name.
    private(set) var displayPaths: [String: String] = [:]
    /// Where each name was declared (its file path), to refuse duplicates.
    private var declared: [String: String] = [:]
    /// Names checked once every view is known: equal targets and alignment members.
    private var references: [(name: String, path: String, json: JSONNode)] = []

    init(text: String) {
        self.text = text
    }

    /// The options QuickVFL2 knows (`QViewProperty.h`).
    static let options = [
        ":layout", ":widthEqual", ":heightEqual", ":stayWhenStretched", ":stayWhenCompressed",
        ":scrollV", ":scrollH", ":topAlign", ":bottomAlign", ":leftAlign", ":rightAlign",
        ":centerXAlign", ":centerYAlign", ":zIndex", ":className", ":viewData",
    ]

    mutating func load(_ json: JSONNode) throws(DocumentError) -> LayoutDocument {
        guard case .object(let top) = json.value else {
            throw DocumentError(
                .typeMismatch, at: "", "expected the top of a QuickVFL2 layout file to be an object (a dictionary), found \(json.summary)",
                range: json.range)
        }
        let (global, rest) = try QuickVFL2Global.split(top, at: "")
        let resolved = try global.resolve(JSONNode(value: .object(rest), range: json.range), path: "")
        var root = try readNode(resolved, name: nil, path: "")
        root.name = Self.unique("entrance", avoiding: declared)
        try checkReferences()
        var document = LayoutDocument(root: DocumentNode(name: root.name))
        document.root = try convert(root, documentPath: "root", parentName: nil)
        try checkLayoutNames(document)
        return document
    }

    // MARK: - Reading nodes

    /// A view as the file gives it, before it becomes a document node.
    private struct Node {
        var name: String
        var path: String
        var className: String?
        var zIndex = 0
        var zIndexGiven = false
        var data: DocumentValue?
        var layout: (text: String, quote: Int, json: JSONNode)?
        var equals: [(attribute: LayoutAttribute, target: String, targetAttribute: LayoutAttribute, multiplier: Double, path: String)] = []
        var hugging = DocumentPriorities.defaultHugging
        var resistance = DocumentPriorities.defaultCompressionResistance
        var scroll: (axis: LayoutAxis, name: String)?
        var alignments: [(attribute: LayoutAttribute, groups: [[String]], path: String)] = []
        var children: [Node] = []
    }

    private mutating func readNode(_ json: JSONNode, name: String?, path: String) throws(DocumentError) -> Node {
        guard case .object(let members) = json.value else {
            throw DocumentError(.typeMismatch, at: path, "expected a view as an object, found \(json.summary)", range: json.range)
        }
        var node = Node(name: name ?? "", path: path)
        func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        var viewDataClass: String?
        var scrollKeys: [(String, JSONNode)] = []
        for member in members {
            let key = member.key
            let value = member.value
            if key.isEmpty { continue }  // QuickVFL2 skips an empty key
            if key == ":global" {
                throw DocumentError(
                    .invalidValue, at: at(key), "':global' is read only at the top of the file",
                    hint: "move it to the top-level object", range: member.keyRange)
            }
            if key.hasPrefix("+") {
                throw DocumentError(
                    .invalidValue, at: at(key), "the global reference '\(key)' has no ':global' entry to read",
                    hint: "add a top-level \":global\" object with the entry", range: member.keyRange)
            }
            guard key.hasPrefix(":") else {
                node.children.append(try readChild(key, value, keyRange: member.keyRange, path: at(key)))
                continue
            }
            switch key {
            case ":layout":
                guard case .string(let layout, let quote) = value.value else {
                    throw mismatch(value, at(key), "a string of layout statements")
                }
                node.layout = (layout, quote, value)
            case ":widthEqual", ":heightEqual":
                node.equals.append(try equal(key, value, path: at(key)))
            case ":stayWhenStretched", ":stayWhenCompressed":
                let (axis, priority) = try stay(value, path: at(key))
                if key == ":stayWhenStretched" {
                    if axis == .horizontal { node.hugging.horizontal = priority } else { node.hugging.vertical = priority }
                } else if axis == .horizontal {
                    node.resistance.horizontal = priority
                } else {
                    node.resistance.vertical = priority
                }
            case ":scrollV", ":scrollH":
                scrollKeys.append((key, value))
            case ":topAlign", ":bottomAlign", ":leftAlign", ":rightAlign", ":centerXAlign", ":centerYAlign":
                node.alignments.append(try alignment(key, value, path: at(key)))
            case ":zIndex":
                guard case .number(let number) = value.value, let z = Int(exactly: number) else {
                    throw mismatch(value, at(key), "a whole number")
                }
                node.zIndex = z
                node.zIndexGiven = true
            case ":className":
                node.className = try className(value, path: at(key))
            case ":viewData":
                guard case .object(let entries) = value.value else {
                    throw mismatch(value, at(key), "the view's data as an object")
                }
                node.data = DocumentValue(value)
                if let entry = entries.first(where: { $0.key == "className" }) {
                    viewDataClass = try className(entry.value, path: "\(at(key)).className")
                }
            default:
                let hint = key.hasSuffix("Align") ? "the alignment options are \(Self.options.filter { $0.hasSuffix("Align") }.joined(separator: ", "))" : nil
                throw DocumentError(
                    .unknownKey, at: at(key),
                    "unknown option '\(key)'; expected one of \(Self.options.joined(separator: ", "))",
                    hint: Suggestion.hint(for: key, among: Self.options) ?? hint, range: member.keyRange)
            }
        }
        if scrollKeys.count > 1 {
            throw DocumentError(
                .invalidValue, at: at(scrollKeys[1].0), "a view scrolls along one axis: ':scrollV' and ':scrollH' are both given",
                hint: "QuickVFL2 kept one of them at random; keep the one you mean", range: scrollKeys[1].1.range)
        }
        if let (key, value) = scrollKeys.first {
            let scrollName = try viewName(value, path: at(key))
            try declare(scrollName, path: at(key), range: value.range)
            node.scroll = (key == ":scrollV" ? .vertical : .horizontal, scrollName)
        }
        // `:className` wins over `:viewData.className` (QuickVFL2 left it to key order).
        if node.className == nil { node.className = viewDataClass }
        // Children by ascending `:zIndex`, keeping the file's order on ties.
        node.children = node.children.enumerated()
            .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        return node
    }

    private mutating func readChild(_ key: String, _ value: JSONNode, keyRange: SourceRange, path: String) throws(DocumentError) -> Node {
        guard DocumentLoader.isIdentifier(key) else {
            throw DocumentError(
                .invalidValue, at: path,
                "the view name '\(key)' is not a name of the layout language (letters, digits and '_', not starting with a digit)",
                hint: key.hasPrefix(":") ? nil : "option keys begin with ':'", range: keyRange)
        }
        try declare(key, path: path, range: keyRange)
        switch value.value {
        case .string:
            var node = Node(name: key, path: path)
            node.className = try className(value, path: path)
            return node
        case .object:
            return try readNode(value, name: key, path: path)
        default:
            throw mismatch(value, path, "a class name (\"UILabel\") or a view as an object")
        }
    }

    private mutating func declare(_ name: String, path: String, range: SourceRange) throws(DocumentError) {
        if let previous = declared[name] {
            throw DocumentError(
                .duplicateName, at: path, "the view name '\(name)' is already used by \(previous)",
                hint: "QuickVFL2 kept only the later view under that name; give each view its own name", range: range)
        }
        declared[name] = path
    }

    private func className(_ json: JSONNode, path: String) throws(DocumentError) -> String {
        guard case .string(let name, _) = json.value, !name.isEmpty,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "." })
        else {
            throw DocumentError(
                .invalidValue, at: path, "expected a class name such as \"UILabel\", found \(json.summary)", range: json.range)
        }
        return name
    }

    private func viewName(_ json: JSONNode, path: String) throws(DocumentError) -> String {
        guard case .string(let name, _) = json.value, DocumentLoader.isIdentifier(name) else {
            throw DocumentError(
                .invalidValue, at: path,
                "expected a view name (letters, digits and '_', not starting with a digit), found \(json.summary)",
                range: json.range)
        }
        return name
    }

    // MARK: - Options

    /// `:widthEqual` / `:heightEqual`: `target[@multiplier[@w|h]]`, `super` for the superview.
    private mutating func equal(_ key: String, _ json: JSONNode, path: String) throws(DocumentError)
        -> (attribute: LayoutAttribute, target: String, targetAttribute: LayoutAttribute, multiplier: Double, path: String)
    {
        guard case .string(let value, _) = json.value else { throw mismatch(json, path, "\"target@multiplier@w\" (a string)") }
        let attribute: LayoutAttribute = key == ":widthEqual" ? .width : .height
        let parts = value.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3, let target = parts.first, !target.isEmpty else {
            throw DocumentError(
                .invalidValue, at: path, "expected target, target@multiplier or target@multiplier@w|h, found \(json.summary)",
                hint: "for example \"label1_@0.6@h\"", range: json.range)
        }
        var multiplier = 1.0
        if parts.count > 1 {
            guard let number = Self.leadingNumber(parts[1]), number > 0 else {
                throw DocumentError(
                    .invalidValue, at: path, "the multiplier must be a number greater than 0, found '\(parts[1])'",
                    range: json.range)
            }
            multiplier = number
        }
        var targetAttribute = attribute
        if parts.count > 2 {
            switch parts[2] {
            case "w": targetAttribute = .width
            case "h": targetAttribute = .height
            default:
                throw DocumentError(
                    .invalidValue, at: path, "expected 'w' or 'h' for the target's size, found '\(parts[2])'",
                    hint: "QuickVFL2 reads only a lower-case 'w' or 'h'", range: json.range)
            }
        }
        if target != "super" { references.append((target, path, json)) }
        return (attribute, target, targetAttribute, multiplier, path)
    }

    /// `floatValue`'s reading: the number at the start of the text (`2.` is 2); `nil` for none.
    static func leadingNumber(_ text: String) -> Double? {
        var end = text.startIndex
        var digits = false
        var dot = false
        var index = text.startIndex
        if index < text.endIndex, text[index] == "+" || text[index] == "-" { index = text.index(after: index) }
        while index < text.endIndex {
            let character = text[index]
            if character.isASCII, character.isNumber {
                digits = true
                end = text.index(after: index)
            } else if character == ".", !dot {
                dot = true
                if digits { end = text.index(after: index) }
            } else {
                break
            }
            index = text.index(after: index)
        }
        guard digits else { return nil }
        var lexeme = String(text[..<end])
        if lexeme.hasSuffix(".") { lexeme.removeLast() }
        return Double(lexeme).flatMap { $0.isFinite ? $0 : nil }
    }

    /// `:stayWhenStretched` / `:stayWhenCompressed`: `H@200` or `V@750`.
    private func stay(_ json: JSONNode, path: String) throws(DocumentError) -> (LayoutAxis, LayoutPriority) {
        guard case .string(let value, _) = json.value else { throw mismatch(json, path, "\"H@priority\" or \"V@priority\" (a string)") }
        let parts = value.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw DocumentError(
                .invalidValue, at: path, "expected orientation@priority, such as \"H@751\", found \(json.summary)",
                range: json.range)
        }
        let axis: LayoutAxis
        switch parts[0].lowercased() {
        case "h": axis = .horizontal
        case "v": axis = .vertical
        default:
            throw DocumentError(
                .invalidValue, at: path, "expected the orientation H or V before '@', found '\(parts[0])'", range: json.range)
        }
        guard let number = Self.leadingNumber(parts[1]), case let priority = number.rounded(.towardZero),
              priority >= 1, priority <= 1000 else {
            throw DocumentError(
                .invalidValue, at: path, "expected a priority from 1 to 1000 after '@', found '\(parts[1])'", range: json.range)
        }
        return (axis, LayoutPriority(priority))
    }

    /// `:topAlign` ...: groups of names, `a,b,c;x,y`, read without trimming as QuickVFL2 does.
    private mutating func alignment(_ key: String, _ json: JSONNode, path: String) throws(DocumentError)
        -> (attribute: LayoutAttribute, groups: [[String]], path: String)
    {
        guard case .string(let value, _) = json.value else { throw mismatch(json, path, "groups of view names, \"a,b;c,d\"") }
        let attributes: [String: LayoutAttribute] = [
            ":topAlign": .top, ":bottomAlign": .bottom, ":leftAlign": .left, ":rightAlign": .right,
            ":centerXAlign": .centerX, ":centerYAlign": .centerY,
        ]
        let groups = value.split(separator: ";", omittingEmptySubsequences: false).map { group in
            group.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        for group in groups {
            for name in group { references.append((name, path, json)) }
        }
        return (attributes[key] ?? .top, groups, path)
    }

    private func checkReferences() throws(DocumentError) {
        for (name, path, json) in references where declared[name] == nil {
            let trimmed = String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            let hint = trimmed != name && declared[trimmed] != nil
                ? "QuickVFL2 does not trim spaces around names here: write '\(trimmed)' without them"
                : Suggestion.hint(for: name, among: declared.keys.sorted())
            throw DocumentError(
                .invalidValue, at: path, name.isEmpty ? "an empty view name (a stray ',' or ';')" : "no view named '\(name)' in the file",
                hint: hint, range: json.range)
        }
    }

    // MARK: - Converting to document nodes

    private mutating func convert(_ node: Node, documentPath: String, parentName: String?) throws(DocumentError) -> DocumentNode {
        var out = DocumentNode(name: node.name)
        out.className = node.className
        out.zIndex = node.zIndexGiven ? node.zIndex : nil
        out.data = node.data
        out.hugging = node.hugging
        out.compressionResistance = node.resistance
        // Equal options hold the node's own view, from the node itself.
        var own: [(DocumentLayoutEntry, display: String)] = []
        for equal in node.equals {
            let target: String
            if equal.target == "super" {
                guard let parentName else {
                    throw DocumentError(
                        .invalidValue, at: equal.path, "'super' of the top of the file is outside it",
                        hint: "the file's top view is the app's entrance; name a view of the file")
                }
                target = parentName
            } else {
                target = equal.target
            }
            if target == node.name, equal.targetAttribute == equal.attribute {
                throw DocumentError(
                    .invalidValue, at: equal.path, "a view's \(equal.attribute) cannot equal its own \(equal.attribute)",
                    hint: "give the other size: \"\(node.name)@1@\(equal.attribute == .width ? "h" : "w")\"")
            }
            let format = "C:\(node.name).\(equal.attribute)(\(target).\(equal.targetAttribute)*\(ConstraintDescriptor.format(equal.multiplier)))"
            var entry = DocumentLayoutEntry(format: format)
            entry.namesItsSuperview = true
            own.append((entry, equal.path))
        }
        // A scrolling node holds its scroll view; its layout, alignments and children go to the
        // scroll's content view.
        var content = out
        var contentPath = documentPath
        var scrollNodes: (scroll: DocumentNode, sys: DocumentNode)?
        if let (axis, scrollName) = node.scroll {
            let sysName = Self.unique("\(scrollName)_sys_", avoiding: declared)
            let userName = Self.unique("\(scrollName)_user_", avoiding: declared.merging([sysName: ""]) { a, _ in a })
            own.append((DocumentLayoutEntry(format: "H:|[\(scrollName)]|; V:|[\(scrollName)]|"), "\(node.path).:scroll"))
            let scroll = QuickVFL2Scroll(axis: axis, scroll: scrollName, system: sysName, user: userName)
            var scrollNode = DocumentNode(name: scrollName, className: axis == .vertical ? "UIScrollView" : "UIScrollView")
            // `sys` is at least as long as `S`, in `S`'s own layout: the text names its superview.
            var systemEntry = DocumentLayoutEntry(format: scroll.systemLayout)
            systemEntry.namesItsSuperview = true
            scrollNode.layout = [systemEntry]
            var sysNode = DocumentNode(name: sysName, className: "UIView")
            sysNode.layout = [DocumentLayoutEntry(format: scroll.userLayout)]
            scrollNodes = (scrollNode, sysNode)
            content = DocumentNode(name: userName, className: "UIView")
            contentPath = DocumentPath.subview(0, of: DocumentPath.subview(0, of: DocumentPath.subview(0, of: documentPath)))
        }
        var entries: [(DocumentLayoutEntry, display: String, quote: Int?)] = []
        if let (layout, quote, _) = node.layout, !layout.allSatisfy(\.isWhitespace) {
            entries.append((DocumentLayoutEntry(format: Self.movingLeadingNames(layout)), "\(node.path.isEmpty ? "" : node.path + ".")" + ":layout", quote))
        }
        for alignment in node.alignments {
            var statements: [String] = []
            for group in alignment.groups {
                if alignment.attribute == .centerX || alignment.attribute == .centerY {
                    for member in group { statements.append("C:\(member).\(alignment.attribute)(\(content.name).\(alignment.attribute))") }
                } else if let first = group.first, group.count >= 2 {
                    for member in group.dropFirst() { statements.append("C:\(first).\(alignment.attribute)(\(member).\(alignment.attribute))") }
                }
            }
            if !statements.isEmpty {
                var entry = DocumentLayoutEntry(format: statements.joined(separator: "; "))
                entry.namesItsSuperview = true
                entries.append((entry, alignment.path, nil))
            }
        }
        if scrollNodes == nil {
            entries = own.map { ($0.0, $0.display, nil) } + entries
        } else {
            out.layout = own.map(\.0)
            for (index, entry) in own.enumerated() {
                displayPaths[DocumentPath.layout(of: out, at: index, nodePath: documentPath)] = entry.display
            }
        }
        content.layout = entries.map(\.0)
        for (index, entry) in entries.enumerated() {
            let entryPath = DocumentPath.layout(of: content, at: index, nodePath: contentPath)
            displayPaths[entryPath] = entry.display
            if let quote = entry.quote { stringQuotes[entryPath] = quote }
        }
        for (index, child) in node.children.enumerated() {
            content.subviews.append(try convert(child, documentPath: DocumentPath.subview(index, of: contentPath),
                                                parentName: content.name))
        }
        guard let (scrollNode, sysNode) = scrollNodes else { return content }
        var sys = sysNode
        sys.subviews = [content]
        var scroll = scrollNode
        scroll.subviews = [sys]
        out.subviews = [scroll]
        return out
    }

    /// QuickVFL2 lets a constraint's name lead its statement (`<topGap>V:|-10-[a]`); the
    /// language writes it after the statement. Each leading name moves to its statement's end,
    /// in place, so that every other character keeps its position for diagnostics.
    static func movingLeadingNames(_ layout: String) -> String {
        var scalars = Array(layout.unicodeScalars)
        var index = 0
        var statementStart = 0
        var inComment = false
        func fix(_ start: Int, _ end: Int) {
            var first = start
            while first < end, scalars[first].properties.isWhitespace { first += 1 }
            guard first < end, scalars[first] == "<" else { return }
            var close = first + 1
            while close < end, scalars[close] != ">", scalars[close] != "=" { close += 1 }
            guard close < end, scalars[close] == ">" else { return }
            var last = end
            while last > close + 1, scalars[last - 1].properties.isWhitespace { last -= 1 }
            let name = Array(scalars[first...close])
            let body = Array(scalars[(close + 1)..<last])
            scalars.replaceSubrange(first..<last, with: body + name)
        }
        while index < scalars.count {
            if inComment {
                if scalars[index] == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    inComment = false
                    index += 1
                }
            } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                inComment = true
                index += 1
            } else if scalars[index] == ";" {
                fix(statementStart, index)
                statementStart = index + 1
            }
            index += 1
        }
        fix(statementStart, scalars.count)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// Each `:layout` may name only the file's views (QuickVFL2 passed them to Apple's parser,
    /// which refuses any other name): a misspelt name is an error with a did-you-mean hint,
    /// at its place in the file.
    private func checkLayoutNames(_ document: LayoutDocument) throws(DocumentError) {
        var names = Set<String>()
        func collect(_ node: DocumentNode) {
            names.insert(node.name)
            for child in node.subviews { collect(child) }
        }
        collect(document.root)
        var failure: DocumentError?
        DocumentWalk.forEachString(in: document) { path, layout in
            guard failure == nil, let quote = stringQuotes[path] else { return }
            do throws(DiagnosticList) {
                _ = try LayoutCompiler(views: names).compile(layout)
            } catch {
                guard let first = error.diagnostics.first(where: { $0.id == .unknownView }) else { return }
                failure = DocumentError(
                    .invalidValue, at: displayPaths[path] ?? path, first.message, hint: first.hint,
                    range: fileRange(of: first.range, inStringAt: quote, layout: layout))
            }
        }
        if let failure { throw failure }
    }

    /// Where a range of a layout string is in the file (on one line), through escapes and the
    /// line feeds QuickVFL2 drops.
    private func fileRange(of range: SourceRange, inStringAt quote: Int, layout: String) -> SourceRange? {
        let locations = JSONParser.scalarLocations(ofStringAt: quote, in: text, dialect: .quickVFL2)
        func scalarIndex(_ offset: Int) -> Int {
            var bytes = 0
            var index = 0
            for scalar in layout.unicodeScalars {
                if bytes >= offset { break }
                bytes += UTF8.width(scalar)
                index += 1
            }
            return index
        }
        let start = scalarIndex(range.start.offset), end = scalarIndex(range.end.offset)
        guard start < locations.count else { return nil }
        var fileEnd = locations[min(max(end, start), locations.count - 1)]
        if fileEnd.line != locations[start].line { fileEnd = locations[start] }
        return SourceRange(start: locations[start], end: fileEnd)
    }

    // MARK: - Helpers

    static func unique(_ name: String, avoiding taken: [String: String]) -> String {
        var candidate = name
        while taken[candidate] != nil { candidate += "_" }
        return candidate
    }

    private func mismatch(_ json: JSONNode, _ path: String, _ expected: String) -> DocumentError {
        DocumentError(.typeMismatch, at: path, "expected \(expected), found \(json.summary)", range: json.range)
    }
}
