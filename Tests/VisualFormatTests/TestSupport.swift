import XCTest
@testable import VisualFormat

/// The constraints of `text` as description strings; fails the test on diagnostics.
func lines(_ text: String, _ compiler: LayoutCompiler = LayoutCompiler(), options: FormatOptions = [],
           file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        return try compiler.compile(text, options: options).constraints.map(\.description)
    } catch {
        XCTFail("unexpected diagnostics: \(error)", file: file, line: line)
        return []
    }
}

/// The diagnostics of `text` as `line:column: error: message (hint: …)` strings.
func errors(_ text: String, _ compiler: LayoutCompiler = LayoutCompiler(), options: FormatOptions = [],
            file: StaticString = #filePath, line: UInt = #line) -> [String] {
    do {
        let program = try compiler.compile(text, options: options)
        XCTFail("expected diagnostics, got \(program.constraints.count) constraints", file: file, line: line)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// The diagnostic ids of `text`.
func errorIDs(_ text: String, _ compiler: LayoutCompiler = LayoutCompiler(), options: FormatOptions = []) -> [DiagnosticID] {
    do {
        _ = try compiler.compile(text, options: options)
        return []
    } catch {
        return error.diagnostics.map(\.id)
    }
}
