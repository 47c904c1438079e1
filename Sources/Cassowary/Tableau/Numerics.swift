/// The solver's numeric tolerances, in one place (documented in the catalog's Numerics
/// article; the layout modules keep theirs in `LayoutSupport.Tolerance`).
///
/// The tableau works in floating point, so "zero" has to be decided. A bare absolute epsilon
/// (kiwi's 1e-8) is wrong at both ends: it throws away a legitimate coefficient of 1e-9 and
/// keeps rounding residue of 1e-5 left by the cancellation of two values near 1e11. So every
/// new row is scaled by a power of two (exactly, no rounding) until its largest coefficient is
/// in `[1, 2)`, and a sum is zero when it cancelled to a tiny fraction of its operands, not
/// when it is small in absolute terms.
enum Numerics {
    /// A sum `a + b` whose magnitude is at most this fraction of its larger operand cancelled:
    /// it is exactly zero. About 45 units in the last place: above the rounding of the few
    /// operations that made each operand, and low enough that a real difference between
    /// large intermediate values (a coefficient of 5e-4 left from two near 1e9) is kept: a
    /// looser threshold (1e-12 was tried) drops such terms and breaks required constraints.
    static let cancellation = 1.0e-14

    /// A new row whose coefficients (dummies aside) are all below this fraction of the largest
    /// product that went into them after its substitutions collapsed: they are residue, and
    /// the row restates (or contradicts) rows already in the tableau. Below the supported
    /// ``spread`` of 1e12, so a legitimate small coefficient of the constraint itself keeps the
    /// row; above ``cancellation``, since the residue of several sums adds up.
    static let collapse = 1.0e-13

    /// A coefficient below this fraction of the largest coefficient of the rows it was
    /// computed from (their terms; a basic symbol's implicit 1 does not count) is underflow:
    /// too small to change the row's value, it is dropped (``isUnderflow(_:scale:)``).
    ///
    /// Relative, not absolute: a new row is normalised to a largest coefficient near 1, but a
    /// row solved for its subject is not, and its terms may all be small (8.1e-5 beside a
    /// coupling of 1e-9): the product 3.3e-17 of two of its coefficients is a real term there,
    /// and dropping it as residue left a weak line off by 0.279 (oracle seed 30416). A
    /// difference of two terms near 3e-10 that kept 1.6e-8 of them (two near-parallel required
    /// rows) is real too; dropped, it took a required inequality out of the tableau (seed
    /// 30396). Residue of terms that should have cancelled is the business of
    /// ``cancellation`` and ``collapse``, not of this.
    static let underflow = 1.0e-15

    /// Whether a coefficient `c`, computed from rows whose largest coefficient is `scale`, is
    /// underflow (see ``underflow``): below ``underflow`` times `scale`, or subnormal.
    ///
    /// Callers test `abs(c) < underflow` first, so the row's scale is computed (O(*n*)) only
    /// for a coefficient that small, which layout rows never make.
    @inline(__always)
    static func isUnderflow(_ c: Double, scale: Double) -> Bool {
        let a = abs(c)
        return a < underflow * scale || a < Double.leastNormalMagnitude
    }

    /// A pivot element (the coefficient of the entering symbol in the leaving row, or of the
    /// subject in a new row, whose largest coefficient is near 1) must reach this in
    /// magnitude: dividing by rounding residue would blow the row up.
    static let pivot = 1.0e-11

    /// A reduced cost is zero (it prices its symbol at zero at its level: the symbol does not
    /// enter there, and a lower level may move it) when its magnitude is below this times its
    /// level's scale, the level row's largest coefficient, at least 1
    /// (``isZeroCost(_:scale:)``): the rounding of the level's terms that made it.
    ///
    /// Relative, not absolute: a cost is a sum of the level's weights times coefficients of
    /// the rows substituted into it, and it carries their rounding. Residue of 2.2e-12 beside
    /// costs of 3 and 6 (a medium weight of 3 times 7.3e-13 left in an error row by an
    /// equality stated twice), multiplied by 10 in a pivot, is a cost of -2.18e-11: past an
    /// absolute 1e-11, it made two errors enter with steps of 1e9 that only the weak level
    /// paid for (2e11 where 2.0e9 is the optimum). Also the absolute tolerance of the dual
    /// simplex's ratio comparisons.
    static let cost = 1.0e-11

