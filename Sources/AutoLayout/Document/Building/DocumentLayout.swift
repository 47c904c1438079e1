import LayoutSupport
import VisualFormat
import LayoutIR

/// A layout document turned into a view tree and an engine, laid out.
///
/// Declared views are created first, so that a statement may name a view declared later or
/// deeper; then every node's layout texts are installed in document order (a node before its
/// subviews), which makes a name declared nowhere a subview of the node whose layout names it
/// first.
///
/// Not `Sendable`, as it holds an engine; a ``LayoutDocument`` and a ``LayoutReport`` are
/// values that may cross tasks.
public final class DocumentLayout {
    /// The document laid out.
    public let document: LayoutDocument
    /// The engine laying out the tree; lay it out again at another size with
    /// ``LayoutEngine/layout(width:height:)``, and ``report`` follows.
    public let engine: LayoutEngine
    /// The root view.
    public var root: LayoutView { engine.root }
    /// The width the root was last laid out at.
    public var width: Double { engine.frames.rootSize.width }
    /// The height the root was last laid out at.
    public var height: Double { engine.frames.rootSize.height }
    /// Warnings about the layout texts, each at its place in its text: a view name declared
    /// nowhere that is close to a declared one (`lable` for `label`) still becomes a new
    /// view, as the document format says, but is probably a typo. Each is a
    /// ``DocumentError/Kind/layout`` error whose diagnostics are warnings
    /// (`document.undeclaredView`); ``DocumentSource/render(_:fileName:)``
    /// shows them in the file. A strict document makes every undeclared name an error
    /// instead.
    public private(set) var nameWarnings: [DocumentError] = []
    /// Whether every view a layout text names must be declared (the document's `strict`, or
    /// the override).
    public let isStrict: Bool

    /// Builds the tree and the engine and lays out.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - overrides: What the caller changes of it (the command line's options).
    ///   - warningHandler: The engine's ``LayoutEngine/warningHandler``, set before the
    ///     first layout (`nil` for a caller that shows ``report``'s warnings itself).
    /// - Throws: ``DocumentError``: a layout text that does not compile (``DocumentError/Kind/layout``,
    ///   with the text's diagnostics, an undeclared name in a strict document among them),
    ///   rules that do not compile or are on the root, no size for the root, a view's text
    ///   whose font is not in ``LayoutDocument/typefaces`` (see
    ///   ``DocumentSource/loadingFonts(relativeTo:)``), a scale outside
    ///   `0 < scale <= ` ``LayoutDocument/maximumScale``, or numbers so large that a frame is
    ///   not finite (``DocumentError/Kind/invalidValue`` at the largest metric, or else at the
    ///   first view whose frame overflows).
    public init(
        document: LayoutDocument, overrides: DocumentLayoutOverrides = DocumentLayoutOverrides(),
        warningHandler: ((LayoutWarning) -> Void)? = LayoutEngine.writeToStandardError
    ) throws {
        self.document = document
        // A size given on the command line wins over the document's, "fit" or a number.
        let fitsWidth = overrides.fitsWidth || (overrides.width == nil && document.root.fitsWidth)
        let fitsHeight = overrides.fitsHeight || (overrides.height == nil && document.root.fitsHeight)
        let width = fitsWidth ? 0 : overrides.width ?? document.root.width
        let height = fitsHeight ? 0 : overrides.height ?? document.root.height
        guard let width else {
            throw DocumentError(
                .missingSize, at: "root", "the root has no width",
                hint: "add \"width\" to the root (a number or \"fit\"), or pass --width")
        }
        guard let height else {
            throw DocumentError(
                .missingSize, at: "root", "the root has no height",
                hint: "add \"height\" to the root (a number or \"fit\"), or pass --height")
        }
        if let scale = overrides.scale ?? document.scale, !(scale > 0 && scale <= LayoutDocument.maximumScale) {
            throw DocumentError(
                .invalidValue, at: overrides.scale == nil ? "scale" : "",
                "expected a scale greater than 0 and at most \(DecimalText.format(LayoutDocument.maximumScale)), found \(DecimalText.format(scale))")
        }
        isStrict = overrides.isStrict ?? document.isStrict
        var options = LayoutEngineOptions()
        if let sibling = document.spacing.sibling { options.siblingSpacing = sibling }
        if let superview = document.spacing.superview { options.superviewSpacing = superview }
        options.scale = overrides.scale ?? document.scale
        let direction = overrides.direction ?? document.direction ?? .leftToRight
        options.direction = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let built = Self.makeView(document.root)
        engine = LayoutEngine(root: built.view, options: options)
        engine.warningHandler = warningHandler
        // Only a lenient document needs them (a strict one refuses undeclared names), and
        // only once a text creates a view: most documents declare every name.
        var declared: DeclaredNames?
        // The texts of a document name its own unique views and do not come again: the
        // engine need not keep their compiled programs, nor look each one up (a text of a
        // shape met before still compiles once, through the shape cache).
        engine.programs.keepsPrograms = false
        try install(document.root, built: built, path: { "root" }, declared: &declared)
        engine.programs.removeAll()
        engine.programs.keepsPrograms = true
        switch (fitsWidth, fitsHeight) {
        case (true, true): engine.layoutFittingContent()
        case (true, false): engine.layout(height: height)
        case (false, true): engine.layout(width: width)
        case (false, false): engine.layout(width: width, height: height)
        }
        try checkFinite(built)
    }

