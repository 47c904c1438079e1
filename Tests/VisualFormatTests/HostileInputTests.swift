import LayoutSupport
import XCTest
@testable import VisualFormat

/// A bounded, seeded generator of hostile texts, one class at a time: each text must give a
/// program or diagnostics (never a trap), with outputs whose sizes grow linearly with the input.
/// The sizes are large enough (100,000 views, 10,000-character names) that quadratic work would
/// not finish in the test run; the assertions are on counts, not on time.
final class HostileInputTests: XCTestCase {
    enum Outcome: Equatable {
        case program(constraints: Int, views: Int)
        case diagnostics([DiagnosticID])
    }

    /// Compiles with an open and a closed view set; both must give a program or diagnostics,
    /// every diagnostic inside the text.
    @discardableResult
    private func outcome(_ text: String, views: Set<String>? = nil, file: StaticString = #filePath,
                         line: UInt = #line) -> Outcome {
        do {
            let program = try LayoutCompiler(metrics: ["m": 10], views: views).compile(text)
            return .program(constraints: program.constraints.count, views: program.viewNames.count)
        } catch {
            XCTAssertFalse(error.diagnostics.isEmpty, file: file, line: line)
            for diagnostic in error.diagnostics {
                XCTAssertLessThanOrEqual(diagnostic.range.end.offset, text.utf8.count, file: file, line: line)
                XCTAssertGreaterThanOrEqual(diagnostic.column, 1, file: file, line: line)
            }
            return .diagnostics(error.diagnostics.map(\.id))
        }
    }

    func testDeepNesting() {
        // Stacks nest 64 deep at most: one diagnostic, however deep the text goes.
        for depth in [65, 1_000, 50_000] {
            let text = "H:|[" + String(repeating: "s:[", count: depth) + "x" + String(repeating: "]", count: depth + 1) + "|"
            XCTAssertEqual(outcome(text), .diagnostics([.nestingTooDeep]))
        }
        var text = "H:|["
        for level in 0..<64 { text += "s\(level):[" }
        text += "x" + String(repeating: "]", count: 65) + "|"
        XCTAssertEqual(outcome(text), .program(constraints: 2 + 64 * 4, views: 65))
        // Parentheses and braces do not nest in the layout language.
        XCTAssertEqual(outcome("[a(" + String(repeating: "(", count: 100_000) + ")]"), .diagnostics([.unexpectedToken]))
        XCTAssertEqual(outcome(String(repeating: "{", count: 100_000)), .diagnostics([.unexpectedToken]))
    }

    func testLongNames() {
        var rng = SeededGenerator(seed: 3)
        for length in [10_000, 40_000] {
            let name = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &rng))) })
            XCTAssertEqual(outcome("[\(name)(>=\(name).height)]-[b]"), .program(constraints: 2, views: 2))
            // Against a closed set the did-you-mean is bounded.
            XCTAssertEqual(outcome("[\(name)]", views: ["a", String(name.dropLast())]), .diagnostics([.unknownView]))
            XCTAssertEqual(outcome("[a]-\(name)-[b]"), .diagnostics([.unknownMetric]))
        }
    }

    func testHugeNumbers() {
        XCTAssertEqual(outcome("[a(1e309)]"), .diagnostics([.invalidNumber]))
        XCTAssertEqual(outcome("[a(" + String(repeating: "9", count: 100_000) + ")]"), .diagnostics([.invalidNumber]))
        XCTAssertEqual(outcome("[a(0." + String(repeating: "1", count: 100_000) + ")]"), .program(constraints: 1, views: 1))
        XCTAssertEqual(outcome("[a(1e300*1e300)]"), .diagnostics([.invalidNumber]))
        XCTAssertEqual(outcome("[a]-(1e308+1e308)-[b]"), .diagnostics([.invalidNumber]))
        XCTAssertEqual(outcome("[a(b@1e400)]"), .diagnostics([.invalidNumber]))
    }

    func testManyStatements() {
        for count in [10_000, 40_000] {
            let text = (0..<count).map { "[a\($0)]-[b\($0)(10)]" }.joined(separator: ";")
            XCTAssertEqual(outcome(text), .program(constraints: 2 * count, views: 2 * count))
            // Every statement's error is reported.
            let broken = String(repeating: "[a]--1-[b]\n", count: count)
            XCTAssertEqual(outcome(broken), .diagnostics(Array(repeating: .ambiguousMinus, count: count)))
        }
    }

    func testManyViewsInOneStatement() {
        for count in [25_000, 100_000] {
            let text = "H:|" + (0..<count).map { "[v\($0)]" }.joined(separator: "-") + "| {top}"
            // A connection per gap and an alignment per pair.
            XCTAssertEqual(outcome(text), .program(constraints: (count + 1) + (count - 1), views: count))
            let slot = "V:|[" + (0..<count).map { "w\($0)" }.joined(separator: ",") + "]|"
            XCTAssertEqual(outcome(slot), .program(constraints: 2 * count, views: count))
        }
        // A 100,000-term expression is one constraint.
        let sum = "[a(b" + String(repeating: "+1", count: 100_000) + ")]"
        XCTAssertEqual(outcome(sum), .program(constraints: 1, views: 2))
        // The same view 100,000 times: one diagnostic per repetition.
        let repeated = String(repeating: "[a]", count: 100_000)
        XCTAssertEqual(outcome(repeated), .diagnostics(Array(repeating: .duplicateView, count: 99_999)))
    }

    func testRandomBytesAndInvalidUTF8() {
        var rng = SeededGenerator(seed: 1_234)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<300, using: &rng)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            // Lone continuation bytes, truncated sequences, overlong forms and surrogates.
            if count > 4 {
                bytes[0] = [0x80, 0xC0, 0xE0, 0xED, 0xF4, 0xFF][Int.random(in: 0..<6, using: &rng)]
            }
            outcome(String(decoding: bytes, as: UTF8.self))
            outcome(String(decoding: bytes, as: UTF8.self), views: ["a", "b"])
        }
        // Repaired text keeps its columns: U+FFFD is one scalar.
        XCTAssertEqual(errors(String(decoding: [0x5B, 0x61, 0x5D, 0x20, 0xFF, 0x5B], as: UTF8.self)).first,
                       "1:5: error: expected ';' or a line break after the statement, found character '\u{FFFD}'")
    }

    func testLongLinesBeyondASCIIKeepColumns() {
        // Columns on a 100,000-view line with a character beyond ASCII: counted by checkpoints.
        let count = 100_000
        let text = "/* é */ H:|" + (0..<count).map { "[v\($0)]" }.joined() + "[v0]|"
        guard case .diagnostics(let ids) = outcome(text) else { return XCTFail("expected a diagnostic") }
        XCTAssertEqual(ids, [.duplicateView])
        let column = errors(text).first?.split(separator: ":").dropFirst().first
        XCTAssertEqual(column.map(String.init), String(text.unicodeScalars.count - 3))
    }
}
