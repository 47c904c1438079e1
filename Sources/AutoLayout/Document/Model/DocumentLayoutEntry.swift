import VisualFormat

/// One layout text of a node, with the options it is compiled with: a plain string in the
/// document, or a `{"format": ..., "options": [...]}` object.
public struct DocumentLayoutEntry: Hashable, Sendable {
    /// The text in the layout language.
    public var format: String
    /// Apple's option names (`"alignAllLeading"`), as written; every one is a name of
    /// ``FormatOptions/named``.
    public var options: [String]

    public init(format: String, options: [String] = []) {
        self.format = format
        self.options = options
    }

    /// The options as an option set; names that are not options are ignored (the loader
    /// rejects them).
    public var formatOptions: FormatOptions {
        options.reduce(into: FormatOptions()) { set, name in
            if let option = FormatOptions(named: name) { set.formUnion(option) }
        }
    }
}
