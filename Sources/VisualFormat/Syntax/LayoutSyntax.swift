import LayoutIR

/// The syntax tree of a whole layout text: its statements in order. Statements that did not
/// parse are left out; their diagnostics say why.
public struct LayoutSyntax: Hashable, Sendable {
    public var statements: [StatementSyntax]
    /// The range of the whole text.
    public var range: SourceRange

    public init(statements: [StatementSyntax], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}
