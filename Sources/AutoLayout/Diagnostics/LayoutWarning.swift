import LayoutSupport
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
    /// The layout gives the view a negative width or height (its frame, relative to its
    /// superview): its constraints ask for more room than there is, or place its far edge
    /// before its near one.
    case negativeSize(view: String, frame: LayoutRect)
    /// Views whose rules depend on each other in a cycle (each listed view's rules read the
    /// next view or lie in it; the first is repeated at the end). Rules are checked for cycles
    /// when they are made, so this comes from moving views in the tree afterwards; the views
    /// were laid out in the order the engine met them.
    case ruleCycle(views: [String])
    /// Views whose rules still changed after the engine's last evaluation pass: rules that
    /// read views placed by constraints that depend on them in turn, without settling.
    case rulesDidNotSettle(views: [String])

    /// The warning in one line, naming each constraint with where it came from.
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
        case .negativeSize(let view, let frame):
            let sides = [frame.width < -Tolerance.length ? "width" : nil, frame.height < -Tolerance.length ? "height" : nil].compactMap { $0 }
            return "Negative size: the constraints give '\(view)' the frame \(frame), whose "
                + sides.joined(separator: " and ") + (sides.count == 1 ? " is" : " are") + " negative"
        case .ruleCycle(let views):
            return "Rules depend on each other in a cycle: \(views.joined(separator: " → ")); laid out in the order met"
        case .rulesDidNotSettle(let views):
            return "Rules did not settle after \(LayoutEngine.maximumRulePasses) passes: "
                + views.map { "'\($0)'" }.joined(separator: ", ")
                + " still moved (rules that read views whose constraints read them back)"
        }
    }

    /// The warning with every report equal to `old` replaced by `new` (a constraint renamed).
    func replacing(_ old: ConstraintReport, with new: ConstraintReport) -> LayoutWarning {
        func swap(_ report: ConstraintReport) -> ConstraintReport { report == old ? new : report }
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            return .unsatisfiable(broken: swap(broken), conflicting: conflicting.map(swap))
        case .rejected(let report, let reason):
            return .rejected(swap(report), reason: reason)
        case .ambiguous, .rootSizeNotHonoured, .negativeSize, .ruleCycle, .rulesDidNotSettle:
            return self
        }
    }
}

/// A view whose frame the constraints leave open along some axes.
public struct AmbiguityReport: Hashable, Sendable, CustomStringConvertible {
    /// The view's name.
    public var view: String
    /// The axes along which its position or size can move without violating anything.
    public var axes: [LayoutAxis]

    /// A report of an ambiguous view.
    public init(view: String, axes: [LayoutAxis]) {
        self.view = view
        self.axes = axes
    }

    /// `a: horizontal, vertical`.
    public var description: String { "\(view): \(axes.map(\.rawValue).joined(separator: ", "))" }
}
