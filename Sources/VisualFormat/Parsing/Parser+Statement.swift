extension Parser {
    /// Every statement of the text; a statement with an error is skipped up to the next `;` or
    /// line break so that later statements are still checked.
    mutating func parseText() -> LayoutSyntax {
        var statements: [StatementSyntax] = []
        while true {
            while raw.kind == .semicolon || raw.kind == .newline { index += 1 }
            if raw.kind == .end { break }
            let before = index
            do {
                statements.append(try parseStatement())
            } catch {
                // Skip past the failed statement's rest; always make progress.
                if index == before { index += 1 }
                while !raw.isTerminator { index += 1 }
            }
        }
        var syntax = LayoutSyntax(statements: statements, range: span(0, source.count))
        syntax.names = names
        return syntax
    }

    mutating func parseStatement() throws(ParseFailure) -> StatementSyntax {
        let start = current.start
        let orientation = try parseOrientation()
        let body: StatementSyntax.Body
        if orientation?.keyword == .explicit {
            body = .explicit(try parseExplicit())
        } else {
            body = .chain(try parseChain(isStack: false))
        }
        var braces: BraceListSyntax?
        if raw.kind == .leftBrace { braces = try parseBraces() }
        let end = previousEnd
        if !raw.isTerminator {
            let found = raw
            var hint: String?
            if found.kind == .leftBracket { hint = "a view follows another view directly only inside a chain: '][' " }
            if found.kind == .leftBrace, braces != nil { hint = "write every keyword in one pair of braces" }
            throw fail(.trailingText,
                       "expected ';' or a line break after the statement, found \(described(found))",
                       at: range(found), hint: hint)
        }
        return StatementSyntax(orientation: orientation, body: body, braces: braces,
                               text: source.slice(start, end), range: span(start, end))
    }

    /// `H:`, `V:`, `HV:`, `Z:`, `C:` or nothing.
    mutating func parseOrientation() throws(ParseFailure) -> OrientationSyntax? {
        guard peek(.identifier) else { return nil }
        let name = current
        let keyword = OrientationSyntax.Keyword(rawValue: text(name))
        let hasColon = token(after: 1).kind == .colon
        if hasColon {
            guard let keyword else {
                let upper = OrientationSyntax.Keyword(rawValue: text(name).uppercased())
                throw fail(.unknownOrientation,
                           "unknown orientation '\(text(name))': expected H, V, HV, Z or C",
                           at: range(name), hint: upper.map { "orientations are upper case: '\($0.rawValue):'" })
            }
            advance()
            advance()
            return OrientationSyntax(keyword: keyword, range: range(name))
        }
        if let keyword {
            advance()
            throw fail(expected: "':' after '\(keyword.rawValue)'", id: .missingColon,
                       hint: "write '\(keyword.rawValue):'")
        }
        throw fail(.unexpectedToken,
                   "expected '[' or '|' to start a statement, found \(described(name))",
                   at: range(name), hint: "views are written in brackets: '[\(text(name))]'")
    }
}
