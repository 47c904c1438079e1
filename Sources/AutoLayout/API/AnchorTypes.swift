import VisualFormat
import LayoutIR

/// An edge of a view, for the anchor API.
public enum LayoutEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom, left, right, leading, trailing

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
    case width, height

    public var attribute: LayoutAttribute { self == .width ? .width : .height }
    public var axis: LayoutAxis { self == .width ? .horizontal : .vertical }
}

/// A line along which views are aligned, for the anchor API.
public enum LayoutAlignment: String, Hashable, Sendable, CaseIterable {
    case centerX, centerY, top, bottom, left, right, leading, trailing, firstBaseline, lastBaseline

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