    /// A reduced cost of at least this magnitude is never zero, whatever its level's scale:
    /// only a cost below it pays for the scan of its level's row that finds the scale
    /// (``LevelScales``). Layout costs (weights times coefficients of ±1 or a few hundred)
    /// never fall below it. So the relative test stops at levels whose coefficients reach
    /// 1e5 (`costScan / cost`): there a cost from 1e-6 up counts as real.
    ///
    /// A level's largest coefficient bounds the rounding of its costs loosely, and a real cost
    /// far below it is taken for residue by this test (a strong cost of 7.8e-11 beside 7144:
    /// oracle seed 30410 missed a soft level's optimum; 31104 and 31433, a cost of 1.2e-8
    /// beside 4.2e11 and 2.5e-7 beside 3e5, pass since the trade bar and the levels' units of
    /// branch softopt). A bound of 1e-9 here kept two of those right but lost more residue
    /// than it kept (the oracle's numerics profile: 2695 passing, not 2698); the pricing now
    /// tells them apart by each cost's own tracked rounding (``provenCost``,
    /// ``RowTerm/rounding``).
    static let costScan = 1.0e-6

    /// A cost the level's scale calls zero (``isZeroCost(_:scale:)``) is real all the same when
    /// it exceeds this many times its objective row's tracked rounding (``Row/rounding``, a
    /// bound on any coefficient's distance from exact arithmetic through the same operations),
    /// or, at or above ``cancellation`` of its level's unit, this many times its own term's
    /// (``RowTerm/rounding``): its sign is then the exact cost's. Four, not one, for the bounds' own rounding and the
    /// products of a pivot not yet counted in them.
    static let provenCost = 4.0

    /// Whether the reduced cost `c`, at a level whose scale (the largest coefficient of its
    /// objective row) is `scale`, is zero: below ``cost`` times `max(1, scale)`, with the
    /// scale looked at only for a cost below ``costScan``.
    @inline(__always)
    static func isZeroCost(_ c: Double, scale: () -> Double) -> Bool {
        let a = abs(c)
        if a < cost { return true }
        if a >= costScan { return false }
        return a < cost * Swift.max(1, scale())
    }

    /// The absolute floor of ``tolerance(_:)``: a restricted basic value above minus this is
    /// feasible whatever its row's magnitude.
    static let feasibility = 1.0e-9

    /// The rounding a value may carry, as a fraction of the largest value it was computed
    /// from (a row's ``Row/magnitude``): about 1e5 units in the last place, room for the
    /// rounding of the chains of pivots a tableau makes, and far below the accuracy promise.
    static let relativeFeasibility = 1.0e-13

    /// How far from zero a value computed from values up to `magnitude` may be and still be
    /// zero: ``feasibility``, or ``relativeFeasibility`` of `magnitude`, whichever is larger.
    /// One test for every decision about a row in the tableau: a restricted row is feasible
    /// when its constant is above minus this (the dual simplex repairs only rows below it,
    /// the primal ratio test lets a step leave a row that far below zero, and
    /// ``Solver/invariantViolations()`` holds the tableau to it). A row whose
    /// constant was computed from values near 1e11 may be 0.01 below zero; a row of layout
    /// values near 1 is held to 1e-9.
    @inline(__always)
    static func tolerance(_ magnitude: Double) -> Double {
        Swift.max(feasibility, relativeFeasibility * magnitude)
    }

