import XCTest
@testable import Cassowary

/// A constraint's terms as the solver reads them: reduced (each variable once, no zero
/// coefficient) whatever was written.
final class ConstraintReducedTermsTests: XCTestCase {
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
