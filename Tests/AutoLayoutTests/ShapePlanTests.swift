import XCTest
import LayoutIR
import VisualFormat
@testable import AutoLayout

/// A text of a shape met before gets that shape's compiled program renamed (a document's
/// cards): exactly what planning its own fresh compile gives.
final class ShapePlanTests: XCTestCase {
    private func assertSamePlan(_ reused: CompiledProgram, _ fresh: CompiledProgram, _ text: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(reused.descriptors, fresh.descriptors, text, file: file, line: line)
        XCTAssertEqual(reused.descriptors.map(\.identifier), fresh.descriptors.map(\.identifier), file: file, line: line)
        let count = fresh.descriptors.count
        let origins = { (program: CompiledProgram) in
            (0..<count).map { program.origins.origin(at: $0).map { [$0.range, $0.statementRange] } }
        }
        XCTAssertEqual(origins(reused), origins(fresh), text, file: file, line: line)
        XCTAssertEqual((0..<count).map { reused.origins.origin(at: $0)?.statement },
                       (0..<count).map { fresh.origins.origin(at: $0)?.statement }, file: file, line: line)
        XCTAssertEqual(reused.names, fresh.names, file: file, line: line)
        XCTAssertEqual(reused.lookupNames, fresh.lookupNames, file: file, line: line)
        XCTAssertEqual(reused.stackingIDs, fresh.stackingIDs, file: file, line: line)
        XCTAssertEqual(reused.plans.map { [$0.first, $0.second] }, fresh.plans.map { [$0.first, $0.second] },
                       file: file, line: line)
        XCTAssertEqual(reused.program, fresh.program, file: file, line: line)
        XCTAssertEqual(reused.program.containers.map(\.origin.statement), fresh.program.containers.map(\.origin.statement),
                       file: file, line: line)
        for mixed in [false, true] {
            let (a, b) = (reused.refusal(allowingMixedAttributes: mixed), fresh.refusal(allowingMixedAttributes: mixed))
            XCTAssertEqual(a.map { "\($0.0)" }, b.map { "\($0.0)" }, text, file: file, line: line)
            XCTAssertEqual(a?.1?.range, b?.1?.range, file: file, line: line)
        }
    }

    private func key(_ text: String, metrics: [String: Double] = [:]) -> ProgramCache.Key {
        ProgramCache.Key(text: text, options: [], metrics: metrics, siblingSpacing: 8, superviewSpacing: 20)
    }

    /// The card list's texts, a stack, a helper, a stacking order, a named constraint, a
    /// written-out name and a refused one: each card's program equals its own fresh one, and
    /// one is planned per shape.
    func testRenamedPlansEqualFreshOnes() throws {
        let templates = [
            "H:|-12-[avatar#(40)]-12-[column#]-12-|\nV:|-12-[avatar#(40)]-(>=12)-|\nV:|-12-[column#]-12-|",
            "V:|[title#(20)]-4-[subtitle#(16)]-4-[body#(40)]|\nH:|[title#]|\nH:|[subtitle#]|\nH:|[body#]|",
            "V:|[box#:[top#(40)][bot#]]| {leading, trailing}\nH:|~[mid#(120)]~|",
            "Z:|[abc#][xyz#]\nH:[abc#(50)] <wid#>\nH:[abc#]-[xyz#(==abc#)]",
            "C:abc#.centerX(xyz#.right).centerY(xyz#.top)\nH:[abc#]-[xyz#] {top, bottom}",
            // A written-out name (too short to abstract) kept among renamed ones.
            "H:|[ab]-[card#(==ab)]|\nV:|[card#][ab]|",
            // Refused by the engine (not the compiler), with the constraint's names in the message.
            "C:abc#.width(xyz#.top)",
        ]
        for (round, template) in templates.enumerated() {
            for keepsPrograms in [false, true] {
                var cache = ProgramCache()
                cache.keepsPrograms = keepsPrograms
                var first: CompiledProgram?
                for index in 10..<16 {
                    let text = template.replacingOccurrences(of: "#", with: "\(index)")
                    let fresh: CompiledProgram
                    do throws(DiagnosticList) {
                        fresh = CompiledProgram(try LayoutCompiler().compile(text))
                    } catch {
                        XCTFail("\(text): \(error)")
                        continue
                    }
                    let reused = try cache.program(for: key(text))
                    // Before and after the first program's refusal is known.
                    if index == 12, let first { _ = first.refusal(allowingMixedAttributes: false) }
                    if first == nil { first = reused }
                    assertSamePlan(reused, fresh, text)
                }
                XCTAssertEqual(cache.plannedShapes, 1, "template \(round)")
            }
        }
    }

    /// A document of cards lays out with one plan per shape and the frames of the card list.
    func testDocumentCardsAreRenamed() throws {
        var cache = ProgramCache()
        cache.keepsPrograms = false
        let texts = (100..<110).map { "H:|-12-[avatar\($0)(40)]-12-[column\($0)]-12-|" }
        let programs = try texts.map { try cache.program(for: key($0)) }
        XCTAssertEqual(cache.plannedShapes, 1)
        XCTAssertEqual(programs[3].names, ["avatar103", "column103"])
        XCTAssertEqual(programs[3].descriptors.map(\.description), [
            "avatar103.leading == superview.leading + 12", "avatar103.width == 40",
            "column103.leading == avatar103.trailing + 12", "superview.trailing == column103.trailing + 12",
        ])
        XCTAssertEqual(programs[3].origins.origin(at: 2)?.statement, texts[3])
        // A metric is read, not renamed: another metric value is another shape's settings.
        let metric = try cache.program(for: key("H:|-gap-[avatar200]", metrics: ["gap": 5]))
        XCTAssertEqual(metric.descriptors.map(\.constant), [5])
    }
}
