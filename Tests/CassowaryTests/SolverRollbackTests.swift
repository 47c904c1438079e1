import LayoutSupport
import XCTest
@testable import Cassowary

/// A failed operation leaves the solver indistinguishable from before: the same variables,
/// the same tableau under the same symbol and row numbers (the debug dump prints both), and
/// the same results later as a twin that never saw the failure.
final class SolverRollbackTests: XCTestCase {
    func testFailedBatchLeavesNoVariableAndNoRow() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 10)
        let before = solver.debugDescription
        XCTAssertThrowsError(try solver.add([y == 5, LinearConstraint(LinearExpression(constant: 1), .equal)]))
        XCTAssertEqual(solver.variables, [x])
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertFalse(solver.constraints.contains { $0.expression.terms.contains { $0.variable === y } })
    }

    func testFailedSingleAddKeepsSymbolNumbering() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        var twin = Solver()
        try solver.add(x >= 10)
        try twin.add(x >= 10)
        try solver.add((y == 3) | .weak)
        try twin.add((y == 3) | .weak)
        // Through phase one: x <= 5 contradicts x >= 10 after pivots.
        XCTAssertThrowsError(try solver.add(x + z <= 5 - 10 + z))
        XCTAssertThrowsError(try solver.add([z == 1, x <= 0]))
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        let later: [LinearConstraint] = [z >= x + 1, (z == 100) | .strong, y <= LinearExpression(z)]
        for c in later {
            try solver.add(c)
            try twin.add(c)
        }
        try solver.addEditVariable(y, strength: .medium)
        try twin.addEditVariable(y, strength: .medium)
        try solver.suggestValue(50, for: y)
        try twin.suggestValue(50, for: y)
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
    }

    /// Random operations on a solver and its twin; the solver also gets operations that fail
    /// (unsatisfiable adds, batches failing at their last member, overflowing suggestions), and
    /// after each the two must dump the same.
    func testFailuresAreInvisibleToLaterOperations() throws {
        for seed in 1...150 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<5).map { Variable("x\($0)") }
            let outsider = Variable("outsider")
            var solver = Solver()
            var twin = Solver()
            var live: [LinearConstraint] = []
            var edits: [Variable] = []
            func random() -> LinearConstraint {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &g) {
                    terms.append(Term(vars[Int.random(in: 0..<5, using: &g)], Double(Int.random(in: -3...3, using: &g))))
                }
                let e = LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &g)))
                let r: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
                let s: Strength = [.required, .required, .strong, .weak].randomElement(using: &g) ?? .weak
                return LinearConstraint(e, r, strength: s)
            }
            for step in 0..<40 {
                let context = "seed \(seed) step \(step)"
                // A failing operation on the solver alone.
                let dump = solver.debugDescription
                switch Int.random(in: 0..<4, using: &g) {
                case 0:
                    let c = random()
                    if Solver.isInfeasible(solver.constraints.filter { $0.strength.isRequired } + [c.with(strength: .required)]) {
                        XCTAssertThrowsError(try solver.add(c.with(strength: .required)), context)
                    }
                case 1:
                    let batch = [random(), (outsider == 3) | .weak, random().with(strength: .weak),
                                 LinearConstraint(LinearExpression(constant: 1), .equal)]
                    XCTAssertThrowsError(try solver.add(batch), context)
                case 2:
                    if let v = edits.first {
                        XCTAssertThrowsError(try solver.suggestValue(.infinity, for: v), context)
                    }
                default:
                    break
                }
                XCTAssertEqual(solver.debugDescription, dump, "a failed operation changed the solver: \(context)")
                XCTAssertFalse(solver.variables.contains(outsider), context)
                // The same successful operation on both.
                let roll = Int.random(in: 0..<10, using: &g)
                if roll < 5 || live.isEmpty {
                    let c = random()
                    let tracking: EqualityTracking = Bool.random(using: &g) ? .tracked : .compact
                    let a = Result { () throws(SolverError) in try solver.add(c, tracking: tracking) }
                    let b = Result { () throws(SolverError) in try twin.add(c, tracking: tracking) }
                    XCTAssertEqual(a.failure, b.failure, context)
                    if a.failure == nil { live.append(c) }
                } else if roll < 7 {
                    let c = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try solver.remove(c)
                    try twin.remove(c)
                } else if roll < 8 {
                    let v = vars[Int.random(in: 0..<5, using: &g)]
                    if edits.contains(where: { $0 === v }) {
                        try solver.removeEditVariable(v)
                        try twin.removeEditVariable(v)
                        edits.removeAll { $0 === v }
                    } else {
                        try solver.addEditVariable(v, strength: .strong)
                        try twin.addEditVariable(v, strength: .strong)
                        edits.append(v)
                    }
                } else if let v = edits.randomElement(using: &g) {
                    let value = Double(Int.random(in: -200...200, using: &g))
                    try solver.suggestValue(value, for: v)
                    try twin.suggestValue(value, for: v)
                }
                XCTAssertEqual(solver.debugDescription, twin.debugDescription, context)
                XCTAssertEqual(solver.invariantViolations(), [], context)
            }
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}
