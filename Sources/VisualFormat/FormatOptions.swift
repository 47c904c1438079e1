/// The options of a statement, as Apple's `NSLayoutConstraint.FormatOptions`.
///
/// At most one alignment is Apple's rule; alignment braces (`{left, right}`) may add several,
/// each of which aligns every adjacent pair of views. The direction options and the spacing
/// options are each one of a kind.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Apple's older name for ``alignAllLastBaseline``: the same alignment. It also sets a bit
    /// Apple leaves unused (``spelledBaseline``) so that a message can name the option as it was
    /// given; `contains(.alignAllLastBaseline)` is true for both.
    public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11 | 1 << 31)
    /// Remembers that the baseline alignment was given as ``alignAllBaseline``; carries no
    /// meaning of its own.
    public static let spelledBaseline = FormatOptions(rawValue: 1 << 31)

    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
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
