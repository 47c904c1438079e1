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

    // MARK: The scanner against the lexer

    /// Pieces of texts, written next to each other with no space as often as not, so that a
    /// number meets a name (`1e+` then `abc`), a slash a star, a dot a dot.
    private let scannerPieces = [
        "H:", "V:", "HV:", "Z:", "C:", "|", "-", "[", "]", "(", ")", "==", ">=", "<=", "=", "!", "<", ">", "@",
        "750", "12", "0", "1.5", ".5", "1e3", "1e", "2E-3", "1e+", "e", "E", "+", "1..3", "..", ".", "/", "*",
        "//c é\n", "//spacing:8\n", "/* x é */", "/*", "*/", "\n", " ", "  ", "\t", "\r\n", "{", "}", ",", ";",
        "%", "~", ":", "#", "\"", "'", "\\", "$", "?", "^", "`", "\u{0}", "\u{7F}", "é", "\u{00A0}", "→",
    ]

    /// Names of every kind the shape treats apart: abstracted ones (some equal in their
    /// first eight bytes), metrics, attribute and brace keywords and near misses, short
    /// names, `_` names, bad names, names with digits, names beyond ASCII (among them the
    /// Kelvin sign, which `String` equality takes for `K`).
    private let scannerNames = [
        "abc", "xyz", "card12", "avatar3", "v100", "title0", "subtitle12", "subtitle13", "abcdefgh", "abcdefghi",
        "abcdefgh1", "gap", "pad", "Kab", "\u{212A}ab", "top", "width", "centerX", "leftToRight", "baseline",
        "centerXWithinMargins", "edgeToEdge", "tops", "Top", "H", "V", "HV", "hv", "Z", "C", "ab", "z", "x1",
        "_sp1", "a_b_c", "_", "__x", "1abc", "9_z", "héllo", "é", "名前", "a\u{0301}b", "x\u{00A0}y", "abc²",
    ]

    private func scannerName(_ rng: inout SeededGenerator) -> String {
        if Int.random(in: 0..<3, using: &rng) == 0 {
            // A made-up ASCII name, most often valid.
            let alphabet = Array("abcxyzABXYZ_019")
            let first = Int.random(in: 0..<4, using: &rng) == 0 ? "_" : String(alphabet[Int.random(in: 0..<11, using: &rng)])
            return first + String((0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
        }
        return scannerNames[Int.random(in: 0..<scannerNames.count, using: &rng)]
    }

    /// `name` with each ASCII letter moved one on in the alphabet (`z` to `a`).
    private func shifted(_ name: String) -> String {
        String(decoding: name.utf8.map { c in
            switch c {
            case UInt8(ascii: "z"): return UInt8(ascii: "a")
            case UInt8(ascii: "Z"): return UInt8(ascii: "A")
            case UInt8(ascii: "a")..<UInt8(ascii: "z"), UInt8(ascii: "A")..<UInt8(ascii: "Z"): return c + 1
            default: return c
            }
        }, as: UTF8.self)
    }

    /// Seeded random texts, each skeleton written with two sets of names: wherever the byte
    /// scanner answers, the lexer-based shape (today's definition) answers too, with the same
    /// names and the same key; and texts whose scanned keys are equal have equal lexed shapes.
    func testScannedShapeIsTheLexedShape() {
        var rng = SeededGenerator(seed: 0x5CA7_7E55)
        let metricSets: [[String: Double]] = [[:], ["gap": 10], ["gap": 10, "pad": 6, "Kab": 1], ["\u{212A}ab": 2]]
        var failures: [String] = []
        // The lexed masked bytes and pattern by scanned key, over all texts.
        var lexedByScanned: [ShapeCache.Shape: ([UInt8], [Int32])] = [:]
        var scanned = 0, lexed = 0, repeatedKeys = 0
        for round in 0..<6000 {
            var skeleton: [String] = []
            for _ in 0..<Int.random(in: 1...24, using: &rng) {
                let roll = Int.random(in: 0..<10, using: &rng)
                skeleton.append(roll < 3 ? "\u{1}\(Int.random(in: 0..<4, using: &rng))"
                    : roll < 4 ? templates[Int.random(in: 0..<templates.count, using: &rng)]
                    : scannerPieces[Int.random(in: 0..<scannerPieces.count, using: &rng)])
                if Int.random(in: 0..<2, using: &rng) == 0 { skeleton.append(" ") }
            }
            let metrics = metricSets[round % metricSets.count]
            var slots: [String] = []
            for instance in 0..<2 {
                // The second set: as often as not, the first one's names with each ASCII letter
                // moved one on (`card12` to `dbse12`), so that keys repeat.
                slots = instance == 1 && Bool.random(using: &rng) ? slots.map(shifted)
                    : (0..<4).map { _ in scannerName(&rng) }
                var text = skeleton.map { $0.hasPrefix("\u{1}") ? slots[Int($0.dropFirst()) ?? 0] : $0 }.joined()
                for slot in 0..<4 { text = text.replacingOccurrences(of: "{\(slot)}", with: slots[slot]) }
                let byLexer = ShapeCache.lexedShape(of: text, metrics: metrics)
                guard let byScanner = ShapeCache.scannedShape(of: text, metrics: metrics) else {
                    if byLexer != nil { lexed += 1 }
                    continue
                }
                scanned += 1
                lexed += 1
                guard let byLexer else {
                    failures.append("scanned, not lexed: \(text.debugDescription)")
                    continue
                }
                if byScanner.0 != ShapeCache.encoded(byLexer) || byScanner.1 != byLexer.names {
                    failures.append("scanned \(byScanner.1) \(byScanner.0.key), lexed \(byLexer.names) \(byLexer.pattern): \(text.debugDescription)")
                }
                if let known = lexedByScanned[byScanner.0] {
                    repeatedKeys += 1
                    if known.0 != byLexer.masked || known.1 != byLexer.pattern {
                        failures.append("equal scanned keys, lexed shapes differ: \(text.debugDescription)")
                    }
                } else {
                    lexedByScanned[byScanner.0] = (byLexer.masked, byLexer.pattern)
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(10).joined(separator: "\n"))
        // The generator reaches both sides: texts the scanner takes, texts it leaves to the
        // lexer that the lexer takes, and keys that repeat.
        XCTAssertGreaterThan(scanned, 3000)
        XCTAssertGreaterThan(lexed - scanned, 1000)
        XCTAssertGreaterThan(repeatedKeys, 500)
    }

    /// Keys are equal exactly when the lexed shapes are: the masked bytes and the numbers of
    /// the names, in one array.
    func testEncodedKeysAreEqualWhenLexedShapesAre() throws {
        let texts = ["[abc]-[xyz]-[abc]", "[abd]-[xyz]-[abd]", "[abc]-[xyz]-[xyz]", "[abc]-[xyz]-[qrs]", "[abcd]-[xyz]-[abcd]",
                     "[abc] - [xyz]-[abc]", "[abc]-[xyz]-[abc]-[top]", "[abc]-[xyz]-[abc]-[pot]"]
        let lexed = try texts.map { try XCTUnwrap(ShapeCache.lexedShape(of: $0, metrics: [:]), $0) }
        for a in lexed.indices {
            for b in lexed.indices {
                let sameShape = lexed[a].masked == lexed[b].masked && lexed[a].pattern == lexed[b].pattern
                XCTAssertEqual(ShapeCache.encoded(lexed[a]) == ShapeCache.encoded(lexed[b]), sameShape, "\(texts[a]) \(texts[b])")
            }
        }
        XCTAssertEqual(ShapeCache.encoded(lexed[0])?.key, Array("[".utf8) + [0xFF, 0x80, 0x80] + Array("]-[".utf8)
            + [0xFF, 0x81, 0x80] + Array("]-[".utf8) + [0xFF, 0x80, 0x80] + Array("]".utf8))
        // A number that does not fit its name's bytes: the text is not cached.
        let crowded = ShapeCache.LexedShape(masked: [0xFF, 0xFF, 0xFF], pattern: [4096], names: [])
        XCTAssertNil(ShapeCache.encoded(crowded))
        XCTAssertEqual(ShapeCache.encoded(ShapeCache.LexedShape(masked: [0xFF, 0xFF, 0xFF], pattern: [4095], names: []))?.key,
                       [0xFF, 0xBF, 0xBF])
    }

    /// The scanner's word-at-a-time test of name characters, for every byte in every place
    /// of a word, among bytes of every kind.
    func testNameBytesAreTheLexersNameCharacters() {
        var rng = SeededGenerator(seed: 0x0A3E_B17E)
        for place in 0..<8 {
            for byte in 0...255 {
                var word = UInt64.random(in: 0...UInt64.max, using: &rng)
                word = word & ~(UInt64(0xFF) << UInt64(8 * place)) | UInt64(byte) << UInt64(8 * place)
                let found = ShapeCache.nameBytes(word)
                for k in 0..<8 {
                    let c = UInt8(truncatingIfNeeded: word >> UInt64(8 * k))
                    let expected: UInt64 = Lexer.isASCIINameCharacter(c) ? 0x80 : 0
                    XCTAssertEqual((found >> UInt64(8 * k)) & 0xFF, expected, "byte \(c) in place \(k) of \(String(word, radix: 16))")
                }
            }
        }
    }

    /// Texts at the edges of what the scanner takes: each scanned as lexed, or left to the
    /// lexer.
    func testScannerCutsNamesWhereTheLexerDoes() throws {
        let metrics: [String: Double] = ["gap": 10]
        let taken = [
            "H:|-12-[avatar12(40)]-12-[column12]-12-|\nV:|-12-[avatar12(40)]-(>=12)-|\nV:|-12-[column12]-12-|",
            "H:[abc]-1e+abc-[xyz]", "H:[abc]-.5abc-[xyz]", "H:[1abc]-[abc]", "H:[abc]//héllo xyz\n[xyz]",
            "/* abc é */[abc]-gap-[xyz]", "[top]-[left]-[abc(==xyz.width)]", "[subtitle12][subtitle13][subtitle12]",
            "H:[abc]-[abc.x]", "[abc]-1.5e-3xyz-[xyz]", "[_abc][abc]", "[abc]/[xyz]", "[abc]/", "[ab]", "[abcdefghijk]",
        ]
        for text in taken {
            let byScanner = try XCTUnwrap(ShapeCache.scannedShape(of: text, metrics: metrics), text.debugDescription)
            let byLexer = try XCTUnwrap(ShapeCache.lexedShape(of: text, metrics: metrics), text.debugDescription)
            XCTAssertEqual(byScanner.0, ShapeCache.encoded(byLexer), text.debugDescription)
            XCTAssertEqual(byScanner.1, byLexer.names, text.debugDescription)
        }
        // The card's text: two names abstracted, in order of first appearance.
        let card = try XCTUnwrap(ShapeCache.scannedShape(of: taken[0], metrics: metrics))
        XCTAssertEqual(card.1, ["avatar12", "column12"])
        XCTAssertEqual(ShapeCache.lexedShape(of: taken[0], metrics: metrics)?.pattern, [0, 1, 0, 1])
        // `1e+abc` is `1e`, `+` and the name `abc`; `1.5e-3xyz` is one bad name.
        XCTAssertEqual(ShapeCache.lexedShape(of: "H:[abc]-1e+abc-[xyz]", metrics: [:])?.pattern, [0, 0, 1])
        XCTAssertEqual(ShapeCache.lexedShape(of: "[abc]-1.5e-3xyz-[xyz]", metrics: [:])?.pattern, [0, 1])
        XCTAssertEqual(ShapeCache.scannedShape(of: "[abc]-1.5e-3xyz-[xyz]", metrics: [:])?.1, ["abc", "xyz"])
        // Every attribute and brace keyword is written out, as the lexed shape's set says.
        for word in ShapeCache.reserved {
            XCTAssertEqual(ShapeCache.scannedShape(of: "[\(word)]-[\(word)x]", metrics: [:])?.1, ["\(word)x"], word)
        }
        // Beyond ASCII outside a comment, a range, an unterminated comment, no bytes: the lexer's.
        let left = ["[héllo]", "[abc\u{00A0}]", "[abcé]", "[1abcé]", "[abc1..3]", "[abc] /* xyz", "[abc]/*/", ""]
        for text in left {
            XCTAssertNil(ShapeCache.scannedShape(of: text, metrics: metrics), text.debugDescription)
        }
        XCTAssertNotNil(ShapeCache.lexedShape(of: "[héllo]", metrics: metrics))
        XCTAssertNil(ShapeCache.lexedShape(of: "[abc1..3]", metrics: metrics))
        XCTAssertNil(ShapeCache.lexedShape(of: "[abc] /* xyz", metrics: metrics))
        // More distinct names than the scanner compares by hand: the lexer's, and the same.
        let many = (0..<(ShapeCache.scannedNameLimit + 1)).map { "[name\($0)]" }.joined(separator: "-")
        XCTAssertNil(ShapeCache.scannedShape(of: many, metrics: metrics))
        XCTAssertEqual(ShapeCache.shape(of: many, metrics: metrics)?.1.count, ShapeCache.scannedNameLimit + 1)
        let enough = (0..<ShapeCache.scannedNameLimit).map { "[name\($0)]" }.joined(separator: "-")
        let scannedEnough = try XCTUnwrap(ShapeCache.scannedShape(of: enough, metrics: metrics))
        XCTAssertEqual(scannedEnough.1.count, ShapeCache.scannedNameLimit)
        XCTAssertEqual(scannedEnough.0, ShapeCache.lexedShape(of: enough, metrics: metrics).flatMap(ShapeCache.encoded))
    }
}
