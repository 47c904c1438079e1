import XCTest

@testable import Cassowary

/// Each term of a row carries its own rounding bound (``RowTerm/rounding``), so that a small
/// coefficient beside large ones is not judged by their rounding: what the per-term bound is,
/// how the row operations carry it, and that a rollback puts it back.
final class SolverTermRoundingTests: XCTestCase {
    /// The bound sits in the padding beside the symbol: a term stays 16 bytes, and the pool's
    /// blocks and the merge buffers the size they were.
    func testATermIsSixteenBytes() {
        XCTAssertEqual(MemoryLayout<RowTerm>.size, 16)
        XCTAssertEqual(MemoryLayout<RowTerm>.stride, 16)
    }

    /// Layout arithmetic (integral and halved coefficients, factors of powers of two and
    /// small integers whose products are exact) leaves every term's bound at zero.
    func testExactArithmeticKeepsEveryTermExact() {
        var row = Row(constant: 10, terms: [RowTerm(symbol: 1, coefficient: 1), RowTerm(symbol: 2, coefficient: -0.5)])
        var buffers = MergeBuffers()
        row.add(
            Row(constant: 4, terms: [RowTerm(symbol: 2, coefficient: 3), RowTerm(symbol: 3, coefficient: -1)]), times: 3,
            buffers: &buffers)
        row.scale(by: 0.5)
        row.solve(for: 3)
        XCTAssertEqual(row.terms.map(\.symbol), [1, 2])
        // 11 + 0.5·s1 + 4.25·s2 - 1.5·s3 so far, exactly; solved for s3, divided by 1.5.
        let factor = -1 / -1.5
        XCTAssertEqual(row.terms.map(\.coefficient), [0.5 * factor, 4.25 * factor])
        // Dividing by 1.5 is not exact: the quotients carry the product's rounding and the
        // factor's, a unit in the last place of each, and nothing else.
        XCTAssertEqual(row.terms[0].roundingBound, Row.bound(Double.ulpOfOne * (0.5 * factor)))
        XCTAssertEqual(row.terms[1].roundingBound, Row.bound(Double.ulpOfOne * (4.25 * factor)))

        var exact = Row(constant: 10, terms: [RowTerm(symbol: 1, coefficient: 1), RowTerm(symbol: 2, coefficient: -0.5)])
        exact.add(Row(constant: 4, terms: [RowTerm(symbol: 2, coefficient: 3)]), times: -2, buffers: &buffers)
        exact.scale(by: 0.25)
        exact.solve(for: 1)
        XCTAssertEqual(exact.terms.map(\.coefficient), [6.5])
        XCTAssertEqual(exact.terms.map(\.roundingBound), [0])
        XCTAssertEqual(exact.rounding, 0)
    }

    /// A merge that rounds a large coefficient gives that term a bound of its own size's
    /// rounding; a small term the merge does not touch keeps its bound of zero, where the
    /// row's single bound takes on the large term's.
    func testALargeTermsRoundingStaysItsOwn() {
        var row = Row(terms: [RowTerm(symbol: 1, coefficient: 3.4e14), RowTerm(symbol: 2, coefficient: -1.03e-8)])
        var buffers = MergeBuffers()
        row.add(Row(terms: [RowTerm(symbol: 1, coefficient: 0.1)]), times: 0.3, buffers: &buffers)
        let product = 0.3 * 0.1
        let sum = 3.4e14 + product
        XCTAssertEqual(row.terms.map(\.coefficient), [sum, -1.03e-8])
        let expected = Row.bound(abs(Numerics.sumError(3.4e14, product, sum)) + Numerics.productRounding(product))
        XCTAssertEqual(row.terms[0].roundingBound, expected)
        XCTAssertGreaterThan(row.terms[0].rounding, 1e-3)
        XCTAssertEqual(row.terms[1].roundingBound, 0)
        XCTAssertEqual(row.roundingBound, expected)
    }

