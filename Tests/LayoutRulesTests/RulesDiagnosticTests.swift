import LayoutSupport
import XCTest
import LayoutRules

/// Errors: what was expected and found, exact position, hint.
final class RulesDiagnosticTests: XCTestCase {
    func testMisspeltRuleNames() {
        XCTAssertEqual(ruleErrors("tt = 1, mimw = 5"), ["1:9: error: unknown rule 'mimw' (hint: did you mean 'minw'?)"])
        XCTAssertEqual(ruleErrors("top = 1"), ["1:1: error: unknown rule 'top' (hint: did you mean 'tt'?)"])
        XCTAssertEqual(ruleErrors("ll = xyzzy"), [
            "1:6: error: unknown rule 'xyzzy' (hint: the rules are tt tb ll lr bb bt rr rl ct cl cb cr w h minw maxw minh maxh)",
        ])
    }

    func testUnknownGeometry() {
        XCTAssertEqual(ruleErrors("ll = icon.rx"), ["1:11: error: unknown geometry 'rx' (hint: did you mean 'rr'?)"])
        XCTAssertEqual(ruleErrors("ll = %minw", arguments: [.geometry(view: "a")]).first,
                       "1:6: error: unknown geometry '%minw' (hint: bounds are not geometry; use one of tt tb ll lr bb bt rr rl ct cl cb cr w h)")
    }

    func testSyntaxErrorsOfEveryStatementAreReported() {
        XCTAssertEqual(ruleErrors("tt 5, ll = , w = (1 + 2\nh = 3 4"), [
            "1:4: error: expected '=' after 'tt', found '5' (hint: give the rule a value: 'tt = 10')",
            "1:12: error: expected a value, found ',' (hint: a value is a number, a percentage, a rule, 'view.rule' or a placeholder)",
            // Inside the unclosed parenthesis the line break is white space: the rest is skipped.
            "2:1: error: expected ')' to close the '(' at 1:18, found 'h'",
        ])
    }

    func testInvalidCharacterAndPercentPrefix() {
        XCTAssertEqual(ruleErrors("tt = 5 #"), [
            "1:8: error: unexpected character '#' (hint: rules are written like 'tt = 20, ll = rr = 10%')",
        ])
        XCTAssertEqual(ruleErrors("ll = H:5"), [
            "1:6: error: expected a percentage after 'H:', found 'H:5' (hint: write a percentage of the superview's width, like 'H:50%')",
        ])
    }

    func testColumnsCountUnicodeScalarsAndOffsetsCountUTF8() {
        do {
            _ = try RuleCompiler().compile("w = 1 /* é */", for: "v")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.description), [
                "1:8: error: expected a value, found '*' (hint: a value is a number, a percentage, a rule, 'view.rule' or a placeholder)",
                "1:10: error: unexpected character 'é' (hint: rules are written like 'tt = 20, ll = rr = 10%')",
            ])
            XCTAssertEqual(error.diagnostics.last?.range.start.offset, 9)
            XCTAssertEqual(error.diagnostics.last?.range.end.offset, 11)
        }
    }

    func testAssigningToAnotherView() {
        XCTAssertEqual(ruleErrors("icon.ll = 5"), [
            "1:1: error: expected a rule of this view, found 'icon.' (hint: another view's geometry can only be read, on the right of '=')",
        ])
    }

    func testUnsetRulesAndNil() {
        XCTAssertEqual(ruleErrors("ll = tt + 1"), [
            "1:6: error: rule 'tt' is read before it is set (hint: set 'tt' in an earlier rule, or write the value itself)",
        ])
        XCTAssertEqual(ruleErrors("w += 1"), ["1:1: error: rule 'w' has no value for '+=' to change (hint: use '=' to set it first)"])
        XCTAssertEqual(ruleErrors("ll = nil + 2"), [
            "1:10: error: 'nil' cannot be used with '+' (hint: 'nil' only removes a rule: 'tt = nil')",
        ])
    }

    func testNonlinearAndDivisionByZero() {
        XCTAssertEqual(ruleErrors("w = a.w * b.h"), [
            "1:9: error: cannot multiply two values that both depend on geometry (hint: rule values are linear: multiply geometry by numbers only)",
        ])
        XCTAssertEqual(ruleErrors("w = 10 / a.w"), [
            "1:10: error: cannot divide by a value that depends on geometry (hint: rule values are linear: divide by numbers only)",
        ])
        XCTAssertEqual(ruleErrors("w = 10 / (2 - 2)"), ["1:11: error: division by zero"])
    }

    func testPriorities() {
        XCTAssertEqual(ruleErrors("tt = 1 @0"), ["1:9: error: priority 0 is out of range (hint: a priority is more than 0 and at most 1000)"])
        XCTAssertEqual(ruleErrors("tt = 1 @1001"), ["1:9: error: priority 1001 is out of range (hint: a priority is more than 0 and at most 1000)"])
        XCTAssertEqual(ruleErrors("tt = 1 @urgent"), [
            "1:9: error: unknown priority 'urgent' (hint: use a number from 1 to 1000, 'required', 'high' (750) or 'low' (250))",
        ])
        XCTAssertEqual(ruleErrors("tt = 1 @"), [
            "1:9: error: expected a priority after '@', found end of text (hint: write a number from 1 to 1000, like '@750')",
        ])
    }

    func testArguments() {
        XCTAssertEqual(ruleErrors("ll = %f, tt = %f", arguments: [.number(1)]), [
            "1:15: error: no argument for '%f' (placeholder 2, 1 argument given) (hint: pass one argument per placeholder, in the order they are written)",
        ])
        XCTAssertEqual(ruleErrors("ll = %ll", arguments: [.number(3)]), [
            "1:6: error: argument 1 for '%ll' must be a view, found the number 3 (hint: pass .geometry(view:) for '%ll')",
        ])
        XCTAssertEqual(ruleErrors("ll = %f", arguments: [.geometry(view: "a")]), [
            "1:6: error: argument 1 for '%f' must be a number, found the view 'a' (hint: pass .number(...) for '%f')",
        ])
        XCTAssertEqual(ruleErrors("ll = 1", arguments: [.number(3)]), [
            "1:7: error: 1 argument given but the rules have 0 placeholders (hint: remove the extra arguments or add placeholders)",
        ])
    }

    func testDiagnosticIDsAndRendering() {
        do {
            _ = try RuleCompiler().compile("tt = 1\nll = lefft", for: "v")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.diagnostics.map(\.id), [.rulesUnknownRule])
            XCTAssertEqual(error.diagnostics.first?.range.start.offset, 12)
            XCTAssertEqual(DiagnosticFormatter().render(error, in: "tt = 1\nll = lefft"),
                           "2:6: error: unknown rule 'lefft'\nll = lefft\n     ^~~~~\nhint: did you mean 'll'?")
        }
    }
}

