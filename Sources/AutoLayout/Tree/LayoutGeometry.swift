/// A rectangle in points: origin top-left, y down.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: LayoutSize { LayoutSize(width: width, height: height) }

    /// `(x, y, width, height)` with at most two decimals, for messages and tests.
    public var description: String {
        "(\(LayoutRect.format(x)), \(LayoutRect.format(y)), \(LayoutRect.format(width)), \(LayoutRect.format(height)))"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100 + 0
        return Int64(exactly: rounded).map { String($0) } ?? String(rounded)
    }
}

/// A size in points.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = LayoutSize(width: 0, height: 0)

    public var description: String { "\(LayoutRect.format(width)) x \(LayoutRect.format(height))" }
}

/// Insets measured inward from each edge: a positive inset moves the edge toward the middle,
/// whichever side it is on (PureLayout's convention).
///
/// `leading` and `trailing` follow the engine's layout direction.
public struct LayoutInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    public static let zero = LayoutInsets()
}

/// Which way `leading` and `trailing` point.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew); leading-relative offsets grow leftward.
    case rightToLeft
}
