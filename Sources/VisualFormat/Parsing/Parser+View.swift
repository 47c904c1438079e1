extension Parser {
    /// `[ entry (, entry)* ]`.
    mutating func parseSlot() throws(ParseFailure) -> ViewSlotSyntax {
        let open = try expect(.leftBracket, "'['")
        let mark = pendingEntries.count
        var completed = false
        defer { if !completed { pendingEntries.truncate(to: mark) } }
        while true {
            pendingEntries.append(try parseEntry())
            guard peek(.comma) else { break }
            advance()
        }
        guard peek(.rightBracket) else {
            let found = current
            throw fail(.unterminatedView,
                       "expected ']' to close the view opened at \(range(open).start), found \(described(found))",
                       at: span(found),
                       hint: found.kind == .end ? "add ']'" : nil)
        }
        advance()
        completed = true
        let entries = Self.flush(&pendingEntries, from: mark, into: &syntax.entries)
        return ViewSlotSyntax(entries: entries, span: span(from: open.start))
    }

    /// `name ('..' last)? ('(' predicates ')')? (':' chain)?`.
    mutating func parseEntry() throws(ParseFailure) -> ViewEntrySyntax {
        let start = current.start
        let name = try parseName("a view name")
        var kind = ViewEntrySyntax.Kind.view
        if peek(.dotDot) {
            advance()
            let (value, valueSpan) = try parseNumber()
            guard let last = Int(exactly: value), last >= 0, last <= 100_000 else {
                throw fail(.invalidRange, "expected a whole number after '..', found '\(source.slice(previousEnd - 1, previousEnd))'",
                           at: valueSpan)
            }
            kind = .range(last: last, lastSpan: valueSpan)
        }
        var predicates = NodeList.empty
        if peek(.leftParen) { predicates = try parsePredicateList() }
        if peek(.colon) {
            let colon = advance()
            if case .range = kind {
                throw fail(.unexpectedToken, "expected ']' after a range of views, found ':'",
                           at: span(colon), hint: "a range cannot be a stack")
            }
            // Stacks recurse; a bound keeps hostile input from exhausting the call stack.
            guard depth < Self.maximumDepth else {
                throw fail(.nestingTooDeep, "expected at most \(Self.maximumDepth) nested stacks, found more",
                           at: span(colon), hint: "split the layout into several statements")
            }
            depth += 1
            defer { depth -= 1 }
            let chain = try parseChain(isStack: true)
            kind = .stack(syntax.chains.count)
            syntax.chains.append(chain)
        }
        return ViewEntrySyntax(name: name, kind: kind, predicates: predicates, span: span(from: start))
    }
}
