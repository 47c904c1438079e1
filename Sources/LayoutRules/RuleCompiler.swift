import LayoutIR

/// Compiles CSLayout's rule language (SLL) for one view.
///
/// A text is a list of rules separated by `,`, `;` or line breaks, each setting one of the
/// view's rules: `tt = 20, ll = bb = rr = 10`. The names are CSLayout's: the first letter is the
/// view's edge (`t`op, `b`ottom, `l`eft, `r`ight, `c`entre), the second the superview edge it is
/// measured from (`tb`: top edge from the superview's bottom); `w` and `h` are sizes and
/// `minw maxw minh maxh` bounds. Values are numbers, percentages of the superview's size along
/// the rule's axis (`50%`, or `H:50%`/`V:50%` for a fixed axis), other rules of the view (`tt`),
/// other views' geometry (`name.ll`, `name.w`), placeholders (`%f`, `%f%`, `%ll`...) filled from
/// the arguments, and `nil` to remove a rule, combined with `+ - * /` and parentheses.
/// `@750` after a rule gives it a priority (required by default).
///
/// The result is the list of rules the text sets (``RuleProgram``); which of them survive and
/// the frame they give is ``RuleSet``'s, with CSLayout's meaning: per axis the two newest
/// position rules decide the frame, values are evaluated at every layout, and another view's
/// geometry is read, never changed. Unlike CSLayout, reading a rule that was never set is an
/// error (CSLayout reads 0), and so are characters it would skip.
public struct RuleCompiler: Sendable {
    /// A compiler; it keeps no state between texts, so one can be shared.
    public init() {}

    /// Compiles the rules of `view`.
    ///
    /// - Parameters:
    ///   - text: The rules, like `"tt = 20, ll = bb = rr = 10"`.
    ///   - view: The name of the view the rules place.
    ///   - arguments: The values of the placeholders, in the order they are written.
    /// - Returns: Every rule the text sets, in CSLayout's order.
    /// - Throws: Every error of the text, in source order.
    /// - Complexity: O(length of the text).
    public func compile(_ text: String, for view: String, arguments: [RuleArgument] = [])
        throws(DiagnosticList) -> RuleProgram
    {
        var lexer = RuleLexer(text)
        let (tokens, placeholders) = lexer.tokenize()
        var parser = RuleParser(tokens: tokens, source: text)
        let statements = parser.parse()
        var lowering = RuleLowering(view: view, arguments: arguments)
        for statement in statements { lowering.apply(statement) }
        lowering.checkArgumentCount(placeholders: placeholders,
                                    end: tokens.last?.range.end ?? SourceLocation(offset: 0, line: 1, column: 1))
        let syntaxErrors = lexer.diagnostics + parser.diagnostics
        // A rule whose statement failed to parse was never set: reading it is no news.
        let semanticErrors = lowering.diagnostics.filter { syntaxErrors.isEmpty || $0.id != .rulesUnsetRule }
        let all = (syntaxErrors + semanticErrors).enumerated().sorted {
            ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
        }.map(\.element)
        if !all.isEmpty { throw DiagnosticList(all, source: text) }
        return lowering.program()
    }
}
