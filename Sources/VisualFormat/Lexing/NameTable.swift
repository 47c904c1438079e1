/// Every distinct name of a text, numbered in order of first appearance, so that the parser
/// and the lowering refer to a name by a small integer: one `String` and one metric or view
/// lookup per distinct name, instead of a hash of a `String` at every use.
///
/// An open-addressing table keyed by the name's bytes. A name met in the text is kept as a
/// range of the text's bytes (no copy); the bytes of a name made later live in one buffer.
struct NameTable: Sendable, Hashable {
    static func == (lhs: NameTable, rhs: NameTable) -> Bool { lhs.names == rhs.names }
    func hash(into hasher: inout Hasher) { hasher.combine(names) }

    /// The names by id.
    private(set) var names: [String] = []
    /// The text's bytes, where the names met in it are.
    private let source: [UInt8]
    private var storage: [UInt8] = []
    /// Where each id's bytes are (a struct, not a tuple: an array of tuples looks its type up
    /// at run time whenever one is made).
    private struct StoredName {
        /// In `source` from `start` when it is 0 or more, else in `storage` from `~start`.
        var start: Int
        var count: Int
    }

    private var spans: [StoredName] = []
    /// `id + 1` per slot, 0 when empty; the count is a power of two.
    private var slots: [Int32]

    /// Room for about `capacity` names without growing: a growing array is copied at each
    /// doubling, a cost a short text pays on nearly every name.
    /// With `capacity` 0 the table allocates nothing until its first name.
    init(capacity: Int, source: [UInt8] = []) {
        self.source = source
        guard capacity > 0 else {
            slots = []
            return
        }
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Self.emptySlots(size)
        // Long texts too: growing copies the arrays (and faults new pages in) at each doubling,
        // while room past the names a text has is never touched (20 compiles of the 400 KB
        // benchmark text: 2,000 fewer page faults, 7% less time). The bytes of names made
        // later are few: room for them only in a short text, and only in a table that makes
        // names (the lexer's names are all in the source).
        names.reserveCapacity(capacity)
        spans.reserveCapacity(capacity)
        guard capacity <= 256, source.isEmpty else { return }
        storage.reserveCapacity(capacity * 8)
    }

    var count: Int { names.count }

    subscript(id: Int) -> String { names[id] }

