/// The command line of `autolayout layout FILE.json [--width W --height H]
/// [--format table|json|svg] [--scale S] [--direction ltr|rtl]`.
public struct LayoutCommandArguments: Hashable, Sendable {
    /// The document's path.
    public var file: String
    /// Overrides `root.width`.
    public var width: Double?
    /// Overrides `root.height`.
    public var height: Double?
    public var format: ReportFormat
    /// Overrides the document's `scale`.
    public var scale: Double?
    /// Overrides the document's `direction`.
    public var direction: DocumentDirection?

    public init(
        file: String, width: Double? = nil, height: Double? = nil, format: ReportFormat = .table,
        scale: Double? = nil, direction: DocumentDirection? = nil
    ) {
        self.file = file
        self.width = width
        self.height = height
        self.format = format
        self.scale = scale
        self.direction = direction
    }

    public static let usage = """
    usage: autolayout layout FILE.json [--width W --height H] [--format table|json|svg] [--scale S] [--direction ltr|rtl]
    """

    /// Reads the arguments that follow `layout`. `--name value` and `--name=value` are both
    /// accepted.
    ///
    /// - Throws: ``CommandLineUsageError`` with what is wrong.
    public static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> LayoutCommandArguments {
        var file: String?
        var result = LayoutCommandArguments(file: "")
        var index = 0
        while index < arguments.count {
            var argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument == "-h" { throw CommandLineUsageError(message: "", isHelpRequest: true) }
                if argument.hasPrefix("-"), argument != "-" {
                    throw CommandLineUsageError(message: "unknown option '\(argument)'")
                }
                guard file == nil else {
                    throw CommandLineUsageError(message: "expected one document file, found a second one '\(argument)'")
                }
                file = argument
                continue
            }
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                value = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            let name = String(argument.dropFirst(2))
            let known = ["width", "height", "format", "scale", "direction", "help"]
            guard known.contains(name) else {
                let hint = NameSuggestion.closest(to: name, among: known).map { " (did you mean '--\($0)'?)" } ?? ""
                throw CommandLineUsageError(message: "unknown option '--\(name)'\(hint)")
            }
            if name == "help" { throw CommandLineUsageError(message: "", isHelpRequest: true) }
            if value == nil {
                guard index < arguments.count else {
                    throw CommandLineUsageError(message: "expected a value after '--\(name)'")
                }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            switch name {
            case "width": result.width = try size(text, option: name)
            case "height": result.height = try size(text, option: name)
            case "scale":
                guard let scale = Double(text), scale.isFinite, scale > 0 else {
                    throw CommandLineUsageError(message: "expected a positive number after '--scale', found '\(text)'")
                }
                result.scale = scale
            case "format":
                guard let format = ReportFormat(rawValue: text) else {
                    throw CommandLineUsageError(message: "expected table, json or svg after '--format', found '\(text)'")
                }
                result.format = format
            default:
                guard let direction = DocumentDirection(rawValue: text) else {
                    throw CommandLineUsageError(message: "expected ltr or rtl after '--direction', found '\(text)'")
                }
                result.direction = direction
            }
        }
        guard let file else { throw CommandLineUsageError(message: "expected a layout document file (FILE.json)") }
        result.file = file
        return result
    }

    private static func size(_ text: String, option: String) throws(CommandLineUsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw CommandLineUsageError(message: "expected a number of at least 0 after '--\(option)', found '\(text)'")
        }
        return value
    }
}

/// Bad command-line use (exit status 2), or a request for help (exit status 0).
public struct CommandLineUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// `--help` or `-h` was given: print the usage and succeed.
    public var isHelpRequest: Bool

    public init(message: String, isHelpRequest: Bool = false) {
        self.message = message
        self.isHelpRequest = isHelpRequest
    }

    public var description: String { message }
}
