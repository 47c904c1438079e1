/// Distinct names, each with its position: a program's name ids.
///
/// A layout text names few views (a card's texts two or three), and for so few a hash of
/// each name costs more than comparing it with every other: up to ``linearLimit`` names the
/// table compares strings (small strings compare as two words), past it a dictionary is
/// built once and kept up to date.
struct NameTable {
    /// The names, in order of insertion; a name's position is its id.
    private(set) var names: [String] = []
    /// Each name's position, once there are more than ``linearLimit`` names.
    private var index: [String: Int]?

    /// Up to this many names, lookups compare strings instead of hashing them.
    static let linearLimit = 16

    init() {}

    /// The table of `names`, each kept once (the first time it appears).
    ///
    /// - Complexity: O(*n*) expected; O(*n* × ``linearLimit``) string comparisons at worst.
    init<Names: Sequence<String>>(_ names: Names) {
        for name in names { _ = insert(name) }
    }

    /// The table of `names`, known to be distinct (a program's names renamed one to one):
    /// none is compared with the others.
    ///
    /// - Complexity: O(*n*), and O(*n*) hashes past ``linearLimit`` names.
    init(distinct names: [String]) {
        self.names = names
        guard names.count > Self.linearLimit else { return }
        var built: [String: Int] = [:]
        built.reserveCapacity(2 * names.count)
        for (position, name) in names.enumerated() { built[name] = position }
        index = built
    }

    var count: Int { names.count }

    /// The position of `name`, or `nil` when the table lacks it.
    ///
    /// - Complexity: O(1) expected past ``linearLimit`` names, else at most that many string
    ///   comparisons.
    func position(of name: String) -> Int? {
        if let index { return index[name] }
        return names.firstIndex(of: name)
    }

    /// The position of `name`, added at the end when the table lacks it.
    mutating func insert(_ name: String) -> (position: Int, inserted: Bool) {
        if let position = position(of: name) { return (position, false) }
        names.append(name)
        if index != nil {
            index?[name] = names.count - 1
        } else if names.count > Self.linearLimit {
            var built: [String: Int] = [:]
            built.reserveCapacity(2 * names.count)
            for (position, known) in names.enumerated() { built[known] = position }
            index = built
        }
        return (names.count - 1, true)
    }
}
