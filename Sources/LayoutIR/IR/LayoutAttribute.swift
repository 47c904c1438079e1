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
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case safeAreaLeft, safeAreaRight, safeAreaTop, safeAreaBottom, safeAreaLeading, safeAreaTrailing

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

    public var description: String { rawValue }
}

/// One of the two layout axes.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// The size attribute along this axis.
    public var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
}

/// The relation of a constraint, as in `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
