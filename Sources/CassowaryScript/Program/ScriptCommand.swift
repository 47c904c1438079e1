import Cassowary

/// One command of a script, with its variables and constraint objects already made.
package enum ScriptCommand: Sendable {
    /// Add a constraint, optionally named so that `remove` can find it.
    case add(LinearConstraint, label: String?)
    /// Remove the constraint with this label.
    case remove(label: String)
    /// Make a variable an edit variable (the strength defaults to strong).
    case edit(Variable, strength: Strength)
    /// Suggest a value for an edit variable.
    case suggest(Variable, value: Double)
    /// Print every variable's value.
    case print
}
