import LayoutSupport
import XCTest
@testable import Cassowary

/// The primal simplex prices only the symbols whose cost changed, and long objective rows are
/// journaled term by term: the results must be those of a full scan (Bland's rule), and a
/// failure must still be invisible.
final class SolverObjectiveTests: XCTestCase {
    /// Many weak constraints make the weak objective row long (journaled by terms); the
    /// values are exact and no symbol that could enter goes unnoticed.
    func testManyWeakConstraintsSolveExactly() throws {
        var solver = Solver()
        let xs = (0..<300).map { Variable("x\($0)") }
        for (i, x) in xs.enumerated() {
            try solver.add((x == Double(i)) | .weak)
        }
        XCTAssertEqual(solver.costChangeViolations(), [])
        // A required chain then pulls against the weak wishes: x(i+1) >= x(i) + 2.
        for i in 0..<(xs.count - 1) {
            try solver.add(xs[i + 1] >= xs[i] + 2)
        }
        XCTAssertEqual(solver.costChangeViolations(), [])
        // The optimum of Σ |x(i) - i| under x(i+1) - x(i) >= 2 is the tight chain
        // x(i) = 2i + c with c minimising Σ |i + c|: any c in [-150, -149] (the median).
        let c = solver.value(of: xs[0])
        XCTAssert((-150 ... -149).contains(c), "c = \(c)")
        for (i, x) in xs.enumerated() {
            XCTAssertEqual(solver.value(of: x), 2 * Double(i) + c, "x\(i)")
        }
    }

    /// Random weak and required constraints on a long objective, with operations that fail
    /// in between (unsatisfiable adds, failing batches) on one solver only: after each, the
    /// two dump the same tableau and every symbol that could enter is noted.
    func testFailuresOnLongObjectivesAreInvisible() throws {
        for seed in 1...8 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<40).map { Variable("v\($0)") }
            var solver = Solver()
            var twin = Solver()
            func random() -> LinearConstraint {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &g) {
                    terms.append(Term(vars[Int.random(in: 0..<vars.count, using: &g)], Double(Int.random(in: -3...3, using: &g))))
                }
                let e = LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &g)))
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &g)]
                let strength: Strength = [.weak, .weak, .medium, .strong, .required][Int.random(in: 0..<5, using: &g)]
                return LinearConstraint(e, relation, strength: strength)
            }
            var live: [LinearConstraint] = []
            for step in 0..<220 {
                let context = "seed \(seed) step \(step)"
                switch Int.random(in: 0..<10, using: &g) {
                case 0:
                    // A batch that pivots, then contradicts itself: all of it is undone.
                    let v = vars[Int.random(in: 0..<vars.count, using: &g)]
                    XCTAssertThrowsError(try solver.add([random(), random(), v <= 5, v >= 7]), context)
                case 1 where !live.isEmpty:
                    let c = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try solver.remove(c)
                    try twin.remove(c)
                default:
                    let c = random()
                    let a = Result { () throws(SolverError) in try solver.add(c) }
                    let b = Result { () throws(SolverError) in try twin.add(c) }
                    switch (a, b) {
                    case (.success, .success): live.append(c)
                    case (.failure, .failure): break
                    default: XCTFail("the twins disagree on \(c), \(context)")
                    }
                }
                XCTAssertEqual(solver.costChangeViolations(), [], context)
                XCTAssertEqual(solver.debugDescription, twin.debugDescription, context)
                if solver.debugDescription != twin.debugDescription { return }
            }
        }
    }

    /// A batch that fails after the simplex dropped symbols from the noted set must note them
    /// again, or a later add would miss an entering symbol.
    func testRollbackNotesDroppedSymbolsAgain() throws {
        var solver = Solver()
        var twin = Solver()
        let xs = (0..<100).map { Variable("x\($0)") }
        for (i, x) in xs.enumerated() {
            try solver.add((x == Double(i)) | .weak)
            try twin.add((x == Double(i)) | .weak)
        }
        let y = Variable("y")
        // Pivots run (the weak wishes are broken), then the batch fails at its last member.
        XCTAssertThrowsError(try solver.add([xs[10] >= xs[90] + 1, y >= 1, y <= 0]))
        XCTAssertEqual(solver.costChangeViolations(), [])
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        try solver.add(xs[10] >= xs[90] + 1)
        try twin.add(xs[10] >= xs[90] + 1)
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        XCTAssertEqual(solver.value(of: xs[10]) - solver.value(of: xs[90]), 1)
    }
}