    /// The constant of a new row that has nothing left to vary (a restated or contradicting
    /// required equality, or phase one's artificial objective at its minimum) is zero when it
    /// is at most this: ``feasibility``, or 1e-11 of `magnitude`, the largest product of a
    /// coefficient and a substituted row's constant that went into it (see `makeRow`). Looser
    /// than ``tolerance(_:)`` relative to its magnitude because that magnitude counts the
    /// products of this one substitution only, not the rounding each substituted constant
    /// already carried.
    @inline(__always)
    static func residue(_ magnitude: Double) -> Double {
        Swift.max(feasibility, restatement * magnitude)
    }

    /// The fraction of the products that went into a new row's constant (``residue(_:)``)
    /// or, when that constant is zero, into its coefficients, below which they are rounding
    /// residue: the row restates the tableau. Looser than ``collapse`` because those products
    /// are of this one substitution, while the rounding is also that of every operation that
    /// made the rows substituted (4e-13 of them is seen after a few dozen).
    static let restatement = 1.0e-11

    /// A primal pivot element below this fraction of the largest candidate of its column is
    /// weak: the ratio test then prefers the largest pivot among the rows a step may reach
    /// within their ``tolerance(_:)`` (the second pass of Harris's test) to Bland's choice.
    /// Layout columns (coefficients ±1, multipliers up to a few hundred) never get there, so
    /// they keep Bland's rule and its guarantee against cycling.
    static let weakPivot = 1.0e-6

    /// The promise for required constraints: at the solver's values, `|Σ aᵢ·xᵢ + c|` is at
    /// most this times `|c| + Σ |aᵢ|·max(1, |xᵢ|)`. A required constraint that would not hold
    /// to it when added (an ill-conditioned system) is refused with
    /// `SolverError.coefficientRange`.
    static let accuracy = 1.0e-9

    /// A pivot element below this, relative to the largest coefficient of its row, may be
    /// rounding noise (near-parallel rows leave such coefficients): an operation that pivots on
    /// one has lost precision (see ``lossy``).
    static let suspectPivot = 1.0e-7

    /// A coefficient sum that kept less than this fraction of its larger operand lost more than
    /// three of its sixteen digits to cancellation: it survives as a term, but its rounding is
    /// more than a thousand units in the last place of its own size, or it may be residue of
    /// terms that should have cancelled (near-parallel rows leave those), and a constant it
    /// multiplies carries that rounding times the value (2.4999999999979585 for 2.5, from
    /// values near 2500, times 5e5 put 1.1e-7 into a constant near 16). An operation that
    /// makes one re-checks every required constraint against ``accuracy`` before it is kept.
    /// Layout rows (small integers, halves) cancel exactly or not at all, so they never pay for
    /// the check. (1e-6 missed the case above.)
    static let lossy = 1.0e-3

    /// A coefficient below this fraction of its row's largest may be rounding residue of terms
    /// that should have cancelled: a suggestion's shift through it is as uncertain as the
    /// change times the row's largest coefficient (see `Tableau.residueMagnitude`). Also the
    /// absolute bound below which the row is scanned at all, which layout coefficients (±1,
    /// multipliers up to a few hundred) never reach.
    static let residueCoefficient = 1.0e-6

    /// A suggestion to or from a value beyond this in magnitude checks the required
    /// constraints even on a tableau that never lost precision and when its own arithmetic
    /// noted no loss: its shifts may leave constants near 800 with the rounding of values near
    /// 2e11 (a suggestion of 2e9 and back to 8). Layout coordinates stay far below it, so a
    /// resize never pays for the check.
    static let largeSuggestion = 1.0e6

    /// A kept sum below this fraction of its larger operand is the accumulated rounding of a
    /// real zero (a few dozen operations on values near 1 leave about 1e-13), not the sign of
    /// near-parallel rows, whose real differences the supported range keeps above it: it does
    /// not count as lost precision. (Should it ever be pivoted on, ``suspectPivot`` notes it.)
    /// Without this floor, layouts with equal widths (thirds, sevenths) set the note and every
    /// resize paid for the check.
    static let lossyFloor = 1.0e-11

