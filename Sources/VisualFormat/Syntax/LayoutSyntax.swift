import LayoutIR

/// The syntax tree of a whole layout text: its statements in order. Statements that did not
/// parse are left out; their diagnostics say why.
package struct LayoutSyntax: Hashable, Sendable {
    package var statements: [StatementSyntax]
    /// The range of the whole text.
    package var range: SourceRange
    /// The text's names, by ``NameSyntax/id``.
    var names = NameTable()

    package init(statements: [StatementSyntax], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
