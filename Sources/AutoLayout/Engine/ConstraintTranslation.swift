import Cassowary
import VisualFormat
import LayoutIR

/// The one place where an IR constraint becomes a Cassowary constraint.
///
/// Every item has four variables in absolute coordinates: `left`, `top`, `width`, `height`.
/// The other attributes are expressions of them:
///
/// | attribute | expression (minus the constraint's superview origin for positions) |
/// |---|---|
/// | right, bottom | left + width, top + height |
/// | centerX, centerY | left + width / 2, top + height / 2 |
/// | leading, trailing (left to right) | left, right |
/// | leading, trailing (right to left) | distance leftward from the superview's right edge to the right, left edge |
/// | firstBaseline | top + firstBaselineOffset (default: height) |
/// | lastBaseline | top + height - lastBaselineOffset (default: 0) |
///
/// Positions are measured from the origin of the constraint's superview, as Apple measures
/// them in the superview's coordinates: with a multiplier of 1 the origin cancels out, and
/// with another (`a.centerX == superview.centerX * 0.5`) or no second item (`a.left == 20`)
/// it gives Apple's meaning. Right to left, leading-relative positions grow leftward, so that
/// `|-20-[a]` puts `a` 20 points from the right edge and `[a]-8-[b]` puts `b` left of `a`.
enum ConstraintTranslation {
    /// Rejects what the solver cannot mean: bad priorities, non-finite numbers, positions
    /// related to sizes or across axes.
    ///
    /// Apple's rule against mixing positions and sizes has exceptions that keep a clear
    /// meaning, because every position is measured in the superview's bounds: the superview's
    /// size is its far edge (`a.centerX == superview.width * 0.5`, which rules write as `50%`),
    /// and a helper item is free geometry whose size may stand for any length. With
    /// `allowingMixedAttributes` (rule programs, where `tt = other.w` is a plain number of
    /// points) any pair of attributes may be related.
    static func validate(
        _ descriptor: ConstraintDescriptor, allowingMixedAttributes: Bool = false
    ) throws(LayoutError) {
        let text = descriptor.description
        guard descriptor.priority.isValid else { throw .invalidPriority(descriptor.priority, constraint: text) }
        guard descriptor.constant.isFinite, descriptor.multiplier.isFinite else {
            throw .nonFiniteValue(constraint: text)
        }
        guard let secondItem = descriptor.secondItem, let second = descriptor.secondAttribute,
              !allowingMixedAttributes else { return }
        let first = descriptor.firstAttribute
        if case .helper = descriptor.firstItem { return }
        if case .helper = secondItem { return }
        if secondItem == .superview, second.isSize, !first.isSize { return }
        if first.isSize != second.isSize || (!first.isSize && first.axis != second.axis) {
            throw .incompatibleAttributes(first, second, constraint: text)
        }
    }

    /// The solver constraint for a handle under the engine's direction, at `strength`.
    static func linearConstraint(
        for constraint: LayoutConstraint, direction: LayoutDirection, strength: Strength
    ) -> LinearConstraint {
        let descriptor = constraint.descriptor
        let origin = constraint.superviewItem
        let lhs = expression(descriptor.firstAttribute, of: constraint.first, origin: origin, direction: direction)
        var rhs = LinearExpression(constant: descriptor.constant)
        if let second = constraint.second, let attribute = descriptor.secondAttribute {
            rhs = expression(attribute, of: second, origin: origin, direction: direction) * descriptor.multiplier + rhs
        }
        return LinearConstraint((lhs - rhs).reduced, relation(descriptor.relation), strength: strength)
    }

    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// The attribute of `item` as an expression of the solver variables.
    static func expression(
        _ attribute: LayoutAttribute, of item: ItemVariables, origin: ItemVariables,
        direction: LayoutDirection
    ) -> LinearExpression {
        let left = LinearExpression(item.left) - origin.left
        let right = item.left + item.width - origin.left
        let top = LinearExpression(item.top) - origin.top
        let firstBaseline = item.snapshot?.firstBaselineOffset ?? item.view?.firstBaselineOffset
        let lastBaseline = item.snapshot?.lastBaselineOffset ?? item.view?.lastBaselineOffset
        switch attribute {
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .left: return left
        case .right: return right
        case .centerX: return left + 0.5 * item.width
        case .top: return top
        case .bottom: return top + item.height
        case .centerY: return top + 0.5 * item.height
        case .leading, .trailing:
            let edge = attribute == .leading ? right : left
            if direction == .leftToRight { return attribute == .leading ? left : right }
            // Right to left: distance from the origin's right edge, growing leftward.
            return LinearExpression(origin.width) - edge
        case .firstBaseline:
            if let offset = firstBaseline { return top + offset }
            return top + item.height
        case .lastBaseline:
            return top + item.height - (lastBaseline ?? 0)
        }
    }
}