    /// A constraint whose coefficients spread beyond this (within the supported ``spread``)
    /// makes the operation count as having lost precision: its arithmetic mixes magnitudes
    /// that far apart, so a later verdict (an unsatisfiable constraint found by phase one) is
    /// worth a rebuild before it is believed. Layout constraints (multipliers up to a few
    /// hundred) stay below it.
    static let wideSpread = 1.0e4

    /// Whether the sum `sum` of operands `a` and `b` (a coefficient kept as a term, or a
    /// row's constant) lost precision (see ``lossy``).
    @inline(__always)
    static func lostPrecision(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        let m = Swift.max(abs(a), abs(b))
        return abs(sum) < lossy * m && abs(sum) > lossyFloor * m
    }

    /// The rounding a row's constant carries from its operands, as a fraction of its
    /// magnitude, for ``lostPrecision(constant:magnitude:)``: about 5 units in the last place,
    /// a few operations' worth.
    static let constantRounding = 1.0e-15

    /// Whether a row's constant may carry more rounding than the accuracy promise allows a
    /// value of its size: the rounding of the operands it was computed from (its row's
    /// ``Row/magnitude``), ``constantRounding`` of them, exceeds ``accuracy`` of
    /// `max(1, |constant|)`. A value of 2 left from values near 2e11, or 800 after a
    /// suggestion of 2e9 and back, carries 1e-4 of rounding; a layout's values (below 1e6)
    /// never get there, however small their differences, so a resize never pays for a check
    /// (at 1e-14 a chain 108,008 wide did, and its resizes took 4.5 times as long).
    @inline(__always)
    static func lostPrecision(constant: Double, magnitude: Double) -> Bool {
        constantRounding * magnitude > accuracy * Swift.max(1, abs(constant))
    }

    /// The relative rounding of one operation, a unit in the last place of 1 (2⁻⁵²): twice
    /// the rounding to nearest, so that a product by a rounded factor is covered too.
    static let roundingUnit = Double.ulpOfOne

    /// The exact error of the floating-point sum `sum = a + b` (Knuth's TwoSum: `a + b` is
    /// `sum` plus this, exactly, barring overflow). Zero when the sum is exact, as layout sums
    /// are.
    @inline(__always)
    static func sumError(_ a: Double, _ b: Double, _ sum: Double) -> Double {
        let bb = sum - a
        return (a - (sum - bb)) + (b - bb)
    }

    /// The number of trailing zero bits of `x`'s significand (52 for a power of two or zero):
    /// a product of two numbers is exact when the two counts reach 53 (their significands
    /// then fit in one), as products of small integers and halves do.
    @inline(__always)
    static func trailingZeros(_ x: Double) -> Int {
        (x.bitPattern | (1 << 52)).trailingZeroBitCount
    }

    /// A bound on the rounding of a product that may not be exact: half a unit in its last
    /// place.
    @inline(__always)
    static func productRounding(_ product: Double) -> Double {
        0.5 * roundingUnit * abs(product)
    }

    /// The uncertainty of `sum`, the constant `base + factor · value` as kept (`raw`, or zero
    /// when it cancelled, see ``add(_:_:)``): `carried` (what the operands already carried),
    /// the product's rounding unless it is exact, the sum's exact error, and a value snapped
    /// to zero. Exact arithmetic (layouts) adds nothing, and a factor of a power of two (±1
    /// in layouts) skips the product's check.
    @inline(__always)
    static func uncertainty(
        of sum: Double, raw: Double, adding factor: Double, times value: Double, to base: Double, carried: Double
    ) -> Double {
        let product = factor * value
        var u = carried + abs(sumError(base, product, raw))
        if raw != sum { u += abs(raw) }
        if factor.significandBitPattern != 0, trailingZeros(factor) &+ trailingZeros(value) < 53 {
            u += productRounding(product)
        }
        return u
    }

