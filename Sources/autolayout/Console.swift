#if canImport(Glibc)
import Glibc
#endif

/// Writing to standard output and standard error through file descriptors, so that the
/// tool needs neither Foundation nor the C `stdout`/`stderr` globals.
enum Console {
    /// Writes `text` as it is to standard output.
    static func write(_ text: String) { write(text, to: 1) }

    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) { write(text + "\n", to: 2) }

    /// Writes `text` as it is to standard error.
    static func writeError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes {
                Glibc.write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
