/// Names in layout text to views: the nearest view of that name below the text's superview
/// (breadth first, so that a child wins over a grandchild whatever their order), else the
/// nearest in the whole tree, else a new subview of the superview.
///
/// Names are looked up in the engine's ``ViewNameIndex`` rather than searched for: a child of
/// the superview is one lookup; a name the tree lacks is one lookup (then a new view); a name
/// held by a few views elsewhere costs a walk up from each to tell the nearest. Only a name
/// shared by many views, or by several at the same distance, falls back to the breadth-first
/// search, one pass below the superview for all such names of a program and one pass over the
/// tree. So 20,000 texts added one by one to one superview, a statement naming 100,000 views,
/// and a flat text creating them are all linear.
struct NameResolution {
    let engine: LayoutEngine
    let superview: LayoutView
    /// The nearest view of each name in the whole tree, built on the first name that needs
    /// the breadth-first search of the tree.
    private var treeIndex: [String: LayoutView]?

    /// A name held by more views than this is searched for rather than walked up from.
    private static let walkLimit = 8

    init(engine: LayoutEngine, superview: LayoutView) {
        self.engine = engine
        self.superview = superview
    }

    /// The view of each name; a name the tree lacks becomes a new subview of the superview
    /// (when `creating`, else it is left out).
    ///
    /// - Complexity: O(1) per name in the usual cases (above), O(depth) per candidate walked
    ///   up from; O(size of the superview's subtree) and O(*n*) once each for the names that
    ///   need the search.
    mutating func resolve(_ names: [String], creating: Bool = true) -> [String: LayoutView] {
        var found: [String: LayoutView] = [:]
        var searchBelow: [String] = []
        var searchTree: [String] = []
        var absent: [String] = []
        for name in names where found[name] == nil {
            switch locate(name) {
            case .found(let view): found[name] = view
            case .searchBelow: searchBelow.append(name)
            case .searchTree: searchTree.append(name)
            case .absent: absent.append(name)
            }
        }
        if !searchBelow.isEmpty {
            let wanted = Set(searchBelow)
            var remaining = wanted.count
            var queue = superview.subviews
            var index = 0
            while index < queue.count, remaining > 0 {
                let node = queue[index]
                engine.work.nameVisits += 1
                if wanted.contains(node.name), found[node.name] == nil {
                    found[node.name] = node
                    remaining -= 1
                }
                queue.append(contentsOf: node.subviews)
                index += 1
            }
            for name in searchBelow where found[name] == nil { searchTree.append(name) }
        }
        for name in searchTree where found[name] == nil {
            if let view = lookUpInTree(name) { found[name] = view } else { absent.append(name) }
        }
        if creating {
            for name in absent where found[name] == nil { found[name] = created(named: name, in: superview) }
        }
        return found
    }

    /// Where the nearest view of a name is, from the index.
    private enum Location {
        case found(LayoutView)
        /// Several views of that name: the breadth-first search below the superview decides.
        case searchBelow
        /// None below the superview, several elsewhere: the search of the tree decides.
        case searchTree
        case absent
    }

    private func locate(_ name: String) -> Location {
        let root = engine.root
        let children = engine.viewNames.children(named: name, of: superview, root: root, visits: &engine.work.nameVisits)
        engine.work.nameVisits += children.count
        if children.count == 1 { return .found(children[0]) }
        if children.count > 1 { return .searchBelow }
        let views = engine.viewNames.views(named: name, root: root, visits: &engine.work.nameVisits)
        if views.isEmpty { return .absent }
        if views.count > Self.walkLimit { return .searchBelow }
        // Each candidate's depth below the superview (when below it) and from the root.
        var nearestBelow: (view: LayoutView, depth: Int)?
        var belowTied = false
        var nearest: (view: LayoutView, depth: Int)?
        var tied = false
        candidates: for view in views {
            var node = view
            var depth = 0
            var below: Int?
            while node !== root {
                engine.work.nameVisits += 1
                if node === superview, depth > 0 { below = depth }
                guard let parent = node.superview else {
                    // It left the tree.
                    engine.viewNames.forget(view)
                    continue candidates
                }
                node = parent
                depth += 1
            }
            if node === superview, depth > 0 { below = depth }
            if let below {
                if let best = nearestBelow, best.depth <= below {
                    if best.depth == below { belowTied = true }
                } else {
                    nearestBelow = (view, below)
                    belowTied = false
                }
            }
            if let best = nearest, best.depth <= depth {
                if best.depth == depth { tied = true }
            } else {
                nearest = (view, depth)
                tied = false
            }
        }
        if let nearestBelow { return belowTied ? .searchBelow : .found(nearestBelow.view) }
        guard let nearest else { return .absent }
        return tied ? .searchTree : .found(nearest.view)
    }

    /// The view of one name, created under the superview when the tree lacks it.
    mutating func view(named name: String) -> LayoutView {
        if let found = resolve([name], creating: false)[name] { return found }
        return created(named: name, in: superview)
    }

    /// A new view of that name under `parent`, known to the indexes from now on.
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
