import LayoutSupport
import XCTest
@testable import Cassowary

/// Removing compact required equalities that have no variable of their own: only the
/// constraints linked to the removed one are rebuilt, when they are all required (issue 8:
/// a chain taken apart at random places rebuilt the whole tableau at every removal). Exact
/// values after every removal, against a solver built from scratch; the counts of full and
/// component rebuilds; failures that leave no trace. The time is `Benchmarks --chain-removal
/// N --shuffled S`.
final class SolverComponentRemovalTests: XCTestCase {
    /// The links still standing, walked from x0: the values of the piece pinned at 0, exact.
    private func pinnedPrefix(_ removed: [Bool]) -> Int {
        var end = 0
        while end < removed.count, !removed[end] { end += 1 }
        return end
    }

    func testAChainTakenApartInRandomOrderKeepsExactValuesWithoutAFullRebuild() throws {
        for seed in UInt64(1)...4 {
            var random = SeededGenerator(seed: seed)
            let count = 300
            var (solver, x, links) = try makeUnitChain(count)
            var removed = [Bool](repeating: false, count: count)
            for (step, i) in Array(0..<count).shuffled(using: &random).enumerated() {
                try solver.remove(links[i])
                removed[i] = true
                let context = "seed \(seed), step \(step), removed x\(i + 1) == x\(i) + 1"
                // Every link still standing holds exactly; the piece joined to x0 is 0, 1, 2, …
                for j in 0..<count where !removed[j] {
                    XCTAssertEqual(solver.value(of: x[j + 1]) - solver.value(of: x[j]), 1, context)
                }
                for j in 0...pinnedPrefix(removed) { XCTAssertEqual(solver.value(of: x[j]), Double(j), context) }
                if step % 37 == 0 { XCTAssertEqual(solver.invariantViolations(), [], context) }
            }
            XCTAssertEqual(solver.rebuildCount, 0, "seed \(seed)")
            // The rest removed a piece's end link through its own end variable.
            XCTAssertGreaterThan(solver.componentRebuildCount, count / 5, "seed \(seed)")
            XCTAssertEqual(solver.variables, [x[0]])
            XCTAssertEqual(solver.constraints.count, 1)
            XCTAssertEqual(solver.invariantViolations(), [])
        }
    }

    /// Removals, adds (which make the index of holders stale), reads and required
    /// inequalities mixed at random over a few variables, so that most variables are held by
    /// several constraints and many equalities are redundant. The gaps come from hidden
    /// positions, so nothing is ever contradictory and every variable joined to a pin by
    /// equalities has its hidden position exactly; the rest is checked against a solver built
    /// from scratch with the same constraints in the same order.
    func testInterleavedRemovalsAddsAndReadsMatchAFreshBuild() throws {
        var componentRebuilds = 0
        for seed in UInt64(1)...5 {
            var random = SeededGenerator(seed: seed)
            let n = 16
            let v = (0..<n).map { Variable("v\($0)") }
            var position = (0..<n).map { _ in Double(Int.random(in: -20...20, using: &random)) }
            position[0] = 0
            position[8] = 100
            var solver = Solver()
            var live: [LinearConstraint] = [v[0] == 0, v[8] == 100]
            for c in live { try solver.add(c) }
            for step in 0..<400 {
                let context = "seed \(seed), step \(step)"
                let removable = Array(live.indices.dropFirst(2))
                if removable.isEmpty || Bool.random(using: &random) {
                    let a = Int.random(in: 0..<n, using: &random)
                    let b = Int.random(in: 0..<n, using: &random)
                    guard a != b else { continue }
                    let c =
                        Int.random(in: 0..<4, using: &random) == 0
                        ? v[a] >= v[b] - 1_000 : v[a] == v[b] + (position[a] - position[b])
                    try solver.add(c)
                    live.append(c)
                } else {
                    let k = removable[Int.random(in: 0..<removable.count, using: &random)]
                    try solver.remove(live[k])
                    live.remove(at: k)
                }
                var fresh = Solver()
                for c in live { try fresh.add(c) }
                XCTAssertEqual(solver.variables.count, fresh.variables.count, context)
                for c in live where c.relation == .greaterThanOrEqual {
                    var sum = c.expression.constant
                    for t in c.expression.terms { sum += t.coefficient * solver.value(of: t.variable) }
                    XCTAssertGreaterThanOrEqual(sum, 0, "\(c), \(context)")
                }
                for c in live where c.relation == .equal {
                    var sum = c.expression.constant
                    for t in c.expression.terms { sum += t.coefficient * solver.value(of: t.variable) }
                    XCTAssertEqual(sum, 0, "\(c), \(context)")
                }
                for (i, w) in v.enumerated() where determined(w, live) {
                    XCTAssertEqual(solver.value(of: w), position[i], "\(w), \(context)")
                    XCTAssertEqual(fresh.value(of: w), position[i], "\(w), \(context)")
                }
                if step % 25 == 0 { XCTAssertEqual(solver.invariantViolations(), [], context) }
            }
            XCTAssertEqual(solver.rebuildCount, 0, "seed \(seed): every component is required only")
            componentRebuilds += solver.componentRebuildCount
        }
        XCTAssertGreaterThan(componentRebuilds, 100)
    }

