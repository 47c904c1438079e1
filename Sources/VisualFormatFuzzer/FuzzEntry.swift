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
    count += checkShapeCache(text)
    return count
}

/// The shape cache's promise, checked: a text compiled through a cache that already holds a
/// text of the same shape compiles to what a fresh compile makes, program or diagnostics.
/// The second texts are `text` with its names renamed one to one at the same length (a hit
/// when the shape is abstractable) and renamed many to one (a different pattern, which must
/// not hit the first text's entry).
func checkShapeCache(_ text: String) -> Int {
    let compiler = LayoutCompiler(metrics: ["m": 10, "p": 500])
    var cache = ShapeCache()
    _ = try? cache.compile(text, with: compiler)
    var count = 0
    for variant in [renamed(text, merging: false), renamed(text, merging: true)] {
        let cached = Result { () throws(DiagnosticList) in try cache.compile(variant, with: compiler) }
        let fresh = Result { () throws(DiagnosticList) in try compiler.compile(variant) }
        guard cached == fresh else {
            // A harness check, not input handling: libFuzzer needs the trap to keep the input.
            fatalError("shape cache: \(variant.debugDescription) compiled after \(text.debugDescription) differs from a fresh compile")
        }
        count += (try? fresh.get().constraints.count) ?? 0
    }
    return count
}

/// `text` with every run `[A-Za-z][A-Za-z0-9_]*` of three bytes or more replaced by another
/// of the same length: one to one (the first letter's case flipped), or, when `merging`, by
/// `a…` or `b…` by the run's order of first appearance, so that names of one length merge.
func renamed(_ text: String, merging: Bool) -> String {
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var seen: [ArraySlice<UInt8>: Int] = [:]
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    func isNamePart(_ byte: UInt8) -> Bool { isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F }
    var index = 0
    while index < bytes.count {
        let start = index
        // A run starts at a letter that does not continue a word (`x1abc` stays one run).
        guard isLetter(bytes[index]), start == 0 || !isNamePart(bytes[start - 1]) else {
            output.append(bytes[index])
            index += 1
            continue
        }
        while index < bytes.count, isNamePart(bytes[index]) { index += 1 }
        let run = bytes[start..<index]
        guard run.count >= 3 else {
            output.append(contentsOf: run)
            continue
        }
        let order = seen[run] ?? seen.count
        seen[run] = order
        if merging {
            output.append(contentsOf: repeatElement(order % 2 == 0 ? UInt8(ascii: "a") : UInt8(ascii: "b"), count: run.count))
        } else {
            output.append(run[start] ^ 0x20)
            output.append(contentsOf: run.dropFirst())
        }
    }
    return String(decoding: output, as: UTF8.self)
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
