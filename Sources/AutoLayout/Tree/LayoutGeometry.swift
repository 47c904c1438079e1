/// A rectangle in points: origin top-left, y down.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, relative to the superview's top-left corner.
    public var x: Double
    /// The top edge, relative to the superview's top-left corner; y grows downward.
    public var y: Double
    /// The horizontal extent; a solved layout can make it negative when its constraints
    /// demand it, which the engine reports as a warning rather than clamping.
    public var width: Double
    /// The vertical extent; negative only when the constraints demand it (see ``width``).
    public var height: Double

    /// A rectangle with its top-left corner at (`x`, `y`).
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge (y down).
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin: the frame of a view before its first layout.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (``x``), named as in Core Graphics for code ported from UIKit or AppKit.
    public var minX: Double { x }
    /// The top edge (``y``).
    public var minY: Double { y }
    /// The right edge: `x + width`.
    public var maxX: Double { x + width }
    /// The bottom edge: `y + height`.
    public var maxY: Double { y + height }
    /// The horizontal center: `x + width / 2`.
    public var midX: Double { x + width / 2 }
    /// The vertical center: `y + height / 2`.
    public var midY: Double { y + height / 2 }
    /// The width and height without the origin.
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
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` by `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent in either direction.
    public static let zero = LayoutSize(width: 0, height: 0)

    /// `width x height` with at most two decimals, for messages and tests.
    public var description: String { "\(LayoutRect.format(width)) x \(LayoutRect.format(height))" }
}

/// Insets measured inward from each edge: a positive inset moves the edge toward the middle,
/// whichever side it is on (PureLayout's convention).
///
/// `leading` and `trailing` follow the engine's layout direction.
public struct LayoutInsets: Hashable, Sendable {
    /// How far the top edge moves down.
    public var top: Double
    /// How far the leading edge moves toward the middle (right in left-to-right layouts).
    public var leading: Double
    /// How far the bottom edge moves up.
    public var bottom: Double
    /// How far the trailing edge moves toward the middle (left in left-to-right layouts).
    public var trailing: Double

    /// Insets per edge; the edges not given stay where they are.
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

    /// No inset: the edges coincide with the ones they are pinned to.
    public static let zero = LayoutInsets()
}

/// Which way `leading` and `trailing` point.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is the left edge (English).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew); leading-relative offsets grow leftward.
    case rightToLeft
}
