/// The scale of each objective level (its row's largest coefficient), against which a reduced
/// cost is judged zero (``Numerics/isZeroCost(_:scale:)``), found when a cost first needs it.
///
/// Only a cost between ``Numerics/cost`` and ``Numerics/costScan`` in magnitude needs its
/// level's scale, and layout costs (weights times coefficients of ±1 or a few hundred) never
/// fall there, so a layout's pricing never scans an objective row. A scale is valid until the
/// next pivot changes the rows: the primal simplex makes a new one per entering choice.
struct LevelScales {
    /// Per level: its scale, or -1 until first needed.
    private var scales: [Double]

    /// No scale known yet for any level.
    ///
    /// Nothing is allocated until a scale is first needed (rarely, and never for a layout):
    /// the primal simplex makes one of these per entering choice.
    init() { scales = [] }

    /// The scale of level `level`, whose objective row is `row`: its largest coefficient.
    ///
    /// - Complexity: O(*n*) for the *n* terms of the row the first time, O(1) after.
    mutating func scale(of level: Int, row: RowView) -> Double {
        if level >= scales.count { scales.append(contentsOf: repeatElement(-1, count: level + 1 - scales.count)) }
        if scales[level] < 0 { scales[level] = row.largestCoefficient }
        return scales[level]
    }
}
