#if canImport(Glibc)
import Glibc
#endif

/// Reading a whole text file (or standard input) as UTF-8, without Foundation.
public enum TextFile {
    /// Why a file could not be read.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot read '\(path)': \(reason)" }
    }

    /// The contents of the file at `path`; `-` reads standard input. Invalid UTF-8 is
    /// repaired with U+FFFD, which the lexer then reports where it stands.
    public static func read(_ path: String) throws(ReadError) -> String {
        // File descriptors rather than `FILE *`: the C globals `stdin`/`stdout` are shared
        // mutable state that strict concurrency rejects.
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw ReadError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
