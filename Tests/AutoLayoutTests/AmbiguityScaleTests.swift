import LayoutSupport
import XCTest
@testable import AutoLayout

/// The ambiguity check reads most answers off the solver's tableau and probes only what the
/// tableau leaves open (issue 8: a chain of 4,000 views with free widths took minutes when
/// every variable was probed). The answers must be the probes' answers.
final class AmbiguityScaleTests: XCTestCase {
    typealias Generator = SeededGenerator

    /// A random statement over six views: fixed, free, bounded and relative sizes, gaps,
    /// pins to the superview, priorities, repeated and redundant constraints (which leave
    /// rows at 0, the degenerate case the tableau alone cannot answer).
    static func statement(_ random: inout SeededGenerator) -> String {
        func view() -> String { "v\(Int.random(in: 0..<6, using: &random))" }
        func number() -> Int { [0, 0, 10, 20, 50][Int.random(in: 0..<5, using: &random)] }
        func priority() -> String { ["", "", "@250", "@750", "@1"][Int.random(in: 0..<5, using: &random)] }
        let axis = Bool.random(using: &random) ? "H" : "V"
        let a = view(), b = view()
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return "\(axis):|-\(number())-[\(a)]"
        case 1: return "\(axis):[\(a)(\(number())\(priority()))]"
        case 2: return "\(axis):[\(a)]-\(number())-[\(b)]"
        case 3: return "\(axis):[\(a)(>=\(number())\(priority()))]"
        case 4: return "\(axis):[\(a)(<=\(number() + 10)\(priority()))]"
        case 5: return "\(axis):[\(a)(==\(b)\(priority()))]"
        case 6: return "\(axis):|[\(a)]|"
        case 7: return "\(axis):[\(a)]-(>=\(number()))-|"
        case 8: return "\(axis):|-(>=\(number())\(priority()))-[\(a)]-(>=0)-[\(b)]"
        default: return "\(axis):[\(a)]-(\(number())\(priority()))-|"
        }
    }

    /// Random layouts: the answers equal probing every variable, and the tableau answers
    /// most variables without a probe.
    func testSameAnswersAsProbingEveryVariable() {
        var probed = 0, read = 0
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let engine = LayoutEngine(root: LayoutView(name: "root"))
            engine.warningHandler = nil
            for _ in 0..<Int.random(in: 1...14, using: &random) {
                _ = try? engine.addConstraints(Self.statement(&random), creatingViews: true)
            }
            engine.layout(width: 320, height: 200)
            let reference = engine.findAmbiguousViews(probingEvery: true)
            probed += engine.work.probes
            engine.work.probes = 0
            XCTAssertEqual(engine.ambiguousViews(), reference, "seed \(seed)")
            read += engine.work.probes
        }
        XCTAssertGreaterThan(probed, 1_000)
        XCTAssertLessThan(read * 10, probed, "the tableau answers most variables")
    }

    /// A chain of views with free widths: every view is free across, fixed down, and no
    /// variable needs a probe.
    func testChainWithFreeWidthsNeedsNoProbe() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        engine.warningHandler = nil
        let names = (0..<200).map { "v\($0)" }
        try engine.addConstraints("H:|" + names.map { "[\($0)]" }.joined() + "|", creatingViews: true)
        for name in names { try engine.addConstraints("V:|[\(name)(20)]") }
        engine.layout(width: 2_000, height: 100)
        XCTAssertEqual(engine.ambiguousViews(), names.map { AmbiguityReport(view: $0, axes: [.horizontal]) })
        XCTAssertEqual(engine.work.probes, 0)
    }

    /// A view held only by a redundant pair of inequalities at their bound is the
    /// degenerate case: the probe decides, and it agrees with probing everything.
    func testDegenerateRowsAreProbed() throws {
        let engine = LayoutEngine(root: LayoutView(name: "root"))
        engine.warningHandler = nil
        try engine.addConstraints("H:|[a(>=0,<=0)]; H:[a]-(>=0)-[b(40)]-(<=0)-|; V:|[a(10)][b(10)]", creatingViews: true)
        engine.layout(width: 300, height: 100)
        let reference = engine.findAmbiguousViews(probingEvery: true)
        engine.work.probes = 0
        XCTAssertEqual(engine.ambiguousViews(), reference)
        XCTAssertEqual(reference, [AmbiguityReport(view: "b", axes: [.horizontal])])
        XCTAssertEqual(engine.work.probes, 1, "the one variable the tableau leaves open")
    }
}
