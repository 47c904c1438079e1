/// Every distinct name of a text, numbered in order of first appearance, so that the parser
/// and the lowering refer to a name by a small integer: one `String` and one metric or view
/// lookup per distinct name, instead of a hash of a `String` at every use.
///
/// An open-addressing table keyed by the name's bytes; the bytes live in one buffer.
struct NameTable: Sendable, Hashable {
    static func == (lhs: NameTable, rhs: NameTable) -> Bool { lhs.names == rhs.names }
    func hash(into hasher: inout Hasher) { hasher.combine(names) }

    /// The names by id.
    private(set) var names: [String] = []
    private var storage: [UInt8] = []
    /// Where each id's bytes are in `storage` (a struct, not a tuple: an array of tuples looks
    /// its type up at run time whenever one is made).
    private struct StoredName {
        var start: Int
        var count: Int
    }

    private var spans: [StoredName] = []
    /// `id + 1` per slot, 0 when empty; the count is a power of two.
    private var slots: [Int32]

    /// Room for about `capacity` names without growing: a growing array is copied at each
    /// doubling, a cost a short text pays on nearly every name.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        // Only for short texts: a long text's estimate can be far off, and memory reserved but
        // never touched still moves the allocator's thresholds (measured slower on 400 KB).
        guard capacity > 0, capacity <= 256 else { return }
        names.reserveCapacity(capacity)
        spans.reserveCapacity(capacity)
        storage.reserveCapacity(capacity * 8)
    }

    var count: Int { names.count }

    subscript(id: Int) -> String { names[id] }

    /// The id of the name in `bytes[start..<end]`, added if new.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        let hash = Self.hash(bytes, start, end)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let id = entry - 1
            if equal(id, bytes, start, end) { return id }
            slot = (slot + 1) & mask
        }
        let id = names.count
        spans.append(StoredName(start: storage.count, count: end - start))
        storage.append(contentsOf: bytes[start..<end])
        names.append(String(decoding: bytes[start..<end], as: UTF8.self))
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `name`, added if new (names the lowering makes, such as a range's views).
    mutating func intern(_ name: String) -> Int {
        var copy = name
        return copy.withUTF8 { intern($0, 0, $0.count) }
    }

    /// The id of `name` if the table has it.
    func id(of name: String) -> Int? {
        var copy = name
        return copy.withUTF8 { bytes -> Int? in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: Self.hash(bytes, 0, bytes.count)) & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                if equal(entry - 1, bytes, 0, bytes.count) { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }
    }

    private func equal(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let span = spans[id]
        guard span.count == end - start else { return false }
        return storage.withUnsafeBufferPointer { stored in
            var i = 0
            while i < span.count {
                if stored[span.start + i] != bytes[start + i] { return false }
                i += 1
            }
            return true
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = [Int32](repeating: 0, count: size)
        let mask = size - 1
        storage.withUnsafeBufferPointer { stored in
            for (id, span) in spans.enumerated() {
                let name = UnsafeBufferPointer(rebasing: stored[span.start..<span.start + span.count])
                var slot = Int(truncatingIfNeeded: Self.hash(name, 0, name.count)) & mask
                while grown[slot] != 0 { slot = (slot + 1) & mask }
                grown[slot] = Int32(truncatingIfNeeded: id + 1)
            }
        }
        slots = grown
    }

    /// FNV-1a: fast on short names. Names chosen to collide would slow the probing down; the
    /// table is per text and the text is its author's, so that is no attack on anyone else.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var i = start
        while i < end {
            hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
            i += 1
        }
        return hash ^ (hash >> 29)
    }
}
