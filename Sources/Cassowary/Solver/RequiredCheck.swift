/// The required constraints with their variables' symbols, for the accuracy check of a
/// suggestion (``Solver/requiredConstraintsHoldByList()``).
///
/// A tableau that lost precision checks every required constraint after every suggestion,
/// and a script with inexact multipliers (tenths, sevenths) gets there after some pivots back
/// and forth: its rows' rounding bounds compound past the promise while the values stay
/// right. Looked up through the `Variable` dictionary, that check was most of a resize (41% of
/// a 6 by 7 grid's, one hash per term); with the symbols listed once for the constraint set,
/// it reads arrays. The list is made on the first check and kept while the constraint set is
/// the same (see ``isCurrent(for:)``), so a resize of a thousand suggestions makes it once.
struct RequiredCheck: Sendable {
    /// One required, non-edit constraint: its constant and relation, and where its terms
    /// end in ``terms`` (they start where the previous one's end).
    private struct Entry: Sendable {
        var constant: Double
        var end: Int32
        var relation: Relation
    }
    private struct SymbolTerm: Sendable {
        /// -1 for a variable the solver does not know, which reads as 0.
        var symbol: SymbolID
        var coefficient: Double
    }
    private var entries: [Entry] = []
    private var terms: [SymbolTerm] = []
    /// The solver's `nextSequence` and number of constraints the list was made for: an add
    /// advances the first (a failed one puts it back, with the same constraints), a removal
    /// lowers the second, so the pair names one constraint set of one solver (a renumbering
    /// of the sequences drops the list: ``Solver/makeRoomForSequences()``); -1 before it
    /// is made. Symbols of variables change only with the constraint set or a rebuild, which
    /// makes a new solver with an empty list.
    private var sequence = -1
    private var count = -1

    /// An empty list, current for no solver.
    init() {}

    /// The list for `solver`'s constraints.
    ///
    /// - Complexity: O(*t*) for the *t* terms of the required constraints (one hash each).
    init(of solver: Solver) {
        for (c, record) in solver.records where !record.isEdit && record.strength.isRequired {
            for term in solver.records.terms(of: c) {
                terms.append(SymbolTerm(symbol: solver.knownSymbol(of: term.variable) ?? -1, coefficient: term.coefficient))
            }
            entries.append(Entry(
                constant: solver.records.constant(of: c), end: Int32(truncatingIfNeeded: terms.count),
                relation: solver.records.relation(of: c)))
        }
        sequence = solver.nextSequence
        count = solver.records.count
    }

    /// Whether the list is that of `solver`'s current constraints.
    func isCurrent(for solver: Solver) -> Bool {
        sequence == solver.nextSequence && count == solver.records.count
    }

    /// Whether every listed constraint holds at the values of `tableau`, as
    /// ``Solver/holdsAccurately(_:constant:relation:valueOf:)`` judges it.
    ///
    /// - Complexity: O(*t*) for the *t* terms of the required constraints, no hashing.
    func holds(in tableau: Tableau) -> Bool {
        var k = 0
        for entry in entries {
            var sum = entry.constant
            var size = abs(sum)
            let end = Int(entry.end)
            while k < end {
                let t = terms[k]
                let x = t.symbol >= 0 ? tableau.value(of: t.symbol) : 0
                sum += t.coefficient * x
                size += abs(t.coefficient) * Swift.max(1, abs(x))
                k += 1
            }
            if !Solver.isAccurate(sum: sum, size: size, relation: entry.relation) { return false }
        }
        return true
    }
}

extension Solver {
    /// ``requiredConstraintsHold()`` through the solver's ``RequiredCheck``, remade only when
    /// the constraint set changed: the check of a suggestion, made again and again on the
    /// same constraints.
    ///
    /// - Complexity: O(*t*) for the *t* terms of the required constraints; O(*t*) hash
    ///   lookups more the first time after the constraints changed.
    mutating func requiredConstraintsHoldByList() -> Bool {
        if !requiredCheck.isCurrent(for: self) { requiredCheck = RequiredCheck(of: self) }
        return requiredCheck.holds(in: tableau)
    }
}
