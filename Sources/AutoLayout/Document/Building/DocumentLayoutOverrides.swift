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
    /// Fits the root's width to its content (`--width fit`), whatever `root.width` says.
    public var fitsWidth = false
    /// Fits the root's height to its content at its width (`--height fit`), whatever
    /// `root.height` says.
    public var fitsHeight = false

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
