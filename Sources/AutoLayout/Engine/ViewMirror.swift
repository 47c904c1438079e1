/// The engine's mirror of the view tree: its items by view, the tree order of the last walk,
/// and which views changed since.
///
/// Items are found through the view (``LayoutView/engineItems``), not through a dictionary,
/// and the mirror holds only the items of the views in the tree: a subtree that leaves is
/// forgotten at the next walk.
struct ViewMirror {
    let owner: EngineToken
    /// The items of the tree at the last walk, parents before children (depth first, in
    /// subview order).
    private(set) var treeOrder: [ItemVariables] = []
    /// Set when the tree changed: the next sync walks it all.
    var needsTreeWalk = true
    /// Views whose properties changed since the last sync.
    var changedViews: [LayoutView] = []
    /// Items of views with a `measure` function, asked again after each solve.
    var measured: [ItemVariables] = []
    /// How many walks there were: names the current tree order.
    private(set) var walkCount = 0

    init(owner: EngineToken) {
        self.owner = owner
    }

    /// The view's item for this engine, made on first use. O(engines laying the view out),
    /// usually one comparison.
    func item(for view: LayoutView) -> ItemVariables {
        // Nearly every view has one engine: its item is the view's first, read without
        // making the sequence of the view's items (a third of the cost of finding it).
        if let first = view.firstEngineItem {
            if first.owner === owner { return first }
            for item in view.engineItems where item.owner === owner { return item }
        }
        let item = ItemVariables(name: view.name, view: view, owner: owner)
        view.appendEngineItem(item)
        return item
    }

    /// The view's item if the engine made one.
    func existingItem(for view: LayoutView) -> ItemVariables? {
        if let first = view.firstEngineItem, first.owner === owner { return first }
        return view.engineItems.first { $0.owner === owner }
    }

    /// Walks the tree under `root`: the new tree order, and the items that left the tree
    /// since the last walk (those that entered are marked `isInTree`; nobody needed their
    /// list, which cost an append a view).
    ///
    /// - Complexity: O(*n*) without recursion.
    mutating func walk(from root: LayoutView) -> [ItemVariables] {
        walkCount += 1
        let parity = walkCount & 1 == 1
        var order: [ItemVariables] = []
        order.reserveCapacity(treeOrder.count)
        var stack: [(LayoutView, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            let item = item(for: view)
            item.walkParity = parity
            item.depth = depth
            order.append(item)
            item.isInTree = true
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
        var left: [ItemVariables] = []
        for item in treeOrder where item.walkParity != parity {
            item.isInTree = false
            left.append(item)
        }
        treeOrder = order
        for item in left { item.isListedAsMeasured = false }
        // Kept in tree order, the order in which views are asked again. An item is marked
        // only while listed, so with none listed there is nothing to look for (most trees).
        if !measured.isEmpty { measured = order.filter { $0.isListedAsMeasured } }
        return left
    }

    /// Notes a measured view, once.
    mutating func noteMeasured(_ item: ItemVariables) {
        guard !item.isListedAsMeasured else { return }
        item.isListedAsMeasured = true
        measured.append(item)
    }
}
