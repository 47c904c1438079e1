/// One term of a tableau row: 16 bytes (the bound sits in the padding beside the symbol).
struct RowTerm {
    var symbol: SymbolID
    /// A bound on how far ``coefficient`` may be from the value exact arithmetic would have
    /// given it through the same operations, since the term last entered its row (see
    /// ``rounding``); single precision, rounded up, as the rows' own bounds.
    var roundingBound: Float
    var coefficient: Double

    @inline(__always)
    init(symbol: SymbolID, coefficient: Double) {
        self.symbol = symbol
        roundingBound = 0
        self.coefficient = coefficient
    }

    @inline(__always)
    init(symbol: SymbolID, coefficient: Double, roundingBound: Float) {
        self.symbol = symbol
        self.roundingBound = roundingBound
        self.coefficient = coefficient
    }

    /// This coefficient's own rounding bound: its operands' bounds carried through each sum
    /// and product that made it (a product by a coefficient that itself carries rounding adds
    /// that rounding times the other operand), each product's and sum's own rounding, zero
    /// while every operation was exact (layouts). Unlike the row's ``Row/rounding`` (one
    /// number, set by its largest coefficients), it lets a small real coefficient beside
    /// large ones be told from residue (see `Solver.pricedCost`). A term that cancelled out
    /// of its row and came back later does not carry what was dropped: that goes into the
    /// row's bound only.
    var rounding: Double {
        @inline(__always) get { Double(roundingBound) }
        @inline(__always) set { roundingBound = Row.bound(newValue) }
    }
}

/// A sparse linear row `constant + Σ coefficient·symbol`, terms sorted by symbol id with no
/// zero coefficients (zero as ``Numerics`` decides it: cancelled or underflowed).
///
/// Stored in the tableau, a row reads `basic = constant + Σ terms`. Sorted terms make a merge
/// linear and a lookup logarithmic, and keep every operation deterministic.
struct Row {
    var constant: Double
    var terms: [RowTerm]
    /// The largest magnitude of an operand of the sums that made ``constant`` (at least its
    /// own): its rounding is relative to this, not to the constant, which may be the small
    /// difference of values near 1e11. Scaled with the row; it never shrinks otherwise. Whether the constant is feasible, or zero, is judged against it
    /// (``Numerics/tolerance(_:)``).
    var magnitude: Double
    /// A bound on the rounding any one coefficient carries: how far it may be from the value
    /// exact arithmetic would have given it through the same operations, on the row's scale.
    /// Zero while every operation that made the row was exact, which layout arithmetic (±1,
    /// halves, integral multipliers) is at any coordinate; a substitution through one of the
    /// row's coefficients then adds this bound times the substituted constant to the row's
    /// constant, which is what decides whether the operation lost precision (see
    /// ``Numerics/lostPrecision(uncertainty:constant:)``).
    var rounding: Double {
        @inline(__always) get { Double(roundingBound) }
        @inline(__always) set { roundingBound = Row.bound(newValue) }
    }
    /// A bound on how far ``constant`` may be from the value exact arithmetic would have given
    /// it through the same operations: the exact error of each sum (TwoSum), each product
    /// that may round, the coefficients' ``rounding`` times the values substituted through
    /// them, and the other rows' uncertainty times the factors they were added with. Zero in
    /// layouts (integral and halved values cancel exactly), so chains of pivots compound
    /// nothing there; beyond ``Numerics/accuracy`` of the constant's size, the operation lost
    /// precision (``Numerics/lostPrecision(uncertainty:constant:)``).
    var uncertainty: Double {
        @inline(__always) get { Double(uncertaintyBound) }
        @inline(__always) set { uncertaintyBound = Row.bound(newValue) }
    }
    // The two bounds are kept in single precision, rounded up (a bound stays a bound; 2^-24
    // of it more is nothing), so that a row is 32 bytes, not 40: a layout's tableau holds
    // about four rows a view, and a large one runs at the speed its memory allows.
    var roundingBound: Float
    var uncertaintyBound: Float

    /// `x` in single precision, rounded toward +∞ (+∞ beyond `Float`'s range, which only
    /// makes the bound judge precision lost sooner).
    @inline(__always)
    static func bound(_ x: Double) -> Float {
        let f = Float(x)
        return Double(f) < x ? f.nextUp : f
    }

    init(constant: Double = 0, terms: [RowTerm] = []) {
        self.constant = constant
        self.terms = terms
        magnitude = abs(constant)
        roundingBound = 0
        uncertaintyBound = 0
    }

