import VisualFormat
import LayoutRules

/// CSLayout's rule language (SLL): placing one view against its superview with rules such as
/// `tt = 20, ll = bb = rr = 10`.
extension LayoutEngine {
    /// Compiles rules for `view` and activates them: CSLayout's `addRule:`.
    ///
    /// The rules place the view against its superview: percentages are of the superview's size
    /// and follow it when it resizes, and other views the rules name (`other.ll`) are looked up
    /// among the superview's descendants first, then in the whole tree. Rules read other views'
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
        let found = names.resolve(program.viewNames)
        var bindings: [String: LayoutView] = [:]
        for name in program.viewNames { bindings[name] = found[name] ?? names.view(named: name) }
        let rules = RuleInstallation(view: view, program: program, bindings: bindings, engine: self)
        if let cycle = ruleCycle(adding: rules) { throw DiagnosticList([cycle]) }
        return rules
    }
}
