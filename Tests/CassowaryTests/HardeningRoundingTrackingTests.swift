import Cassowary
import XCTest

/// Regressions for the three inputs the 30-minute CassowaryFuzzer run of 2026-11-24 left in
/// `Fuzz/solver-open/` (now in `Fuzz/solver-crashes/`): each lost precision where the
/// tableau's bookkeeping of rounding (a row's magnitude, the lost-precision note) did not see
/// it, so no accuracy check ran. Each test replays the operations that succeeded (the failed
/// ones are undone exactly, as the fuzzer checks) and asserts the answer.
final class HardeningRoundingTrackingTests: XCTestCase {
    let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
    let v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")

    /// `infeasible-row-after-batches-of-2000-v1`: `v1`'s row held -0.15 computed from values
    /// near 3.3e5 (a soft `3·v3 >= 1e6` pulls through it), but a new row that substituted it
    /// (times 2000) counted only the product, 300, as its magnitude, not the 6.7e8 whose
    /// rounding the product carries: its constant ended at -4.9e-8 and was judged against
    /// 1e-9. A substitution now brings the other row's magnitude, scaled by the factor.
    func testASubstitutedRowBringsItsMagnitude() throws {
        var solver = Solver()
        let pull = (3.0 * v3 >= 1_000_000.0) | Strength(priority: 999, weight: 1)
        try solver.add(pull)
        try solver.remove(pull)
        try solver.add(pull)
        // The fuzzer adds equal constraints as distinct objects (a constraint is added once).
        func below() -> LinearConstraint { (1000.0 * v1 + 1000.0 * v1 <= -0.5) | .required }
        try solver.add([below(), below()])
        try solver.add([below(), (1000.0 * v1 + 1000.0 * v3 <= -0.5) | .required])
        try solver.add([(2.0 * v1 + 2.0 * v2 + 2.0 * v2 >= -0.5) | .required, below()])
        try solver.add([below()])
        try solver.add([(1000.0 * v1 + 1000.0 * v1 <= 17.0) | Strength(priority: 1, weight: 1), (10.0 * v2 <= -0.5) | .required])
        XCTAssertThrowsError(try solver.add([below(), (1000.0 * v1 + 1000.0 * v1 >= 1000.0) | .required]))
        XCTAssertThrowsError(try solver.add([(2.0 * v2 + 2.0 * v2 >= 98.0) | .required, below()]))
        try solver.add([below(), below()])
        try solver.add([(1000.0 * v1 + 1000.0 * v1 == -0.5) | .required, (1000.0 * v1 + 1000.0 * v1 <= 100.0) | .required])
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // v1 is pinned at -0.5 / 2000; the soft pull on v3 stops at the required bound
        // 1000·v1 + 1000·v3 <= -0.5, to the promise for it: 1e-9 of its size, 2000.5, over
        // v3's coefficient of 1000 (the pull's error, near 1e6, is in the rows).
        XCTAssertEqual(solver.value(of: v1), -0.00025, accuracy: 1e-12)
        XCTAssertEqual(solver.value(of: v3), -0.00025, accuracy: 1e-9 * 2000.5 / 1000)
    }

