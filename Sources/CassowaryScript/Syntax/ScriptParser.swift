import Cassowary

/// Turns script text into a ``ScriptProgram``.
///
/// Each line is one command, parsed on its own: a line with an error yields a diagnostic and
/// no statement, and parsing goes on with the next line.
enum ScriptParser {
    ///
    /// - Complexity: O(length of the text): lines split on their UTF-8 bytes (a `\r` before
    /// the `\n` is a blank to the lexer).
    static func parse(_ text: String) -> ScriptProgram {
        var table = VariableTable()
        var statements: [ScriptStatement] = []
        var diagnostics: [ScriptDiagnostic] = []
        var number = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            do throws(ScriptDiagnostic) {
                var lexer = ScriptLexer(bytes: Array(line), number: number)
                var parser = LineParser(tokens: try lexer.tokenize())
                if let statement = try parser.parseLine(table: &table) {
                    statements.append(statement)
                }
            } catch {
                diagnostics.append(error)
            }
        }
        return ScriptProgram(statements: statements, diagnostics: diagnostics, variables: table.variables)
    }
}

/// Variables by name, made on first use.
struct VariableTable {
    private var byName: [String: Variable] = [:]
    private(set) var variables: [Variable] = []

    mutating func variable(_ name: String) -> Variable {
        if let v = byName[name] { return v }
        let v = Variable(name)
        byName[name] = v
        variables.append(v)
        return v
    }

    mutating func expression(_ form: LinearForm) -> LinearExpression {
        LinearExpression(form.terms.map { Term(variable($0.name), $0.coefficient) }, constant: form.constant)
    }
}

/// A recursive-descent parser over the tokens of one line.
private struct LineParser {
    let tokens: [ScriptToken]
    var index = 0
    /// How deep `parseUnary` has recursed: bounded so that `((((...` cannot exhaust the stack.
    var depth = 0
    static let maximumDepth = 256

    init(tokens: [ScriptToken]) { self.tokens = tokens }

    var current: ScriptToken { tokens[min(index, tokens.count - 1)] }
    func peek(_ offset: Int) -> ScriptToken { tokens[min(index + offset, tokens.count - 1)] }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    /// The statement of the line, or nil for a blank or comment line. Variables enter the
    /// table only once the whole line has parsed.
    mutating func parseLine(table: inout VariableTable) throws(ScriptDiagnostic) -> ScriptStatement? {
        let start = current
        if start.kind == .end { return nil }
        if let word = start.identifier {
            let next = peek(1)
            if word == "print" && next.kind == .end {
                return ScriptStatement(.print, at: start.position)
            }
            if next.identifier != nil && ["edit", "remove", "suggest"].contains(word) {
                advance()
                return try parseCommand(word, at: start.position, table: &table)
            }
        }
        return try parseConstraint(table: &table)
    }

    mutating func parseCommand(
        _ word: String, at position: SourcePosition, table: inout VariableTable
    ) throws(ScriptDiagnostic) -> ScriptStatement {
        let operand = current
        let name = operand.identifier ?? ""
        advance()
        switch word {
        case "remove":
            try expectEnd()
            return ScriptStatement(.remove(label: name), at: position, operand: operand.position)
        case "edit":
            var strength = Strength.strong
            var strengthPosition: SourcePosition?
            if current.kind == .at {
                strengthPosition = current.position
                strength = try parseStrength()
            }
            try expectEnd()
            return ScriptStatement(
                .edit(table.variable(name), strength: strength), at: position,
                operand: operand.position, strength: strengthPosition)
        default:
            let valueStart = current.position
            let value = try parseSum(what: "a value")
            guard !value.hasVariables else {
                throw ScriptDiagnostic(.nonConstantSuggestion, at: valueStart)
            }
            guard value.isFinite else { throw ScriptDiagnostic(.overflow, at: valueStart) }
            try expectEnd()
            return ScriptStatement(
                .suggest(table.variable(name), value: value.constant), at: position, operand: operand.position)
        }
    }

    mutating func parseConstraint(table: inout VariableTable) throws(ScriptDiagnostic) -> ScriptStatement {
        let start = current.position
        var label: String?
        if let name = current.identifier, peek(1).kind == .colon {
            label = name
            advance()
            advance()
        }
        let expressionStart = current.position
        let lhs = try parseSum(what: "an expression")
        guard case .relation(let relation) = current.kind else {
            throw expected("'==', '<=' or '>='")
        }
        let relationText = current.quoted
        advance()
        let rhs = try parseSum(what: "an expression after \(relationText)")
        var strength = Strength.required
        if current.kind == .at {
            strength = try parseStrength()
        }
        try expectEnd()
        var form = lhs
        form.add(rhs, sign: -1)
        guard form.isFinite else { throw ScriptDiagnostic(.overflow, at: expressionStart) }
        let constraint = LinearConstraint(table.expression(form), relation, strength: strength)
        return ScriptStatement(.add(constraint, label: label), at: start)
    }

