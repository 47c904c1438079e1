import LayoutSupport
import LayoutIR
@testable import VisualFormat
import XCTest

/// A text compiled through the shape cache gives exactly what a fresh compile gives: the same
/// program (constraints, items, origins at the same positions, containers, helpers, stacking
/// orders) or the same diagnostics.
final class ShapeCacheTests: XCTestCase {
    /// Statement forms with name slots `{0}`…`{3}`: the forms people write, ones whose names
    /// the compiler reads (attributes, ranges, constraint names, metrics) and ones that fail.
    private let templates = [
        "H:|-12-[{0}(40)]-12-[{1}]-12-|", "V:|-12-[{0}(40)]-(>=12)-|", "V:|[{0}(20)]-4-[{1}(16)]-4-[{2}(40)]|",
        "H:|[{0}]|", "H:[{0}]-[{1}(=={0})] {top, bottom}", "V:|[{3}:[{0}(40)][{1}]]|", "H:|~[{0}(120)]~|",
        "C:{0}.centerX({1}.right).centerY({1}.top)", "H:|[{0}(==30%)]-10%-[{1}]|", "Z:|[{0}][{1}]",
        "V:[{0}({0}.width/2)]", "[{0}(>=gap,<=400@750)]-gap-[{1}]-(>=pad)-|", "H:[{0}(50)] <{1}>",
        "H:|-[{0}]-[{1}]-| {centerY}", "//spacing:8\nH:|-[{0}]-|", "/* é {2} */ H:[{0}]-({1})-[{2}]",
        "H:[{0}]-[{0}]", "H:|[{0}1..3]", "H:[{0}]-[", "X:[{0}]", "H:|-{1}-[{0}]|", "V:|-(>={3})-[{2}]",
        "{0}:[{1}]", "H:[{0}.{1}]", "HV:|-gap-[{0}]-gap-|", "H:[{0},{1}(==44)]-|",
    ]

