import LayoutSupport
import XCTest
@testable import Cassowary

/// The simplex loops terminate: a long seeded churn of adds, removes and suggestions over few
/// variables, with many redundant and degenerate constraints (where cycling lives), never
/// hangs, never reports an internal error, and keeps every invariant.
final class SolverCyclingTests: XCTestCase {
    func testDegenerateChurnTerminates() throws {
        var g = SeededGenerator(seed: 42)
        let vars = (0..<12).map { Variable("v\($0)") }
        var solver = Solver()
        // Explaining each refused constraint costs small solves; termination is the point here.
        solver.explainsConflicts = false
        var live: [LinearConstraint] = []
        var edits: [Variable] = []
        var suggestions = 0
        // Under CASSOWARY_INTERNAL_CHECKS every operation checks the whole tableau: fewer steps.
        #if CASSOWARY_INTERNAL_CHECKS
        let steps = 1_500
        #else
        let steps = 6_000
        #endif
        for step in 0..<steps {
            let roll = Int.random(in: 0..<10, using: &g)
            do {
                if roll < 4 || live.isEmpty {
                    let a = vars[Int.random(in: 0..<12, using: &g)]
                    let b = vars[Int.random(in: 0..<12, using: &g)]
                    // Small integer constants and a handful of shapes: many ties in every ratio
                    // test, many degenerate pivots.
                    let k = Double(Int.random(in: -2...2, using: &g)) * 10
                    let c: LinearConstraint
                    switch Int.random(in: 0..<4, using: &g) {
                    case 0: c = (a - b >= k) | [.strong, .weak, .medium].randomElement(using: &g)!
                    case 1: c = (a + b <= 100 + k) | [.required, .weak].randomElement(using: &g)!
                    case 2: c = a >= 0
                    default: c = (a == b + k) | .weak
                    }
                    do {
                        try solver.add(c)
                        live.append(c)
                    } catch SolverError.unsatisfiableConstraint {}
                } else if roll < 6 {
                    try solver.remove(live.remove(at: Int.random(in: 0..<live.count, using: &g)))
                } else if roll < 7 {
                    let v = vars[Int.random(in: 0..<12, using: &g)]
                    if !edits.contains(where: { $0 === v }) {
                        try solver.addEditVariable(v, strength: .strong)
                        edits.append(v)
                    }
                } else if let v = edits.randomElement(using: &g) {
                    try solver.suggestValue(Double(Int.random(in: -200...200, using: &g)), for: v)
                    suggestions += 1
                }
            } catch {
                return XCTFail("step \(step): \(error)")
            }
            if step % 500 == 0 { XCTAssertEqual(solver.invariantViolations(), [], "step \(step)") }
        }
        XCTAssertGreaterThan(suggestions, steps / 6)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
