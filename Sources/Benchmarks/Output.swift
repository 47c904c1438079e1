#if canImport(Glibc)
import Glibc
#endif

/// Writing results and errors through file descriptors (no Foundation, no C globals).
enum Output {
    static func line(_ text: String) { write(text + "\n", to: 1) }
    static func error(_ text: String) { write(text + "\n", to: 2) }

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
