/// What `autolayout layout` prints and the status it exits with.
public struct LayoutCommandResult: Hashable, Sendable {
    /// 0: laid out; 1: a document or language error; 2: bad command-line use.
    public var status: Int32
    public var output: String
    public var errorOutput: String

    public init(status: Int32, output: String = "", errorOutput: String = "") {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }
}

/// `autolayout layout`, without the process around it: the executable passes the arguments
/// and a way to read files, and prints the result.
public enum LayoutCommandRunner {
    /// Runs the command on the arguments that follow `layout`.
    ///
    /// - Parameters:
    ///   - readFile: Reads a file's text from its path.
    ///   - layout: Lays a document out (``DocumentLayout`` in the tool; a stand-in in tests).
    public static func run(
        _ arguments: [String], readFile: (String) throws -> String,
        layout: (LayoutDocument, DocumentLayoutOverrides) throws -> LayoutReport
    ) -> LayoutCommandResult {
        let parsed: LayoutCommandArguments
        do {
            parsed = try LayoutCommandArguments.parse(arguments)
        } catch {
            if error.isHelpRequest { return LayoutCommandResult(status: 0, output: LayoutCommandArguments.usage + "\n") }
            return LayoutCommandResult(
                status: 2, errorOutput: "autolayout layout: error: \(error.message)\n\(LayoutCommandArguments.usage)\n")
        }
        let text: String
        do {
            text = try readFile(parsed.file)
        } catch {
            return LayoutCommandResult(status: 2, errorOutput: "autolayout layout: error: cannot read '\(parsed.file)': \(error)\n")
        }
        return run(parsed, text: text, layout: layout)
    }

    /// Runs the command on a document's text already read.
    public static func run(
        _ arguments: LayoutCommandArguments, text: String,
        layout: (LayoutDocument, DocumentLayoutOverrides) throws -> LayoutReport
    ) -> LayoutCommandResult {
        let source: DocumentSource
        do {
            source = try DocumentSource(text: text)
        } catch let error as DocumentError {
            return failure(DocumentErrorRenderer(fileName: arguments.file).render(error, inText: text))
        } catch {
            return failure("\(arguments.file): error: \(error)")
        }
        let overrides = DocumentLayoutOverrides(
            width: arguments.width, height: arguments.height, scale: arguments.scale, direction: arguments.direction)
        let report: LayoutReport
        do {
            report = try layout(source.document, overrides)
        } catch let error as DocumentError {
            return failure(source.render(error, fileName: arguments.file))
        } catch {
            return failure("\(arguments.file): error: \(error)")
        }
        let warnings = arguments.format == .json
            ? "" : report.warnings.map { "\(arguments.file): warning: \($0)\n" }.joined()
        return LayoutCommandResult(status: 0, output: report.rendered(as: arguments.format), errorOutput: warnings)
    }

    private static func failure(_ message: String) -> LayoutCommandResult {
        LayoutCommandResult(status: 1, errorOutput: message + "\n")
    }
}
