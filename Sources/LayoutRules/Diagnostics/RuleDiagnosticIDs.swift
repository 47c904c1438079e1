import LayoutIR

/// The kinds of diagnostic the rule language (CSLayout's SLL) reports.
extension DiagnosticID {
    /// A character that cannot start any token (`#`).
    public static let rulesInvalidCharacter = DiagnosticID("rules.invalidCharacter")
    /// A token where another was needed: `expected a value after '=', found ','`.
    public static let rulesUnexpectedToken = DiagnosticID("rules.unexpectedToken")
    /// A rule name that is not one of CSLayout's (`tl`, `mimw`).
    public static let rulesUnknownRule = DiagnosticID("rules.unknownRule")
    /// `name.xx` or `%xx` with `xx` not a geometry name.
    public static let rulesUnknownGeometry = DiagnosticID("rules.unknownGeometry")
    /// A rule read (`ll = tt`, `ll += 5`) before any value was given to it.
    public static let rulesUnsetRule = DiagnosticID("rules.unsetRule")
    /// A product of two geometries, or a division by one: not a linear constraint.
    public static let rulesNonlinear = DiagnosticID("rules.nonlinear")
    /// Parentheses, signs or chained assignments nested deeper than the parser allows.
    public static let rulesNestingTooDeep = DiagnosticID("rules.nestingTooDeep")
    /// A number that is not finite (`1e309`), or arithmetic whose result is not.
    public static let rulesInvalidNumber = DiagnosticID("rules.invalidNumber")
    /// A division by a constant zero.
    public static let rulesDivisionByZero = DiagnosticID("rules.divisionByZero")
    /// `nil` used inside arithmetic; it may only be a whole value (`tt = nil`).
    public static let rulesNilInExpression = DiagnosticID("rules.nilInExpression")
    /// A priority outside `0 < p <= 1000`, or an unknown priority name.
    public static let rulesInvalidPriority = DiagnosticID("rules.invalidPriority")
    /// A placeholder with no argument left for it.
    public static let rulesMissingArgument = DiagnosticID("rules.missingArgument")
    /// A placeholder given the wrong kind of argument (a number for `%ll`).
    public static let rulesArgumentMismatch = DiagnosticID("rules.argumentMismatch")
    /// More arguments than placeholders.
    public static let rulesExtraArguments = DiagnosticID("rules.extraArguments")
    /// Rules that read each other in a cycle (`a` reads `b`, `b` reads `a`), or a view's rules
    /// reading the view itself: CSLayout lays a view out after the views it reads, so none of
    /// them could go first. Reported by the engine that installs the rules.
    public static let rulesCycle = DiagnosticID("rules.cycle")
}
