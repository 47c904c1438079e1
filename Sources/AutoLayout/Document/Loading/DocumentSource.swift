import VisualFormat
import LayoutIR

/// A layout document read from JSON text, with what is needed to point at the text: errors in
/// a layout string are reported at their line and column in the file.
public struct DocumentSource: Sendable {
    /// The JSON text.
    public let text: String
    /// The document it holds.
    public let document: LayoutDocument
    /// For each rules string (and each layout string of a QuickVFL2 file), by its path: where
    /// its opening quote is in the file (in UTF-8 bytes); the position of each character is
    /// worked out for an error. A document's layout strings are in ``layoutQuotes``.
    let stringQuotes: [String: Int]
    /// Where each view of a document is, in document order (see ``DocumentNodePlace``).
    let nodePlaces: [DocumentNodePlace]
    /// The opening quote of each layout string of a document, node by node.
    let layoutQuotes: [Int]
    /// Where the root object starts in the file.
    let rootRange: SourceRange?
    /// Where values are in the file by document path (`scale`, `metrics.margin`,
    /// `root.rules`), for errors found after loading, which name a path only; a view's object
    /// is found through ``nodePlaces`` (``valueRange(at:)``).
    let valueRanges: [String: SourceRange]
    /// The format the text was read as.
    public let format: DocumentFormat
    /// How the file's own format names a document path in messages (QuickVFL2's
    /// `container.:layout` for `root.subviews[0].layout`).
    let displayPaths: [String: String]
    /// Where each font file is first named, in the order of the file (the `fonts` map first).
    let fontPlaces: [FontPlace]

    /// Parses and checks a document in either format: a QuickVFL2 layout file is recognised
    /// by its keys (see ``DocumentFormat``).
    ///
    /// - Throws: ``DocumentError`` naming the JSON path and the position of the first problem.
    public init(text: String) throws {
        try self.init(text: text, format: nil)
    }

    /// Parses and checks a document in `format`, or in the format its keys show when `nil`.
    ///
    /// - Throws: ``DocumentError`` naming the JSON path and the position of the first problem.
    /// - Complexity: O(length of the text).
    public init(text: String, format: DocumentFormat?) throws {
        do {
            try self.init(reading: text, format: format)
        } catch let error as DocumentError {
            // The error carries the text, so that printing it shows the line and a caret.
            var located = error
            located.source = text
            throw located
        }
    }

    private init(reading text: String, format: DocumentFormat?) throws {
        let json: JSONNode
        let resolved: DocumentFormat
        switch format {
        case .document?:
            json = try JSONParser.parse(text)
            resolved = .document
        case .quickVFL2?:
            json = try JSONParser.parse(text, dialect: .quickVFL2)
            resolved = .quickVFL2
        case nil:
            let strict: JSONNode
            do {
                strict = try JSONParser.parse(text)
            } catch {
                // QuickVFL2 files may have trailing commas and line breaks inside strings.
                guard let lenient = try? JSONParser.parse(text, dialect: .quickVFL2),
                      DocumentFormat.detect(lenient) == .quickVFL2 else { throw error }
                strict = lenient
            }
            resolved = DocumentFormat.detect(strict)
            json = resolved == .quickVFL2 ? try JSONParser.parse(text, dialect: .quickVFL2) : strict
        }
        self.text = text
        self.format = resolved
        switch resolved {
        case .document:
            var loader = DocumentLoader()
            self.document = try loader.load(json)
            self.stringQuotes = loader.stringQuotes
            self.nodePlaces = loader.nodePlaces
            self.layoutQuotes = loader.layoutQuotes
            self.rootRange = loader.rootRange
            self.valueRanges = loader.valueRanges
            self.displayPaths = [:]
            self.fontPlaces = loader.fontPlaces
        case .quickVFL2:
            var loader = QuickVFL2Loader(text: text)
            self.document = try loader.load(json)
            self.stringQuotes = loader.stringQuotes
            self.nodePlaces = []
            self.layoutQuotes = []
            self.rootRange = nil
            self.valueRanges = [:]
            self.displayPaths = loader.displayPaths
            self.fontPlaces = []
        }
    }

