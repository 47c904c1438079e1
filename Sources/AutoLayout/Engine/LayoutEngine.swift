import LayoutSupport
import Cassowary
import VisualFormat
import LayoutIR

/// Lays out one view tree: installs constraints from layout text or code into one incremental
/// Cassowary solver and turns its solution into frames.
///
/// The engine is a class with mutable state and is not `Sendable`: use one engine from one
/// task at a time. Independent engines share nothing and may run in parallel.
///
/// Every change is incremental: the solver is kept between layouts, and each operation adds,
/// removes or edits only the constraints it concerns. The cost of each is given in its
/// documentation, with *c* the number of installed constraints and *n* the number of views.
public final class LayoutEngine {
    /// The root of the tree; laid out at the size given to ``layout(width:height:)``.
    public let root: LayoutView

    /// Spacing, direction and scale. Changing the direction reinstalls only the constraints
    /// that use `leading` or `trailing`; changing a spacing reinstalls only the constraints
    /// made from standard spacing; changing the scale costs nothing until the next layout.
    /// O(*c*) to find them plus one solver removal and addition each.
    public var options: LayoutEngineOptions {
        didSet { optionsDidChange(from: oldValue) }
    }

    var solver = Solver()
    var items: [ObjectIdentifier: ItemVariables] = [:]
    let rootItem: ItemVariables
    /// The views of the tree at the last layout, parents before children.
    var treeOrder: [ItemVariables] = []
    /// Set when the tree changed: the next layout walks it all.
    var needsTreeWalk = true
    /// Views whose properties changed since the last layout.
    var changedViews: [LayoutView] = []
    /// Active handles by identity, with their order of activation for stable reports.
    var active: [ObjectIdentifier: (order: Int, constraint: LayoutConstraint)] = [:]
    var activationCounter = 0
    /// Who made each solver constraint, to name the conflicting ones in warnings.
    var owners: [LinearConstraint: ConstraintOwner] = [:]
    /// Intrinsic constraints the solver refused, per view.
    var brokenIntrinsic: [ObjectIdentifier: [LayoutWarning]] = [:]
    /// Set when a constraint leaves the solver, so that broken ones are retried.
    var needsRetry = false
    var rootSize = LayoutSize.zero
    var rootWarning: LayoutWarning?
    /// Snapped absolute frames of the last layout.
    var absoluteFrames: [ObjectIdentifier: LayoutRect] = [:]
    var zIndices: [ObjectIdentifier: Int] = [:]
    var cachedAmbiguity: [AmbiguityReport]?

    // Scopes of the code APIs (see `withPriority`, `withIdentifier`, `makeWithoutInstalling`).
    var priorityScope: [LayoutPriority] = []
    var identifierScope: [String] = []
    var uninstalledScope: [[LayoutConstraint]] = []
    /// Set while the engine moves views itself (into a stack's container), which keeps their
    /// constraints.
    var isRearranging = false

    /// Creates an engine for the tree under `root`. O(1): views are read at the first layout.
    public init(root: LayoutView, options: LayoutEngineOptions = .init()) {
        self.root = root
        self.options = options
        rootItem = ItemVariables(name: root.name, view: root)
        items[ObjectIdentifier(root)] = rootItem
        let pins = [
            LinearConstraint(LinearExpression(rootItem.left), .equal),
            LinearConstraint(LinearExpression(rootItem.top), .equal),
        ]
        for pin in pins {
            // A fresh solver accepts these two independent constraints.
            if (try? solver.add(pin)) != nil { owners[pin] = .engine("\(root.name) origin == (0, 0)") }
        }
        try? solver.addEditVariable(rootItem.width, strength: Priorities.rootSize)
        try? solver.addEditVariable(rootItem.height, strength: Priorities.rootSize)
        root.observers.append(EngineObserver(self))
    }

    /// Lays out at the last size given (initially 0 x 0).
    public func layout() {
        layout(width: rootSize.width, height: rootSize.height)
    }

    /// Lays out the root at the given size and updates every frame.
    ///
    /// Cost: O(*n*) to find views whose properties changed (each changed view reinstalls only
    /// its own intrinsic constraints), two `suggestValue` calls for the size (the solver's
    /// incremental dual simplex, not a rebuild), one more solve per pass while measured text
    /// changes height, and O(*n*) for frames. Non-finite sizes are ignored.
    public func layout(width: Double, height: Double) {
        if width.isFinite, height.isFinite { rootSize = LayoutSize(width: width, height: height) }
        syncTree()
        retryBrokenConstraints()
        do {
            try solver.suggestValue(rootSize.width, for: rootItem.width)
            try solver.suggestValue(rootSize.height, for: rootItem.height)
        } catch {
            rootWarning = .rejected(ConstraintReport(text: "root size \(rootSize)"), reason: error.description)
        }
        var passes = 0
        while passes < 4, remeasure() { passes += 1 }
        solver.updateVariables()
        computeFrames()
        let actual = LayoutSize(width: solver.value(of: rootItem.width), height: solver.value(of: rootItem.height))
        if abs(actual.width - rootSize.width) > Tolerance.length || abs(actual.height - rootSize.height) > Tolerance.length {
            rootWarning = .rootSizeNotHonoured(requested: rootSize, actual: actual)
        } else {
            rootWarning = nil
        }
        cachedAmbiguity = nil
    }

