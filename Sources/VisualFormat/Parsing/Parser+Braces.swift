import LayoutSupport

extension Parser {
    /// `{ keyword ((',')? keyword)* }`.
    mutating func parseBraces() throws(ParseFailure) -> BraceListSyntax {
        let open = try expect(.leftBrace, "'{'")
        let first = syntax.keywords.count
        while !peek(.rightBrace) {
            if peek(.comma) {
                advance()
                continue
            }
            guard peek(.identifier) else {
                throw fail(expected: "an alignment keyword or '}' in the braces opened at \(range(open).start)")
            }
            let token = advance()
            guard let keyword = keywordNamed(Int(token.name)) else {
                let names = BraceKeywordSyntax.Keyword.allCases.map(\.rawValue)
                throw fail(.unknownBraceKeyword,
                           "unknown keyword '\(text(token))' in braces: expected one of \(names.joined(separator: ", "))",
                           at: span(token), hint: Suggestion.hint(for: text(token), among: names))
            }
            syntax.keywords.append(BraceKeywordSyntax(keyword: keyword, span: span(token)))
        }
        advance()
        return BraceListSyntax(keywords: NodeList(start: first, count: syntax.keywords.count - first),
                               span: span(from: open.start))
    }
}
