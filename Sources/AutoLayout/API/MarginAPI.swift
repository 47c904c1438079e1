import VisualFormat
import LayoutIR

/// Pinning and centring against a superview's layout margins and safe area (PureLayout's
/// `…ToSuperviewMargin…` and `…ToSuperviewSafeArea…` calls). The margins are the superview's
/// ``LayoutView/layoutMargins`` (measured from its safe area by default, see
/// ``LayoutView/effectiveLayoutMargins``) and the safe area its ``LayoutView/safeAreaInsets``;
/// the constraints use the margin and safe-area attributes (`topMargin`, `safeAreaTop`, ...),
/// so they follow when either changes.
extension LayoutEngine {
    /// Pins an edge to the same margin of the superview, `inset` inward; the relation reads
    /// inward too (PureLayout's `autoPinEdgeToSuperviewMargin:withInset:` and `…relation:`).
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func pinEdgeToSuperviewMargin(
        _ edge: LayoutEdge, of view: LayoutView, inset: Double = 0, relation: LayoutRelation = .equal,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try pinInward(edge, of: view, to: edge.marginAttribute, inset: inset, relation: relation,
            file: file, line: line)
    }

    /// Pins the view's edges to the superview's margins, `insets` inward. Returns top, leading,
    /// bottom, trailing without `excluded`, with PureLayout's exclusion table: leaving out
    /// `left` pins `right` instead of `trailing`, leaving out `right` pins `left` instead of
    /// `leading`.
    ///
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number. Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func pinEdgesToSuperviewMargins(
        _ view: LayoutView, insets: LayoutInsets = .zero, excluding excluded: LayoutEdge? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            try Self.edges(insets, excluding: excluded).map { (edge, inset) throws(LayoutError) in
                try pinEdgeToSuperviewMargin(edge, of: view, inset: inset, file: file, line: line)
            }
        }
    }

    /// Aligns the view's centre X (or Y) with the centre of the superview's margins:
    /// `view.centerX == superview.centerXWithinMargins` (PureLayout's
    /// `autoAlignAxisToSuperviewMarginAxis:`).
    ///
    /// - Throws: ``LayoutError/incompatibleAttributes(_:_:constraint:)`` for an alignment other
    ///   than `centerX` and `centerY` (margins have no baseline).
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func alignToSuperviewMargins(
        _ alignment: LayoutAlignment, of view: LayoutView, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        guard let superview = view.superview else { throw .missingSuperview(view.name) }
        let within: LayoutAttribute
        switch alignment {
        case .centerX: within = .centerXWithinMargins
        case .centerY: within = .centerYWithinMargins
        default:
            throw .incompatibleAttributes(
                alignment.attribute, alignment.attribute.axis == .horizontal ? .centerXWithinMargins : .centerYWithinMargins,
                constraint: "\(view.name).\(alignment.attribute) == superview.(margin)")
        }
        return try anchor(view, alignment.attribute, .equal, to: superview, within, file: file, line: line)
    }

    /// Centres the view within the superview's margins: returns the centre X then the centre Y
    /// constraint.
    ///
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview. Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func centerInSuperviewMargins(
        _ view: LayoutView, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            [try alignToSuperviewMargins(.centerX, of: view,
                file: file, line: line), try alignToSuperviewMargins(.centerY, of: view, file: file, line: line)]
        }
    }

    /// Pins an edge to the same edge of the superview's safe area, `inset` inward (PureLayout's
    /// `autoPinEdgeToSuperviewSafeArea:withInset:relation:`). Unlike PureLayout's, the
    /// constraint honours the scopes (priority, identifier, not installing) like every other.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func pinEdgeToSuperviewSafeArea(
        _ edge: LayoutEdge, of view: LayoutView, inset: Double = 0, relation: LayoutRelation = .equal,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try pinInward(edge, of: view, to: edge.safeAreaAttribute, inset: inset, relation: relation,
            file: file, line: line)
    }

    /// Pins the view's edges to the superview's safe area, `insets` inward. Returns top,
    /// leading, bottom, trailing without the excluded one; as in PureLayout, excluding `left`
    /// leaves out `leading` and excluding `right` leaves out `trailing`.
    ///
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number. Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func pinEdgesToSuperviewSafeArea(
        _ view: LayoutView, insets: LayoutInsets = .zero, excluding excluded: LayoutEdge? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        let skipped: LayoutEdge? = switch excluded {
        case .left?: .leading
        case .right?: .trailing
        default: excluded
        }
        let all: [(LayoutEdge, Double)] = [
            (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
        ]
        return try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            try all.filter { $0.0 != skipped }.map { (edge, inset) throws(LayoutError) in
                try pinEdgeToSuperviewSafeArea(edge, of: view, inset: inset, file: file, line: line)
            }
        }
    }

    /// `view.edge relation superview.attribute ± inset`, inward-positive like
    /// ``pinEdge(_:of:toSuperviewWithInset:relation:file:line:)``.
    private func pinInward(
        _ edge: LayoutEdge, of view: LayoutView, to attribute: LayoutAttribute, inset: Double, relation: LayoutRelation,
        file: StaticString, line: UInt
    ) throws(LayoutError) -> LayoutConstraint {
        guard let superview = view.superview else { throw .missingSuperview(view.name) }
        let flipped: LayoutRelation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        return try anchor(view, edge.attribute, edge.isFarEdge ? flipped : relation, to: superview, attribute,
                          constant: edge.isFarEdge ? -inset : inset, file: file, line: line)
    }
}

extension LayoutEdge {
    /// The superview's margin on this edge (`topMargin`, ...).
    public var marginAttribute: LayoutAttribute {
        switch self {
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        }
    }

    /// The superview's safe-area edge on this edge (`safeAreaTop`, ...).
    public var safeAreaAttribute: LayoutAttribute {
        switch self {
        case .top: return .safeAreaTop
        case .bottom: return .safeAreaBottom
        case .left: return .safeAreaLeft
        case .right: return .safeAreaRight
        case .leading: return .safeAreaLeading
        case .trailing: return .safeAreaTrailing
        }
    }
}
