import LayoutIR

/// `(| connection)? slot (connection slot)* (connection |)?`: views along one axis.
package struct ChainSyntax: Hashable, Sendable {
    /// The `|` written first, if any.
    package var leadingSuperview: SourceRange?
    /// The connection between the first `|` and the first slot.
    package var leadingConnection: ConnectionSyntax?
    package var slots: [ViewSlotSyntax]
    /// `connections[i]` joins `slots[i]` and `slots[i + 1]`.
    package var connections: [ConnectionSyntax]
    package var trailingConnection: ConnectionSyntax?
    /// The `|` written last, if any.
    package var trailingSuperview: SourceRange?
    package var range: SourceRange

    package init(leadingSuperview: SourceRange? = nil, leadingConnection: ConnectionSyntax? = nil,
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
