import LayoutSupport
import XCTest
@testable import AutoLayout

/// A bounded, seeded generator of hostile layout documents, layout texts and rules (issue 8):
/// deep nesting, huge names, huge and non-finite numbers, many views, duplicate and unknown
/// keys, unknown names, conflicting and refused constraints. Whatever the input, the outcome
/// is frames (all finite) or a typed error that points into the text (line and column); a
/// failed engine operation leaves the tree and the frames as they were. Sizes stay small
/// enough for a debug run of a few seconds; the seeds make every failure replay.
final class HostileDocumentInputTests: XCTestCase {
    /// Hostile pieces of documents and texts.
    struct Hostile {
        var random: SeededGenerator
        let views = ["a", "b", "c", "d"]

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        /// Whether this document breaks the format itself (keys, types, duplicates): a
        /// third of them, so that the others reach the layout.
        var breaksFormat = false

        /// A number for a size in the document: valid unless the document breaks the format.
        mutating func size() -> String {
            breaksFormat ? number() : pick(["0", "10", "320", "0.5", "1e15", "1e300", "1e308", "4.9e-324"])
        }

        mutating func number() -> String {
            pick(["0", "10", "-5", "0.5", "1e15", "1e300", "1e308", "-1e308", "1.7976931348623157e308", "1e309",
                  "-1e999", "1e-320", "4.9e-324", "100"])
        }

        mutating func name() -> String {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return String(repeating: "n", count: Int.random(in: 1_000...10_000, using: &random))
            case 1: return pick(["lable", "aa", "A", "é", "_x", "b1"])
            default: return pick(views)
            }
        }

