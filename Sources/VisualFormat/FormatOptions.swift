/// The options of a statement, as Apple's `NSLayoutConstraint.FormatOptions`.
///
/// At most one alignment is Apple's rule; alignment braces (`{left, right}`) may add several,
/// each of which aligns every adjacent pair of views. The direction options and the spacing
/// options are each one of a kind.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, Apple's values (`alignAllLeft` is `1 << 1`).
    public let rawValue: UInt32
    /// The options of these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Aligns the left edges of every adjacent pair of views (V statements).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of every adjacent pair of views (V statements).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of every adjacent pair of views (H statements).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of every adjacent pair of views (H statements).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of every adjacent pair of views (V statements).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of every adjacent pair of views (V statements).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of every adjacent pair of views (V statements).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of every adjacent pair of views (H statements).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of every adjacent pair of views (H statements).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of every adjacent pair of views (H statements).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Apple's older name for ``alignAllLastBaseline``: the same alignment. It also sets a bit
    /// Apple leaves unused (``spelledBaseline``) so that a message can name the option as it was
    /// given; `contains(.alignAllLastBaseline)` is true for both.
    public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11 | 1 << 31)
    /// Remembers that the baseline alignment was given as ``alignAllBaseline``; carries no
    /// meaning of its own.
    public static let spelledBaseline = FormatOptions(rawValue: 1 << 31)

    /// Lays H statements out from leading to trailing, following the engine's direction
    /// (Apple's default: no bits).
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    /// Lays H statements out from left to right, whatever the engine's direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lays H statements out from right to left, whatever the engine's direction (the `|`
    /// written first is the right edge).
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// Gaps measure from edge to edge (Apple's default: no bits).
    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
    /// Gaps in V statements measure from baseline to baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// Every named option with Apple's name (`"alignAllLeft"`), for documents and messages.
    public static let named: [(name: String, option: FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllBaseline", .alignAllBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// The option with Apple's name, or `nil`.
    public init?(named name: String) {
        guard let found = Self.named.first(where: { $0.name == name }) else { return nil }
        self = found.option
    }
}
