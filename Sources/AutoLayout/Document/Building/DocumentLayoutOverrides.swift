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

    public init(width: Double? = nil, height: Double? = nil, scale: Double? = nil, direction: DocumentDirection? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.direction = direction
    }
}
