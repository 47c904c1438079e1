import VisualFormat
import LayoutIR

/// An edge of a view, for the anchor API.
public enum LayoutEdge: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge, whatever the direction.
    case left
    /// The right edge, whatever the direction.
    case right
    /// The left edge left to right, the right edge right to left.
    case leading
    /// The right edge left to right, the left edge right to left.
    case trailing

    /// The attribute of the edge.
    public var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .leading: return .leading
        case .trailing: return .trailing
        }
    }

    /// Whether a positive inset moves this edge toward smaller coordinates (in its own
    /// frame of reference): the far edges `right`, `bottom` and `trailing`.
    var isFarEdge: Bool { self == .right || self == .bottom || self == .trailing }
}

/// A size of a view, for the anchor API.
public enum LayoutDimension: String, Hashable, Sendable, CaseIterable {
    /// The width.
    case width
    /// The height.
    case height

    /// The attribute of the size.
    public var attribute: LayoutAttribute { self == .width ? .width : .height }
    /// The axis the size is along.
    public var axis: LayoutAxis { self == .width ? .horizontal : .vertical }
}

/// A line along which views are aligned, for the anchor API.
public enum LayoutAlignment: String, Hashable, Sendable, CaseIterable {
    /// The vertical line through the middle.
    case centerX
    /// The horizontal line through the middle.
    case centerY
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The leading edge (follows the direction).
    case leading
    /// The trailing edge (follows the direction).
    case trailing
    /// The first line of text's baseline.
    case firstBaseline
    /// The last line of text's baseline.
    case lastBaseline

    /// The attribute of the line.
    public var attribute: LayoutAttribute {
        switch self {
        case .centerX: return .centerX
        case .centerY: return .centerY
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .leading: return .leading
        case .trailing: return .trailing
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }
}

extension LayoutAlignment {
    /// Whether views distributed along `axis` may be aligned on this line: a line across the
    /// axis (PureLayout's check; a line along it would fight the distribution).
    public func isValid(forDistributionAlong axis: LayoutAxis) -> Bool {
        attribute.axis != axis
    }
}