    /// A substitution through a coefficient that carries rounding moves each new term by that
    /// rounding times the substituted row's coefficient: the factor's own bound, not the
    /// row's, so a small factor beside a large one brings little.
    func testASubstitutionCarriesTheFactorsOwnBound() {
        var a = Row(terms: [
            RowTerm(symbol: 1, coefficient: 1e10, roundingBound: Row.bound(1e-6)),
            RowTerm(symbol: 2, coefficient: 2, roundingBound: Row.bound(1e-16)),
        ])
        a.rounding = 1e-6
        let b = Row(terms: [RowTerm(symbol: 3, coefficient: 4, roundingBound: Row.bound(1e-15))])
        var buffers = MergeBuffers()
        a.terms.withUnsafeBufferPointer { x in
            b.terms.withUnsafeBufferPointer { y in
                Row.merge(x, y, factor: 2, factorRounding: a.terms[1].rounding, skipping: 2, buffers: &buffers)
            }
        }
        let merged = buffers.merged
        XCTAssertEqual(merged.map(\.symbol), [1, 3])
        XCTAssertEqual(merged.map(\.coefficient), [1e10, 8])
        // 2·1e-15 carried, 1e-16·4 from the factor; the product by 2 is exact.
        XCTAssertEqual(merged[1].roundingBound, Row.bound(Double(Row.bound(1e-15)) * 2 + Double(Row.bound(1e-16)) * 4))
        XCTAssertEqual(merged[0].roundingBound, Row.bound(1e-6))
    }

    /// A pivot divides by an element that carries rounding: every quotient is moved by the
    /// element's relative rounding, which the terms' bounds take on.
    func testAPivotCarriesTheElementsRelativeRounding() {
        var row = Row(constant: 6, terms: [
            RowTerm(symbol: 1, coefficient: 2, roundingBound: Row.bound(2e-12)),
            RowTerm(symbol: 2, coefficient: 8),
        ])
        row.solve(for: 1)
        XCTAssertEqual(row.terms.map(\.coefficient), [-4])
        XCTAssertEqual(row.constant, -3)
        // Relative rounding of the element 1e-12 (2e-12 over 2, rounded up), times 4.
        let relative = Double(Row.bound(2e-12)) / 2
        XCTAssertEqual(row.terms[0].roundingBound, Row.bound(relative * 4))
    }

    /// A failed operation puts back every term's bound with its coefficient, in rows saved
    /// whole and in long objective rows saved term by term.
    func testARollbackRestoresTheTermsBounds() throws {
        var solver = Solver()
        let x = (0..<80).map { Variable("x\($0)") }
        for (k, v) in x.enumerated() {
            try solver.add((0.1 * Double(k + 1) * v == 0.3 * Double(k)) | .weak)
            if k > 0 { try solver.add((0.7 * v - 0.3 * x[k - 1] >= 0.1) | .medium) }
        }
        func snapshot() -> [[RowTerm]] {
            solver.tableau.rows.indices.map { Array(solver.tableau.rows[$0].terms) }
        }
        let before = snapshot()
        XCTAssertTrue(before.contains { $0.contains { $0.roundingBound != 0 } }, "some term carries rounding")
        XCTAssertThrowsError(try solver.add([(0.3 * x[3] + 0.7 * x[5] == 1) | .required, (0.3 * x[3] + 0.7 * x[5] == 2) | .required]))
        let after = snapshot()
        XCTAssertEqual(after.count, before.count)
        for (r, (p, q)) in zip(before, after).enumerated() {
            XCTAssertEqual(p.map(\.symbol), q.map(\.symbol), "row \(r)")
            XCTAssertEqual(p.map(\.coefficient), q.map(\.coefficient), "row \(r)")
            XCTAssertEqual(p.map(\.roundingBound), q.map(\.roundingBound), "row \(r)")
        }
    }
}

/// Soft levels at their exact optimum once a real cost far below its level's other costs is
/// judged by its own rounding bound: the oracle's numerics profile, seeds reduced with
/// `oracle.py reduce`, expected values exact (`oracle.py solve --exact`).
final class SolverTermRoundingCostTests: XCTestCase {
    private let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")

    /// Oracle numerics seed 30410, reduced. Once `c2` is removed, level 600's line
    /// `-2.8e-5·b + 0.000578·c == -51.1` can be met with `c` at -88422 (and `a` at -97142 by
    /// the required inequality, which only the medium `a == 0` pays for). The cost that opens
    /// the way is -4.6e-15 in level 600's row, beside a coefficient of 2 and a row bound of
    /// 2e-13 (the unreduced seed: 7.8e-11 beside 7144, row bound 2e-4); its own bound is
    /// 1.4e-27, and it is above 1e-14 of the level's unit (5.8e-4). Priced at zero, level 600
    /// stayed at 51.55 with `c` at 778.6.
    func testASmallCostBesideLargeOnesEntersWhenItsOwnBoundIsSmall() throws {
        var solver = Solver()
        let (a, b, c, d) = (self.a, self.b, self.c, self.d)
        try solver.add((0.0608768332126506 * c - 0.0559 * a >= 47.4) | .required)
        try solver.add((-115991712989.66754 * a == 0) | .medium)
        let c2 = (0.000156 * d + 4.95 * c - 0.001 * b == 1000) | .strong.weighted(2)
        try solver.add(c2)
        try solver.addEditVariable(b, strength: Strength(priority: 755, weight: 3))
        try solver.add((-229000 * b - 0.01 * d == -15.067328530967409) | .required)
        let level600 = (-2.8e-05 * b + 0.000577909865001902 * c == -51.1) | Strength(priority: 600)
        try solver.add(level600)
        try solver.remove(c2)

        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // Exact: levels 755 and 600 at 0, level 500 at 11267706876728600, with
        // a = -97142.34393393535, b = 0, c = -88422.093296212945, d = 1506.7328530967409.
        let (residual, promise) = requiredResidual(level600, solver)
        XCTAssertLessThanOrEqual(residual, promise, "level 600 is met")
        XCTAssertEqual(solver.value(of: b), 0)
        XCTAssertEqual(solver.value(of: c), -88422.093296212945, accuracy: 1e-9 * 88422)
        XCTAssertEqual(solver.value(of: a), -97142.34393393535, accuracy: 1e-9 * 97142)
        XCTAssertEqual(solver.value(of: d), 1506.7328530967409, accuracy: 1e-9 * 1506)
    }

