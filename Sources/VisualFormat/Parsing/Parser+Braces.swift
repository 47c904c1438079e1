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
                throw fail(expected: "an alignment keyword or '}' in the braces opened at \(range(open).start)")
            }
            let token = advance()
            guard let keyword = BraceKeywordSyntax.Keyword(rawValue: text(token)) else {
                let names = BraceKeywordSyntax.Keyword.allCases.map(\.rawValue)
                throw fail(.unknownBraceKeyword,
                           "unknown keyword '\(text(token))' in braces: expected one of \(names.joined(separator: ", "))",
                           at: range(token), hint: Suggestion.hint(for: text(token), among: names))
            }
            keywords.append(BraceKeywordSyntax(keyword: keyword, range: range(token)))
        }
        advance()
        return BraceListSyntax(keywords: keywords, range: range(from: open.start))
    }
}
