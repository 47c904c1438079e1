/// The members of a JSON object whose keys the loader checked, read by key.
///
/// An object of a document has a few members out of a known set, and the loader asks for
/// each key of the set in turn (a view node, for sixteen): comparing the key with the few
/// members there are costs less than hashing it into a dictionary of them.
struct CheckedMembers {
    private let members: [JSONMember]

    init(_ members: [JSONMember]) {
        self.members = members
    }

    /// The value of the last member named `key` (as a dictionary built from the members in
    /// order would hold), or `nil` when there is none.
    ///
    /// - Complexity: O(members), comparing strings.
    subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }
}

/// The members of a view's object by key, found in one pass over them (see
/// `DocumentLoader.nodeMembers`).
struct NodeMembers {
    /// The keys of a view's object, in the order of ``DocumentLoader/rootKeys``.
    enum Key: Int {
        case name, layout, subviews, intrinsicSize, hugging, compressionResistance, hidden, rules, baselines
        case className, zIndex, data, scroll, text, width, height

        /// The key spelt `text`, if it is one: picked by length and first byte, then compared
        /// once (comparing with every key in turn was a fifth of loading a view).
        init?(_ text: String) {
            let utf8 = text.utf8
            let candidate: Key
            switch (utf8.count, utf8.first ?? 0) {
            case (4, UInt8(ascii: "n")): candidate = .name
            case (4, UInt8(ascii: "d")): candidate = .data
            case (4, UInt8(ascii: "t")): candidate = .text
            case (5, UInt8(ascii: "r")): candidate = .rules
            case (5, UInt8(ascii: "c")): candidate = .className
            case (5, UInt8(ascii: "w")): candidate = .width
            case (6, UInt8(ascii: "l")): candidate = .layout
            case (6, UInt8(ascii: "z")): candidate = .zIndex
            case (6, UInt8(ascii: "s")): candidate = .scroll
            case (6, UInt8(ascii: "h")): candidate = text == "hidden" ? .hidden : .height
            case (7, UInt8(ascii: "h")): candidate = .hugging
            case (8, UInt8(ascii: "s")): candidate = .subviews
            case (9, UInt8(ascii: "b")): candidate = .baselines
            case (13, UInt8(ascii: "i")): candidate = .intrinsicSize
            case (21, UInt8(ascii: "c")): candidate = .compressionResistance
            default: return nil
            }
            guard text == DocumentLoader.rootKeys[candidate.rawValue] else { return nil }
            self = candidate
        }
    }

    private let members: [JSONMember]
    /// The index in `members` of each key's member, -1 for none. Keys are unique (the parser
    /// rejects duplicates) and at most sixteen, so an index fits.
    private var slots = SIMD16<Int8>(repeating: -1)
    /// A bit per key present: most of the sixteen keys a view is asked for are absent.
    private var present: UInt16 = 0

    init(_ members: [JSONMember]) {
        self.members = members
    }

    /// The value of the member named `key`, or `nil` when there is none.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    subscript(key: Key) -> JSONNode? {
        guard present & (1 << key.rawValue) != 0 else { return nil }
        let index = Int(slots[key.rawValue])
        return index >= 0 && index < members.count ? members[index].value : nil
    }

    /// Records that the member at `index` has the key `key`.
    mutating func set(_ key: Key, at index: Int) {
        slots[key.rawValue] = Int8(truncatingIfNeeded: index)
        present |= 1 << key.rawValue
    }
}
