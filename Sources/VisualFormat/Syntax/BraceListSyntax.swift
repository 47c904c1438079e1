import LayoutIR

/// `{left, right}` after a statement: QuickVFL's alignment and option keywords.
package struct BraceListSyntax: Hashable, Sendable {
    package var keywords: [BraceKeywordSyntax]
    package var range: SourceRange

    package init(keywords: [BraceKeywordSyntax], range: SourceRange) {
        self.keywords = keywords
        self.range = range
    }
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
    package var range: SourceRange

    package init(keyword: Keyword, range: SourceRange) {
        self.keyword = keyword
        self.range = range
    }
}
