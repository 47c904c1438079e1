// The process's memory as the operating system counts it, for the benchmarks' reports.
// Guarded per platform like `SystemIO.swift`: a platform without a reading answers `nil`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#endif

/// Resident memory of the current process.
package enum ProcessMemory {
    /// The high-water mark of the resident set (peak RSS) in bytes, or `nil` where the
    /// platform does not say.
    ///
    /// - Complexity: O(1) (one system call).
    package static func peakResidentBytes() -> Int? {
        #if canImport(Glibc)
        var usage = rusage()
        // Glibc imports RUSAGE_SELF as an enum case; the call takes its raw value.
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        // Linux counts kilobytes.
        return Int(usage.ru_maxrss) * 1024
        #elseif canImport(Musl) || canImport(Android)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        // Linux counts kilobytes.
        return Int(usage.ru_maxrss) * 1024
        #elseif canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        // Darwin counts bytes.
        return Int(usage.ru_maxrss)
        #else
        return nil
        #endif
    }

    /// The resident set now, in bytes, or `nil` where the platform does not say (read from
    /// `/proc/self/statm` on Linux; Darwin's peak is the only figure without Mach calls).
    ///
    /// - Complexity: O(1) (one small file read).
    package static func currentResidentBytes() -> Int? {
        statm().map { $0.resident }
    }

    /// The part of the resident set that is not backed by a file, in bytes: the heap and
    /// stacks, without the pages of the executable's code and of shared libraries that the
    /// process happened to touch (which vary from run to run by tens of kilobytes). `nil`
    /// where the platform does not say.
    ///
    /// - Complexity: O(1) (one small file read).
    package static func currentAnonymousBytes() -> Int? {
        statm().map { $0.resident - $0.shared }
    }

    /// `/proc/self/statm`'s resident and file-backed ("shared") pages, in bytes.
    private static func statm() -> (resident: Int, shared: Int)? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Android)
        guard let bytes = try? SystemIO.readAll(path: "/proc/self/statm") else { return nil }
        // "size resident shared ...", in pages.
        let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
        guard fields.count > 2, let resident = Int(fields[1]), let shared = Int(fields[2]) else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        return (resident * page, shared * page)
        #else
        return nil
        #endif
    }
}
