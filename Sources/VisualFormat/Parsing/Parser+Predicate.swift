import LayoutIR
import LayoutSupport

extension Parser {
    /// `'(' predicate (',' predicate)* ')'`.
    mutating func parsePredicateList() throws(ParseFailure) -> [PredicateSyntax] {
        let open = try expect(.leftParen, "'('")
        var predicates = [try parsePredicate(additive: true)]
        while peek(.comma) {
            advance()
            predicates.append(try parsePredicate(additive: true))
        }
        guard peek(.rightParen) else {
            let found = current
            throw fail(.unterminatedPredicate,
                       "expected ')' or ',' after the predicate opened at \(range(open).start), found \(described(found))",
                       at: range(found), hint: found.kind == .end || found.kind == .rightBracket ? "add ')'" : nil)
        }
        advance()
        return predicates
    }

    /// `relation? expression ('@' priority)?`.
    mutating func parsePredicate(additive: Bool) throws(ParseFailure) -> PredicateSyntax {
        let start = current.start
        var relation: LayoutRelation?
        if peek(.relation) {
            relation = LayoutRelation(rawValue: text(advance()))
        } else if peek(.badRelation) || peek(.greater) || peek(.less) {
            let bad = current
            let fixes = ["=": "==", "<": "<=", ">": ">=", "=<": "<=", "=>": ">=", "===": "=="]
            throw fail(.unknownRelation,
                       "unknown relation '\(text(bad))': expected '==', '<=' or '>='",
                       at: range(bad), hint: fixes[text(bad)].map { "did you mean '\($0)'?" })
        }
        let object = try parseExpression(additive: additive)
        var priority: OperandSyntax?
        if peek(.at) {
            advance()
            if peek(.dash), token(after: 1).kind == .number {
                let dash = advance()
                let (value, _) = try parseNumber()
                priority = .number(-value, span(dash.start, previousEnd))
            } else {
                priority = try parseOperand("a priority (a number or a metric) after '@'")
            }
        }
        return PredicateSyntax(relation: relation, object: object, priority: priority, range: range(from: start))
    }

    /// `-? atom (('*'|'/') operand)* (('+'|'-') operand)*`.
    mutating func parseExpression(additive: Bool) throws(ParseFailure) -> ExpressionSyntax {
        let start = current.start
        var negated = false
        if peek(.dash), [.number, .identifier].contains(token(after: 1).kind) {
            advance()
            negated = true
        }
        let atom: AtomSyntax
        if peek(.number) {
            let numberStart = current.start
            let (value, valueRange) = try parseNumber()
            if peek(.percent) {
                advance()
                atom = .percent(value / 100, range(from: numberStart))
            } else {
                atom = .number(value, valueRange)
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
        var operations: [OperationSyntax] = []
        while peek(.star) || peek(.slash) {
            let op = advance()
            let operand = try parseOperand("a number or a metric after '\(text(op))'")
            operations.append(OperationSyntax(op: op.kind == .star ? .multiply : .divide,
                                              operand: operand, range: range(from: op.start)))
        }
        while additive, peek(.plus) || peek(.dash), [.number, .identifier].contains(token(after: 1).kind) {
            let op = advance()
            let operand = try parseOperand("a number or a metric after '\(text(op))'")
            operations.append(OperationSyntax(op: op.kind == .plus ? .add : .subtract,
                                              operand: operand, range: range(from: op.start)))
        }
        return ExpressionSyntax(negated: negated, atom: atom, operations: operations, range: range(from: start))
    }

    /// A number or a metric name.
    mutating func parseOperand(_ what: String) throws(ParseFailure) -> OperandSyntax {
        if peek(.number) {
            let (value, valueRange) = try parseNumber()
            return .number(value, valueRange)
        }
        if peek(.identifier) { return .name(try parseName(what)) }
        throw fail(expected: what)
    }

    /// An attribute name after `.`, checked against the attributes the language knows.
    mutating func parseAttribute() throws(ParseFailure) -> NameSyntax {
        guard peek(.identifier) else { throw fail(expected: "an attribute name after '.'") }
        let token = advance()
        guard LayoutAttribute(rawValue: text(token)) != nil else {
            let names = LayoutAttribute.allCases.map(\.rawValue)
            throw fail(.unknownAttribute,
                       "unknown attribute '\(text(token))': expected one of \(names.joined(separator: ", "))",
                       at: range(token), hint: Suggestion.hint(for: text(token), among: names))
        }
        return NameSyntax(text: names[Int(token.name)], range: range(token), id: Int(token.name))
    }
}
