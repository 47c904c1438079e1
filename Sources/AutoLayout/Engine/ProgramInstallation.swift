import Cassowary
import VisualFormat
import LayoutIR

/// Turning a compiled ``LayoutProgram`` (or plain descriptors) into handles on the tree.
extension LayoutEngine {
    /// Installs the constraints of a compiled program with `superview` (default: the root) as
    /// `|`, creating its containers and the views it names that the tree lacks.
    ///
    /// Names are looked up among `superview`'s descendants, then the whole tree; an unknown
    /// name becomes a new subview of `superview` (of its container for a stack's children).
    /// Cost: one solver addition per constraint. Nothing is installed when it throws.
    @discardableResult
    public func install(_ program: LayoutProgram, in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        let handles = try makeConstraints(program, in: superview)
        for handle in handles { handle.isActive = true }
        return handles
    }

    /// Installs constraints made in code or by a compiler, like ``install(_:in:)``.
    @discardableResult
    public func addConstraints(_ descriptors: [ConstraintDescriptor], in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        try install(LayoutProgram(constraints: descriptors), in: superview)
    }

    /// The handles of a program without installing them (inactive): activate them later with
    /// `isActive = true`. The program's views and containers are created in the tree, and its
    /// stacking orders are recorded.
    public func makeConstraints(_ program: LayoutProgram, in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        try makeConstraints(program, in: superview ?? root, binding: [:], allowingMixedAttributes: false)
    }

    /// The handles of a program, with the names in `binding` standing for those views rather
    /// than for the nearest view of that name (rules name the very view they place).
    func makeConstraints(
        _ program: LayoutProgram, in superview: LayoutView, binding: [String: LayoutView],
        allowingMixedAttributes: Bool
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard superview.rootView === root else { throw .viewNotInTree(superview.name) }
        let declared = Set(program.helpers.map(\.name))
        for descriptor in program.constraints {
            try ConstraintTranslation.validate(descriptor, allowingMixedAttributes: allowingMixedAttributes)
            for item in [descriptor.firstItem, descriptor.secondItem] {
                if case .helper(let name)? = item, !declared.contains(name) { throw .unknownHelper(name) }
            }
        }
        isRearranging = true
        defer { isRearranging = false }
        for container in program.containers {
            let box = resolveView(named: container.name, in: superview)
            for child in container.children {
                if let existing = lookUpView(named: child, in: superview) {
                    if existing.superview === superview || existing.superview == nil { box.addSubview(existing) }
                } else {
                    box.addSubview(LayoutView(name: child))
                }
            }
        }
        // One breadth-first pass finds every name's nearest view (a search per name would make
        // a text naming every view of a large tree quadratic).
        var resolved = binding
        let wanted = program.viewNames.filter { resolved[$0] == nil }
        let nearest = nearestViews(named: Set(wanted), under: superview)
        for name in wanted where resolved[name] == nil {
            resolved[name] = nearest[name] ?? resolveView(named: name, in: superview)
        }
        var helpers: [String: ItemVariables] = [:]
        for helper in program.helpers { helpers[helper.name] = ItemVariables(name: helper.name, view: nil) }
        for order in program.stackingOrders {
            for (index, name) in order.views.enumerated() {
                zIndices[ObjectIdentifier(resolved[name] ?? resolveView(named: name, in: superview))] = index
            }
        }
        let superviewItem = item(for: superview)
        func resolve(_ item: LayoutItem) -> ItemVariables {
            switch item {
            case .superview: return superviewItem
            case .view(let name): return self.item(for: resolved[name] ?? resolveView(named: name, in: superview))
            case .helper(let name): return helpers[name] ?? superviewItem
            }
        }
        return program.constraints.map { descriptor in
            LayoutConstraint(
                descriptor: descriptor, superview: superview, first: resolve(descriptor.firstItem),
                second: descriptor.secondItem.map(resolve), superviewItem: superviewItem,
                identifier: identifierScope.last, engine: self)
        }
    }

    /// The nearest view of that name under `superview` (breadth first, so a child wins over a
    /// grandchild whatever their order), else anywhere in the tree.
    func lookUpView(named name: String, in superview: LayoutView) -> LayoutView? {
        var queue = superview.subviews
        var index = 0
        while index < queue.count {
            let node = queue[index]
            if node.name == name { return node }
            queue.append(contentsOf: node.subviews)
            index += 1
        }
        return root.descendant(named: name)
    }

    /// The nearest view of each name under `superview`, breadth first, in one pass that stops
    /// once every name is found.
    ///
    /// - Complexity: O(size of the subtree) at most.
    func nearestViews(named names: Set<String>, under superview: LayoutView) -> [String: LayoutView] {
        var found: [String: LayoutView] = [:]
        guard !names.isEmpty else { return found }
        var queue = superview.subviews
        var index = 0
        while index < queue.count, found.count < names.count {
            let node = queue[index]
            if names.contains(node.name), found[node.name] == nil { found[node.name] = node }
            queue.append(contentsOf: node.subviews)
            index += 1
        }
        return found
    }

    /// The view of that name, created as a new subview of `superview` when the tree lacks it.
    func resolveView(named name: String, in superview: LayoutView) -> LayoutView {
        if let found = lookUpView(named: name, in: superview) { return found }
        let view = LayoutView(name: name)
        superview.addSubview(view)
        return view
    }
}
