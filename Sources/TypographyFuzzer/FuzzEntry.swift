import Typography

// Feeds arbitrary bytes to the font reader: the only acceptable outcomes are a typeface or a
// `TypefaceError`. A parsed face is then exercised (glyph lookups, advances, kerning, measuring
// and wrapping), since tables that parse must also be safe to use. Built with `-DFUZZING
// -sanitize=fuzzer` this is a libFuzzer target; a plain build is a replay tool for the files
// named on the command line, so that `swift build` stays green without the fuzzer runtime.

/// Parses `bytes` as every face index it may hold (up to 4) and measures a few strings.
func exercise(_ bytes: [UInt8]) -> Int {
    var total = 0
    let faces = (try? Typeface.faceCount(in: bytes)) ?? 1
    for index in 0..<min(max(faces, 1), 4) {
        do {
            let face = try Typeface(bytes: bytes, faceIndex: index)
            total += face.glyphCount + face.unitsPerEm + face.ascender - face.descender + face.lineGap
            var previous: UInt16 = 0
            for scalar in [0x20, 0x41, 0x56, 0x61, 0xE9, 0x2026, 0x4E2D, 0xAC00, 0x1F600, 0xFFFF, 0x10FFFF] {
                guard let scalar = Unicode.Scalar(UInt32(scalar)) else { continue }
                let glyph = face.glyph(for: scalar)
                total += face.advance(ofGlyph: glyph) + face.kerning(between: previous, and: glyph)
                previous = glyph
            }
            for left in 0..<min(face.glyphCount, 64) {
                for right in 0..<min(face.glyphCount, 64) {
                    total &+= face.kerning(between: UInt16(left), and: UInt16(right))
                }
            }
            let style = TextStyle(typeface: face, size: 12, maxLines: 2)
            for width in [nil, 0, 30.0] {
                let text = TextMeasurer.measureUncached(
                    "AV Wa-ve 漢字。\r\nfinal…", style: style, width: width)
                total += text.lines.count
            }
        } catch {
            total += error.description.count
        }
    }
    return total
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    _ = exercise(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replays corpus files: `swift run TypographyFuzzer Fuzz/typography-corpus/*`.
@main
enum FuzzReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let bytes = readBytes(path) else {
                print("\(path): unreadable")
                continue
            }
            print("\(path): \(exercise(bytes))")
        }
    }

    static func readBytes(_ path: String) -> [UInt8]? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read <= 0 { break }
            bytes.append(contentsOf: buffer[0..<read])
        }
        return bytes
        #else
        return nil
        #endif
    }
}
#endif
