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
/// removes or edits only the constraints it concerns. Constraints added or activated wait for
/// the next layout (or the first query that needs them installed, such as ``warnings``) and go
/// in as one batch, inner layouts first, so the order of the calls changes neither the result
/// nor the cost. The cost of each operation is given in its documentation, with *c* the number
/// of installed constraints and *n* the number of views.
///
/// Behind this facade, each part has one job:
/// - `ViewMirror`: the items of the views in the tree, the tree order, changed views;
/// - `ConstraintRecords`: every constraint as a record by id, and its handle while one lives;
/// - `ConstraintRegistry`: the active records and who made each solver constraint;
/// - `InstallQueue` and `ConstraintInstaller.swift`: records into and out of the solver;
///   `ConstraintTranslation`: an IR constraint as a solver constraint;
/// - `FrameStore`: what the last layout produced: frames in tree order, the root's size;
/// - `WarningReporting.swift`: telling ``warningHandler`` of new problems, once each;
/// - `ProgramCache`: compiled layout texts; `NameResolution.swift`: names to views;
/// - `CodeScopes`: the scopes of the code APIs;
/// - `RuleRegistry` and `Rules/RuleEvaluation.swift`: CSLayout's rules, evaluated one way in
///   dependency order after each solve and held by constraints whose constants follow them.
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
    let rootItem: ItemVariables
    var mirror: ViewMirror
    /// The constraints' records, which handles read (`ConstraintRecords`).
    let records: ConstraintRecords
    var registry: ConstraintRegistry
    var queue = InstallQueue()
    var frames = FrameStore()
    var programs = ProgramCache()
    /// The programs of the last texts compiled (see `RecentPrograms`).
    var recentPrograms = RecentPrograms()
    /// The views by name, for names in layout text (`NameResolution.swift`).
    var viewNames = ViewNameIndex()
    var scopes = CodeScopes()
    /// The views with CSLayout rules, evaluated after each solve (`RuleEvaluation.swift`).
    var ruleViews = RuleRegistry()
    /// The active `//viewport` constraints (`ViewportConstraints.swift`).
    var activeViewports: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The engine's own solver constraints (the root's origin), with their text.
    var engineConstraints: [(LinearConstraint, String)] = []
    /// The size last suggested to the root's edit variables, and the constraints a required
    /// root size broke, tried again when it changes (`Sizing/RootSizing.swift`).
    var rootSizeSuggested = LayoutSize.zero
    var rootBroken: [LayoutConstraint] = []
    var cachedAmbiguity: [AmbiguityReport]?
    /// Counts of work for tests that bound the cost of an operation without timing it.
    var work = WorkCounters()
    /// Measures the views' text (`Text/TextContent.swift`), remembering sizes per string,
    /// style and width across layouts.
    let textMeasurer = TextMeasurer()

    /// Called with each new warning when a layout (or a query that installs the constraints
    /// waiting for it, such as ``warnings``) finds it: a broken constraint, a root size the
    /// required constraints overrule, a negative frame size, and, with ``reportsAmbiguity``,
    /// an ambiguous view. A problem is reported once while it lasts: a later layout with the
    /// same problem calls nothing, and one that comes back after it went is reported again.
    ///
    /// By default each warning is written once to standard error, with the statement, line
    /// and column of a constraint made from text or the Swift file and line of one made in
    /// code (``writeToStandardError(_:)``), as Apple's Auto Layout logs conflicts. Set `nil`
    /// to stay silent, or a closure to collect them (a test's assertion, a logger). Each
    /// engine has its own.
    public var warningHandler: ((LayoutWarning) -> Void)? = LayoutEngine.writeToStandardError

    /// Whether layouts look for ambiguous views and pass them to ``warningHandler``. Off by
    /// default: the search (see ``ambiguousViews()``) costs more than the layout itself, so it
    /// is for debugging and tests; ``warnings`` always includes ambiguity.
    public var reportsAmbiguity = false

    /// The warnings already passed to the handler, and the standing conflicts.
    var warningLog = WarningLog()

    /// Creates an engine for the tree under `root`. O(1) when an engine already lays the
    /// tree out, else O(*n*) to tell its views; views are read at the first layout.
    public init(root: LayoutView, options: LayoutEngineOptions = .init()) {
        self.root = root
        self.options = options
        records = ConstraintRecords()
        registry = ConstraintRegistry(records: records)
        mirror = ViewMirror(owner: EngineToken())
        rootItem = mirror.item(for: root)
        let pins = [
            LinearConstraint(LinearExpression(rootItem.left), .equal),
            LinearConstraint(LinearExpression(rootItem.top), .equal),
        ]
        for pin in pins {
            // A fresh solver accepts these two independent constraints.
            if (try? solver.add(pin)) != nil { engineConstraints.append((pin, "\(root.name) origin == (0, 0)")) }
        }
        try? solver.addEditVariable(rootItem.width, strength: Priorities.rootSize)
        try? solver.addEditVariable(rootItem.height, strength: Priorities.rootSize)
        mirror.owner.engine = self
        TreeContext.attach(self, at: root)
    }
}

