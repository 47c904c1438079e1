/// Names in layout text to views: the nearest view of that name below the text's superview
/// (breadth first, so that a child wins over a grandchild whatever their order), else the
/// nearest in the whole tree, else a new subview of the superview.
///
/// A program's names are resolved together, into an array indexed like the names (a compiled
/// program's name ids), with no dictionary made per text. The superview's children come
/// first: when there are not many more of them than names (a card's texts name most of the
/// card's children), one pass over them matches every name, comparing strings directly for a
/// few names and through the program's table of names otherwise; the engine's
/// ``ViewNameIndex`` (built on first use by a walk of the whole tree) is then never needed.
/// A superview with many more children than the text has names (texts added one by one to
/// one superview) asks the index instead: one lookup per name.
///
/// A name that is no child of the superview is looked up in the index: a name the tree lacks
/// is one lookup (then a new view); a name held by a few views elsewhere costs a walk up from
/// each to tell the nearest. Only a name shared by several children, by many views, or by
/// several at the same distance falls back to the breadth-first search, one pass below the
/// superview for all such names of a program and one pass over the tree. So 20,000 texts
/// added one by one to one superview, a statement naming 100,000 views, and a flat text
/// creating them are all linear.
struct NameResolution {
    let engine: LayoutEngine
    let superview: LayoutView
    /// The nearest view of each name in the whole tree, built on the first name that needs
    /// the breadth-first search of the tree.
    private var treeIndex: [String: LayoutView]?

    /// A name held by more views than this is searched for rather than walked up from.
    private static let walkLimit = 8
    /// Children scanned per name before the index is asked instead (plus a few).
    private static let childrenPerName = 4

    init(engine: LayoutEngine, superview: LayoutView) {
        self.engine = engine
        self.superview = superview
    }

    /// The view of each name; a name the tree lacks becomes a new subview of the superview
    /// (when `creating`, else it is left out).
    ///
    /// - Complexity: as ``resolve(_:wanted:creating:)``, plus building the table of names.
    mutating func resolve(_ names: [String], creating: Bool = true) -> [String: LayoutView] {
        let table = NameTable(names)
        let views = resolve(table, wanted: nil, creating: creating)
        var found: [String: LayoutView] = [:]
        for (position, view) in views.enumerated() {
            if let view { found[table.names[position]] = view }
        }
        return found
    }

    /// The view of each name of `table`, by position: `nil` for a name left out by `wanted`
    /// or that the tree lacks (unless `creating`: it then becomes a new subview of the
    /// superview, in the order of the table).
    ///
    /// - Complexity: O(names + children of the superview) when it has at most about four
    ///   children per name, else O(1) per name through the index; O(1) per name that is no
    ///   child in the usual cases (above), O(depth) per candidate walked up from; O(size of
    ///   the superview's subtree) and O(*n*) once each for the names that need the search.
    mutating func resolve(_ table: NameTable, wanted: [Bool]?, creating: Bool) -> [LayoutView?] {
        let names = table.names
        var found = [LayoutView?](repeating: nil, count: names.count)
        func isWanted(_ position: Int) -> Bool { wanted.map { $0[position] } ?? true }
        // The names several children of the superview have (made on the first such name):
        // the search below the superview decides between them.
        var several: [Bool] = []
        func markSeveral(_ position: Int) {
            if several.isEmpty { several = [Bool](repeating: false, count: names.count) }
            several[position] = true
        }
        let wantedCount = wanted.map { $0.reduce(0) { $1 ? $0 + 1 : $0 } } ?? names.count
        let children = superview.subviews
        if children.count <= Self.childrenPerName * wantedCount + 8 {
            engine.work.nameVisits += children.count
            for child in children {
                guard let position = table.position(of: child.name), isWanted(position) else { continue }
                if let first = found[position] {
                    if first !== child { markSeveral(position) }
                } else {
                    found[position] = child
                }
            }
            if !several.isEmpty {
                for position in names.indices where several[position] { found[position] = nil }
            }
        } else {
            let root = engine.root
            for position in names.indices where isWanted(position) {
                let list = engine.viewNames.children(
                    named: names[position], of: superview, root: root, visits: &engine.work.nameVisits)
                engine.work.nameVisits += list.count
                if list.count == 1 { found[position] = list[0] } else if list.count > 1 { markSeveral(position) }
            }
        }
        var searchBelow: [Int] = []
        var searchTree: [Int] = []
        var absent: [Int] = []
        for position in names.indices where isWanted(position) && found[position] == nil {
            if !several.isEmpty, several[position] {
                searchBelow.append(position)
                continue
            }
            switch locateElsewhere(names[position]) {
            case .found(let view): found[position] = view
            case .searchBelow: searchBelow.append(position)
            case .searchTree: searchTree.append(position)
            case .absent: absent.append(position)
            }
        }
        if !searchBelow.isEmpty {
            var searched = [Bool](repeating: false, count: names.count)
            for position in searchBelow { searched[position] = true }
            var remaining = searchBelow.count
            var queue = superview.subviews
            var index = 0
            while index < queue.count, remaining > 0 {
                let node = queue[index]
                engine.work.nameVisits += 1
                if let position = table.position(of: node.name), searched[position], found[position] == nil {
                    found[position] = node
                    remaining -= 1
                }
                queue.append(contentsOf: node.subviews)
                index += 1
            }
            for position in searchBelow where found[position] == nil { searchTree.append(position) }
        }
        for position in searchTree where found[position] == nil {
            if let view = lookUpInTree(names[position]) { found[position] = view } else { absent.append(position) }
        }
        if creating {
            for position in absent where found[position] == nil {
                found[position] = created(named: names[position], in: superview)
            }
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

    /// Where the nearest view of a name that no child of the superview has is.
    private func locateElsewhere(_ name: String) -> Location {
        let root = engine.root
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
