/// A stored row's scalars and where its terms are in the pool: 32 bytes, with no array of its
/// own (see ``RowPool``).
struct RowHead {
    var constant: Double
    /// As ``Row/magnitude``.
    var magnitude: Double
    var roundingBound: Float
    var uncertaintyBound: Float
    /// The first term's place in ``RowPool/terms`` (meaningless while `count` is 0).
    var start: UInt32
    var count: UInt32

    static let empty = RowHead(
        constant: 0, magnitude: 0, roundingBound: 0, uncertaintyBound: 0, start: 0, count: 0)

    /// As ``Row/rounding``.
    var rounding: Double {
        @inline(__always) get { Double(roundingBound) }
        @inline(__always) set { roundingBound = Row.bound(newValue) }
    }

    /// As ``Row/uncertainty``.
    var uncertainty: Double {
        @inline(__always) get { Double(uncertaintyBound) }
        @inline(__always) set { uncertaintyBound = Row.bound(newValue) }
    }

    /// As ``Row/isFeasible``.
    @inline(__always)
    var isFeasible: Bool { constant >= -Numerics.tolerance(magnitude) }
}

/// A stored row as read from outside the tableau: its scalars and a slice of the pool.
///
/// The slice shares the pool's storage, so a view kept across a change of the tableau makes
/// that change copy the pool (copy on write): read what is needed, or take ``row``.
struct RowView {
    var head: RowHead
    /// The row's terms, sorted by symbol; indices are the pool's.
    var terms: ArraySlice<RowTerm>

    var constant: Double { head.constant }
    var magnitude: Double { head.magnitude }
    var rounding: Double { head.rounding }
    var uncertainty: Double { head.uncertainty }
    var isFeasible: Bool { head.isFeasible }
    var isEmpty: Bool { terms.isEmpty }

    /// - Complexity: O(log *n*).
    func coefficient(of symbol: SymbolID) -> Double {
        terms.withUnsafeBufferPointer { RowPool.coefficient(of: symbol, in: $0) }
    }

    /// - Complexity: O(*n*).
    var largestCoefficient: Double {
        var m = 0.0
        for t in terms { m = Swift.max(m, abs(t.coefficient)) }
        return m
    }

    /// - Complexity: O(*n*).
    var isFinite: Bool {
        guard head.constant.isFinite else { return false }
        for t in terms where !t.coefficient.isFinite { return false }
        return true
    }

    /// The row as a free-standing ``Row`` (its own array of terms).
    ///
    /// - Complexity: O(*n*).
    var row: Row { Row(head, terms: Array(terms)) }
}

/// The tableau's rows: their heads by row id, and every row's terms in one array of blocks.
///
/// A row's terms take a block of a power-of-two size, the smallest that holds them, found on
/// the free list of that size or appended to the pool; a row that grows or shrinks past a
/// power of two moves to a block of the new size. A row has no array, so an operation on it
/// allocates nothing, retains nothing and checks no uniqueness, and a row of one or two
/// terms costs 16 or 32 bytes, not an array's 32-byte header and malloc's block besides.
struct RowPool: RandomAccessCollection {
    var heads: [RowHead] = []
    var terms: [RowTerm] = []
    /// The free blocks' starts by size class (block size 2^class).
    private var freeBlocks: [[UInt32]] = []

    var startIndex: Int { 0 }
    var endIndex: Int { heads.count }
    var count: Int { heads.count }
    var indices: Range<Int> { heads.indices }

    /// Row `i` as a view (see ``RowView``).
    ///
    /// - Complexity: O(1).
    subscript(i: Int) -> RowView {
        let h = heads[i]
        let start = Int(h.start)
        return RowView(head: h, terms: h.count == 0 ? terms[0..<0] : terms[start..<start &+ Int(h.count)])
    }

    /// The size class of a block for `n` terms (`n` > 0): the smallest `k` with 2^k ≥ `n`.
    @inline(__always)
    static func sizeClass(_ n: Int) -> Int { n <= 1 ? 0 : Int.bitWidth &- (n &- 1).leadingZeroBitCount }

    /// A block of size class `k`.
    ///
    /// - Complexity: amortized O(2^k) when the pool grows, else O(1).
    private mutating func allocate(_ k: Int) -> UInt32 {
        if k < freeBlocks.count, let start = freeBlocks[k].popLast() { return start }
        let start = terms.count
        let empty = RowTerm(symbol: 0, coefficient: 0)
        // A block of one or two terms (most rows of a layout) by plain appends: appending a
        // repeated element went through the generic copy of a sequence, about 90 instructions.
        switch k {
        case 0: terms.append(empty)
        case 1: terms.append(empty); terms.append(empty)
        default: terms.append(contentsOf: repeatElement(empty, count: 1 << k))
        }
        return UInt32(start)
    }

