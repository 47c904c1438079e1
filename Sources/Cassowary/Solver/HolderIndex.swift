/// Which constraints hold each variable: the graph a removal walks to find the constraints
/// linked to a compact equality through shared variables (see Solver+ComponentRebuild.swift).
///
/// Only that removal needs it, so it is built on the first one and then kept current by every
/// removal of a constraint; an add advances the solver's sequence of constraints, which makes
/// the index stale, and the next removal that needs it builds it again. (A failed add puts the
/// sequence back, so it leaves the index current; a renumbering of the sequences,
/// ``Solver/makeRoomForSequences()``, drops the index.) Edit constraints are not listed: a
/// variable with an edit is found through the solver's edit index.
struct HolderIndex: Sendable {
    /// Per symbol id of a variable: the non-edit constraints whose reduced expression holds it.
    private(set) var holders: [[ConstraintID]] = []
    /// The solver's `nextSequence` the index is complete for; -1 before it is built.
    private(set) var sequence = -1

    /// Whether the index lists exactly the constraints of a solver whose next sequence number
    /// is `nextSequence`.
    func isCurrent(for nextSequence: Int) -> Bool { sequence == nextSequence }

    /// The index of `solver`'s non-edit constraints.
    ///
    /// - Complexity: O(*t*) for the *t* terms of the constraints.
    init(of solver: Solver) {
        holders = Array(repeating: [], count: solver.tableau.kinds.count)
        for (c, record) in solver.records where !record.isEdit {
            for term in solver.records.terms(of: c) {
                guard let s = solver.knownSymbol(of: term.variable) else { continue }
                holders[Int(s)].append(c)
            }
        }
        sequence = solver.nextSequence
    }

    /// An empty index, current for no solver.
    init() {}

    /// The constraints that hold the variable of symbol `s`.
    func holders(of s: SymbolID) -> [ConstraintID] {
        Int(s) < holders.count ? holders[Int(s)] : []
    }

    /// Takes out a constraint that left the solver; `symbols` are the symbols of its variables
    /// (looked up before the solver forgets any of them).
    ///
    /// - Complexity: O(Σ *h*) over the numbers *h* of constraints holding its variables.
    mutating func remove(_ c: ConstraintID, symbols: [SymbolID]) {
        for s in symbols where Int(s) < holders.count {
            let i = Int(s)
            guard let k = holders[i].lastIndex(of: c) else { continue }
            holders[i].swapAt(k, holders[i].count - 1)
            holders[i].removeLast()
        }
    }
}
