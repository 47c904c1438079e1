extension Parser {
    /// `C:` view ('.' attribute '(' predicates ')')+ — autolayout.js's explicit constraints.
    mutating func parseExplicit() throws(ParseFailure) -> ExplicitSyntax {
        let start = current.start
        let view = try parseName("a view name after 'C:'")
        var clauses: [ExplicitSyntax.Clause] = []
        repeat {
            let dot = try expect(.dot, "'.' and an attribute after '\(view.text)'")
            let attribute = try parseAttribute()
            guard peek(.leftParen) else {
                throw fail(expected: "'(' and a predicate after '.\(attribute.text)'",
                           hint: "write \(view.text).\(attribute.text)(other.\(attribute.text))")
            }
            let predicates = try parsePredicateList()
            clauses.append(.init(attribute: attribute, predicates: predicates, range: range(from: dot.start)))
        } while raw.kind == .dot
        return ExplicitSyntax(view: view, clauses: clauses, range: range(from: start))
    }
}