/// Hostile sizes: deep nesting is a diagnostic, long sums and huge numbers stay linear and exact.
final class RulesLimitTests: XCTestCase {
    func testDeepParenthesesAreAnErrorAtTheTokenThatGoesTooDeep() {
        let text = "w = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        XCTAssertEqual(ruleErrors(text), [
            "1:205: error: expected at most 200 nested parentheses, signs or assignments, found more (hint: split the value into several rules)",
        ])
        let ok = "w = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        XCTAssertEqual(ruleList(ok), ["w = 1"])
    }

    func testManyUnaryMinusesAreAnError() {
        let errors = ruleErrors("w = " + String(repeating: "-", count: 100_000) + "1, h = 2")
        XCTAssertEqual(errors.map { $0.prefix(9) }, ["1:205: er"])
        XCTAssertEqual(ruleErrors("w = " + String(repeating: "-", count: 100_000) + "1").count, 1)
        XCTAssertEqual(ruleList("w = --+-4"), ["w = -4"])
    }

    func testLongAssignmentChainIsAnError() {
        let text = String(repeating: "ll = ", count: 10_000) + "1"
        XCTAssertEqual(ruleErrors(text), [
            "1:1006: error: expected at most 200 nested parentheses, signs or assignments, found more (hint: split the value into several rules)",
        ])
    }

    func testHugeNumbersAreErrorsWithTheirPosition() {
        XCTAssertEqual(ruleErrors("w = 1e309"), ["1:5: error: number '1e309' is out of range (hint: numbers are at most 1.7e308)"])
        XCTAssertEqual(ruleErrors("ll = H:1e999%"), ["1:8: error: number '1e999' is out of range (hint: numbers are at most 1.7e308)"])
        XCTAssertEqual(ruleErrors("w = 1e300 * 1e300"), [
            "1:11: error: the value is not finite after '*' (hint: keep numbers within ±1.7e308)",
        ])
    }

    func testHundredThousandTermSumIsOneRule() throws {
        let text = "w = " + Array(repeating: "1", count: 100_000).joined(separator: " + ")
        XCTAssertEqual(ruleList(text), ["w = 100000"])
    }

    func testSumOfManyViewsIsOneTermPerView() throws {
        let n = 20_000
        let text = "w = " + (0..<n).map { "a\($0).w" }.joined(separator: " + ")
        let program = try RuleCompiler().compile(text, for: "v")
        XCTAssertEqual(program.viewNames.count, n)
        XCTAssertEqual(program.rules.count, 1)
        XCTAssertEqual(program.rules.first?.value?.terms.count, n)
        XCTAssertEqual(program.rules.first?.value?.terms.last, RuleValue.Term(.geometry(view: "a\(n - 1)", .w)))
    }
}

/// A bounded, seeded generator of hostile rule texts, one class at a time: each must give a
/// program or diagnostics, with outputs that grow linearly with the input (counts, not time).
final class RulesHostileInputTests: XCTestCase {
    enum Outcome: Equatable {
        /// The rules set, the views they read, the terms of the last rule.
        case program(rules: Int, views: Int, terms: Int)
        case diagnostics([DiagnosticID])
    }

