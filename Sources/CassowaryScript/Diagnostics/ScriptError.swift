/// What went wrong in a script, as a value: parse errors and the solver's objections.
///
/// ``message`` and ``hint`` turn it into text; tests and programs switch on the cases.
package enum ScriptError: Hashable, Sendable {
    // Reading the text.
    /// A character that starts no token: `$`.
    case unexpectedCharacter(String)
    /// A number too large for a `Double`: `1e400`.
    case numberOutOfRange(String)
    /// Something other than what the grammar allows here; `found` is quoted or `end of line`.
    case expected(String, found: String)
    /// A product of two expressions that both contain variables: `x * y`.
    case nonLinearProduct
    /// A division by an expression that contains variables: `x / y`.
    case nonLinearDivision
    /// A division by a constant that is zero: `x / 0`, `x / (2 - 2)`.
    case divisionByZero
    /// A strength name that is none of `required`, `strong`, `medium`, `weak`.
    case unknownStrength(String)
    /// A numeric priority outside `1...1000`.
    case priorityOutOfRange(String)
    /// A weight that is not a positive finite number.
    case invalidWeight(String)
    /// A weight on a required strength: required constraints are not weighed.
    case weightOnRequired
    /// A `suggest` value that contains variables.
    case nonConstantSuggestion
    /// Parentheses or signs nested deeper than ``ScriptParser`` follows (256 levels).
    case nestingTooDeep
    /// Arithmetic on large numbers that leaves a coefficient or constant infinite.
    case overflow

    // Running the commands.
    /// A required constraint that cannot hold with the required constraints already in the
    /// solver; `conflicts` are those it conflicts with (empty if it can never hold alone).
    case unsatisfiable(conflicts: [ConstraintReference])
    /// A label that names a constraint still in the solver.
    case duplicateLabel(String, definedOn: Int)
    /// `remove` of a label that names no constraint in the solver.
    case unknownLabel(String)
    /// `edit` of a variable that already is an edit variable.
    case duplicateEditVariable(String)
    /// `edit ... @required`.
    case requiredEditVariable(String)
    /// `suggest` for a variable that is not an edit variable.
    case notAnEditVariable(String)
    /// Any other refusal of the solver, with its description.
    case solver(String)
    /// A command whose solution overflows: the named variable's value would not be finite
    /// (`x == 1e308` then `y == 10 * x`). The command is undone where it can be.
    case nonFiniteValue(String)

    /// One line, lower case, no position: `expected ')', found end of line`.
    package var message: String {
        switch self {
        case .unexpectedCharacter(let c): return "unexpected character '\(c)'"
        case .numberOutOfRange(let text): return "number '\(text)' is out of range"
        case .expected(let what, let found): return "expected \(what), found \(found)"
        case .nonLinearProduct: return "non-linear term: both factors contain variables"
        case .nonLinearDivision: return "non-linear term: the divisor contains variables"
        case .divisionByZero: return "division by zero"
        case .unknownStrength(let name): return "unknown strength '\(name)'"
        case .priorityOutOfRange(let text): return "priority \(text) is outside 1...1000"
        case .invalidWeight(let text): return "weight \(text) is not a positive number"
        case .weightOnRequired: return "a required constraint has no weight"
        case .nonConstantSuggestion: return "the suggested value must be a constant"
        case .nestingTooDeep: return "expression nested too deeply"
        case .overflow: return "a coefficient or constant is too large"
        case .unsatisfiable(let conflicts):
            if conflicts.isEmpty { return "required constraint can never be satisfied" }
            return "required constraint cannot be satisfied: it conflicts with "
                + conflicts.map(\.description).joined(separator: ", ")
        case .duplicateLabel(let label, let line):
            return "duplicate label '\(label)': line \(line) defines it"
        case .unknownLabel(let label): return "no constraint labelled '\(label)'"
        case .duplicateEditVariable(let name): return "'\(name)' is already an edit variable"
        case .requiredEditVariable(let name): return "edit variable '\(name)' cannot be required"
        case .notAnEditVariable(let name): return "'\(name)' is not an edit variable"
        case .solver(let text): return text
        case .nonFiniteValue(let name): return "the value of '\(name)' overflows: it is not a finite number"
        }
    }

    /// What would fix it, where that is clear.
    package var hint: String? {
        switch self {
        case .nonLinearProduct: return "multiply by a constant only"
        case .nonLinearDivision: return "divide by a constant only"
        case .unknownStrength, .priorityOutOfRange:
            return "use required, strong, medium, weak or a priority 1...1000"
        case .duplicateLabel(let label, _): return "remove \(label) first, or choose another label"
        case .requiredEditVariable: return "use @strong, @medium, @weak or a priority below 1000"
        case .notAnEditVariable(let name): return "add 'edit \(name)' before suggesting a value"
        case .nonFiniteValue: return "keep coefficients, constants and values far below 1e308"
        default: return nil
        }
    }
}
