/// The symbols whose cost (coefficient in an objective row) changed since the primal simplex
/// last priced them: what it must look at to find its entering symbol.
///
/// Invariant: a symbol that is not listed cannot enter (its reduced cost is not negative at
/// the first level that prices it), so the primal simplex prices only the listed ones, not
/// every term of every objective row. An objective row grows by a term or two per weak
/// constraint, and pricing all of it on every add made a script of 400,000 weak lines
/// quadratic (47 s). The tableau notes every symbol it changes in an objective row; the
/// primal simplex drops the listed symbols it finds cannot enter and keeps those that can.
///
/// Only ever a superset is needed: noting a symbol too many is harmless, forgetting one
/// would break Bland's rule. So a rollback notes again every symbol dropped during the
/// operation (the restored rows price them as they were when the operation began).
struct CostChanges {
    /// The noted symbols, each once.
    private(set) var symbols: [SymbolID] = []
    /// Per symbol id: whether it is in `symbols`.
    private var listed: [Bool] = []
    /// The symbols dropped while a journal was recording, noted again on a rollback.
    private var dropped: [SymbolID] = []

    /// - Complexity: amortized O(1).
    @inline(__always)
    mutating func note(_ s: SymbolID) {
        let i = Int(s)
        if i >= listed.count { listed.append(contentsOf: repeatElement(false, count: i + 1 - listed.count)) }
        guard !listed[i] else { return }
        listed[i] = true
        symbols.append(s)
    }

    /// Whether the symbol is noted.
    ///
    /// - Complexity: O(1).
    func contains(_ s: SymbolID) -> Bool { Int(s) < listed.count && listed[Int(s)] }

    /// Notes every symbol of a row (an objective row made or taken out whole).
    ///
    /// - Complexity: O(*n*) for its *n* terms.
    mutating func note(termsOf row: Row) {
        for t in row.terms { note(t.symbol) }
    }

    /// Keeps the listed symbols `keep` accepts, in order, and drops the others (remembered
    /// for a rollback when `journaling`).
    ///
    /// - Complexity: O(*d*) calls of `keep` for *d* listed symbols.
    mutating func filter(journaling: Bool, _ keep: (SymbolID) -> Bool) {
        var kept = 0
        for k in symbols.indices {
            let s = symbols[k]
            if keep(s) {
                symbols[kept] = s
                kept += 1
            } else {
                listed[Int(s)] = false
                if journaling { dropped.append(s) }
            }
        }
        symbols.removeLast(symbols.count - kept)
    }

    /// Drops every noted symbol (a scan found that none can enter), remembered for a
    /// rollback when `journaling`.
    ///
    /// - Complexity: O(*d*) for *d* noted symbols.
    mutating func removeAll(journaling: Bool) {
        for s in symbols { listed[Int(s)] = false }
        if journaling { dropped.append(contentsOf: symbols) }
        symbols.removeAll(keepingCapacity: true)
    }

    /// Ends an operation that went through: what it dropped stays dropped.
    mutating func commit() {
        // Most operations (every suggestion of a resize) drop nothing.
        if !dropped.isEmpty { dropped.removeAll(keepingCapacity: true) }
    }

    /// Ends an operation that was undone: what it dropped is noted again.
    ///
    /// - Complexity: O(the symbols dropped during the operation).
    mutating func rollBack() {
        for s in dropped { note(s) }
        dropped.removeAll(keepingCapacity: true)
    }
}