    /// `@strong`, `@750`, `@medium:1.25`, at the `@`.
    mutating func parseStrength() throws(ScriptDiagnostic) -> Strength {
        advance()
        let token = current
        var strength: Strength
        switch token.kind {
        case .identifier(let name):
            switch name {
            case "required": strength = .required
            case "strong": strength = .strong
            case "medium": strength = .medium
            case "weak": strength = .weak
            default: throw ScriptDiagnostic(.unknownStrength(name), at: token.position)
            }
        case .number(let priority):
            guard priority >= 1 && priority <= 1000 else {
                throw ScriptDiagnostic(.priorityOutOfRange(token.text), at: token.position)
            }
            strength = Strength(priority: priority)
        default:
            throw expected("a strength after '@'")
        }
        advance()
        if current.kind == .colon {
            advance()
            let weightToken = current
            guard case .number(let weight) = weightToken.kind else {
                throw expected("a weight after ':'")
            }
            guard weight > 0 else {
                throw ScriptDiagnostic(.invalidWeight(weightToken.text), at: weightToken.position)
            }
            guard !strength.isRequired else {
                throw ScriptDiagnostic(.weightOnRequired, at: weightToken.position)
            }
            strength = strength.weighted(weight)
            advance()
        }
        return strength
    }

    /// sum := product (('+' | '-') product)*
    mutating func parseSum(what: String) throws(ScriptDiagnostic) -> LinearForm {
        var form = try parseProduct(what: what)
        while current.kind == .plus || current.kind == .minus {
            let sign: Double = current.kind == .plus ? 1 : -1
            let operatorText = current.quoted
            advance()
            form.add(try parseProduct(what: "an expression after \(operatorText)"), sign: sign)
        }
        return form
    }

    /// product := unary (('*' | '/') unary)*, with one side of each `*` and the divisor of
    /// each `/` constant.
    mutating func parseProduct(what: String) throws(ScriptDiagnostic) -> LinearForm {
        let start = current.position
        var form = try parseUnary(what: what)
        while current.kind == .star || current.kind == .slash {
            let isProduct = current.kind == .star
            let operatorText = current.quoted
            advance()
            let operandStart = current.position
            let operand = try parseUnary(what: "an expression after \(operatorText)")
            if isProduct {
                if !form.hasVariables {
                    form = operand.scaled(by: form.constant)
                } else if !operand.hasVariables {
                    form = form.scaled(by: operand.constant)
                } else {
                    throw ScriptDiagnostic(.nonLinearProduct, at: start)
                }
            } else {
                guard !operand.hasVariables else { throw ScriptDiagnostic(.nonLinearDivision, at: start) }
                guard operand.constant != 0 else { throw ScriptDiagnostic(.divisionByZero, at: operandStart) }
                form = form.scaled(by: 1 / operand.constant)
            }
        }
        return form
    }

    /// unary := ('+' | '-') unary | number | name | '(' sum ')'
    mutating func parseUnary(what: String) throws(ScriptDiagnostic) -> LinearForm {
        let token = current
        guard depth < Self.maximumDepth else { throw ScriptDiagnostic(.nestingTooDeep, at: token.position) }
        depth += 1
        defer { depth -= 1 }
        switch token.kind {
        case .plus:
            advance()
            return try parseUnary(what: "an expression after '+'")
        case .minus:
            advance()
            return try parseUnary(what: "an expression after '-'").scaled(by: -1)
        case .number(let value):
            advance()
            return LinearForm(constant: value)
        case .identifier(let name):
            advance()
            return LinearForm(variable: name)
        case .leftParenthesis:
            advance()
            let inner = try parseSum(what: "an expression after '('")
            guard current.kind == .rightParenthesis else { throw expected("')'") }
            advance()
            return inner
        default:
            throw expected(what)
        }
    }

    func expectEnd() throws(ScriptDiagnostic) {
        guard current.kind == .end else { throw expected("end of line") }
    }

    func expected(_ what: String) -> ScriptDiagnostic {
        ScriptDiagnostic(.expected(what, found: current.quoted), at: current.position)
    }
}
