import Cassowary
import Foundation
import XCTest
import AutoLayout
import AutoLayoutTesting

/// The README's Swift examples, run as written there.
///
/// Each example is a region of this file between `// README: begin NAME` and `// README: end`,
/// and ``testEverySwiftBlockOfTheReadmeIsRunHere()`` reads README.md and requires every
/// ```swift block (less its `import` lines) to be one of these regions, character for
/// character, and every region to be in the README: an example cannot change in one place
/// only. What an example prints is checked against the README too: the ```text block right
/// after it, or else the `// ...` comment after each `print(...)`. Each test shadows `print`
/// to collect what is printed.
final class ReadmeExampleTests: XCTestCase {
    func testEverySwiftBlockOfTheReadmeIsRunHere() throws {
        let readme = try Readme.load()
        let regions = try Regions.load()
        XCTAssertFalse(readme.swiftBlocks.isEmpty, "README.md has no ```swift block")
        for block in readme.swiftBlocks where !regions.values.contains(block) {
            XCTFail("this ```swift block of README.md is not run by ReadmeExampleTests.swift:\n\(block)")
        }
        for (name, code) in regions.sorted(by: { $0.key < $1.key }) where !readme.swiftBlocks.contains(code) {
            XCTFail("the region '\(name)' of ReadmeExampleTests.swift is not a ```swift block of README.md:\n\(code)")
        }
    }

    func testTheViewExamples() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        // README: begin layout
        let root = LayoutView(name: "root")
        let avatar = LayoutView(name: "avatar"), name = LayoutView(name: "name")
        root.addSubview(avatar)
        root.addSubview(name)
        let engine = LayoutEngine(root: root)
        try engine.addConstraints("""
            H:|-[avatar(44)]-[name]-|
            V:|-[avatar(44)]   // comments and several statements in one text
            V:|-[name(21)]
            """)
        engine.layout(width: 375, height: 667)
        print(name.frame ?? .zero)   // (72, 20, 283, 21)
        // README: end
        try Readme.check(printed, of: "layout")
        XCTAssertEqual(name.frame, LayoutRect(x: 72, y: 20, width: 283, height: 21))

        printed = []
        // README: begin typo
        do {
            try engine.addConstraints("V:[avatar]-[nmae]")
        } catch {
            print(error)
        }
        // README: end
        try Readme.check(printed, of: "typo")

        printed = []
        // README: begin anchors
        let badge = LayoutView(name: "badge")
        avatar.addSubview(badge)
        try engine.setSize(LayoutSize(width: 12, height: 12), of: badge)
        try engine.pinEdge(.top, of: badge, toSuperviewWithInset: -4)
        try engine.pinEdge(.trailing, of: badge, toSuperviewWithInset: -4)
        engine.layout(width: 375, height: 667)
        print(badge.frame ?? .zero)   // (36, -4, 12, 12)
        // README: end
        try Readme.check(printed, of: "anchors")

        // README: begin testing
        assertFrame(avatar, x: 20, y: 20, width: 44, height: 44)
        assertNoLayoutWarnings(engine)
        assertLayoutSnapshot(engine, matches: """
            view       superview   x   y  width  height
            root       -           0   0    375     667
              avatar   root       20  20     44      44
                badge  avatar     36  -4     12      12
              name     root       72  20    283      21
            """)
        // README: end
    }

    func testTheDocumentExample() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        // README: begin document
        let document = try LayoutDocument(json: """
            {
              "metrics": { "margin": 16 },
              "root": {
                "name": "card", "width": 320, "height": 80,
                "layout": "H:|-margin-[icon(48)]-[title]-margin-|; V:|-margin-[icon(48)]; V:|-margin-[title]",
                "subviews": [{ "name": "title", "intrinsicSize": [null, 20] }]
              }
            }
            """)
        let layout = try DocumentLayout(document: document)
        print(layout.report.rendered(as: .table))
        // README: end
        try Readme.check(printed, of: "document")
    }

    func testTheSolverExample() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }

        // README: begin solver
        var solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left >= 0)
        try solver.add((width == 100) | .weak)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(640, for: width)
        print(solver.value(of: width))   // 640.0
        // README: end
        try Readme.check(printed, of: "solver")
        XCTAssertEqual(solver.value(of: width), 640)
    }
}

