import LayoutIR
import LayoutRules
import LayoutSupport
import VisualFormat

// Feeds arbitrary bytes to both front ends, the layout compiler and the rules compiler: the
// only acceptable outcomes are a program or diagnostics. Built with `-Xswiftc -DFUZZING -sanitize=fuzzer` this is a libFuzzer target (libFuzzer
// brings `main`); a plain build is a replay tool that compiles the files named on the command
// line, so that `swift build` stays green without the fuzzer runtime.

/// Compiles `text` with two layout compilers (open and closed view sets) and as rules, and
/// renders every diagnostic.
func exercise(_ text: String) -> Int {
    let compilers = [
        LayoutCompiler(metrics: ["m": 10, "p": 500]),
        LayoutCompiler(metrics: ["m": 10], views: ["a", "b", "cell1", "cell2"]),
    ]
    var count = 0
    for compiler in compilers {
        do {
            // The descriptors, not `constraintCount`: making them computes every origin's
            // line and column, which is code the fuzzer must reach.
            count += try compiler.compile(text, options: [.alignAllTop]).constraints.count
        } catch {
            count += DiagnosticFormatter().render(error, in: text).count
        }
        count += compiler.parse(text).syntax.statements.count
    }
    // The shape cache's byte scanner must find what the lexer finds wherever it answers.
    for metrics: [String: Double] in [[:], ["m": 10, "abc": 1]] where !ShapeCache.scannerAgreesWithLexer(text, metrics: metrics) {
        preconditionFailure("the shape scanner and the lexer disagree on \(text.debugDescription)")
    }
    do {
        count += try RuleCompiler().compile(text, for: "v", arguments: [.number(3), .geometry(view: "a")]).surviving.rules.count
    } catch {
        count += DiagnosticFormatter().render(error, in: text).count
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
/// Replays corpus files: `swift run VisualFormatFuzzer Fuzz/corpus/*`.
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            do {
                print("\(path): \(exercise(try TextFile.read(path)))")
            } catch {
                print("\(path): \(error)")
            }
        }
    }
}
#endif
