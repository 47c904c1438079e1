import LayoutSupport
import XCTest

@testable import AutoLayoutCLI

/// A bounded, seeded generator of hostile inputs to the tool (issue 8): documents and
/// scripts with huge and non-finite numbers, deep nesting, huge names, many views,
/// duplicate keys, conflicts and overflow. The tool answers with exit 0 and finite output,
/// or exit 1 and errors that name the file, line and column; never a trap, never exit 2 for
/// what a file holds.
final class CLIHostileInputTests: XCTestCase {
    private static let numbers = [
        "0", "1", "-3", "2.5", "1e15", "1e300", "1e308", "-1e308", "1e309", "1e-320", "0.1", "1000",
    ]

    private func pick<T>(_ choices: [T], _ random: inout SeededGenerator) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    private func script(_ random: inout SeededGenerator) -> String {
        let names = ["x", "y", "z", String(repeating: "v", count: 5_000)]
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let a = pick(names, &random), b = pick(names, &random)
            let n = pick(Self.numbers, &random), m = pick(Self.numbers, &random)
            lines.append(pick([
                "\(a) == \(n)", "\(a) == \(n) * \(b) + \(m)", "\(a) >= \(n) @weak", "\(a) <= \(b) @strong:\(m)",
                "c\(lines.count): \(a) == \(n)", "remove c\(Int.random(in: 0..<4, using: &random))",
                "edit \(a)", "suggest \(a) \(n)", "print",
                String(repeating: "(", count: 300) + a + String(repeating: ")", count: 300) + " == 1",
                (0..<300).map { "\(a)\($0)" }.joined(separator: " + ") + " == \(n)",
                String(repeating: "-", count: 1_000) + "\(a) == \(n)",
                "\(a) == \(n) / 0", "\(a) * \(b) == 1", "\(a) == 1 $", "0 == 1",
            ], &random))
        }
        return lines.joined(separator: pick(["\n", "\r\n"], &random))
    }

    private func document(_ random: inout SeededGenerator) -> String {
        let metric = pick(Self.numbers, &random)
        let width = pick(Self.numbers, &random)
        let statement = pick([
            "H:|-m-[a]-m-[b]-m-|", "H:|-\(pick(Self.numbers, &random))-[a(\(pick(Self.numbers, &random)))]",
            "V:|[a(==b*\(pick(Self.numbers, &random)))][b]|", "C:a.left(b.top)", "H:[a(b.left)]",
            "H:|" + String(repeating: "[s:", count: 100) + "[a]" + String(repeating: "]", count: 100) + "|",
            "H:|" + (0..<60).map { "[v\($0)]" }.joined() + "|", "H:[a(10)]; H:[a(20)]",
            "H:|[" + String(repeating: "q", count: 5_000) + "]|",
        ], &random)
        let duplicate = Int.random(in: 0..<10, using: &random) == 0 ? "\"m\": 2, " : ""
        let rules = pick(["", ", \"rules\": \"tt = \(pick(Self.numbers, &random)), ll = 0, w = 10, h = 10\"",
                          ", \"rules\": \"tt = " + String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400) + "\""],
                         &random)
        let rootRules = Int.random(in: 0..<10, using: &random) == 0 ? ", \"rules\": \"tt = 0\"" : ""
        let scale = Int.random(in: 0..<5, using: &random) == 0 ? "\"scale\": \(pick(Self.numbers, &random)),\n" : ""
        return """
        { "metrics": { \(duplicate)"m": \(metric) },
        \(scale)"root": { "name": "root", "width": \(width), "height": 100\(rootRules),
          "subviews": [{ "name": "a"\(rules) }, { "name": "b" }],
          "layout": ["\(statement)"] } }
        """
    }

    /// Every line of the error output starts `FILE:LINE:COLUMN: error:` or `warning:`, or
    /// continues a diagnostic (the source line, the caret, the hint).
    private func assertPositioned(_ errors: String, file name: String, seed: UInt64, line: UInt = #line) {
        let first = errors.split(separator: "\n").first.map(String.init) ?? ""
        let parts = first.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        XCTAssertTrue(
            parts.count == 4 && parts[0] == name && Int(parts[1]) != nil && Int(parts[2]) != nil,
            "seed \(seed): \(first.prefix(200))", line: line)
    }

    func testHostileScriptsAndDocuments() {
        var statuses: [String: Int] = [:]
        for seed in UInt64(0)..<60 {
            var random = SeededGenerator(seed: seed)
            let text = script(&random)
            let result = Tool.run(["solve", "h.cass"] + (seed % 2 == 0 ? ["--json"] : [])) { _ throws(FileReadError) in text }
            statuses["solve \(result.status)", default: 0] += 1
            XCTAssertTrue([0, 1].contains(result.status), "seed \(seed)")
            if result.status == 0 {
                XCTAssertFalse(result.output.contains("inf") || result.output.contains("nan") || result.output.contains("null"),
                               "seed \(seed): \(result.output.prefix(200))")
            } else {
                for line in result.errorOutput.split(separator: "\n") {
                    assertPositioned(String(line), file: "h.cass", seed: seed)
                }
            }
        }
        for seed in UInt64(500)..<560 {
            var random = SeededGenerator(seed: seed)
            let text = document(&random)
            let result = Tool.run(["layout", "h.json", "--format", seed % 2 == 0 ? "json" : "table"]) {
                _ throws(FileReadError) in text
            }
            statuses["layout \(result.status)", default: 0] += 1
            XCTAssertTrue([0, 1].contains(result.status), "seed \(seed)")
            if result.status == 0 {
                XCTAssertFalse(result.output.contains("inf") || result.output.contains("nan") || result.output.contains("null"),
                               "seed \(seed): \(result.output.prefix(300))")
            } else {
                assertPositioned(result.errorOutput, file: "h.json", seed: seed)
            }
        }
        XCTAssertEqual(Set(statuses.keys), ["solve 0", "solve 1", "layout 0", "layout 1"], "\(statuses)")
    }

    func testOverflowAndScaleFromTheCommandLine() {
        let document = #"{ "metrics": { "m": 1e308 }, "root": { "name": "r", "width": 320, "height": 100, "#
            + #""subviews": [{ "name": "a" }, { "name": "b" }], "layout": ["H:|-m-[a]-m-[b]-m-|", "V:|[a][b]|"] } }"#
        let overflow = Tool.run(["layout", "m.json", "--format", "json"]) { _ throws(FileReadError) in document }
        XCTAssertEqual(overflow.status, 1)
        XCTAssertEqual(overflow.output, "")
        XCTAssertTrue(overflow.errorOutput.hasPrefix(
            "m.json:1:21: error: metrics.m: the metric 'm' of 1e+308 is beyond the largest magnitude the solver supports, 1e+100\n"),
            overflow.errorOutput)
        let plain = #"{ "root": { "name": "r", "width": 20, "height": 10, "layout": "H:|[a]|" } }"#
        let scale = Tool.run(["layout", "p.json", "--scale", "1e308"]) { _ throws(FileReadError) in plain }
        XCTAssertEqual(scale.status, 2)
        XCTAssertTrue(scale.errorOutput.hasPrefix(
            "autolayout layout: error: expected a number greater than 0 and at most 10000 after '--scale', found '1e+308'\n"),
            scale.errorOutput)
        XCTAssertEqual(Tool.run(["layout", "p.json", "--scale", "10000"]) { _ throws(FileReadError) in plain }.status, 0)
        let solve = Tool.run(["solve", "o.cass"]) { _ throws(FileReadError) in "x == 1e308\ny == 10 * x\n" }
        XCTAssertEqual(solve, CommandResult(
            status: 1, output: "x = 0\ny = 0\n",
            errorOutput: "o.cass:1:1: error: coefficients out of the supported range (spread at most 1e12, values at most 1e100, accurate to 1e-9): x - 1e+308 == 0\n"))
    }
}
