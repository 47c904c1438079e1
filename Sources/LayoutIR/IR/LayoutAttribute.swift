/// An attribute of a layout item, as in Apple's `NSLayoutConstraint.Attribute`.
///
/// Horizontal positions are `left`, `right`, `leading`, `trailing` and `centerX`; vertical
/// positions are `top`, `bottom`, `centerY`, `firstBaseline` and `lastBaseline`; the sizes are
/// `width` and `height`. `leading` and `trailing` are resolved to `left`/`right` by the engine
/// from its layout direction, so the IR keeps them as written.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The edge where text starts: the left edge left to right, the right edge right to left.
    case leading
    /// The edge where text ends: the right edge left to right, the left edge right to left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text (the bottom edge for a view without text).
    case firstBaseline
    /// The baseline of the last line of text (the bottom edge for a view without text).
    case lastBaseline

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The attribute's name as layout text writes it: `centerX`.
    public var description: String { rawValue }
}

/// One of the two layout axes.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right: `H:` statements, widths, x positions.
    case horizontal
    /// Top to bottom: `V:` statements, heights, y positions.
    case vertical

    /// The size attribute along this axis.
    public var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
}

/// The relation of a constraint, as in `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The first item's attribute is at most the right side.
    case lessThanOrEqual = "<="
    /// The first item's attribute equals the right side.
    case equal = "=="
    /// The first item's attribute is at least the right side.
    case greaterThanOrEqual = ">="

    /// The relation as layout text writes it: `<=`, `==`, `>=`.
    public var description: String { rawValue }
}
