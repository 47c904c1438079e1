/// Text files as UTF-8 strings.
package enum TextFile {
    /// The contents of the file at `path` (`-`: standard input). Invalid UTF-8 is repaired
    /// with U+FFFD, which a front end's lexer then reports where it stands.
    ///
    /// - Complexity: O(file size).
    package static func read(_ path: String) throws(FileReadError) -> String {
        String(decoding: try SystemIO.readAll(path: path), as: UTF8.self)
    }
}
