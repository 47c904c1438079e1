import LayoutIR
import LayoutSupport

extension Parser {
    /// `'(' predicate (',' predicate)* ')'`; the predicates go to ``LayoutSyntax/predicates``
    /// (a predicate holds no predicate, so they are consecutive).
    mutating func parsePredicateList() throws(ParseFailure) -> NodeList {
        let open = try expect(.leftParen, "'('")
        let first = syntax.predicates.count
        syntax.predicates.append(try parsePredicate(additive: true))
        while peek(.comma) {
            advance()
            syntax.predicates.append(try parsePredicate(additive: true))
        }
        guard peek(.rightParen) else {
            let found = current
            throw fail(.unterminatedPredicate,
                       "expected ')' or ',' after the predicate opened at \(range(open).start), found \(described(found))",
                       at: span(found), hint: found.kind == .end || found.kind == .rightBracket ? "add ')'" : nil)
        }
        advance()
        return NodeList(start: first, count: syntax.predicates.count - first)
    }

    /// `relation? expression ('@' priority)?`.
    mutating func parsePredicate(additive: Bool) throws(ParseFailure) -> PredicateSyntax {
        let start = current.start
        var relation: LayoutRelation?
        if peek(.relation) {
            let token = advance()
            let first = source.bytes[token.start]
            relation = first == UInt8(ascii: "<") ? .lessThanOrEqual : first == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
        } else if peek(.badRelation) || peek(.greater) || peek(.less) {
            let bad = current
            let fixes = ["=": "==", "<": "<=", ">": ">=", "=<": "<=", "=>": ">=", "===": "=="]
            throw fail(.unknownRelation,
                       "unknown relation '\(text(bad))': expected '==', '<=' or '>='",
                       at: span(bad), hint: fixes[text(bad)].map { "did you mean '\($0)'?" })
        }
        let object = try parseExpression(additive: additive)
        var priority: OperandSyntax?
        if peek(.at) {
            advance()
            if peek(.dash), tokenAfterCurrent().kind == .number {
                let dash = advance()
                let (value, _) = try parseNumber()
                priority = .number(-value, Span(dash.start, previousEnd))
            } else {
                priority = try parseOperand("a priority (a number or a metric) after '@'")
            }
        }
        return PredicateSyntax(relation: relation, object: object, priority: priority, span: span(from: start))
    }

    /// `-? atom (('*'|'/') sign? operand)* (('+'|'-') operand)*`.
    mutating func parseExpression(additive: Bool) throws(ParseFailure) -> ExpressionSyntax {
        let start = current.start
        var negated = false
        if peek(.dash), isOperandStart(tokenAfterCurrent().kind) {
            advance()
            negated = true
        }
        let atom: AtomSyntax
        if peek(.number) {
            let numberStart = current.start
            let (value, valueSpan) = try parseNumber()
            if peek(.percent) {
                advance()
                atom = .percent(value / 100, span(from: numberStart))
            } else {
                atom = .number(value, valueSpan)
            }
        } else if peek(.identifier) {
            let name = try parseName("a metric or view name")
            var attribute: NameSyntax?
            if peek(.dot) {
                advance()
                attribute = try parseAttribute()
            }
            atom = .name(name, attribute: attribute)
        } else {
            throw fail(expected: "a number, a metric or a view name")
        }
        let first = syntax.operations.count
        while peek(.star) || peek(.slash) {
            let op = advance()
            // autolayout.js's signed factors: `*-2`, `/-10`, `/+10`, `*+3`.
            var factorNegated = false
            if (peek(.dash) || peek(.plus)), isOperandStart(tokenAfterCurrent().kind) {
                factorNegated = advance().kind == .dash
            }
            let sign = op.kind == .star ? OperationSyntax.Operator.multiply : .divide
            let operand = try parseOperand("a number or a metric after '\(sign.rawValue)'")
            syntax.operations.append(OperationSyntax(op: sign, operand: operand,
                                                     negated: factorNegated, span: span(from: op.start)))
        }
        while additive, peek(.plus) || peek(.dash), isOperandStart(tokenAfterCurrent().kind) {
            let op = advance()
            let sign = op.kind == .plus ? OperationSyntax.Operator.add : .subtract
            let operand = try parseOperand("a number or a metric after '\(sign.rawValue)'")
            syntax.operations.append(OperationSyntax(op: sign, operand: operand,
                                                     negated: false, span: span(from: op.start)))
        }
        return ExpressionSyntax(negated: negated, atom: atom,
                                operations: NodeList(start: first, count: syntax.operations.count - first),
                                span: span(from: start))
    }

    private mutating func isOperandStart(_ kind: Token.Kind) -> Bool { kind == .number || kind == .identifier }

    /// A number or a metric name.
    /// `what` names the operand in a message, built only for one.
    mutating func parseOperand(_ what: @autoclosure () -> String) throws(ParseFailure) -> OperandSyntax {
        if peek(.number) {
            let (value, valueSpan) = try parseNumber()
            return .number(value, valueSpan)
        }
        if peek(.identifier) { return .name(try parseName(what())) }
        throw fail(expected: what())
    }

    /// An attribute name after `.`, checked against the attributes the language knows.
    mutating func parseAttribute() throws(ParseFailure) -> NameSyntax {
        guard peek(.identifier) else { throw fail(expected: "an attribute name after '.'") }
        let token = advance()
        guard attributeNamed(Int(token.name)) != nil else {
            let name = names[Int(token.name)]
            let names = LayoutAttribute.allCases.map(\.rawValue)
            throw fail(.unknownAttribute,
                       "unknown attribute '\(name)': expected one of \(names.joined(separator: ", "))",
                       at: span(token), hint: Suggestion.hint(for: name, among: names))
        }
        return NameSyntax(id: Int(token.name), span: span(token))
    }
}