    /// Whether `w` is joined to a pinned variable through equalities (its value is then
    /// determined by the constraints, whatever the order of the operations).
    private func determined(_ w: Variable, _ live: [LinearConstraint]) -> Bool {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(w)]
        var queue = [w]
        while let u = queue.popLast() {
            for c in live where c.relation == .equal && c.expression.terms.contains(where: { $0.variable === u }) {
                if c.expression.terms.count == 1 { return true }
                for t in c.expression.terms where seen.insert(ObjectIdentifier(t.variable)).inserted {
                    queue.append(t.variable)
                }
            }
        }
        return false
    }

    /// A weak preference or an edit variable anywhere in the component makes the removal a
    /// full rebuild (the objective holds the component's symbols); a component apart from
    /// them is still rebuilt alone.
    func testAComponentWithASoftConstraintOrAnEditRebuildsTheTableau() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let p = Variable("p"), q = Variable("q"), r = Variable("r")
        var solver = Solver()
        try solver.add(a == 0)
        let ab = (b == a + 10)
        try solver.add(ab)
        try solver.add(c == b + 10)
        try solver.add((c == 50) | .weak)
        try solver.add(p == 0)
        let pq = (q == p + 3)
        try solver.add(pq)
        try solver.add(r == q + 3)
        try solver.addEditVariable(r, strength: .strong)
        try solver.suggestValue(40, for: r)
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 1)
        let xy = (y == x + 1)
        try solver.add(xy)
        try solver.add(z == y + 1)

        try solver.remove(xy)
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.componentRebuildCount, 1, "x, y and z are linked to nothing soft")
        XCTAssertEqual(solver.value(of: x), 1)
        XCTAssertEqual(solver.value(of: z) - solver.value(of: y), 1)

        try solver.remove(ab)
        XCTAssertEqual(solver.rebuildCount, 1, "a weak preference in the component")
        XCTAssertEqual(solver.value(of: a), 0)
        XCTAssertEqual(solver.value(of: c), 50, "the weak preference now wins")
        XCTAssertEqual(solver.value(of: b), 40)

        try solver.remove(pq)
        XCTAssertEqual(solver.rebuildCount, 2, "an edit variable in the component")
        XCTAssertEqual(solver.value(of: p), 0)
        XCTAssertEqual(solver.value(of: r), 40, "the suggestion now wins")
        XCTAssertEqual(solver.value(of: q), 37)
        XCTAssertEqual(solver.componentRebuildCount, 1)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Failed operations between removals (a batch refused halfway, a removal of an unknown
    /// constraint) leave the solver as a twin that never saw them: same tableau, same values
    /// after every later removal.
    func testFailuresBetweenComponentRemovalsLeaveNoTrace() throws {
        var random = SeededGenerator(seed: 7)
        let count = 120
        var (solver, x, links) = try makeUnitChain(count)
        var twin = solver
        let stranger = Variable("stranger")
        for (step, i) in Array(0..<count).shuffled(using: &random).enumerated() {
            let context = "step \(step), link \(i)"
            if step % 3 == 0 {
                let before = solver.debugDescription
                // Adds a fresh variable and a link, then contradicts the pin: all or nothing.
                XCTAssertThrowsError(try solver.add([stranger == x[i] + 5, x[0] == 1]), context)
                XCTAssertEqual(solver.debugDescription, before, context)
                XCTAssertThrowsError(try solver.remove(stranger == 5), context) { error in
                    guard case SolverError.unknownConstraint = error else { return XCTFail("\(error), \(context)") }
                }
                XCTAssertEqual(solver.debugDescription, before, context)
            }
            try solver.remove(links[i])
            try twin.remove(links[i])
            XCTAssertEqual(solver.debugDescription, twin.debugDescription, context)
        }
        XCTAssertEqual(solver.componentRebuildCount, twin.componentRebuildCount)
        XCTAssertEqual(solver.variables, [x[0]])
    }

    /// Removing one equality of a system where a required equality restates others (no row
    /// of its own) and a tracked one carries a dummy: the component goes back in with the
    /// same tracking and the right values.
    func testRedundantAndTrackedEqualitiesInAComponent() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        var solver = Solver()
        try solver.add(a == 2)
        let ab = (b == a + 1)
        try solver.add(ab)
        try solver.add(c == b + 1)
        try solver.add(c == a + 2)  // redundant: restates the two links
        let tracked = (d == c + 1)
        try solver.add(tracked, tracking: .tracked)
        try solver.add(d <= 100)
        try solver.remove(ab)
        XCTAssertEqual(solver.componentRebuildCount, 1)
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual([a, b, c, d].map { solver.value(of: $0) }, [2, 3, 4, 5])
        try solver.remove(tracked)
        XCTAssertEqual(solver.value(of: c), 4)
        XCTAssertLessThanOrEqual(solver.value(of: d), 100)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
