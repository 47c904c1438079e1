import Cassowary
import VisualFormat
import LayoutIR

/// A handle to one constraint of an engine, whose constant, priority and activity can change
/// after it is made (like `NSLayoutConstraint`).
///
/// Each change costs one solver removal and one addition for this constraint only: the rest of
/// the system is reused.
///
/// The engine keeps its constraints as records, not objects, and makes a handle only when one
/// is asked for: read from the ``LayoutConstraintList`` `addConstraints` returns, found by a
/// lookup such as ``LayoutEngine/constraint(withIdentifier:in:)`` or
/// ``LayoutEngine/constraints``, or named in a conflict. While a handle is kept, every lookup of its constraint gives that same
/// object (`===`); once it is dropped, the next lookup makes a new one, which reads the same
/// state (constant, priority, activity, identifier), since that state is the engine's. So a
/// layout made from text costs no object per constraint, and a handle costs nothing while
/// nobody holds it.
///
/// A handle is not `Sendable`: it changes its engine's state, so use it where the engine is used.
public final class LayoutConstraint {
    /// What the constraint hides or shows: QuickVFL's hide toggle is a size constraint that
    /// makes its view's own required sizes yield while it is active.
    enum Role {
        case normal
        case collapse(LayoutAxis)
        /// A `//viewport` constraint on its text's superview (see `ViewportConstraints.swift`).
        case viewport(ViewportRole)
    }

    /// The engine's records, which hold what the handle reads and changes: a handle is made
    /// only when asked for, and the records remember it while it lives, so that every lookup
    /// gives the same object (see `ConstraintRecords`). Held strongly: a handle outlives its
    /// engine and still describes itself.
    let records: ConstraintRecords
    /// The record's id.
    let id: Int32

    init(records: ConstraintRecords, id: Int32) {
        self.records = records
        self.id = id
    }

    deinit { records.handleDidEnd(id) }

    private typealias Flags = ConstraintRecords.Flags

    @inline(__always)
    private func flag(_ bit: UInt8) -> Bool { records.flag(id, bit) }

    @inline(__always)
    private func setFlag(_ bit: UInt8, _ value: Bool) { records.setFlag(id, bit, value) }

    var first: ItemVariables { records.first(id) }
    var second: ItemVariables? { records.second(id) }
    var superviewItem: ItemVariables { records.superviewItem(id) }

    /// The attribute of the first item (`width` in `a.width == b.width * 2`).
    public var firstAttribute: LayoutAttribute { records.packed(id).firstAttribute }
    /// The attribute of the second item, or `nil` when the constraint has none.
    public var secondAttribute: LayoutAttribute? { records.packed(id).secondAttribute }
    /// How the two sides compare.
    public var relation: LayoutRelation { records.packed(id).relation }

    /// The id of the solver constraint while installed.
    var installed: ConstraintID? {
        get { records.installed(id) }
        set { records.setInstalled(id, newValue) }
    }

    /// The standard spacing the constant follows, `nil` for an explicit constant.
    private(set) var standardSpacing: ConstraintDescriptor.StandardSpacing? {
        get { records.standardSpacing(id) }
        set { records.setStandardSpacing(id, newValue) }
    }
    /// Whether the handle waits in the engine's queue for the next batch.
    var isPending: Bool {
        get { flag(Flags.isPending) }
        set { setFlag(Flags.isPending, newValue) }
    }
    /// Whether taking it out of the solver rebuilds the solver (a compact required
    /// equality), so that the engine batches such removals.
    var removalRebuilds: Bool {
        get { flag(Flags.removalRebuilds) }
        set { setFlag(Flags.removalRebuilds, newValue) }
    }
    /// Whether the handle has changed since it was made (constant, priority, activity): such
    /// a handle goes into the solver as a tracked equality, whose next change is a pivot.
    var changes: Bool {
        get { flag(Flags.changes) }
        set { setFlag(Flags.changes, newValue) }
    }
    /// Whether the constraint takes part in layout. A constraint that conflicts with required
    /// ones stays active but broken (see ``isBroken``) and is retried when constraints change.
    public var isActive: Bool {
        get { flag(Flags.isActive) }
        set {
            guard newValue != isActive else { return }
            setFlag(Flags.isActive, newValue)
            if newValue { engine?.activate(self) } else { engine?.deactivate(self) }
        }
    }

