/// Measures and wraps strings, remembering results.
///
/// Results are cached per (string, style, width): a layout engine asks for the same label's
/// size many times while it solves. A width at or above the widest line of the unconstrained
/// measurement reuses that measurement, since nothing would wrap.
///
/// A measurer is a class with mutable state and is not `Sendable`: give each layout engine (or
/// thread) its own. ``measureUncached(_:style:width:)`` is a pure function any thread can call.
///
/// ```swift
/// let measurer = TextMeasurer()
/// let text = measurer.measure("Hello, world", style: TextStyle(typeface: face, size: 16), width: 60)
/// for line in text.lines { print(line.text, line.width, line.baseline) }
/// ```
public final class TextMeasurer {
    /// Strings compare by their UTF-8 bytes, not by `String`'s canonical equivalence: `"é"`
    /// and `"e\u{301}"` are equal strings but map to different glyphs, and a line's range must
    /// index the caller's own string.
    private struct Key: Hashable {
        let string: String
        let style: TextStyle
        /// `nil` for no width limit.
        let width: Double?

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.width == rhs.width && lhs.style == rhs.style && lhs.string.utf8.elementsEqual(rhs.string.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(width)
            hasher.combine(string.utf8.count)
            let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            }
            if hashed == nil {
                for byte in string.utf8 { hasher.combine(byte) }
            }
        }
    }

    private var cache: [Key: MeasuredText] = [:]
    private var layout = TextLayout()

    /// The number of measurements kept before the cache is emptied and starts again.
    public let cacheCapacity: Int

    /// Creates a measurer that keeps up to `cacheCapacity` measurements (0 to keep none).
    public init(cacheCapacity: Int = 4096) {
        self.cacheCapacity = max(0, cacheCapacity)
    }

    /// The number of measurements in the cache.
    public var cachedCount: Int { cache.count }

    /// Forgets every cached measurement (typically after fonts change).
    /// - Complexity: O(n) for n cached measurements.
    public func removeAllCachedMeasurements() { cache.removeAll() }

    /// The size, lines and baselines of `string` set in `style`, wrapped to `width` points
    /// (`nil` or NaN: no limit, lines end only at hard breaks; 0 or less: one cluster a line).
    ///
    /// - Complexity: O(1) expected plus hashing the string when cached; otherwise O(n) in the
    ///   string's length.
    public func measure(_ string: String, style: TextStyle, width: Double? = nil) -> MeasuredText {
        // NaN (no limit a solver could mean) would also never equal itself as a cache key.
        let width = width.flatMap { $0.isNaN ? nil : $0 }
        let key = Key(string: string, style: style, width: width)
        if let cached = cache[key] { return cached }
        if let width, let free = cache[Key(string: string, style: style, width: nil)],
            width + TextLayout.tolerance >= free.width
        {
            return free
        }
        let measured = layout.measure(string, style: style, width: width)
        if cacheCapacity > 0 {
            // Emptying at capacity is O(1) amortized and keeps the hot path free of bookkeeping;
            // a layout pass re-fills the few entries it needs.
            if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
            cache[key] = measured
        }
        return measured
    }

    /// Measures without a cache; the same result as ``measure(_:style:width:)``.
    /// - Complexity: O(n) in the string's length.
    public static func measureUncached(_ string: String, style: TextStyle, width: Double? = nil) -> MeasuredText {
        var layout = TextLayout()
        return layout.measure(string, style: style, width: width.flatMap { $0.isNaN ? nil : $0 })
    }
}
