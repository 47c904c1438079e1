import XCTest
import LayoutRules

/// Compiles rules for `v` and returns the constraints as their one-line descriptions.
func ruleConstraints(_ text: String, arguments: [RuleArgument] = [],
                     file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        return try RuleCompiler().compile(text, for: "v", arguments: arguments).constraints.map(\.description)
    } catch {
        XCTFail("unexpected diagnostics: \(error)", file: file, line: line)
        return []
    }
}

/// Compiles rules that must fail and returns the diagnostics as `line:col: error: message (hint)`.
func ruleErrors(_ text: String, arguments: [RuleArgument] = [],
                file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        let program = try RuleCompiler().compile(text, for: "v", arguments: arguments)
        XCTFail("expected diagnostics, got \(program.constraints)", file: file, line: line)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}
