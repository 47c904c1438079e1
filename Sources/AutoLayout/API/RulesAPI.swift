import LayoutSupport
import LayoutIR
import VisualFormat
import LayoutRules

/// CSLayout's rule language (SLL): placing one view against its superview with rules such as
/// `tt = 20, ll = bb = rr = 10`.
extension LayoutEngine {
    /// Compiles rules for `view` and activates them: CSLayout's `addRule:`.
    ///
    /// The rules place the view against its superview: percentages are of the superview's size
    /// and follow it when it resizes, and other views the rules name (`other.ll`) are looked up
    /// among the superview's descendants first, then in the whole tree; a name the tree lacks
    /// is an error with a did-you-mean hint. Rules read other views'
    /// geometry one way: at every layout the engine evaluates the views with rules in dependency
    /// order (a view after the views it reads, and after its superview), and a view that is
    /// read is never moved or resized by the reader.
    ///
    /// Per axis the two newest position rules decide the frame; with only one, the size is the
    /// `w`/`h` rule or else the view's own (intrinsic, or what its constraints give, or 0),
    /// within the bounds. Texts given to one view accumulate.
    ///
    /// - Parameters:
    ///   - text: The rules, like `"tt = 20, ll = bb = rr = 10"`.
    ///   - view: The view the rules place; it must be in the engine's tree, below the root.
    ///   - arguments: The values of the placeholders (`%f`, `%ll`...), in the order written.
    /// - Returns: The rules, active.
    /// - Throws: `DiagnosticList` for errors in the text (with line and column), among them
    ///   rules that would read each other in a cycle (``DiagnosticID/rulesCycle``, at the rule
    ///   that closes it, naming every view of the cycle); ``LayoutError`` when the view has no
    ///   superview or is not in the tree. Nothing is installed then.
    /// - Complexity: O(text) to compile, O(views with rules and the views they read) to check
    ///   for a cycle; the rules are evaluated at each layout.
    @discardableResult
    public func addRules(
        _ text: String, to view: LayoutView, arguments: [RuleArgument] = []
    ) throws -> RuleInstallation {
        let rules = try makeRules(text, for: view, arguments: arguments)
        rules.isActive = true
        return rules
    }

    /// Like ``addRules(_:to:arguments:)`` but without activating: the rules wait until their
    /// `isActive` is set. The check for a cycle is made against the rules active now.
    public func makeRules(
        _ text: String, for view: LayoutView, arguments: [RuleArgument] = []
    ) throws -> RuleInstallation {
        guard isInTree(view) else { throw LayoutError.viewNotInTree(view.name) }
        guard let superview = view.superview else { throw LayoutError.missingSuperview(view.name) }
        let program = try RuleCompiler().compile(text, for: view.name, arguments: arguments)
        var names = NameResolution(engine: self, superview: superview)
        // Other views the rules name must exist: a misspelt name is an error, not a new view.
        let found = names.resolve(program.viewNames, creating: false)
        let unknown = program.viewNames.filter { found[$0] == nil }
        guard unknown.isEmpty else { throw unknownRuleViews(unknown, in: program, source: text) }
        let rules = RuleInstallation(view: view, program: program, bindings: found, engine: self)
        if let cycle = ruleCycle(adding: rules) { throw DiagnosticList([cycle], source: text) }
        return rules
    }

    /// Each name the tree lacks at its first use in the rules, with the closest name the tree
    /// has.
    private func unknownRuleViews(_ names: [String], in program: RuleProgram, source: String) -> DiagnosticList {
        let candidates = treeNames()
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        let diagnostics = names.map { name in
            let origin = program.rules.first { $0.viewsRead.contains(name) }?.origin
            let range = origin.map { Self.wordRange(of: name, in: $0) } ?? SourceRange(start: start, end: start)
            return Diagnostic(
                DiagnosticID("layout.unknownView"), "unknown view '\(name)'", at: range,
                hint: Suggestion.hint(for: name, among: candidates) ?? "add a view named '\(name)' to the tree first")
        }
        return DiagnosticList(diagnostics, source: source)
    }
}
