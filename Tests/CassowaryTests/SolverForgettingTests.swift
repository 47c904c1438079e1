import LayoutSupport
import XCTest
@testable import Cassowary

/// A variable that no constraint and no edit variable holds any more is forgotten: it leaves
/// `variables`, reads as 0 like one never seen, and its symbol id is reused, so a solver
/// that churns through ever-new variables stays the same size.
final class SolverForgettingTests: XCTestCase {
    func testRemovingTheLastConstraintForgetsItsVariables() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let a = (x >= 10)
        let b = (y == x + 5) | .strong
        try solver.add(a)
        try solver.add(b)
        try solver.add(z == 3)
        XCTAssertEqual(solver.variables, [x, y, z])
        try solver.remove(b)
        XCTAssertEqual(solver.variables, [x, z], "x is still held by x >= 10")
        XCTAssertEqual(solver.value(of: y), 0)
        XCTAssertEqual(solver.value(of: x), 10)
        try solver.remove(a)
        XCTAssertEqual(solver.variables, [z])
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertEqual(solver.value(of: z), 3)
        XCTAssertEqual(solver.invariantViolations(), [])
        // Coming back, a forgotten variable is a new one, at the end.
        try solver.add(x == 7)
        XCTAssertEqual(solver.variables, [z, x])
        XCTAssertEqual(solver.value(of: x), 7)
    }

    func testCompactRequiredEqualityRemovalForgetsToo() throws {
        let x = Variable("x"), y = Variable("y"), w = Variable("w")
        var solver = Solver()
        try solver.add(x == 4)
        let link = (y == 2 * x + 1)
        try solver.add(link)
        let follow = (w == y - 1)
        try solver.add(follow)
        try solver.remove(link)  // compact, with no variable of its own: its component rebuilt
        XCTAssertEqual(solver.componentRebuildCount, 1)
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.variables, [x, y, w], "y is still held by w == y - 1")
        try solver.remove(follow)
        XCTAssertEqual(solver.variables, [x])
        XCTAssertEqual(solver.value(of: x), 4)
        XCTAssertEqual(solver.value(of: w), 0)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testRemovingCompactEqualityThatAloneHeldAVariable() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x == 4)
        let link = (y == 2 * x + 1)
        try solver.add(link)
        XCTAssertEqual(solver.value(of: y), 9)
        try solver.remove(link)
        XCTAssertEqual(solver.variables, [x])
        XCTAssertEqual(solver.value(of: y), 0)
        XCTAssertEqual(solver.value(of: x), 4)
        XCTAssertEqual(solver.tableau.symbolCount, 1, "only x's symbol is alive")
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testAnEditVariableKeepsItsVariable() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = (x >= 0)
        try solver.add(floor)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(30, for: x)
        try solver.remove(floor)
        XCTAssertEqual(solver.variables, [x])
        XCTAssertEqual(solver.value(of: x), 30)
        try solver.removeEditVariable(x)
        XCTAssertEqual(solver.variables, [])
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertEqual(solver.tableau.symbolCount, 0)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testTheChangeReportGivesAForgottenVariableOnceAsZero() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let cx = (x == 5), cy = (y == 0), cz = (z == 2)
        try solver.add(cx)
        try solver.add(cy)
        try solver.add(cz)
        XCTAssertEqual(Array(solver.updateVariables()), [x, z])
        try solver.remove(cx)
        try solver.remove(cy)
        let report = solver.updateVariables()
        XCTAssertEqual(Array(report), [x], "y was 0 already: no change to report")
        XCTAssertEqual(report.value(at: 0), 0)
        XCTAssertEqual(Array(solver.updateVariables()), [])
        // Forgotten and back before the report: reported as 0, then with its new value.
        let three = (x == 3)
        try solver.add(three)
        XCTAssertEqual(Array(solver.updateVariables()), [x])
        try solver.remove(three)
        try solver.add(x == 9)
        let again = solver.updateVariables()
        XCTAssertEqual(Array(again), [x, x])
        XCTAssertEqual(again.value(at: 0), 0)
        XCTAssertEqual(again.value(at: 1), 9)
        XCTAssertEqual(solver.variables, [z, x])
    }

    func testSymbolIdsAreReusedUnderChurnOverFreshVariables() throws {
        var solver = Solver()
        let root = Variable("root")
        try solver.add(root == 100)
        var live: [LinearConstraint] = []
        var peakSymbols = 0
        for i in 0..<1_500 {
            let a = Variable("a\(i)"), b = Variable("b\(i)")
            let pair: [LinearConstraint] = [a == root + Double(i), (b >= a + 1) | .strong, (b == a + 10) | .weak]
            for c in pair { try solver.add(c) }
            live.append(contentsOf: pair)
            XCTAssertEqual(solver.value(of: b), 100 + Double(i) + 10)
            if live.count > 30 {
                for c in live.prefix(3) { try solver.remove(c) }
                live.removeFirst(3)
            }
            peakSymbols = max(peakSymbols, solver.tableau.kinds.count)
        }
        XCTAssertEqual(solver.variables.count, 1 + 2 * 10)
        XCTAssertLessThanOrEqual(peakSymbols, 80, "ids of forgotten variables and released slacks are reused")
        XCTAssertLessThanOrEqual(solver.variableList.count, 21 + 2 * 21 + 1024, "dead slots are dropped")
        XCTAssertEqual(solver.invariantViolations(), [])
        solver.updateVariables()
        XCTAssertLessThanOrEqual(solver.variableList.count, 2 * 21)
    }

    /// Random operations over a pool of variables that is refreshed as it goes: after each,
    /// the invariants hold (uses counted right, no forgotten variable in the tableau), the
    /// known variables are exactly those of the live constraints and edits, and every value
    /// matches a solver built from scratch with the same constraints.
    func testKnownVariablesAreExactlyThoseHeldUnderRandomChurn() throws {
        for seed in UInt64(1)...4 {
            var random = SeededGenerator(seed: seed)
            var pool = (0..<8).map { Variable("p\($0)") }
            var fresh = 0
            var solver = Solver()
            var live: [LinearConstraint] = []
            for step in 0..<400 {
                let context = "seed \(seed), step \(step)"
                switch Int.random(in: 0..<10, using: &random) {
                case 0...4:
                    let a = pool.randomElement(using: &random)!, b = pool.randomElement(using: &random)!
                    let k = Double(Int.random(in: -20...20, using: &random))
                    let strengths: [Strength] = [.required, .strong, .medium, .weak]
                    let c: LinearConstraint
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: c = (a == b + k) | strengths.randomElement(using: &random)!
                    case 1: c = (a >= b + k) | strengths.randomElement(using: &random)!
                    default: c = (a + b <= k) | strengths.randomElement(using: &random)!
                    }
                    let tracking: EqualityTracking = Bool.random(using: &random) ? .tracked : .compact
                    if (try? solver.add(c, tracking: tracking)) != nil { live.append(c) }
                case 5...6 where !live.isEmpty:
                    let i = Int.random(in: 0..<live.count, using: &random)
                    try solver.remove(live.remove(at: i))
                case 7:
                    let v = pool.randomElement(using: &random)!
                    if !solver.hasEditVariable(v) {
                        try solver.addEditVariable(v, strength: .medium)
                        try solver.suggestValue(Double(Int.random(in: -50...50, using: &random)), for: v)
                    }
                case 8 where !solver.editVariables.isEmpty:
                    try solver.removeEditVariable(solver.editVariables.randomElement(using: &random)!)
                default:
                    // Retire a pool variable for good: it is never used again.
                    pool[Int.random(in: 0..<pool.count, using: &random)] = Variable("f\(fresh)")
                    fresh += 1
                }
                XCTAssertEqual(solver.invariantViolations(), [], context)
                var held = Set<ObjectIdentifier>()
                for c in live { for t in c.expression.reduced.terms { held.insert(ObjectIdentifier(t.variable)) } }
                for v in solver.editVariables { held.insert(ObjectIdentifier(v)) }
                XCTAssertEqual(Set(solver.variables.map(ObjectIdentifier.init)), held, context)
            }
            XCTAssertEqual(solver.invariantViolations(), [])
        }
    }
}
