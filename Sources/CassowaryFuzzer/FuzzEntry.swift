import Cassowary
import LayoutSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Drives the solver with operations decoded from bytes (see SolverRun for the checks). Built
// with `-Xswiftc -DFUZZING -sanitize=fuzzer` this is a libFuzzer target (libFuzzer brings
// `main`) that traps on the first problem, printing the operations as Swift; a plain build is
// a replay tool that checks the files named on the command line and exits 1 if one fails, so
// that `swift build` stays green without the fuzzer runtime.

/// The checks named in `CASSOWARY_FUZZ_SKIP` (comma-separated), which ``SolverRun`` leaves out.
func skippedChecks() -> Set<String> {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard let value = getenv("CASSOWARY_FUZZ_SKIP") else { return [] }
    return Set(String(cString: value).split(separator: ",").map(String.init))
    #else
    return []
    #endif
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    if let problem = SolverRun.check(Array(UnsafeBufferPointer(start: data, count: size)), skipping: skippedChecks()) {
        Console.writeError("CassowaryFuzzer: " + problem + "\n")
        fatalError("CassowaryFuzzer found a problem")
    }
    return 0
}
#else
/// Replays files: `swift run CassowaryFuzzer Fuzz/solver-corpus/*`.
@main
enum FuzzReplay {
    static func main() {
        var failures = 0
        let skipped = skippedChecks()
        for path in CommandLine.arguments.dropFirst() {
            do {
                let bytes = try SystemIO.readAll(path: path)
                if let problem = SolverRun.check(bytes, skipping: skipped) {
                    failures += 1
                    Console.write("\(path): FAIL: \(problem)\n")
                } else {
                    Console.write("\(path): ok\n")
                }
            } catch {
                failures += 1
                Console.write("\(path): \(error)\n")
            }
        }
        SystemIO.exit(failures == 0 ? 0 : 1)
    }
}
#endif
