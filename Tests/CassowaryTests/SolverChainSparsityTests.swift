import LayoutSupport
import XCTest
@testable import Cassowary

/// Chains of positions with free sizes (`left[i+1] == left[i] + width[i]`), the shape of a
/// visual-format row of views without widths or a column of cards whose heights come later:
/// the tableau's rows must stay short whatever the order of the links, or a build costs N²
/// (the size of the tableau, not the time, is asserted: time is `Benchmarks`' job), and the
/// values must be exact.
final class SolverChainSparsityTests: XCTestCase {
    /// The longest row other than the objectives, and the number of terms of all of them.
    private func shape(of solver: Solver) -> (longest: Int, terms: Int) {
        var longest = 0
        var terms = 0
        for (id, row) in solver.tableau.rows.enumerated() {
            let basic = solver.tableau.rowBasic[id]
            guard basic >= 0, solver.tableau.kinds[Int(basic)] != .objective else { continue }
            longest = max(longest, row.terms.count)
            terms += row.terms.count
        }
        return (longest, terms)
    }

    private struct Chain {
        let left: [Variable]
        let width: [Variable]
        /// `left[0] == 0`, the links, and the far end at `total`.
        let constraints: [LinearConstraint]

        init(_ count: Int, total: Double) {
            left = (0..<count).map { Variable("left\($0)") }
            width = (0..<count).map { Variable("width\($0)") }
            var constraints = [left[0] == 0]
            for i in 1..<count { constraints.append(left[i] == left[i - 1] + width[i - 1]) }
            constraints.append(left[count - 1] + width[count - 1] == total)
            self.constraints = constraints
        }

        func assertHolds(in solver: Solver, total: Double, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(solver.value(of: left[0]), 0, file: file, line: line)
            for i in 1..<left.count {
                XCTAssertEqual(
                    solver.value(of: left[i]), solver.value(of: left[i - 1]) + solver.value(of: width[i - 1]),
                    "link \(i)", file: file, line: line)
            }
            XCTAssertEqual(
                solver.value(of: left[left.count - 1]) + solver.value(of: width[left.count - 1]), total,
                file: file, line: line)
        }
    }

