/// A glyph pair → kerning value map: open addressing on a packed `UInt32` key.
///
/// Built once, read on every adjacent glyph pair while measuring, so it avoids `Dictionary`'s
/// seeded hashing: a multiplicative hash and linear probing over two flat arrays.
struct PairTable: Sendable {
    /// No pair packs to this: glyph ids stop at 65534 because counts stop at 65535.
    private static let empty: UInt32 = 0xFFFF_FFFF

    private var keys: [UInt32]
    private var values: [Int32]
    private var shift: UInt32
    private(set) var count = 0

    init(capacity: Int = 0) {
        var bits: UInt32 = 3
        while (1 << bits) < 2 * capacity + 1 { bits += 1 }
        keys = [UInt32](repeating: Self.empty, count: 1 << bits)
        values = [Int32](repeating: 0, count: 1 << bits)
        shift = 32 - bits
    }

    @inline(__always)
    static func key(_ left: UInt16, _ right: UInt16) -> UInt32 {
        UInt32(left) << 16 | UInt32(right)
    }

    @inline(__always)
    private func slot(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> shift)
    }

    /// The value stored for the pair, `nil` if none.
    /// - Complexity: O(1) expected.
    @inline(__always)
    func value(_ left: UInt16, _ right: UInt16) -> Int32? {
        let key = Self.key(left, right)
        guard key != Self.empty else { return nil }
        let mask = keys.count - 1
        var index = slot(key)
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for the pair unless one is already there (the first subtable or record
    /// listing a pair is the one that applies), or adds it when `accumulate` is set.
    mutating func insert(_ left: UInt16, _ right: UInt16, _ value: Int32, accumulate: Bool = false) {
        let key = Self.key(left, right)
        // Glyph 65535 cannot exist (counts stop at 65535); its pair would collide with `empty`.
        guard key != Self.empty else { return }
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != Self.empty {
            if keys[index] == key {
                if accumulate { values[index] &+= value }
                return
            }
            index = (index + 1) & mask
        }
        keys[index] = key
        values[index] = value
        count += 1
    }

    /// Replaces the pair's value (the `kern` table's override bit).
    mutating func replace(_ left: UInt16, _ right: UInt16, _ value: Int32) {
        let key = Self.key(left, right)
        guard key != Self.empty else { return }
        insert(left, right, 0)
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != key { index = (index + 1) & mask }
        values[index] = value
    }

    private mutating func grow() {
        var bigger = PairTable(capacity: keys.count)
        for (index, key) in keys.enumerated() where key != Self.empty {
            bigger.insert(UInt16(key >> 16), UInt16(key & 0xFFFF), values[index])
        }
        self = bigger
    }

    /// Calls `body` with every stored pair's first glyph.
    func forEachFirstGlyph(_ body: (UInt16) -> Void) {
        for key in keys where key != Self.empty { body(UInt16(key >> 16)) }
    }
}
