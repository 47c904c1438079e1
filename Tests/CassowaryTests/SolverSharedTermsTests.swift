import LayoutSupport
import XCTest
@testable import Cassowary

/// Constraints whose terms are ranges of one array shared by a batch
/// (`LinearConstraint.init(sharing:reducedRange:constant:relation:strength:)`, what the layout
/// engine installs) read, solve, conflict, are removed and rebuilt exactly as constraints with
/// arrays of their own.
final class SolverSharedTermsTests: XCTestCase {
    /// Twin solvers fed the same random operations, one with shared-term constraints and one
    /// with ordinary ones, stay identical: dumps, values, errors.
    func testSharedTermsSolveAsOwnTerms() throws {
        var added = 0
        var failures = 0
        var removals = 0
        for seed in 1...60 as ClosedRange<UInt64> {
            var g = SeededGenerator(seed: seed)
            let vars = (0..<6).map { Variable("x\($0)") }
            var shared = Solver()
            var own = Solver()
            // Each live constraint as the two solvers hold it.
            var live: [(shared: LinearConstraint, own: LinearConstraint)] = []
            func randomTerms() -> [Term] {
                var terms: [Term] = []
                for _ in 0..<Int.random(in: 1...4, using: &g) {
                    let v = vars[Int.random(in: 0..<vars.count, using: &g)]
                    if terms.contains(where: { $0.variable === v }) { continue }
                    terms.append(Term(v, Double(Int.random(in: 1...3, using: &g)) * (Bool.random(using: &g) ? 1 : -1)))
                }
                return terms
            }
            for step in 0..<30 {
                let context = "seed \(seed) step \(step)"
                if !live.isEmpty, Int.random(in: 0..<4, using: &g) == 0 {
                    // Removals of compact equalities rebuild: the rebuilt solver reads the
                    // shared constraints' expressions.
                    let (s, o) = live.remove(at: Int.random(in: 0..<live.count, using: &g))
                    try shared.remove(s)
                    try own.remove(o)
                    removals += 1
                } else {
                    // A batch: one array of terms, a range of it per constraint.
                    var pool: [Term] = []
                    var batch: [(shared: LinearConstraint, own: LinearConstraint)] = []
                    var parts: [(Range<Int>, Double, Relation, Strength)] = []
                    for _ in 0..<Int.random(in: 1...5, using: &g) {
                        let terms = randomTerms()
                        let r: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g) ?? .equal
                        let s: Strength = [.required, .required, .strong, .weak].randomElement(using: &g) ?? .weak
                        let constant = Double(Int.random(in: -100...100, using: &g))
                        parts.append((pool.count..<pool.count + terms.count, constant, r, s))
                        pool += terms
                    }
                    for (range, constant, r, s) in parts {
                        let sharing = LinearConstraint(sharing: pool, reducedRange: range, constant: constant, relation: r, strength: s)
                        let plain = LinearConstraint(LinearExpression(Array(pool[range]), constant: constant), r, strength: s)
                        XCTAssertEqual(sharing.expression, plain.expression, context)
                        XCTAssertEqual(sharing.description, plain.description, context)
                        XCTAssertEqual(Array(sharing.reducedTerms), Array(plain.reducedTerms), context)
                        batch.append((sharing, plain))
                    }
                    if Bool.random(using: &g) {
                        var none = SymbolHints()
                        var none2 = SymbolHints()
                        let a = shared.addAllOrNone(batch.map(\.shared), hints: &none, tracking: { _ in .compact })
                        let b = own.addAllOrNone(batch.map(\.own), hints: &none2, tracking: { _ in .compact })
                        XCTAssertEqual(a, b, context)
                        if a { live += batch; added += batch.count } else { failures += 1 }
                    } else {
                        for pair in batch {
                            let tracking: EqualityTracking = Bool.random(using: &g) ? .tracked : .compact
                            var errors: [String] = []
                            do { try shared.add(pair.shared, tracking: tracking) } catch { errors.append(error.description) }
                            do { try own.add(pair.own, tracking: tracking) } catch { errors.append(error.description) }
                            switch errors.count {
                            case 0: live.append(pair); added += 1
                            case 2: XCTAssertEqual(errors[0], errors[1], context); failures += 1
                            default: XCTFail("one solver failed alone: \(errors) \(context)")
                            }
                        }
                    }
                }
                XCTAssertEqual(shared.debugDescription, own.debugDescription, context)
                for v in vars { XCTAssertEqual(shared.value(of: v), own.value(of: v), context) }
            }
        }
        // The property ran on real additions, failures and removals.
        XCTAssertGreaterThan(added, 1000)
        XCTAssertGreaterThan(failures, 50)
        XCTAssertGreaterThan(removals, 200)
    }

    /// A range is read where it lies in the shared array; the whole array is not a range, a
    /// range past the end is cut, and a range too long to share is copied.
    func testRangesOfTheSharedArray() {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let pool = [Term(x, 1), Term(y, -2), Term(z, 3)]
        let middle = LinearConstraint(sharing: pool, reducedRange: 1..<3, constant: 4, relation: .lessThanOrEqual)
        XCTAssertEqual(middle.expression, LinearExpression([Term(y, -2), Term(z, 3)], constant: 4))
        XCTAssertEqual(middle.description, "-2 * y + 3 * z + 4 <= 0")
        XCTAssertEqual(middle.terms.count, 2)
        XCTAssertTrue(middle.isReduced)
        let whole = LinearConstraint(sharing: pool, reducedRange: 0..<3, constant: 0, relation: .equal, strength: .weak)
        XCTAssertEqual(whole.expression.terms, pool)
        XCTAssertEqual(whole.strength, .weak)
        let past = LinearConstraint(sharing: pool, reducedRange: 2..<9, constant: -1, relation: .greaterThanOrEqual)
        XCTAssertEqual(past.expression, LinearExpression([Term(z, 3)], constant: -1))
        let empty = LinearConstraint(sharing: pool, reducedRange: 5..<9, constant: 1, relation: .equal)
        XCTAssertEqual(empty.expression, LinearExpression(constant: 1))
        // Another strength keeps the terms.
        XCTAssertEqual(middle.with(strength: .strong).expression, middle.expression)

        let many = (0..<70_000).map { Term(Variable("v\($0)"), 1) }
        let long = LinearConstraint(sharing: many, reducedRange: 1..<69_999, constant: 0, relation: .equal)
        XCTAssertEqual(long.terms.count, 69_998)
        XCTAssertTrue(long.terms.first?.variable === many[1].variable)
        XCTAssertTrue(long.terms.last?.variable === many[69_998].variable)
    }

    /// An ordinary constraint with a repeated variable reads reduced, as before.
    func testOwnTermsAreReducedWhenRead() {
        let x = Variable("x"), y = Variable("y")
        let c = LinearConstraint(LinearExpression([Term(x, 1), Term(y, 2), Term(x, 3)], constant: 1), .equal)
        XCTAssertFalse(c.isReduced)
        XCTAssertEqual(Array(c.reducedTerms), [Term(x, 4), Term(y, 2)])
        XCTAssertEqual(c.expression.terms.count, 3)
        var solver = Solver()
        XCTAssertNoThrow(try solver.add(c))
        XCTAssertNoThrow(try solver.add(y == 1))
        XCTAssertEqual(solver.value(of: x), -0.75)
    }
}