    func testAChainAddedInOrderKeepsEveryRowShort() throws {
        let chain = Chain(3000, total: 30000)
        var solver = Solver()
        for c in chain.constraints { try solver.add(c) }
        chain.assertHolds(in: solver, total: 30000)
        let (longest, terms) = shape(of: solver)
        // Each width is defined by the two lefts around it; without the exchange the row of
        // left[i] held all i earlier widths (4.5 million terms here).
        XCTAssertLessThanOrEqual(longest, 3)
        XCTAssertLessThanOrEqual(terms, 2 * 3000 + 4)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testAChainAddedBackwardKeepsEveryRowShort() throws {
        let chain = Chain(3000, total: 30000)
        var solver = Solver()
        for c in chain.constraints.reversed() { try solver.add(c) }
        chain.assertHolds(in: solver, total: 30000)
        let (longest, terms) = shape(of: solver)
        XCTAssertLessThanOrEqual(longest, 3)
        XCTAssertLessThanOrEqual(terms, 2 * 3000 + 4)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// A column of cards whose heights are fixed after the column (a document's root text
    /// before its children's): each row stays short, and the positions come out exact.
    func testPositionsChainedBeforeTheirSizesComeOutExact() throws {
        let n = 2000
        let top = (0..<n).map { Variable("top\($0)") }
        let height = (0..<n).map { Variable("height\($0)") }
        var solver = Solver()
        try solver.add(top[0] == 12)
        for i in 1..<n { try solver.add(top[i] == top[i - 1] + height[i - 1] + 8) }
        for i in 0..<n { try solver.add(height[i] == Double(100 + i % 3)) }
        var expected = 12.0
        for i in 0..<n {
            XCTAssertEqual(solver.value(of: top[i]), expected, "top \(i)")
            XCTAssertEqual(solver.value(of: height[i]), Double(100 + i % 3))
            expected += Double(100 + i % 3) + 8
        }
        XCTAssertLessThanOrEqual(shape(of: solver).longest, 3)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Links in a seeded random order, then the widths in another: the tableau stays linear
    /// in size at both stages, and the positions come out exact.
    func testLinksInRandomOrderStayLinearAndExact() throws {
        for seed in UInt64(1)...4 {
            var random = SeededGenerator(seed: seed)
            let n = 600
            let widths = (0..<n).map { Double(5 + $0 % 7) }
            let total = widths.reduce(0, +)
            let chain = Chain(n, total: total)
            var solver = Solver()
            for c in chain.constraints.shuffled(using: &random) { try solver.add(c) }
            chain.assertHolds(in: solver, total: total)
            let links = shape(of: solver)
            XCTAssertLessThanOrEqual(links.longest, 3, "seed \(seed)")
            XCTAssertLessThanOrEqual(links.terms, 2 * n + 4, "seed \(seed)")
            // The last width follows from the others and the total: n - 1 of them fix it all.
            for i in (0..<(n - 1)).shuffled(using: &random) { try solver.add(chain.width[i] == widths[i]) }
            var expected = 0.0
            for i in 0..<n {
                XCTAssertEqual(solver.value(of: chain.left[i]), expected, "seed \(seed), left \(i)")
                XCTAssertEqual(solver.value(of: chain.width[i]), widths[i], "seed \(seed), width \(i)")
                expected += widths[i]
            }
            XCTAssertLessThanOrEqual(shape(of: solver).terms, 2 * n + 4, "seed \(seed)")
            XCTAssertEqual(solver.invariantViolations(), [], "seed \(seed)")
        }
    }

    /// The exchange never makes basic a variable of the constraint being built: `p` is
    /// already in the new row as a parameter when `x`'s row (`x = p + q`) is read, so `q`,
    /// not `p`, takes `x`'s place in the basis.
    func testTheExchangeSkipsTheConstraintsOwnVariables() throws {
        let x = Variable("x"), p = Variable("p"), q = Variable("q"), y = Variable("y")
        var solver = Solver()
        try solver.add(x == p + q)
        try solver.add(y == p + x)
        try solver.add(p == 3)
        try solver.add(q == 4)
        XCTAssertEqual(solver.value(of: x), 7)
        XCTAssertEqual(solver.value(of: y), 10)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// A private parameter with a coefficient below ``Numerics/subjectRatio`` of its row is
    /// not pivoted on: `x = 1e-5·p + w` keeps `x` basic when `w` is held by another row too.
    func testTheExchangeSkipsATinyCoefficient() throws {
        let x = Variable("x"), p = Variable("p"), v = Variable("v"), w = Variable("w")
        let y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(v == w + 1)
        try solver.add(x == 1e-5 * p + w)
        let s = try XCTUnwrap(solver.knownSymbol(of: x))
        XCTAssertTrue(solver.tableau.isBasic(s), "x is the subject of its row")
        try solver.add(y == x + z)
        XCTAssertTrue(solver.tableau.isBasic(s), "no exchange on p's coefficient of 1e-5")
        try solver.add(p == 2e5)
        try solver.add(w == 1)
        try solver.add(z == 1)
        XCTAssertEqual(solver.value(of: x), 3)
        XCTAssertEqual(solver.value(of: v), 2)
        XCTAssertEqual(solver.value(of: y), 4)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// With a usable private parameter the same row does exchange: `x` leaves the basis, so
    /// the new row holds `x` rather than `x`'s row.
    func testTheExchangeTradesABasicVariableForAPrivateParameter() throws {
        let x = Variable("x"), p = Variable("p"), q = Variable("q"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(q == 1)
        try solver.add(x == 0.5 * p + q + z)
        let s = try XCTUnwrap(solver.knownSymbol(of: x))
        XCTAssertTrue(solver.tableau.isBasic(s))
        try solver.add(y == x + 2)
        XCTAssertFalse(solver.tableau.isBasic(s), "x is a parameter again")
        try solver.add(p == 4)
        try solver.add(z == 1)
        XCTAssertEqual(solver.value(of: x), 4)
        XCTAssertEqual(solver.value(of: y), 6)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Once the tableau has lost precision the same row is left alone: the exchange is an
    /// optional pivot, and there it could turn rounding residue into large values.
    func testNoExchangeOnceThePrecisionWasLost() throws {
        let x = Variable("x"), p = Variable("p"), q = Variable("q"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(q == 1)
        try solver.add(x == 0.5 * p + q + z)
        let s = try XCTUnwrap(solver.knownSymbol(of: x))
        solver.tableau.lostPrecisionSinceBuild = true
        try solver.add(y == x + 2)
        XCTAssertTrue(solver.tableau.isBasic(s), "x keeps its row")
        try solver.add(p == 4)
        try solver.add(z == 1)
        XCTAssertEqual(solver.value(of: x), 4)
        XCTAssertEqual(solver.value(of: y), 6)
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
