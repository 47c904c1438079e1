extension Parser {
    /// Every statement of the text; a statement with an error is skipped up to the next `;` or
    /// line break so that later statements are still checked. The tree moves out of the
    /// parser (which keeps an empty one): a copy would retain and release every node array.
    mutating func parseText() -> LayoutSyntax {
        while true {
            while raw.kind == .semicolon || raw.kind == .newline { step() }
            if raw.kind == .end { break }
            let before = index
            do {
                let statement = try parseStatement()
                syntax.statements.append(statement)
            } catch {
                // Skip past the failed statement's rest; always make progress.
                if index == before { step() }
                while !raw.isTerminator { step() }
            }
        }
        var tree = LayoutSyntax(source: source, range: syntax.range)
        swap(&tree, &syntax)
        return tree
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
        var constraintName: NameSyntax?
        if raw.kind == .less { constraintName = try parseConstraintName() }
        let end = previousEnd
        if !raw.isTerminator {
            let found = raw
            var hint: String?
            if found.kind == .leftBracket { hint = "a view follows another view directly only inside a chain: '][' " }
            if found.kind == .leftBrace, braces != nil { hint = "write every keyword in one pair of braces" }
            if found.kind == .leftBrace, constraintName != nil { hint = "write the braces before the constraint's name" }
            throw fail(.trailingText,
                       "expected ';' or a line break after the statement, found \(described(found))",
                       at: span(found), hint: hint)
        }
        return StatementSyntax(orientation: orientation, body: body, braces: braces, constraintName: constraintName,
                               span: Span(start, end))
    }

    /// `<name>` after a statement (QuickVFL2): the name of the one constraint the statement
    /// makes. Only a complete statement can be followed by `<`, so it never reads as `<=`.
    mutating func parseConstraintName() throws(ParseFailure) -> NameSyntax {
        let open = advance()
        guard raw.kind == .identifier else {
            throw fail(expected: "a constraint name after '<'", hint: "name the constraint like <width>")
        }
        let name = try parseName("a constraint name after '<'")
        guard raw.kind == .greater else {
            throw fail(expected: "'>' after the constraint name opened at \(range(open).start)",
                       hint: "close the name: <\(names[name.id])>")
        }
        advance()
        return name
    }

    /// `H:`, `V:`, `HV:`, `Z:`, `C:` or nothing.
    mutating func parseOrientation() throws(ParseFailure) -> OrientationSyntax? {
        guard peek(.identifier) else { return nil }
        let name = current
        // Only `H`, `V`, `Z`, `C` and `HV` are orientations: look at the bytes, not a string switch.
        let keyword = Self.orientation(source.byte(at: name.start), name.end - name.start == 2 ? source.byte(at: name.start + 1) : 0,
                                       length: name.end - name.start)
        let hasColon = tokenAfterCurrent().kind == .colon
        if hasColon {
            guard let keyword else {
                let nameText = names[Int(name.name)]
                let upper = OrientationSyntax.Keyword(rawValue: nameText.uppercased())
                throw fail(.unknownOrientation,
                           "unknown orientation '\(nameText)': expected H, V, HV, Z or C",
                           at: span(name), hint: upper.map { "orientations are upper case: '\($0.rawValue):'" })
            }
            advance()
            advance()
            return OrientationSyntax(keyword: keyword, span: span(name))
        }
        if let keyword {
            advance()
            throw fail(expected: "':' after '\(keyword.rawValue)'", id: .missingColon,
                       hint: "write '\(keyword.rawValue):'")
        }
        throw fail(.unexpectedToken,
                   "expected '[' or '|' to start a statement, found \(described(name))",
                   at: span(name), hint: "views are written in brackets: '[\(names[Int(name.name)])]'")
    }

    /// The orientation a name of `length` bytes starting `first, second` spells.
    private static func orientation(_ first: UInt8, _ second: UInt8, length: Int) -> OrientationSyntax.Keyword? {
        switch (length, first, second) {
        case (1, UInt8(ascii: "H"), _): return .horizontal
        case (1, UInt8(ascii: "V"), _): return .vertical
        case (1, UInt8(ascii: "Z"), _): return .zOrder
        case (1, UInt8(ascii: "C"), _): return .explicit
        case (2, UInt8(ascii: "H"), UInt8(ascii: "V")): return .both
        default: return nil
        }
    }
}
