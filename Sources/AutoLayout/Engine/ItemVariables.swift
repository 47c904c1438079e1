import Cassowary
import VisualFormat
import LayoutIR

/// The solver variables of one item (a view or a helper the language creates), in absolute
/// coordinates (relative to the root): left, top, width and height. Every other attribute is
/// an expression of these four, so an item costs four columns in the solver whatever it is
/// constrained by.
final class ItemVariables {
    let name: String
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// `nil` for helpers, which are not views and have no frame.
    let view: LayoutView?

    /// The intrinsic-size, hugging, resistance and hidden constraints currently installed.
    var intrinsicConstraints: [LinearConstraint] = []
    /// What the engine last saw of the view, to install only what changed.
    var snapshot: ViewSnapshot?
    /// The size `measure(nil)` returned, asked once when the view is first seen.
    var measuredSize: LayoutSize?
    /// The height `measure(width)` returned for the width of the last solve.
    var measuredHeightForWidth: Double?
    /// Active hide toggles per axis (QuickVFL's hide along an axis).
    var collapseCount: [LayoutAxis: Int] = [:]
    /// Whether the view was found in the tree at the last layout.
    var isInTree = true

    init(name: String, view: LayoutView?) {
        self.name = name
        self.view = view
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    var variables: [Variable] { [left, top, width, height] }

    /// Whether the item is collapsed to zero size along `axis`: hidden, or an active hide
    /// toggle on that axis.
    func isCollapsed(along axis: LayoutAxis) -> Bool {
        (snapshot?.isHidden ?? false) || (collapseCount[axis] ?? 0) > 0
    }
}