    /// Gives a row's block back (none for no terms).
    private mutating func release(start: UInt32, count: UInt32) {
        guard count > 0 else { return }
        let k = RowPool.sizeClass(Int(count))
        while freeBlocks.count <= k { freeBlocks.append([]) }
        freeBlocks[k].append(start)
    }

    /// Appends an empty row.
    mutating func appendEmpty() { heads.append(.empty) }

    /// Room for `more` rows.
    mutating func reserve(more: Int) { Capacity.reserve(&heads, more: more) }

    /// Room for `more` terms in blocks appended to the pool (see
    /// ``Tableau/reserveCapacity(symbols:rows:)``).
    mutating func reserveTerms(more: Int) { Capacity.reserve(&terms, more: more) }

    /// Drops the rows from `n` on, giving their blocks back.
    mutating func truncate(to n: Int) {
        guard heads.count > n else { return }
        for i in n..<heads.count { release(start: heads[i].start, count: heads[i].count) }
        heads.removeSubrange(n...)
    }

    /// Empties row `i`, giving its block back.
    ///
    /// - Complexity: O(1).
    mutating func clear(_ i: Int) {
        release(start: heads[i].start, count: heads[i].count)
        heads[i] = .empty
    }

    /// Makes row `i` hold `head`'s scalars and `source`'s terms.
    ///
    /// - Complexity: O(*n*).
    mutating func store(_ i: Int, head: RowHead, terms source: UnsafeBufferPointer<RowTerm>) {
        let old = heads[i]
        var h = head
        let n = source.count
        if n == 0 {
            release(start: old.start, count: old.count)
            h.start = 0
        } else if old.count > 0, RowPool.sizeClass(Int(old.count)) == RowPool.sizeClass(n) {
            h.start = old.start
        } else {
            release(start: old.start, count: old.count)
            h.start = allocate(RowPool.sizeClass(n))
        }
        h.count = UInt32(n)
        if n > 0 {
            let start = Int(h.start)
            terms.withUnsafeMutableBufferPointer { t in
                for k in 0..<n { t[start &+ k] = source[k] }
            }
        }
        heads[i] = h
    }

    /// Makes row `i` a copy of `row`.
    ///
    /// - Complexity: O(*n*).
    mutating func set(_ i: Int, _ row: Row) {
        row.terms.withUnsafeBufferPointer { store(i, head: RowHead(row), terms: $0) }
    }

    /// Resizes row `i`'s terms to `n`, keeping its first `min(n, count)` terms in place;
    /// the block moves when the size class changes.
    ///
    /// - Complexity: O(*n*) when it moves, else O(1).
    private mutating func resize(_ i: Int, to n: Int) {
        let old = heads[i]
        let oldCount = Int(old.count)
        if n == 0 {
            release(start: old.start, count: old.count)
            heads[i].start = 0
        } else if oldCount == 0 || RowPool.sizeClass(oldCount) != RowPool.sizeClass(n) {
            let start = allocate(RowPool.sizeClass(n))
            let kept = Swift.min(n, oldCount)
            let from = Int(old.start), to = Int(start)
            terms.withUnsafeMutableBufferPointer { t in
                for k in 0..<kept { t[to &+ k] = t[from &+ k] }
            }
            release(start: old.start, count: old.count)
            heads[i].start = start
        }
        heads[i].count = UInt32(n)
    }

    /// The position of `symbol` in `terms`, or where it would be inserted.
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    static func position(of symbol: SymbolID, in terms: UnsafeBufferPointer<RowTerm>) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = terms[mid].symbol
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// - Complexity: O(log *n*).
    @inline(__always)
    static func coefficient(of symbol: SymbolID, in terms: UnsafeBufferPointer<RowTerm>) -> Double {
        let p = position(of: symbol, in: terms)
        return p.found ? terms[p.index].coefficient : 0
    }

    /// Row `i`'s terms as a buffer, for `body` (which must not change the pool).
    @inline(__always)
    func withTerms<R>(_ i: Int, _ body: (UnsafeBufferPointer<RowTerm>) throws -> R) rethrows -> R {
        let h = heads[i]
        return try terms.withUnsafeBufferPointer { t in
            let start = Swift.min(Int(h.start), t.count)
            let end = Swift.min(start &+ Int(h.count), t.count)
            return try body(UnsafeBufferPointer(rebasing: t[start..<end]))
        }
    }

    /// - Complexity: O(log *n*).
    @inline(__always)
    func position(of symbol: SymbolID, inRow i: Int) -> (index: Int, found: Bool) {
        withTerms(i) { RowPool.position(of: symbol, in: $0) }
    }

    /// - Complexity: O(log *n*).
    @inline(__always)
    func coefficient(of symbol: SymbolID, inRow i: Int) -> Double {
        withTerms(i) { RowPool.coefficient(of: symbol, in: $0) }
    }

