import AutoLayout
import LayoutSupport

/// `autolayout layout FILE.json [--width W|fit] [--height H|fit] [--format F] [--scale S]
/// [--direction D] [--strict] [--input-format I]`: lays out a layout document (or a
/// QuickVFL2 layout file) and prints its frames.
enum LayoutCommand {
    static let syntax = CommandLineSyntax(
        command: "autolayout layout", operands: "FILE.json",
        summary: "Lays out a layout document or a QuickVFL2 layout file and prints every view's frame.",
        options: [
            .init("width", value: "W", help: "lay the root out at this width, or 'fit' for its content's (overrides root.width)"),
            .init("height", value: "H", help: "lay the root out at this height, or 'fit' for its content's (overrides root.height)"),
            .init("format", value: "F", help: "table (default), json or svg"),
            .init("scale", value: "S", help: "snap edges to 1/S points, 0 < S <= 10000 (overrides the document's scale)"),
            .init("direction", value: "D", help: "ltr or rtl: which way leading and trailing point"),
            .init("strict", help: "every view a layout text names must be declared (as the document's \"strict\": true)"),
            .init("input-format", value: "I", help: "document or quickvfl2 (default: recognised from the file's keys)"),
        ],
        details: """
            A view a layout text names but the document declares nowhere becomes a new view,
            with a warning when its name is close to a declared one; with --strict it is an
            error.
            A QuickVFL2 layout file (keys such as ":layout", views given as class names) is read
            as it is; it gives its entrance no size, so pass --width and --height.
            Warnings (conflicts, ambiguity, undeclared names) go to standard error, or into the
            JSON output.
            Exit status: 0 on a layout, 1 on a problem with the file (unreadable, a document or
            language error), 2 on bad command-line use.
            """)

    /// The command line, read.
    struct Arguments: Hashable, Sendable {
        var file: String
        var format: ReportFormat = .table
        var overrides = DocumentLayoutOverrides()
        /// `nil`: recognised from the file.
        var inputFormat: DocumentFormat?
    }

    /// Reads the arguments after `layout`.
    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Arguments {
        let parsed = try syntax.parse(arguments)
        guard parsed.operands.count <= 1 else {
            throw CommandLineUsageError("expected one document file, found a second one '\(parsed.operands[1])'")
        }
        guard let file = parsed.operands.first else {
            throw CommandLineUsageError("expected a layout document file (FILE.json)")
        }
        var result = Arguments(file: file)
        // `fit`: the root's fitting size on that axis (the other axis as given).
        if parsed.values["width"] == "fit" {
            result.overrides.fitsWidth = true
        } else {
            result.overrides.width = try parsed.number("width", minimum: 0)
        }
        if parsed.values["height"] == "fit" {
            result.overrides.fitsHeight = true
        } else {
            result.overrides.height = try parsed.number("height", minimum: 0)
        }
        result.overrides.scale = try parsed.number("scale", minimum: 0, exclusive: true)
        if let scale = result.overrides.scale, scale > LayoutDocument.maximumScale {
            // Snapping to 1/1e308 of a point is no screen, and it overflows.
            throw CommandLineUsageError(
                "expected a number greater than 0 and at most \(DecimalText.format(LayoutDocument.maximumScale)) after '--scale', found '\(DecimalText.format(scale))'")
        }
        if let format = try parsed.choice("format", among: ReportFormat.allCases.map(\.rawValue)) {
            result.format = ReportFormat(rawValue: format) ?? .table
        }
        if let direction = try parsed.choice("direction", among: ["ltr", "rtl"]) {
            result.overrides.direction = DocumentDirection(rawValue: direction)
        }
        if parsed.has("strict") { result.overrides.isStrict = true }
        if let input = try parsed.choice("input-format", among: DocumentFormat.allCases.map(\.rawValue)) {
            result.inputFormat = DocumentFormat(rawValue: input)
        }
        return result
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - layout: Lays the document out (tests stand in for the engine); `nil` builds a
    ///     ``DocumentLayout``.
    ///   - keep: Receives the ``DocumentLayout`` built when `layout` is `nil`: the tool keeps
    ///     it until the process exits, as freeing its tree and engine only to exit cost a
    ///     tenth of the command.
    static func run(
        _ arguments: [String], readFile: FileReader,
        layout: ((LayoutDocument, DocumentLayoutOverrides) throws -> LayoutReport)? = nil,
        keep: (AnyObject) -> Void = { _ in }
    ) -> CommandResult {
        let parsed: Arguments
        do {
            parsed = try parse(arguments)
        } catch {
            if error.isHelpRequest { return .help(syntax.help) }
            return .usageError(syntax.command, error.message, usage: syntax.usage)
        }
        let text: String
        do {
            text = try readFile(parsed.file)
        } catch {
            return .inputError("\(syntax.command): error: \(error)")
        }
        if let layout { return run(parsed, text: text, layout: layout) }
        return run(parsed, text: text) { document, overrides in
            // The command prints the warnings itself, with the file's name and positions.
            let built = try DocumentLayout(document: document, overrides: overrides, warningHandler: nil)
            keep(built)
            return built.report
        }
    }

    /// Runs on a document's text already read.
    static func run(
        _ arguments: Arguments, text: String,
        layout: (LayoutDocument, DocumentLayoutOverrides) throws -> LayoutReport
    ) -> CommandResult {
        let source: DocumentSource
        do {
            source = try DocumentSource(text: text, format: arguments.inputFormat)
        } catch let error as DocumentError {
            return .inputError(DocumentErrorRenderer(fileName: arguments.file).render(error, inText: text))
        } catch {
            return .inputError("\(arguments.file): error: \(error)")
        }
        let document: LayoutDocument
        do {
            document = try source.loadingFonts(relativeTo: folder(of: arguments.file))
        } catch {
            return .inputError(source.render(error, fileName: arguments.file))
        }
        let report: LayoutReport
        do {
            report = try layout(document, arguments.overrides)
        } catch var error as DocumentError {
            if error.kind == .missingSize, source.format == .quickVFL2 {
                error.path = ""
                error.message = "the QuickVFL2 file gives its entrance (the top view) no \(error.message.hasSuffix("height") ? "height" : "width")"
                error.hint = "a QuickVFL2 file leaves the entrance's size to the app: pass --width and --height"
            }
            return .inputError(source.render(error, fileName: arguments.file))
        } catch {
            return .inputError("\(arguments.file): error: \(error)")
        }
        var warnings = ""
        if arguments.format != .json {
            // Warnings about the text at their place in the file, then the layout's.
            for warning in report.nameWarnings { warnings += source.render(warning, fileName: arguments.file) + "\n" }
            let nameLines = report.nameWarnings.reduce(0) { $0 + $1.diagnostics.count }
            for warning in report.warnings.dropFirst(nameLines) {
                warnings += "\(arguments.file): warning: \(warning)\n"
            }
        }
        return CommandResult(status: 0, output: report.rendered(as: arguments.format), errorOutput: warnings)
    }

    /// The folder a document's font paths are relative to: the file's (`""` for one in the
    /// current directory or read from standard input).
    static func folder(of file: String) -> String {
        guard file != "-", let slash = file.lastIndex(of: "/") else { return "" }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
