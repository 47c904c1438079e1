import VisualFormat
import LayoutIR

/// A layout document turned into a view tree and an engine, laid out.
///
/// Declared views are created first, so that a statement may name a view declared later or
/// deeper; then every node's layout texts are installed in document order (a node before its
/// subviews), which makes a name declared nowhere a subview of the node whose layout names it
/// first.
public final class DocumentLayout {
    public let document: LayoutDocument
    public let engine: LayoutEngine
    /// The root view.
    public var root: LayoutView { engine.root }
    /// The size the root is laid out at.
    public let width: Double
    public let height: Double

    /// Builds the tree and the engine and lays out.
    ///
    /// - Throws: ``DocumentError``: a layout text that does not compile (``DocumentError/Kind/layout``,
    ///   with the text's diagnostics), rules that do not compile or are on the root, or no size for the root.
    public init(document: LayoutDocument, overrides: DocumentLayoutOverrides = DocumentLayoutOverrides()) throws {
        self.document = document
        guard let width = overrides.width ?? document.root.width else {
            throw DocumentError(
                .missingSize, at: "root", "the root has no width",
                hint: "add \"width\" to the root, or pass --width")
        }
        guard let height = overrides.height ?? document.root.height else {
            throw DocumentError(
                .missingSize, at: "root", "the root has no height",
                hint: "add \"height\" to the root, or pass --height")
        }
        self.width = width
        self.height = height
        var options = LayoutEngineOptions()
        if let sibling = document.spacing.sibling { options.siblingSpacing = sibling }
        if let superview = document.spacing.superview { options.superviewSpacing = superview }
        options.scale = overrides.scale ?? document.scale
        let direction = overrides.direction ?? document.direction ?? .leftToRight
        options.direction = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let built = Self.makeView(document.root)
        engine = LayoutEngine(root: built.view, options: options)
        try install(document.root, built: built, path: "root")
        engine.layout(width: width, height: height)
    }

    /// A declared view with its declared subviews' views, kept by declaration rather than
    /// looked up in the tree: a stack may move a declared view into its container before
    /// that view's own layout is installed.
    private struct BuiltView {
        var view: LayoutView
        var children: [BuiltView]
    }

    /// The views of the declared tree, without recursion (a document can nest deeply).
    private static func makeView(_ top: DocumentNode) -> BuiltView {
        // Post-order: a node is finished once all of its children are.
        var stack: [(node: DocumentNode, view: LayoutView, done: [BuiltView])] = [(top, configuredView(top), [])]
        while let frame = stack.popLast() {
            if frame.done.count < frame.node.subviews.count {
                let child = frame.node.subviews[frame.done.count]
                stack.append(frame)
                stack.append((child, configuredView(child), []))
                continue
            }
            let built = BuiltView(view: frame.view, children: frame.done)
            for child in frame.done { frame.view.addSubview(child.view) }
            guard var parent = stack.popLast() else { return built }
            parent.done.append(built)
            stack.append(parent)
        }
        return BuiltView(view: LayoutView(name: top.name), children: [])
    }

    private static func configuredView(_ node: DocumentNode) -> LayoutView {
        let view = LayoutView(name: node.name)
        view.intrinsicWidth = node.intrinsicWidth
        view.intrinsicHeight = node.intrinsicHeight
        view.contentHugging = (node.hugging.horizontal, node.hugging.vertical)
        view.compressionResistance = (node.compressionResistance.horizontal, node.compressionResistance.vertical)
        view.isHidden = node.isHidden
        view.firstBaselineOffset = node.firstBaseline
        view.lastBaselineOffset = node.lastBaseline
        return view
    }

    /// Installs every node's layout texts and rules in document order (a node before its
    /// subviews; the engine installs them as one batch at the layout, in its own order).
    private func install(_ node: DocumentNode, built: BuiltView, path: String) throws {
        let view = built.view
        for (index, entry) in node.layout.enumerated() {
            let entryPath = DocumentPath.layout(of: node, at: index, nodePath: path)
            do {
                try engine.addConstraints(entry.format, in: view, options: entry.formatOptions, metrics: document.metrics)
            } catch let list as DiagnosticList {
                let count = list.errors.count
                throw DocumentError(
                    .layout, at: entryPath,
                    count == 1 ? "the layout text has an error" : "the layout text has \(count) errors",
                    diagnostics: list.diagnostics)
            } catch {
                throw DocumentError(.layout, at: entryPath, String(describing: error))
            }
        }
        if let rules = node.rules {
            try installRules(rules, on: view, path: DocumentPath.rules(nodePath: path))
        }
        if let z = node.zIndex { engine.item(for: view).zIndex = z }
        for (index, child) in node.subviews.enumerated() where index < built.children.count {
            try install(child, built: built.children[index], path: DocumentPath.subview(index, of: path))
        }
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
                diagnostics: list.diagnostics)
        } catch {
            throw DocumentError(.layout, at: path, String(describing: error))
        }
    }

    /// Every view's frame (tree order, the root left out) and the warnings of the layout.
    public var report: LayoutReport {
        var frames: [LayoutReport.Frame] = []
        func visit(_ view: LayoutView, depth: Int) {
            for child in view.subviews {
                let frame = engine.frame(of: child)
                let absolute = engine.absoluteFrame(of: child)
                frames.append(LayoutReport.Frame(
                    name: child.name, superview: view.name,
                    x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                    absoluteX: absolute.x, absoluteY: absolute.y, z: engine.zIndex(of: child), depth: depth))
                visit(child, depth: depth + 1)
            }
        }
        visit(root, depth: 1)
        // A `//viewport` may size the root otherwise than asked.
        let rootFrame = engine.frame(of: root)
        return LayoutReport(
            rootName: root.name, rootWidth: rootFrame.width, rootHeight: rootFrame.height, frames: frames,
            warnings: engine.warnings.map(\.description))
    }
}
