import VisualFormat
import LayoutIR

// Feeds arbitrary bytes to the layout compiler: the only acceptable outcomes are a program or
// diagnostics. Built with `-Xswiftc -DFUZZING -sanitize=fuzzer` this is a libFuzzer target (libFuzzer
// brings `main`); a plain build is a replay tool that compiles the files named on the command
// line, so that `swift build` stays green without the fuzzer runtime.

/// Compiles `text` with two compilers (open and closed view sets) and renders every diagnostic.
func exercise(_ text: String) -> Int {
    let compilers = [
        LayoutCompiler(metrics: ["m": 10, "p": 500]),
        LayoutCompiler(metrics: ["m": 10], views: ["a", "b", "cell1", "cell2"]),
    ]
    var count = 0
    for compiler in compilers {
        do {
            count += try compiler.compile(text, options: [.alignAllTop]).constraints.count
        } catch {
            count += DiagnosticFormatter().render(error, in: text).count
        }
        count += compiler.parse(text).syntax.statements.count
    }
    return count
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = exercise(text)
    return 0
}
#else
#if canImport(Glibc)
import Glibc
#endif

/// Replays corpus files: `swift run VisualFormatFuzzer Fuzz/corpus/*`.
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let text = readText(path) else {
                print("\(path): unreadable")
                continue
            }
            print("\(path): \(exercise(text))")
        }
    }

    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
#endif
