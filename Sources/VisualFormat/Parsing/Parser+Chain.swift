import LayoutIR

extension Parser {
    /// `(| connection)? slot (connection slot)* (connection |)?`. A stack's chain has no `|`:
    /// its edges are the stack's own.
    mutating func parseChain(isStack: Bool) throws(ParseFailure) -> ChainSyntax {
        let start = current.start
        var leadingSuperview: SourceRange?
        var leadingConnection: ConnectionSyntax?
        if !isStack && peek(.pipe) {
            leadingSuperview = range(advance())
            leadingConnection = try parseConnection()
            guard peek(.leftBracket) else {
                throw fail(expected: "'[' after the superview's connection")
            }
        }
        guard peek(.leftBracket) else {
            throw fail(expected: isStack ? "'[' to start the stack's first view" : "'[' or '|' to start a statement")
        }
        var slots = [try parseSlot()]
        var connections: [ConnectionSyntax] = []
        var trailingConnection: ConnectionSyntax?
        var trailingSuperview: SourceRange?
        while true {
            if !isStack && raw.isTerminator { break }
            let kind = current.kind
            guard kind == .dash || kind == .tilde || kind == .leftBracket || (!isStack && kind == .pipe) else { break }
            let connection = try parseConnection()
            if peek(.leftBracket) {
                connections.append(connection)
                slots.append(try parseSlot())
            } else if !isStack && peek(.pipe) {
                trailingConnection = connection
                trailingSuperview = range(advance())
                break
            } else {
                throw fail(expected: isStack ? "'[' after the connection" : "'[' or '|' after the connection")
            }
        }
        return ChainSyntax(leadingSuperview: leadingSuperview, leadingConnection: leadingConnection,
                           slots: slots, connections: connections,
                           trailingConnection: trailingConnection, trailingSuperview: trailingSuperview,
                           range: range(from: start))
    }
}
