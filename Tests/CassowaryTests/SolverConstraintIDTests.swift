import LayoutSupport
import XCTest
@testable import Cassowary

/// Constraints added by id (the layout engine's path: a record in the solver's table, no
/// object) solve, conflict, are removed and rebuilt exactly as public constraint objects, and
/// a long churn of them keeps the table at the size of what is alive.
final class SolverConstraintIDTests: XCTestCase {
    private func randomTerms(_ vars: [Variable], _ g: inout SeededGenerator) -> [Term] {
        let picked = vars.shuffled(using: &g).prefix(Int.random(in: 1...3, using: &g))
        return picked.map { Term($0, Double(Int.random(in: 1...4, using: &g)) * (Bool.random(using: &g) ? 1 : -1)) }
    }

    /// Twin solvers fed the same random additions and removals, one by id and one with public
    /// objects, stay identical: dumps, values and error messages.
    func testConstraintsByIDSolveAsPublicOnes() throws {
        var added = 0, failures = 0, removals = 0
        for seed in UInt64(1)...12 {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<6).map { Variable("v\($0)") }
            var byID = Solver(), byObject = Solver()
            var live: [(id: ConstraintID, object: LinearConstraint)] = []
            for step in 0..<150 {
                let context = "seed \(seed), step \(step)"
                if !live.isEmpty, Int.random(in: 0..<4, using: &g) == 0 {
                    let pair = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try byID.remove(id: pair.id)
                    try byObject.remove(pair.object)
                    removals += 1
                } else {
                    let terms = randomTerms(vars, &g)
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
                    let strength: Strength = [.required, .required, .strong, .weak].randomElement(using: &g) ?? .weak
                    let constant = Double(Int.random(in: -100...100, using: &g))
                    let tracking: EqualityTracking = Bool.random(using: &g) ? .tracked : .compact
                    let object = LinearConstraint(LinearExpression(terms, constant: constant), relation, strength: strength)
                    var errors: [String] = []
                    var id: ConstraintID = -1
                    do {
                        id = try byID.add(terms: terms[...], constant: constant, relation: relation, strength: strength, tracking: tracking)
                    } catch { errors.append(error.description) }
                    do { try byObject.add(object, tracking: tracking) } catch { errors.append(error.description) }
                    switch errors.count {
                    case 0:
                        live.append((id, object))
                        added += 1
                        XCTAssertEqual(byID.constraint(id)?.expression, object.expression, context)
                        XCTAssertEqual(byID.constraint(id)?.solverID, id, context)
                    case 2: XCTAssertEqual(errors[0], errors[1], context); failures += 1
                    default: XCTFail("one solver failed alone: \(errors) \(context)")
                    }
                }
                XCTAssertEqual(byID.debugDescription, byObject.debugDescription, context)
                for v in vars { XCTAssertEqual(byID.value(of: v), byObject.value(of: v), context) }
                XCTAssertEqual(byID.invariantViolations(), [], context)
            }
            // Every public constraint maps to its record; none of the id path's does.
            XCTAssertEqual(byID.publicIDs.count, 0)
            XCTAssertEqual(byObject.publicIDs.count, live.count)
        }
        XCTAssertGreaterThan(added, 800)
        XCTAssertGreaterThan(failures, 100)
        XCTAssertGreaterThan(removals, 300)
    }

    /// A conflict between constraints added by id names them by id, and leaves the solver as
    /// it was; the failed constraint's id is freed for the next one.
    func testAConflictNamesConstraintsByID() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let width = try solver.add(terms: [Term(x, 1)][...], constant: -10, relation: .equal, strength: .required, tracking: .compact)
        let sum = try solver.add(terms: [Term(x, 1), Term(y, 1)][...], constant: -30, relation: .equal, strength: .required, tracking: .compact)
        let before = solver.debugDescription
        do {
            _ = try solver.add(terms: [Term(y, 1)][...], constant: -5, relation: .equal, strength: .required, tracking: .compact)
            XCTFail("y == 5 contradicts x == 10 and x + y == 30")
        } catch {
            guard case .unsatisfiableConstraint(let bad, let conflicting) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(bad.description, "y - 5 == 0")
            XCTAssertEqual(conflicting.map { solver.constraintID(of: $0) }, [width, sum])
            XCTAssertEqual(conflicting.map(\.description), ["x - 10 == 0", "x + y - 30 == 0"])
        }
        XCTAssertEqual(solver.debugDescription, before)
        XCTAssertEqual(solver.records.allocated, 2)
        let next = try solver.add(terms: [Term(y, 1)][...], constant: -20, relation: .equal, strength: .required, tracking: .compact)
        XCTAssertEqual(next, 2, "the failed addition's id is free again")
        XCTAssertEqual(solver.value(of: y), 20)
        XCTAssertThrowsError(try solver.remove(id: 7))
    }

    /// Several removals in one rebuild leave what one removal at a time leaves, and every
    /// other constraint keeps its id and its terms.
    func testRemovingIDsInOneRebuildMatchesOneAtATime() throws {
        for seed in UInt64(1)...8 {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<10).map { Variable("v\($0)") }
            var batch = Solver(), single = Solver()
            var ids: [ConstraintID] = []
            for i in 0..<vars.count {
                // A chain of compact equalities v[i] == v[i-1] + i, v0 pinned, and soft sizes.
                let terms = i == 0 ? [Term(vars[0], 1)] : [Term(vars[i], 1), Term(vars[i - 1], -1)]
                for s in [0, 1] {
                    var solver = s == 0 ? batch : single
                    let id = try solver.add(terms: terms[...], constant: -Double(i), relation: .equal, strength: .required, tracking: .compact)
                    _ = try solver.add(terms: [Term(vars[i], 1)][...], constant: -1000, relation: .lessThanOrEqual, strength: .weak, tracking: .compact)
                    if s == 0 { batch = solver; ids.append(id) } else { single = solver }
                }
            }
            let removed = Array(ids.shuffled(using: &g).prefix(4))
            let rebuilds = batch.rebuildCount
            batch.remove(ids: removed)
            XCTAssertEqual(batch.rebuildCount, rebuilds + 1, "one rebuild, seed \(seed)")
            for id in removed { try single.remove(id: id) }
            for v in vars { XCTAssertEqual(batch.value(of: v), single.value(of: v), "seed \(seed), \(v)") }
            for id in ids where !removed.contains(id) {
                XCTAssertEqual(batch.constraint(id)?.expression, single.constraint(id)?.expression, "seed \(seed)")
            }
            for id in removed { XCTAssertNil(batch.constraint(id), "seed \(seed)") }
            XCTAssertEqual(batch.invariantViolations(), [])
        }
    }

    /// A long churn of additions and removals by id keeps the table at the size of what is
    /// alive: ids are reused and freed terms are compacted away.
    func testChurnByIDKeepsTheTableFlat() throws {
        var g = SeededGenerator(seed: 7)
        var solver = Solver()
        var live: [(id: ConstraintID, vars: [Variable])] = []
        var peakSlots = 0
        var peakTerms = 0
        for round in 0..<40 {
            // Ever-new variables, as an engine whose views come and go sees them.
            while live.count < 400 {
                let vars = (0..<Int.random(in: 1...3, using: &g)).map { Variable("r\(round)_\($0)") }
                let terms = vars.map { Term($0, 1) }
                let id = try solver.add(terms: terms[...], constant: -Double(Int.random(in: 0...50, using: &g)),
                                        relation: .greaterThanOrEqual, strength: .required, tracking: .compact)
                live.append((id, vars))
            }
            live.shuffle(using: &g)
            for pair in live.suffix(200) { try solver.remove(id: pair.id) }
            live.removeLast(200)
            peakSlots = max(peakSlots, solver.records.storedSlots)
            peakTerms = max(peakTerms, solver.records.storedTerms)
        }
        XCTAssertEqual(solver.records.allocated, live.count)
        XCTAssertLessThanOrEqual(peakSlots, 400, "freed ids are reused")
        XCTAssertLessThanOrEqual(peakTerms, 2 * 3 * 400 + 1024, "freed terms are compacted")
        XCTAssertEqual(solver.invariantViolations(), [])
        for pair in live { try solver.remove(id: pair.id) }
        XCTAssertEqual(solver.records.storedSlots, 0)
        XCTAssertEqual(solver.records.storedTerms, 0)
        XCTAssertEqual(solver.variables.count, 0)
    }
}
