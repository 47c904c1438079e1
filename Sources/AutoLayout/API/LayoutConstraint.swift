import Cassowary
import VisualFormat
import LayoutIR

/// A handle to one constraint of an engine, whose constant, priority and activity can change
/// after it is made (like `NSLayoutConstraint`).
///
/// Each change costs one solver removal and one addition for this constraint only: the rest of
/// the system is reused.
public final class LayoutConstraint {
    /// What the constraint hides or shows: QuickVFL's hide toggle is a size constraint that
    /// makes its view's own required sizes yield while it is active.
    enum Role {
        case normal
        case collapse(LayoutAxis)
    }

    private var base: ConstraintDescriptor
    /// The view whose layout text (or `|`) the constraint belongs to; positions are measured
    /// from its origin, which matters only with a multiplier other than 1.
    public let superview: LayoutView
    /// A name for debugging, shown in warnings.
    public var identifier: String?

    let first: ItemVariables
    let second: ItemVariables?
    let superviewItem: ItemVariables
    let role: Role
    weak var engine: LayoutEngine?
    /// The solver constraint while installed.
    var installed: LinearConstraint?
    /// Why the constraint could not be installed, while it is broken.
    var conflict: LayoutWarning?
    /// Where the handle is in the engine's registry while active (-1: not there).
    var slot = -1
    /// Whether the handle waits in the engine's queue for the next batch.
    var isPending = false
    /// The item whose subtree left the tree with this constraint wholly inside it: the
    /// constraint is parked there until the subtree comes back.
    weak var parkedIn: ItemVariables?

    init(
        descriptor: ConstraintDescriptor, superview: LayoutView, first: ItemVariables,
        second: ItemVariables?, superviewItem: ItemVariables, role: Role = .normal,
        identifier: String?, engine: LayoutEngine
    ) {
        base = descriptor
        self.superview = superview
        self.first = first
        self.second = second
        self.superviewItem = superviewItem
        self.role = role
        self.identifier = identifier
        self.engine = engine
    }

    /// The constraint as it stands: its constant and priority are the current ones.
    public var descriptor: ConstraintDescriptor { base }

    /// The constant. Setting it on a standard-spacing constraint makes it an explicit one
    /// (it no longer follows the engine's spacing). Non-finite values are ignored.
    /// Whether the handle has changed since it was made (constant, priority, activity): such
    /// a handle goes into the solver as a tracked equality, whose next change is a pivot.
    var changes = false

    public var constant: Double {
        get { base.constant }
        set {
            guard newValue.isFinite, newValue != base.constant || base.standardSpacing != nil else { return }
            base.constant = newValue
            base.standardSpacing = nil
            engine?.constraintDidChange(self)
        }
    }

    /// The priority; values outside `0 < p <= 1000` are clamped into it.
    public var priority: LayoutPriority {
        get { base.priority }
        set {
            let clamped = LayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != base.priority else { return }
            base.priority = clamped
            engine?.constraintDidChange(self)
        }
    }

    /// Whether the constraint takes part in layout. A constraint that conflicts with required
    /// ones stays active but broken (see ``isBroken``) and is retried when constraints change.
    public var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { engine?.activate(self) } else { engine?.deactivate(self) }
        }
    }

    /// Whether the constraint is active but left out of the solver because it conflicts with
    /// required constraints.
    ///
    /// Installs the constraints waiting for the next layout first (see
    /// ``LayoutEngine/layout(width:height:)``).
    public var isBroken: Bool {
        if isPending { engine?.flushPending() }
        return isActive && installed == nil && conflict != nil
    }

    /// The view the constraint's first item is, or `nil` for a helper item.
    public var firstView: LayoutView? { first.view }
    /// The view the second item is, or `nil` for none or a helper.
    public var secondView: LayoutView? { second?.view }

    /// Updates the constant of a standard-spacing constraint without making it explicit.
    func setStandardConstant(_ value: Double) { base.constant = value }

    var isCollapse: Bool {
        if case .collapse = role { return true }
        return false
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The descriptor, with the identifier and origin when known.
    public var description: String {
        ConstraintReport(self).description
    }
}
