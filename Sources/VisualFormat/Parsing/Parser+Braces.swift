import LayoutSupport

extension Parser {
    /// `{ keyword ((',')? keyword)* }`.
    mutating func parseBraces() throws(ParseFailure) -> BraceListSyntax {
        let open = try expect(.leftBrace, "'{'")
        var keywords: [BraceKeywordSyntax] = []
        while !peek(.rightBrace) {
            if peek(.comma) {
                advance()
                continue
            }
            guard peek(.identifier) else {
                throw fail(expected: "an alignment keyword or '}' in the braces opened at \(open.range.start)")
            }
            let token = advance()
            guard let keyword = BraceKeywordSyntax.Keyword(rawValue: token.text) else {
                let names = BraceKeywordSyntax.Keyword.allCases.map(\.rawValue)
                throw fail(.unknownBraceKeyword,
                           "unknown keyword '\(token.text)' in braces: expected one of \(names.joined(separator: ", "))",
                           at: token.range, hint: Suggestion.hint(for: token.text, among: names))
            }
            keywords.append(BraceKeywordSyntax(keyword: keyword, range: token.range))
        }
        advance()
        return BraceListSyntax(keywords: keywords, range: range(from: open.start))
    }
}