    /// The id of the name in `bytes[start..<end]`, added if new; `bytes` is the text's own
    /// buffer when `inSource` (the lexer's names), then the name is not copied.
    // Always inlined: the lexer calls it per name, and a call would cost more than the probe.
    @inline(__always)
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, inSource: Bool = false) -> Int {
        if slots.isEmpty { slots = Self.emptySlots(16) }
        let hash = Self.shortHash(bytes, start, end) ?? Self.hash(bytes, start, end)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { break }
            let id = entry - 1
            let span = spans[id]
            if inSource && span.start >= 0 {
                // Both names are in the same buffer: compared in place, no closure.
                if span.count == end - start && Self.sameBytes(bytes, span.start, start, span.count) { return id }
            } else if equal(id, bytes, start, end) {
                return id
            }
            slot = (slot + 1) & mask
        }
        let id = names.count
        if inSource {
            spans.append(StoredName(start: start, count: end - start))
        } else {
            spans.append(StoredName(start: ~storage.count, count: end - start))
            storage.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        names.append(Self.string(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// The name spelt by `bytes` (valid UTF-8: a name is cut from a `String` at scalar
    /// boundaries, or made of ASCII). Written straight into the string's storage: a name of
    /// up to 15 ASCII bytes, nearly every name, is then a small string checked by two word
    /// tests, where `String(decoding:as:)` validates it byte by byte first (a third of the
    /// lexing of a new name).
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.initialize(fromContentsOf: bytes)
        }
    }

    /// Whether `bytes[a..<a + count]` and `bytes[b..<b + count]` are equal, compared a word at
    /// a time (names are mostly one word): a byte loop costs a compare and a branch per byte.
    @inline(__always)
    private static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ count: Int) -> Bool {
        guard let base = bytes.baseAddress else { return count == 0 }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while count - i >= 8 {
            if raw.loadUnaligned(fromByteOffset: a + i, as: UInt64.self)
                != raw.loadUnaligned(fromByteOffset: b + i, as: UInt64.self) { return false }
            i += 8
        }
        if i == count { return true }
        if a + i + 8 <= bytes.count && b + i + 8 <= bytes.count {
            // Whole words are readable: compare the name's bytes of them only.
            let kept = UInt64(count - i) * 8
            #if _endian(little)
            let mask: UInt64 = (1 << kept) &- 1
            #else
            let mask: UInt64 = ~(UInt64.max >> kept)
            #endif
            let x = raw.loadUnaligned(fromByteOffset: a + i, as: UInt64.self)
            let y = raw.loadUnaligned(fromByteOffset: b + i, as: UInt64.self)
            return (x ^ y) & mask == 0
        }
        while i < count {
            if bytes[a + i] != bytes[b + i] { return false }
            i += 1
        }
        return true
    }

    /// The id of `name` if the table has it.
    func id(of name: String) -> Int? {
        var copy = name
        return copy.withUTF8 { id(of: $0) }
    }

    /// The id of the name spelt by `bytes` if the table has it.
    func id(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(bytes, 0, bytes.count)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            // The length first: most candidates differ in it, and the bytes are then not read.
            if spans[entry - 1].count == bytes.count && equal(entry - 1, bytes, 0, bytes.count) { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    private func equal(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let span = spans[id]
        guard span.count == end - start else { return false }
        return withBytes(of: span) { stored in
            var i = 0
            while i < stored.count {
                if stored[i] != bytes[start + i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Calls `body` with the bytes of a stored name.
    private func withBytes<Result>(of span: StoredName, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = span.start >= 0 ? span.start : ~span.start
        return (span.start >= 0 ? source : storage).withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[start..<start + span.count]))
        }
    }

    /// `count` empty slots. Reserved and filled rather than `Array(repeating:count:)`, which
    /// goes through the library's unspecialised allocation and looks the array's storage type
    /// up at run time (some 600 instructions, a tenth of a short text's lexing).
    private static func emptySlots(_ count: Int) -> [Int32] {
        var slots: [Int32] = []
        slots.reserveCapacity(count)
        slots.append(contentsOf: repeatElement(0, count: count))
        return slots
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = Self.emptySlots(size)
        let mask = size - 1
        for (id, span) in spans.enumerated() {
            let hash = withBytes(of: span) { Self.hash($0, 0, $0.count) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(truncatingIfNeeded: id + 1)
        }
        slots = grown
    }

    /// ``hash(_:_:_:)`` of a name of 1 to 7 bytes with a whole word readable from its start,
    /// without a call (nearly every name the lexer meets); `nil` for any other.
    @inline(__always)
    private static func shortHash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64? {
        let length = end - start
        guard length > 0, length < 8, start + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        var word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: start, as: UInt64.self)
        #if _endian(little)
        word &= (1 << (UInt64(length) * 8)) &- 1
        #else
        word &= ~(UInt64.max >> (UInt64(length) * 8))
        #endif
        let hash = (0x9e37_79b9_7f4a_7c15 ^ UInt64(truncatingIfNeeded: length) ^ word) &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 29)
    }

    /// A multiply-xorshift hash over the name's bytes eight at a time (most names are one or
    /// two words): no chain of one multiplication per byte. Names chosen to collide would slow
    /// the probing down; the table is per text and the text is its author's, so that is no
    /// attack on anyone else.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let multiplier: UInt64 = 0xff51_afd7_ed55_8ccd
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(truncatingIfNeeded: end - start)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var i = start
        while end - i >= 8 {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            i += 8
        }
        if i < end {
            var word: UInt64 = 0
            if i + 8 <= bytes.count {
                // A whole word is readable: load it and keep the name's bytes (little-endian
                // order puts them low; big-endian hashes other bits, equally well).
                let kept = UInt64(end - i) * 8
                word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                #if _endian(little)
                word &= (1 << kept) &- 1
                #else
                word &= ~(UInt64.max >> kept)
                #endif
            } else {
                // The same word, byte by byte: a name hashes alike wherever it is.
                var shift: UInt64 = 0
                while i < end {
                    #if _endian(little)
                    word |= UInt64(bytes[i]) << shift
                    #else
                    word |= UInt64(bytes[i]) << (56 - shift)
                    #endif
                    shift += 8
                    i += 1
                }
            }
            hash = (hash ^ word) &* multiplier
        }
        return hash ^ (hash >> 29)
    }
}
