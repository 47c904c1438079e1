/// A symbol of the tableau is an integer id; its kind says how the simplex may use it.
///
/// Ids index flat arrays (`Tableau.kinds`, `basicRow`, `columns`), so the hot loops never
/// hash. Ids of released symbols are reused, which keeps the arrays from growing under a
/// long add/remove churn.
typealias SymbolID = Int32

enum SymbolKind: UInt8 {
    /// A released id, waiting for reuse.
    case free
    /// A user variable: unrestricted in sign, may be basic with any value.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): `>= 0`.
    case slack
    /// The error of a non-required constraint: `>= 0`, and it costs in the objective.
    case error
    /// The marker of a tracked required equality (`EqualityTracking.tracked`): always 0,
    /// never priced or brought in by the simplex, but its column records how every row
    /// depends on the constraint, so that removing it is a pivot.
    case dummy
    /// The key symbol of an objective row (one per priority level); in no row.
    case objective

    /// Restricted symbols must stay non-negative when basic.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
    /// Symbols the primal and dual simplex may bring into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}
