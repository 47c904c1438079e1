/// A constraint priority on Auto Layout's scale: `1...1000`, where `1000` is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    public static let dragThatCanResizeScene = LayoutPriority(510)
    public static let defaultLow = LayoutPriority(250)
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is `required` (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether the value is a priority Auto Layout accepts: `0 < p <= 1000`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        Int64(exactly: rawValue).map { String($0) } ?? String(rawValue)
    }
}
