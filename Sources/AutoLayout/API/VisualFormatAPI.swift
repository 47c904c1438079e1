import VisualFormat
import LayoutIR

/// Layout text: Apple's Visual Format Language with QuickVFL's and Extended VFL's additions.
extension LayoutEngine {
    /// Compiles layout text with `superview` (default: the root) as `|` and installs its
    /// constraints (QuickVFL's `addConstraints`).
    ///
    ///     try engine.addConstraints("H:|-[avatar(44)]-[name]-|", in: card)
    ///
    /// Names are looked up among `superview`'s descendants, nearest first, then in the whole
    /// tree. A name the tree lacks is an error that points at it and suggests the closest
    /// name the tree has (`unknown view 'lable'`, `did you mean 'label'?`), so that a typo
    /// cannot pass silently; with `creatingViews: true` it becomes a new subview of
    /// `superview` instead (a tree made from text alone). The superview itself is `|`: a text
    /// that names it (`[card(44)]` laid out in `card`) is an error either way. A stack's
    /// container (`[col:[a][b]]`) is the text's own and is always created. Standard spacing
    /// is the engine's.
    ///
    /// A constraint named in the text (`H:[a(100)] <width>`) gets that name as its
    /// ``LayoutConstraint/identifier``; see ``constraints(withIdentifier:in:)``.
    ///
    /// - Complexity: compiling (once per distinct text, options and metrics: the engine
    ///   keeps the programs it compiled), then the names resolved together: one pass over
    ///   `superview`'s children when it has at most about four per name, else O(1) per name
    ///   in the usual cases through the engine's index of views by name (one search of
    ///   `superview`'s subtree for names many views share); then one solver addition per
    ///   constraint at the next layout.
    /// - Returns: The constraints, active, in the text's order, as a list that makes each
    ///   handle when it is read (most callers drop it, and then no handle is made; see
    ///   ``LayoutConstraintList``).
    /// - Throws: `DiagnosticList` for parse and lowering errors, unknown names and
    ///   constraints the engine refuses (positions related to sizes, say), each at its place
    ///   in the text (printing the list shows the line and a caret); ``LayoutError`` when
    ///   `superview` is not in the tree. Nothing is installed or created then.
    @discardableResult
    public func addConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:], creatingViews: Bool = false
    ) throws -> LayoutConstraintList {
        let made = try makeTextConstraints(
            text, in: superview ?? root, options: options, metrics: metrics, views: nil,
            names: NamePolicy(createsViews: creatingViews, superviewByNameIsError: true))
        return try activateOrUpdate(made)
    }

    /// Like ``addConstraints(_:in:options:metrics:creatingViews:)`` but without installing:
    /// the handles are inactive until their `isActive` is set.
    public func makeConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:], creatingViews: Bool = false
    ) throws -> [LayoutConstraint] {
        try makeTextConstraints(
            text, in: superview ?? root, options: options, metrics: metrics, views: nil,
            names: NamePolicy(createsViews: creatingViews, superviewByNameIsError: true)
        ).handles
    }

    /// Compiles layout text whose names are the keys of `views` and installs its constraints
    /// (Apple's `constraints(withVisualFormat:options:metrics:views:)` with activation).
    ///
    ///     try engine.addConstraints("H:|-[button]-[label]-|", views: ["button": button, "label": label])
    ///
    /// Each name stands for its view in the dictionary, wherever it is in the tree; a name
    /// that is neither a key nor a metric is an error with a did-you-mean hint among the
    /// keys, and views are never created. `|` is `superview` when given, else the nearest
    /// view that holds the superviews of every view the text names (their shared superview,
    /// usually), else the root.
    ///
    /// - Complexity: compiling (once per distinct text, options, metrics and key set), then
    ///   one solver addition per constraint at the next layout.
    /// - Returns: The constraints, active, as a list that makes each handle when it is read
    ///   (see ``LayoutConstraintList``).
    /// - Throws: `DiagnosticList` for errors in the text, unknown names among them;
    ///   ``LayoutError`` when a view the text names or `superview` is not in the tree.
    ///   Nothing is installed then.
    @discardableResult
    public func addConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:], views: [String: LayoutView]
    ) throws -> LayoutConstraintList {
        let made = try makeTextConstraints(
            text, in: superview, options: options, metrics: metrics, views: views,
            names: NamePolicy(createsViews: false, superviewByNameIsError: true))
        return try activateOrUpdate(made)
    }

    /// Like ``addConstraints(_:in:options:metrics:views:)`` but without installing: the
    /// handles are inactive until their `isActive` is set.
    public func makeConstraints(
        _ text: String, in superview: LayoutView? = nil, options: FormatOptions = [],
        metrics: [String: Double] = [:], views: [String: LayoutView]
    ) throws -> [LayoutConstraint] {
        try makeTextConstraints(
            text, in: superview, options: options, metrics: metrics, views: views,
            names: NamePolicy(createsViews: false, superviewByNameIsError: true)
        ).handles
    }

    /// The constraints of layout text as descriptors, without a tree (Apple's
    /// `constraints(withVisualFormat:options:metrics:views:)`). With `views`, a name that is
    /// neither a view nor a metric is an error with a did-you-mean hint.
    ///
    /// Why: to check or translate a text without views, with the engine's spacings.
    ///
    /// - Throws: `DiagnosticList` with every error of the text, each at its place.
    /// - Complexity: O(length of the text).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: Set<String>? = nil, spacing: LayoutEngineOptions = .init()
    ) throws(DiagnosticList) -> [ConstraintDescriptor] {
        let compiler = LayoutCompiler(
            metrics: metrics, views: views, siblingSpacing: spacing.siblingSpacing,
            superviewSpacing: spacing.superviewSpacing)
        return try compiler.compile(format, options: options).constraints
    }

    /// The handles of a text, with the names checked against the tree (or bound by `views`),
    /// and unknown names reported at their places in the text.
    func makeTextConstraints(
        _ text: String, in superview: LayoutView?, options formatOptions: FormatOptions,
        metrics: [String: Double], views: [String: LayoutView]?, names policy: NamePolicy
    ) throws -> MadeConstraints {
        let program = try compiled(text, options: formatOptions, metrics: metrics, views: views.map { Set($0.keys) })
        try checkCompiled(program, allowingMixedAttributes: false, source: text)
        var binding: [String: LayoutView] = [:]
        if let views {
            for name in program.names {
                guard let view = views[name] else { continue }
                guard isInTree(view) else { throw LayoutError.viewNotInTree(view.name) }
                binding[name] = view
            }
        }
        let layoutSuperview = superview ?? sharedSuperview(ofBound: program.names.compactMap { binding[$0] })
        do {
            return try makeConstraints(
                program, in: layoutSuperview, binding: binding, allowingMixedAttributes: false, names: policy)
        } catch {
            switch error {
            case .layout(let refusal):
                throw refusal
            case .names(let names):
                throw nameDiagnostics(
                    names, in: text, options: formatOptions, metrics: metrics,
                    known: treeNames().union(binding.keys))
            }
        }
    }

    /// The nearest view holding the superviews of `views` (the root for none, or for a view
    /// without a superview). O(depth × views).
    func sharedSuperview(ofBound views: [LayoutView]) -> LayoutView {
        guard var shared = views.first?.superview else { return root }
        for view in views.dropFirst() {
            guard let parent = view.superview else { return root }
            while !parent.isDescendant(of: shared) {
                guard let up = shared.superview else { return root }
                shared = up
            }
        }
        return isInTree(shared) ? shared : root
    }

    /// The program of a text with this engine's standard spacing, compiled once per engine
    /// (see `ProgramCache`); the last few asked for are found by comparing keys, without
    /// hashing the text (see ``RecentPrograms``).
    func compiled(
        _ text: String, options formatOptions: FormatOptions, metrics: [String: Double], views: Set<String>? = nil
    ) throws(DiagnosticList) -> CompiledProgram {
        let key = ProgramCache.Key(
            text: text, options: formatOptions, metrics: metrics, views: views,
            siblingSpacing: options.siblingSpacing, superviewSpacing: options.superviewSpacing)
        // A program kept for the same key is the one the cache would give.
        if let program = recentPrograms.program(for: key) { return program }
        let program = try programs.program(for: key)
        // Kept only while the cache keeps programs, and only for a text it keeps (see
        // `ProgramCache`).
        if programs.keepsPrograms, text.utf8.count <= ProgramCache.shapeLimit { recentPrograms.keep(program, for: key) }
        return program
    }
}

/// The programs of the last texts compiled, by their whole key: a layout that installs the
/// same few texts in turn (a card's and its column's, for every card) finds each by comparing
/// its key with these, which for the very same string is a comparison of two words, instead of
/// hashing the text for the engine's cache of programs (1,300 instructions an install).
struct RecentPrograms {
    /// How many programs are kept: a card's texts, and one more.
    static let capacity = 4
    private var entries: [(key: ProgramCache.Key, program: CompiledProgram)] = []
    /// The entry to replace next once full.
    private var next = 0

    /// The program kept for `key`, if any.
    ///
    /// - Complexity: O(``capacity``) key comparisons, each O(1) for the same string and empty
    ///   metrics, else O(text).
    func program(for key: ProgramCache.Key) -> CompiledProgram? {
        for entry in entries where entry.key == key { return entry.program }
        return nil
    }

    /// Keeps `program` for `key`, in place of the oldest once full.
    mutating func keep(_ program: CompiledProgram, for key: ProgramCache.Key) {
        if entries.count < Self.capacity {
            entries.append((key, program))
        } else {
            entries[next] = (key, program)
            next = (next + 1) % Self.capacity
        }
    }
}
