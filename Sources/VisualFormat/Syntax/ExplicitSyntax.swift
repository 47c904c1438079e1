import LayoutIR

/// `C:badge.centerX(icon.right).centerY(icon.top)`: constraints on one view's attributes.
public struct ExplicitSyntax: Hashable, Sendable {
    /// `.centerX(icon.right)`.
    public struct Clause: Hashable, Sendable {
        public var attribute: NameSyntax
        public var predicates: [PredicateSyntax]
        public var range: SourceRange

        public init(attribute: NameSyntax, predicates: [PredicateSyntax], range: SourceRange) {
            self.attribute = attribute
            self.predicates = predicates
            self.range = range
        }
    }

    public var view: NameSyntax
    public var clauses: [Clause]
    public var range: SourceRange

    public init(view: NameSyntax, clauses: [Clause], range: SourceRange) {
        self.view = view
        self.clauses = clauses
        self.range = range
    }
}
