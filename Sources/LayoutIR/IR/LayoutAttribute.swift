/// An attribute of a layout item, as in Apple's `NSLayoutConstraint.Attribute`.
///
/// Horizontal positions are `left`, `right`, `leading`, `trailing` and `centerX`; vertical
/// positions are `top`, `bottom`, `centerY`, `firstBaseline` and `lastBaseline`; the sizes are
/// `width` and `height`. `leading` and `trailing` are resolved to `left`/`right` by the engine
/// from its layout direction, so the IR keeps them as written.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
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
