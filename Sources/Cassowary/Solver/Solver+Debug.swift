extension Solver: CustomDebugStringConvertible {
    /// A dump of the tableau: each row as `basic = constant + coefficient·symbol …`, the
    /// objective levels, the edit variables and the variables' values. Symbols print as
    /// `name#12` (variable), `s12` (slack), `e12` (error), `d12` (dummy), `o12` (objective).
    public var debugDescription: String {
        var names: [SymbolID: String] = [:]
        for (i, v) in variableList.enumerated() where variableSymbols[i] >= 0 { names[variableSymbols[i]] = v.name }
        func name(_ s: SymbolID) -> String {
            let prefix: String
            switch tableau.kinds[Int(s)] {
            case .external: return "\(names[s] ?? "v")#\(s)"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            case .objective: prefix = "o"
            case .free: prefix = "free"
            }
            return "\(prefix)\(s)"
        }
        func format(_ row: RowView) -> String {
            var text = "\(row.constant)"
            for t in row.terms { text += (t.coefficient < 0 ? " - " : " + ") + "\(abs(t.coefficient))·\(name(t.symbol))" }
            return text
        }
        var out = "Objective (highest priority first):\n"
        for level in levels {
            out += "  @\(level.priority) [\(level.users)]: \(format(tableau.rows[Int(level.row)]))\n"
        }
        out += "Tableau (\(tableau.rowCount - levels.count) rows):\n"
        for id in tableau.rows.indices where tableau.rowBasic[id] >= 0 {
            let basic = tableau.rowBasic[id]
            guard tableau.kinds[Int(basic)] != .objective else { continue }
            out += "  \(name(basic)) = \(format(tableau.rows[id]))\n"
        }
        out += "Edit variables:\n"
        for e in edits { out += "  \(e.variable.name) = \(e.constant) @\(records.strength(of: e.constraint))\n" }
        out += "Variables:\n"
        for v in variables { out += "  \(v.name) = \(value(of: v))\n" }
        return out
    }

    /// Checks the tableau's invariants and returns what is broken (empty when sound): rows
    /// sorted and free of zeros, no basic symbol in any row, the column index exact, every
    /// restricted row feasible, every record's symbols alive, every known variable held by
    /// as many constraints as its count of uses says (at least one), every forgotten one
    /// gone from the tableau.
    ///
    /// The property tests call it after every operation of thousands of random sequences.
    ///
    /// - Complexity: O(size of the tableau).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        var expected = Array(repeating: [Int32](), count: t.kinds.count)
        for id in t.rows.indices {
            let basic = t.rowBasic[id]
            guard basic >= 0 else {
                if !t.rows[id].terms.isEmpty { problems.append("free row \(id) has terms") }
                continue
            }
            let kind = t.kinds[Int(basic)]
            if kind == .free { problems.append("row \(id) has a free basic symbol \(basic)") }
            if kind != .objective, t.basicRow[Int(basic)] != Int32(id) {
                problems.append("basicRow[\(basic)] is \(t.basicRow[Int(basic)]), not \(id)")
            }
            var previous: SymbolID = -1
            for term in t.rows[id].terms {
                if term.symbol <= previous { problems.append("row \(id) is not sorted") }
                previous = term.symbol
                if term.coefficient == 0 { problems.append("row \(id) holds a zero") }
                if !term.coefficient.isFinite { problems.append("row \(id) holds a non-finite coefficient") }
                if t.basicRow[Int(term.symbol)] >= 0 { problems.append("row \(id) holds basic symbol \(term.symbol)") }
                if t.kinds[Int(term.symbol)] == .free { problems.append("row \(id) holds free symbol \(term.symbol)") }
                if t.kinds[Int(term.symbol)] == .objective { problems.append("row \(id) holds an objective symbol") }
                expected[Int(term.symbol)].append(Int32(id))
            }
            let constant = t.rows[id].constant
            if !constant.isFinite { problems.append("row \(id) has a non-finite constant \(constant)") }
            // The solver's own tolerance (relative to the values the constant was computed from):
            // within it, the simplex treats the row as feasible, so a looser check would hide
            // what it does and a tighter one would flag its rounding.
            let tolerance = Numerics.tolerance(t.rows[id].magnitude)
            if kind.isPivotable, constant < -tolerance {
                problems.append("row \(id) is infeasible: \(constant) (tolerance \(tolerance))")
            }
            if kind == .dummy, abs(constant) > tolerance { problems.append("dummy row \(id) is \(constant), not 0") }
        }
        for s in t.kinds.indices where t.columns[s].sorted() != expected[s].sorted() {
            problems.append("column \(s) is \(t.columns[s].sorted()), expected \(expected[s])")
        }
        for s in t.basicRow.indices where t.basicRow[s] >= 0 {
            let r = Int(t.basicRow[s])
            if r >= t.rowBasic.count || t.rowBasic[r] != SymbolID(s) { problems.append("symbol \(s) claims row \(r)") }
        }
        for (c, record) in records {
            if record.marker >= 0, t.kinds[Int(record.marker)] == .free { problems.append("marker of \(c) was released") }
            if record.other >= 0, t.kinds[Int(record.other)] == .free { problems.append("error of \(c) was released") }
            if record.marker >= 0, markerOwner(of: record.marker) != c { problems.append("marker of \(c) has another owner") }
        }
        for (c, id) in publicIDs where publicConstraints[id] !== c || !records.contains(id) {
            problems.append("public constraint \(c) maps to \(id), which is not its record in the tableau")
        }
        if records.allocated != records.count { problems.append("\(records.allocated) records allocated, \(records.count) in the tableau") }
        var uses = Array(repeating: Int32(0), count: t.kinds.count)
        for c in records.ids {
            for term in records.terms(of: c) {
                if let s = knownSymbol(of: term.variable) { uses[Int(s)] += 1 } else { problems.append("\(c) holds a forgotten variable") }
            }
        }
        var dead = 0
        for (i, v) in variableList.enumerated() {
            let s = variableSymbols[i]
            guard s >= 0 else {
                dead += 1
                continue
            }
            if knownSymbol(of: v) != s { problems.append("variable \(v) lost its symbol") }
            if t.kinds[Int(s)] != .external { problems.append("variable \(v) has a symbol of kind \(t.kinds[Int(s)])") }
            if variablePositions[Int(s)] != Int32(i) { problems.append("variable \(v) is at \(i), its symbol says \(variablePositions[Int(s)])") }
            if variableUses[Int(s)] != uses[Int(s)] { problems.append("variable \(v) counts \(variableUses[Int(s)]) uses, holds \(uses[Int(s)])") }
            if uses[Int(s)] == 0 { problems.append("variable \(v) is held by no constraint but not forgotten") }
        }
        if dead != deadVariables { problems.append("\(deadVariables) forgotten slots counted, \(dead) found") }
        if variableIndex.count != variableList.count - dead { problems.append("\(variableIndex.count) variables mapped, \(variableList.count - dead) listed") }
        for s in t.kinds.indices where t.kinds[s] == .external && (s >= variablePositions.count || variablePositions[s] < 0) {
            problems.append("external symbol \(s) belongs to no variable")
        }
        problems += costChangeViolations()
        return problems
    }
}
