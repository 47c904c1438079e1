import LayoutSupport
import XCTest
@testable import VisualFormat

/// No input may trap: random bytes and random token soups from a seeded generator.
final class RobustnessTests: XCTestCase {
    private let compiler = LayoutCompiler(metrics: ["m": 10, "p": 500])
    private let restricted = LayoutCompiler(metrics: ["m": 10], views: ["a", "b", "cell1", "cell2"])

    /// Compiles and checks that every diagnostic points inside the text.
    private func check(_ text: String) {
        for compiler in [compiler, restricted] {
            do {
                let program = try compiler.compile(text, options: [.alignAllTop])
                XCTAssertFalse(program.viewNames.contains(""))
            } catch {
                XCTAssertFalse(error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    XCTAssertLessThanOrEqual(diagnostic.range.start.offset, text.utf8.count, text)
                    XCTAssertGreaterThanOrEqual(diagnostic.line, 1)
                }
                // Rendering splits the whole text: a few are enough to show it never traps.
                for diagnostic in error.diagnostics.prefix(3) {
                    XCTAssertFalse(DiagnosticFormatter().render(diagnostic, in: text).isEmpty)
                }
            }
        }
    }

    func testRandomBytes() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<400 {
            let count = Int.random(in: 0..<40, using: &rng)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            check(String(decoding: bytes, as: UTF8.self))
        }
    }

    func testRandomTokenSoups() {
        let pieces = ["H:", "V:", "HV:", "Z:", "C:", "H", "|", "[", "]", "(", ")", "{", "}", "-", "~", "->", "@", ",",
                      ":", ";", ".", "..", "*", "/", "+", "%", "==", "<=", ">=", "=", "<", ">", "\n", " ", "a", "b",
                      "cell1", "m", "p", "10", "-5", "1e2", "1e999", ".5", "0", "1001", "top", "left", "centerX",
                      "alignCenterY", "width", "/*", "*/", "//", "é", "\t", "rightToLeft", "baselineToBaseline"]
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let count = Int.random(in: 1..<24, using: &rng)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
            check(text)
        }
    }

    func testMutatedValidStatements() {
        let seeds = ["H:|-[a(>=50@750)]-(>=8)-[b(==a)]-|", "V:|[col:[a(40)][b]]| {centerX}", "|~[cell1..2(44)]~|",
                     "C:a.centerX(b.right*2-1).top(10%)", "HV:|-m-[a,b]-|;Z:[a][b]", "[a]-10%-[b] {top, rightToLeft}"]
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<2000 {
            var scalars = Array(seeds[Int.random(in: 0..<seeds.count, using: &rng)].unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let position = Int.random(in: 0...scalars.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where position < scalars.count: scalars.remove(at: position)
                case 1: scalars.insert(Unicode.Scalar(UInt8.random(in: 32...126, using: &rng)), at: position)
                default:
                    if position < scalars.count { scalars.swapAt(position, Int.random(in: 0..<scalars.count, using: &rng)) }
                }
            }
            check(String(String.UnicodeScalarView(scalars)))
        }
    }

    func testDeepNestingAndLongInput() {
        check(String(repeating: "[a:", count: 300) + String(repeating: "]", count: 300))
        check(String(repeating: "[a]-", count: 2000) + "|")
        check(String(repeating: "(", count: 500))
        let deep = String(repeating: "[a:", count: 10_000)
        XCTAssertEqual(errorIDs(deep), [.nestingTooDeep])
    }
}
