/// What a command accepts: its options and operands, from which it reads its arguments and
/// writes its `--help`. Shared by `autolayout`'s commands and the `Benchmarks` modes, so
/// that every command reads `--name value`, `--name=value`, `-h`/`--help` and `--` alike.
package struct CommandLineSyntax: Sendable {
    /// One `--name` option.
    package struct Option: Sendable {
        /// The name without dashes: `width` for `--width`.
        package var name: String
        /// What the value stands for in the help (`W`), or `nil` for a flag without a value.
        package var valueName: String?
        /// One line for `--help`.
        package var help: String

        package init(_ name: String, value valueName: String? = nil, help: String) {
            self.name = name
            self.valueName = valueName
            self.help = help
        }
    }

    /// The command as typed: `autolayout layout`.
    package var command: String
    /// The operands in the usage line: `FILE.json`.
    package var operands: String
    /// What the command does, for `--help`.
    package var summary: String
    package var options: [Option]
    /// Extra paragraphs for `--help` (exit status, examples).
    package var details: String

    package init(command: String, operands: String, summary: String, options: [Option], details: String = "") {
        self.command = command
        self.operands = operands
        self.summary = summary
        self.options = options
        self.details = details
    }

    /// `usage: autolayout layout FILE.json [--width W] [--json]`.
    package var usage: String {
        var text = "usage: \(command)"
        if !operands.isEmpty { text += " \(operands)" }
        for option in options {
            text += option.valueName.map { " [--\(option.name) \($0)]" } ?? " [--\(option.name)]"
        }
        return text
    }

    /// The usage, the summary and one line per option.
    package var help: String {
        let all = options + [Option("help", help: "show this help")]
        let labels = all.map { option in "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "") }
        let width = labels.map(\.count).max() ?? 0
        var text = "\(summary)\n\n\(usage)\n\noptions:\n"
        for (label, option) in zip(labels, all) {
            text += "  " + label + String(repeating: " ", count: width - label.count + 2) + option.help + "\n"
        }
        if !details.isEmpty { text += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
        return text
    }

    /// Reads the arguments after the command's name.
    ///
    /// `--name value` and `--name=value` give values; `-` is an operand (standard input);
    /// everything after `--` is an operand.
    ///
    /// - Throws: ``CommandLineUsageError`` for an unknown option (with a did-you-mean), a
    ///   missing value or a value given to a flag; with `isHelpRequest` for `-h`/`--help`.
    /// - Complexity: O(*n*) for *n* arguments.
    package func parse(_ arguments: [String]) throws(CommandLineUsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" { throw CommandLineUsageError(helpRequest: ()) }
            guard argument.hasPrefix("--") else {
                throw CommandLineUsageError("unknown option '\(argument)'")
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let hint = Suggestion.closest(to: name, among: options.map(\.name) + ["help"])
                    .map { " (did you mean '--\($0)'?)" } ?? ""
                throw CommandLineUsageError("unknown option '--\(name)'\(hint)")
            }
            guard option.valueName != nil else {
                if value != nil { throw CommandLineUsageError("option '--\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            if value == nil {
                guard index < arguments.count else { throw CommandLineUsageError("expected a value after '--\(name)'") }
                value = arguments[index]
                index += 1
            }
            parsed.values[name] = value
        }
        return parsed
    }
}

/// The arguments of one command line, read by ``CommandLineSyntax/parse(_:)``.
package struct ParsedArguments: Sendable {
    /// The arguments that are not options, in order.
    package var operands: [String] = []
    package var values: [String: String] = [:]
    package var flags: Set<String> = []

    package init() {}

    /// Whether the flag `--name` was given.
    package func has(_ name: String) -> Bool { flags.contains(name) }

    /// A number of at least `minimum`, or `nil` when the option was not given.
    package func number(_ name: String, minimum: Double, exclusive: Bool = false) throws(CommandLineUsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, exclusive ? value > minimum : value >= minimum else {
            let bound = exclusive ? "greater than" : "at least"
            throw CommandLineUsageError(
                "expected a number \(bound) \(DecimalText.format(minimum)) after '--\(name)', found '\(text)'")
        }
        return value
    }

    /// A whole number of at least `minimum`, or `nil` when the option was not given.
    package func integer(_ name: String, minimum: Int) throws(CommandLineUsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw CommandLineUsageError("expected a whole number of at least \(minimum) after '--\(name)', found '\(text)'")
        }
        return value
    }

    /// One of `choices`, or `nil` when the option was not given.
    package func choice(_ name: String, among choices: [String]) throws(CommandLineUsageError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            let list = choices.count == 2
                ? "\(choices[0]) or \(choices[1])"
                : choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            throw CommandLineUsageError("expected \(list) after '--\(name)', found '\(text)'")
        }
        return text
    }
}

/// Bad command-line use (exit status 2), or a request for help (exit status 0).
package struct CommandLineUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    /// `-h` or `--help` was given: print the help and succeed.
    package var isHelpRequest: Bool

    package init(_ message: String) {
        self.message = message
        isHelpRequest = false
    }

    package init(helpRequest: Void) {
        message = ""
        isHelpRequest = true
    }

    package var description: String { message }
}
