import LayoutIR

/// `C:badge.centerX(icon.right).centerY(icon.top)`: constraints on one view's attributes.
package struct ExplicitSyntax: Hashable, Sendable {
    /// `.centerX(icon.right)`.
    package struct Clause: Hashable, Sendable {
        package var attribute: NameSyntax
        package var predicates: [PredicateSyntax]
        package var range: SourceRange

        package init(attribute: NameSyntax, predicates: [PredicateSyntax], range: SourceRange) {
            self.attribute = attribute
            self.predicates = predicates
            self.range = range
        }
    }

    package var view: NameSyntax
    package var clauses: [Clause]
    package var range: SourceRange

    package init(view: NameSyntax, clauses: [Clause], range: SourceRange) {
        self.view = view
        self.clauses = clauses
        self.range = range
    }
}
