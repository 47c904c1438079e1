extension Solver {
    /// Makes room for `constraints` more constraints over `variables` more variables, so that
    /// a large batch of additions does not grow the solver's tables step by step.
    ///
    /// A hint only: the solver behaves the same with or without it. Each doubling of a table
    /// rehashes or copies everything already in it, which for a batch of a quarter of a
    /// million constraints (a list of 10,000 cards) cost as much as the additions' own look-ups.
    ///
    /// - Complexity: O(size of the tables) when they grow, else O(1).
    public mutating func reserveCapacity(constraints: Int, variables: Int) {
        // Most constraints of a layout are required equalities, which have no symbol of
        // their own: a quarter of the constraints for their symbols, not two each, which
        // held three times the room a card list uses.
        reserveCapacity(constraints: constraints, variables: variables, otherSymbols: max(0, constraints) / 4)
    }

    /// ``reserveCapacity(constraints:variables:)`` for a caller that knows how many symbols
    /// besides the variables the constraints may need (a slack per inequality, an error per
    /// side of a non-required constraint, a marker per tracked equality): room for that many,
    /// not a guess from the count of constraints.
    ///
    /// - Complexity: O(size of the tables) when they grow, else O(1).
    package mutating func reserveCapacity(constraints: Int, variables: Int, otherSymbols: Int) {
        guard constraints > 0 || variables > 0 else { return }
        let constraints = max(0, constraints), variables = max(0, variables)
        if records.allocated + constraints > records.capacity {
            records.reserveCapacity(Capacity.grown(records.capacity, toHold: records.allocated + constraints))
        }
        if variableIndex.count + variables > variableIndex.capacity {
            reserveVariableIndex(toHold: variableIndex.count + variables)
        }
        Capacity.reserve(&variableList, more: variables)
        Capacity.reserve(&variableSymbols, more: variables)
        Capacity.reserve(&cachedValues, more: variables)
        // Indexed by symbol id, and variables share the ids with slacks and errors.
        let symbols = variables + max(0, otherSymbols)
        Capacity.reserve(&variableUses, more: symbols)
        Capacity.reserve(&variablePositions, more: symbols)
        // Indexed by symbol up to the newest marker: it grows to about the symbols' count.
        let owned = tableau.kinds.count + symbols
        if owned > markerOwners.capacity { markerOwners.reserveCapacity(Capacity.grown(markerOwners.capacity, toHold: owned)) }
        tableau.reserveCapacity(symbols: symbols, rows: constraints)
    }
}

extension Tableau {
    /// Room for more symbols and rows (see ``Solver/reserveCapacity(constraints:variables:)``).
    mutating func reserveCapacity(symbols: Int, rows extra: Int) {
        Capacity.reserve(&kinds, more: symbols)
        Capacity.reserve(&basicRow, more: symbols)
        Capacity.reserve(&columns, more: symbols)
        rows.reserve(more: extra)
        // A batch's rows take about a term each in the pool at its high-water mark (the
        // blocks of rows solved to constants are reused by later ones): 24,001 terms for the
        // 25,004 rows of a list of 1,000 cards, 240,001 for 250,004 at 10,000, where the pool
        // doubled to 393,469 by steps, copying each time.
        rows.reserveTerms(more: extra)
        Capacity.reserve(&rowBasic, more: extra)
    }
}

/// Growing a table for a batch without losing amortised growth: `reserveCapacity` gives
/// exactly what is asked, so many small hints in a row would copy the table each time; a
/// table grows here to at least twice its capacity, as appending would grow it.
enum Capacity {
    static func grown(_ capacity: Int, toHold needed: Int) -> Int { max(needed, 2 * capacity) }

    static func reserve<Element>(_ array: inout [Element], more: Int) {
        let needed = array.count + more
        if needed > array.capacity { array.reserveCapacity(grown(array.capacity, toHold: needed)) }
    }
}
