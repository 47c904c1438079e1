/// Refactorizing the tableau after an operation that lost precision: every basic row
/// recomputed from the constraints as written for the current basis, then the objective rows
/// from those rows.
///
/// The tableau's rows are updated pivot by pivot, so each constant and coefficient carries
/// the rounding of every value it was computed from. When a system passes through values near
/// 1e16 (a weak `0.5·v2 <= -1e9` that a medium row multiplies by 1e7), a constant near 18
/// computed as the difference of two of them keeps nothing of its 18 (the unit in the last
/// place of 4e16 is 8): the basis may be the optimal one while its values are not, and the
/// costs carry the same rounding, so a basis may look optimal that is not. A revised simplex
/// answers that by refactorization: the basis stays, and its rows are solved afresh from the
/// original equations (`B·x_B = b - N·x_N`), where only the final values' own magnitudes
/// count. See <doc:Numerics>.
extension Solver {
    /// The most basic symbols for which ``refactorize()`` solves the basis densely:
    /// O(*n*³) is a few milliseconds at this size. Larger systems that lose precision keep
    /// their incremental rows (the required constraints are still checked).
    static let refreshLimit = 300

    /// The most rounds of ``refreshAfterLostPrecision()`` per operation.
    static let refreshRounds = 3

    /// Solves every basic row (its constant and its coefficients over the parameters) from
    /// the constraints as written, every parameter at zero for the constants, and replaces
    /// the rows when the constants satisfy the constraints at least as well as the current
    /// ones; restricted rows that then fall below zero are noted for the dual simplex.
    /// Returns whether the rows were replaced, or why not: a singular basis is
    /// told apart, since then the rows cannot be the constraints' at all.
    ///
    /// Each constraint is one equation over its variables and its own slack, errors or
    /// dummy, with the coefficients ``makeRow(for:tracking:hints:)`` gives them (before its
    /// scaling, which multiplies the whole equation) and an edit's suggestion on its right
    /// side. Scaled to a largest coefficient of 1 and eliminated with partial pivoting, the
    /// basis gives each value and coefficient to the rounding of the values it is actually
    /// made of, not of the ones the pivots passed through.
    ///
    /// - Complexity: O(*m*·*n*·(*n* + *p*)) for *m* constraints, *n* basic symbols (at most
    ///   ``refreshLimit``) and *p* parameters; O(*n*) above the limit.
    mutating func refactorize() -> Refactorization {
        var unknown = [Int32](repeating: -1, count: tableau.kinds.count)
        var basicRows: [Int32] = []
        for id in tableau.rows.indices {
            let basic = tableau.rowBasic[id]
            guard basic >= 0, tableau.kinds[Int(basic)] != .objective else { continue }
            unknown[Int(basic)] = Int32(basicRows.count)
            basicRows.append(Int32(id))
        }
        let n = basicRows.count
        guard n > 0, n <= Self.refreshLimit else { return .unchanged }
        // The equations: coefficients over the unknowns, over the parameters, right-hand side.
        var matrix: [[Double]] = []
        var parameterTerms: [[(symbol: SymbolID, coefficient: Double)]] = []
        var rhs: [Double] = []
        for equation in constraintEquations() {
            var row = [Double](repeating: 0, count: n)
            var others: [(symbol: SymbolID, coefficient: Double)] = []
            for (s, a) in equation.terms {
                if unknown[Int(s)] >= 0 { row[Int(unknown[Int(s)])] += a } else { others.append((s, a)) }
            }
            let largest = row.reduce(0) { max($0, abs($1)) }
            guard largest > 0 else { continue }
            matrix.append(row.map { $0 / largest })
            parameterTerms.append(others.map { ($0.symbol, $0.coefficient / largest) })
            rhs.append(equation.rhs / largest)
        }
        let m = matrix.count
        guard m >= n else { return .singular }
        // LU factors by Gaussian elimination with partial pivoting over the equations (the
        // multipliers kept below the diagonal). Beside the values, which elements are
        // structurally non-zero (held by an equation, or filled in by the elimination): a
        // column with none left is singular whatever the values, while a column of exact
        // numeric zeros may be near-parallel rows cancelling to rounding.
        var lu = matrix
        var held = matrix.map { $0.map { $0 != 0 } }
        var order = Array(0..<m)
        for j in 0..<n {
            var p = j
            for i in j..<m where abs(lu[order[i]][j]) > abs(lu[order[p]][j]) { p = i }
            // Rank deficient: the basis cannot be solved from these rows. Structurally (no
            // equation left holds the column), it is no basis of the constraints; to rounding
            // only (a tiny or cancelled element, which near-parallel rows make: 1e-14 is
            // seen), the rows are left as the simplex made them.
            guard abs(lu[order[p]][j]) > Numerics.collapse else {
                return (j..<m).contains { held[order[$0]][j] } ? .unchanged : .singular
            }
            order.swapAt(j, p)
            let pivotRow = lu[order[j]]
            let pivotHeld = held[order[j]]
            for i in (j + 1)..<m {
                let r = order[i]
                if held[r][j] {
                    for k in (j + 1)..<n where pivotHeld[k] { held[r][k] = true }
                }
                let factor = lu[r][j] / pivotRow[j]
                lu[r][j] = factor
                guard factor != 0 else { continue }
                for k in (j + 1)..<n where pivotRow[k] != 0 { lu[r][k] -= factor * pivotRow[k] }
            }
        }
        // Solves the basis for right-hand sides `b`, with the largest operand of each value:
        // `sizes` are those of the right-hand sides themselves (their own magnitudes, or for a
        // residual the size of the products it is the cancellation of), carried through the
        // elimination as the values are combined.
        func solve(_ b: [Double], sizes: [Double]) -> (x: [Double], magnitude: [Double]) {
            var y = b
            var operands = sizes
            for j in 0..<n {
                let pivot = y[order[j]]
                let size = operands[order[j]]
                guard pivot != 0 || size != 0 else { continue }
                for i in (j + 1)..<m where lu[order[i]][j] != 0 {
                    let factor = lu[order[i]][j]
                    y[order[i]] -= factor * pivot
                    operands[order[i]] = max(operands[order[i]], abs(factor) * size)
                }
            }
            var x = [Double](repeating: 0, count: n)
            var magnitude = [Double](repeating: 0, count: n)
            for j in stride(from: n - 1, through: 0, by: -1) {
                let r = order[j]
                var sum = y[r]
                var size = operands[r]
                for k in (j + 1)..<n where lu[r][k] != 0 {
                    sum -= lu[r][k] * x[k]
                    size = max(size, abs(lu[r][k]) * max(abs(x[k]), magnitude[k]))
                }
                x[j] = sum / lu[r][j]
                magnitude[j] = max(abs(x[j]), size / abs(lu[r][j]))
            }
            return (x, magnitude)
        }
        // The residual of the equations at values `x`, with the size of the products each is
        // the cancellation of, and the worst residual relative to its size.
        func residuals(_ x: [Double]) -> (r: [Double], sizes: [Double], worst: Double) {
            var r = [Double](repeating: 0, count: m)
            var sizes = [Double](repeating: 0, count: m)
            var worst = 0.0
            for i in 0..<m {
                var sum = rhs[i]
                var size = abs(rhs[i])
                for k in 0..<n where matrix[i][k] != 0 {
                    sum -= matrix[i][k] * x[k]
                    size += abs(matrix[i][k] * x[k])
                }
                r[i] = sum
                sizes[i] = size
                if size > 0 { worst = max(worst, abs(sum) / size) }
            }
            return (r, sizes, worst)
        }
        // Iterative refinement of the current values rather than a fresh solution: a value the
        // pivots kept exact (55.2008 beside values near 1e12) stays exact, since only the
        // correction, of the size of the residuals, carries the rounding of the elimination.
        // That rounding is relative to the products each residual is the cancellation of, not
        // to the residual: a slack at 72.02 refined from equations over values near 1e15 is
        // as uncertain as they are, and its row's magnitude must say so (with 72 it was held
        // to 1e-9 and a later add left it at -38, infeasible to the tableau's own test).
        let current = basicRows.map { tableau.rows[Int($0)].constant }
        let (r, sizes, worst) = residuals(current)
        guard worst > 0 else { return .unchanged }
        func refined(
            _ x: [Double], _ magnitude: [Double], _ r: [Double], _ sizes: [Double]
        ) -> (x: [Double], magnitude: [Double]) {
            let correction = solve(r, sizes: sizes)
            var x = x
            var magnitude = magnitude
            for k in 0..<n {
                x[k] += correction.x[k]
                magnitude[k] = max(magnitude[k], correction.magnitude[k], abs(x[k]))
            }
            return (x, magnitude)
        }
        let direct = solve(rhs, sizes: rhs.map(abs))
        var x = current
        var magnitude = current.map(abs)
        var best = worst
        var candidate = refined(current, magnitude, r, sizes)
        for _ in 0..<2 {
            let (rc, sc, wc) = residuals(candidate.x)
            if wc < best { (x, magnitude, best) = (candidate.x, candidate.magnitude, wc) }
            candidate = refined(candidate.x, candidate.magnitude, rc, sc)
        }
        let directWorst = residuals(direct.x).worst
        if directWorst < best { (x, magnitude, best) = (direct.x, direct.magnitude, directWorst) }
        guard best < worst, x.allSatisfy(\.isFinite), magnitude.allSatisfy(\.isFinite) else { return .unchanged }
        // The coefficients: `x_B = x - B⁻¹·N_s·s` for each parameter `s`, in id order so that
        // each row's terms come out sorted.
        var columns: [SymbolID: [Double]] = [:]
        for (i, terms) in parameterTerms.enumerated() {
            for t in terms {
                columns[t.symbol, default: [Double](repeating: 0, count: m)][i] += t.coefficient
            }
        }
        var fresh = x.enumerated().map { k, value in
            var row = Row(constant: value)
            row.magnitude = max(abs(value), magnitude[k])
            return row
        }
        for s in columns.keys.sorted() {
            guard let column = columns[s] else { continue }
            let (y, size) = solve(column, sizes: column.map(abs))
            for k in 0..<n where y[k] != 0 && !(abs(y[k]) <= Numerics.collapse * size[k]) {
                // A coefficient the elimination kept may carry up to what it would have
                // dropped (its own products' size, so per term), and the pricing reads
                // this bound (`pricedCost`) to tell a real cost from residue.
                let bound = Numerics.collapse * size[k]
                fresh[k].terms.append(RowTerm(symbol: s, coefficient: -y[k], roundingBound: Row.bound(bound)))
                fresh[k].rounding = max(fresh[k].rounding, bound)
            }
        }
        guard fresh.allSatisfy(\.isFinite) else { return .unchanged }
        for (k, id) in basicRows.enumerated() {
            tableau.replaceRow(id, with: fresh[k])
            let basic = tableau.rowBasic[Int(id)]
            if fresh[k].constant < 0, tableau.kinds[Int(basic)].isPivotable { tableau.infeasibleRows.note(id, basic: basic) }
        }
        return .replaced
    }