    /// What only some handles need, `nil` until one of them is set.
    private var extras: HandleExtras? { records.extras(id) }

    /// The view whose layout text (or `|`) the constraint belongs to; positions are measured
    /// from its origin, which matters only with a multiplier other than 1.
    ///
    /// The constraint does not keep it alive (the tree does while the constraint is active,
    /// and a constraint parked with a subtree out of the tree must not keep the subtree): once
    /// the view is gone, this reads as a detached view of the same name.
    public var superview: LayoutView {
        superviewItem.view ?? LayoutView(name: superviewItem.name)
    }

    /// The factor of the second item.
    public var multiplier: Double { records.multiplier(id) }

    /// The engine the handle belongs to, `nil` once it is gone: the engine of the items it
    /// was made with.
    var engine: LayoutEngine? { superviewItem.owner?.engine }

    private var ensuredExtras: HandleExtras { records.ensuredExtras(id) }

    /// The constraint's name, shown in warnings and reports and found again by
    /// ``LayoutEngine/constraints(withIdentifier:in:)``: the name given in text
    /// (`H:[a(100)] <width>`), else the innermost ``LayoutEngine/withIdentifier(_:_:)``
    /// around the code that made it, else `nil`. Setting it changes how later warnings name
    /// the constraint, including conflicts already found.
    public var identifier: String? {
        get { extras?.identifier }
        set {
            let old = extras?.identifier
            guard newValue != old else { return }
            ensuredExtras.identifier = newValue
            engine?.identifierDidChange(self, from: old)
        }
    }
    /// Where in Swift code the anchor or helper API made the constraint (`#fileID`, `#line`).
    var codeFile: StaticString? {
        get { extras?.codeFile }
        set { if newValue != nil || extras != nil { ensuredExtras.codeFile = newValue } }
    }
    var codeLine: UInt {
        get { extras?.codeLine ?? 0 }
        set { if newValue != 0 || extras != nil { ensuredExtras.codeLine = newValue } }
    }

    /// The Swift file and line that made the constraint, for constraints made with the anchor
    /// and helper APIs; `nil` for constraints made from text (their ``origin`` says where) or
    /// from descriptors.
    public var location: CodeLocation? {
        codeFile.map { CodeLocation(file: "\($0)", line: Int(codeLine)) }
    }

    /// What the constraint hides or shows (`normal` for all but a few).
    var role: Role { records.role(id) }
    /// Why the constraint could not be installed, while it is broken (boxed: a warning is
    /// large and rare).
    var conflictBox: WarningBox? {
        get { extras?.conflict }
        set { if newValue != nil || extras != nil { ensuredExtras.conflict = newValue } }
    }
    var conflict: LayoutWarning? {
        get { extras?.conflict?.warning }
        set {
            // Most uninstalls clear a conflict that was never there: nothing to tell then.
            if extras?.conflict != nil || newValue != nil { engine?.warningsMayHaveChanged() }
            conflictBox = newValue.map(WarningBox.init)
        }
    }
    /// How many hidden views close this gap: while any does, it is installed with the
    /// constant 0 (`Collapsing/HiddenArrangement.swift`).
    var gapClosers: Int {
        get { extras?.gapClosers ?? 0 }
        set { if newValue != 0 || extras != nil { ensuredExtras.gapClosers = newValue } }
    }
    /// The item whose subtree left the tree with this constraint wholly inside it: the
    /// constraint is parked there until the subtree comes back.
    var parkedIn: ItemVariables? {
        get { extras?.parkedIn }
        set { if newValue != nil || extras != nil { ensuredExtras.parkedIn = newValue } }
    }

