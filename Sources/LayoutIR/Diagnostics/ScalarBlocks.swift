/// Where UTF-8 text beyond ASCII has its Unicode scalars, for columns: the number of scalars
/// before every 64th byte, so that the scalars before any byte cost one lookup and a count of
/// at most 63 bytes. Columns count scalars, offsets count bytes; ASCII text needs no table.
///
/// Shared by the compiler's source text and a program's on-demand origins.
package struct ScalarBlocks: Sendable {
    private let counts: [Int]

    /// The table of `bytes`, empty (offsets are scalars) when every byte is ASCII.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    package init(_ bytes: [UInt8], isASCII: Bool) {
        guard !isASCII else { counts = []; return }
        var counts: [Int] = []
        counts.reserveCapacity(bytes.count / 64 + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset & 63 == 0 { counts.append(scalars) }
            if byte & 0xC0 != 0x80 { scalars += 1 }  // not a continuation byte
        }
        counts.append(scalars)
        self.counts = counts
    }

    /// The scalars of `bytes` (the text the table was made from) before byte `offset`, which
    /// is at most `bytes.count`.
    ///
    /// - Complexity: O(1): at most 63 bytes counted.
    package func scalars(before offset: Int, in bytes: [UInt8]) -> Int {
        guard !counts.isEmpty else { return offset }
        let block = offset >> 6
        var count = counts[block]
        var i = block << 6
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }
}
