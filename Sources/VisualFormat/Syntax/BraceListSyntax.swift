import LayoutIR

/// `{left, right}` after a statement: QuickVFL's alignment and option keywords.
public struct BraceListSyntax: Hashable, Sendable {
    public var keywords: [BraceKeywordSyntax]
    public var range: SourceRange

    public init(keywords: [BraceKeywordSyntax], range: SourceRange) {
        self.keywords = keywords
        self.range = range
    }
}

/// One keyword of a brace list.
public struct BraceKeywordSyntax: Hashable, Sendable {
    /// The known keywords. `centerX`/`centerY` centre every view in the superview (QuickVFL);
    /// `alignCenterX`/`alignCenterY` align the views' centres to each other (Apple's
    /// `alignAllCenterX`/`alignAllCenterY`).
    public enum Keyword: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom, leading, trailing, baseline, firstBaseline, lastBaseline
        case alignCenterX, alignCenterY, centerX, centerY
        case leftToRight, rightToLeft, leadingToTrailing, baselineToBaseline, edgeToEdge
    }

    public var keyword: Keyword
    public var range: SourceRange

    public init(keyword: Keyword, range: SourceRange) {
        self.keyword = keyword
        self.range = range
    }
}
