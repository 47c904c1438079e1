/// Why a file could not be read: its path and the system's reason.
package struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot read 'card.json': No such file or directory`.
    package var description: String { "cannot read '\(path)': \(reason)" }
}
