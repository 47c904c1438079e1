/// Whether a variable can move without making any priority level of the objective worse:
/// the question a layout engine asks to find under-constrained (ambiguous) views.
///
/// The optimal solutions form a convex set, the optimal face. Read off the tableau at the
/// optimum, it is every point reached by moving the *free parameters* (non-basic symbols that
/// no objective level prices, so moving them costs nothing at any level; a slack or an error
/// only upwards, from 0) while every restricted basic symbol stays non-negative. Moving a
/// priced parameter always makes some level worse, since at the optimum each one's first
/// non-zero cost, from the highest level down, is positive.
///
/// So a variable whose row holds no free parameter is fixed, and one whose row holds a free
/// parameter that can move a step (no restricted row that it drives negative sits at 0) is
/// movable. Both are read from the row, its parameters' columns and the objective, which is
/// linear in the tableau. What is left, a variable whose free parameters are all held by
/// degenerate rows (rows at 0) or whose row holds a priced unrestricted parameter, needs a
/// real search, and the answer says so (``VariableMobility/undecided``): the caller then
/// pushes that variable with an edit variable, as before.
extension Solver {
    /// What ``mobility(of:distance:tolerance:)`` found about a variable.
    package enum VariableMobility: Sendable, Equatable {
        /// No optimal solution gives the variable another value.
        case fixed
        /// Some optimal solution moves the variable by more than the tolerance (up to the
        /// distance asked about).
        case movable
        /// The tableau alone does not tell: push the variable with an edit variable to know.
        case undecided
    }

    /// For each variable, whether an optimal solution moves it (by more than `tolerance`,
    /// looking no further than `distance` away), read from the tableau without changing it.
    ///
    /// A variable the solver does not know is movable (nothing holds it). The answer is
    /// certain except for ``VariableMobility/undecided``.
    ///
    /// - Complexity: O(*p*) for the *p* terms of the objective rows, plus per variable the
    ///   terms of its row, plus once per parameter met the rows of its column.
    package func mobility(of variables: [Variable], distance: Double, tolerance: Double) -> [VariableMobility] {
        var priced = [Bool](repeating: false, count: tableau.kinds.count)
        // Priced as the primal simplex prices (``pricedCost(_:of:level:row:scales:)``): a cost it
        // calls zero leaves its parameter free, as at the optimum it found.
        var scales = LevelScales()
        for (level, row) in objectiveRows.enumerated() {
            for term in tableau.rows[Int(row)].terms where pricedCost(term.coefficient, of: term.symbol, level: level, row: row, scales: &scales) != 0 {
                priced[Int(term.symbol)] = true
            }
        }
        // The largest step of a free parameter upwards and downwards, found on first need.
        var stepUp = [Double](repeating: -1, count: tableau.kinds.count)
        var stepDown = [Double](repeating: -1, count: tableau.kinds.count)

        func step(of parameter: SymbolID, upwards: Bool) -> Double {
            let p = Int(parameter)
            if upwards, stepUp[p] >= 0 { return stepUp[p] }
            if !upwards, stepDown[p] >= 0 { return stepDown[p] }
            var limit = Double.infinity
            for id in tableau.columns[p] {
                let basic = tableau.rowBasic[Int(id)]
                guard basic >= 0 else { continue }
                let kind = tableau.kinds[Int(basic)]
                guard kind.isRestricted else { continue }
                let a = tableau.rows[Int(id)].coefficient(of: parameter)
                if kind == .dummy {
                    // A tracked required equality's row stays at 0 whichever way it is pushed.
                    limit = 0
                    break
                }
                let slope = upwards ? a : -a
                guard slope < 0 else { continue }
                limit = min(limit, max(0, tableau.rows[Int(id)].constant) / -slope)
                if limit == 0 { break }
            }
            if upwards { stepUp[p] = limit } else { stepDown[p] = limit }
            return limit
        }

        /// How a parameter may move: `nil` when it is priced or cannot move at all (a dummy).
        func freedom(of parameter: SymbolID) -> (isFree: Bool, upOnly: Bool)? {
            switch tableau.kinds[Int(parameter)] {
            case .external: return priced[Int(parameter)] ? nil : (true, false)
            case .slack, .error: return priced[Int(parameter)] ? (false, true) : (true, true)
            default: return (false, true)
            }
        }

        // A move must clear the tolerance by a margin, so that rounding in the solver's own
        // search could not have told otherwise.
        let enough = 2 * tolerance
        var out: [VariableMobility] = []
        out.reserveCapacity(variables.count)
        for variable in variables {
            guard let symbol = knownSymbol(of: variable) else {
                out.append(.movable)
                continue
            }
            let r = tableau.basicRow[Int(symbol)]
            if r < 0 {
                // A non-basic variable is its own parameter.
                guard freedom(of: symbol) != nil else {
                    out.append(.undecided)
                    continue
                }
                let reach = min(distance, max(step(of: symbol, upwards: true), step(of: symbol, upwards: false)))
                out.append(reach > enough ? .movable : .undecided)
                continue
            }
            var answer = VariableMobility.fixed
            for term in tableau.rows[Int(r)].terms {
                guard let freedom = freedom(of: term.symbol) else {
                    // A priced unrestricted parameter: the pricing alone does not bound it.
                    answer = .undecided
                    continue
                }
                guard freedom.isFree else { continue }
                let a = abs(term.coefficient)
                var reach = step(of: term.symbol, upwards: true)
                if !freedom.upOnly { reach = max(reach, step(of: term.symbol, upwards: false)) }
                if min(distance, a * reach) > enough {
                    answer = .movable
                    break
                }
                answer = .undecided
            }
            out.append(answer)
        }
        return out
    }
}
