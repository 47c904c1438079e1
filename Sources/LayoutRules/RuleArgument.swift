/// The value of one placeholder of a rule text, for rules built in code.
///
/// CSLayout passes values through a C variadic list; here they are typed so that a mismatch is a
/// diagnostic rather than undefined behaviour. Placeholders take arguments in the order they are
/// written.
public enum RuleArgument: Sendable, Hashable {
    /// The value of a `%f` placeholder (or of `%f%`, a percentage).
    case number(Double)
    /// The view whose geometry a `%ll`-style placeholder reads (`%w`, `%ct`, ...).
    case geometry(view: String)
}