    /// What the slack of constraint `c` is in `makeRow`'s units: its coefficient in the
    /// constraint as written is ±1 over this. 1, or, for a solver whose slacks are in their
    /// scaled constraints' units (``scaledSlacks``), the power of two that scales the
    /// constraint's largest coefficient to `[1, 2)`.
    ///
    /// - Complexity: O(*n*) for its *n* terms; O(1) without scaled slacks.
    func slackUnit(of c: ConstraintID) -> Double {
        guard scaledSlacks else { return 1 }
        var largest = 0.0
        for t in records.terms(of: c) { largest = max(largest, abs(t.coefficient)) }
        return Numerics.normalizer(largest)
    }

    /// The constraints as equations `Σ coefficient·symbol = rhs` over the solver's symbols
    /// (variables, slacks, errors, dummies), in the order the constraints came, not the
    /// table's (a rollback may reorder it), so that a rolled-back solver computes exactly what
    /// its twin does. The one place that reads the constraints' terms and markers.
    ///
    /// - Complexity: O(*t* + *m* log *m*) for *m* constraints of *t* terms in all.
    func constraintEquations() -> [(terms: [(SymbolID, Double)], rhs: Double)] {
        var targets: [ConstraintID: Double] = [:]
        for e in edits { targets[e.constraint] = e.constant }
        var equations: [(terms: [(SymbolID, Double)], rhs: Double)] = []
        for (c, record) in inOrderOfAddition() {
            var terms: [(SymbolID, Double)] = []
            for t in records.terms(of: c) {
                if let s = knownSymbol(of: t.variable) { terms.append((s, t.coefficient)) }
            }
            func marker(_ coefficient: Double, _ s: SymbolID) { if s >= 0 { terms.append((s, coefficient)) } }
            let relation = records.relation(of: c)
            switch relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign: Double = relation == .lessThanOrEqual ? 1 : -1
                // The slack in `makeRow`'s units.
                marker(sign / slackUnit(of: c), record.marker)
                if !record.strength.isRequired { marker(-sign, record.other) }
            case .equal:
                if record.strength.isRequired {
                    marker(1, record.marker)
                } else {
                    marker(-1, record.marker)
                    marker(1, record.other)
                }
            }
            var rhs = -records.constant(of: c)
            if record.isEdit { rhs += targets[c] ?? 0 }
            equations.append((terms, rhs))
        }
        return equations
    }

    /// Recomputes each priority level's objective row from its constraints as written:
    /// `Σ weight·error` over the level's errors, each basic error replaced by its row.
    ///
    /// - Complexity: O(Σ the lengths of the rows of the basic errors) plus O(*m* log *m*) for
    ///   the *m* constraints.
    mutating func refreshObjectiveRows() {
        guard !levels.isEmpty else { return }
        var fresh = [Row](repeating: Row(), count: levels.count)
        for (_, record) in inOrderOfAddition() where !record.strength.isRequired {
            guard let level = levels.firstIndex(where: { $0.priority == record.strength.priority }) else { continue }
            for error in [record.marker, record.other] where error >= 0 && tableau.kinds[Int(error)] == .error {
                let r = tableau.basicRow[Int(error)]
                if r >= 0 {
                    fresh[level].add(
                        tableau.rows[Int(r)], times: record.strength.weight, keepingSmall: true,
                        buffers: &tableau.buffers)
                } else {
                    fresh[level].add(record.strength.weight, to: error)
                }
            }
        }
        for (level, row) in zip(levels, fresh) { tableau.replaceRow(level.row, with: row) }
    }

    /// After an operation that lost precision: the tableau refactorized
    /// (``refactorize()``), its objective rows recomputed (``refreshObjectiveRows()``), the
    /// dual simplex for the rows that fell below zero and the primal simplex for the costs;
    /// again while that helps, for at most ``refreshRounds`` rounds. Nothing for an operation
    /// that kept its precision (every layout).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when the basis the operation reached is
    ///   singular, or when the refactorized rows put a dummy row off zero (the required
    ///   equalities contradict each other at the values they are made of: see
    ///   ``dummyRowOffZero()``); the solver is then unchanged by the refresh, and its caller
    ///   rolls the operation back and retries it on a tableau rebuilt required-first, where
    ///   the same test refuses it.
    /// - Complexity: O(1) without lost precision; otherwise per round, as ``refactorize()``
    ///   and ``refreshObjectiveRows()``, plus the simplex pivots.
    mutating func refreshAfterLostPrecision() throws(SolverError) {
        guard tableau.hasLostPrecision else { return }
        // The solver as the incremental simplex left it (copy on write: its storage is copied
        // only as the refresh changes it), kept unless the refresh does at least as well.
        let before = self
        var rounds = 0
        var outcome = Refactorization.unchanged
        var contradiction: String?
        do throws(SolverError) {
            while rounds < Self.refreshRounds, tableau.hasLostPrecision {
                outcome = refactorize()
                guard outcome == .replaced else { break }
                contradiction = dummyRowOffZero()
                if contradiction != nil { break }
                rounds += 1
                refreshObjectiveRows()
                try dualOptimize()
                try optimize(levels: objectiveRows)
            }
        } catch {
            self = before
            return
        }
        // The incremental simplex pivoted on an element that is zero in exact arithmetic
        // (residue of terms that cancelled, 1.2e-13 of the products that made it, priced as a
        // cost too): the basis it reached is not a basis of the constraints, its rows do not
        // satisfy them as written (a soft level read 0 where it was 6.9e8), and no refresh
        // can repair them. Rounding explains it, so the operation is retried on a tableau
        // rebuilt required-first (Solver+Recovery.swift).
        if rounds == 0, outcome == .singular {
            throw .internalError("the basis reached is singular")
        }
        if let contradiction {
            self = before
            throw .internalError(contradiction)
        }
        guard rounds > 0, !isImproved(over: before) else { return }
        self = before
    }

    /// The first dummy row that the refactorized rows put off zero beyond its tolerance, as
    /// a message, or nil.
    ///
    /// A dummy row's constant is the residual of its tracked equality (scaled): off zero in
    /// rows solved afresh from the constraints, the required equalities contradict each other
    /// at the values they are actually made of. The incremental rows accepted the
    /// contradiction through a basis whose values were far larger (a new row's subject of
    /// 1.8e-8 put a variable at -6.6e15 in a rebuild, and `0.1·v4 + 1000·v3 + 1000·v5 == 100`
    /// beside the same expression `== -1000` cancelled to a constant of 1100 beside products
    /// near 6.7e14, within their residue test), so their verdict is rounding's.
    ///
    /// - Complexity: O(*m*) for the *m* rows.
    func dummyRowOffZero() -> String? {
        for id in tableau.rows.indices {
            let basic = tableau.rowBasic[id]
            guard basic >= 0, tableau.kinds[Int(basic)] == .dummy else { continue }
            let row = tableau.rows[id]
            if abs(row.constant) > Numerics.tolerance(row.magnitude) {
                return "the required equalities are inconsistent: dummy row \(id) is \(row.constant)"
            }
        }
        return nil
    }

    /// Whether this solver's values are better than `other`'s over the same constraints:
    /// the required constraints hold (``requiredConstraintsHold()``) where they did not
    /// there, or, as well, the priority levels' errors at the values (``levelErrors()``),
    /// compared from the highest, are lower at the first level where they differ by more
    /// than the rounding of the level's terms. The refactorized rows are exact to the
    /// rounding of the constraints' own values, but the simplex that follows them pivots in
    /// floating point too, and a tableau rewritten for nothing may take later operations
    /// elsewhere (its residue terms differ): a refresh is kept only when it improves the
    /// answer.
    ///
    /// - Complexity: O(*t*) for the *t* terms of all the constraints.
    func isImproved(over other: Solver) -> Bool {
        let holds = requiredConstraintsHold()
        let held = other.requiredConstraintsHold()
        if holds != held { return holds }
        let mine = levelErrors()
        let theirs = other.levelErrors()
        for (a, b) in zip(mine, theirs) {
            let tolerance = Numerics.accuracy * max(1, a.size, b.size)
            if a.error > b.error + tolerance { return false }
            if a.error < b.error - tolerance { return true }
        }
        return false
    }

    /// The error of each priority level at the solver's values, highest first: Σ weight ·
    /// violation over its constraints (an edit's against its suggestion), with the size of
    /// the terms that made it, `Σ weight · (|c| + Σ |aᵢ·xᵢ|)`.
    ///
    /// - Complexity: O(*t*) for the *t* terms of all the constraints.
    func levelErrors() -> [(error: Double, size: Double)] {
        var targets: [ConstraintID: Double] = [:]
        for e in edits { targets[e.constraint] = e.constant }
        var errors = [(error: Double, size: Double)](repeating: (0, 0), count: levels.count)
        // In the order the constraints came, so that the sums round as a twin's do.
        for (c, record) in inOrderOfAddition() where !record.strength.isRequired {
            guard let level = levels.firstIndex(where: { $0.priority == record.strength.priority }) else { continue }
            var sum = records.constant(of: c)
            var size = abs(sum)
            if record.isEdit {
                let target = targets[c] ?? 0
                sum -= target
                size += abs(target)
            }
            for t in records.terms(of: c) {
                let x = value(of: t.variable)
                sum += t.coefficient * x
                size += abs(t.coefficient * x)
            }
            let violation: Double
            switch records.relation(of: c) {
            case .equal: violation = abs(sum)
            case .lessThanOrEqual: violation = max(0, sum)
            case .greaterThanOrEqual: violation = max(0, -sum)
            }
            errors[level].error += record.strength.weight * violation
            errors[level].size += record.strength.weight * size
        }
        return errors
    }

    /// The constraints in the tableau with their records, in the order they were added (the
    /// table's id order is the order of reuse, which a rollback may change).
    ///
    /// - Complexity: O(*m* log *m*) for *m* constraints.
    private func inOrderOfAddition() -> [(id: ConstraintID, record: ConstraintRecord)] {
        records.sorted { $0.record.sequence < $1.record.sequence }
    }
}