    /// Whether the constant, as the value of a restricted basic symbol, is non-negative
    /// within the rounding of the values it was computed from.
    @inline(__always)
    var isFeasible: Bool { constant >= -Numerics.tolerance(magnitude) }

    var isEmpty: Bool { terms.isEmpty }

    /// The position of `symbol` in `terms`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func position(of symbol: SymbolID) -> (index: Int, found: Bool) {
        terms.withUnsafeBufferPointer { RowPool.position(of: symbol, in: $0) }
    }

    /// - Complexity: O(log *n*).
    @inline(__always)
    func coefficient(of symbol: SymbolID) -> Double {
        terms.withUnsafeBufferPointer { RowPool.coefficient(of: symbol, in: $0) }
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it if the sum is zero
    /// (cancelled, or underflow relative to the row's terms and `coefficient`: see
    /// ``Numerics/isUnderflow(_:scale:)``).
    /// Returns +1 when the symbol was inserted, -1 when removed, 0 otherwise (for the index).
    ///
    /// - Complexity: O(*n*) (insertion shifts; the row's largest coefficient, for a sum below
    ///   ``Numerics/underflow`` only).
    @discardableResult
    mutating func add(_ coefficient: Double, to symbol: SymbolID) -> Int {
        var lossy = false
        return add(coefficient, to: symbol, lostPrecision: &lossy)
    }

    /// As ``add(_:to:)``, and sets `lostPrecision` when the kept sum lost precision
    /// (``Numerics/lossy``). The sum's exact error (nothing in layouts), or the value dropped
    /// as cancelled or underflow, is added to ``rounding``: a sum over the terms changed, not
    /// their largest, which is looser but needs no second bound.
    ///
    /// `carried` is the added coefficient's own rounding bound (``RowTerm/rounding``): the
    /// term's bound becomes its old one, plus that, plus the sum's exact error.
    @discardableResult
    mutating func add(
        _ coefficient: Double, to symbol: SymbolID, carrying carried: Double = 0, lostPrecision: inout Bool
    ) -> Int {
        let p = position(of: symbol)
        if p.found {
            let old = terms[p.index].coefficient
            let sum = old + coefficient
            let error = Numerics.sumError(old, coefficient, sum)
            if Numerics.cancelled(sum, old, coefficient) || isUnderflow(sum, beside: coefficient) {
                terms.remove(at: p.index)
                if sum != 0 || error != 0 { rounding += abs(sum) + abs(error) }
                return -1
            }
            if Numerics.lostPrecision(sum, old, coefficient) { lostPrecision = true }
            if error != 0 { rounding += abs(error) }
            let bound = terms[p.index].rounding + carried + abs(error)
            terms[p.index].coefficient = sum
            if bound != 0 { terms[p.index].rounding = bound }
            return 0
        }
        if isUnderflow(coefficient, beside: coefficient) {
            rounding += abs(coefficient)
            return 0
        }
        terms.insert(
            RowTerm(symbol: symbol, coefficient: coefficient, roundingBound: Row.bound(carried)), at: p.index)
        return 1
    }

    /// Whether `c`, a coefficient made by adding `operand` to this row, is underflow against
    /// the row's terms and the operand (``Numerics/isUnderflow(_:scale:)``); the row is
    /// scanned only for a `c` below ``Numerics/underflow``.
    @inline(__always)
    func isUnderflow(_ c: Double, beside operand: Double) -> Bool {
        guard !(abs(c) >= Numerics.underflow) else { return false }
        return Numerics.isUnderflow(c, scale: Swift.max(largestCoefficient, abs(operand)))
    }

    /// Removes the symbol's term and returns its coefficient (0 if absent).
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(_ symbol: SymbolID) -> Double { removeTerm(symbol).coefficient }

    /// Removes the symbol's term and returns it (a zero term, of no rounding, if absent).
    ///
    /// - Complexity: O(*n*).
    mutating func removeTerm(_ symbol: SymbolID) -> RowTerm {
        let p = position(of: symbol)
        guard p.found else { return RowTerm(symbol: symbol, coefficient: 0) }
        return terms.remove(at: p.index)
    }

    /// - Complexity: O(*n*).
    mutating func negate() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Whether the constant and every coefficient are finite.
    ///
    /// - Complexity: O(*n*).
    var isFinite: Bool {
        guard constant.isFinite else { return false }
        for t in terms where !t.coefficient.isFinite { return false }
        return true
    }

    /// The largest coefficient in magnitude (0 for no terms).
    ///
    /// - Complexity: O(*n*).
    var largestCoefficient: Double {
        var m = 0.0
        for t in terms { m = Swift.max(m, abs(t.coefficient)) }
        return m
    }

    /// - Complexity: O(*n*).
    @inline(__always)
    mutating func scale(by factor: Double) {
        constant *= factor
        magnitude *= abs(factor)
        rounding *= abs(factor)
        uncertainty *= abs(factor)
        let f = abs(factor)
        if factor.significandBitPattern == 0 {
            // A power of two: exact.
            for i in terms.indices {
                terms[i].coefficient *= factor
                if terms[i].roundingBound != 0 { terms[i].rounding = terms[i].rounding * f }
            }
        } else {
            uncertainty += Numerics.roundingUnit * abs(constant)
            // Each product rounds by half a unit in its last place, and the factor (minus the
            // inverse of a pivot element, most often) by as much relative to itself.
            var largest = 0.0
            for i in terms.indices {
                let c = terms[i].coefficient * factor
                terms[i].coefficient = c
                terms[i].rounding = terms[i].rounding * f + Numerics.roundingUnit * abs(c)
                largest = Swift.max(largest, abs(c))
            }
            rounding += Numerics.roundingUnit * largest
        }
    }

    /// Turns `0 = constant + Σ terms` into `symbol = …`: removes the symbol's term and divides
    /// the rest by minus its coefficient. The symbol must be in the row.
    ///
    /// - Complexity: O(*n*).
    mutating func solve(for symbol: SymbolID) {
        let p = position(of: symbol)
        guard p.found else { return }
        let element = terms[p.index].coefficient
        // The element's own rounding moves every quotient by as much relative to it.
        let relativeTerm = terms[p.index].rounding / abs(element)
        // What `remove` and `divide(by:)` do, in one pass: the removal's shift is the loop's.
        let factor = -1 / element
        let f = abs(factor)
        let inexact = factor.significandBitPattern != 0
        // A quotient's bound: the old one scaled, the product's rounding (the factor's too)
        // unless the factor is a power of two, and the element's relative rounding.
        @inline(__always)
        func termBound(_ old: Float, _ c: Double) -> Float {
            guard old != 0 || inexact || relativeTerm != 0 else { return 0 }
            var r = Double(old) * f + relativeTerm * abs(c)
            if inexact { r += Numerics.roundingUnit * abs(c) }
            return Row.bound(r)
        }
        let carried = rounding
        constant *= factor
        magnitude *= abs(factor)
        rounding *= abs(factor)
        uncertainty *= abs(factor)
        var largest = 0.0
        let n = terms.count
        terms.withUnsafeMutableBufferPointer { t in
            for k in 0..<p.index {
                let c = t[k].coefficient * factor
                t[k].coefficient = c
                t[k].roundingBound = termBound(t[k].roundingBound, c)
                largest = Swift.max(largest, abs(c))
            }
            var k = p.index
            while k &+ 1 < n {
                let c = t[k &+ 1].coefficient * factor
                t[k] = RowTerm(
                    symbol: t[k &+ 1].symbol, coefficient: c, roundingBound: termBound(t[k &+ 1].roundingBound, c))
                largest = Swift.max(largest, abs(c))
                k &+= 1
            }
        }
        // An emptied row keeps its storage: the one caller (`Solver.insert`) copies the row
        // into the tableau's pool and hands the array back for the next constraint's row
        // (`Tableau.recycle`), so freeing it here cost a free and a malloc per constraint
        // solved to a constant (20,002 of the 1,000-card list's 25,005).
        terms.removeLast()
        if factor.significandBitPattern != 0 {
            uncertainty += Numerics.roundingUnit * abs(constant)
            rounding += Numerics.roundingUnit * largest
        }
        if carried > 0 {
            let relative = carried / abs(element)
            rounding += relative * largest
            uncertainty += relative * abs(constant)
        }
    }

    /// Divides the row by `-element`, an element it no longer holds (a pivot's), keeping
    /// ``rounding`` and ``uncertainty`` bounds: the element's own rounding (``rounding``
    /// before the division) moves every quotient by its relative error.
    ///
    /// - Complexity: O(*n*), and a second pass for a row that carries rounding.
    ///
    /// `elementRounding` is the element's own term bound (``RowTerm/rounding``): it moves
    /// each quotient by as much relative to the element.
    @inline(__always)
    mutating func divide(by element: Double, elementRounding: Double = 0) {
        let carried = rounding
        scale(by: -1 / element)
        if elementRounding > 0 {
            let relative = elementRounding / abs(element)
            for i in terms.indices { terms[i].rounding = terms[i].rounding + relative * abs(terms[i].coefficient) }
        }
        guard carried > 0 else { return }
        let relative = carried / abs(element)
        rounding += relative * largestCoefficient
        uncertainty += relative * abs(constant)
    }

    /// `self += factor · other` for a row that is not in the tableau (no index to keep).
    ///
    /// - Complexity: O(*n* + *m*).
    mutating func add(_ other: Row, times factor: Double, buffers: inout MergeBuffers) {
        other.terms.withUnsafeBufferPointer {
            add(RowHead(other), $0, times: factor, buffers: &buffers)
        }
    }

    /// ``add(_:times:buffers:)`` of a stored row; `keepingSmall` for an objective row (see
    /// ``merge(_:_:factor:factorRounding:skipping:keepingSmall:buffers:)``).
    ///
    /// - Complexity: O(*n* + *m*).
    mutating func add(_ other: RowView, times factor: Double, keepingSmall: Bool = false, buffers: inout MergeBuffers) {
        other.terms.withUnsafeBufferPointer {
            add(other.head, $0, times: factor, keepingSmall: keepingSmall, buffers: &buffers)
        }
    }

    /// `self += factor · (other, otherTerms)`.
    mutating func add(
        _ other: RowHead, _ otherTerms: UnsafeBufferPointer<RowTerm>, times factor: Double,
        keepingSmall: Bool = false, buffers: inout MergeBuffers
    ) {
        // The factor is a coefficient of the constraint as written (exact): the new terms carry
        // the other row's rounding scaled, and their own.
        let carried = rounding + abs(factor) * other.rounding
        let product = factor * other.constant
        let raw = constant + product
        let sum = Numerics.cancelled(raw, constant, product) ? 0 : raw
        uncertainty = Numerics.uncertainty(
            of: sum, raw: raw, adding: factor, times: other.constant, to: constant,
            carried: uncertainty + abs(factor) * other.uncertainty)
        // A new row (see `Solver.makeRow`) takes the other row's magnitude, scaled: its
        // constant carries that rounding (-0.15 computed from values near 3.3e5, times 2000,
        // carries 6.7e-7 whatever the product's own size). Its factor is a coefficient of the
        // constraint as written, exact, and a new row is made once, so nothing compounds
        // (the tableau's substitutions count their operands instead, see `Tableau.addRow`).
        magnitude = Swift.max(magnitude, abs(constant), abs(factor) * other.magnitude, abs(sum))
        if Numerics.lostPrecision(constant: sum, magnitude: magnitude) { buffers.lostPrecision = true }
        constant = sum
        if otherTerms.isEmpty {
            // A row solved to a constant (most basic rows of a layout): the merge would copy
            // this row's terms out and back, unchanged, with no rounding of its own.
            buffers.rounding = 0
            buffers.outCount = terms.count
            buffers.addedCount = 0
            buffers.removedCount = 0
            rounding = carried + buffers.rounding
            return
        }
        terms.withUnsafeBufferPointer {
            Row.merge($0, otherTerms, factor: factor, skipping: -1, keepingSmall: keepingSmall, buffers: &buffers)
        }
        // Into the row's own storage when it has the room (a row built term by term reserves
        // it), rather than a new array per merge: the terms it had overwritten in place, the
        // rest appended (a `replaceSubrange` cost about 120 instructions per merge).
        let n = buffers.outCount
        buffers.out.withUnsafeBufferPointer { out in
            let old = terms.count
            let kept = Swift.min(old, n)
            if kept > 0 {
                terms.withUnsafeMutableBufferPointer { t in
                    for k in 0..<kept { t[k] = out[k] }
                }
            }
            if n > old {
                terms.append(contentsOf: UnsafeBufferPointer(rebasing: out[old..<n]))
            } else if n < old {
                terms.removeLast(old - n)
            }
        }
        rounding = carried + buffers.rounding
    }

    /// Merges two sorted term lists as `a + factor·b` into `buffers.out`, leaving out `skip`
    /// from `a` and dropping near-zero sums (cancelled, or underflow relative to the larger of
    /// `a`'s largest coefficient and `factor` times `b`'s: ``Numerics/isUnderflow(_:scale:)``). `buffers.added` gets the symbols of `b` that were
    /// not in `a`, `buffers.removed` those of `a` that cancelled: what the column index needs.
    ///
    /// `buffers.rounding` gets the largest rounding one merged coefficient took on here (the
    /// product's, unless `factor` is a power of two or the product is short enough to be
    /// exact, plus the sum's exact error, or the value dropped): what the caller adds to the
    /// rows' carried rounding (``rounding``). Exact layout arithmetic leaves it zero.
    ///
    /// The loop writes through buffer pointers into storage sized up front: an `append` per
    /// term would pay a uniqueness check per term, which was a sixth of a large build.
    ///
    /// - Complexity: O(*n* + *m*), no allocation once the buffers have grown.
    static func merge(
        _ a: [RowTerm], _ b: [RowTerm], factor: Double, factorRounding: Double = 0, skipping skip: SymbolID,
        buffers: inout MergeBuffers
    ) {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                merge(a, b, factor: factor, factorRounding: factorRounding, skipping: skip, buffers: &buffers)
            }
        }
    }

    /// ``merge(_:_:factor:skipping:buffers:)`` of two buffers (a stored row's, in the pool).
    ///
    /// Each merged term's own bound (``RowTerm/rounding``) is its operands' bounds (`b`'s
    /// times the factor), `factorRounding` (the factor's own bound, when it is a coefficient
    /// of `a`'s row) times `b`'s coefficient, and the rounding this merge adds to it.
    ///
    /// With `keepingSmall` (a priority level's objective row) only a subnormal sum is
    /// underflow: the row's coefficients are costs, and a cost far below the level's largest
    /// weight may be real (oracle numerics seed 30521: 3.0e-16 beside weights of 1 and 2,
    /// 1.2e-6 of its weak line's own coefficient); the pricing judges it instead.
    static func merge(
        _ a: UnsafeBufferPointer<RowTerm>, _ b: UnsafeBufferPointer<RowTerm>, factor: Double,
        factorRounding: Double = 0, skipping skip: SymbolID, keepingSmall: Bool = false, buffers: inout MergeBuffers
    ) {
        let capacity = a.count + b.count
        if buffers.out.count < capacity {
            buffers.out.append(
                contentsOf: repeatElement(RowTerm(symbol: 0, coefficient: 0), count: capacity - buffers.out.count))
        }
        if buffers.added.count < b.count {
            buffers.added.append(contentsOf: repeatElement(0, count: b.count - buffers.added.count))
        }
        if buffers.removed.count < a.count {
            buffers.removed.append(contentsOf: repeatElement(0, count: a.count - buffers.removed.count))
        }
        var n = 0
        var nAdded = 0
        var nRemoved = 0
        var finite = true
        var lossy = false
        var rounding = 0.0
        // A power of two times a coefficient is exact; otherwise each product is checked.
        let exactFactor = factor.significandBitPattern == 0
        let factorZeros = exactFactor ? 52 : Numerics.trailingZeros(factor)
        let lossyRatio = Numerics.lossy
        let lossyFloor = Numerics.lossyFloor
        let underflow = Numerics.underflow
        let cancellation = Numerics.cancellation
        do {
            do {
                // The rows' scale, computed at the first coefficient below the absolute
                // `underflow` (never, in a layout): only then can a term be underflow
                // relative to the rows.
                var scale = -1.0
                let absFactor = abs(factor)
                // A merged term's bound (see above); zero, with no arithmetic, in layouts.
                @inline(__always)
                func termBound(_ xBound: Float, _ yBound: Float, _ y: Double, _ own: Double) -> Float {
                    guard xBound != 0 || yBound != 0 || own != 0 || factorRounding != 0 else { return 0 }
                    return Row.bound(Double(xBound) + absFactor * Double(yBound) + factorRounding * abs(y) + own)
                }
                func isUnderflow(_ c: Double) -> Bool {
                    if keepingSmall { return abs(c) < Double.leastNormalMagnitude }
                    if scale < 0 {
                        var largestA = 0.0
                        for t in a { largestA = Swift.max(largestA, abs(t.coefficient)) }
                        var largestB = 0.0
                        for t in b { largestB = Swift.max(largestB, abs(t.coefficient)) }
                        scale = Swift.max(largestA, abs(factor) * largestB)
                    }
                    return Numerics.isUnderflow(c, scale: scale)
                }
                buffers.out.withUnsafeMutableBufferPointer { out in
                    buffers.added.withUnsafeMutableBufferPointer { added in
                        buffers.removed.withUnsafeMutableBufferPointer { removed in
                            var i = 0
                            var j = 0
                            let na = a.count
                            let nb = b.count
                            while i < na && j < nb {
                                let x = a[i]
                                let y = b[j]
                                if x.symbol < y.symbol {
                                    if x.symbol != skip {
                                        out[n] = x
                                        n &+= 1
                                    }
                                    i &+= 1
                                } else if x.symbol > y.symbol {
                                    let c = factor * y.coefficient
                                    if !c.isFinite { finite = false }
                                    var own = 0.0
                                    if !exactFactor, factorZeros &+ Numerics.trailingZeros(y.coefficient) < 53 {
                                        own = Numerics.productRounding(c)
                                        rounding = Swift.max(rounding, own)
                                    }
                                    if abs(c) >= underflow || !isUnderflow(c) {
                                        out[n] = RowTerm(
                                            symbol: y.symbol, coefficient: c,
                                            roundingBound: termBound(0, y.roundingBound, y.coefficient, own))
                                        n &+= 1
                                        added[nAdded] = y.symbol
                                        nAdded &+= 1
                                    } else {
                                        rounding = Swift.max(rounding, abs(c))
                                    }
                                    j &+= 1
                                } else {
                                    let fy = factor * y.coefficient
                                    let c = x.coefficient + fy
                                    if !c.isFinite { finite = false }
                                    // The sum's exact error (zero in layouts), and the product's bound.
                                    var error = abs(Numerics.sumError(x.coefficient, fy, c))
                                    if !exactFactor, factorZeros &+ Numerics.trailingZeros(y.coefficient) < 53 {
                                        error += Numerics.productRounding(fy)
                                    }
                                    let m = Swift.max(abs(x.coefficient), abs(fy))
                                    if abs(c) > cancellation * m && (abs(c) >= underflow || !isUnderflow(c)) {
                                        out[n] = RowTerm(
                                            symbol: x.symbol, coefficient: c,
                                            roundingBound: termBound(x.roundingBound, y.roundingBound, y.coefficient, error))
                                        n &+= 1
                                        if abs(c) < lossyRatio * m && abs(c) > lossyFloor * m { lossy = true }
                                    } else {
                                        removed[nRemoved] = x.symbol
                                        nRemoved &+= 1
                                        error += abs(c)
                                    }
                                    if error != 0 { rounding = Swift.max(rounding, error) }
                                    i &+= 1
                                    j &+= 1
                                }
                            }
                            while i < na {
                                if a[i].symbol != skip {
                                    out[n] = a[i]
                                    n &+= 1
                                }
                                i &+= 1
                            }
                            while j < nb {
                                let c = factor * b[j].coefficient
                                if !c.isFinite { finite = false }
                                var own = 0.0
                                if !exactFactor, factorZeros &+ Numerics.trailingZeros(b[j].coefficient) < 53 {
                                    own = Numerics.productRounding(c)
                                    rounding = Swift.max(rounding, own)
                                }
                                if abs(c) >= underflow || !isUnderflow(c) {
                                    out[n] = RowTerm(
                                        symbol: b[j].symbol, coefficient: c,
                                        roundingBound: termBound(0, b[j].roundingBound, b[j].coefficient, own))
                                    n &+= 1
                                    added[nAdded] = b[j].symbol
                                    nAdded &+= 1
                                } else {
                                    rounding = Swift.max(rounding, abs(c))
                                }
                                j &+= 1
                            }
                        }
                    }
                }
            }
        }
        if !finite { buffers.overflowed = true }
        if lossy { buffers.lostPrecision = true }
        buffers.rounding = rounding
        buffers.outCount = n
        buffers.addedCount = nAdded
        buffers.removedCount = nRemoved
    }
}

/// Reusable storage for merges, so that a pivot allocates nothing once warmed up.
///
/// The arrays only grow; the counts say how much of each the last merge wrote.
struct MergeBuffers {
    var out: [RowTerm] = []
    var added: [SymbolID] = []
    var removed: [SymbolID] = []
    var outCount = 0
    var addedCount = 0
    var removedCount = 0
    /// Set when a merge made a non-finite coefficient; the operation then fails and rolls
    /// back (see ``Tableau/overflowed``).
    var overflowed = false
    /// Set when a merge kept a sum that lost precision (``Numerics/lossy``); see
    /// ``Tableau/hasLostPrecision``.
    var lostPrecision = false
    /// The largest rounding one coefficient took on in the last merge (see
    /// ``Row/merge(_:_:factor:skipping:buffers:)``).
    var rounding = 0.0

    /// The merged terms, as a new array.
    var merged: [RowTerm] { Array(out[..<outCount]) }
}
