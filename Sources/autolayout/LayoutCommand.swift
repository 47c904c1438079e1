import AutoLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `autolayout layout FILE.json [--width W --height H] [--format table|json|svg] [--scale S]
/// [--direction ltr|rtl]`: lays out a layout document and prints its frames.
///
/// The logic is ``LayoutCommandRunner`` in the library (tested there); this file only connects
/// it to the process: the file system, standard output and standard error.
enum LayoutCommand {
    /// Runs the command on the arguments after `layout` and returns the exit status: 0 on a
    /// layout, 1 on a document or language error, 2 on bad command-line use.
    static func run(_ arguments: [String]) -> Int32 {
        let result = LayoutCommandRunner.run(arguments, readFile: readFile) { document, overrides in
            try DocumentLayout(document: document, overrides: overrides).report
        }
        Console.write(result.output)
        Console.writeError(result.errorOutput)
        return result.status
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The whole file as UTF-8 text (invalid bytes are replaced, then reported by the parser).
    static func readFile(_ path: String) throws -> String {
        guard let file = fopen(path, "rb") else {
            throw ReadError(description: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(file) != 0 { throw ReadError(description: "read error") }
                break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
