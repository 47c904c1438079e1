/// A command and where it is in the script, for the runner's messages.
public struct ScriptStatement: Sendable {
    public var command: ScriptCommand
    /// Where the command starts (its label, for a labelled constraint).
    public var position: SourcePosition
    /// Where its operand is: the label of `remove`, the variable of `edit` and `suggest`.
    public var operandPosition: SourcePosition
    /// Where the strength of an `edit` is written (`@` of `@required`), else the operand.
    public var strengthPosition: SourcePosition

    public init(
        _ command: ScriptCommand, at position: SourcePosition,
        operand: SourcePosition? = nil, strength: SourcePosition? = nil
    ) {
        self.command = command
        self.position = position
        self.operandPosition = operand ?? position
        self.strengthPosition = strength ?? operand ?? position
    }

    public var line: Int { position.line }
}