/// The package's root directory, found from this file's path (no resources needed).
private let packageRoot: String = {
    var directory = #filePath
    for _ in 0..<3 {
        guard let slash = directory.lastIndex(of: "/") else { break }
        directory = String(directory[..<slash])
    }
    return directory
}()

/// The fenced blocks of README.md.
private struct Readme {
    /// Every fenced block: its language (`swift`, `text`, `sh`, or empty) and its lines.
    var blocks: [(language: String, text: String)]

    static func load() throws -> Readme {
        let text = try String(contentsOfFile: "\(packageRoot)/README.md", encoding: .utf8)
        var blocks: [(language: String, text: String)] = []
        var open: (language: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let current = open {
                if line.hasPrefix("```") {
                    blocks.append((current.language, current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```") {
                open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            }
        }
        return Readme(blocks: blocks)
    }

    /// The ```swift blocks without their leading `import` lines and the blank lines after them;
    /// excerpts of a `Package.swift` (which begin with `// swift-tools-version`) are left out,
    /// as they are not code to run.
    var swiftBlocks: [String] {
        blocks.filter { $0.language == "swift" && !$0.text.hasPrefix("// swift-tools-version") }.map { block in
            var lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let first = lines.first, first.hasPrefix("import ") || first.isEmpty { lines.removeFirst() }
            return lines.joined(separator: "\n")
        }
    }

    /// Checks what the region `name` printed against the README: the ```text block that
    /// follows its ```swift block, or else the comments after its `print(...)` calls.
    static func check(_ printed: [String], of name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let readme = try load()
        guard let code = try Regions.load()[name] else { return XCTFail("no region '\(name)'", file: file, line: line) }
        let swiftIndex = readme.blocks.firstIndex { $0.language == "swift" && Readme(blocks: [$0]).swiftBlocks == [code] }
        guard let swiftIndex else { return XCTFail("the region '\(name)' is not in README.md", file: file, line: line) }
        let next = swiftIndex + 1 < readme.blocks.count ? readme.blocks[swiftIndex + 1] : nil
        if let next, next.language == "text" {
            // `print` ends each item with a line break, and a table already ends with one.
            var output = printed.joined(separator: "\n")
            while output.hasSuffix("\n") { output.removeLast() }
            XCTAssertEqual(output, next.text, "the output of '\(name)'", file: file, line: line)
        } else {
            let expected = code.split(separator: "\n").compactMap { codeLine -> String? in
                guard codeLine.contains("print("), let comment = codeLine.range(of: "// ") else { return nil }
                return String(codeLine[comment.upperBound...])
            }
            XCTAssertEqual(printed, expected, "the output of '\(name)'", file: file, line: line)
        }
    }
}

/// The regions of this file between `// README: begin NAME` and `// README: end`, unindented
/// by the indentation of their `begin` line.
private enum Regions {
    static func load() throws -> [String: String] {
        let source = try String(contentsOfFile: "\(packageRoot)/Tests/AutoLayoutTests/ReadmeExampleTests.swift", encoding: .utf8)
        var regions: [String: String] = [:]
        var open: (name: String, indent: Int, lines: [String])?
        let begin = "// README: " + "begin "
        let end = "// README: " + "end"
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(begin) {
                let indent = line.prefix { $0 == " " }.count
                open = (String(trimmed.dropFirst(begin.count)), indent, [])
            } else if trimmed == end, let current = open {
                regions[current.name] = current.lines.joined(separator: "\n")
                open = nil
            } else if let current = open {
                open?.lines.append(String(line.dropFirst(current.indent)))
            }
        }
        return regions
    }
}
