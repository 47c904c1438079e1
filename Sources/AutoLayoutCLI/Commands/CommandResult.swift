import LayoutSupport

/// What a command prints and the status it exits with.
///
/// Exit statuses follow one rule for every command: 0 on success, 1 when the input has a
/// problem (an unreadable or missing file, a document or language error, a failing script), 2
/// on bad command-line use.
struct CommandResult: Hashable, Sendable {
    var status: Int32
    var output: String
    var errorOutput: String

    init(status: Int32, output: String = "", errorOutput: String = "") {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }

    /// Printed help: status 0.
    static func help(_ text: String) -> CommandResult { CommandResult(status: 0, output: text) }

    /// `autolayout layout: error: MESSAGE` and the usage: status 2.
    static func usageError(_ command: String, _ message: String, usage: String) -> CommandResult {
        CommandResult(status: 2, errorOutput: "\(command): error: \(message)\n\(usage)\n")
    }

    /// A problem with the input, already rendered (`FILE:LINE:COLUMN: error: ...`): status 1.
    static func inputError(_ rendered: String) -> CommandResult {
        CommandResult(status: 1, errorOutput: rendered.hasSuffix("\n") ? rendered : rendered + "\n")
    }
}

/// Reads a file's text from its path (`-`: standard input); injected so that tests need no
/// file system.
typealias FileReader = (String) throws(FileReadError) -> String
