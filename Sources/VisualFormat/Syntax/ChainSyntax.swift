import LayoutIR

/// `(| connection)? slot (connection slot)* (connection |)?`: views along one axis.
package struct ChainSyntax: Hashable, Sendable {
    /// The `|` written first, if any.
    package var leadingSuperview: Span?
    /// The connection between the first `|` and the first slot (in ``LayoutSyntax/connections``).
    package var leadingConnection: Int?
    /// In ``LayoutSyntax/slots``.
    package var slots: NodeList
    /// In ``LayoutSyntax/connections``: the `i`th joins slot `i` and slot `i + 1`.
    package var connections: NodeList
    package var trailingConnection: Int?
    /// The `|` written last, if any.
    package var trailingSuperview: Span?
    package var span: Span
}

/// What joins two items of a chain.
package struct ConnectionSyntax: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Nothing written: gap 0.
        case flush
        /// `-`: standard spacing.
        case standard
        /// `-10-`, `-(>=8,<=20)-`, `->=20-`: one constraint per predicate (in
        /// ``LayoutSyntax/predicates``).
        case predicates(NodeList)
        /// `~` or `~(20)~`: an equal spacer, optionally sized.
        case equalSpacer(NodeList)
        /// `->`: no constraint.
        case disconnected
    }

    package var kind: Kind
    /// Whether the predicates were in parentheses (`-(b)-`, Extended VFL's view-sized gap,
    /// rather than Apple's `-b-`).
    package var parenthesized: Bool
    /// The dashes and what is between them; empty at the spot for a flush connection.
    package var span: Span
}

/// `[ entry (, entry)* ]`: the views that share one place of a chain.
package struct ViewSlotSyntax: Hashable, Sendable {
    /// In ``LayoutSyntax/entries``.
    package var entries: NodeList
    package var span: Span
}

/// One entry of a slot: a view, a range of views (`cell1..4`) or a stack (`col:[a][b]`), with
/// its predicates.
package struct ViewEntrySyntax: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case view
        /// `cell1..4`: the name's trailing number up to `last`.
        case range(last: Int, lastSpan: Span)
        /// `col:[a][b]`: a new view holding the chain (in ``LayoutSyntax/chains``).
        case stack(Int)
    }

    package var name: NameSyntax
    package var kind: Kind
    /// In ``LayoutSyntax/predicates``.
    package var predicates: NodeList
    package var span: Span
}