/// What ``Solver/refactorize()`` did with the tableau.
enum Refactorization {
    /// The basic rows were replaced by rows solved from the constraints.
    case replaced
    /// The rows were kept: the tableau is too large, the basis is singular to rounding only
    /// (an elimination pivot below ``Numerics/collapse`` where equations still hold the
    /// column), its values already satisfy the
    /// equations as well as a refinement could, or a solution was not finite.
    case unchanged
    /// The rows were kept: the basis is structurally singular (no equation left holds a
    /// column once the others are eliminated, or there are fewer equations than basic
    /// symbols), so the tableau's rows cannot be the constraints' for that basis.
    case singular
}

extension Tableau {
    /// Replaces row `id`'s constant and terms by `row`'s, keeping its basic symbol, the index
    /// and the journal; an objective row's symbols, old and new, are noted as changed costs.
    ///
    /// - Complexity: O(*n*·*c*) for the *n* terms of the two rows in columns of length *c*.
    mutating func replaceRow(_ id: Int32, with row: Row) {
        termsVersion &+= 1
        let i = Int(id)
        if journal.isActive { journal.save(id, rows[i], rowBasic[i]) }
        let objective = isObjective(id)
        for t in rows[i].terms {
            if objective { costChanges.note(t.symbol) }
            unindex(t.symbol, id)
        }
        rows.set(i, row)
        for t in row.terms { index(t.symbol, id) }
        if objective { costChanges.note(termsOf: row) }
    }
}
