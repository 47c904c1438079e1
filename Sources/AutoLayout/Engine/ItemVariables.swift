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
    let name: String
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// Weak: the view owns its items. `nil` for helpers (and for a view that is gone).
    weak var view: LayoutView?
    /// Helpers are not views and have no frame.
    let isHelper: Bool
    /// The engine the item belongs to, to find a view's item for an engine (`nil` for
    /// helpers, which only their constraints hold).
    let owner: EngineToken?

    /// The intrinsic-size, hugging, resistance and hidden constraints currently installed.
    var intrinsicConstraints: [IntrinsicConstraint] = []
    /// Intrinsic constraints the solver refused.
    var intrinsicWarnings: [LayoutWarning] = [] {
        didSet {
            if !(oldValue.isEmpty && intrinsicWarnings.isEmpty) { owner?.warningsChanged = true }
        }
    }
    /// What the engine last saw of the view, to install only what changed.
    var snapshot: ViewSnapshot?
    /// The size `measure(nil)` returned, asked once when the view is first seen.
    var measuredSize: LayoutSize?
    /// The height `measure(width)` returned for the width of the last solve.
    var measuredHeightForWidth: Double?
    /// The axes a hidden view collapses along, and the gaps that close with it
    /// (`Collapsing/HiddenArrangement.swift`).
    var hiddenAxes = (horizontal: false, vertical: false)
    var closedGaps: [LayoutConstraint] = []
    /// The view's text when `measuredSize` was taken, to measure again when it changes.
    var measuredText: LayoutText?
    /// Active hide toggles per axis (QuickVFL's hide along an axis): horizontal, vertical.
    var collapseCount = (horizontal: 0, vertical: 0)
    /// Whether the view was found in the tree at the last walk.
    var isInTree = false
    /// Depth in the tree at the last walk (the root is 0): inner layouts install first.
    var depth = 0
    /// Position in the engine's tree order at the last walk (the index of its frame); -1
    /// when not in the tree.
    var treeIndex = -1
    /// Stacking order from `Z:` statements.
    var zIndex: Int?
    /// Constraints wholly inside this view's subtree, parked while the subtree is out of the
    /// tree; they come back with it.
    var parked: [LayoutConstraint] = []
    /// The walk of the tree that last saw the item (see `ViewMirror`).
    var walkStamp = 0
    /// Whether the item is in the list of measured views.
    var isListedAsMeasured = false
    /// The margins and safe area constraints with margin or safe-area attributes on this item
    /// were translated with; `nil` when none reads them (`ViewInsets.swift`).
    var insetsUsed: ViewInsets?
    /// Where its frame is in the frame store, for the layout `frameGeneration` names.
    var frameSlot = -1
    var frameGeneration = -1

    init(name: String, view: LayoutView?, owner: EngineToken?) {
        self.name = name
        self.view = view
        isHelper = view == nil
        self.owner = owner
        // One name for the four: the variables' names only show in solver dumps, and four
        // strings per view would cost more than the rest of the item.
        left = Variable(name)
        top = Variable(name)
        width = Variable(name)
        height = Variable(name)
    }

    var variables: [Variable] { [left, top, width, height] }

    func collapseCount(along axis: LayoutAxis) -> Int {
        axis == .horizontal ? collapseCount.horizontal : collapseCount.vertical
    }

    func addCollapse(_ delta: Int, along axis: LayoutAxis) {
        if axis == .horizontal { collapseCount.horizontal += delta } else { collapseCount.vertical += delta }
    }

    /// Whether the item is hidden and collapses along `axis`.
    func isHidden(along axis: LayoutAxis) -> Bool {
        guard snapshot?.isHidden == true else { return false }
        return axis == .horizontal ? hiddenAxes.horizontal : hiddenAxes.vertical
    }

    /// Whether the item is collapsed to zero size along `axis`: hidden along it, or an active
    /// hide toggle on that axis.
    func isCollapsed(along axis: LayoutAxis) -> Bool {
        isHidden(along: axis) || collapseCount(along: axis) > 0
    }
}