    /// The frame relative to the view's superview (the root's is `(0, 0, width, height)`), as
    /// of the last layout; `.zero` for a view the last layout did not see.
    public func frame(of view: LayoutView) -> LayoutRect {
        guard var rect = absoluteFrames[ObjectIdentifier(view)] else { return .zero }
        if let parent = view.superview, view !== root, let origin = absoluteFrames[ObjectIdentifier(parent)] {
            rect.x = rect.x - origin.x + 0
            rect.y = rect.y - origin.y + 0
        }
        return rect
    }

    /// The frame relative to the root, as of the last layout.
    public func absoluteFrame(of view: LayoutView) -> LayoutRect {
        absoluteFrames[ObjectIdentifier(view)] ?? .zero
    }

    /// Stacking order from `Z:` statements: higher is on top; `nil` when none was set.
    public func zIndex(of view: LayoutView) -> Int? {
        zIndices[ObjectIdentifier(view)]
    }

    /// Warnings of the current state: broken (conflicting) constraints with their source, a
    /// root size the required constraints overrule, and ambiguous views.
    ///
    /// Ambiguity is computed on first access after a layout (see ``ambiguousViews()``).
    public var warnings: [LayoutWarning] {
        var out: [LayoutWarning] = []
        for entry in active.values.sorted(by: { $0.order < $1.order }) {
            if let conflict = entry.constraint.conflict, entry.constraint.installed == nil { out.append(conflict) }
        }
        for item in treeOrder {
            out.append(contentsOf: brokenIntrinsic[ObjectIdentifier(item)] ?? [])
        }
        if let rootWarning { out.append(rootWarning) }
        out.append(contentsOf: ambiguousViews().map { .ambiguous(view: $0.view, axes: $0.axes) })
        return out
    }

    /// Every active constraint, in order of activation.
    public var constraints: [LayoutConstraint] {
        active.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The active constraints that are broken (left out because they conflict).
    public var brokenConstraints: [LayoutConstraint] {
        constraints.filter(\.isBroken)
    }

    /// Deactivates the constraints (Apple's `removeConstraints`). One solver removal each;
    /// broken constraints are retried at the next layout.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints where constraint.engine === self {
            constraint.isActive = false
        }
    }

    /// Asks the view's `measure` again at the next layout (its content changed).
    /// Costs one reinstall of the view's intrinsic constraints.
    public func invalidateIntrinsicSize(of view: LayoutView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        item.measuredSize = nil
        item.measuredHeightForWidth = nil
        changedViews.append(view)
    }

    // MARK: - Internals

    /// The variables of a view, made on first use.
    func item(for view: LayoutView) -> ItemVariables {
        if let item = items[ObjectIdentifier(view)] { return item }
        let item = ItemVariables(name: view.name, view: view)
        items[ObjectIdentifier(view)] = item
        return item
    }

    func optionsDidChange(from old: LayoutEngineOptions) {
        let directionChanged = old.direction != options.direction
        let spacingChanged = old.siblingSpacing != options.siblingSpacing
            || old.superviewSpacing != options.superviewSpacing
        guard directionChanged || spacingChanged else { return }
        for constraint in constraints {
            let d = constraint.descriptor
            let usesDirection = [d.firstAttribute, d.secondAttribute].contains { $0 == .leading || $0 == .trailing }
            if (directionChanged && usesDirection) || (spacingChanged && d.standardSpacing != nil) {
                reinstall(constraint)
            }
        }
    }

    /// Snaps absolute edges once, so that siblings sharing an edge never drift apart.
    func computeFrames() {
        // One read of the solver for the whole pass: reading a struct stored in a class
        // property copies it per access (a retain per array it holds), four times per view.
        let solver = self.solver
        absoluteFrames.removeAll(keepingCapacity: true)
        for item in treeOrder {
            guard let view = item.view else { continue }
            let rect = PixelSnapping.snap(
                left: solver.value(of: item.left), top: solver.value(of: item.top),
                width: solver.value(of: item.width), height: solver.value(of: item.height),
                scale: options.scale)
            absoluteFrames[ObjectIdentifier(view)] = rect
        }
    }
}

/// Who made a solver constraint.
enum ConstraintOwner {
    case handle(LayoutConstraint)
    case engine(String)
}
