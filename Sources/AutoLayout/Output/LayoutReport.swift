/// The outcome of laying out a document, ready to print: every view's frame and the
/// warnings of the layout.
public struct LayoutReport: Hashable, Sendable {
    /// One view's frame.
    public struct Frame: Hashable, Sendable {
        /// The view's name, as declared in the document.
        public var name: String
        /// The name of the view's superview.
        public var superview: String
        /// The left edge relative to the superview's top-left corner.
        public var x: Double
        /// The top edge relative to the superview's top-left corner (y down).
        public var y: Double
        /// The solved width.
        public var width: Double
        /// The solved height.
        public var height: Double
        /// The left edge relative to the root, for drawing every view in one coordinate space.
        public var absoluteX: Double
        /// The top edge relative to the root (y down).
        public var absoluteY: Double
        /// Stacking order from `Z:` statements (higher is on top); `nil` when none was set.
        public var z: Int?
        /// 1 for the root's subviews, 2 for theirs, ...
        public var depth: Int
        /// The view's text as laid out (``LayoutView/text``); `nil` for a view without.
        public var text: TextLines?

        /// A view's frame.
        ///
        /// - Parameters:
        ///   - name: The view's name.
        ///   - superview: The name of its superview.
        ///   - x: The left edge relative to the superview.
        ///   - y: The top edge relative to the superview.
        ///   - width: The width.
        ///   - height: The height.
        ///   - absoluteX: The left edge relative to the root; `nil` means `x`, which is right
        ///     for the root's subviews.
        ///   - absoluteY: The top edge relative to the root; `nil` means `y`.
        ///   - z: The stacking order, or `nil` when none was set.
        ///   - depth: 1 for the root's subviews, 2 for theirs, and so on.
        ///   - text: The lines of the view's text as laid out, or `nil` for a view without text.
        public init(
            name: String, superview: String, x: Double, y: Double, width: Double, height: Double,
            absoluteX: Double? = nil, absoluteY: Double? = nil, z: Int? = nil, depth: Int = 1,
            text: TextLines? = nil
        ) {
            self.name = name
            self.superview = superview
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.absoluteX = absoluteX ?? x
            self.absoluteY = absoluteY ?? y
            self.z = z
            self.depth = depth
            self.text = text
        }
    }

    /// The root's name.
    public var rootName: String
    /// The width the root was laid out at.
    public var rootWidth: Double
    /// The height the root was laid out at.
    public var rootHeight: Double
    /// The axes along which ``rootWidth`` and ``rootHeight`` are the root's fitting size (its
    /// content's) rather than a size given: `"width"/"height": "fit"`, `--width fit`,
    /// ``LayoutEngine/layout(width:)`` and the like. The JSON output then names the root's
    /// size (`"root"`); the table always does.
    public var fittedAxes: [LayoutAxis] = []
    /// Every view but the root, parents before children, siblings in order.
    public var frames: [Frame]
    /// The layout's warnings, one message each: first the ``nameWarnings`` on one line each
    /// (`root.layout: 1:15: warning: ...`), then the engine's (conflicts, ambiguity, negative
    /// sizes).
    public var warnings: [String]
    /// A document's warnings about its layout texts (an undeclared view name close to a
    /// declared one), each with its place in the text, for a caller that can show them
    /// against the file (``DocumentSource/render(_:fileName:)``); ``warnings`` begins with
    /// their one-line forms.
    public var nameWarnings: [DocumentError]

    /// A report; `nameWarnings`' one-line forms are put before `warnings`.
    public init(
        rootName: String, rootWidth: Double, rootHeight: Double, frames: [Frame], warnings: [String] = [],
        nameWarnings: [DocumentError] = []
    ) {
        self.rootName = rootName
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.frames = frames
        self.warnings = nameWarnings.flatMap { warning in
            warning.diagnostics.map { "\(warning.path): \($0)" }
        } + warnings
        self.nameWarnings = nameWarnings
    }

    /// The frame of the view with this name.
    public func frame(named name: String) -> Frame? { frames.first { $0.name == name } }

    /// The report in one of the output formats.
    public func rendered(as format: ReportFormat) -> String {
        switch format {
        case .table: return TableReportFormatter.render(self)
        case .json: return JSONReportFormatter.render(self)
        case .svg: return SVGReportFormatter.render(self)
        }
    }
}

/// The output formats of `autolayout layout`.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// A readable table (the default); warnings go to standard error.
    case table
    /// `{"frames": {...}, "warnings": [...]}`, as the layout document specification says.
    case json
    /// A drawing of every frame with its name, nested boxes and a legend.
    case svg
}
