/// SplitMix64 (Steele, Lea and Flood): a small, fast generator whose whole state is one seed, so
/// every randomized test, benchmark and churn replays exactly from the seed it prints.
///
/// Not for anything that needs unpredictability: the sequence is a pure function of the seed.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Complexity: O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits (every value a `Double` step apart).
    ///
    /// - Complexity: O(1).
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in `0..<n`; `n` must be positive. The modulo bias (below 2⁻⁴⁰ for the counts a
    /// test uses) does not matter for replayable test data.
    ///
    /// - Complexity: O(1).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