    /// The largest coefficient of row `i` in magnitude (0 for no terms).
    ///
    /// - Complexity: O(*n*).
    func largestCoefficient(ofRow i: Int) -> Double {
        withTerms(i) { t in
            var m = 0.0
            for x in t { m = Swift.max(m, abs(x.coefficient)) }
            return m
        }
    }

    /// Whether row `i`'s constant and coefficients are finite.
    ///
    /// - Complexity: O(*n*).
    func isFinite(_ i: Int) -> Bool {
        guard heads[i].constant.isFinite else { return false }
        return withTerms(i) { t in
            for x in t where !x.coefficient.isFinite { return false }
            return true
        }
    }

    /// `row += factor · row i` for a row outside the pool (a constraint's, being built), row
    /// `i` read in place; returns row `i`'s largest coefficient in magnitude.
    ///
    /// `mutating` though it changes nothing: its caller passes its merge buffers beside the
    /// pool, and a non-mutating call took a copy of the pool (three retains and releases per
    /// merge) to keep it alive across the merge.
    ///
    /// - Complexity: O(*n* + *m*).
    mutating func add(row i: Int, times factor: Double, into row: inout Row, buffers: inout MergeBuffers) -> Double {
        let h = heads[i]
        return terms.withUnsafeBufferPointer { t in
            let start = Swift.min(Int(h.start), t.count)
            let end = Swift.min(start &+ Int(h.count), t.count)
            let own = UnsafeBufferPointer(rebasing: t[start..<end])
            var largest = 0.0
            for x in own { largest = Swift.max(largest, abs(x.coefficient)) }
            row.add(h, own, times: factor, buffers: &buffers)
            return largest
        }
    }

    /// Hands row `i` (its head and terms, read in place) and its basic symbol to the
    /// journal, which keeps the row's first state in the operation
    /// (``Journal/save(_:_:_:_:)``). `mutating` for the reason ``add(row:times:into:buffers:)``
    /// is.
    ///
    /// - Complexity: O(*n*) when saved.
    @inline(__always)
    mutating func save(_ i: Int, basic: SymbolID, to journal: inout Journal) {
        let h = heads[i]
        terms.withUnsafeBufferPointer { t in
            let start = Swift.min(Int(h.start), t.count)
            let end = Swift.min(start &+ Int(h.count), t.count)
            journal.save(Int32(truncatingIfNeeded: i), h, UnsafeBufferPointer(rebasing: t[start..<end]), basic)
        }
    }

    /// ``Row/merge(_:_:factor:factorRounding:skipping:keepingSmall:buffers:)`` of row `i` and `other`
    /// into `buffers`. `mutating` for the reason ``add(row:times:into:buffers:)`` is.
    ///
    /// - Complexity: O(*n* + *m*).
    @inline(__always)
    mutating func merge(
        row i: Int, _ other: [RowTerm], factor: Double, factorRounding: Double, skipping skip: SymbolID,
        keepingSmall: Bool = false, buffers: inout MergeBuffers
    ) {
        let h = heads[i]
        terms.withUnsafeBufferPointer { t in
            let start = Swift.min(Int(h.start), t.count)
            let end = Swift.min(start &+ Int(h.count), t.count)
            other.withUnsafeBufferPointer { b in
                Row.merge(
                    UnsafeBufferPointer(rebasing: t[start..<end]), b, factor: factor, factorRounding: factorRounding,
                    skipping: skip, keepingSmall: keepingSmall, buffers: &buffers)
            }
        }
    }

    /// The coefficient of term `k` of row `i`.
    @inline(__always)
    func coefficient(at k: Int, ofRow i: Int) -> Double { terms[Int(heads[i].start) &+ k].coefficient }

    /// Sets the coefficient of term `k` of row `i`.
    @inline(__always)
    mutating func setCoefficient(_ c: Double, at k: Int, ofRow i: Int) {
        terms[Int(heads[i].start) &+ k].coefficient = c
    }

    /// Term `k` of row `i`.
    @inline(__always)
    func term(at k: Int, ofRow i: Int) -> RowTerm { terms[Int(heads[i].start) &+ k] }

    /// The symbol's term in row `i` (a zero term, of no rounding, if absent).
    ///
    /// - Complexity: O(log *n*).
    @inline(__always)
    func term(of symbol: SymbolID, inRow i: Int) -> RowTerm {
        withTerms(i) { t in
            let p = RowPool.position(of: symbol, in: t)
            return p.found ? t[p.index] : RowTerm(symbol: symbol, coefficient: 0)
        }
    }

