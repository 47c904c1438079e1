/// What a caller changes of a document when laying it out (the command line's options).
public struct DocumentLayoutOverrides: Hashable, Sendable {
    /// Replaces `root.width`.
    public var width: Double?
    /// Replaces `root.height`.
    public var height: Double?
    /// Replaces the document's `scale`.
    public var scale: Double?
    /// Replaces the document's `direction`.
    public var direction: DocumentDirection?
    /// Replaces the document's `strict` (the command line's `--strict` sets `true`).
    public var isStrict: Bool?

    /// Overrides; `nil` keeps the document's value.
    public init(
        width: Double? = nil, height: Double? = nil, scale: Double? = nil, direction: DocumentDirection? = nil,
        isStrict: Bool? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.direction = direction
        self.isStrict = isStrict
    }
}
