import LayoutIR

extension Parser {
    /// `(| connection)? slot (connection slot)* (connection |)?`. A stack's chain has no `|`:
    /// its edges are the stack's own.
    mutating func parseChain(isStack: Bool) throws(ParseFailure) -> ChainSyntax {
        let start = current.start
        var leadingSuperview: Span?
        var leadingConnection: Int?
        if !isStack && peek(.pipe) {
            leadingSuperview = span(advance())
            let connection = try parseConnection()
            leadingConnection = syntax.connections.count
            syntax.connections.append(connection)
            guard peek(.leftBracket) else {
                throw fail(expected: "'[' after the superview's connection")
            }
        }
        guard peek(.leftBracket) else {
            throw fail(expected: isStack ? "'[' to start the stack's first view" : "'[' or '|' to start a statement")
        }
        let slotMark = pendingSlots.count
        let connectionMark = pendingConnections.count
        // A failure leaves this chain's pending nodes behind: drop them with it.
        var completed = false
        defer {
            if !completed {
                pendingSlots.truncate(to: slotMark)
                pendingConnections.truncate(to: connectionMark)
            }
        }
        pendingSlots.append(try parseSlot())
        var trailingConnection: Int?
        var trailingSuperview: Span?
        while true {
            if !isStack && raw.isTerminator { break }
            let kind = current.kind
            guard kind == .dash || kind == .tilde || kind == .leftBracket || (!isStack && kind == .pipe) else { break }
            let connection = try parseConnection()
            if peek(.leftBracket) {
                pendingConnections.append(connection)
                pendingSlots.append(try parseSlot())
            } else if !isStack && peek(.pipe) {
                trailingConnection = syntax.connections.count
                syntax.connections.append(connection)
                trailingSuperview = span(advance())
                break
            } else {
                throw fail(expected: isStack ? "'[' after the connection" : "'[' or '|' after the connection")
            }
        }
        completed = true
        let slots = Self.flush(&pendingSlots, from: slotMark, into: &syntax.slots)
        let connections = Self.flush(&pendingConnections, from: connectionMark, into: &syntax.connections)
        return ChainSyntax(leadingSuperview: leadingSuperview, leadingConnection: leadingConnection,
                           slots: slots, connections: connections,
                           trailingConnection: trailingConnection, trailingSuperview: trailingSuperview,
                           span: span(from: start))
    }
}