    /// Whether an uncertainty the operation put into a row's constant (a coefficient's
    /// carried rounding, ``Row/rounding``, times the value substituted through it) exceeds
    /// the promise for a value of the constant's size (``accuracy``, as
    /// ``lostPrecision(constant:magnitude:)`` judges the constant's own operands).
    /// 2.004008016032003 for 2/0.998, left by a cancellation that kept 2e-3 of its operands,
    /// carries about 1e-13; through values near 3.3e7 it put 9.5e-7 into a constant of -75.
    /// Exact layout coefficients carry nothing, whatever the coordinates.
    @inline(__always)
    static func lostPrecision(uncertainty: Double, constant: Double) -> Bool {
        uncertainty > accuracy * Swift.max(1, abs(constant))
    }

    /// The largest ratio between the largest and the smallest non-zero coefficient of one
    /// constraint as written (after combining repeated variables): 1e-6 to 1e6 around any
    /// scale. Beyond it, `SolverError.coefficientRange`.
    static let spread = 1.0e12

    /// Whether coefficients whose largest and smallest magnitudes are `largest` and
    /// `smallest` are within ``spread``, to the rounding of the coefficients themselves (8
    /// units in the last place): the range is one of the numbers as the user means them,
    /// and `1e6·k` and `1e-6·k` computed in `Double` have a ratio above or below 1e12 by
    /// a unit in the last place, as `k` falls (1000000.8596677814 and
    /// 1.0000008596677813e-06, a ratio of 1e12·(1 + 9.7e-17), were refused: oracle seed
    /// 32746). Even `1e6` and `1e-6` themselves are 1e12·(1 + 4.5e-17) apart exactly.
    @inline(__always)
    static func isWithinSpread(largest: Double, smallest: Double) -> Bool {
        largest <= spread * smallest * (1 + 8 * roundingUnit)
    }

    /// The largest magnitude of a constraint's constant divided by its largest coefficient (the
    /// size of the values it asks for). Beyond it, `SolverError.coefficientRange`.
    static let magnitude = 1.0e100

    /// A new row is solved for an external variable whose coefficient is at least this
    /// fraction of the largest external coefficient of the row (threshold partial pivoting):
    /// solving `2e-6·a - 10·b <= 5e5` for `a` would make `a` near 1e11 and a later `a == 0.14`
    /// inaccurate. Layout rows (coefficients ±1) are unaffected.
    static let subjectRatio = 1.0e-3

    /// Whether a new row (normalised: largest coefficient near 1) may be solved for a symbol
    /// with this coefficient. A coefficient of at least ``pivot`` may; a smaller one may be the
    /// residue of near-parallel rows or a real, tiny coefficient of a nearly degenerate system,
    /// and they are told apart by the value the symbol would take: a residue implies a value
    /// far beyond anything the row was computed from (1e15 from values near 1e3), a real one
    /// a value of its scale. A tiny coefficient is used when that value is at most 1e9 times
    /// `magnitude`.
    @inline(__always)
    static func isSubject(_ coefficient: Double, constant: Double, magnitude: Double) -> Bool {
        let a = abs(coefficient)
        return a >= pivot || (a >= underflow && abs(constant) <= 1.0e9 * Swift.max(1, magnitude) * a)
    }

    /// Whether `a + b == sum` cancelled: `sum` is rounding residue of the two operands.
    @inline(__always)
    static func cancelled(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        let m = Swift.max(abs(a), abs(b))
        // An infinite sum never cancelled: it must reach the overflow checks.
        return abs(sum) <= cancellation * m && sum.isFinite
    }

    /// `a + b`, with the result snapped to exactly zero when it cancelled.
    @inline(__always)
    static func add(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        return cancelled(sum, a, b) ? 0 : sum
    }

    /// The power of two that scales a row whose largest coefficient is `largest` to `[1, 2)`:
    /// multiplying by it is exact.
    static func normalizer(_ largest: Double) -> Double {
        guard largest.isNormal else { return 1 }
        return Double(sign: .plus, exponent: -largest.exponent, significand: 1)
    }
}