        /// One layout text: statements of every kind, some refused, some conflicting.
        mutating func layoutText() -> String {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in statement() }.joined(separator: "; ")
        }

        mutating func statement() -> String {
            let v = name(), w = name()
            if !breaksFormat && chance(40) { return pick(["H:|-[\(v)]-|", "V:|-[\(v)(20)]", "H:|[\(v)][\(w)(==\(v))]|"]) }
            switch Int.random(in: 0..<14, using: &random) {
            case 0: return "H:|-\(number())-[\(v)(\(number()))]-\(number())-|"
            case 1: return "V:|[\(v)(>=\(number()))][\(w)(==\(v)*\(number()))]|"
            case 2: return "H:|-m-[\(v)]-m-[\(w)]-m-|"
            case 3: return "C:\(v).left(\(w).top)"
            case 4: return "H:[\(v)(\(w).left)]"
            case 5: return "H:[\(v)(10)]; H:[\(v)(20)]"
            case 6:
                let depth = Int.random(in: 50...300, using: &random)
                return "H:|" + String(repeating: "[s:", count: depth) + "[\(v)]" + String(repeating: "]", count: depth) + "|"
            case 7:
                let count = Int.random(in: 100...600, using: &random)
                return "H:|" + (0..<count).map { "[v\($0)(2)]" }.joined() + "|"
            case 8: return "H:|-(\(number())@\(pick(["1", "1000", "1001", "0", "-1"])))-[\(v)]"
            case 9: return "V:|-(" + String(repeating: "(", count: 500) + "10" + String(repeating: ")", count: 500) + ")-[\(v)]"
            case 10: return "H:|[\(v)]|; H:|-\(number())-[\(v)]"
            case 11: return String(decoding: (0..<40).map { _ in UInt8.random(in: 32...126, using: &random) }, as: UTF8.self)
            case 12: return "H:[\(v)(\(number())@\(number()))]"
            default: return "V:|-\(number())-[\(v)(\(number()))]"
            }
        }

        mutating func rules() -> String {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: return "tt = \(number()), ll = \(number()), w = \(number()), h = \(number())"
            case 1: return "tt = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
            case 2: return "w = " + String(repeating: "-", count: 20_000) + "1"
            case 3: return "\(name()) = 10"
            case 4: return "ll = \(pick(views)).rr + \(number()), w = 10 * \(number())"
            case 5: return "tt = bb, bb = tt"
            default: return "w = \(number()) * \(number()), h = H:\(number())%"
            }
        }

        /// A JSON value for a key of a node, sometimes of the wrong type.
        mutating func node(_ name: String, depth: Int) -> String {
            var members = ["\"name\": \"\(name)\""]
            if chance(20) { members.append("\"layout\": [\"\(escape(layoutText()))\"]") }
            if chance(10) { members.append("\"rules\": \"\(escape(rules()))\"") }
            if chance(10) { members.append("\"intrinsicSize\": [\(size()), null]") }
            if breaksFormat && chance(10) { members.append("\"hugging\": [\(number()), 250]") }
            if breaksFormat && chance(10) { members.append("\"name\": \"dup\"") }
            if breaksFormat && chance(10) { members.append("\"layot\": []") }
            if depth > 0 && chance(40) {
                let children = (0..<Int.random(in: 1...3, using: &random)).map { node("\(name)\($0)", depth: depth - 1) }
                members.append("\"subviews\": [\(children.joined(separator: ", "))]")
            }
            return "{ " + members.joined(separator: ",\n  ") + " }"
        }

        mutating func document() -> String {
            breaksFormat = chance(33)
            var members: [String] = []
            if chance(60) {
                var metrics = ["\"m\": \(size())"]
                if breaksFormat && chance(20) { metrics.append("\"m\": 1") }
                if chance(10) { metrics += (0..<2_000).map { "\"k\($0)\": \($0)" } }
                members.append("\"metrics\": { \(metrics.joined(separator: ", ")) }")
            }
            if chance(20) { members.append("\"scale\": \(breaksFormat ? number() : pick(["1", "2", "3", "1e4"]))") }
            if chance(20) { members.append("\"strict\": \(breaksFormat ? pick(["true", "false", "1"]) : pick(["true", "false"]))") }
            var root = ["\"name\": \"root\""]
            if chance(95) { root.append("\"width\": \(size())") }
            if chance(95) { root.append("\"height\": \(size())") }
            if chance(10) { root.append("\"rules\": \"tt = 0\"") }
            root.append("\"layout\": [\"\(escape(layoutText()))\", \"\(escape(layoutText()))\"]")
            let children = views.map { node($0, depth: 2) }
            root.append("\"subviews\": [\n\(children.joined(separator: ",\n"))]")
            if breaksFormat && chance(10) {
                // Deep nesting of subviews.
                root.append("\"x\": " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000))
            }
            members.append("\"root\": { \(root.joined(separator: ",\n  ")) }")
            return "{ " + members.joined(separator: ",\n") + " }"
        }

        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
    }

    /// Whether a rendered error begins with a position: `h.json:3:5: error:` (or, for a
    /// layout text's range across lines, `h.json:root.layout[0]:2:1: error:`).
    private func isPositioned(_ rendered: String) -> Bool {
        guard let first = rendered.split(separator: "\n").first else { return false }
        let parts = first.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 4, parts[0] == "h.json" else { return false }
        // Two numbers in a row, then the severity.
        for i in 1..<(parts.count - 2) where Int(parts[i]) != nil && Int(parts[i + 1]) != nil {
            return parts[i + 2].hasPrefix(" error") || parts[i + 2].hasPrefix(" warning")
        }
        return false
    }

    func testHostileDocumentsGiveFiniteFramesOrPositionedErrors() throws {
        var outcomes: [String: Int] = [:]
        for seed in UInt64(0)..<80 {
            var hostile = Hostile(random: SeededGenerator(seed: seed))
            let text = hostile.document()
            let source: DocumentSource
            do {
                source = try DocumentSource(text: text)
            } catch let error as DocumentError {
                outcomes["load error", default: 0] += 1
                XCTAssertNotNil(error.range, "seed \(seed): \(error.summary)")
                continue
            }
            do {
                let layout = try DocumentLayout(document: source.document, warningHandler: nil)
                outcomes["frames", default: 0] += 1
                for frame in layout.report.frames {
                    XCTAssertTrue(
                        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                        "seed \(seed): \(frame)")
                }
            } catch let error as DocumentError {
                outcomes["layout error", default: 0] += 1
                let rendered = source.render(error, fileName: "h.json")
                XCTAssertTrue(isPositioned(rendered), "seed \(seed): \(rendered.prefix(300))")
            }
        }
        // The generator reaches every outcome (or it tests nothing).
        XCTAssertEqual(Set(outcomes.keys), ["load error", "frames", "layout error"], "\(outcomes)")
    }

    func testAFailedEngineOperationLeavesTreeAndFramesAsTheyWere() throws {
        var refused = 0
        for seed in UInt64(1_000)..<1_250 {
            var hostile = Hostile(random: SeededGenerator(seed: seed))
            let root = LayoutView(name: "root")
            for name in hostile.views { root.addSubview(LayoutView(name: name)) }
            let engine = LayoutEngine(root: root)
            try engine.addConstraints("H:|-[a(50)]-[b]-|; V:|-[a(20)]-[b(30)]; H:|[c(10)][d(10)]; V:|[c(5)][d(5)]")
            engine.layout(width: 300, height: 200)
            let before = snapshot(engine)
            do {
                if hostile.chance(30) {
                    let target = hostile.pick(root.subviews)
                    try engine.addRules(hostile.rules(), to: target)
                } else {
                    try engine.addConstraints(
                        hostile.layoutText(), metrics: ["m": 8], creatingViews: hostile.chance(50))
                }
            } catch {
                refused += 1
                XCTAssertTrue(error is DiagnosticList || error is LayoutError, "seed \(seed): \(type(of: error))")
                if let list = error as? DiagnosticList {
                    XCTAssertFalse(list.diagnostics.isEmpty, "seed \(seed)")
                    XCTAssertTrue(list.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 }, "seed \(seed)")
                }
                engine.layout(width: 300, height: 200)
                XCTAssertEqual(snapshot(engine), before, "seed \(seed): the failed operation changed the layout")
            }
        }
        XCTAssertGreaterThan(refused, 50)
    }

    /// The tree's names and every frame, in tree order.
    private func snapshot(_ engine: LayoutEngine) -> [String] {
        var lines: [String] = []
        var stack = [engine.root]
        while let view = stack.popLast() {
            let frame = engine.frame(of: view)
            lines.append("\(view.name) in \(view.superview?.name ?? "-"): \(frame.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } ?? "none")")
            stack.append(contentsOf: view.subviews.reversed())
        }
        return lines
    }
}
