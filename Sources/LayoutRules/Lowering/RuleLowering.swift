import LayoutIR

/// Evaluates parsed rules with CSLayout's meaning into the list of rules they set.
///
/// Statements are applied in order; in a chain (`ll = bb = rr = 10`) the rightmost assignment
/// happens first, as in CSLayout, so `rr` is older than `ll`. References to the view's own rules
/// (`ll = tt`, `w += 5`) read the value set so far in this text. Which rules survive, and the
/// frame they give, is ``RuleSet``'s business: it is decided when the rules of every text of
/// the view are known, at layout.
struct RuleLowering {
    let view: String
    let arguments: [RuleArgument]
    private(set) var diagnostics: [Diagnostic] = []
    /// The views the rules read, in order of first mention.
    private(set) var viewNames: [String] = []
    /// `viewNames` as a set: a rule reading thousands of views stays linear.
    private var viewNameSet: Set<String> = []
    private var values: [RuleName: RuleSnapshot] = [:]
    private var rules: [Rule] = []

    init(view: String, arguments: [RuleArgument]) {
        self.view = view
        self.arguments = arguments
    }

    // MARK: Applying statements

    mutating func apply(_ statement: RuleStatement) {
        let priority = statement.priority ?? .required
        _ = assign(statement.assignment, priority: priority, statement: statement)
    }

    private mutating func assign(_ assignment: RuleAssignment, priority: LayoutPriority,
                                 statement: RuleStatement) -> RuleSnapshot? {
        let right: RuleSnapshot?
        if case .assignment(let inner) = assignment.value {
            right = assign(inner, priority: priority, statement: statement)
        } else {
            right = evaluate(assignment.value)
        }
        guard let right else { return nil }
        guard let value = combine(assignment, with: right) else { return nil }
        let origin = SourceOrigin(statement: statement.text, statementRange: statement.range,
                                  range: assignment.range)
        set(assignment.target, to: value, priority: priority, origin: origin)
        return value
    }

    /// The new value for `target op right`.
    private mutating func combine(_ assignment: RuleAssignment, with right: RuleSnapshot) -> RuleSnapshot? {
        let op: RuleBinaryOperator
        switch assignment.op {
        case .assign: return right
        case .add: op = .add
        case .subtract: op = .subtract
        case .multiply: op = .multiply
        case .divide: op = .divide
        }
        guard let old = values[assignment.target] else {
            report(.rulesUnsetRule, "rule '\(assignment.target.rawValue)' has no value for '\(assignment.op.rawValue)' to change",
                   at: assignment.targetRange, hint: "use '=' to set it first")
            return nil
        }
        guard case .value(let lhs) = old, case .value(let rhs) = right else {
            report(.rulesNilInExpression, "'\(assignment.op.rawValue)' cannot combine 'nil'",
                   at: assignment.range, hint: "'nil' only removes a rule: '\(assignment.target.rawValue) = nil'")
            return nil
        }
        let opRange = SourceRange(start: assignment.targetRange.end, end: assignment.value.range.start)
        return arithmetic(op, lhs, rhs, at: opRange, rhsRange: assignment.value.range).map(RuleSnapshot.value)
    }

    private mutating func set(_ name: RuleName, to snapshot: RuleSnapshot, priority: LayoutPriority,
                              origin: SourceOrigin) {
        values[name] = snapshot
        let axis = name.axis
        let superviewSize = RuleLinearValue(.reference(.superviewSize(axis)))
        var stored: RuleValue?
        if case .value(let value) = snapshot {
            let resolved = value.resolved(for: axis)
            if case .position(_, true) = name.role {
                stored = (superviewSize - resolved).ruleValue
            } else {
                stored = resolved.ruleValue
            }
        }
        if case .position(_, true) = name.role {
            // CSLayout stores `tb = v` as `tt = height - v`: reading `tt` sees that.
            switch snapshot {
            case .value(let value): values[name.nearEdgeName] = .value(superviewSize - value)
            case .nothing: values[name.nearEdgeName] = .nothing
            }
        }
        rules.append(Rule(name: name.nearEdgeName, value: stored, priority: priority, origin: origin))
    }

    // MARK: Evaluating values

