import Cassowary
import VisualFormat
import LayoutIR

/// The solver variables of one item (a view or a helper the language creates), in absolute
/// coordinates (relative to the root): left, top, width and height. Every other attribute is
/// an expression of these four, so an item costs four columns in the solver whatever it is
/// constrained by.
///
/// A view's items belong to the view (``LayoutView/engineItems``), one per engine: an engine
/// keeps only the items of the views in its tree, so a view that leaves is forgotten, and
/// when it comes back the engine finds its items, and the constraints parked on them, again.
final class ItemVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// Not owned: the view owns its items. `nil` for helpers (and for a view that is gone:
    /// the view clears it in its `deinit`). Unowned rather than weak, which would give every
    /// view a 48-byte side table.
    unowned(safe) var view: LayoutView?
    /// The engine the item belongs to, to find a view's item for an engine (`nil` for
    /// helpers, which only their constraints hold).
    let owner: EngineToken?

    // Positions within one tree, which has far fewer than 2³¹ views, and the frame store's
    // generation, which stays below 2³¹ (`FrameStore`), stored in 32 bits and next to the
    // flags: stored properties keep their declared order, so grouping the small ones saves
    // the padding each would take after a word. An item is 104 bytes, a 112-byte block.
    private var storedDepth: Int32 = 0
    private var storedFrameSlot: Int32 = -1
    private var storedFrameGeneration: Int32 = -1
    /// The solver symbols of left, top, width and height when the item's constraints last
    /// went in (-1 before): guesses the solver checks (`SymbolHints`), so a batch of
    /// additions reads the solver's arrays by symbol instead of hashing each variable. A
    /// stale guess (the solver forgot or renumbered the variable) costs a lookup, never a
    /// wrong answer.
    private var symbolGuesses: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    /// The parity of the walk of the tree that last saw the item: every item of the last
    /// tree order was seen by the walk before the current one, so one bit tells those the
    /// current walk saw from those that left (see `ViewMirror`).
    var walkParity = false
    /// Whether the view was found in the tree at the last walk.
    var isInTree = false
    /// Whether the item is in the list of measured views.
    var isListedAsMeasured = false
    /// Where `snapshot` is: most views of a large tree are plain (no intrinsic size, the
    /// default priorities, shown), and their snapshot is `ViewSnapshot.plain` without being
    /// stored; only the others keep theirs in `extras` (inline it was 96 bytes an item).
    private var snapshotKind = SnapshotKind.none

    private enum SnapshotKind: UInt8 {
        case none, plain, stored
    }

    /// What the engine last saw of the view, to install only what changed.
    var snapshot: ViewSnapshot? {
        get {
            switch snapshotKind {
            case .none: return nil
            case .plain: return .plain
            case .stored: return extras?.snapshot
            }
        }
        set {
            if let newValue, newValue != .plain {
                ensuredExtras.snapshot = newValue
                snapshotKind = .stored
            } else {
                if extras != nil { extras?.snapshot = nil }
                snapshotKind = newValue == nil ? .none : .plain
            }
        }
    }

    /// Whether the snapshot is `ViewSnapshot.plain` (no intrinsic size, the default
    /// priorities, shown), without comparing snapshots.
    var isPlain: Bool { snapshotKind == .plain }

    /// Whether the snapshot says the view is hidden (`snapshot?.isHidden == true`), without
    /// copying it: only a stored snapshot can (the plain one is shown).
    var isHiddenBySnapshot: Bool {
        snapshotKind == .stored && extras?.snapshot?.isHidden == true
    }

    /// Whether any of the rarely used state has been set (see `extras`).
    var hasExtras: Bool { extras != nil }

    /// The name the item's views are known by (its variables' names too).
    var name: String { left.name }

    /// Depth in the tree at the last walk (the root is 0): inner layouts install first.
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(truncatingIfNeeded: newValue) }
    }
    /// The frame store's generation when `frameSlot` was given (see `FrameStore`); -1 before.
    var frameGeneration: Int {
        get { Int(storedFrameGeneration) }
        set { storedFrameGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// Helpers are not views and have no frame (nor an engine: only their constraints hold
    /// them).
    var isHelper: Bool { owner == nil }
    /// Where its frame is in the frame store, for the layout `frameGeneration` names.
    var frameSlot: Int {
        get { Int(storedFrameSlot) }
        set { storedFrameSlot = Int32(truncatingIfNeeded: newValue) }
    }

    /// What only some views need (measuring, hiding, stacking, margins, parking, refused
    /// intrinsic constraints), allocated by the first one that does: most views of a large
    /// tree need none of it, and inline it would be a third of every item.
    private var extras: ItemExtras?

    private var ensuredExtras: ItemExtras {
        if let extras { return extras }
        let made = ItemExtras()
        extras = made
        return made
    }

    /// The intrinsic-size, hugging, resistance and hidden constraints currently installed
    /// (none for the many views without intrinsic content).
    var intrinsicConstraints: [IntrinsicConstraint] {
        get { extras?.intrinsicConstraints ?? [] }
        set { if !newValue.isEmpty || extras != nil { ensuredExtras.intrinsicConstraints = newValue } }
    }
    /// Intrinsic constraints the solver refused.
    var intrinsicWarnings: [LayoutWarning] {
        get { extras?.intrinsicWarnings ?? [] }
        set {
            let old = extras?.intrinsicWarnings ?? []
            if !(newValue.isEmpty && extras == nil) { ensuredExtras.intrinsicWarnings = newValue }
            if !(old.isEmpty && newValue.isEmpty) { owner?.warningsChanged = true }
        }
    }
    /// The size `measure(nil)` returned, asked once when the view is first seen.
    var measuredSize: LayoutSize? {
        get { extras?.measuredSize }
        set { if newValue != nil || extras != nil { ensuredExtras.measuredSize = newValue } }
    }
    /// The height `measure(width)` returned for the width of the last solve.
    var measuredHeightForWidth: Double? {
        get { extras?.measuredHeightForWidth }
        set { if newValue != nil || extras != nil { ensuredExtras.measuredHeightForWidth = newValue } }
    }
    /// The axes a hidden view collapses along, and the gaps that close with it
    /// (`Collapsing/HiddenArrangement.swift`).
    var hiddenAxes: (horizontal: Bool, vertical: Bool) {
        get { extras?.hiddenAxes ?? (false, false) }
        set { if newValue != (false, false) || extras != nil { ensuredExtras.hiddenAxes = newValue } }
    }
    var closedGaps: [LayoutConstraint] {
        get { extras?.closedGaps ?? [] }
        set { if !newValue.isEmpty || extras != nil { ensuredExtras.closedGaps = newValue } }
    }
    /// The view's text when `measuredSize` was taken, to measure again when it changes.
    var measuredText: LayoutText? {
        get { extras?.measuredText }
        set { if newValue != nil || extras != nil { ensuredExtras.measuredText = newValue } }
    }
    /// Active hide toggles per axis (QuickVFL's hide along an axis): horizontal, vertical.
    var collapseCount: (horizontal: Int, vertical: Int) {
        get { extras?.collapseCount ?? (0, 0) }
        set { if newValue != (0, 0) || extras != nil { ensuredExtras.collapseCount = newValue } }
    }
    /// Stacking order from `Z:` statements.
    var zIndex: Int? {
        get { extras?.zIndex }
        set { if newValue != nil || extras != nil { ensuredExtras.zIndex = newValue } }
    }
    /// Constraints wholly inside this view's subtree, parked while the subtree is out of the
    /// tree; they come back with it.
    var parked: [LayoutConstraint] {
        get { extras?.parked ?? [] }
        set { if !newValue.isEmpty || extras != nil { ensuredExtras.parked = newValue } }
    }
    /// The margins and safe area constraints with margin or safe-area attributes on this item
    /// were translated with; `nil` when none reads them (`ViewInsets.swift`).
    var insetsUsed: ViewInsets? {
        get { extras?.insetsUsed }
        set { if newValue != nil || extras != nil { ensuredExtras.insetsUsed = newValue } }
    }

    init(name: String, view: LayoutView?, owner: EngineToken?) {
        self.view = view
        self.owner = owner
        // One name for the four (and the item's `name`): the variables' names only show in
        // solver dumps, and four strings per view would cost more than the rest of the item.
        left = Variable(name)
        top = Variable(name)
        width = Variable(name)
        height = Variable(name)
    }

    var variables: [Variable] { [left, top, width, height] }

    /// One of the four variables.
    @inline(__always)
    func variable(_ which: ItemVariable) -> Variable {
        switch which {
        case .left: return left
        case .top: return top
        case .width: return width
        case .height: return height
        }
    }

    /// The solver symbol `which` had when the item's constraints last went in, or -1: a
    /// guess (see `symbolGuesses`).
    @inline(__always)
    func symbolGuess(_ which: ItemVariable) -> Int32 {
        switch which {
        case .left: return symbolGuesses.0
        case .top: return symbolGuesses.1
        case .width: return symbolGuesses.2
        case .height: return symbolGuesses.3
        }
    }

    /// Keeps the symbol the solver gave `which`, as the next guess.
    @inline(__always)
    func setSymbolGuess(_ symbol: Int32, for which: ItemVariable) {
        switch which {
        case .left: symbolGuesses.0 = symbol
        case .top: symbolGuesses.1 = symbol
        case .width: symbolGuesses.2 = symbol
        case .height: symbolGuesses.3 = symbol
        }
    }

    func collapseCount(along axis: LayoutAxis) -> Int {
        axis == .horizontal ? collapseCount.horizontal : collapseCount.vertical
    }

    func addCollapse(_ delta: Int, along axis: LayoutAxis) {
        if axis == .horizontal { collapseCount.horizontal += delta } else { collapseCount.vertical += delta }
    }

    /// Whether the item is hidden and collapses along `axis`.
    func isHidden(along axis: LayoutAxis) -> Bool {
        guard isHiddenBySnapshot else { return false }
        return axis == .horizontal ? hiddenAxes.horizontal : hiddenAxes.vertical
    }

    /// Whether the item is collapsed to zero size along `axis`: hidden along it, or an active
    /// hide toggle on that axis.
    func isCollapsed(along axis: LayoutAxis) -> Bool {
        // Hidden axes, a stored (hidden) snapshot and hide toggles all live in the extras.
        guard extras != nil else { return false }
        return isHidden(along: axis) || collapseCount(along: axis) > 0
    }
}

/// Which of an item's four solver variables.
enum ItemVariable: UInt8 {
    case left, top, width, height
}

/// The rarely used state of an item (see `ItemVariables.extras`).
final class ItemExtras {
    var intrinsicConstraints: [IntrinsicConstraint] = []
    var snapshot: ViewSnapshot?
    var intrinsicWarnings: [LayoutWarning] = []
    var measuredSize: LayoutSize?
    var measuredHeightForWidth: Double?
    var hiddenAxes = (horizontal: false, vertical: false)
    var closedGaps: [LayoutConstraint] = []
    var measuredText: LayoutText?
    var collapseCount = (horizontal: 0, vertical: 0)
    var zIndex: Int?
    var parked: [LayoutConstraint] = []
    var insetsUsed: ViewInsets?
}