    @discardableResult
    private func outcome(_ text: String, arguments: [RuleArgument] = [], file: StaticString = #filePath,
                         line: UInt = #line) -> Outcome {
        do {
            let program = try RuleCompiler().compile(text, for: "v", arguments: arguments)
            return .program(rules: program.rules.count, views: program.viewNames.count,
                            terms: program.rules.last?.value?.terms.count ?? 0)
        } catch {
            XCTAssertFalse(error.diagnostics.isEmpty, file: file, line: line)
            for diagnostic in error.diagnostics {
                XCTAssertLessThanOrEqual(diagnostic.range.end.offset, text.utf8.count, file: file, line: line)
            }
            return .diagnostics(error.diagnostics.map(\.id))
        }
    }

    func testDeepNesting() {
        for depth in [201, 5_000, 100_000] {
            let parentheses = "w = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            XCTAssertEqual(outcome(parentheses), .diagnostics([.rulesNestingTooDeep]))
            XCTAssertEqual(outcome("w = " + String(repeating: "-", count: depth) + "1"), .diagnostics([.rulesNestingTooDeep]))
            XCTAssertEqual(outcome("w = " + String(repeating: "+(", count: depth)), .diagnostics([.rulesNestingTooDeep]))
        }
        // Mixed signs and parentheses share one bound (150 of each is 300 levels); rules after
        // the broken one are still checked.
        XCTAssertEqual(outcome("w = " + String(repeating: "-(", count: 150) + "1" + String(repeating: ")", count: 150)
                               + "\ntt = bogus"),
                       .diagnostics([.rulesNestingTooDeep, .rulesUnknownRule]))
    }

    func testLongNames() {
        var rng = SeededGenerator(seed: 5)
        for length in [10_000, 40_000] {
            let name = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &rng))) })
            XCTAssertEqual(outcome("ll = v2.\(name)"), .diagnostics([.rulesUnknownGeometry]))
            XCTAssertEqual(outcome("w = \(name).w"), .program(rules: 1, views: 1, terms: 1))
            XCTAssertEqual(outcome("\(name) = 1"), .diagnostics([.rulesUnknownRule]))
        }
    }

    func testHugeNumbers() {
        XCTAssertEqual(outcome("w = 1e309"), .diagnostics([.rulesInvalidNumber]))
        XCTAssertEqual(outcome("w = " + String(repeating: "9", count: 100_000)), .diagnostics([.rulesInvalidNumber]))
        XCTAssertEqual(outcome("w = 1e308 + 1e308"), .diagnostics([.rulesInvalidNumber]))
        XCTAssertEqual(outcome("w = 1e200 * 1e200 * 0"), .diagnostics([.rulesInvalidNumber]))
        XCTAssertEqual(outcome("w = 1 @1e999"), .diagnostics([.rulesInvalidNumber, .rulesInvalidPriority]))
    }

    func testManyStatements() {
        for count in [10_000, 40_000] {
            let text = (0..<count).map { "ll = \($0)" }.joined(separator: ", ")
            XCTAssertEqual(outcome(text), .program(rules: count, views: 0, terms: 0))
            let broken = String(repeating: "ll = ,", count: count)
            XCTAssertEqual(outcome(broken), .diagnostics(Array(repeating: .rulesUnexpectedToken, count: count)))
        }
    }

    func testManyViewsInOneStatement() {
        for count in [25_000, 100_000] {
            let text = "w = " + (0..<count).map { "a\($0).w" }.joined(separator: " + ")
            XCTAssertEqual(outcome(text), .program(rules: 1, views: count, terms: count))
            // The same view again and again is one term.
            let same = "w = " + Array(repeating: "a.w", count: count).joined(separator: " + ")
            XCTAssertEqual(outcome(same), .program(rules: 1, views: 1, terms: 1))
        }
        XCTAssertEqual(outcome("w = " + Array(repeating: "2", count: 100_000).joined(separator: " * ")),
                       .diagnostics([.rulesInvalidNumber]))
    }

    func testRandomBytesAndInvalidUTF8() {
        var rng = SeededGenerator(seed: 77)
        let arguments: [RuleArgument] = [.number(3), .geometry(view: "a")]
        for _ in 0..<500 {
            let count = Int.random(in: 0..<200, using: &rng)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if count > 4 { bytes[0] = [0x80, 0xC0, 0xED, 0xFF][Int.random(in: 0..<4, using: &rng)] }
            outcome(String(decoding: bytes, as: UTF8.self), arguments: arguments)
        }
        let pieces = ["tt", "ll", "w", "h", "minw", "=", "+=", "*", "/", "(", ")", "-", "+", "@", "750", "1e309",
                      "%f", "%ll", "%f%", "H:50%", "nil", "a.ll", ",", "\n", " ", "é", "#"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 1..<20, using: &rng)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
            outcome(text.joined(), arguments: arguments)
        }
    }
}
