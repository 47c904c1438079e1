/// A constraint priority on Auto Layout's scale: `1...1000`, where `1000` is required.
///
/// Write priorities as Apple's names, as numbers or as offsets from a name, as with
/// `UILayoutPriority`:
///
///     constraint.priority = .defaultHigh - 1
///     constraint.priority = 999
///     view.setContentHugging(.defaultLow + 1, along: .horizontal)
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority's value; `1000` and more is required.
    public var rawValue: Double

    /// The priority of this value.
    @inlinable public init(rawValue: Double) { self.rawValue = rawValue }
    /// The priority of this value.
    @inlinable public init(_ rawValue: Double) { self.rawValue = rawValue }

    // The named priorities are computed and inlinable rather than stored: a stored static of
    // another module is read through an accessor that checks its one-time initialisation, a
    // call per constraint a compiler makes.

    /// 1000: the constraint must hold.
    @inlinable public static var required: LayoutPriority { LayoutPriority(1000) }
    /// 750: the compression resistance of views by default.
    @inlinable public static var defaultHigh: LayoutPriority { LayoutPriority(750) }
    /// 510: a user's drag that may resize the scene (window).
    @inlinable public static var dragThatCanResizeScene: LayoutPriority { LayoutPriority(510) }
    /// 500: the scene (window) keeps its size.
    @inlinable public static var sceneSizeStayPut: LayoutPriority { LayoutPriority(500) }
    /// 490: a user's drag that may not resize the scene (window).
    @inlinable public static var dragThatCannotResizeScene: LayoutPriority { LayoutPriority(490) }
    /// 250: the content hugging of views by default.
    @inlinable public static var defaultLow: LayoutPriority { LayoutPriority(250) }
    /// 50: the priority of the size a fitting-size computation pulls toward (``defaultLow``
    /// and above win over it).
    @inlinable public static var fittingSizeLevel: LayoutPriority { LayoutPriority(50) }

    /// Whether the priority is `required` (1000 or more).
    @inlinable public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is a priority Auto Layout accepts: `0 < p <= 1000`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `offset` above `priority`: `.defaultLow + 1`.
    public static func + (priority: LayoutPriority, offset: Double) -> LayoutPriority {
        LayoutPriority(priority.rawValue + offset)
    }

    /// The priority `offset` below `priority`: `.required - 1`.
    public static func - (priority: LayoutPriority, offset: Double) -> LayoutPriority {
        LayoutPriority(priority.rawValue - offset)
    }

    /// `750`, `999.5`.
    public var description: String {
        Int64(exactly: rawValue).map { String($0) } ?? String(rawValue)
    }
}

extension LayoutPriority: ExpressibleByIntegerLiteral {
    /// A priority written as a whole number: `c.priority = 999`.
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }
}

extension LayoutPriority: ExpressibleByFloatLiteral {
    /// A priority written as a decimal number: `c.priority = 999.5`.
    public init(floatLiteral value: Double) { self.rawValue = value }
}