    /// `required-equality-after-removing-a-strong-equality`: `v0`'s row kept coefficients of
    /// 2.7e-14 beside 1 (rounding residue, above the cancellation threshold) on symbols that
    /// the removal of a strong equality moved to values near 1e9; their products, 2.7e-5 of
    /// pure rounding, went into a constant near 94 whose magnitude counted them as exact, and
    /// the required equality through `v0` ended off by 1.3e-5 (allowed 1.1e-6). A product now
    /// counts the rounding of its factor, at the scale of the row's coefficients, so the
    /// removal notes lost precision, checks, and rebuilds.
    func testAProductThroughResidueCoefficientsIsChecked() throws {
        var solver = Solver()
        let quarter = (0.25 * v5 == 82.0) | .strong.weighted(0.5)
        try solver.add(quarter)
        try solver.remove(quarter)
        try solver.addEditVariable(v3, strength: .strong)
        let floor = (1000.0 * v0 >= 10.0) | .required
        try solver.add(floor)
        XCTAssertThrowsError(try solver.addEditVariable(v2, strength: .required))
        let upper = (-3.0 * v2 + 0.25 * v3 - v1 <= -21.0) | .required
        try solver.add([upper])
        try solver.add((100.0 * v1 + 100.0 * v1 >= -48.0) | .required)
        try solver.suggestValue(-62, for: v3)
        try solver.suggestValue(-27, for: v3)
        let equality = (-0.5 * v0 + 1000.0 * v2 - 0.5 * v3 == 18.0) | .required
        try solver.add(equality, tracking: .tracked)
        try solver.addEditVariable(v2, strength: .weak)
        try solver.add((-3.0 * v1 >= -1_000_000_000.0) | .medium.weighted(3), tracking: .tracked)
        try solver.suggestValue(22, for: v2)
        try solver.suggestValue(12, for: v3)
        try solver.add((-3.0 * v1 + 0.5 * v5 - 0.5 * v0 >= -93.0) | .strong.weighted(0.5))
        try solver.add((0.0 * v0 - 2.0 * v3 + 100.0 * v3 >= -34.0) | Strength(priority: 100, weight: 2))
        try solver.remove(floor)
        try solver.add([(0.5 * v3 - 0.5 * v2 + v0 == 100.0) | .strong.weighted(0.5), quarter])
        try solver.remove(upper)
        try solver.remove(quarter)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        let (off, allowed) = requiredResidual(equality, solver)
        XCTAssertLessThanOrEqual(off, allowed)
        XCTAssertEqual(solver.value(of: v3), 12, accuracy: 1e-9)
    }

    /// `required-equality-off-by-1e-7-after-suggestions`: a required `10·v3 + 2·v2 >= 1e6`
    /// beside values near 1 pivoted through coefficients computed as differences of values
    /// near 2500 (2.4999999999979585 for 2.5: 3.7e3 units in the last place); their
    /// rounding, times constants near 5e5, left `v0` at -16.449999889 for -16.45 (allowed
    /// 3.4e-8). A coefficient sum that keeps less than 1e-3 of its operands (more than three
    /// digits cancelled) now counts as lost precision, so the add checks and rebuilds.
    func testCancellationInCoefficientsIsChecked() throws {
        var solver = Solver()
        let pin = (-2.0 * v3 == -11.0) | Strength(priority: 999, weight: 1)
        try solver.add(pin)
        let bound = (-v4 + 0.5 * v0 <= 14.0) | .required
        try solver.add(bound)
        let soft = (-3.0 * v2 + 0.25 * v3 - v1 <= -36.0) | .strong.weighted(0.5)
        try solver.add([soft])
        try solver.addEditVariable(v5, strength: Strength(priority: 100, weight: 2))
        try solver.add((100.0 * v1 + 1000.0 * v5 + 2.0 * v4 >= -36.0) | .strong.weighted(0.5))
        XCTAssertThrowsError(try solver.add(soft))
        let equality = (-3.0 * v3 + 0.1 * v3 - v0 == 0.5) | .required
        try solver.add(equality)
        try solver.add((-10.0 * v4 <= -21.0) | .weak)
        try solver.addEditVariable(v3, strength: .strong)
        try solver.addEditVariable(v2, strength: .medium.weighted(3))
        XCTAssertThrowsError(try solver.add(pin))
        try solver.add((-2.0 * v3 + 1000.0 * v2 - v0 >= 88.0) | .required)
        try solver.remove(bound)
        try solver.add((10.0 * v3 + 2.0 * v2 >= 1_000_000.0) | .required)
        XCTAssertEqual(solver.invariantViolations(), [])
        assertRequiredConstraintsHold(solver)
        // v3 is pinned at 5.5 (priority 999), v0 follows it through the required equality.
        XCTAssertEqual(solver.value(of: v3), 5.5, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: v0), -2.9 * 5.5 - 0.5, accuracy: 3.4e-8)
        XCTAssertEqual(solver.value(of: v2), (1_000_000.0 - 55.0) / 2, accuracy: 1e-9 * 1e6)
    }
}
