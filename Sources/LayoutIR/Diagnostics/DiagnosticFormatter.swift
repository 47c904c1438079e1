/// Renders diagnostics like a compiler: the position, the message, the source line, a caret
/// under the spot and the hint.
///
///     layout.vfl:1:15: error: unknown view 'lable'
///     H:|-[button]-[lable]|
///                   ^~~~~
///     hint: did you mean 'label'?
public struct DiagnosticFormatter: Sendable {
    /// The name shown before the position (a file name); `nil` shows only `line:column`.
    public var fileName: String?

    /// A formatter that shows `fileName` before each position.
    public init(fileName: String? = nil) { self.fileName = fileName }

    /// The diagnostic rendered against `source`, the whole text it was found in.
    ///
    /// - Complexity: O(length of `source`) to find the line.
    public func render(_ diagnostic: Diagnostic, in source: String) -> String {
        render(diagnostic, lines: Self.lines(of: source))
    }

    /// Every diagnostic of the list, separated by blank lines.
    ///
    /// - Complexity: O(length of `source`) once, then O(length of its line) per diagnostic.
    public func render(_ list: DiagnosticList, in source: String) -> String {
        let lines = Self.lines(of: source)
        return list.diagnostics.map { render($0, lines: lines) }.joined(separator: "\n\n")
    }

    private static func lines(of source: String) -> [Substring] {
        source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    private func render(_ diagnostic: Diagnostic, lines: [Substring]) -> String {
        let start = diagnostic.range.start
        var out = (fileName.map { "\($0):" } ?? "") + "\(start.line):\(start.column): "
        out += "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if start.line >= 1, start.line <= lines.count {
            let lineText = String(lines[start.line - 1].unicodeScalars.filter { $0 != "\r" })
            out += "\n" + lineText + "\n"
            // Tabs are kept under the caret so that it lines up in any terminal.
            let prefix = lineText.unicodeScalars.prefix(max(0, start.column - 1))
            out += String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
            out += "^"
            let end = diagnostic.range.end
            if end.line == start.line, end.column > start.column + 1 {
                out += String(repeating: "~", count: end.column - start.column - 1)
            }
        }
        if let hint = diagnostic.hint { out += "\nhint: \(hint)" }
        return out
    }
}
