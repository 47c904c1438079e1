import VisualFormat
import LayoutIR

/// A constraint as a warning names it: its text, where it came from, and its identifier.
public struct ConstraintReport: Hashable, Sendable, CustomStringConvertible {
    /// `a.width == 200 @750`, or for the engine's own constraints a description with the
    /// reason in parentheses (`label.width >= 120 @750 (compression resistance)`).
    public var text: String
    /// The statement, line and column the constraint came from, for layout text.
    public var origin: SourceOrigin?
    /// The constraint's name: ``LayoutConstraint/identifier``, given in code or in text
    /// (`H:[a(100)] <width>`).
    public var identifier: String?
    /// The Swift file and line that made the constraint, for the anchor and helper APIs.
    public var location: CodeLocation?

    /// A report of a constraint.
    public init(text: String, origin: SourceOrigin? = nil, identifier: String? = nil, location: CodeLocation? = nil) {
        self.text = text
        self.origin = origin
        self.identifier = identifier
        self.location = location
    }

    init(_ constraint: LayoutConstraint) {
        var descriptor = constraint.descriptor
        // The identifier is shown once, from the report's own field.
        descriptor.identifier = nil
        self.init(text: descriptor.description, origin: descriptor.origin,
                  identifier: constraint.identifier, location: constraint.location)
    }

    /// `'a.width == 200' (id) from line 2, column 5: "H:[a(200)]"`, or for a constraint made
    /// in code `'a.width == 200' (id) from MyApp/ProfileView.swift:42`.
    public var description: String {
        var out = "'\(text)'"
        if let identifier { out += " (\(identifier))" }
        if let origin {
            out += " from line \(origin.line), column \(origin.column): \"\(origin.statement)\""
        } else if let location {
            out += " from \(location)"
        }
        return out
    }
}
