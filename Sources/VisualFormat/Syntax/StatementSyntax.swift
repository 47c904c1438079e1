import LayoutIR

/// One statement: an optional orientation, a body, optional alignment braces and an optional
/// constraint name.
package struct StatementSyntax: Hashable, Sendable {
    /// What a statement's body is.
    package enum Body: Hashable, Sendable {
        /// `|-[a]-[b]-|` (H, V, HV and Z statements).
        case chain(ChainSyntax)
        /// `C:badge.centerX(icon.right)`.
        case explicit(ExplicitSyntax)
    }

    package var orientation: OrientationSyntax?
    package var body: Body
    package var braces: BraceListSyntax?
    /// `<width>` after the statement: the name of the one constraint it makes.
    package var constraintName: NameSyntax?
    /// The bytes of the statement as written, without the `;` or line break that ended it (its
    /// text is cut from the source only when needed).
    package var span: Span
}

/// The `H:`, `V:`, `HV:`, `Z:` or `C:` before a statement.
package struct OrientationSyntax: Hashable, Sendable {
    package enum Keyword: String, Hashable, Sendable, CaseIterable {
        case horizontal = "H", vertical = "V", both = "HV", zOrder = "Z", explicit = "C"
    }

    package var keyword: Keyword
    package var span: Span
}

/// `{left, right}` after a statement: QuickVFL's alignment and option keywords.
package struct BraceListSyntax: Hashable, Sendable {
    /// In ``LayoutSyntax/keywords``.
    package var keywords: NodeList
    package var span: Span
}

/// One keyword of a brace list.
package struct BraceKeywordSyntax: Hashable, Sendable {
    /// The known keywords. `centerX`/`centerY` centre every view in the superview (QuickVFL);
    /// `alignCenterX`/`alignCenterY` align the views' centres to each other (Apple's
    /// `alignAllCenterX`/`alignAllCenterY`).
    package enum Keyword: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, baseline, firstBaseline, lastBaseline
        case alignCenterX, alignCenterY, centerX, centerY
        case leftToRight, rightToLeft, leadingToTrailing, baselineToBaseline, edgeToEdge
    }

    package var keyword: Keyword
    package var span: Span
}

/// `C:badge.centerX(icon.right).centerY(icon.top)`: constraints on one view's attributes.
package struct ExplicitSyntax: Hashable, Sendable {
    /// `.centerX(icon.right)`.
    package struct Clause: Hashable, Sendable {
        package var attribute: NameSyntax
        /// In ``LayoutSyntax/predicates``.
        package var predicates: NodeList
        package var span: Span
    }

    package var view: NameSyntax
    /// In ``LayoutSyntax/clauses``.
    package var clauses: NodeList
    package var span: Span
}
