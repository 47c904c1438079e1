/// A command and where it is in the script, for the runner's messages.
package struct ScriptStatement: Sendable {
    package var command: ScriptCommand
    /// Where the command starts (its label, for a labelled constraint).
    package var position: SourcePosition
    /// Where its operand is: the label of `remove`, the variable of `edit` and `suggest`.
    package var operandPosition: SourcePosition
    /// Where the strength of an `edit` is written (`@` of `@required`), else the operand.
    package var strengthPosition: SourcePosition

    package init(
        _ command: ScriptCommand, at position: SourcePosition,
        operand: SourcePosition? = nil, strength: SourcePosition? = nil
    ) {
        self.command = command
        self.position = position
        self.operandPosition = operand ?? position
        self.strengthPosition = strength ?? operand ?? position
    }

    package var line: Int { position.line }
}
