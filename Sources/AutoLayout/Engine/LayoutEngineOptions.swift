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
    /// Whether the size given to ``LayoutEngine/layout(width:height:)`` is required of the
    /// root (iOS, the default) or asked for just below required so that content can push it
    /// (a macOS window). Takes effect at the next layout.
    public var rootSizing: RootSizing

    /// Options with Apple's spacings, left to right, no snapping and a required root size
    /// unless given.
    public init(
        siblingSpacing: Double = 8, superviewSpacing: Double = 20,
        direction: LayoutDirection = .leftToRight, scale: Double? = nil, rootSizing: RootSizing = .required
    ) {
        self.rootSizing = rootSizing
        self.siblingSpacing = siblingSpacing
        self.superviewSpacing = superviewSpacing
        self.direction = direction
        self.scale = scale
    }
}
