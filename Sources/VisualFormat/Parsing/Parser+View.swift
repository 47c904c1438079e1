extension Parser {
    /// `[ entry (, entry)* ]`.
    mutating func parseSlot() throws(ParseFailure) -> ViewSlotSyntax {
        let open = try expect(.leftBracket, "'['")
        var entries: [ViewEntrySyntax] = []
        while true {
            entries.append(try parseEntry())
            guard peek(.comma) else { break }
            advance()
        }
        guard peek(.rightBracket) else {
            let found = current
            throw fail(.unterminatedView,
                       "expected ']' to close the view opened at \(range(open).start), found \(described(found))",
                       at: range(found),
                       hint: found.kind == .end ? "add ']'" : nil)
        }
        advance()
        return ViewSlotSyntax(entries: entries, range: range(from: open.start))
    }

    /// `name ('..' last)? ('(' predicates ')')? (':' chain)?`.
    mutating func parseEntry() throws(ParseFailure) -> ViewEntrySyntax {
        let start = current.start
        let name = try parseName("a view name")
        var kind = ViewEntrySyntax.Kind.view
        if peek(.dotDot) {
            advance()
            let (value, valueRange) = try parseNumber()
            guard let last = Int(exactly: value), last >= 0, last <= 100_000 else {
                throw fail(.invalidRange, "expected a whole number after '..', found '\(source.slice(previousEnd - 1, previousEnd))'",
                           at: valueRange)
            }
            kind = .range(last: last, lastRange: valueRange)
        }
        var predicates: [PredicateSyntax] = []
        if peek(.leftParen) { predicates = try parsePredicateList() }
        if peek(.colon) {
            let colon = advance()
            if case .range = kind {
                throw fail(.unexpectedToken, "expected ']' after a range of views, found ':'",
                           at: range(colon), hint: "a range cannot be a stack")
            }
            // Stacks recurse; a bound keeps hostile input from exhausting the call stack.
            guard depth < Self.maximumDepth else {
                throw fail(.nestingTooDeep, "expected at most \(Self.maximumDepth) nested stacks, found more",
                           at: range(colon), hint: "split the layout into several statements")
            }
            depth += 1
            defer { depth -= 1 }
            kind = .stack(try parseChain(isStack: true))
        }
        return ViewEntrySyntax(name: name, kind: kind, predicates: predicates, range: range(from: start))
    }
}
