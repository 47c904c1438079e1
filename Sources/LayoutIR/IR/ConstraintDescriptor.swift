/// One constraint of the IR, shaped like `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  relation  secondItem.secondAttribute * multiplier + constant  @priority
///
/// With no second item the right side is the constant alone (`a.width >= 50`).
public struct ConstraintDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Which standard spacing a constant came from, so that an engine whose spacing changes can
    /// update it.
    public enum StandardSpacing: String, Hashable, Sendable {
        /// Between two sibling views (Apple: 8).
        case sibling
        /// Between a view and its superview's edge (Apple: 20).
        case superview
    }

    // Declared so that the one-byte fields fill the item's padding: 120 bytes, not 128.
    /// The item on the left side.
    public var firstItem: LayoutItem
    /// The attribute of the first item the constraint sets.
    public var firstAttribute: LayoutAttribute
    /// How the left side relates to the right side.
    public var relation: LayoutRelation
    /// The attribute of the second item; `nil` exactly when `secondItem` is.
    public var secondAttribute: LayoutAttribute?
    /// Set when `constant` is (the resolved value of) standard spacing.
    public var standardSpacing: StandardSpacing?
    /// The item on the right side; `nil` when the right side is the constant alone.
    public var secondItem: LayoutItem?
    /// The factor of the second item's attribute (1 for most constraints).
    public var multiplier: Double
    /// The constant added to the right side, in points.
    public var constant: Double
    /// How much the constraint matters: required (1000) must hold; lower ones yield.
    public var priority: LayoutPriority
    /// Where in the source the constraint came from; `nil` for constraints made in code.
    public var origin: SourceOrigin?
    /// The constraint's name (`H:[a(100)] <width>`, like `NSLayoutConstraint.identifier`), for
    /// finding it again and in messages; `nil` when unnamed.
    public var identifier: String?

    /// A constraint `firstItem.firstAttribute relation secondItem.secondAttribute *
    /// multiplier + constant @priority`; without a second item, `firstItem.firstAttribute
    /// relation constant`. A `secondAttribute` left out is the first attribute.
    @inlinable
    public init(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation,
        _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required,
        standardSpacing: StandardSpacing? = nil,
        origin: SourceOrigin? = nil,
        identifier: String? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        // `map`, not `secondItem == nil`: comparing with nil through Equatable compares names.
        self.secondAttribute = secondItem.map { _ in secondAttribute ?? firstAttribute }
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.standardSpacing = standardSpacing
        self.origin = origin
        self.identifier = identifier
    }

    /// `a.leading == superview.leading + 20`, with ` * m` when `m != 1`, ` @p` when not
    /// required, ` (standard)` for standard spacing and ` <name>` for a named constraint.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute) \(relation) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem).\(secondAttribute)"
            if multiplier != 1 { text += " * \(Self.format(multiplier))" }
            if constant > 0 { text += " + \(Self.format(constant))" }
            if constant < 0 { text += " - \(Self.format(-constant))" }
        } else {
            text += Self.format(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        if standardSpacing != nil { text += " (standard)" }
        if let identifier { text += " <\(identifier)>" }
        return text
    }

    package static func format(_ value: Double) -> String {
        Int64(exactly: value).map { String($0) } ?? String(value)
    }
}
