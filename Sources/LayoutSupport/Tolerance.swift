/// The numeric tolerances of the layout modules, in one place. (The solver keeps its own, in
/// `Cassowary`, which stands alone.)
package enum Tolerance {
    /// Two lengths in points closer than this are the same length: a root size the solver
    /// met, a value an ambiguity probe could not move. Far below a pixel at any scale, far
    /// above the solver's rounding on layouts of millions of points.
    package static let length = 1e-6

    /// A measured size that changed by less than this has not changed: no new layout pass.
    package static let measurement = 1e-9

    /// A coefficient that cancelled to less than this is zero (rule values that add and
    /// subtract the same geometry).
    package static let coefficient = 1e-12
}
