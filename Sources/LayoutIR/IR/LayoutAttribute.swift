/// An attribute of a layout item, as in Apple's `NSLayoutConstraint.Attribute`.
///
/// Horizontal positions are `left`, `right`, `leading`, `trailing` and `centerX`; vertical
/// positions are `top`, `bottom`, `centerY`, `firstBaseline` and `lastBaseline`; the sizes are
/// `width` and `height`. `leading` and `trailing` are resolved to `left`/`right` by the engine
/// from its layout direction, so the IR keeps them as written.
///
/// The margin family (`leftMargin` ... `centerYWithinMargins`, Apple's) and the safe-area family
/// (`safeAreaTop` ..., the edges of Apple's `safeAreaLayoutGuide`) are the view's edges moved
/// inward by its layout margins or its safe-area insets.
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
    /// The left edge of the layout margins.
    case leftMargin
    /// The right edge of the layout margins.
    case rightMargin
    /// The top edge of the layout margins.
    case topMargin
    /// The bottom edge of the layout margins.
    case bottomMargin
    /// The leading edge of the layout margins.
    case leadingMargin
    /// The trailing edge of the layout margins.
    case trailingMargin
    /// The horizontal centre between the left and right layout margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom layout margins.
    case centerYWithinMargins
    /// The left edge of the safe area.
    case safeAreaLeft
    /// The right edge of the safe area.
    case safeAreaRight
    /// The top edge of the safe area.
    case safeAreaTop
    /// The bottom edge of the safe area.
    case safeAreaBottom
    /// The leading edge of the safe area.
    case safeAreaLeading
    /// The trailing edge of the safe area.
    case safeAreaTrailing

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
             .safeAreaLeft, .safeAreaRight, .safeAreaLeading, .safeAreaTrailing:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins, .safeAreaTop, .safeAreaBottom:
            return .vertical
        }
    }

    /// For a margin or safe-area attribute, the plain attribute it moves inward and whether the
    /// safe area (else the margins) moves it; `nil` for the others.
    public var inset: (edge: LayoutAttribute, isSafeArea: Bool)? {
        switch self {
        case .leftMargin: return (.left, false)
        case .rightMargin: return (.right, false)
        case .topMargin: return (.top, false)
        case .bottomMargin: return (.bottom, false)
        case .leadingMargin: return (.leading, false)
        case .trailingMargin: return (.trailing, false)
        case .centerXWithinMargins: return (.centerX, false)
        case .centerYWithinMargins: return (.centerY, false)
        case .safeAreaLeft: return (.left, true)
        case .safeAreaRight: return (.right, true)
        case .safeAreaTop: return (.top, true)
        case .safeAreaBottom: return (.bottom, true)
        case .safeAreaLeading: return (.leading, true)
        case .safeAreaTrailing: return (.trailing, true)
        default: return nil
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
