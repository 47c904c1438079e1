/// Names in layout text to views: the nearest view of that name below the text's superview
/// (breadth first, so that a child wins over a grandchild whatever their order), else the
/// nearest in the whole tree, else a new subview of the superview.
///
/// Every name of a program is resolved in one pass over the superview's subtree, and the
/// names it lacks in one pass over the tree, so that a statement naming 100,000 views, or a
/// flat text creating them, is linear rather than a search per name.
struct NameResolution {
    let engine: LayoutEngine
    let superview: LayoutView
    /// The nearest view of each name in the whole tree, built on the first name the
    /// superview's subtree lacks.
    private var treeIndex: [String: LayoutView]?

    init(engine: LayoutEngine, superview: LayoutView) {
        self.engine = engine
        self.superview = superview
    }

    /// The view of each name; a name the tree lacks becomes a new subview of the superview
    /// (when `creating`, else it is left out).
    ///
    /// - Complexity: O(size of the superview's subtree), plus O(*n*) once if a name is not in
    ///   it.
    mutating func resolve(_ names: [String], creating: Bool = true) -> [String: LayoutView] {
        var found: [String: LayoutView] = [:]
        guard !names.isEmpty else { return found }
        let wanted = Set(names)
        var queue = superview.subviews
        var index = 0
        while index < queue.count, found.count < wanted.count {
            let node = queue[index]
            engine.work.nameVisits += 1
            if wanted.contains(node.name), found[node.name] == nil { found[node.name] = node }
            queue.append(contentsOf: node.subviews)
            index += 1
        }
        guard found.count < wanted.count else { return found }
        for name in names where found[name] == nil {
            if let view = lookUpInTree(name) {
                found[name] = view
            } else if creating {
                found[name] = created(named: name, in: superview)
            }
        }
        return found
    }

    /// The view of one name, created under the superview when the tree lacks it.
    mutating func view(named name: String) -> LayoutView {
        if let found = resolve([name], creating: false)[name] { return found }
        return created(named: name, in: superview)
    }

    /// A new view of that name under `parent`, known to the index from now on.
    mutating func created(named name: String, in parent: LayoutView) -> LayoutView {
        let view = LayoutView(name: name)
        parent.addSubview(view)
        // A name is created only when the tree lacks it, so the new view is its nearest.
        if treeIndex != nil { treeIndex?[name] = view }
        return view
    }

    /// The nearest view of that name from the root, breadth first. The index is built once.
    private mutating func lookUpInTree(_ name: String) -> LayoutView? {
        if treeIndex == nil {
            var index: [String: LayoutView] = [:]
            var queue = [engine.root]
            var position = 0
            while position < queue.count {
                let node = queue[position]
                engine.work.nameVisits += 1
                if index[node.name] == nil { index[node.name] = node }
                queue.append(contentsOf: node.subviews)
                position += 1
            }
            treeIndex = index
        }
        return treeIndex?[name]
    }
}
