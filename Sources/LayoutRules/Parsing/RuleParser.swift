import LayoutIR
import LayoutSupport

/// Parses a rule text into statements, reporting every statement's errors.
///
///     rules      := rule ((',' | ';' | line break) rule)*
///     rule       := assignment ('@' priority)?
///     assignment := NAME ('=' | '+=' | '-=' | '*=' | '/=') (assignment | sum)
///     sum        := product (('+' | '-') product)*
///     product    := unary (('*' | '/') unary)*
///     unary      := ('-' | '+') unary | primary
///     primary    := NUMBER | PERCENT | PLACEHOLDER | 'nil' | NAME | NAME '.' NAME | '(' sum ')'
///
/// A line break inside parentheses or after an operator is white space.
struct RuleParser {
    private struct Failure: Error {}

    private let tokens: [RuleToken]
    private let utf8: [UInt8]
    private var position = 0
    /// How many parentheses enclose the position: inside them a line break is white space.
    private var parentheses = 0
    /// Parentheses, signs and chained assignments entered: the recursion depth to bound.
    private var depth = 0
    static let maximumNesting = 200
    private(set) var diagnostics: [Diagnostic] = []

    init(tokens: [RuleToken], source: String) {
        self.tokens = tokens
        self.utf8 = Array(source.utf8)
    }

    mutating func parse() -> [RuleStatement] {
        var statements: [RuleStatement] = []
        while true {
            depth = 0
            parentheses = 0
            while isSeparator(current.kind) { position += 1 }
            if current.kind == .end { return statements }
            do throws(Failure) {
                statements.append(try parseStatement())
                if !isSeparator(current.kind), current.kind != .end {
                    try fail("expected ',' or a line break between rules, found \(current.quoted)",
                             at: current.range, hint: "separate rules with ','")
                }
            } catch {
                recover()
            }
        }
    }

    private func isSeparator(_ kind: RuleToken.Kind) -> Bool {
        kind == .separator || kind == .newline
    }

    /// Skips to the end of the broken statement: a separator outside the parentheses still open
    /// where it broke and any opened after (inside them a line break is white space).
    private mutating func recover() {
        var nesting = parentheses
        while position < tokens.count - 1 {
            switch tokens[position].kind {
            case .leftParen: nesting += 1
            case .rightParen: nesting = max(0, nesting - 1)
            case .separator, .newline:
                if nesting == 0 { return }
            default: break
            }
            position += 1
        }
    }

    private mutating func parseStatement() throws(Failure) -> RuleStatement {
        let start = current.range.start
        let assignment = try parseAssignment()
        var priority: LayoutPriority?
        var end = assignment.range.end
        if current.kind == .at {
            let at = current
            advance()
            priority = try parsePriority(after: at)
            end = tokens[position - 1].range.end
        }
        let range = SourceRange(start: start, end: end)
        return RuleStatement(assignment: assignment, priority: priority, range: range,
                             text: text(of: range))
    }

