import LayoutSupport
import XCTest
@testable import Cassowary

/// A rollback puts the column index back in its old order, not only its old contents: the
/// choices among equals follow that order (the first dummy row holding a marker, a ratio
/// test's ties), so a failed operation that re-ordered a column made a later removal pivot
/// another dummy than a twin that never saw the failure did: the same tableau, numbered
/// differently (`Fuzz/solver-crashes/twin-differs-after-a-failed-…`, reduced).
final class SolverRollbackColumnOrderTests: XCTestCase {
    /// Four copies of the required `v0 == 100` make four dummies equal to `v0`'s tracked
    /// equality's; the failed add of `v4 == 100` goes through phase one, whose pivots touch
    /// the dummies' column. Removing the tracked equality then pivots its marker with the
    /// first dummy row of its column: `d6` for both only if the column kept its order.
    func testRemovalAfterAFailedAddPivotsTheSameDummyAsTheTwin() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let tracked = (0.0 * v1 + v0 == 100.0) | .required
        var solver = Solver()
        var twin = Solver()
        func both(_ operation: (inout Solver) throws -> Void) throws {
            try operation(&solver)
            try operation(&twin)
        }
        try both { try $0.add([(0.5 * v0 + 1000.0 * v4 + 2.0 * v0 <= 100.0) | .required, (0.25 * v4 + 0.1 * v2 == -0.001) | .required]) }
        try both { try $0.add((0.0 * v3 - v2 + 2.0 * v0 >= -34.0) | .required, tracking: .tracked) }
        try both { try $0.add(tracked, tracking: .tracked) }
        for _ in 0..<4 { try both { try $0.add((v0 == 100.0) | .required) } }
        // 2.5·v0 + 1000·v4 <= 100 with v0 = 100 asks v4 <= -0.15.
        XCTAssertThrowsError(try solver.add((v4 == 100.0) | .required))
        try solver.remove(tracked)
        try twin.remove(tracked)
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        // The twin: v2 at its bound 234 (-v2 + 2·v0 >= -34), v4 = (-0.001 - 0.1·234) / 0.25.
        XCTAssertEqual(twin.value(of: v0), 100)
        XCTAssertEqual(twin.value(of: v2), 234, accuracy: 1e-9 * 234)
        XCTAssertEqual(twin.value(of: v4), -93.604, accuracy: 1e-9 * 93.604)
        XCTAssertEqual(twin.debugDescription, """
            Objective (highest priority first):
            Tableau (7 rows):
              v0#0 = 100.0 - 1.0·d6
              v2#3 = 234.00000000000708 - 1.0000000000000306·s4 - 2.0000000000000604·d6
              v4#1 = -93.60400000000283 + 0.4000000000000122·s4 + 0.8000000000000242·d6
              s2 = 93454.00000000282 - 400.00000000001216·s4 - 797.5000000000241·d6
              d7 = 0.0 + 1.0·d6
              d8 = 0.0 + 1.0·d6
              d9 = 0.0 + 1.0·d6
            Edit variables:
            Variables:
              v0 = 100.0
              v4 = -93.60400000000283
              v2 = 234.00000000000708
            """ + "\n")
    }

    /// The same with an edit variable and a medium preference: the failed add is
    /// `100·v5 + v0 == 100`, unsatisfiable with `v0 == 100` and `v3 >= -82`.
    func testRemovalAfterAFailedAddWithAnEditMatchesTheTwin() throws {
        let v0 = Variable("v0"), v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        let first = (v0 == 100.0) | .required
        var solver = Solver()
        var twin = Solver()
        func both(_ operation: (inout Solver) throws -> Void) throws {
            try operation(&solver)
            try operation(&twin)
        }
        try both { try $0.add((1000.0 * v0 - 0.5 * v5 + 0.5 * v3 == 100.0) | .required, tracking: .tracked) }
        try both { try $0.addEditVariable(v4, strength: Strength(priority: 1.0, weight: 1.0)) }
        try both { try $0.add((-0.5 * v3 <= 41.0) | .required, tracking: .tracked) }
        try both { try $0.add(first) }
        for _ in 0..<2 { try both { try $0.add((v0 == 100.0) | .required) } }
        try both { try $0.add((v3 - 0.5 * v4 >= 1000.0) | .medium) }
        XCTAssertThrowsError(try solver.add((100.0 * v5 + v0 == 100.0) | .required))
        try solver.remove(first)
        try twin.remove(first)
        XCTAssertEqual(solver.debugDescription, twin.debugDescription)
        // v3 = 1000 + 0.5·v4 at v4 = 0; v5 = 2·(1000·v0 + 0.5·v3 - 100) = 200800.
        XCTAssertEqual(twin.value(of: v3), 1000)
        XCTAssertEqual(twin.value(of: v5), 200800)
        XCTAssertEqual(twin.value(of: v4), 0)
        XCTAssertEqual(twin.value(of: v0), 100, accuracy: 1e-12 * 100)
        XCTAssertTrue(twin.debugDescription.contains("d11 = 0.0 + 1.0·d10\n"), twin.debugDescription)
    }

    /// Seeded random operations with failures in between (phase-one failures of required
    /// adds, batches failing at their last member): after each failure every column holds
    /// the same row ids in the same order as before it.
    func testFailedOperationsRestoreEveryColumnInOrder() throws {
        for seed in 1...120 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<5).map { Variable("x\($0)") }
            var solver = Solver()
            var failures = 0
            func random(_ strengths: [Strength]) -> LinearConstraint {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...3, using: &g) {
                    terms.append(Term(vars[Int.random(in: 0..<5, using: &g)], Double(Int.random(in: -3...3, using: &g))))
                }
                let e = LinearExpression(terms, constant: Double(Int.random(in: -100...100, using: &g)))
                let r: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
                return LinearConstraint(e, r, strength: strengths.randomElement(using: &g) ?? .required)
            }
            for step in 0..<40 {
                let context = "seed \(seed) step \(step)"
                let columns = solver.tableau.columns
                let dump = solver.debugDescription
                let failed: Bool
                if Bool.random(using: &g) {
                    let tracking: EqualityTracking = Bool.random(using: &g) ? .tracked : .compact
                    do { try solver.add(random([.required, .required, .strong, .weak]), tracking: tracking); failed = false } catch { failed = true }
                } else {
                    let batch = [random([.required, .strong]), random([.weak]), LinearConstraint(LinearExpression(constant: 1), .equal)]
                    XCTAssertThrowsError(try solver.add(batch), context)
                    failed = true
                }
                if failed {
                    failures += 1
                    XCTAssertEqual(solver.tableau.columns, columns, context)
                    XCTAssertEqual(solver.debugDescription, dump, context)
                }
            }
            XCTAssertGreaterThan(failures, 0, "seed \(seed)")
        }
    }
}