    /// A new record for `source[index]`, whose inline part is `plan`, and its handle.
    convenience init(
        source: [ConstraintDescriptor], index: Int, plan: CompiledProgram.HandlePlan, superview: LayoutView,
        first: ItemVariables, second: ItemVariables?, superviewItem: ItemVariables, role: Role = .normal,
        identifier: String?, engine: LayoutEngine
    ) {
        // The handle finds its engine through the superview's item (see `engine`).
        assert(superviewItem.owner === engine.mirror.owner, "a handle's superview item belongs to its engine")
        let records = engine.records
        let id = records.make(
            source: source, index: index, plan: plan, superview: superview, first: first, second: second,
            superviewItem: superviewItem, role: role, identifier: identifier)
        self.init(records: records, id: id)
        records.adopt(self)
    }

    convenience init(
        descriptor: ConstraintDescriptor, superview: LayoutView, first: ItemVariables,
        second: ItemVariables?, superviewItem: ItemVariables, role: Role = .normal,
        identifier: String?, engine: LayoutEngine
    ) {
        let plan = CompiledProgram.HandlePlan(
            first: .none, second: .none, firstAttribute: descriptor.firstAttribute,
            secondAttribute: descriptor.secondAttribute, relation: descriptor.relation,
            multiplier: descriptor.multiplier, standardSpacing: descriptor.standardSpacing)
        self.init(
            source: [descriptor], index: 0, plan: plan, superview: superview, first: first, second: second,
            superviewItem: superviewItem, role: role, identifier: identifier, engine: engine)
    }

    /// The constraint as it stands: its constant and priority are the current ones.
    public var descriptor: ConstraintDescriptor {
        var d = records.descriptor(id)
        d.constant = constant
        d.priority = priority
        d.standardSpacing = standardSpacing
        d.identifier = identifier
        return d
    }

    /// The constant. Setting it on a standard-spacing constraint makes it an explicit one
    /// (it no longer follows the engine's spacing). Non-finite values are ignored.
    public var constant: Double {
        get { records.constant(id) }
        set {
            guard newValue.isFinite, newValue != constant || standardSpacing != nil else { return }
            ensuredExtras.constant = newValue
            standardSpacing = nil
            engine?.constraintDidChange(self)
        }
    }

    /// The priority; a value outside `1...1000` is clamped into it (so a fractional priority
    /// below 1, valid when the constraint is made, becomes 1 when set here), rather than
    /// trapping as `NSLayoutConstraint` does. A change costs one solver removal and addition.
    public var priority: LayoutPriority {
        get { records.priority(id) }
        set {
            let clamped = LayoutPriority(min(max(newValue.rawValue, 1), 1000))
            guard clamped != priority else { return }
            ensuredExtras.priority = clamped
            engine?.constraintDidChange(self)
        }
    }

    /// Whether the constraint is active but left out of the solver because it conflicts with
    /// required constraints.
    ///
    /// Installs the constraints waiting for the next layout first (see
    /// ``LayoutEngine/layout(width:height:)``).
    public var isBroken: Bool {
        if isPending { engine?.flushPendingForQuery() }
        return isActive && installed == nil && conflict != nil
    }

    /// The view the constraint's first item is, or `nil` for a helper item.
    public var firstView: LayoutView? { first.view }
    /// The view the second item is, or `nil` for none or a helper.
    public var secondView: LayoutView? { second?.view }

    /// The statement, line and column of the layout text the constraint came from; `nil`
    /// for constraints made in code (see ``location``).
    public var origin: SourceOrigin? { records.descriptor(id).origin }

    var isCollapse: Bool { records.isCollapse(id) }
}

/// The rarely used state of a handle (see `LayoutConstraint.extras`).
final class HandleExtras {
    /// The record's handle while one lives (see `ConstraintRecords.Tail`).
    unowned(safe) var handle: LayoutConstraint?
    var codeFile: StaticString?
    var codeLine: UInt = 0
    weak var parkedIn: ItemVariables?
    var identifier: String?
    var conflict: WarningBox?
    var gapClosers = 0
    var role = LayoutConstraint.Role.normal
    /// The constant and priority once changed (else the descriptor's).
    var constant: Double?
    var priority: LayoutPriority?
}

/// A warning behind one reference.
final class WarningBox {
    let warning: LayoutWarning
    init(_ warning: LayoutWarning) { self.warning = warning }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The descriptor, with the identifier and origin when known.
    public var description: String {
        ConstraintReport(self).description
    }
}