/// The identity of an engine for the items it keeps on views. Items hold it strongly, so that
/// no later engine can get the same identity while an item of this one is around.
final class EngineToken {
    /// The engine, for its constraint handles (`LayoutConstraint.engine`): one weak
    /// reference an engine instead of one a handle.
    weak var engine: LayoutEngine?
    /// Set when a constraint's conflict or a view's intrinsic warnings changed: the next
    /// report of warnings looks at them again.
    var warningsChanged = true
    /// The tick of the tree's layout clock at this engine's last layout (see
    /// ``LayoutView/frame``); -1 before any.
    var layoutTick = -1
    /// The frame store's generation at the last layout (0 before any, when no item has one):
    /// an item whose frame is of it was seen by that layout.
    var frameGeneration = 0
    /// The frames of the last layout, shared with the frame store (no copy), so that
    /// ``LayoutView/frame`` outlives the engine.
    var frames = SolvedFrames()
}

/// Counts of the steps of operations whose cost tests bound.
struct WorkCounters {
    /// Views visited to resolve names.
    var nameVisits = 0
    /// Edit variables the ambiguity probe added.
    var probes = 0
}

/// The scopes of the code APIs (see `withPriority`, `withIdentifier`, `makeWithoutInstalling`,
/// `updateConstraints`).
struct CodeScopes {
    var priority: [LayoutPriority] = []
    var identifier: [String] = []
    var uninstalled: [[LayoutConstraint]] = []
    /// The constraints updated in each enclosing `updateConstraints`.
    var updated: [[LayoutConstraint]] = []
    /// Set while the engine moves views itself (into a stack's container), which keeps their
    /// constraints.
    var isRearranging = false
}

extension LayoutEngine {
    /// Lays out at the last size given (initially 0 x 0).
    public func layout() {
        layout(width: frames.rootSize.width, height: frames.rootSize.height)
    }

    /// Lays out the root at the given size and updates every frame.
    ///
    /// The size is required by default (``RootSizing/required``): when required constraints
    /// contradict it, the latest of them breaks and is reported, as on iOS; with
    /// ``RootSizing/flexible`` they resize the root instead. ``layout(width:)`` takes the
    /// height from the content (<doc:ContentSizedLayout>).
    ///
    /// Cost: O(*n*) to find views whose properties changed (each changed view reinstalls only
    /// its own intrinsic constraints), the batch of constraints added since the last layout
    /// (one solver addition each, inner layouts first), two `suggestValue` calls for the size
    /// (the solver's incremental dual simplex, not a rebuild), one more solve per pass while
    /// measured text changes height (at most four), and O(*n*) for frames. Non-finite sizes
    /// are ignored.
    public func layout(width: Double, height: Double) {
        if width.isFinite, height.isFinite { frames.rootSize = LayoutSize(width: width, height: height) }
        frames.fittedAxes = []
        syncTree()
        // A changed size first, so that constraints a required size broke are tried again.
        applyRootSize(frames.rootSize, holds: currentRootHolds())
        flushPending()
        retryBrokenConstraints()
        let viewport = activeViewports.isEmpty ? (governed: [], fitting: []) : rootViewport()
        let holds = rootHolds(viewport: viewport)
        applyRootSize(frames.rootSize, holds: holds)
        enforceRequiredRootSize(frames.rootSize, holds: holds)
        var passes = 0
        while passes < Self.maximumMeasurePasses, remeasure() { passes += 1 }
        settleRules()
        // The token lets go of the values first, so that the store updates them in place
        // instead of copying them (no code of the user's runs in between).
        mirror.owner.frames = SolvedFrames()
        frames.update(
            from: &solver, order: mirror.treeOrder, orderStamp: mirror.walkCount, solverEpoch: queue.solverEpoch,
            scale: options.scale)
        let actual = LayoutSize(
            width: SolverValues.value(of: rootItem.width, in: solver),
            height: SolverValues.value(of: rootItem.height, in: solver))
        // An axis a `//viewport` governs is the viewport's to size.
        if (abs(actual.width - frames.rootSize.width) > Tolerance.length && !viewport.governed.contains(.horizontal))
            || (abs(actual.height - frames.rootSize.height) > Tolerance.length && !viewport.governed.contains(.vertical)) {
            // Under a required size this is the fallback when no constraint could break.
            frames.rootWarning = .rootSizeNotHonoured(requested: frames.rootSize, actual: actual)
        } else {
            frames.rootWarning = nil
        }
        cachedAmbiguity = nil
        mirror.owner.frameGeneration = frames.generation
        mirror.owner.frames = frames.solvedFrames
        if let context = root.context {
            context.layoutClock &+= 1
            mirror.owner.layoutTick = context.layoutClock
        }
        reportNewWarnings()
    }

