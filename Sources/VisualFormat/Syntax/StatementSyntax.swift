import LayoutIR

/// One statement: an optional orientation, a body and optional alignment braces.
public struct StatementSyntax: Hashable, Sendable {
    /// What a statement's body is.
    public enum Body: Hashable, Sendable {
        /// `|-[a]-[b]-|` (H, V, HV and Z statements).
        case chain(ChainSyntax)
        /// `C:badge.centerX(icon.right)`.
        case explicit(ExplicitSyntax)
    }

    public var orientation: OrientationSyntax?
    public var body: Body
    public var braces: BraceListSyntax?
    /// The statement as written, without the `;` or line break that ended it.
    public var text: String
    public var range: SourceRange

    public init(orientation: OrientationSyntax?, body: Body, braces: BraceListSyntax?,
                text: String, range: SourceRange) {
        self.orientation = orientation
        self.body = body
        self.braces = braces
        self.text = text
        self.range = range
    }
}

/// The `H:`, `V:`, `HV:`, `Z:` or `C:` before a statement.
public struct OrientationSyntax: Hashable, Sendable {
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        case horizontal = "H", vertical = "V", both = "HV", zOrder = "Z", explicit = "C"
    }

    public var keyword: Keyword
    public var range: SourceRange

    public init(keyword: Keyword, range: SourceRange) {
        self.keyword = keyword
        self.range = range
    }
}