    /// Numbers near the top of `Double`'s range (a metric of 1e308) add up to infinity in
    /// the solver, and such frames are no answer: the error points at the likeliest cause,
    /// the metric of the largest magnitude if one is beyond any screen (1e15), else the
    /// first view, in tree order, whose frame is not finite (a view a layout text created
    /// is pointed at through its nearest declared ancestor).
    ///
    /// - Complexity: O(*n*) for *n* views in the tree.
    private func checkFinite(_ top: BuiltView) throws {
        // Paths are made only when a frame overflows: a string per view on every layout
        // cost more than the scan.
        guard let view = firstNonFiniteView(), let frame = engine.frame(of: view) else { return }
        var paths: [ObjectIdentifier: String] = [:]
        var declared: [(built: BuiltView, path: String)] = [(top, "root")]
        while let (built, path) = declared.popLast() {
            paths[ObjectIdentifier(built.view)] = path
            for (index, child) in built.children.enumerated() { declared.append((child, DocumentPath.subview(index, of: path))) }
        }
        // The nearest declared ancestor names a view a layout text created.
        var path = "root"
        var ancestor: LayoutView? = view
        while let current = ancestor {
            if let found = paths[ObjectIdentifier(current)] {
                path = found
                break
            }
            ancestor = current.superview
        }
        let shown = "(\(DecimalText.format(frame.x)), \(DecimalText.format(frame.y)), "
            + "\(DecimalText.format(frame.width)), \(DecimalText.format(frame.height)))"
        let message = "the layout overflows: '\(view.name)' gets the frame \(shown)"
        let hint = "keep metrics, constants and sizes far below 1e308"
        if let metric = document.metrics.max(by: { abs($0.value) < abs($1.value) || (abs($0.value) == abs($1.value) && $0.key > $1.key) }),
           abs(metric.value) >= 1e15 {
            throw DocumentError(
                .invalidValue, at: "metrics.\(metric.key)",
                "\(message), from the metric '\(metric.key)' of \(DecimalText.format(metric.value))", hint: hint)
        }
        throw DocumentError(.invalidValue, at: path, message, hint: hint)
    }

    /// The first view, in tree order, whose frame is not finite. O(*n*), no allocation per
    /// view beyond the stack.
    private func firstNonFiniteView() -> LayoutView? {
        // Nearly always every frame is finite: when every solved absolute edge and size is far
        // from the largest `Double` (also once multiplied by the pixel scale to snap it), so
        // are the frames relative to the superview (differences of two of them), and the
        // walk, a lookup per view, is not needed.
        let limit = 1e307 / max(1, engine.frames.scale ?? 1)
        if engine.frames.values.allSatisfy({ abs($0) < limit }) {
            return nil
        }
        var stack: [LayoutView] = [engine.root]
        while let view = stack.popLast() {
            if let frame = engine.frame(of: view),
               !(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite) {
                return view
            }
            for child in view.subviews.reversed() { stack.append(child) }
        }
        return nil
    }

    /// A declared view with its declared subviews' views, kept by declaration rather than
    /// looked up in the tree: a stack may move a declared view into its container before
    /// that view's own layout is installed.
    private struct BuiltView {
        var view: LayoutView
        var children: [BuiltView]
    }

