import VisualFormat

/// One layout text of a node, with the options it is compiled with: a plain string in the
/// document, or a `{"format": ..., "options": [...]}` object.
public struct DocumentLayoutEntry: Hashable, Sendable {
    /// The text in the layout language.
    public var format: String
    /// Apple's option names (`"alignAllLeading"`), as written; every one is a name of
    /// ``FormatOptions/named``.
    public var options: [String]
    /// Whether the text may name the view it is laid out in (statements a QuickVFL2 file's
    /// options are turned into, which name their own view: `C:box.width(other.width)`); layout
    /// text must otherwise call it `|`.
    var namesItsSuperview = false

    /// A layout text and the names of its options.
    ///
    /// The names are not checked here: loading a document rejects unknown names with their
    /// position, and ``formatOptions`` ignores them.
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
