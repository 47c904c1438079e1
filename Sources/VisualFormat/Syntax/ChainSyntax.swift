import LayoutIR

/// `(| connection)? slot (connection slot)* (connection |)?`: views along one axis.
public struct ChainSyntax: Hashable, Sendable {
    /// The `|` written first, if any.
    public var leadingSuperview: SourceRange?
    /// The connection between the first `|` and the first slot.
    public var leadingConnection: ConnectionSyntax?
    public var slots: [ViewSlotSyntax]
    /// `connections[i]` joins `slots[i]` and `slots[i + 1]`.
    public var connections: [ConnectionSyntax]
    public var trailingConnection: ConnectionSyntax?
    /// The `|` written last, if any.
    public var trailingSuperview: SourceRange?
    public var range: SourceRange

    public init(leadingSuperview: SourceRange? = nil, leadingConnection: ConnectionSyntax? = nil,
                slots: [ViewSlotSyntax], connections: [ConnectionSyntax],
                trailingConnection: ConnectionSyntax? = nil, trailingSuperview: SourceRange? = nil,
                range: SourceRange) {
        self.leadingSuperview = leadingSuperview
        self.leadingConnection = leadingConnection
        self.slots = slots
        self.connections = connections
        self.trailingConnection = trailingConnection
        self.trailingSuperview = trailingSuperview
        self.range = range
    }
}
