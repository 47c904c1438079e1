#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the process has used: a timing that a busy machine disturbs far less
/// than the wall clock.
///
/// Why: on a machine shared with other jobs, a wall-clock timing counts the time the process
/// waited for a core, so two runs of the same build differed by half; the processor time of
/// a single-threaded run counts only its own work (and the cache misses other jobs cause).
enum ProcessorTime {
    /// Seconds of processor time (user and system, all threads) the process has used so far;
    /// `nil` where the platform does not tell.
    static func now() -> Double? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        #else
        return nil
        #endif
    }
}
