import LayoutIR

/// `[ entry (, entry)* ]`: the views that share one place of a chain.
package struct ViewSlotSyntax: Hashable, Sendable {
    package var entries: [ViewEntrySyntax]
    package var range: SourceRange

    package init(entries: [ViewEntrySyntax], range: SourceRange) {
        self.entries = entries
        self.range = range
    }
}

/// One entry of a slot: a view, a range of views (`cell1..4`) or a stack (`col:[a][b]`), with
/// its predicates.
package struct ViewEntrySyntax: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case view
        /// `cell1..4`: the name's trailing number up to `last`.
        case range(last: Int, lastRange: SourceRange)
        /// `col:[a][b]`: a new view holding the chain.
        case stack(ChainSyntax)
    }

    package var name: NameSyntax
    package var kind: Kind
    package var predicates: [PredicateSyntax]
    package var range: SourceRange

    package init(name: NameSyntax, kind: Kind = .view, predicates: [PredicateSyntax] = [],
                range: SourceRange) {
        self.name = name
        self.kind = kind
        self.predicates = predicates
        self.range = range
    }
}

/// A name as written, with its range.
package struct NameSyntax: Hashable, Sendable {
    package var text: String
    package var range: SourceRange
    /// The name's number in its text (``LayoutSyntax/names``), so that lowering looks a name up
    /// once per text rather than at every use; -1 for a name made outside a text.
    package var id: Int

    package init(text: String, range: SourceRange, id: Int = -1) {
        self.text = text
        self.range = range
        self.id = id
    }
}
