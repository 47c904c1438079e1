import VisualFormat
import LayoutIR

/// Keeping constraints in step with the tree: a view that leaves it takes its ties to the
/// rest of the tree with it, as in Apple's Auto Layout.
extension LayoutEngine {
    /// Deactivates the active constraints that tie `view`'s subtree to the rest of the tree.
    ///
    /// A constraint ties the subtree to the rest when it refers to places on both sides: its
    /// views, and its superview when a position is measured from that superview's origin or
    /// right edge (no second item, a multiplier other than 1, or leading/trailing on one side
    /// only); a helper is where that superview is. Constraints wholly inside the subtree stay, so that it keeps its inner layout
    /// when added back; so do sizes, which refer to no place. A helper item (a spacer, a
    /// rule's sum) tied to a leaving constraint has lost its meaning: every constraint on it
    /// leaves too. O(*c* · helper chain length + subtree size).
    func viewWillLeaveTree(_ view: LayoutView) {
        guard !isRearranging, view !== root, view.isDescendant(of: root) else { return }
        var subtree = Set<ObjectIdentifier>()
        var stack = [view]
        while let node = stack.popLast() {
            subtree.insert(ObjectIdentifier(node))
            stack.append(contentsOf: node.subviews)
        }
        /// Helpers belong to the constraint's superview.
        func isInside(_ item: ItemVariables?, of constraint: LayoutConstraint) -> Bool? {
            guard let item else { return nil }
            return subtree.contains(ObjectIdentifier(item.view ?? constraint.superview))
        }
        let all = constraints
        var leaving = Set<ObjectIdentifier>()
        var tainted = Set<ObjectIdentifier>()
        for constraint in all {
            var places = [isInside(constraint.first, of: constraint), isInside(constraint.second, of: constraint)]
                .compactMap { $0 }
            if Self.isMeasuredFromSuperview(constraint.descriptor) {
                places.append(subtree.contains(ObjectIdentifier(constraint.superview)))
            }
            guard places.contains(true), places.contains(false) else { continue }
            leaving.insert(ObjectIdentifier(constraint))
            for item in [constraint.first, constraint.second] where item != nil && item?.view == nil {
                tainted.insert(ObjectIdentifier(item ?? rootItem))
            }
        }
        var changed = !tainted.isEmpty
        while changed {
            changed = false
            for constraint in all where !leaving.contains(ObjectIdentifier(constraint)) {
                let helpers = [constraint.first, constraint.second].compactMap { $0 }.filter { $0.view == nil }
                guard helpers.contains(where: { tainted.contains(ObjectIdentifier($0)) }) else { continue }
                leaving.insert(ObjectIdentifier(constraint))
                for helper in helpers where tainted.insert(ObjectIdentifier(helper)).inserted { changed = true }
            }
        }
        for constraint in all where leaving.contains(ObjectIdentifier(constraint)) { constraint.isActive = false }
    }

    /// Whether a position of the constraint depends on its superview's origin or width.
    static func isMeasuredFromSuperview(_ d: ConstraintDescriptor) -> Bool {
        guard !d.firstAttribute.isSize else { return false }
        guard let second = d.secondAttribute, d.secondItem != nil else { return true }
        if d.multiplier != 1 || second.isSize { return true }
        let directional: [LayoutAttribute] = [.leading, .trailing]
        return directional.contains(d.firstAttribute) != directional.contains(second)
    }
}
