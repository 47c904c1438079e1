import VisualFormat
import LayoutIR

/// Why the engine refused a request. Nothing is installed when one is thrown.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A priority outside `0 < p <= 1000`.
    case invalidPriority(LayoutPriority, constraint: String)
    /// A constant or multiplier that is not finite.
    case nonFiniteValue(constraint: String)
    /// Attributes that cannot be related: a position with a size, or positions on different
    /// axes.
    case incompatibleAttributes(LayoutAttribute, LayoutAttribute, constraint: String)
    /// A constraint names a helper item that its program does not declare.
    case unknownHelper(String)
    /// The view is not in the engine's tree.
    case viewNotInTree(String)
    /// The operation needs a superview and the view has none.
    case missingSuperview(String)
    /// An operation needs more views than it got (aligning views needs at least two).
    case tooFewViews(needed: Int, got: Int)
    /// A name the tree has no view of (and views were not to be created), with the closest
    /// name the tree has, if one is close.
    case unknownView(String, suggestion: String?)
    /// The constraints name the view they are laid out in (their superview), which they
    /// must call `|`.
    case superviewByName(String)
    /// Inside ``LayoutEngine/updateConstraints(_:)``: no active constraint has the items,
    /// attributes, relation and multiplier of the one described, so there is nothing to
    /// update.
    case noConstraintToUpdate(constraint: String)
    /// Views distributed along an axis cannot be aligned on a line that runs along it
    /// (PureLayout's `alignedTo:` check): a row aligns on a horizontal line (top, bottom,
    /// centerY, a baseline), a column on a vertical one (left, right, leading, trailing,
    /// centerX).
    case alignmentAlongDistribution(LayoutAlignment, axis: LayoutAxis)

    /// What was refused and why, with a hint where one helps.
    public var description: String {
        switch self {
        case .invalidPriority(let p, let c):
            return "invalid priority \(p) in '\(c)': priorities must be in 0 < p <= 1000"
        case .nonFiniteValue(let c):
            return "constant or multiplier is not finite in '\(c)'"
        case .incompatibleAttributes(let a, let b, let c):
            return "cannot relate \(a) to \(b) in '\(c)': relate positions on the same axis, or sizes"
        case .unknownHelper(let name):
            return "the constraint names the helper '\(name)', which its program does not declare"
        case .viewNotInTree(let name):
            return "the view '\(name)' is not in the engine's tree (hint: add it with addSubview first)"
        case .missingSuperview(let name):
            return "the view '\(name)' has no superview (hint: add it with addSubview first)"
        case .tooFewViews(let needed, let got):
            return "the operation needs at least \(needed) view\(needed == 1 ? "" : "s"), got \(got)"
        case .unknownView(let name, let suggestion):
            var text = "unknown view '\(name)': the tree has no view of that name"
            text += suggestion.map { " (hint: did you mean '\($0)'?)" }
                ?? " (hint: add it with addSubview first, or pass creatingViews: true)"
            return text
        case .superviewByName(let name):
            return "'\(name)' is the view these constraints are laid out in (hint: write '|' for it)"
        case .noConstraintToUpdate(let constraint):
            return "no active constraint like '\(constraint)' to update (hint: make it first, outside updateConstraints)"
        case .alignmentAlongDistribution(let alignment, let axis):
            let valid = LayoutAlignment.allCases.filter { $0.isValid(forDistributionAlong: axis) }
            return "cannot align views distributed \(axis == .horizontal ? "horizontally" : "vertically") on their "
                + "\(alignment.rawValue): that line runs along the distribution (hint: align them on "
                + valid.map(\.rawValue).joined(separator: ", ") + ")"
        }
    }
}

extension LayoutError {
    /// The identifier of the diagnostic a refusal of a constraint from text renders as
    /// (`layout.incompatibleAttributes`).
    public var diagnosticID: DiagnosticID {
        switch self {
        case .invalidPriority: return DiagnosticID("layout.invalidPriority")
        case .nonFiniteValue: return DiagnosticID("layout.nonFiniteValue")
        case .incompatibleAttributes: return DiagnosticID("layout.incompatibleAttributes")
        case .unknownHelper: return DiagnosticID("layout.unknownHelper")
        case .viewNotInTree: return DiagnosticID("layout.viewNotInTree")
        case .missingSuperview: return DiagnosticID("layout.missingSuperview")
        case .tooFewViews: return DiagnosticID("layout.tooFewViews")
        case .unknownView: return DiagnosticID("layout.unknownView")
        case .superviewByName: return .superviewByName
        case .noConstraintToUpdate: return DiagnosticID("layout.noConstraintToUpdate")
        case .alignmentAlongDistribution: return DiagnosticID("layout.alignmentAlongDistribution")
        }
    }
}

/// The diagnostics of the engine's own checks of layout text (`layout.*`).
extension DiagnosticID {
    /// `[login(44)]` in a text laid out in the view `login`: the superview is `|`.
    public static let superviewByName = DiagnosticID("layout.superviewByName")
    /// In a document, a view name declared nowhere (it becomes a new view) that is close to a
    /// declared one: probably a typo. A warning; an error in a strict document.
    public static let undeclaredView = DiagnosticID("document.undeclaredView")
}