    /// Names of the same length (so that shapes repeat), and names the compiler reads or refuses.
    private func name(_ rng: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<40, using: &rng) {
        case 0: return ["gap", "pad"][Int.random(in: 0..<2, using: &rng)]  // metrics (pad only in one compiler)
        case 1: return ["width", "top", "centerX", "left"][Int.random(in: 0..<4, using: &rng)]
        case 2: return ["H", "hv", "ab", "z"][Int.random(in: 0..<4, using: &rng)]
        case 3: return ["_sp1", "1abc", "héllo", "a_b_c"][Int.random(in: 0..<4, using: &rng)]
        case 4: return "card" + String(Int.random(in: 0..<100, using: &rng))
        default: return "v" + String(Int.random(in: 100..<1000, using: &rng))
        }
    }

    private func assertSameResult(_ text: String, fresh compiler: LayoutCompiler, cache: inout ShapeCache,
                                  options: FormatOptions = [], file: StaticString = #filePath, line: UInt = #line) {
        let expected: Result<LayoutProgram, DiagnosticList>
        do throws(DiagnosticList) {
            expected = .success(try compiler.compile(text, options: options))
        } catch {
            expected = .failure(error)
        }
        let cached: Result<LayoutProgram, DiagnosticList>
        do throws(DiagnosticList) {
            cached = .success(try cache.compile(text, with: compiler, options: options))
        } catch {
            cached = .failure(error)
        }
        switch (expected, cached) {
        case (.success(let fresh), .success(let reused)):
            XCTAssertEqual(fresh, reused, text.debugDescription, file: file, line: line)
            // Equality of origins compares their statements' text: compare every position too.
            XCTAssertEqual(fresh.constraints.map { $0.origin.map { [$0.range, $0.statementRange] } },
                           reused.constraints.map { $0.origin.map { [$0.range, $0.statementRange] } },
                           text.debugDescription, file: file, line: line)
            XCTAssertEqual(fresh.constraints.map { $0.origin?.statement }, reused.constraints.map { $0.origin?.statement },
                           file: file, line: line)
            XCTAssertEqual(fresh.constraints.map(\.identifier), reused.constraints.map(\.identifier), file: file, line: line)
            // `==` on numbers takes -0 for 0: compare the bits.
            XCTAssertEqual(fresh.constraints.map { [$0.constant.bitPattern, $0.multiplier.bitPattern] },
                           reused.constraints.map { [$0.constant.bitPattern, $0.multiplier.bitPattern] }, file: file, line: line)
            XCTAssertEqual(fresh.containers.map(\.origin.statement), reused.containers.map(\.origin.statement),
                           file: file, line: line)
            XCTAssertEqual(fresh.helpers.map(\.origin.range), reused.helpers.map(\.origin.range), file: file, line: line)
        case (.failure(let fresh), .failure(let reused)):
            XCTAssertEqual(fresh, reused, text.debugDescription, file: file, line: line)
            XCTAssertEqual(fresh.errors.map(\.message), reused.errors.map(\.message), file: file, line: line)
            XCTAssertEqual(fresh.errors.map(\.range), reused.errors.map(\.range), file: file, line: line)
        default:
            XCTFail("fresh \(expected), cached \(cached) for \(text.debugDescription)", file: file, line: line)
        }
    }

    /// Seeded random texts, each compiled fresh and through one cache: equal programs and
    /// equal diagnostics, with the cache answering many of them.
    func testCachedCompilesEqualFreshOnes() {
        var rng = SeededGenerator(seed: 0x5A4E_CAC4)
        let compilers = [
            LayoutCompiler(metrics: ["gap": 10]),
            LayoutCompiler(metrics: ["gap": 10, "pad": 6], siblingSpacing: 6),
            LayoutCompiler(views: ["v100", "v200", "card1", "card2"]),
        ]
        var cache = ShapeCache()
        for round in 0..<900 {
            // A few shapes per stretch of rounds, so that most texts meet an earlier one's shape.
            var parts: [String] = []
            var shapeRng = SeededGenerator(seed: UInt64(round / 15))
            for _ in 0..<Int.random(in: 1...3, using: &shapeRng) {
                parts.append(templates[Int.random(in: 0..<templates.count, using: &shapeRng)])
            }
            var text = parts.joined(separator: "\n")
            for slot in 0..<4 { text = text.replacingOccurrences(of: "{\(slot)}", with: name(&rng)) }
            let compiler = compilers[round / 300]
            assertSameResult(text, fresh: compiler, cache: &cache, options: round % 7 == 0 ? [.alignAllTop] : [])
        }
        // Most texts of a stretch fail (a template that never compiles, a name that is no view)
        // or differ in a name's length: these counts say that the cache was exercised.
        XCTAssertGreaterThan(cache.hits, 60)
        XCTAssertGreaterThan(cache.fills, 40)
    }

    /// The card list's texts (issue 14): one compile per shape, every other one renamed.
    func testCardTextsCompileOncePerShape() throws {
        let compiler = LayoutCompiler()
        var cache = ShapeCache()
        for index in 10..<40 {
            let text = "H:|-12-[avatar\(index)(40)]-12-[column\(index)]-12-|\nV:|-12-[avatar\(index)(40)]-(>=12)-|\nV:|-12-[column\(index)]-12-|"
            assertSameResult(text, fresh: compiler, cache: &cache)
        }
        XCTAssertEqual(cache.fills, 1)
        XCTAssertEqual(cache.hits, 29)
        let program = try cache.compile("H:|-12-[avatar77(40)]-12-[column77]-12-|", with: compiler)
        XCTAssertEqual(program.viewNames, ["avatar77", "column77"])
        XCTAssertEqual(program.constraints.map(\.description), [
            "avatar77.leading == superview.leading + 12", "avatar77.width == 40",
            "column77.leading == avatar77.trailing + 12", "superview.trailing == column77.trailing + 12",
        ])
    }

    /// A metric, a closed view set, a range and a name of another length are not renamed.
    func testNamesTheCompilerReadsAreNotAbstracted() {
        var cache = ShapeCache()
        let compiler = LayoutCompiler(metrics: ["gap": 10])
        for text in ["H:[abc]-gap-[xyz]", "H:[abc]-pad-[xyz]", "H:[abc]-gap-[xyzw]", "H:|[abc1..3]", "H:|[xyz1..3]",
                     "H:[abc]-[top]", "H:[abc]-[left]"] {
            assertSameResult(text, fresh: compiler, cache: &cache)
        }
        XCTAssertEqual(cache.hits, 0)
        var closed = ShapeCache()
        for text in ["H:[abc]-[xyz]", "H:[abd]-[xyz]"] {
            assertSameResult(text, fresh: LayoutCompiler(views: ["abc", "xyz"]), cache: &closed)
        }
        XCTAssertEqual(closed.hits, 0)
        // Metrics equal as numbers but not as bits: -0 stays -0.
        var signed = ShapeCache()
        for gap in [0.0, -0.0, 0.0] {
            assertSameResult("H:[abc]-gap-[xyz]", fresh: LayoutCompiler(metrics: ["gap": gap]), cache: &signed)
        }
        XCTAssertEqual(signed.hits, 0)
    }
}
