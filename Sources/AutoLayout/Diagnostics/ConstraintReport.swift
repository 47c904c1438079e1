import VisualFormat
import LayoutIR

/// A constraint as a warning names it: its text, where it came from, and its identifier.
public struct ConstraintReport: Hashable, Sendable, CustomStringConvertible {
    /// `a.width == 200 @750`, or for the engine's own constraints a description with the
    /// reason in parentheses (`label.width >= 120 @750 (compression resistance)`).
    public var text: String
    /// The statement, line and column the constraint came from, for layout text.
    public var origin: SourceOrigin?
    public var identifier: String?

    public init(text: String, origin: SourceOrigin? = nil, identifier: String? = nil) {
        self.text = text
        self.origin = origin
        self.identifier = identifier
    }

    init(_ constraint: LayoutConstraint) {
        self.init(text: constraint.descriptor.description, origin: constraint.descriptor.origin,
                  identifier: constraint.identifier)
    }

    /// `'a.width == 200' (id) from line 2, column 5: "H:[a(200)]"`.
    public var description: String {
        var out = "'\(text)'"
        if let identifier { out += " (\(identifier))" }
        if let origin {
            out += " from line \(origin.line), column \(origin.column): \"\(origin.statement)\""
        }
        return out
    }
}
