/// Timing with a monotonic clock and the statistics the reports use.
enum Measurement {
    /// How long `body` takes, in seconds, on `ContinuousClock` (monotonic).
    static func seconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = start.duration(to: clock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The median, the mean of the two middle values for an even count (like Python's
    /// `statistics.median`); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Rounded to `places` decimals, like Python's `round(x, places)`.
    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
