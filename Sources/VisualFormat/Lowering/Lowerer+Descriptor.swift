import LayoutIR

extension Lowerer {
    /// Every constraint lowering makes starts as a copy of this one and gets its fields
    /// assigned: ``LayoutIR/ConstraintDescriptor``'s initializer is compiled in another module
    /// and copies its optional arguments through outlined value witnesses, several hundred
    /// instructions per constraint, where assigning the stored fields is a few stores.
    static let blankDescriptor = ConstraintDescriptor(.superview, .width, .equal)

    /// Appends `first.firstAttribute relation second.secondAttribute * multiplier + constant
    /// @priority`, or `first.firstAttribute relation constant` without `second`: the
    /// descriptor that `ConstraintDescriptor(first, firstAttribute, relation, second,
    /// secondAttribute, multiplier:constant:priority:standardSpacing:origin:)` makes.
    ///
    /// - Complexity: O(1) amortized.
    mutating func appendConstraint(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        standardSpacing: ConstraintDescriptor.StandardSpacing? = nil, origin: SourceOrigin
    ) {
        var descriptor = blank
        descriptor.firstItem = first
        descriptor.firstAttribute = firstAttribute
        descriptor.relation = relation
        if let second {
            descriptor.secondItem = second
            // As the initializer: an item without an attribute is compared on the same one.
            descriptor.secondAttribute = secondAttribute ?? firstAttribute
        }
        descriptor.multiplier = multiplier
        descriptor.constant = constant
        descriptor.priority = priority
        descriptor.standardSpacing = standardSpacing
        descriptor.origin = origin
        program.constraints.append(descriptor)
    }

    /// `item.attribute relation value @priority`.
    mutating func appendConstraint(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ value: LoweredValue, _ priority: LayoutPriority, origin: SourceOrigin
    ) {
        switch value {
        case .constant(let c):
            appendConstraint(item, attribute, relation, constant: c, priority: priority, origin: origin)
        case .linear(let other, let otherAttribute, let m, let c):
            appendConstraint(item, attribute, relation, other, otherAttribute,
                             multiplier: m, constant: c, priority: priority, origin: origin)
        }
    }
}
