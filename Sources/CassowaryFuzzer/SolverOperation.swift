import Cassowary

/// One call on the solver's public API, decoded from fuzzer bytes.
///
/// The constraint objects are made while decoding, so that the solver under test and its twin
/// (see ``SolverRun``) are handed the very same objects: a re-add or a removal names a
/// constraint by identity, as callers do.
enum SolverOperation: CustomStringConvertible {
    case add(LinearConstraint, tracking: EqualityTracking)
    case addBatch([LinearConstraint])
    case remove(LinearConstraint)
    case addEdit(Variable, Strength)
    case removeEdit(Variable)
    case suggest(Double, Variable)

    /// Applies the operation; throws what the solver throws.
    func apply(to solver: inout Solver) throws(SolverError) {
        switch self {
        case .add(let c, let tracking): try solver.add(c, tracking: tracking)
        case .addBatch(let cs): try solver.add(cs)
        case .remove(let c): try solver.remove(c)
        case .addEdit(let v, let s): try solver.addEditVariable(v, strength: s)
        case .removeEdit(let v): try solver.removeEditVariable(v)
        case .suggest(let x, let v): try solver.suggestValue(x, for: v)
        }
    }

    /// The operation as Swift, so that a failure reads as a reproduction.
    var description: String {
        switch self {
        case .add(let c, let tracking):
            return "try solver.add(\(Self.swift(c))\(tracking == .tracked ? ", tracking: .tracked" : ""))"
        case .addBatch(let cs): return "try solver.add([" + cs.map(Self.swift).joined(separator: ", ") + "])"
        case .remove(let c): return "try solver.remove(\(Self.swift(c)))"
        case .addEdit(let v, let s): return "try solver.addEditVariable(\(v), strength: \(Self.swift(s)))"
        case .removeEdit(let v): return "try solver.removeEditVariable(\(v))"
        case .suggest(let x, let v): return "try solver.suggestValue(\(x), for: \(v))"
        }
    }

    static func swift(_ c: LinearConstraint) -> String {
        var text = ""
        for t in c.expression.terms {
            text += text.isEmpty ? (t.coefficient < 0 ? "-" : "") : (t.coefficient < 0 ? " - " : " + ")
            text += abs(t.coefficient) == 1 ? "\(t.variable)" : "\(abs(t.coefficient)) * \(t.variable)"
        }
        if text.isEmpty { text = "LinearExpression()" }
        let symbol = c.relation == .equal ? "==" : (c.relation == .lessThanOrEqual ? "<=" : ">=")
        return "(\(text) \(symbol) \(-c.expression.constant)) | \(swift(c.strength))"
    }

    static func swift(_ s: Strength) -> String {
        let names: [Double: String] = [1000: ".required", 750: ".strong", 500: ".medium", 250: ".weak"]
        guard let name = names[s.priority] else { return "Strength(priority: \(s.priority), weight: \(s.weight))" }
        return s.weight == 1 ? name : "\(name).weighted(\(s.weight))"
    }
}

/// Reads operations from bytes: each byte chooses from a small table, so that libFuzzer's
/// mutations (flip, insert, copy) map onto meaningful changes of the sequence. Past the end
/// every read is 0, and decoding stops.
struct OperationDecoder {
    static let coefficients: [Double] = [1, -1, 2, -2, 3, 0.5, -0.5, 10, -10, 100, 0.1, 0.25, -3, 1000, 0.001, 0]
    static let bigConstants: [Double] = [1e3, -1e3, 1e6, -1e6, 0.5, -0.5, 1e-3, 1e9]
    static let strengths: [Strength] = [
        .required, .required, .required, .strong, .medium, .weak,
        Strength(priority: 100, weight: 2), Strength(priority: 999), Strength(priority: 1),
        .strong.weighted(0.5), Strength(priority: 500, weight: 3),
        Strength(priority: 0),  // invalid: must be refused and change nothing
    ]

    let bytes: [UInt8]
    var position = 0
    let variables: [Variable]
    /// Every constraint decoded so far, added or not, so that later operations can re-add or
    /// remove it (a removal of one that is not in the solver must fail and change nothing).
    var made: [LinearConstraint] = []

    init(_ bytes: [UInt8], variableCount: Int = 6) {
        self.bytes = bytes
        variables = (0..<variableCount).map { Variable("v\($0)") }
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> Int {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return Int(bytes[position])
    }

    mutating func pick<T>(_ table: [T]) -> T { table[byte() % table.count] }

    mutating func constant() -> Double {
        let b = byte()
        return b < 201 ? Double(b - 100) : OperationDecoder.bigConstants[(b - 201) % OperationDecoder.bigConstants.count]
    }

    mutating func constraint() -> LinearConstraint {
        var terms: [Term] = []
        for _ in 0..<(1 + byte() % 3) {
            terms.append(Term(pick(variables), pick(OperationDecoder.coefficients)))
        }
        let relation = pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let c = LinearConstraint(LinearExpression(terms, constant: constant()), relation, strength: pick(OperationDecoder.strengths))
        made.append(c)
        return c
    }

    /// An earlier constraint (to remove or re-add), or a new one when there is none.
    mutating func earlier() -> LinearConstraint {
        guard !made.isEmpty else { return constraint() }
        return made[byte() % made.count]
    }

    mutating func next() -> SolverOperation? {
        guard !isAtEnd else { return nil }
        switch byte() % 10 {
        case 0, 1: return .add(constraint(), tracking: .compact)
        case 2: return .add(constraint(), tracking: .tracked)
        case 3:
            var batch: [LinearConstraint] = []
            for _ in 0..<(1 + byte() % 3) { batch.append(byte() % 4 == 0 ? earlier() : constraint()) }
            return .addBatch(batch)
        case 4: return .remove(earlier())
        case 5: return .add(earlier(), tracking: byte() % 2 == 0 ? .compact : .tracked)
        case 6: return .addEdit(pick(variables), pick(OperationDecoder.strengths))
        case 7: return .removeEdit(pick(variables))
        default: return .suggest(constant() * Double(1 + byte() % 4), pick(variables))
        }
    }
}
