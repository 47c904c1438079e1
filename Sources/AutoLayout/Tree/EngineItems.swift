/// The items of one view, one per engine laying it out (``LayoutView/engineItems``).
///
/// Nearly every view has one engine, so the view keeps the first item inline and the others
/// apart: an array of one item is a 48-byte allocation per view, an eighth of a view's share
/// of a large tree's memory at the time. Items are never removed: a view keeps its items for
/// when it comes back.
struct EngineItems: Sequence {
    private(set) var first: ItemVariables?
    private(set) var others: [ItemVariables]

    init(first: ItemVariables?, others: [ItemVariables]) {
        self.first = first
        self.others = others
    }

    /// Adds an engine's item after the others. O(1) amortized.
    mutating func append(_ item: ItemVariables) {
        if first == nil { first = item } else { others.append(item) }
    }

    /// Visits the items in the order they were added.
    struct Iterator: IteratorProtocol {
        fileprivate let items: EngineItems
        fileprivate var index = 0

        mutating func next() -> ItemVariables? {
            defer { index += 1 }
            if index == 0 { return items.first }
            return index - 1 < items.others.count ? items.others[index - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(items: self) }

    var underestimatedCount: Int { first == nil ? 0 : 1 + others.count }
}