    private mutating func evaluate(_ expression: RuleExpression) -> RuleSnapshot? {
        switch expression {
        case .number(let value, _):
            return .value(RuleLinearValue(constant: value))
        case .percent(let value, let axis, _):
            return .value(Self.percent(value, axis))
        case .placeholder(let kind, let index, let range):
            return placeholder(kind, index: index, at: range)
        case .reference(let name, let range):
            guard let snapshot = values[name] else {
                report(.rulesUnsetRule, "rule '\(name.rawValue)' is read before it is set", at: range,
                       hint: "set '\(name.rawValue)' in an earlier rule, or write the value itself")
                return nil
            }
            return snapshot
        case .geometry(let other, let name, _):
            return .value(geometry(of: other, name))
        case .nothing:
            return .nothing
        case .negate(let operand, let range):
            guard let value = evaluate(operand) else { return nil }
            guard case .value(let linear) = value else {
                report(.rulesNilInExpression, "'nil' cannot be negated", at: range,
                       hint: "'nil' only removes a rule: 'tt = nil'")
                return nil
            }
            return .value(-linear)
        case .chain(let first, let rest):
            let start = evaluate(first)
            // The running value is kept apart from any enum so that sums grow in place (a copy
            // per step would make a long sum quadratic).
            var running: RuleLinearValue?
            var failed = start == nil
            if case .value(let value)? = start { running = value }
            var isNothing = start == .nothing
            for step in rest {
                let rhs = evaluate(step.operand)
                guard !failed, let rhs else {
                    failed = true
                    continue
                }
                guard !isNothing, var left = running, case .value(let right) = rhs else {
                    report(.rulesNilInExpression, "'nil' cannot be used with '\(step.op.rawValue)'", at: step.operatorRange,
                           hint: "'nil' only removes a rule: 'tt = nil'")
                    failed = true
                    continue
                }
                running = nil
                switch step.op {
                case .add: left.formSum(right, sign: 1)
                case .subtract: left.formSum(right, sign: -1)
                case .multiply, .divide:
                    guard let product = arithmetic(step.op, left, right, at: step.operatorRange,
                                                   rhsRange: step.operand.range) else {
                        failed = true
                        continue
                    }
                    left = product
                }
                // Every term is checked only after a product: a sum checks its terms once, below.
                let product = step.op == .multiply || step.op == .divide
                guard product ? left.isFinite : left.constant.isFinite else {
                    report(.rulesInvalidNumber, "the value is not finite after '\(step.op.rawValue)'",
                           at: step.operatorRange, hint: "keep numbers within ±1.7e308")
                    failed = true
                    continue
                }
                running = left
                isNothing = false
            }
            if failed { return nil }
            if let running, !running.isFinite {
                report(.rulesInvalidNumber, "the value is not finite", at: expression.range,
                       hint: "keep numbers within ±1.7e308")
                return nil
            }
            return running.map(RuleSnapshot.value) ?? start
        case .assignment(let assignment):
            // Chains are handled by `assign`; a nested assignment cannot appear elsewhere.
            report(.rulesUnexpectedToken, "an assignment cannot be part of a value", at: assignment.range)
            return nil
        }
    }

    private mutating func arithmetic(_ op: RuleBinaryOperator, _ lhs: RuleLinearValue, _ rhs: RuleLinearValue,
                                     at opRange: SourceRange, rhsRange: SourceRange) -> RuleLinearValue? {
        switch op {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply:
            if lhs.isConstant { return rhs * lhs.constant }
            if rhs.isConstant { return lhs * rhs.constant }
            report(.rulesNonlinear, "cannot multiply two values that both depend on geometry", at: opRange,
                   hint: "rule values are linear: multiply geometry by numbers only")
            return nil
        case .divide:
            guard rhs.isConstant else {
                report(.rulesNonlinear, "cannot divide by a value that depends on geometry", at: rhsRange,
                       hint: "rule values are linear: divide by numbers only")
                return nil
            }
            guard rhs.constant != 0 else {
                report(.rulesDivisionByZero, "division by zero", at: rhsRange)
                return nil
            }
            return lhs * (1 / rhs.constant)
        }
    }

    private static func percent(_ value: Double, _ axis: LayoutAxis?) -> RuleLinearValue {
        let term: RuleLinearValue.Term = axis.map { .reference(.superviewSize($0)) } ?? .ruleAxisSize
        return RuleLinearValue(term, value / 100)
    }

    /// `other.name`: CSLayout's geometry of another view, measured like the rule of that name
    /// when the rules are evaluated.
    private mutating func geometry(of other: String, _ name: RuleName) -> RuleLinearValue {
        if viewNameSet.insert(other).inserted { viewNames.append(other) }
        return RuleLinearValue(.reference(.geometry(view: other, name)))
    }

    private mutating func placeholder(_ kind: RulePlaceholder, index: Int, at range: SourceRange) -> RuleSnapshot? {
        let written: String
        switch kind {
        case .number: written = "%f"
        case .percent: written = "%f%"
        case .geometry(let name): written = "%\(name.rawValue)"
        }
        guard index < arguments.count else {
            report(.rulesMissingArgument,
                   "no argument for '\(written)' (placeholder \(index + 1), \(Self.count(arguments.count, "argument")) given)",
                   at: range, hint: "pass one argument per placeholder, in the order they are written")
            return nil
        }
        switch (kind, arguments[index]) {
        case (.number, .number(let value)):
            return .value(RuleLinearValue(constant: value))
        case (.percent(let axis), .number(let value)):
            return .value(Self.percent(value, axis))
        case (.geometry(let name), .geometry(let other)):
            return .value(geometry(of: other, name))
        case (.number, .geometry(let other)), (.percent, .geometry(let other)):
            report(.rulesArgumentMismatch,
                   "argument \(index + 1) for '\(written)' must be a number, found the view '\(other)'",
                   at: range, hint: "pass .number(...) for '%f'")
            return nil
        case (.geometry, .number(let value)):
            report(.rulesArgumentMismatch,
                   "argument \(index + 1) for '\(written)' must be a view, found the number \(ConstraintDescriptor.format(value))",
                   at: range, hint: "pass .geometry(view:) for '\(written)'")
            return nil
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    mutating func checkArgumentCount(placeholders: Int, end: SourceLocation) {
        guard arguments.count > placeholders else { return }
        report(.rulesExtraArguments,
               "\(Self.count(arguments.count, "argument")) given but the rules have \(Self.count(placeholders, "placeholder"))",
               at: SourceRange(start: end, end: end), hint: "remove the extra arguments or add placeholders")
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, at range: SourceRange, hint: String? = nil) {
        diagnostics.append(Diagnostic(id, message, at: range, hint: hint))
    }

    /// The rules set, in order.
    func program() -> RuleProgram {
        RuleProgram(view: view, rules: rules, viewNames: viewNames)
    }
}

/// What a rule holds after the rules so far in the text: a value, or `nil` (removed).
enum RuleSnapshot: Sendable, Equatable {
    case value(RuleLinearValue)
    case nothing
}
