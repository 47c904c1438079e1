import VisualFormat
import LayoutIR

/// A node of the abstract view tree that the engine lays out.
///
/// A view is a reference type because a tree has identity: two views may share a name (names
/// only matter to layout text, which looks them up nearest first), but never a place in the
/// tree. A change to a view's properties or to the tree tells the engines laying the tree
/// out (O(1): the views of a tree share the list of engines); the next
/// ``LayoutEngine/layout(width:height:)`` then looks at those views only, and walks the whole
/// tree only after the tree itself changed.
///
/// A view is not `Sendable`: its tree and the engines laying it out share mutable state, so use
/// a tree, like its engine, from one task at a time.
public final class LayoutView {
    /// The name layout text refers to the view by.
    public let name: String

    /// A view without a superview or subviews; `name` is what layout text calls it.
    public init(name: String) {
        self.name = name
    }

    /// The parent; not owned, because the parent owns its children.
    ///
    /// Unowned rather than weak, with the parent clearing it as it goes (`deinit`): the first
    /// weak reference to an object gives it a 48-byte side table, and the views of a large
    /// tree then paid one each (their engine items point back at them the same way).
    public private(set) unowned(safe) var superview: LayoutView?
    /// The children in order of addition.
    public private(set) var subviews: [LayoutView] = []

    /// The intrinsic width, or `nil` for none on that axis.
    public var intrinsicWidth: Double? {
        get { sizing?.intrinsicWidth }
        set { if newValue != nil || sizing != nil { ensuredSizing.intrinsicWidth = newValue }; didChange() }
    }
    /// The intrinsic height, or `nil` for none on that axis.
    public var intrinsicHeight: Double? {
        get { sizing?.intrinsicHeight }
        set { if newValue != nil || sizing != nil { ensuredSizing.intrinsicHeight = newValue }; didChange() }
    }

    /// For content such as text whose height depends on its width: gets a proposed width
    /// (`nil`: unconstrained) and returns the size the content needs.
    ///
    /// The engine asks once unconstrained for the intrinsic size, then, after each solve, with
    /// the width the view got, and solves again while the height changes (at most four more
    /// passes; <doc:ContentSizedLayout> says why it ends). Fitting queries ask it too. An
    /// explicit ``intrinsicWidth`` or ``intrinsicHeight`` wins over the answer.
    public var measure: (@Sendable (Double?) -> LayoutSize)? {
        get { extras?.measure }
        set { if newValue != nil || extras != nil { ensuredExtras.measure = newValue }; didChange() }
    }

    /// Text the view shows, measured by the engine as its content when ``measure`` is `nil`:
    /// its size at the width the view gets, and baselines from the font (see ``LayoutText``).
    /// Explicit ``intrinsicWidth``, ``intrinsicHeight``, ``firstBaselineOffset`` and
    /// ``lastBaselineOffset`` win over the text's. Changing it measures the view again.
    public var text: LayoutText? {
        get { extras?.text }
        set { if newValue != nil || extras != nil { ensuredExtras.text = newValue }; didChange() }
    }

