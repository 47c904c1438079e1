import XCTest
@testable import Cassowary

final class SolverBasicsTests: XCTestCase {
    func testRequiredAndWeakConstraints() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add((x == 20) | .weak)
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        try solver.add(x <= 15)
        XCTAssertEqual(solver.value(of: x), 15, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testEditVariableFollowsSuggestions() throws {
        var solver = Solver()
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        try solver.add(left == 0)
        try solver.add(width == right - left)
        try solver.add(width >= 100)
        try solver.addEditVariable(right, strength: .strong)
        try solver.suggestValue(640, for: right)
        XCTAssertEqual(solver.value(of: width), 640, accuracy: 1e-9)
        try solver.suggestValue(50, for: right)
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 100, accuracy: 1e-9)
        try solver.suggestValue(300, for: right)
        XCTAssertEqual(solver.value(of: right), 300, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testStrictHierarchy() throws {
        var solver = Solver()
        let x = Variable("x")
        // One constraint at 751 against many at 750 whose errors would add up far larger.
        try solver.add((x == 0) | Strength(priority: 751))
        for _ in 0..<1000 { try solver.add((x == 1000) | Strength(priority: 750, weight: 1000)) }
        XCTAssertEqual(solver.value(of: x), 0, accuracy: 1e-9)
    }

    func testUnsatisfiableLeavesSolverUnchanged() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let a = x >= 10
        let b = y == x + 5
        let unrelated = y <= 1000
        try solver.add(a)
        try solver.add(b)
        try solver.add(unrelated)
        let before = solver.debugDescription
        let bad = y <= 12
        XCTAssertThrowsError(try solver.add(bad)) { error in
            guard case SolverError.unsatisfiableConstraint(let c, let others) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(c === bad)
            XCTAssertEqual(others, [a, b])
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertFalse(solver.contains(bad))
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testRedundantRequiredEqualityIsAccepted() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10)
        try solver.add(x == 10)
        try solver.add(x + y == 20)
        try solver.add(y == 10)
        XCTAssertEqual(solver.value(of: y), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    func testErrors() throws {
        var solver = Solver()
        let x = Variable("x")
        let c = x >= 0
        try solver.add(c)
        XCTAssertThrowsError(try solver.add(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        let d = x <= 1
        XCTAssertThrowsError(try solver.remove(d)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(d)) }
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredEditVariable(x))
        }
        XCTAssertThrowsError(try solver.suggestValue(1, for: x)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x))
        }
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        XCTAssertThrowsError(try solver.add((x == 1) | Strength(priority: 0))) {
            guard case SolverError.invalidStrength = $0 else { return XCTFail("\($0)") }
        }
    }

    func testRemoveReleasesEverything() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        let symbolsBefore = solver.tableau.symbolCount
        let rowsBefore = solver.tableau.rowCount
        for round in 0..<50 {
            let cs = [(x == Double(round)) | .weak, y == x + 1, (y <= 30) | .strong]
            for c in cs { try solver.add(c) }
            XCTAssertEqual(solver.value(of: y), min(Double(round) + 1, 30), accuracy: 1e-9)
            for c in cs.reversed() { try solver.remove(c) }
            XCTAssertEqual(solver.invariantViolations(), [])
        }
        XCTAssertEqual(solver.tableau.rowCount, rowsBefore)
        XCTAssertEqual(solver.tableau.symbolCount, symbolsBefore)  // y is forgotten with its last constraint
        XCTAssertEqual(solver.variables, [x])
        XCTAssertEqual(solver.levels.count, 0)
    }

    func testUpdateVariablesReportsExactlyTheChangedOnes() throws {
        var solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a == 10)
        try solver.add(b >= 0)
        try solver.add(c == b * 2)
        try solver.addEditVariable(b, strength: .strong)
        XCTAssertEqual(Array(solver.updateVariables()), [a])  // b and c are still 0
        try solver.suggestValue(3, for: b)
        let changed = solver.updateVariables()
        XCTAssertEqual(Array(changed), [b, c])
        // The new values come with the report, as value(of:) gives them.
        XCTAssertEqual(changed.indices.map { changed.value(at: $0) }, [3, 6])
        XCTAssertEqual(Array(solver.updateVariables()), [])
        XCTAssertEqual(solver.value(of: c), 6, accuracy: 1e-12)
    }

    func testTrackedEqualityIsRemovedByAPivotAndCompactOneByARebuildOfItsComponent() throws {
        func chain(_ tracking: EqualityTracking) throws -> (Solver, LinearConstraint, [Variable]) {
            var solver = Solver()
            let xs = (0..<20).map { Variable("x\($0)") }
            try solver.add(xs[0] == 0, tracking: tracking)
            for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 10) }
            let pin = xs[5] >= 0
            try solver.add(pin)
            let width = LinearConstraint(LinearExpression(xs[19]), .equal, LinearExpression(constant: 190))
            try solver.add(width, tracking: tracking)  // redundant with the chain
            return (solver, width, xs)
        }
        for tracking in [EqualityTracking.tracked, .compact] {
            var (solver, width, xs) = try chain(tracking)
            try solver.remove(width)
            XCTAssertEqual(solver.value(of: xs[19]), 190, accuracy: 1e-9)
            XCTAssertEqual(solver.invariantViolations(), [])
            // A pivot releases the marker for reuse; the compact one, with no variable of its
            // own, is removed by rebuilding its component (all required: the chain and the pin).
            XCTAssertEqual(solver.tableau.freeSymbols.isEmpty, false)
            XCTAssertEqual(solver.componentRebuildCount, tracking == .compact ? 1 : 0)
            XCTAssertEqual(solver.rebuildCount, 0)
            // Changing a constant: remove, then add with the new one.
            let start = try XCTUnwrap(solver.constraints.first)
            try solver.remove(start)
            try solver.add(xs[0] == 7, tracking: tracking)
            XCTAssertEqual(solver.value(of: xs[19]), 197, accuracy: 1e-9)
            XCTAssertEqual(solver.invariantViolations(), [])
        }
    }

    /// Removing one of two equivalent required equalities keeps the other, tracked or not
    /// (the LP oracle's cases: Tools/oracle/cases/redundant-equality-remove-*.cass).
    func testRemovingARequiredEqualityKeepsItsRedundantTwin() throws {
        for tracking in [EqualityTracking.tracked, .compact] {
            var solver = Solver()
            let a = Variable("a")
            let c1 = a == 20
            try solver.add(c1, tracking: tracking)
            try solver.add(a == 20, tracking: tracking)
            try solver.add((a == -16) | .strong)
            try solver.remove(c1)
            XCTAssertEqual(solver.value(of: a), 20, accuracy: 1e-9, "\(tracking)")
            XCTAssertEqual(solver.invariantViolations(), [])

            var second = Solver()
            let x = Variable("x"), y = Variable("y")
            let d1 = x == 20
            try second.add(d1, tracking: tracking)
            try second.add(y == 5, tracking: tracking)
            try second.add(x + y == 25, tracking: tracking)
            try second.add((x == 0) | .weak)
            try second.remove(d1)
            XCTAssertEqual(second.value(of: x), 20, accuracy: 1e-9, "\(tracking)")

            var third = Solver()
            let e1 = x + y == 20
            try third.add(e1, tracking: tracking)
            try third.add(y == 5, tracking: tracking)
            try third.add(x == 15, tracking: tracking)
            try third.add((x == 0) | .strong)
            try third.remove(e1)
            XCTAssertEqual(third.value(of: x), 15, accuracy: 1e-9, "\(tracking)")
        }
    }
}
