import VisualFormat
import LayoutIR

/// Layout text: Apple's Visual Format Language with QuickVFL's and Extended VFL's additions.
extension LayoutEngine {
    /// Compiles layout text with `superview` (default: the root) as `|` and installs its
    /// constraints (QuickVFL's `addConstraints`).
    ///
    /// Names are looked up among `superview`'s descendants, then the whole tree; an unknown
    /// name becomes a new subview of `superview`. Standard spacing is the engine's.
    /// Cost: compiling (once per distinct text, options and metrics: the engine keeps the
    /// programs it compiled), then one solver addition per constraint at the next layout.
    /// - Throws: `DiagnosticList` for parse and lowering errors and for constraints the
    ///   engine refuses (positions related to sizes, say), each at its place in the text;
    ///   ``LayoutError`` when `superview` is not in the tree. Nothing is installed then.
    @discardableResult
    public func addConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:]
    ) throws -> [LayoutConstraint] {
        let program = try compiled(text, options: options, metrics: metrics)
        try checkCompiled(program, allowingMixedAttributes: false)
        let handles = try makeConstraints(program, in: superview ?? root, binding: [:], allowingMixedAttributes: false)
        for handle in handles { handle.isActive = true }
        return handles
    }

    /// Like ``addConstraints(_:in:options:metrics:)`` but without installing: the handles
    /// are inactive until their `isActive` is set.
    public func makeConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:]
    ) throws -> [LayoutConstraint] {
        let program = try compiled(text, options: options, metrics: metrics)
        try checkCompiled(program, allowingMixedAttributes: false)
        return try makeConstraints(program, in: superview ?? root, binding: [:], allowingMixedAttributes: false)
    }

    /// The constraints of layout text as descriptors, without a tree (Apple's
    /// `constraints(withVisualFormat:options:metrics:views:)`). With `views`, a name that is
    /// neither a view nor a metric is an error with a did-you-mean hint.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: Set<String>? = nil, spacing: LayoutEngineOptions = .init()
    ) throws(DiagnosticList) -> [ConstraintDescriptor] {
        let compiler = LayoutCompiler(
            metrics: metrics, views: views, siblingSpacing: spacing.siblingSpacing,
            superviewSpacing: spacing.superviewSpacing)
        return try compiler.compile(format, options: options).constraints
    }

    /// The program of a text with this engine's standard spacing, compiled once per engine
    /// (see `ProgramCache`).
    func compiled(_ text: String, options formatOptions: FormatOptions, metrics: [String: Double]) throws(DiagnosticList) -> CompiledProgram {
        try programs.program(for: ProgramCache.Key(
            text: text, options: formatOptions, metrics: metrics,
            siblingSpacing: options.siblingSpacing, superviewSpacing: options.superviewSpacing))
    }
}
