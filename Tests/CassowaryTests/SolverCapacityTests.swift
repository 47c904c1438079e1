import LayoutSupport
import XCTest
@testable import Cassowary

/// The capacity hint and the identity hashing change how tables are laid out, never what the
/// solver answers: the same random systems, with and without hints, give the same values to
/// the bit, and a constraint's reduced expression is the same with and without the fast path.
final class SolverCapacityTests: XCTestCase {
    func testHintsChangeNoValue() throws {
        for seed in UInt64(1)...40 {
            var g = SeededGenerator(seed: seed)
            let variables = (0..<12).map { Variable("v\($0)") }
            var plain = Solver(), hinted = Solver()
            hinted.reserveCapacity(constraints: 5, variables: 3)
            for step in 0..<30 {
                if step % 7 == 3 { hinted.reserveCapacity(constraints: Int(g.next() % 50), variables: Int(g.next() % 9)) }
                var terms: [Term] = []
                for _ in 0..<(1 + Int(g.next() % 3)) {
                    terms.append(Term(variables[Int(g.next() % 12)], Double(Int(g.next() % 7)) - 3))
                }
                let expression = LinearExpression(terms, constant: Double(Int(g.next() % 200)) - 100)
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(g.next() % 3)]
                let strength: Strength = g.next() % 3 == 0 ? .required : .strong
                let a = LinearConstraint(expression, relation, strength: strength)
                let b = LinearConstraint(expression, relation, strength: strength)
                let addedPlain = (try? plain.add(a)) != nil
                let addedHinted = (try? hinted.add(b)) != nil
                XCTAssertEqual(addedPlain, addedHinted, "seed \(seed) step \(step)")
            }
            for v in variables {
                XCTAssertEqual(plain.value(of: v).bitPattern, hinted.value(of: v).bitPattern, "seed \(seed) \(v)")
            }
            XCTAssertEqual(plain.constraints.count, hinted.constraints.count)
        }
    }

    func testReducedFastPathAgreesWithMerging() {
        var g = SeededGenerator(seed: 7)
        let variables = (0..<4).map { Variable("v\($0)") }
        for _ in 0..<500 {
            var terms: [Term] = []
            for _ in 0..<Int(g.next() % 6) {
                terms.append(Term(variables[Int(g.next() % 4)], Double(Int(g.next() % 5)) - 2))
            }
            let expression = LinearExpression(terms, constant: 1)
            // The reduction by hand: merged in order of first appearance, zeros dropped.
            var merged: [(Variable, Double)] = []
            for t in terms {
                if let i = merged.firstIndex(where: { $0.0 === t.variable }) { merged[i].1 += t.coefficient }
                else { merged.append((t.variable, t.coefficient)) }
            }
            merged.removeAll { $0.1 == 0 }
            let reduced = expression.reduced
            XCTAssertEqual(reduced.terms.count, merged.count)
            for (term, expected) in zip(reduced.terms, merged) {
                XCTAssertTrue(term.variable === expected.0)
                XCTAssertEqual(term.coefficient, expected.1)
            }
            XCTAssertEqual(expression.isReduced, reduced.terms.count == terms.count)
        }
    }

    func testIdentityHashesSpreadAndAgree() {
        let variables = (0..<4096).map { Variable("v\($0)") }
        // Equal objects hash equally under any seed; distinct ones rarely collide in the low
        // bits a dictionary uses to pick a bucket.
        for v in variables.prefix(16) {
            XCTAssertEqual(v._rawHashValue(seed: 42), v._rawHashValue(seed: 42))
        }
        let buckets = Set(variables.map { $0._rawHashValue(seed: 0) & 4095 })
        XCTAssertGreaterThan(buckets.count, 2400)
        var index: [Variable: Int] = [:]
        for (i, v) in variables.enumerated() { index[v] = i }
        for (i, v) in variables.enumerated() { XCTAssertEqual(index[v], i) }
    }
}
