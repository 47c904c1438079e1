/// The views of the engine's tree by name, and each view's children by name, so that a name
/// in layout text is found without a search of the tree.
///
/// Built by one walk on first use, then kept up to date as views join the tree (the engine
/// hears of each added subtree, `TreeSync.swift`). Views that leave are not taken out at once:
/// entries are weak, and a lookup checks what it finds (a child entry is a child while the
/// view's superview is that parent; ``NameResolution`` walks up from every other candidate
/// anyway) and drops what is gone. Entries left by views that went and were never looked up
/// again are bounded by rebuilding the index once it holds twice as many entries as after its
/// last walk, which keeps the upkeep O(1) amortised per view that joins.
///
/// Keys are object identities held next to a weak reference: an identity reused by a new
/// object after the old one was freed finds the old entry empty (or holding another view)
/// and replaces it.
struct ViewNameIndex {
    private struct Entry {
        weak var view: LayoutView?
    }

    /// A parent and a name of its children.
    private struct ChildKey: Hashable {
        var parent: ObjectIdentifier
        var name: String
    }

    private var byName: [String: [ObjectIdentifier: Entry]]?
    private var children: [ChildKey: [Entry]] = [:]
    private var entries = 0
    private var entriesAfterWalk = 0

    /// The children of `parent` named `name`, in no particular order.
    ///
    /// - Complexity: O(children of that name), plus O(*n*) for the walk the first time.
    mutating func children(named name: String, of parent: LayoutView, root: LayoutView, visits: inout Int) -> [LayoutView] {
        if byName == nil { rebuild(from: root, visits: &visits) }
        let key = ChildKey(parent: ObjectIdentifier(parent), name: name)
        guard let list = children[key] else { return [] }
        var out: [LayoutView] = []
        for entry in list {
            if let view = entry.view, view.superview === parent, !out.contains(where: { $0 === view }) { out.append(view) }
        }
        if out.count < list.count {
            entries -= list.count - out.count
            children[key] = out.isEmpty ? nil : out.map { Entry(view: $0) }
        }
        return out
    }

    /// The live views of that name (some may have left the tree: see ``forget(_:)``), in no
    /// particular order.
    ///
    /// - Complexity: O(views of that name), plus O(*n*) for the walk the first time.
    mutating func views(named name: String, root: LayoutView, visits: inout Int) -> [LayoutView] {
        if byName == nil { rebuild(from: root, visits: &visits) }
        guard let table = byName?[name] else { return [] }
        var out: [LayoutView] = []
        var dead: [ObjectIdentifier] = []
        for (key, entry) in table {
            if let view = entry.view { out.append(view) } else { dead.append(key) }
        }
        for key in dead { byName?[name]?[key] = nil }
        entries -= dead.count
        if out.isEmpty { byName?[name] = nil }
        return out
    }

    /// A view found out of the tree.
    mutating func forget(_ view: LayoutView) {
        guard byName?[view.name]?.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
        entries -= 1
        if byName?[view.name]?.isEmpty == true { byName?[view.name] = nil }
    }

    /// A subtree joined the tree (or moved in it): its views are indexed.
    ///
    /// - Complexity: O(size of the subtree), amortised.
    mutating func noteJoined(_ top: LayoutView, root: LayoutView) {
        guard byName != nil else { return }
        if entries > 2 * entriesAfterWalk + 1_024 {
            var ignored = 0
            rebuild(from: root, visits: &ignored)
            return
        }
        var stack = [top]
        while let node = stack.popLast() {
            add(node)
            stack.append(contentsOf: node.subviews)
        }
    }

    private mutating func add(_ view: LayoutView) {
        let id = ObjectIdentifier(view)
        if byName?[view.name]?[id]?.view !== view {
            if byName?[view.name]?[id] == nil { entries += 1 }
            byName?[view.name, default: [:]][id] = Entry(view: view)
        }
        guard let parent = view.superview else { return }
        let key = ChildKey(parent: ObjectIdentifier(parent), name: view.name)
        if let list = children[key] {
            if list.contains(where: { $0.view === view }) { return }
            children[key]?.append(Entry(view: view))
        } else {
            children[key] = [Entry(view: view)]
        }
        entries += 1
    }

    private mutating func rebuild(from root: LayoutView, visits: inout Int) {
        byName = [:]
        children = [:]
        entries = 0
        var stack = [root]
        while let node = stack.popLast() {
            visits += 1
            add(node)
            stack.append(contentsOf: node.subviews)
        }
        entriesAfterWalk = entries
    }
}
