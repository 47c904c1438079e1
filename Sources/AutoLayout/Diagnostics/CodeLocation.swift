/// Where in Swift code a constraint was made: the file (as `#fileID` spells it,
/// `MyApp/ProfileView.swift`) and the line.
///
/// The anchor and helper APIs take `#fileID` and `#line` as default arguments, so that a
/// conflict names the Swift line of each constraint as it names the statement of a constraint
/// made from layout text.
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file, `Module/File.swift`.
    public var file: String
    /// The line, from 1.
    public var line: Int

    /// A location in Swift code.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `MyApp/ProfileView.swift:42`.
    public var description: String { "\(file):\(line)" }
}
