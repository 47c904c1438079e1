import LayoutSupport
import XCTest
@testable import Cassowary

/// A chain `x0 == 0`, `x(i+1) == x(i) + 1`: the variables and the links, in order (shared by
/// the chain-removal tests of this module).
func makeUnitChain(
    _ count: Int, tracking: EqualityTracking = .compact
) throws -> (Solver, [Variable], [LinearConstraint]) {
    let x = (0...count).map { Variable("x\($0)") }
    var solver = Solver()
    try solver.add(x[0] == 0)
    var links: [LinearConstraint] = []
    for i in 0..<count {
        let link = x[i + 1] == x[i] + 1
        try solver.add(link, tracking: tracking)
        links.append(link)
    }
    return (solver, x, links)
}

/// Removing a compact required equality through a variable that only it holds (no rebuild),
/// and what that does to a long chain taken apart one equality at a time: exact values after
/// every removal, and the number of rebuilds (not the time: that is `Benchmarks
/// --chain-removal`).
final class SolverChainRemovalTests: XCTestCase {
    func testTakingAChainApartFromItsEndNeverRebuilds() throws {
        var (solver, x, links) = try makeUnitChain(400)
        for i in (0..<400).reversed() {
            try solver.remove(links[i])
            XCTAssertEqual(solver.value(of: x[i]), Double(i))
            XCTAssertEqual(solver.value(of: x[i + 1]), 0, "forgotten")
            if i > 0 { XCTAssertEqual(solver.value(of: x[i - 1]), Double(i - 1)) }
        }
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.variables, [x[0]])
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testTakingAChainApartFromItsStartRebuildsItsComponentOnce() throws {
        var (solver, x, links) = try makeUnitChain(400)
        for i in 0..<400 {
            try solver.remove(links[i])
            XCTAssertEqual(solver.value(of: x[0]), 0)
            // The rest floats, its spacing exact.
            for j in stride(from: i + 1, to: 400, by: 37) {
                XCTAssertEqual(solver.value(of: x[j + 1]) - solver.value(of: x[j]), 1, "after removing \(i)")
            }
            if i % 50 == 0 { XCTAssertEqual(solver.invariantViolations(), [], "after removing \(i)") }
        }
        XCTAssertEqual(solver.componentRebuildCount, 1, "x0 and x1 are both held by another constraint only the first time")
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.variables, [x[0]])
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testASoleVariableInARestrictedRowKeepsTheOthersFeasible() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y <= 4)
        let sum = (z == x + y)
        try solver.add(sum)
        let pull = (z == 100) | .weak
        try solver.add(pull)
        try solver.add((x == 0) | .strong)
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.value(of: y), 4)
        XCTAssertEqual(solver.value(of: z), 14)
        try solver.remove(pull)
        try solver.remove(sum)
        XCTAssertEqual(solver.rebuildCount, 0)
        XCTAssertEqual(solver.value(of: x), 10)
        XCTAssertEqual(solver.value(of: y) <= 4, true)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Random trees of compact equalities `child == parent + d` under a pinned root, with
    /// required bounds and weak preferences; edges are removed in random order. After each
    /// removal every remaining edge holds exactly, and the variables still joined to the root
    /// have the same values as a solver built from scratch with the remaining constraints.
    func testRandomTreesTakenApartMatchAFreshBuild() throws {
        for seed in UInt64(1)...6 {
            var random = SeededGenerator(seed: seed)
            let n = 60
            let v = (0..<n).map { Variable("v\($0)") }
            var parent = [Int](repeating: -1, count: n)
            var gap = [Double](repeating: 0, count: n)
            var solver = Solver()
            var all: [LinearConstraint] = [v[0] == 0]
            var edges: [Int: LinearConstraint] = [:]
            for k in 1..<n {
                parent[k] = Int.random(in: 0..<k, using: &random)
                gap[k] = Double(Int.random(in: -9...9, using: &random))
                let edge = v[k] == v[parent[k]] + gap[k]
                edges[k] = edge
                all.append(edge)
                if k % 3 == 0 { all.append(v[k] >= -1_000) }
                if k % 4 == 0 { all.append((v[k] == Double(k)) | .weak) }
            }
            for c in all { try solver.add(c) }
            var remaining = all
            for k in Array(1..<n).shuffled(using: &random) {
                let edge = edges[k]!
                try solver.remove(edge)
                remaining.removeAll { $0 === edge }
                edges[k] = nil
                let context = "seed \(seed), removed the edge of v\(k)"
                XCTAssertEqual(solver.invariantViolations(), [], context)
                for child in edges.keys {
                    XCTAssertEqual(
                        solver.value(of: v[child]) - solver.value(of: v[parent[child]]), gap[child], accuracy: 1e-9, context)
                }
                var fresh = Solver()
                for c in remaining { try fresh.add(c) }
                for k2 in 0..<n where joinedToRoot(k2, parent: parent, edges: edges) {
                    XCTAssertEqual(solver.value(of: v[k2]), fresh.value(of: v[k2]), accuracy: 1e-9, context)
                }
            }
        }
    }

    private func joinedToRoot(_ k: Int, parent: [Int], edges: [Int: LinearConstraint]) -> Bool {
        var k = k
        while k != 0 {
            guard edges[k] != nil else { return false }
            k = parent[k]
        }
        return true
    }
}