    /// Oracle numerics seed 32993, reduced. All three lines can be met together (exactly:
    /// every level at 0, with `b` at most -113584013.656 and `a` at most -5.09e14, not
    /// unique). The cost that lets `a` go far enough is -5e-9 in the strong level's row, beside
    /// a coefficient of 1.8e14 and under a single row bound of 0.2: priced at zero, level 545
    /// stayed at 5.6e11 with `a` at 5.1e7.
    func testAStrongCostFarBelowItsLevelsScaleLetsALowerLevelBeMet() throws {
        var solver = Solver()
        let (a, b) = (self.a, self.b)
        let level545 =
            (494.46347488339245 * b - 0.00011030721748562009 * a == -999999.9211008161)
            | Strength(priority: 545, weight: 10)
        let medium = (-221000 * a - 100000 * b >= -1000) | .medium
        let strong = (-2.7908940339268644e-11 * b >= 0.0031700094606291807) | .strong
        try solver.add(level545)
        try solver.add(medium)
        try solver.add(strong)

        XCTAssertEqual(solver.invariantViolations(), [])
        for (name, line) in [("level 545", level545), ("medium", medium), ("strong", strong)] {
            let (residual, promise) = requiredResidual(line, solver)
            XCTAssertLessThanOrEqual(residual, promise, "\(name) is met")
        }
        XCTAssertLessThanOrEqual(solver.value(of: b), -113584013.656 * (1 - 1e-9))
        XCTAssertLessThanOrEqual(solver.value(of: a), -5.09142985962e14 * (1 - 1e-9))
    }

    /// Oracle numerics seed 32655, reduced. Every level can be met (exactly: `b` =
    /// -100375144.38634865, `d` = 3.0749539864643722, `e` at least 4.2158e12 and `c` at most
    /// -9.069e19, not unique), the weak line through `e` going far out along the strong line
    /// `-0.019·b - 12800·e - 0.000595·c == -0.1`. The cost that opens the way is -1.6e-14 at
    /// the weak level (unit 0.42), beside a coefficient of 4.2e6 and under a row bound of
    /// 4.2e-7; its own bound is 1.6e-27. Priced at zero, the weak level stayed at 4.2e7.
    func testACostBelowTheAbsoluteFloorIsRealAboveItsLevelsCancellationThreshold() throws {
        var solver = Solver()
        let (b, c, d) = (self.b, self.c, self.d)
        let e = Variable("e")
        let strong1 = (-0.019 * b - 12800 * e - 0.000595 * c == -0.1) | .strong
        let strong2 = (-1.0000000000000001e-07 * b - 0.012199999999999999 * d == 10) | .strong
        let medium = (d == 3.0749539864643722) | .medium
        let weak = (0.42 * b + 1e-05 * e >= 0) | .weak
        for line in [strong1, strong2, medium, weak] { try solver.add(line) }

        XCTAssertEqual(solver.invariantViolations(), [])
        for (name, line) in [("strong 1", strong1), ("strong 2", strong2), ("medium", medium), ("weak", weak)] {
            let (residual, promise) = requiredResidual(line, solver)
            XCTAssertLessThanOrEqual(residual, promise, "\(name) is met")
        }
        XCTAssertEqual(solver.value(of: b), -100375144.38634865, accuracy: 1e-9 * 1e8)
        XCTAssertEqual(solver.value(of: d), 3.0749539864643722, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(solver.value(of: e), 4.21575606423e12 * (1 - 1e-9))
        XCTAssertLessThanOrEqual(solver.value(of: c), -9.069189516e19 * (1 - 1e-9))
    }
}