    /// The views of the declared tree, each added to its superview once its own subtree is
    /// built.
    ///
    /// Recursive, as `install` is, so no deeper: the parser's nesting limit (512 objects and
    /// arrays) keeps a loaded document within 256 levels of views. An explicit stack of each
    /// node's pending subviews and finished children copied a node and two arrays per push
    /// and pop, and cost more than making the views.
    private static func makeView(_ node: DocumentNode) -> BuiltView {
        let view = configuredView(node)
        let count = node.subviews.count
        guard count > 0 else { return BuiltView(view: view, children: []) }
        var children: [BuiltView] = []
        children.reserveCapacity(count)
        // Each subview read in place: the array's subscript copied every node (retaining its
        // name and arrays) for the call.
        node.subviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices {
                let built = makeView(subviews[index])
                view.addSubview(built.view)
                children.append(built)
            }
        }
        return BuiltView(view: view, children: children)
    }

    /// A view with the node's sizing; a property left at its default is not set, as most
    /// nodes of a document leave every one out.
    private static func configuredView(_ node: DocumentNode) -> LayoutView {
        let view = LayoutView(name: node.name)
        if node.intrinsicWidth != nil { view.intrinsicWidth = node.intrinsicWidth }
        if node.intrinsicHeight != nil { view.intrinsicHeight = node.intrinsicHeight }
        if node.hugging != .defaultHugging { view.contentHugging = (node.hugging.horizontal, node.hugging.vertical) }
        if node.compressionResistance != .defaultCompressionResistance {
            view.compressionResistance = (node.compressionResistance.horizontal, node.compressionResistance.vertical)
        }
        if node.isHidden { view.isHidden = true }
        if node.hiddenCollapse != .arrangedAxis { view.hiddenCollapse = node.hiddenCollapse }
        if node.firstBaseline != nil { view.firstBaselineOffset = node.firstBaseline }
        if node.lastBaseline != nil { view.lastBaselineOffset = node.lastBaseline }
        return view
    }

    /// Installs every node's layout texts and rules in document order (a node before its
    /// subviews; the engine installs them as one batch at the layout, in its own order).
    ///
    /// `path` makes the node's JSON path only for an error or a warning: a string per view
    /// and text cost a tenth of installing a card list.
    private func install(
        _ node: DocumentNode, built: BuiltView, path: () -> String, declared: inout DeclaredNames?
    ) throws {
        let view = built.view
        if let text = node.text { view.text = try document.layoutText(text, path: "\(path()).text") }
        for (index, entry) in node.layout.enumerated() {
            func entryPath() -> String { DocumentPath.layout(of: node, at: index, nodePath: path()) }
            do {
                let made = try engine.makeTextConstraints(
                    entry.format, in: view, options: entry.formatOptions, metrics: document.metrics, views: nil,
                    names: NamePolicy(createsViews: !isStrict, superviewByNameIsError: !entry.namesItsSuperview))
                engine.activate(records: made.ids)
                if !made.createdNames.isEmpty, !isStrict {
                    if declared == nil { declared = DeclaredNames(document.root) }
                    warnAboutNearMisses(made.createdNames, declared: declared ?? DeclaredNames(), entry: entry, path: entryPath)
                }
            } catch let list as DiagnosticList {
                let count = list.errors.count
                throw DocumentError(
                    .layout, at: entryPath(),
                    count == 1 ? "the layout text has an error" : "the layout text has \(count) errors",
                    diagnostics: isStrict ? list.diagnostics.map(Self.strict) : list.diagnostics,
                    source: entry.format)
            } catch {
                throw DocumentError(.layout, at: entryPath(), String(describing: error))
            }
        }
        if let rules = node.rules {
            try installRules(rules, on: view, path: DocumentPath.rules(nodePath: path()))
        }
        if let z = node.zIndex { engine.item(for: view).zIndex = z }
        if !node.scrollAxes.isEmpty {
            guard let content = built.children.first?.view else {
                throw DocumentError(
                    .invalidValue, at: "\(path()).scroll", "a scroll view needs a content view",
                    hint: "declare the content view as the first of its \"subviews\"")
            }
            try engine.makeScrollContent(content, in: view, scrollingAxes: node.scrollAxes)
        }
        // Each subview read in place, as in `makeView`.
        try node.subviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices where index < built.children.count {
                try install(
                    subviews[index], built: built.children[index], path: { DocumentPath.subview(index, of: path()) },
                    declared: &declared)
            }
        }
    }

    /// In a strict document an unknown name is an undeclared one.
    private static func strict(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.id == .unknownView, let name = LayoutEngine.quotedName(in: diagnostic.message) else {
            return diagnostic
        }
        var out = diagnostic
        out.id = .undeclaredView
        out.message = "undeclared view '\(name)': the document is strict, so every view must be declared"
        out.hint = diagnostic.hint.flatMap(LayoutEngine.suggestedName).map { "did you mean '\($0)'?" }
            ?? "declare '\(name)' in the \"subviews\" of a node, or leave \"strict\" out"
        return out
    }

    /// Notes a warning for each created name close to a declared one, at its places in the
    /// text.
    private func warnAboutNearMisses(
        _ created: [String], declared: DeclaredNames, entry: DocumentLayoutEntry, path: () -> String
    ) {
        var suggestions: [String: String] = [:]
        var nearMisses: [String] = []
        for name in created {
            guard let close = declared.closest(to: name) else { continue }
            suggestions[name] = close
            nearMisses.append(name)
        }
        guard !nearMisses.isEmpty else { return }
        let list = engine.nameDiagnostics(
            UnresolvedNames(unknown: nearMisses, superviewNamed: nil), in: entry.format,
            options: entry.formatOptions, metrics: document.metrics, known: engine.treeNames(),
            id: .undeclaredView, severity: .warning,
            message: { "undeclared view '\($0)' becomes a new view" },
            hint: { name, _ in suggestions[name].map { "did you mean '\($0)'?" } })
        nameWarnings.append(DocumentError(
            .layout, at: path(), "the layout text names a view declared nowhere, close to a declared one",
            diagnostics: list.diagnostics, source: entry.format))
    }

    /// Rules place the view against its superview, so the root cannot have any.
    private func installRules(_ rules: String, on view: LayoutView, path: String) throws {
        guard view.superview != nil else {
            throw DocumentError(
                .invalidValue, at: path, "the root has no superview to place it against with rules",
                hint: "give rules to the root's subviews")
        }
        do {
            try engine.addRules(rules, to: view)
        } catch let list as DiagnosticList {
            let count = list.errors.count
            throw DocumentError(
                .layout, at: path, count == 1 ? "the rules have an error" : "the rules have \(count) errors",
                diagnostics: list.diagnostics, source: rules)
        } catch {
            throw DocumentError(.layout, at: path, String(describing: error))
        }
    }

    /// Every view's frame (tree order, the root left out) and the warnings of the last layout
    /// (the name warnings first): after ``LayoutEngine/layout(width:height:)`` at another
    /// size, the new frames and size.
    ///
    /// - Complexity: O(*n*) plus the engine's ``LayoutEngine/warnings``.
    public var report: LayoutReport {
        let engineReport = LayoutReport(laidOutBy: engine)
        var report = LayoutReport(
            rootName: engineReport.rootName, rootWidth: engineReport.rootWidth, rootHeight: engineReport.rootHeight,
            frames: engineReport.frames, warnings: engineReport.warnings, nameWarnings: nameWarnings)
        report.fittedAxes = engineReport.fittedAxes
        return report
    }
}

/// The view names a document declares, for did-you-mean on the names it does not; grouped
/// by length so that a name is compared only with those it could be a typo of.
struct DeclaredNames {
    private var byLength: [Int: [String]] = [:]

    init() {}

    /// The names of every node, in document order, without recursion.
    init(_ root: DocumentNode) {
        var stack = [root]
        while let node = stack.popLast() {
            byLength[node.name.unicodeScalars.count, default: []].append(node.name)
            stack.append(contentsOf: node.subviews.reversed())
        }
    }

    /// The declared name `name` is probably a typo of (see `Suggestion`), if any.
    ///
    /// - Complexity: O(declared names within 3 characters of its length).
    func closest(to name: String) -> String? {
        let length = name.unicodeScalars.count
        var candidates: [String] = []
        for other in max(0, length - 3)...(length + 3) { candidates.append(contentsOf: byLength[other] ?? []) }
        guard !candidates.isEmpty else { return nil }
        return Suggestion.closest(to: name, among: candidates)
    }
}
