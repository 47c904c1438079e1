/// The index from a variable to its symbol: an open-addressing table of symbols, 4 bytes a
/// bucket, that finds a variable by comparing it with the variable its candidate symbol's
/// slot holds (`variableList[variablePositions[s]]`).
///
/// Why not a `Dictionary<Variable, SymbolID>`: it stores each key and value (12 bytes a
/// bucket) at a load of at most three quarters, and a large layout has a quarter of a
/// million variables or more (4 a view): the dictionary was 65 to 105 bytes a view, this
/// table is a third of that. The variable's object is already in the variable list, so the
/// table keeps only the symbol; a lookup reads one more array than the dictionary did, on
/// the paths that have no symbol guess (see ``Solver/symbol(for:hint:)``).
///
/// Linear probing over a power-of-two table kept at most three quarters full (so a probe
/// always ends at an empty bucket), hashed by the variable's identity (`IdentityHash`, as
/// the dictionary was), and deletion by shifting the entries after the hole back (no
/// tombstones), so a long churn of variables keeps the probes short. Nothing iterates the
/// table: its order, which depends on addresses, never shows.
///
/// The table holds exactly the live variables, whose slot in the variable list holds them:
/// a variable enters when introduced (``Solver/introduce(_:)``) and leaves when forgotten or
/// rolled back, before its slot dies; compacting the list moves slots, not symbols.
struct VariableIndex: Sendable {
    /// A symbol per bucket, -1 for an empty bucket; empty or a power of two long.
    var buckets: [Int32] = []
    /// The variables indexed.
    private(set) var count = 0

    /// How many variables fit before the table grows.
    var capacity: Int { buckets.count / 4 * 3 }

    fileprivate mutating func didInsert() { count += 1 }
    fileprivate mutating func didRemove() { count -= 1 }
}

extension Solver {
    @inline(__always)
    private static func home(of variable: Variable, mask: Int) -> Int {
        IdentityHash.raw(variable, seed: 0) & mask
    }

    /// The variable a symbol in the index stands for.
    @inline(__always)
    private func indexedVariable(_ s: Int32) -> Variable {
        variableList[Int(variablePositions[Int(s)])]
    }

    /// The symbol of `variable` if the solver knows it (a live variable), else `nil`.
    ///
    /// - Complexity: O(1) expected (a probe or two at a load of at most three quarters).
    @inline(__always)
    func knownSymbol(of variable: Variable) -> SymbolID? {
        let size = variableIndex.buckets.count
        guard size > 0 else { return nil }
        let mask = size - 1
        var i = Self.home(of: variable, mask: mask)
        while true {
            let s = variableIndex.buckets[i]
            if s < 0 { return nil }
            if indexedVariable(s) === variable { return s }
            i = (i + 1) & mask
        }
    }

    /// Adds a variable the index lacks, whose slot in the variable list already holds it.
    ///
    /// - Complexity: O(1) expected, amortized.
    mutating func index(_ variable: Variable, symbol s: SymbolID) {
        if variableIndex.count + 1 > variableIndex.capacity { reserveVariableIndex(toHold: variableIndex.count + 1) }
        let mask = variableIndex.buckets.count - 1
        var i = Self.home(of: variable, mask: mask)
        while variableIndex.buckets[i] >= 0 { i = (i + 1) & mask }
        variableIndex.buckets[i] = s
        variableIndex.didInsert()
    }

    /// Removes the variable with symbol `s` (no-op if absent). The other indexed variables'
    /// slots must hold them; the removed one's need not.
    ///
    /// - Complexity: O(1) expected.
    mutating func unindex(_ variable: Variable, symbol s: SymbolID) {
        let size = variableIndex.buckets.count
        guard size > 0 else { return }
        let mask = size - 1
        var hole = Self.home(of: variable, mask: mask)
        while true {
            let t = variableIndex.buckets[hole]
            if t < 0 { return }
            if t == s { break }
            hole = (hole + 1) & mask
        }
        // Shifts back each later entry of the run that may sit in the hole: one whose home
        // is not cyclically within (hole, j].
        var j = (hole + 1) & mask
        while true {
            let t = variableIndex.buckets[j]
            if t < 0 { break }
            let home = Self.home(of: indexedVariable(t), mask: mask)
            let stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !stays {
                variableIndex.buckets[hole] = t
                hole = j
            }
            j = (j + 1) & mask
        }
        variableIndex.buckets[hole] = -1
        variableIndex.didRemove()
    }

    /// Grows the table (rehashing every entry) so that `needed` variables fit.
    ///
    /// - Complexity: O(size of the new table) when it grows, else O(1).
    mutating func reserveVariableIndex(toHold needed: Int) {
        var size = max(16, variableIndex.buckets.count)
        while needed > size / 4 * 3 { size *= 2 }
        guard size != variableIndex.buckets.count else { return }
        let old = variableIndex.buckets
        variableIndex.buckets = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for s in old where s >= 0 {
            var i = Self.home(of: indexedVariable(s), mask: mask)
            while variableIndex.buckets[i] >= 0 { i = (i + 1) & mask }
            variableIndex.buckets[i] = s
        }
    }
}
