extension Parser {
    /// `C:` view ('.' attribute '(' predicates ')')+ — autolayout.js's explicit constraints.
    mutating func parseExplicit() throws(ParseFailure) -> ExplicitSyntax {
        let start = current.start
        let view = try parseName("a view name after 'C:'")
        let viewText = names[view.id]
        // Clauses hold no clauses: they go to the tree as they parse.
        let first = syntax.clauses.count
        repeat {
            let dot = try expect(.dot, "'.' and an attribute after '\(viewText)'")
            let attribute = try parseAttribute()
            let attributeText = names[attribute.id]
            guard peek(.leftParen) else {
                throw fail(expected: "'(' and a predicate after '.\(attributeText)'",
                           hint: "write \(viewText).\(attributeText)(other.\(attributeText))")
            }
            let predicates = try parsePredicateList()
            syntax.clauses.append(.init(attribute: attribute, predicates: predicates, span: span(from: dot.start)))
        } while raw.kind == .dot
        return ExplicitSyntax(view: view, clauses: NodeList(start: first, count: syntax.clauses.count - first),
                              span: span(from: start))
    }
}
