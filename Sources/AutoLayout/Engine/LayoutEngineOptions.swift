/// Settings of a ``LayoutEngine`` that can change after creation (each change is incremental).
public struct LayoutEngineOptions: Hashable, Sendable {
    /// Standard spacing between siblings (`[a]-[b]`), Apple's 8.
    public var siblingSpacing: Double
    /// Standard spacing to the superview's edge (`|-[a]`), Apple's 20.
    public var superviewSpacing: Double
    /// Which way `leading` and `trailing` point.
    public var direction: LayoutDirection
    /// Pixel snapping: edges are rounded to multiples of `1 / scale` after solving;
    /// `nil` keeps exact values.
    public var scale: Double?

    /// Options; the defaults are Apple's spacings, left to right, no pixel snapping.
    public init(
        siblingSpacing: Double = 8, superviewSpacing: Double = 20,
        direction: LayoutDirection = .leftToRight, scale: Double? = nil
    ) {
        self.siblingSpacing = siblingSpacing
        self.superviewSpacing = superviewSpacing
        self.direction = direction
        self.scale = scale
    }
}