    /// How strongly the view resists growing beyond its intrinsic size (Apple's default 250).
    public var contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { sizing?.hugging ?? ViewSizing.defaultHugging }
        set {
            if newValue != ViewSizing.defaultHugging || sizing != nil { ensuredSizing.hugging = newValue }
            didChange()
        }
    }
    /// How strongly the view resists shrinking below its intrinsic size (Apple's default 750).
    public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { sizing?.resistance ?? ViewSizing.defaultResistance }
        set {
            if newValue != ViewSizing.defaultResistance || sizing != nil { ensuredSizing.resistance = newValue }
            didChange()
        }
    }

    /// A hidden view gives up its space along the axes ``hiddenCollapse`` names (by default
    /// the axis it is arranged on): a zero size there, to which its own required sizes yield,
    /// and the gap after it (or before the last one) closes. Its constraints stay installed.
    public var isHidden: Bool {
        get { sizing?.isHidden ?? false }
        set { if newValue || sizing != nil { ensuredSizing.isHidden = newValue }; didChange() }
    }

    /// Which axes the view collapses along while ``isHidden``: ``HiddenCollapse/arrangedAxis``
    /// by default.
    public var hiddenCollapse: HiddenCollapse {
        get { extras?.hiddenCollapse ?? .arrangedAxis }
        set { if newValue != .arrangedAxis || extras != nil { ensuredExtras.hiddenCollapse = newValue }; didChange() }
    }

    /// The first baseline, measured from the top; `nil` puts it at the bottom edge.
    public var firstBaselineOffset: Double? {
        get { extras?.firstBaselineOffset }
        set { if newValue != nil || extras != nil { ensuredExtras.firstBaselineOffset = newValue }; didChange() }
    }
    /// The last baseline, measured up from the bottom; `nil` puts it at the bottom edge.
    public var lastBaselineOffset: Double? {
        get { extras?.lastBaselineOffset }
        set { if newValue != nil || extras != nil { ensuredExtras.lastBaselineOffset = newValue }; didChange() }
    }

    /// The view's frame relative to its superview (origin top-left, y down) as of the last
    /// layout of the engine laying it out, as ``LayoutEngine/frame(of:)`` gives it; `nil`
    /// before any layout saw the view (and for a view no engine lays out).
    ///
    /// The frame stays readable after the engine is gone. With several engines laying out
    /// one tree, it is the one of the engine that laid out last among those whose last
    /// layout saw the view.
    ///
    /// - Complexity: O(engines laying the view out), usually one.
    public var frame: LayoutRect? {
        var best: (item: ItemVariables, token: EngineToken)?
        for item in engineItems {
            guard let token = item.owner, item.frameGeneration == token.frameGeneration else { continue }
            if best.map({ token.layoutTick > $0.token.layoutTick }) ?? true { best = (item, token) }
        }
        guard let (item, token) = best, var rect = token.frames.frame(at: item.frameSlot) else { return nil }
        // Relative to the superview when the same layout placed it (not for the engine's root).
        if let parent = superview,
           let parentItem = parent.engineItems.first(where: { $0.owner === token }),
           parentItem.frameGeneration == token.frameGeneration,
           let origin = token.frames.frame(at: parentItem.frameSlot) {
            rect.x = rect.x - origin.x + 0
            rect.y = rect.y - origin.y + 0
        }
        return rect
    }

    /// The layout margins (Apple's `directionalLayoutMargins`), which the margin attributes
    /// (`leadingMargin`, `centerXWithinMargins`, ...) measure from; Apple's default 8 on each
    /// side.
    public var layoutMargins: LayoutInsets {
        get { extras?.layoutMargins ?? ViewExtras.defaultMargins }
        set {
            if newValue != ViewExtras.defaultMargins || extras != nil { ensuredExtras.layoutMargins = newValue }
            didChange()
        }
    }
    /// The safe area's insets from the view's edges (a status bar, a notch), which the safe-area
    /// attributes (`safeAreaTop`, ...) measure from; zero by default.
    public var safeAreaInsets: LayoutInsets {
        get { extras?.safeAreaInsets ?? .zero }
        set { if newValue != .zero || extras != nil { ensuredExtras.safeAreaInsets = newValue }; didChange() }
    }
    /// Whether the layout margins are measured from the safe area (Apple's default) rather than
    /// from the view's edges.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.insetsLayoutMarginsFromSafeArea ?? true }
        set { if !newValue || extras != nil { ensuredExtras.insetsLayoutMarginsFromSafeArea = newValue }; didChange() }
    }

    /// What only some views set (content, baselines, margins, safe area, collapse axes),
    /// allocated by the first setter that needs it and kept behind `sizing`: inline it was
    /// two thirds of every view, and a large tree's views mostly keep the defaults.
    private var extras: ViewExtras? { sizing?.extras }

    private var ensuredExtras: ViewExtras {
        let sizing = ensuredSizing
        if let extras = sizing.extras { return extras }
        let made = ViewExtras()
        sizing.extras = made
        return made
    }

    /// The intrinsic size, its priorities and whether the view is hidden (and behind it the
    /// rarer `extras` and the items of engines past the first), allocated by the first
    /// setter that needs it: content views set these, the containers of a large tree do
    /// not. Inline they were 81 of a view's 152 bytes; one reference for all of them keeps
    /// a plain view at 72 bytes (an 80-byte block), while a view with content costs what it
    /// did with two.
    private var sizing: ViewSizing?

    /// Whether every property kept behind `sizing` has always had its default (no setter
    /// needed the box): the view's snapshot is then `ViewSnapshot.plain`, which an engine
    /// can tell without reading each property.
    var hasDefaultSizing: Bool { sizing == nil }

    private var ensuredSizing: ViewSizing {
        if let sizing { return sizing }
        let made = ViewSizing()
        sizing = made
        return made
    }

    /// The margins from the view's edges: the layout margins, plus the safe area when they are
    /// measured from it.
    public var effectiveLayoutMargins: LayoutInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        return LayoutInsets(
            top: layoutMargins.top + safeAreaInsets.top, leading: layoutMargins.leading + safeAreaInsets.leading,
            bottom: layoutMargins.bottom + safeAreaInsets.bottom,
            trailing: layoutMargins.trailing + safeAreaInsets.trailing)
    }

    /// Adds `view` as the last child, taking it from its current parent first.
    ///
    /// Adding the view itself or one of its ancestors would make a cycle: that is ignored.
    ///
    /// - Complexity: O(min(depth, size of `view`'s subtree)) for the cycle check, plus
    ///   O(size of `view`'s subtree) when it joins a tree that engines lay out (they learn of
    ///   its views), plus what leaving its old tree costs (see ``removeFromSuperview()``).
    public func addSubview(_ view: LayoutView) {
        guard view !== self, !wouldMakeCycle(adding: view) else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        TreeContext.join(view, under: self)
        view.didChange(structure: true)
    }

    /// Detaches the view (and its subtree) from its parent.
    ///
    /// As in Apple's Auto Layout, the engines laying out the tree deactivate the constraints
    /// that tie the subtree to the rest of the tree (those mentioning a view of the subtree
    /// together with a view outside it, or measured against a superview outside it);
    /// constraints wholly inside the subtree leave the engine with it and come back when the
    /// subtree is added again. Moving a view with ``addSubview(_:)`` removes it first, so it
    /// loses the constraints tying it to the rest too.
    ///
    /// - Complexity: O(1) to find the engines, and for each O(*c* + subtree size).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let context {
            for engine in context.engines where engine.lays(out: self) { engine.viewWillLeaveTree(self) }
        }
        didChange(structure: true)
        if let index = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
        TreeContext.leave(self)
    }

    /// Tells the engines laying out the tree that this view changed (`structure`: that the
    /// tree changed around it). O(engines).
    func didChange(structure: Bool = false) {
        guard let context else { return }
        for engine in context.engines where engine.lays(out: self) {
            engine.viewDidChange(self, structure: structure)
        }
    }

    /// What the views of one tree share: the engines laying it out. Every view of a tree
    /// points at the same context (or none while no engine lays the tree out), so telling
    /// the engines of a change costs O(1) instead of a walk to the root.
    var context: TreeContext?

    /// Each engine's variables of this view, made on first use (usually one engine). The
    /// view owns them: an engine forgets a view that leaves its tree, and finds its
    /// variables (and the constraints parked on them) here when it comes back.
    ///
    /// The first is inline; the others (a view laid out by several engines) wait in
    /// `sizing`.
    var engineItems: EngineItems {
        get { EngineItems(first: firstEngineItem, others: sizing?.otherEngineItems ?? []) }
        set {
            firstEngineItem = newValue.first
            if !newValue.others.isEmpty || sizing != nil { ensuredSizing.otherEngineItems = newValue.others }
        }
    }

    /// Adds an engine's item to ``engineItems``. O(1) amortized.
    ///
    /// The first item (a view's only one, usually) is stored alone: going through
    /// ``engineItems`` made the sequence and read `sizing` only to put it back (500
    /// instructions for each view of a first layout).
    func appendEngineItem(_ item: ItemVariables) {
        if firstEngineItem == nil { firstEngineItem = item } else { engineItems.append(item) }
    }

    /// The first of ``engineItems``, read alone by an engine looking for its item (most views
    /// have one engine) without making the sequence.
    private(set) var firstEngineItem: ItemVariables?

    /// Whether adding `view` below this view would make a cycle (this view is `view` or
    /// below it). Walks up from here and down `view`'s subtree in turns, so that it stops
    /// after O(min(depth, subtree size)) steps.
    func wouldMakeCycle(adding view: LayoutView) -> Bool { cycleCheck(adding: view).cycle }

    /// The cycle check with the number of views it visited (for tests of its cost).
    func cycleCheck(adding view: LayoutView) -> (cycle: Bool, steps: Int) {
        if view.subviews.isEmpty { return (false, 0) }
        var up: LayoutView? = superview
        var down: [LayoutView] = view.subviews
        var steps = 0
        while true {
            steps += 1
            guard let node = up else { return (false, steps) }
            if node === view { return (true, steps) }
            up = node.superview
            guard let next = down.popLast() else { return (false, steps) }
            if next === self { return (true, steps) }
            down.append(contentsOf: next.subviews)
        }
    }

    /// Tears the subtree down without recursion, so that a chain of any depth can be freed
    /// (a recursive release of a 50,000-deep chain overflows the stack).
    ///
    /// The unowned references back to a view (its children's ``superview``, its items'
    /// `view`) are cleared before it goes, so that they read as `nil` as weak ones would.
    deinit {
        for item in engineItems {
            item.view = nil
            // Parked constraints refer back to the items that park them: let them go with the view.
            if !item.parked.isEmpty { item.parked.removeAll() }
        }
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        for child in pending { child.superview = nil }
        while var node = pending.popLast() {
            // The last owner takes the children out before the node goes, so that releasing
            // it releases no subtree.
            if isKnownUniquelyReferenced(&node) {
                for child in node.subviews { child.superview = nil }
                pending.append(contentsOf: node.subviews)
                node.subviews = []
            }
        }
    }

    /// Whether `view` is this view or one of its ancestors.
    ///
    /// - Complexity: O(depth of this view).
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// Searches this view and its descendants, breadth first, so that the nearest view of that
    /// name wins.
    ///
    /// - Complexity: O(size of the subtree) when the name is absent.
    public func descendant(named name: String) -> LayoutView? {
        var queue: [LayoutView] = [self]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            if node.name == name { return node }
            queue.append(contentsOf: node.subviews)
            index += 1
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no parent).
    public var rootView: LayoutView {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The hugging priority along one axis.
    public func contentHugging(along axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
    }

    /// The compression resistance priority along one axis.
    public func compressionResistance(along axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets the hugging priority along one axis.
    ///
    /// - Complexity: O(1); at the next layout the view's intrinsic constraints are
    ///   reinstalled (one solver removal and addition each).
    public func setContentHugging(_ priority: LayoutPriority, along axis: LayoutAxis) {
        if axis == .horizontal { contentHugging.horizontal = priority } else { contentHugging.vertical = priority }
    }

    /// Sets the compression resistance priority along one axis.
    ///
    /// - Complexity: O(1); at the next layout the view's intrinsic constraints are
    ///   reinstalled (one solver removal and addition each).
    public func setCompressionResistance(_ priority: LayoutPriority, along axis: LayoutAxis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
    }
}

extension LayoutView: CustomStringConvertible {
    /// The name.
    public var description: String { name }
}

/// A weak reference to an engine laying out a tree.
final class EngineObserver {
    weak var engine: LayoutEngine?

    init(_ engine: LayoutEngine) {
        self.engine = engine
    }
}

/// The engines laying out one tree, shared by all of its views.
final class TreeContext {
    var observers: [EngineObserver] = []
    /// Counts the layouts of the tree's engines, so that ``LayoutView/frame`` can tell which
    /// engine laid a view out last.
    var layoutClock = 0

    /// The live engines; forgets the ones that went.
    var engines: [LayoutEngine] {
        var live: [LayoutEngine] = []
        for observer in observers { if let engine = observer.engine { live.append(engine) } }
        if live.count != observers.count { observers.removeAll { $0.engine == nil } }
        return live
    }

    /// Registers an engine laying out the tree of `root`. O(tree size) the first time an
    /// engine lays the tree out, O(1) after.
    static func attach(_ engine: LayoutEngine, at root: LayoutView) {
        let context: TreeContext
        if let existing = root.context {
            context = existing
        } else {
            context = TreeContext()
            relabel(root.rootView, with: context)
        }
        context.observers.append(EngineObserver(engine))
    }

    /// `view` was added below `parent`: the subtree takes the context of its new tree.
    static func join(_ view: LayoutView, under parent: LayoutView) {
        let target = parent.context, own = view.context
        guard target !== own else { return }
        switch (target, own) {
        case (let target?, let own?):
            // Engines laying out the subtree keep hearing of it inside the larger tree.
            target.observers += own.observers
            relabel(view, with: target)
        case (let target?, nil):
            relabel(view, with: target)
        case (nil, let own?):
            // A laid-out tree joined one that nobody lays out: the whole tree shares it.
            relabel(parent.rootView, with: own)
        case (nil, nil):
            break
        }
    }

    /// `view` left its tree: the subtree keeps the engines whose root is inside it.
    static func leave(_ view: LayoutView) {
        guard let context = view.context else { return }
        let inside = context.observers.filter { observer in
            guard let root = observer.engine?.root else { return false }
            return root.isDescendant(of: view)
        }
        if inside.isEmpty {
            relabel(view, with: nil)
        } else {
            let own = TreeContext()
            own.observers = inside
            context.observers.removeAll { observer in inside.contains { $0 === observer } }
            relabel(view, with: own)
        }
    }

    /// Points every view of the subtree at `context`. O(subtree size), without recursion.
    static func relabel(_ top: LayoutView, with context: TreeContext?) {
        var stack = [top]
        while let node = stack.popLast() {
            node.context = context
            stack.append(contentsOf: node.subviews)
        }
    }
}

/// A view's content sizing and visibility, and what fewer views still need (see
/// `LayoutView.sizing`), with the defaults a view without them reads.
private final class ViewSizing {
    static let defaultHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    static let defaultResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    var intrinsicWidth: Double?
    var intrinsicHeight: Double?
    var hugging = defaultHugging
    var resistance = defaultResistance
    var extras: ViewExtras?
    /// The items of the engines laying the view out after the first (`LayoutView.engineItems`).
    var otherEngineItems: [ItemVariables] = []
    var isHidden = false
}

/// The rarely set properties of a view (see `LayoutView.extras`), with the defaults a view
/// without them reads.
private final class ViewExtras {
    static let defaultMargins = LayoutInsets(all: 8)

    var measure: (@Sendable (Double?) -> LayoutSize)?
    var text: LayoutText?
    var hiddenCollapse = HiddenCollapse.arrangedAxis
    var firstBaselineOffset: Double?
    var lastBaselineOffset: Double?
    var layoutMargins = defaultMargins
    var safeAreaInsets = LayoutInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
}
