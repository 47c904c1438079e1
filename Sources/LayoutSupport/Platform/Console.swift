/// The standard streams of a command-line tool.
package enum Console {
    /// Writes `text` as it is to standard output.
    package static func write(_ text: String) { SystemIO.write(Array(text.utf8), to: 1) }

    /// Writes `text` as it is to standard error.
    package static func writeError(_ text: String) { SystemIO.write(Array(text.utf8), to: 2) }
}
