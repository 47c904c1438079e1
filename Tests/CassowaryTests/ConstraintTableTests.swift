import XCTest
@testable import Cassowary

/// The constraint table's 32-byte slots: a sequence in 32 bits, renumbered in order before an
/// addition could take it past them, and a strength index beside the flags in one word.
final class ConstraintTableTests: XCTestCase {
    /// `lhs == constant` (or `relation`), required unless told.
    private func constraint(
        _ v: Variable, _ relation: Relation, _ constant: Double, strength: Strength = .required
    ) -> LinearConstraint {
        LinearConstraint(LinearExpression([Term(v)], constant: -constant), relation, strength: strength)
    }

    func testSlotIs32Bytes() {
        XCTAssertEqual(MemoryLayout<ConstraintTable.Slot>.stride, 32)
    }

    /// Additions past 2^31 - 1 sequences renumber the constraints from 0 first: the order of
    /// addition survives (without the renumbering the third one's sequence would wrap to
    /// -2^31 and list it first), and the solver still solves and removes.
    func testSequencesAreRenumberedInOrderBeforeTheyWrap() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let a = constraint(x, .equal, 10)
        let b = LinearConstraint(LinearExpression([Term(y), Term(x, -1)], constant: -5), .equal)
        try solver.add(a)
        try solver.add(b)
        solver.nextSequence = Int(Int32.max) - 1
        let c = constraint(z, .greaterThanOrEqual, 1)
        let d = constraint(z, .equal, 100, strength: .weak)
        let e = constraint(x, .lessThanOrEqual, 50)
        try solver.add(c)
        try solver.add(d)
        try solver.add(e)
        XCTAssertEqual(solver.nextSequence, 5)
        XCTAssertTrue(solver.constraints.elementsEqual([a, b, c, d, e], by: ===))
        _ = solver.updateVariables()
        XCTAssertEqual(solver.value(of: y), 15)
        XCTAssertEqual(solver.value(of: z), 100)
        try solver.remove(b)
        XCTAssertTrue(solver.constraints.elementsEqual([a, c, d, e], by: ===))
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// A renumbering takes `nextSequence` back to values the index of holders may have been
    /// made for: it is dropped, so that a failed addition after it (which puts the counter
    /// back) does not leave an index that misses a constraint added since it was made.
    func testRenumberingDropsTheIndexesMadeForASequence() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        let a = constraint(x, .equal, 10)
        let b = constraint(y, .equal, 5)
        try solver.add(a)
        try solver.add(b)
        solver.holderIndex = HolderIndex(of: solver)
        XCTAssertTrue(solver.holderIndex.isCurrent(for: solver.nextSequence))
        let c = constraint(z, .equal, 3)
        try solver.add(c)
        try solver.remove(b)
        solver.nextSequence = Int(Int32.max) - 1
        XCTAssertThrowsError(try solver.add(constraint(x, .equal, 20)))
        // Renumbered: a and c are 0 and 1, as when the index was made for a and b.
        XCTAssertEqual(solver.nextSequence, 2)
        XCTAssertFalse(solver.holderIndex.isCurrent(for: solver.nextSequence))
        XCTAssertTrue(solver.constraints.elementsEqual([a, c], by: ===))
        XCTAssertEqual(solver.invariantViolations(), [])
    }

    /// Dropping the strengths no allocated record uses keeps every live record's strength.
    func testCompactingStrengthsKeepsEachRecordsStrength() {
        var table = ConstraintTable()
        let v = Variable("v")
        let strengths = (1...6).map { Strength(priority: Double($0) * 100) }
        let ids = strengths.map {
            table.allocate([Term(v)], constant: 0, relation: .lessThanOrEqual, strength: $0)
        }
        table.free(ids[0])
        table.free(ids[3])
        XCTAssertEqual(table.storedStrengths, 6)
        table.compactStrengths()
        XCTAssertEqual(table.storedStrengths, 4)
        for k in [1, 2, 4, 5] {
            XCTAssertEqual(table.strength(of: ids[k]), strengths[k])
            XCTAssertEqual(table.relation(of: ids[k]), .lessThanOrEqual)
            XCTAssertTrue(table.isAllocated(ids[k]))
        }
        // A strength dropped comes back as a new one.
        let again = table.allocate([Term(v)], constant: 0, relation: .equal, strength: strengths[0])
        XCTAssertEqual(table.strength(of: again), strengths[0])
        XCTAssertEqual(table.relation(of: again), .equal)
        XCTAssertEqual(table.storedStrengths, 5)
    }
}
