extension LayoutReport {
    /// The report of an engine's last layout: every view the layout saw (the root left out,
    /// parents before children, siblings in order) with its frame, and the engine's
    /// ``LayoutEngine/warnings``. Its table (``rendered(as:)`` with ``ReportFormat/table``) is
    /// what `autolayout layout` prints, and what `AutoLayoutTesting` compares with a recorded
    /// snapshot.
    ///
    /// A view added since the last layout is left out with its subtree, until the next
    /// layout sees it.
    ///
    /// - Complexity: O(*n*) without recursion, plus the warnings (see
    ///   ``LayoutEngine/warnings``; `includingWarnings: false` leaves them out).
    public init(laidOutBy engine: LayoutEngine, includingWarnings: Bool = true) {
        var frames: [Frame] = []
        // Depth first, children in order: a stack of pending children, last pushed first.
        var stack: [(view: LayoutView, depth: Int)] = engine.root.subviews.reversed().map { ($0, 1) }
        while let (view, depth) = stack.popLast() {
            guard let frame = engine.frame(of: view), let absolute = engine.absoluteFrame(of: view) else { continue }
            frames.append(Frame(
                name: view.name, superview: view.superview?.name ?? "-",
                x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                absoluteX: absolute.x, absoluteY: absolute.y, z: engine.zIndex(of: view), depth: depth,
                text: view.text.flatMap { text in engine.measuredText(of: view).map { TextLines(text, measured: $0) } }))
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        // The root's own frame: a `//viewport` or a fitted axis may size it otherwise than asked.
        let root = engine.frame(of: engine.root)
        let size = engine.frames.rootSize
        self.init(
            rootName: engine.root.name, rootWidth: root?.width ?? size.width, rootHeight: root?.height ?? size.height,
            frames: frames,
            warnings: includingWarnings ? engine.warnings.map(\.description) : [])
        fittedAxes = engine.frames.fittedAxes
    }
}
