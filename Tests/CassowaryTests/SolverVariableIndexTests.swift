import LayoutSupport
import XCTest
@testable import Cassowary

/// The solver's index from variables to symbols (`VariableIndex`, an open-addressing table
/// of symbols) finds exactly the live variables, each at its symbol, through churn that
/// introduces, forgets and rolls back variables and grows the table.
final class SolverVariableIndexTests: XCTestCase {
    /// Every variable of the pool is found (at a symbol whose slot holds it) exactly while a
    /// constraint holds it; the table's count is the number of live variables.
    func testTheIndexFindsExactlyTheLiveVariables() throws {
        var added = 0, removed = 0, rolledBack = 0, forgotten = 0
        for seed in 1...12 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            var solver = Solver()
            var pool: [Variable] = []
            var live: [(LinearConstraint, [Variable])] = []
            let anchor = Variable("anchor")
            try solver.add(anchor == 1)
            for step in 0..<400 {
                let context = "seed \(seed) step \(step)"
                if live.isEmpty || Int.random(in: 0..<10, using: &g) < 6 {
                    // One to three variables, a fresh one half of the time.
                    var vars: [Variable] = []
                    for _ in 0..<Int.random(in: 1...3, using: &g) {
                        if pool.isEmpty || Bool.random(using: &g) {
                            pool.append(Variable("v\(pool.count)"))
                            vars.append(pool[pool.count - 1])
                        } else {
                            let v = pool[Int.random(in: 0..<pool.count, using: &g)]
                            if !vars.contains(where: { $0 === v }) { vars.append(v) }
                        }
                    }
                    let expression = vars.reduce(LinearExpression(constant: -Double(step % 7))) { $0 + 1.0 * $1 }
                    let c = LinearConstraint(expression, .equal, strength: .weak)
                    if Int.random(in: 0..<5, using: &g) == 0 {
                        // All or none with a required conflict: the fresh variables roll back.
                        XCTAssertThrowsError(try solver.add([c, anchor == 2]), context)
                        rolledBack += 1
                    } else {
                        try solver.add(c)
                        live.append((c, vars))
                        added += 1
                    }
                } else {
                    let (c, _) = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try solver.remove(c)
                    removed += 1
                }
                var held = 0
                for v in pool {
                    let holds = live.contains { $0.1.contains { $0 === v } }
                    let s = solver.knownSymbol(of: v)
                    XCTAssertEqual(s != nil, holds, "\(v) \(context)")
                    if let s { XCTAssertTrue(solver.isSymbol(s, of: v), "\(v) \(context)") }
                    if holds { held += 1 } else if s == nil { forgotten += 1 }
                }
                XCTAssertEqual(solver.variableIndex.count, held + 1, context)
                XCTAssertEqual(solver.knownSymbol(of: Variable("stranger")), nil, context)
            }
            XCTAssertGreaterThan(solver.variableIndex.buckets.count, 16, "the table grew (seed \(seed))")
        }
        XCTAssertGreaterThan(added, 2000)
        XCTAssertGreaterThan(removed, 1000)
        XCTAssertGreaterThan(rolledBack, 500)
        XCTAssertGreaterThan(forgotten, 1000)
    }
}
