extension Array {
    /// Drops the elements from index `newCount` on (nothing when the array is that short).
    ///
    /// The parser and the lowering drop a few trailing working entries per chain, statement and
    /// failure; `removeSubrange(mark...)` goes through the general replacement path, about a
    /// hundred instructions even when it removes nothing, while `removeLast()` is a count
    /// decrement.
    ///
    /// - Complexity: O(number of elements removed).
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        while count > newCount { removeLast() }
    }
}
