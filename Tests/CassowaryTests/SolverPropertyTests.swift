import LayoutSupport
import XCTest
@testable import Cassowary

/// Thousands of random operation sequences: after every step the invariants hold, every
/// required constraint holds within 1e-8, a failed operation changed nothing, and the
/// incremental solution is as good (lexicographically, level by level) as a fresh solve of
/// the same system.
final class SolverPropertyTests: XCTestCase {
    struct Model {
        var constraints: [LinearConstraint] = []
        var edits: [(Variable, Strength, Double)] = []
    }

    func evaluate(_ e: LinearExpression, _ solver: Solver) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The error of a constraint at the solver's values (0 when satisfied).
    func violation(_ c: LinearConstraint, _ solver: Solver) -> Double {
        let v = evaluate(c.expression, solver)
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// Weighted error per priority level, highest level first.
    func objective(_ model: Model, _ solver: Solver) -> [(Double, Double)] {
        var levels: [Double: Double] = [:]
        for c in model.constraints where !c.strength.isRequired {
            levels[c.strength.priority, default: 0] += c.strength.weight * violation(c, solver)
        }
        for (v, s, value) in model.edits {
            levels[s.priority, default: 0] += s.weight * abs(solver.value(of: v) - value)
        }
        return levels.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    func randomStrength(_ g: inout SeededGenerator) -> Strength {
        switch Int.random(in: 0..<6, using: &g) {
        case 0, 1: return .required
        case 2: return .strong
        case 3: return .medium
        case 4: return Strength(priority: .random(in: 1...999, using: &g).rounded(), weight: [1, 2, 0.5].randomElement(using: &g) ?? 1)
        default: return .weak
        }
    }

    func randomConstraint(_ vars: [Variable], _ g: inout SeededGenerator) -> LinearConstraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let v = vars[Int.random(in: 0..<vars.count, using: &g)]
            terms.append(Term(v, Double(Int.random(in: -3...3, using: &g))))
        }
        let e = LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &g)))
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
        return LinearConstraint(e, relation, strength: randomStrength(&g))
    }

    func checkRequired(_ model: Model, _ solver: Solver, _ context: String) {
        for c in model.constraints where c.strength.isRequired {
            let error = violation(c, solver)
            XCTAssertLessThan(error, 1e-8, "\(c) is violated by \(error) \(context)")
        }
    }

    func freshSolve(_ model: Model) throws -> Solver {
        var s = Solver()
        for c in model.constraints { try s.add(c) }
        for (v, strength, value) in model.edits {
            try s.addEditVariable(v, strength: strength)
            try s.suggestValue(value, for: v)
        }
        return s
    }

    func assertSameObjective(_ a: [(Double, Double)], _ b: [(Double, Double)], _ context: String) {
        XCTAssertEqual(a.map(\.0), b.map(\.0), context)
        for (x, y) in zip(a, b) {
            let scale = max(1, abs(x.1), abs(y.1))
            if abs(x.1 - y.1) > 1e-6 * scale {
                XCTFail("level \(x.0): incremental \(x.1) vs fresh \(y.1) \(context)")
                return
            }
        }
    }

    func testRandomOperationSequences() throws {
        for seed in 1...300 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<5).map { Variable("x\($0)") }
            var solver = Solver()
            var model = Model()
            for step in 0..<40 {
                let context = "(seed \(seed), step \(step))"
                let before = solver.debugDescription
                let roll = Int.random(in: 0..<10, using: &g)
                do {
                    if roll < 5 || model.constraints.isEmpty {
                        // Now and then a copy of a constraint already there: redundant twins
                        // are where removal goes wrong (the LP oracle's churn profile).
                        let c = model.constraints.isEmpty || Int.random(in: 0..<4, using: &g) != 0
                            ? randomConstraint(vars, &g)
                            : {
                                let original = model.constraints[Int.random(in: 0..<model.constraints.count, using: &g)]
                                return LinearConstraint(original.expression, original.relation, strength: original.strength)
                            }()
                        let tracking: EqualityTracking = Bool.random(using: &g) ? .tracked : .compact
                        do {
                            try solver.add(c, tracking: tracking)
                            model.constraints.append(c)
                        } catch SolverError.unsatisfiableConstraint(let bad, let others) {
                            XCTAssertTrue(bad === c)
                            XCTAssertEqual(solver.debugDescription, before, "failed add changed the solver \(context)")
                            // The explanation really conflicts, and every member is needed.
                            XCTAssertTrue(Solver.isInfeasible(others + [c]), context)
                            for i in others.indices {
                                var fewer = others
                                fewer.remove(at: i)
                                XCTAssertFalse(Solver.isInfeasible(fewer + [c]), "not minimal \(context)")
                            }
                        }
                    } else if roll < 7 {
                        let i = Int.random(in: 0..<model.constraints.count, using: &g)
                        try solver.remove(model.constraints.remove(at: i))
                    } else if roll < 8 {
                        let v = vars[Int.random(in: 0..<vars.count, using: &g)]
                        if let i = model.edits.firstIndex(where: { $0.0 === v }) {
                            try solver.removeEditVariable(v)
                            model.edits.remove(at: i)
                        } else {
                            let s: Strength = [.strong, .medium, .weak].randomElement(using: &g) ?? .strong
                            try solver.addEditVariable(v, strength: s)
                            model.edits.append((v, s, 0))
                        }
                    } else if !model.edits.isEmpty {
                        let i = Int.random(in: 0..<model.edits.count, using: &g)
                        let value = Double(Int.random(in: -200...200, using: &g))
                        try solver.suggestValue(value, for: model.edits[i].0)
                        model.edits[i].2 = value
                    }
                } catch {
                    XCTFail("unexpected \(error) \(context)")
                }
                XCTAssertEqual(solver.invariantViolations(), [], context)
                checkRequired(model, solver, context)
                let fresh = try freshSolve(model)
                assertSameObjective(objective(model, solver), objective(model, fresh), context)
            }
        }
    }

    func testDeterminism() throws {
        func run() throws -> [Double] {
            var g = SeededGenerator(seed: 42)
            let vars = (0..<8).map { Variable("v\($0)") }
            var solver = Solver()
            for _ in 0..<200 {
                try? solver.add(randomConstraint(vars, &g))
            }
            return vars.map { solver.value(of: $0) }
        }
        XCTAssertEqual(try run(), try run())
    }
}