    /// Sets term `k` of row `i` (its symbol must be the one there).
    @inline(__always)
    mutating func setTerm(_ term: RowTerm, at k: Int, ofRow i: Int) {
        terms[Int(heads[i].start) &+ k] = term
    }

    /// Inserts a term at `k` of row `i`.
    ///
    /// - Complexity: O(*n*).
    mutating func insert(_ term: RowTerm, at k: Int, ofRow i: Int) {
        let n = Int(heads[i].count)
        resize(i, to: n &+ 1)
        let start = Int(heads[i].start)
        terms.withUnsafeMutableBufferPointer { t in
            var j = n
            while j > k {
                t[start &+ j] = t[start &+ j &- 1]
                j &-= 1
            }
            t[start &+ k] = term
        }
    }

    /// Removes term `k` of row `i` and returns it.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(at k: Int, ofRow i: Int) -> RowTerm {
        let n = Int(heads[i].count)
        let start = Int(heads[i].start)
        let removed = terms.withUnsafeMutableBufferPointer { t in
            let x = t[start &+ k]
            var j = k
            while j &+ 1 < n {
                t[start &+ j] = t[start &+ j &+ 1]
                j &+= 1
            }
            return x
        }
        resize(i, to: n &- 1)
        return removed
    }

    /// Removes the symbol's term from row `i` and returns its coefficient (0 if absent).
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(_ symbol: SymbolID, fromRow i: Int) -> Double {
        let p = position(of: symbol, inRow: i)
        guard p.found else { return 0 }
        return remove(at: p.index, ofRow: i).coefficient
    }

    /// ``Row/add(_:to:lostPrecision:)`` on row `i`, with the same results.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func add(
        _ coefficient: Double, to symbol: SymbolID, inRow i: Int, carrying carried: Double = 0,
        keepingSmall: Bool = false, lostPrecision: inout Bool
    ) -> Int {
        let p = position(of: symbol, inRow: i)
        if p.found {
            let k = Int(heads[i].start) &+ p.index
            let old = terms[k].coefficient
            let sum = old + coefficient
            let error = Numerics.sumError(old, coefficient, sum)
            if Numerics.cancelled(sum, old, coefficient)
                || isUnderflow(sum, beside: coefficient, inRow: i, keepingSmall: keepingSmall)
            {
                remove(at: p.index, ofRow: i)
                if sum != 0 || error != 0 { heads[i].rounding += abs(sum) + abs(error) }
                return -1
            }
            if Numerics.lostPrecision(sum, old, coefficient) { lostPrecision = true }
            if error != 0 { heads[i].rounding += abs(error) }
            terms[k].coefficient = sum
            let bound = terms[k].rounding + carried + abs(error)
            if bound != 0 { terms[k].rounding = bound }
            return 0
        }
        if isUnderflow(coefficient, beside: coefficient, inRow: i, keepingSmall: keepingSmall) {
            heads[i].rounding += abs(coefficient)
            return 0
        }
        insert(
            RowTerm(symbol: symbol, coefficient: coefficient, roundingBound: Row.bound(carried)), at: p.index,
            ofRow: i)
        return 1
    }

    /// ``Row/isUnderflow(_:beside:)`` for row `i`.
    @inline(__always)
    func isUnderflow(_ c: Double, beside operand: Double, inRow i: Int, keepingSmall: Bool = false) -> Bool {
        guard !(abs(c) >= Numerics.underflow) else { return false }
        // An objective row's coefficients are prices, not terms of a value (see
        // `Row.merge`'s `keepingSmall`): only a subnormal one is dropped there.
        if keepingSmall { return abs(c) < Double.leastNormalMagnitude }
        return Numerics.isUnderflow(c, scale: Swift.max(largestCoefficient(ofRow: i), abs(operand)))
    }
}

extension RowHead {
    /// `row`'s scalars, with no terms.
    init(_ row: Row) {
        self.init(
            constant: row.constant, magnitude: row.magnitude, roundingBound: row.roundingBound,
            uncertaintyBound: row.uncertaintyBound, start: 0, count: 0)
    }
}

extension Row {
    /// A row of `head`'s scalars and `terms`.
    init(_ head: RowHead, terms: [RowTerm]) {
        self.init(constant: head.constant, terms: terms)
        magnitude = head.magnitude
        roundingBound = head.roundingBound
        uncertaintyBound = head.uncertaintyBound
    }

    /// Makes this row (storage kept) hold row `i` of `pool`.
    ///
    /// - Complexity: O(*n*).
    mutating func load(_ i: Int, of pool: RowPool) {
        let h = pool.heads[i]
        constant = h.constant
        magnitude = h.magnitude
        roundingBound = h.roundingBound
        uncertaintyBound = h.uncertaintyBound
        terms.removeAll(keepingCapacity: true)
        pool.withTerms(i) { terms.append(contentsOf: $0) }
    }
}
