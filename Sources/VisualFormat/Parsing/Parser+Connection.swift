extension Parser {
    /// A connection before `[` or `|`: nothing (flush), `-`, `-10-`, `-(…)-`, `->=8-`, `->`,
    /// `~`, `~(20)~`.
    mutating func parseConnection() throws(ParseFailure) -> ConnectionSyntax {
        let first = current
        switch first.kind {
        case .leftBracket, .pipe:
            return ConnectionSyntax(kind: .flush, parenthesized: false, span: Span(first.start, first.start))
        case .dash:
            advance()
            let next = current
            switch next.kind {
            case .greater:
                advance()
                return ConnectionSyntax(kind: .disconnected, parenthesized: false, span: span(from: first.start))
            case .leftBracket, .pipe:
                return ConnectionSyntax(kind: .standard, parenthesized: false, span: span(first))
            case .dash:
                let after = tokenAfterCurrent()
                if after.kind == .number || after.kind == .identifier {
                    throw fail(.ambiguousMinus,
                               "ambiguous '-': expected a connection size after '-', found '-\(text(after))'",
                               at: Span(next.start, after.end),
                               hint: "use parentheses around negative numbers: -(-\(text(after)))-")
                }
                throw fail(expected: "'[', '|', a number, a metric or '(' after '-'")
            case .leftParen:
                let predicates = try parsePredicateList()
                _ = try expect(.dash, "'-' after the connection's predicates")
                return ConnectionSyntax(kind: .predicates(predicates), parenthesized: true, span: span(from: first.start))
            default:
                let predicate = try parseConnectionPredicate(after: "'-'")
                try rejectUnparenthesizedList(open: "-")
                if !peek(.dash) {
                    throw fail(expected: "'-' after the connection's size",
                               hint: peek(.leftBracket) || peek(.pipe) ? "a sized connection is written -10-" : nil)
                }
                advance()
                return ConnectionSyntax(kind: .predicates(predicate), parenthesized: false, span: span(from: first.start))
            }
        case .tilde:
            advance()
            switch current.kind {
            case .leftBracket, .pipe:
                return ConnectionSyntax(kind: .equalSpacer(.empty), parenthesized: false, span: span(first))
            case .leftParen:
                let predicates = try parsePredicateList()
                _ = try expect(.tilde, "'~' after the spacer's size")
                return ConnectionSyntax(kind: .equalSpacer(predicates), parenthesized: true, span: span(from: first.start))
            default:
                let predicate = try parseConnectionPredicate(after: "'~'")
                try rejectUnparenthesizedList(open: "~")
                _ = try expect(.tilde, "'~' after the spacer's size")
                return ConnectionSyntax(kind: .equalSpacer(predicate), parenthesized: false, span: span(from: first.start))
            }
        default:
            throw fail(expected: "'-', '~', '[' or '|'")
        }
    }

    /// One predicate without parentheses; no `+`/`-` operators, which would eat the closing dash.
    private mutating func parseConnectionPredicate(after what: String) throws(ParseFailure) -> NodeList {
        switch current.kind {
        case .relation, .badRelation, .greater, .less, .number, .identifier:
            let predicate = try parsePredicate(additive: false)
            syntax.predicates.append(predicate)
            return NodeList(start: syntax.predicates.count - 1, count: 1)
        default:
            throw fail(expected: "'[', '|', a number, a metric or '(' after \(what)")
        }
    }

    private mutating func rejectUnparenthesizedList(open: String) throws(ParseFailure) {
        guard peek(.comma) else { return }
        throw fail(.connectionListWithoutParentheses,
                   "expected '\(open)' after the connection's size, found ','",
                   at: span(current),
                   hint: "put a list of predicates in parentheses: \(open)(>=8,<=20)\(open)")
    }
}
