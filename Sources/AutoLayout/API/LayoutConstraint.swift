import Cassowary
import VisualFormat
import LayoutIR

/// A handle to one constraint of an engine, whose constant, priority and activity can change
/// after it is made (like `NSLayoutConstraint`).
///
/// Each change costs one solver removal and one addition for this constraint only: the rest of
/// the system is reused.
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

    // Stored properties, declared in this order on purpose: Swift lays a class's fields out
    // as declared, so the references come first and the one-byte fields last, packed
    // together: a handle is 72 bytes, an 80-byte block (it was 88, a 96-byte block, with
    // the superview and the extras in two fields, the installed id optional and five flags
    // a byte each). What few handles need (a conflict, a name, a parked subtree, a role, a
    // place in Swift code, a constant or priority changed since it was made) is in the
    // extras; the constant, priority and multiplier it was made with are its descriptor's,
    // and its engine is the one its superview's item belongs to.

    /// The program's descriptors, shared by every handle made from it (and, through the
    /// engine's cache of compiled texts, by every handle of the same text): a handle keeps
    /// its index instead of a copy, with the names and source position it needs only for
    /// reports.
    private let source: [ConstraintDescriptor]
    /// The superview, held strongly, or, once a handle needs them, its extras, which then
    /// hold the superview (strongly, or weakly while parked): one field, as an enum of two
    /// references is one word.
    private var anchor: Anchor
    let first: ItemVariables
    let second: ItemVariables?
    let superviewItem: ItemVariables
    /// ``installed``, -1 when not installed (an optional would take a word).
    private var storedInstalled: ConstraintID = -1
    /// The index into `source`, in 32 bits: no program has 2^31 constraints (each
    /// descriptor is 120 bytes).
    private let storedIndex: Int32
    /// ``slot``, in 32 bits: a registry never holds 2^31 handles (each is 72 bytes).
    private var storedSlot: Int32 = -1
    // What translation reads on every install, and what can change, kept inline.
    /// The attribute of the first item (`width` in `a.width == b.width * 2`).
    public let firstAttribute: LayoutAttribute
    /// The attribute of the second item, or `nil` when the constraint has none.
    public let secondAttribute: LayoutAttribute?
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// `Flags`: `isActive`, `isPending`, `removalRebuilds`, `changes` and the standard
    /// spacing, in one byte.
    private var flags: UInt8 = 0

    private enum Anchor {
        case superview(LayoutView)
        case extras(HandleExtras)
    }

    private enum Flags {
        static let isActive: UInt8 = 1
        static let isPending: UInt8 = 2
        static let removalRebuilds: UInt8 = 4
        static let changes: UInt8 = 8
        /// Bits 4-5: the standard spacing (0 none, 1 sibling, 2 superview).
        static let spacingShift: UInt8 = 4
        static let spacingMask: UInt8 = 0x30
    }

    @inline(__always)
    private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }

    @inline(__always)
    private func setFlag(_ bit: UInt8, _ value: Bool) {
        if value { flags |= bit } else { flags &= ~bit }
    }

    /// The id of the solver constraint while installed.
    var installed: ConstraintID? {
        get { storedInstalled >= 0 ? storedInstalled : nil }
        set { storedInstalled = newValue ?? -1 }
    }

    /// The standard spacing the constant follows, `nil` for an explicit constant.
    private(set) var standardSpacing: ConstraintDescriptor.StandardSpacing? {
        get {
            switch (flags & Flags.spacingMask) >> Flags.spacingShift {
            case 1: return .sibling
            case 2: return .superview
            default: return nil
            }
        }
        set {
            let bits: UInt8
            switch newValue {
            case .sibling: bits = 1
            case .superview: bits = 2
            case nil: bits = 0
            }
            flags = flags & ~Flags.spacingMask | bits << Flags.spacingShift
        }
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

    /// The superview while held strongly.
    private var strongSuperview: LayoutView? {
        switch anchor {
        case .superview(let view): return view
        case .extras(let extras): return extras.strongSuperview
        }
    }

    /// What only some handles need, `nil` until one of them is set.
    private var extras: HandleExtras? {
        if case .extras(let extras) = anchor { return extras }
        return nil
    }

    /// The view whose layout text (or `|`) the constraint belongs to; positions are measured
    /// from its origin, which matters only with a multiplier other than 1.
    ///
    /// A constraint parked with a subtree out of the tree holds it weakly (the subtree holds
    /// the constraint); if the subtree is dropped meanwhile, this reads as a detached view of
    /// the same name.
    public var superview: LayoutView {
        strongSuperview ?? extras?.weakSuperview ?? LayoutView(name: superviewItem.name)
    }

    /// The factor of the second item.
    public var multiplier: Double { source[index].multiplier }

    /// The engine the handle belongs to, `nil` once it is gone: the engine of the items it
    /// was made with (a field of its own cost every handle 8 bytes and a weak reference).
    var engine: LayoutEngine? { superviewItem.owner?.engine }

    private var ensuredExtras: HandleExtras {
        switch anchor {
        case .extras(let extras):
            return extras
        case .superview(let view):
            let made = HandleExtras()
            made.strongSuperview = view
            anchor = .extras(made)
            return made
        }
    }

    /// While parked the constraint must not keep its subtree alive: the subtree keeps it.
    func holdSuperviewWeakly(_ weakly: Bool) {
        if weakly {
            guard let strong = strongSuperview else { return }
            let extras = ensuredExtras
            extras.weakSuperview = strong
            extras.strongSuperview = nil
        } else if strongSuperview == nil, let extras {
            extras.strongSuperview = extras.weakSuperview
        }
    }
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
    var role: Role { extras?.role ?? .normal }
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
    /// Where the handle is in the engine's registry while active (-1: not there).
    var slot: Int {
        get { Int(storedSlot) }
        set { storedSlot = Int32(truncatingIfNeeded: newValue) }
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

    private var index: Int { Int(storedIndex) }

    /// A handle for `source[index]`, whose inline part is `plan`.
    init(
        source: [ConstraintDescriptor], index: Int, plan: CompiledProgram.HandlePlan, superview: LayoutView,
        first: ItemVariables, second: ItemVariables?, superviewItem: ItemVariables, role: Role = .normal,
        identifier: String?, engine: LayoutEngine
    ) {
        self.source = source
        storedIndex = Int32(truncatingIfNeeded: index)
        firstAttribute = plan.firstAttribute
        secondAttribute = plan.secondAttribute
        relation = plan.relation
        anchor = .superview(superview)
        self.first = first
        self.second = second
        self.superviewItem = superviewItem
        // The handle finds its engine through the superview's item (see `engine`).
        assert(superviewItem.owner === engine.mirror.owner, "a handle's superview item belongs to its engine")
        // A name written in the text wins over the enclosing `withIdentifier` scope.
        let name = source[index].identifier ?? identifier
        var isNormal = true
        if case .normal = role {} else { isNormal = false }
        if name != nil || !isNormal {
            let made = HandleExtras()
            made.strongSuperview = superview
            made.identifier = name
            if !isNormal { made.role = role }
            anchor = .extras(made)
        }
        standardSpacing = plan.standardSpacing
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
        var d = source[index]
        d.constant = constant
        d.priority = priority
        d.standardSpacing = standardSpacing
        d.identifier = identifier
        return d
    }

    /// The constant. Setting it on a standard-spacing constraint makes it an explicit one
    /// (it no longer follows the engine's spacing). Non-finite values are ignored.
    public var constant: Double {
        get { extras?.constant ?? source[index].constant }
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
        get { extras?.priority ?? source[index].priority }
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

    /// Updates the constant of a standard-spacing constraint without making it explicit.
    func setStandardConstant(_ value: Double) {
        // The engine's spacing is usually the one the text was compiled with: nothing to keep.
        if value != constant { ensuredExtras.constant = value }
    }

    /// The statement, line and column of the layout text the constraint came from; `nil`
    /// for constraints made in code (see ``location``).
    public var origin: SourceOrigin? { source[index].origin }

    var isCollapse: Bool {
        if case .collapse = role { return true }
        return false
    }
}

/// The rarely used state of a handle (see `LayoutConstraint.extras`).
final class HandleExtras {
    /// The superview, except while the handle is parked with its subtree.
    var strongSuperview: LayoutView?
    /// The superview while the handle is parked with its subtree (which keeps the handle).
    weak var weakSuperview: LayoutView?
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
