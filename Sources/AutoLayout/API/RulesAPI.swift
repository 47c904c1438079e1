import VisualFormat

/// CSLayout's rule language (SLL): placing one view against its superview with rules such as
/// `tt = 20, ll = bb = rr = 10`.
extension LayoutEngine {
    /// Compiles rules for `view` and installs them, with the view's superview as the superview
    /// of the rules: percentages are of its size and follow it when it resizes, and other
    /// views the rules name (`other.ll`) are looked up among its descendants first, then in
    /// the whole tree; a name the tree lacks is an error with a did-you-mean hint.
    ///
    /// Per axis the two newest position rules decide the frame; with only one, the size is the
    /// `w`/`h` rule or else the view's intrinsic size (see `RuleCompiler`).
    /// Cost: compiling, then one solver addition per constraint.
    ///
    /// - Parameters:
    ///   - text: The rules, like `"tt = 20, ll = bb = rr = 10"`.
    ///   - view: The view the rules place; it must be in the engine's tree, below the root.
    ///   - arguments: The values of the placeholders (`%f`, `%ll`...), in the order written.
    /// - Returns: The installed constraints, active.
    /// - Throws: `DiagnosticList` for errors in the text (with line and column), or
    ///   ``LayoutError`` when the view has no superview or is not in the tree; nothing is
    ///   installed then.
    @discardableResult
    public func addRules(
        _ text: String, to view: LayoutView, arguments: [RuleArgument] = []
    ) throws -> [LayoutConstraint] {
        try activateOrUpdate(try makeRules(text, for: view, arguments: arguments))
    }

    /// Like ``addRules(_:to:arguments:)`` but without installing: the handles are inactive
    /// until their `isActive` is set.
    public func makeRules(
        _ text: String, for view: LayoutView, arguments: [RuleArgument] = []
    ) throws -> [LayoutConstraint] {
        guard isInTree(view) else { throw LayoutError.viewNotInTree(view.name) }
        guard let superview = view.superview else { throw LayoutError.missingSuperview(view.name) }
        let program = CompiledProgram(try RuleCompiler().compile(text, for: view.name, arguments: arguments))
        try checkCompiled(program, allowingMixedAttributes: true, source: text)
        do {
            // Other views the rules name must exist: a misspelt name is an error, not a new view.
            return try makeConstraints(
                program, in: superview, binding: [view.name: view], allowingMixedAttributes: true,
                names: NamePolicy(createsViews: false, superviewByNameIsError: false)
            ).handles
        } catch {
            switch error {
            case .layout(let refusal): throw refusal
            case .names(let names): throw nameDiagnostics(names, in: program.program, source: text)
            }
        }
    }
}
