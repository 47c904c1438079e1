/// The items of one view, one per engine laying it out (``LayoutView/engineItems``).
///
/// Nearly every view has one engine, so the first item is kept inline: an array of one item
/// is a 48-byte allocation per view, an eighth of a view's share of a large tree's memory
/// at the time. Items are never removed: a view keeps its items for when it comes back.
struct EngineItems: Sequence {
    private var head: ItemVariables?
    private var rest: [ItemVariables] = []

    /// Adds an engine's item after the others. O(1) amortized.
    mutating func append(_ item: ItemVariables) {
        if head == nil { head = item } else { rest.append(item) }
    }

    /// Visits the items in the order they were added.
    struct Iterator: IteratorProtocol {
        fileprivate let items: EngineItems
        fileprivate var index = 0

        mutating func next() -> ItemVariables? {
            defer { index += 1 }
            if index == 0 { return items.head }
            return index - 1 < items.rest.count ? items.rest[index - 1] : nil
        }
    }

    func makeIterator() -> Iterator { Iterator(items: self) }

    var underestimatedCount: Int { head == nil ? 0 : 1 + rest.count }
}