    /// Where a range of the string at `path` (a layout text) is in the file, when the range
    /// lies on one line of the string.
    public func fileRange(of range: SourceRange, inStringAt path: String) -> SourceRange? {
        guard let quote = quote(ofStringAt: path), let text = stringValue(at: path) else { return nil }
        let locations = JSONParser.scalarLocations(
            ofStringAt: quote, in: self.text, dialect: format == .quickVFL2 ? .quickVFL2 : .strict)
        guard let start = scalarIndex(of: range.start, in: text),
              let end = scalarIndex(of: range.end, in: text),
              start < locations.count
        else { return nil }
        let fileStart = locations[start]
        var fileEnd = locations[min(max(end, start), locations.count - 1)]
        if fileEnd.line != fileStart.line || fileEnd.offset < fileStart.offset { fileEnd = fileStart }
        return SourceRange(start: fileStart, end: fileEnd)
    }

    /// The error rendered like a compiler diagnostic against the file: the position, the
    /// message with its JSON path, the line, a caret and the hint. A layout error renders each
    /// of the layout text's diagnostics at its place in the file.
    public func render(_ error: DocumentError, fileName: String?) -> String {
        DocumentErrorRenderer(fileName: fileName).render(error, in: self)
    }

    /// Where the opening quote of the layout or rules string at `path` is in the file.
    ///
    /// - Complexity: O(*n*) for *n* views (made for an error).
    func quote(ofStringAt path: String) -> Int? {
        if let quote = stringQuotes[path] { return quote }
        var found: Int?
        forEachNode { node, nodePath, place in
            guard place.firstQuote >= 0 else { return false }
            for index in node.layout.indices where DocumentPath.layout(of: node, at: index, nodePath: nodePath) == path {
                let position = place.firstQuote + index
                if position < layoutQuotes.count, layoutQuotes[position] >= 0 { found = layoutQuotes[position] }
                return true
            }
            return false
        }
        return found
    }

    /// Where the value at `path` starts in the file: a view's object (`root.subviews[1]`),
    /// the `scale`, a metric or a rules string.
    ///
    /// - Complexity: O(*n*) for *n* views (made for an error).
    func valueRange(at path: String) -> SourceRange? {
        if let range = valueRanges[path] { return range }
        var found: SourceRange?
        forEachNode { _, nodePath, place in
            guard nodePath == path else { return false }
            found = SourceRange(start: place.start, end: place.start)
            return true
        }
        return found
    }

    /// Visits the document's views in document order with their paths and places, until
    /// `body` returns `true`; without recursion, as a document can nest deeply.
    private func forEachNode(_ body: (DocumentNode, String, DocumentNodePlace) -> Bool) {
        var stack: [(node: DocumentNode, path: String)] = [(document.root, "root")]
        var index = 0
        while let (node, path) = stack.popLast(), index < nodePlaces.count {
            if body(node, path, nodePlaces[index]) { return }
            index += 1
            for (child, subview) in node.subviews.enumerated().reversed() {
                stack.append((subview, DocumentPath.subview(child, of: path)))
            }
        }
    }

    private func stringValue(at path: String) -> String? {
        var found: String?
        DocumentWalk.forEachString(in: document) { stringPath, value in
            if stringPath == path { found = value }
        }
        return found
    }

    /// The index of the scalar at a 1-based line and column of `text`.
    private func scalarIndex(of location: SourceLocation, in text: String) -> Int? {
        var line = 1
        var column = 1
        var index = 0
        for scalar in text.unicodeScalars {
            if line == location.line, column == location.column { return index }
            if scalar == "\n" {
                if line == location.line { return index }
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return line == location.line ? index : nil
    }
}

extension LayoutDocument {
    /// Reads a document from JSON text.
    ///
    /// - Throws: ``DocumentError`` with the JSON path of the first problem.
    public init(json: String) throws {
        self = try DocumentSource(text: json).document
    }
}

/// Visits the layout and rules strings of a document with their paths.
enum DocumentWalk {
    static func forEachString(in document: LayoutDocument, _ body: (String, String) -> Void) {
        visit(document.root, path: "root", body)
    }

    private static func visit(_ node: DocumentNode, path: String, _ body: (String, String) -> Void) {
        for (index, entry) in node.layout.enumerated() {
            body(DocumentPath.layout(of: node, at: index, nodePath: path), entry.format)
        }
        if let rules = node.rules { body(DocumentPath.rules(nodePath: path), rules) }
        for (index, child) in node.subviews.enumerated() {
            visit(child, path: DocumentPath.subview(index, of: path), body)
        }
    }
}
