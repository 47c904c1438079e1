import VisualFormat
import LayoutIR

/// Keeping constraints in step with the tree: a view that leaves it takes its ties to the
/// rest of the tree with it, as in Apple's Auto Layout.
extension LayoutEngine {
    /// Deactivates the active constraints that tie `view`'s subtree to the rest of the tree,
    /// and parks those wholly inside it.
    ///
    /// A constraint ties the subtree to the rest when it refers to places on both sides: its
    /// views, and its superview when a position is measured from that superview's origin or
    /// right edge (no second item, a multiplier other than 1, or leading/trailing on one side
    /// only); a helper is where that superview is. Constraints wholly inside the subtree
    /// (sizes, which refer to no place, among them) leave the solver and the engine but stay
    /// active, parked on the subtree's top view: they come back when the subtree is added
    /// again, so that it keeps its inner layout, and go with the views if they are dropped.
    /// A helper item (a spacer, a rule's sum) tied to a leaving constraint has lost its
    /// meaning: every constraint on it leaves too. O(*c* · helper chain length + subtree size).
    func viewWillLeaveTree(_ view: LayoutView) {
        guard !scopes.isRearranging, view !== root, isInTree(view) else { return }
        var subtree = Set<ObjectIdentifier>()
        var stack = [view]
        while let node = stack.popLast() {
            subtree.insert(ObjectIdentifier(node))
            stack.append(contentsOf: node.subviews)
        }
        /// Helpers belong to the constraint's superview.
        func isInside(_ item: ItemVariables?, of constraint: LayoutConstraint) -> Bool? {
            guard let item else { return nil }
            if item.isHelper { return subtree.contains(ObjectIdentifier(constraint.superview)) }
            guard let itemView = item.view else { return nil }
            return subtree.contains(ObjectIdentifier(itemView))
        }
        let all = constraints
        var leaving = Set<ObjectIdentifier>()
        var inside: [LayoutConstraint] = []
        var tainted = Set<ObjectIdentifier>()
        for constraint in all {
            var places = [isInside(constraint.first, of: constraint), isInside(constraint.second, of: constraint)]
                .compactMap { $0 }
            if Self.isMeasuredFromSuperview(constraint) {
                places.append(subtree.contains(ObjectIdentifier(constraint.superview)))
            }
            guard places.contains(true) else { continue }
            guard places.contains(false) else {
                inside.append(constraint)
                continue
            }
            leaving.insert(ObjectIdentifier(constraint))
            for item in [constraint.first, constraint.second] {
                if let item, item.isHelper { tainted.insert(ObjectIdentifier(item)) }
            }
        }
        var changed = !tainted.isEmpty
        while changed {
            changed = false
            for constraint in all where !leaving.contains(ObjectIdentifier(constraint)) {
                let helpers = [constraint.first, constraint.second].compactMap { $0 }.filter(\.isHelper)
                guard helpers.contains(where: { tainted.contains(ObjectIdentifier($0)) }) else { continue }
                leaving.insert(ObjectIdentifier(constraint))
                for helper in helpers where tainted.insert(ObjectIdentifier(helper)).inserted { changed = true }
            }
        }
        for constraint in all where leaving.contains(ObjectIdentifier(constraint)) { constraint.isActive = false }
        let top = item(for: view)
        for constraint in inside where !leaving.contains(ObjectIdentifier(constraint)) {
            park(constraint, on: top)
        }
    }

    /// Takes an active constraint out of the solver and the registry, keeping it active, on
    /// `item` until its subtree comes back.
    private func park(_ constraint: LayoutConstraint, on item: ItemVariables) {
        uninstall(constraint)
        registry.remove(constraint.id)
        if case .collapse(let axis) = constraint.role {
            // Counted again when it comes back.
            constraint.first.addCollapse(-1, along: axis)
        }
        constraint.parkedIn = item
        item.parked.append(constraint)
    }

    /// Whether a position of the constraint depends on its superview's origin or width.
    static func isMeasuredFromSuperview(_ c: LayoutConstraint) -> Bool {
        guard !c.firstAttribute.isSize else { return false }
        guard let second = c.secondAttribute, c.second != nil else { return true }
        if c.multiplier != 1 || second.isSize { return true }
        let directional: [LayoutAttribute] = [.leading, .trailing]
        return directional.contains(c.firstAttribute) != directional.contains(second)
    }
}
