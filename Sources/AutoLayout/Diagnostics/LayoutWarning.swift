import VisualFormat
import LayoutIR

/// Something wrong with a layout that the engine worked around: the frames are still computed.
public enum LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with required constraints already installed; like
    /// Apple, the engine leaves it out (breaks it) and lays out without it.
    case unsatisfiable(broken: ConstraintReport, conflicting: [ConstraintReport])
    /// The solver refused a constraint for another reason (a value that is not finite).
    case rejected(ConstraintReport, reason: String)
    /// The view's position or size along these axes is not determined by its constraints.
    case ambiguous(view: String, axes: [LayoutAxis])
    /// Required constraints make the root's size differ from the size asked for.
    case rootSizeNotHonoured(requested: LayoutSize, actual: LayoutSize)

    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            var text = "Unable to satisfy constraints: breaking \(broken)"
            if conflicting.isEmpty {
                text += "; it cannot hold by itself"
            } else {
                text += "; it conflicts with " + conflicting.map(\.description).joined(separator: "; ")
            }
            return text
        case .rejected(let report, let reason):
            return "Constraint \(report) was not installed: \(reason)"
        case .ambiguous(let view, let axes):
            let names = axes.map(\.rawValue).joined(separator: " and ")
            return "Ambiguous layout: the \(names) position or size of '\(view)' is not determined by its constraints"
        case .rootSizeNotHonoured(let requested, let actual):
            return "Required constraints give the root \(actual) instead of the requested \(requested)"
        }
    }
}

/// A view whose frame the constraints leave open along some axes.
public struct AmbiguityReport: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    public var view: String
    /// The axes along which its position or size can move without violating anything.
    public var axes: [LayoutAxis]

    public init(view: String, axes: [LayoutAxis]) {
        self.view = view
        self.axes = axes
    }

    public var description: String { "\(view): \(axes.map(\.rawValue).joined(separator: ", "))" }
}
