import LayoutIR

/// One statement: an optional orientation, a body and optional alignment braces.
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
    /// The statement as written, without the `;` or line break that ended it.
    package var text: String
    package var range: SourceRange

    package init(orientation: OrientationSyntax?, body: Body, braces: BraceListSyntax?,
                text: String, range: SourceRange) {
        self.orientation = orientation
        self.body = body
        self.braces = braces
        self.text = text
        self.range = range
    }
}

/// The `H:`, `V:`, `HV:`, `Z:` or `C:` before a statement.
package struct OrientationSyntax: Hashable, Sendable {
    package enum Keyword: String, Hashable, Sendable, CaseIterable {
        case horizontal = "H", vertical = "V", both = "HV", zOrder = "Z", explicit = "C"
    }

    package var keyword: Keyword
    package var range: SourceRange

    package init(keyword: Keyword, range: SourceRange) {
        self.keyword = keyword
        self.range = range
    }
}