    private mutating func parsePriority(after at: RuleToken) throws(Failure) -> LayoutPriority {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            let priority = LayoutPriority(value)
            if !priority.isValid {
                diagnostics.append(Diagnostic(
                    .rulesInvalidPriority, "priority \(token.text) is out of range",
                    at: token.range, hint: "a priority is more than 0 and at most 1000"))
            }
            return priority
        case .identifier(let name):
            advance()
            let named: [String: LayoutPriority] = ["required": .required, "high": .defaultHigh, "low": .defaultLow]
            if let priority = named[name] { return priority }
            diagnostics.append(Diagnostic(
                .rulesInvalidPriority, "unknown priority '\(name)'", at: token.range,
                hint: "use a number from 1 to 1000, 'required', 'high' (750) or 'low' (250)"))
            return .required
        default:
            try fail("expected a priority after '@', found \(token.quoted)", at: token.range,
                     hint: "write a number from 1 to 1000, like '@750'")
        }
    }

    private mutating func parseAssignment() throws(Failure) -> RuleAssignment {
        let nameToken = current
        guard case .identifier(let word) = nameToken.kind else {
            try fail("expected a rule name, found \(nameToken.quoted)", at: nameToken.range,
                     hint: "a rule starts with a name such as 'tt', 'll' or 'minw'")
        }
        advance()
        if current.kind == .dot {
            try fail("expected a rule of this view, found '\(word).'", at: nameToken.range,
                     hint: "another view's geometry can only be read, on the right of '='")
        }
        let target = try ruleName(word, at: nameToken.range)
        guard case .assign(let op) = current.kind else {
            try fail("expected '=' after '\(word)', found \(current.quoted)", at: current.range,
                     hint: "give the rule a value: '\(word) = 10'")
        }
        advance()
        skipNewlines()
        let value: RuleExpression
        if case .identifier = current.kind, case .assign = peek(1).kind {
            try enter(at: current)
            defer { depth -= 1 }
            value = .assignment(try parseAssignment())
        } else {
            value = try parseSum()
        }
        return RuleAssignment(target: target, targetRange: nameToken.range, op: op, value: value,
                              range: SourceRange(start: nameToken.range.start, end: value.range.end))
    }

    private mutating func parseSum() throws(Failure) -> RuleExpression {
        let first = try parseProduct()
        var rest: [RuleOperation] = []
        while true {
            let op: RuleBinaryOperator
            switch current.kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return rest.isEmpty ? first : .chain(first, rest)
            }
            let opRange = current.range
            advance()
            skipNewlines()
            rest.append(RuleOperation(op: op, operand: try parseProduct(), operatorRange: opRange))
        }
    }

    private mutating func parseProduct() throws(Failure) -> RuleExpression {
        let first = try parseUnary()
        var rest: [RuleOperation] = []
        while true {
            let op: RuleBinaryOperator
            switch current.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return rest.isEmpty ? first : .chain(first, rest)
            }
            let opRange = current.range
            advance()
            skipNewlines()
            rest.append(RuleOperation(op: op, operand: try parseUnary(), operatorRange: opRange))
        }
    }

    private mutating func parseUnary() throws(Failure) -> RuleExpression {
        let token = current
        switch token.kind {
        case .minus:
            advance()
            try enter(at: token)
            defer { depth -= 1 }
            let operand = try parseUnary()
            return .negate(operand, SourceRange(start: token.range.start, end: operand.range.end))
        case .plus:
            advance()
            try enter(at: token)
            defer { depth -= 1 }
            return try parseUnary()
        default:
            return try parsePrimary()
        }
    }

    /// Parentheses, signs and chained assignments recurse: past ``maximumNesting`` levels a
    /// hostile text would exhaust the call stack, so it is an error at the token that goes deeper.
    private mutating func enter(at token: RuleToken) throws(Failure) {
        guard depth < Self.maximumNesting else {
            try fail("expected at most \(Self.maximumNesting) nested parentheses, signs or assignments, found more",
                     at: token.range, id: .rulesNestingTooDeep, hint: "split the value into several rules")
        }
        depth += 1
    }

    private mutating func parsePrimary() throws(Failure) -> RuleExpression {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return .number(value, token.range)
        case .percent(let value, let axis):
            advance()
            return .percent(value, axis, token.range)
        case .placeholderPercent(let axis, let index):
            advance()
            return .placeholder(.percent(axis), index: index, token.range)
        case .placeholder(let name, let index):
            advance()
            if name == "f" { return .placeholder(.number, index: index, token.range) }
            let geometry = try geometryName(name, at: token.range, written: "%\(name)")
            return .placeholder(.geometry(geometry), index: index, token.range)
        case .leftParen:
            advance()
            try enter(at: token)
            parentheses += 1
            skipNewlines()
            let inner = try parseSum()
            guard current.kind == .rightParen else {
                try fail("expected ')' to close the '(' at \(token.range.start), found \(current.quoted)",
                         at: current.range)
            }
            skipNewlines()
            parentheses -= 1
            depth -= 1
            advance()
            return inner
        case .identifier(let word):
            advance()
            if word == "nil" { return .nothing(token.range) }
            if current.kind == .dot {
                advance()
                let attribute = current
                guard case .identifier(let name) = attribute.kind else {
                    try fail("expected a geometry name after '\(word).', found \(attribute.quoted)",
                             at: attribute.range, hint: "write '\(word).ll', '\(word).w', ...")
                }
                advance()
                let geometry = try geometryName(name, at: attribute.range, written: name)
                return .geometry(view: word, geometry,
                                 SourceRange(start: token.range.start, end: attribute.range.end))
            }
            return .reference(try ruleName(word, at: token.range), token.range)
        default:
            try fail("expected a value, found \(token.quoted)", at: token.range,
                     hint: "a value is a number, a percentage, a rule, 'view.rule' or a placeholder")
        }
    }

    private mutating func ruleName(_ word: String, at range: SourceRange) throws(Failure) -> RuleName {
        if let name = RuleName(rawValue: word) { return name }
        try fail("unknown rule '\(word)'", at: range, id: .rulesUnknownRule,
                 hint: Self.hint(for: word, among: RuleName.allCases))
    }

    private mutating func geometryName(_ word: String, at range: SourceRange, written: String) throws(Failure) -> RuleName {
        if let name = RuleName(rawValue: word), name.isGeometry { return name }
        let candidates = RuleName.allCases.filter(\.isGeometry)
        let hint = RuleName(rawValue: word) != nil
            ? "bounds are not geometry; use one of " + candidates.map(\.rawValue).joined(separator: " ")
            : Self.hint(for: word, among: candidates)
        try fail("unknown geometry '\(written)'", at: range, id: .rulesUnknownGeometry, hint: hint)
    }

    static func hint(for word: String, among names: [RuleName]) -> String {
        // Words such as `left` (or a typo of one) point to the rule people meant.
        let aliases = RuleName.aliases.filter { names.contains($0.value) }
        let candidates = names.map(\.rawValue) + aliases.keys.sorted()
        if let close = candidates.contains(word) ? word : Suggestion.closest(to: word, among: candidates) {
            return "did you mean '\(aliases[close]?.rawValue ?? close)'?"
        }
        return "the rules are " + names.map(\.rawValue).joined(separator: " ")
    }

    // MARK: Tokens

    private var current: RuleToken {
        var i = position
        if parentheses > 0 {
            while i < tokens.count - 1, tokens[i].kind == .newline { i += 1 }
        }
        return tokens[min(i, tokens.count - 1)]
    }

    private func peek(_ ahead: Int) -> RuleToken {
        tokens[min(position + ahead, tokens.count - 1)]
    }

    private mutating func advance() {
        if parentheses > 0 { skipNewlines() }
        if position < tokens.count - 1 { position += 1 }
    }

    private mutating func skipNewlines() {
        while position < tokens.count - 1, tokens[position].kind == .newline { position += 1 }
    }

    private mutating func fail(_ message: String, at range: SourceRange,
                               id: DiagnosticID = .rulesUnexpectedToken, hint: String? = nil) throws(Failure) -> Never {
        diagnostics.append(Diagnostic(id, message, at: range, hint: hint))
        throw Failure()
    }

    private func text(of range: SourceRange) -> String {
        let lower = max(0, min(range.start.offset, utf8.count))
        let upper = max(lower, min(range.end.offset, utf8.count))
        return String(decoding: utf8[lower..<upper], as: UTF8.self)
    }
}
