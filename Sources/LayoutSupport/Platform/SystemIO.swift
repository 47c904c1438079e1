// The one place in the package's libraries and tools that talks to the operating system
// (besides each module's link to the C math library, see its `Platform.swift`): reading
// files and writing to the standard streams. A new platform is one more branch here.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(Android)
import Android
#endif

/// Files and standard streams through file descriptors, without Foundation. Descriptors
/// rather than C `FILE *` streams: the `stdin`/`stdout` globals are shared mutable state that
/// strict concurrency rejects.
package enum SystemIO {
    /// The whole content of the file at `path` (`-`: standard input).
    ///
    /// - Complexity: O(file size).
    package static func readAll(path: String) throws(FileReadError) -> [UInt8] {
        let descriptor = path == "-" ? 0 : systemOpen(path)
        guard descriptor >= 0 else { throw FileReadError(path: path, reason: systemErrorDescription()) }
        defer { if descriptor != 0 { systemClose(descriptor) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if systemInterrupted() { continue }
                throw FileReadError(path: path, reason: systemErrorDescription())
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    /// Writes every byte to a descriptor (1: standard output, 2: standard error), retrying
    /// after interruptions and partial writes. Other errors end the write silently: a closed
    /// pipe is no reason to fail a layout.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 && systemInterrupted() { continue }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never { systemExit(status) }
}

// MARK: - One function per call, one branch per platform

private func systemOpen(_ path: String) -> Int32 {
    #if canImport(ucrt)
    return _open(path, _O_RDONLY | _O_BINARY)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android)
    return open(path, O_RDONLY)
    #else
    return -1
    #endif
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(ucrt)
    return Int(_read(descriptor, buffer, UInt32(min(count, Int(Int32.max)))))
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android)
    return read(descriptor, buffer, count)
    #else
    return -1
    #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(ucrt)
    return Int(_write(descriptor, buffer, UInt32(min(count, Int(Int32.max)))))
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android)
    return write(descriptor, buffer, count)
    #else
    return -1
    #endif
}

private func systemClose(_ descriptor: Int32) {
    #if canImport(ucrt)
    _ = _close(descriptor)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android)
    _ = close(descriptor)
    #endif
}

private func systemInterrupted() -> Bool {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android) || canImport(ucrt)
    return errno == EINTR
    #else
    return false
    #endif
}

private func systemErrorDescription() -> String {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android) || canImport(ucrt)
    return String(cString: strerror(errno))
    #else
    return "input/output error"
    #endif
}

private func systemExit(_ status: Int32) -> Never {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(WASILibc) || canImport(Android) || canImport(ucrt)
    exit(status)
    #else
    fatalError("exit(\(status))")
    #endif
}