    /// The frame relative to the view's superview (the root's is `(0, 0, width, height)`), as
    /// of the last layout; `nil` for a view the last layout did not see (before the first
    /// layout, a view added since, or a view of another tree). ``LayoutView/frame`` reads
    /// the same from the view. O(1).
    public func frame(of view: LayoutView) -> LayoutRect? {
        guard var rect = frames.frame(of: mirror.existingItem(for: view)) else { return nil }
        if view !== root, let parent = view.superview, let origin = frames.frame(of: mirror.existingItem(for: parent)) {
            rect.x = rect.x - origin.x + 0
            rect.y = rect.y - origin.y + 0
        }
        return rect
    }

    /// The frame relative to the root, as of the last layout; `nil` for a view the last
    /// layout did not see. O(1).
    public func absoluteFrame(of view: LayoutView) -> LayoutRect? {
        frames.frame(of: mirror.existingItem(for: view))
    }

    /// Stacking order from `Z:` statements: higher is on top; `nil` when none was set. O(1).
    public func zIndex(of view: LayoutView) -> Int? {
        mirror.existingItem(for: view)?.zIndex
    }

    /// Warnings of the current state: broken (conflicting) constraints with their source, a
    /// root size the required constraints overrule, views the last layout gave a negative
    /// size, and ambiguous views.
    ///
    /// Installs the constraints waiting for the next layout first (and tells
    /// ``warningHandler`` of what that finds). Ambiguity is computed on first access after a
    /// layout (see ``ambiguousViews()``). O(*c* + *n*) plus that.
    public var warnings: [LayoutWarning] {
        flushPendingForQuery()
        var out = standingConflicts()
        if let rootWarning = frames.rootWarning { out.append(rootWarning) }
        out.append(contentsOf: negativeSizeWarnings())
        out.append(contentsOf: ruleViews.warnings)
        out.append(contentsOf: ambiguousViews().map { .ambiguous(view: $0.view, axes: $0.axes) })
        return out
    }

    /// Every active constraint, in order of activation. O(*c*).
    public var constraints: [LayoutConstraint] { registry.all }

    /// The active constraints that are broken (left out because they conflict). Installs
    /// the constraints waiting for the next layout first. O(*c*).
    public var brokenConstraints: [LayoutConstraint] {
        flushPendingForQuery()
        var ids: [Int32] = []
        let records = self.records
        // Handles only for the broken ones.
        registry.forEachID { id in
            if records.installed(id) == nil, records.hasConflict(id) { ids.append(id) }
        }
        return records.handles(ids).filter(\.isBroken)
    }

    /// Deactivates the constraints (Apple's `removeConstraints`). One solver removal each;
    /// broken constraints are retried at the next layout.
    public func removeConstraints(_ constraints: some Sequence<LayoutConstraint>) {
        for constraint in constraints where constraint.engine === self {
            constraint.isActive = false
        }
    }

    /// Asks the view's `measure` again at the next layout (its content changed).
    /// Costs one reinstall of the view's intrinsic constraints.
    public func invalidateIntrinsicSize(of view: LayoutView) {
        guard let item = mirror.existingItem(for: view) else { return }
        item.measuredSize = nil
        item.measuredHeightForWidth = nil
        mirror.changedViews.append(view)
    }

    // MARK: - Internals

    /// The variables of a view, made on first use. O(1).
    func item(for view: LayoutView) -> ItemVariables { mirror.item(for: view) }

    /// Whether `view` is in the engine's tree. O(1) when the engine's root is the top of its
    /// tree (the usual case), O(depth) otherwise.
    func isInTree(_ view: LayoutView) -> Bool {
        if root.superview == nil { return view.context != nil && view.context === root.context }
        // A root inside a larger tree shares that tree's context with views outside its own
        // subtree: only the root's subtree is the engine's (`rootView` is then never `root`).
        return view.isDescendant(of: root)
    }

    /// Whether changes to `view` concern this engine (the view is at or below its root).
    func lays(out view: LayoutView) -> Bool {
        root.superview == nil || view.isDescendant(of: root)
    }

    func optionsDidChange(from old: LayoutEngineOptions) {
        if old.rootSizing != options.rootSizing, !rootBroken.isEmpty {
            // What a required size broke may hold under a flexible one.
            rootBroken = []
            queue.needsRetry = true
        }
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
}
