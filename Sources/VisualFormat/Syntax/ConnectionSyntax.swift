import LayoutIR

/// What joins two items of a chain.
package struct ConnectionSyntax: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Nothing written: gap 0.
        case flush
        /// `-`: standard spacing.
        case standard
        /// `-10-`, `-(>=8,<=20)-`, `->=20-`: one constraint per predicate.
        case predicates([PredicateSyntax])
        /// `~` or `~(20)~`: an equal spacer, optionally sized.
        case equalSpacer([PredicateSyntax])
        /// `->`: no constraint.
        case disconnected
    }

    package var kind: Kind
    /// The dashes and what is between them; empty at the spot for a flush connection.
    package var range: SourceRange

    package init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
