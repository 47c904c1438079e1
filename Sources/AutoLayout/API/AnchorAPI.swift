import VisualFormat
import LayoutIR

/// An anchor API in PureLayout's spirit: pin edges, align axes, match and set sizes.
///
/// Each method makes required constraints (or at the priority of an enclosing
/// ``withPriority(_:_:)``), installs them (one solver addition each) unless inside
/// ``makeWithoutInstalling(_:)``, and returns their handles. Insets to a superview are
/// inward-positive on every edge. Views must be in the engine's tree.
extension LayoutEngine {
    /// Pins the view's edges to its superview's, `insets` inward (PureLayout's
    /// `autoPinEdgesToSuperviewEdgesWithInsets:excludingEdge:`). Returns the constraints in the
    /// order top, leading, bottom, trailing, without `excluded`. As in PureLayout, leaving out
    /// `left` pins `right` instead of `trailing` (with the trailing inset), and leaving out
    /// `right` pins `left` instead of `leading`: the edges returned are top, bottom, right and
    /// top, left, bottom.
    ///
    /// - Parameters:
    ///   - view: The view to pin; it needs a superview.
    ///   - insets: How far inside the superview's edges each edge sits.
    ///   - excluded: The edge to leave free, or `nil` to pin all four.
    ///   - file: The caller's file, shown in conflict reports; leave the default.
    ///   - line: The caller's line, shown in conflict reports; leave the default.
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    ///   Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func pinEdgesToSuperview(
        _ view: LayoutView, insets: LayoutInsets = .zero, excluding excluded: LayoutEdge? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            try Self.edges(insets, excluding: excluded).map { (edge, inset) throws(LayoutError) in
                try pinEdge(edge, of: view, toSuperviewWithInset: inset, file: file, line: line)
            }
        }
    }

    /// PureLayout's four pins and the three left when one edge is excluded, with their insets.
    static func edges(_ insets: LayoutInsets, excluding excluded: LayoutEdge?) -> [(LayoutEdge, Double)] {
        switch excluded {
        case .left?: return [(.top, insets.top), (.bottom, insets.bottom), (.right, insets.trailing)]
        case .right?: return [(.top, insets.top), (.left, insets.leading), (.bottom, insets.bottom)]
        default:
            let all: [(LayoutEdge, Double)] = [
                (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
            ]
            return all.filter { $0.0 != excluded }
        }
    }

    /// Pins one edge to the same edge of the superview, `inset` inward. The relation reads
    /// inward too: `.greaterThanOrEqual` means at least `inset` inside, whichever edge.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func pinEdge(
        _ edge: LayoutEdge, of view: LayoutView, toSuperviewWithInset inset: Double = 0,
        relation: LayoutRelation = .equal, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        guard let superview = view.superview else { throw .missingSuperview(view.name) }
        let flipped: LayoutRelation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
        return try anchor(
            view, edge.attribute, edge.isFarEdge ? flipped : relation, to: superview, edge.attribute,
            constant: edge.isFarEdge ? -inset : inset, file: file, line: line)
    }

    /// `view.edge == other.otherEdge + offset`.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/incompatibleAttributes(_:_:constraint:)`` for edges on
    ///   different axes; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func pin(
        _ edge: LayoutEdge, of view: LayoutView, to otherEdge: LayoutEdge, of other: LayoutView,
        offset: Double = 0, relation: LayoutRelation = .equal, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try anchor(view, edge.attribute, relation, to: other, otherEdge.attribute, constant: offset,
            file: file, line: line)
    }

    /// `view.alignment == other.alignment * multiplier + offset`.
    ///
    /// With a multiplier other than 1 the lines are measured as Auto Layout measures them: in
    /// the view's superview, where the superview's own lines are in its bounds (its centre X is
    /// half its width). `align(.centerX, of: a, to: superview, multiplier: 0.25)` in a superview
    /// 1000 wide puts `a`'s centre at 125; against a sibling whose centre is at 600,
    /// `multiplier: 0.5` puts it at 300.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func align(
        _ alignment: LayoutAlignment, of view: LayoutView, to other: LayoutView, multiplier: Double = 1,
        offset: Double = 0, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try anchor(view, alignment.attribute, .equal, to: other, alignment.attribute, multiplier: multiplier,
                   constant: offset, file: file, line: line)
    }

    /// Aligns the view with the same line of its superview, `* multiplier + offset`.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func alignToSuperview(
        _ alignment: LayoutAlignment, of view: LayoutView, multiplier: Double = 1, offset: Double = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        guard let superview = view.superview else { throw .missingSuperview(view.name) }
        return try align(alignment, of: view, to: superview, multiplier: multiplier, offset: offset,
            file: file, line: line)
    }

    /// The general call every other ends in (PureLayout's
    /// `autoConstrainAttribute:toAttribute:ofView:withMultiplier:relation:`):
    /// `view.attribute relation other.otherAttribute * multiplier + offset`, for any attributes
    /// the engine can relate, margins and safe-area edges included.
    ///
    /// - Throws: ``LayoutError/incompatibleAttributes(_:_:constraint:)`` for a position related
    ///   to a size, or positions on different axes (Apple raises for these pairings too).
    ///
    /// - Parameters:
    ///   - attribute: The attribute of `view` on the left side.
    ///   - view: The first view.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - otherAttribute: The attribute of `other` on the right side.
    ///   - other: The second view; the superview is measured in its own bounds.
    ///   - multiplier: The factor on `other`'s attribute.
    ///   - offset: The constant added to the right side.
    ///   - file: The caller's file, shown in conflict reports; leave the default.
    ///   - line: The caller's line, shown in conflict reports; leave the default.
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func constrain(
        _ attribute: LayoutAttribute, of view: LayoutView, _ relation: LayoutRelation = .equal,
        to otherAttribute: LayoutAttribute, of other: LayoutView, multiplier: Double = 1, offset: Double = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try anchor(view, attribute, relation, to: other, otherAttribute, multiplier: multiplier, constant: offset,
            file: file, line: line)
    }

    /// Centres the view in its superview on both axes: returns the centre X then the centre Y
    /// constraint.
    ///
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/missingSuperview(_:)`` if `view` has no superview. Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func centerInSuperview(
        _ view: LayoutView, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            [try alignToSuperview(.centerX, of: view,
                file: file, line: line), try alignToSuperview(.centerY, of: view, file: file, line: line)]
        }
    }

    /// `view.dimension == other.otherDimension * multiplier + offset`: equal sizes, or an
    /// aspect ratio when both are of one view.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func match(
        _ dimension: LayoutDimension, of view: LayoutView, to otherDimension: LayoutDimension,
        of other: LayoutView, multiplier: Double = 1, offset: Double = 0,
        relation: LayoutRelation = .equal, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try anchor(view, dimension.attribute, relation, to: other, otherDimension.attribute,
                   multiplier: multiplier, constant: offset, file: file, line: line)
    }

    /// `view.dimension == size` (or `<=`, `>=`).
    ///
    /// A negative `size` is accepted, as Auto Layout accepts it; the layout then reports the
    /// negative frame as a warning.
    ///
    /// - Returns: The constraint, active unless made inside ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number.
    /// - Complexity: O(1); the solver adds the constraint at the next layout.
    @discardableResult
    public func setDimension(
        _ dimension: LayoutDimension, of view: LayoutView, to size: Double,
        relation: LayoutRelation = .equal, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> LayoutConstraint {
        try anchor(view, dimension.attribute, relation, constant: size, file: file, line: line)
    }

    /// Fixes both sizes: returns the width then the height constraint.
    ///
    /// - Returns: The constraints in the order described, active unless made inside
    ///   ``makeWithoutInstalling(_:)``.
    /// - Throws: ``LayoutError/viewNotInTree(_:)`` if a view is not in the engine's tree; ``LayoutError/nonFiniteValue(constraint:)`` for an infinite or NaN number. Nothing is installed when it throws.
    /// - Complexity: O(1) per constraint; the solver adds them at the next layout.
    @discardableResult
    public func setSize(
        _ size: LayoutSize, of view: LayoutView, file: StaticString = #fileID, line: UInt = #line
    ) throws(LayoutError) -> [LayoutConstraint] {
        try allOrNothing { () throws(LayoutError) -> [LayoutConstraint] in
            [try setDimension(.width, of: view, to: size.width,
                file: file, line: line), try setDimension(.height, of: view, to: size.height, file: file, line: line)]
        }
    }

    // MARK: - The builder every code API goes through

    /// Makes one constraint between views of the tree, with the scopes applied.
    func anchor(
        _ view: LayoutView, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        to other: LayoutView? = nil, _ otherAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, role: LayoutConstraint.Role = .normal,
        file: StaticString, line: UInt
    ) throws(LayoutError) -> LayoutConstraint {
        guard isInTree(view) else { throw .viewNotInTree(view.name) }
        if let other, !isInTree(other) { throw .viewNotInTree(other.name) }
        let superview = view.superview ?? view
        func name(_ v: LayoutView) -> LayoutItem { v === superview ? .superview : .view(v.name) }
        return try makeHandle(
            first: item(for: view), firstItem: name(view), attribute, relation,
            second: other.map { item(for: $0) }, secondItem: other.map(name), otherAttribute,
            multiplier: multiplier, constant: constant, superview: superview, role: role, file: file, line: line)
    }

    func makeHandle(
        first: ItemVariables, firstItem: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        second: ItemVariables?, secondItem: LayoutItem?, _ otherAttribute: LayoutAttribute?,
        multiplier: Double, constant: Double, superview: LayoutView, role: LayoutConstraint.Role,
        file: StaticString, line: UInt
    ) throws(LayoutError) -> LayoutConstraint {
        var priority = scopes.priority.last ?? .required
        if case .collapse = role { priority = .required }
        let descriptor = ConstraintDescriptor(
            firstItem, attribute, relation, secondItem, otherAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
        try ConstraintTranslation.validate(descriptor)
        let handle = LayoutConstraint(
            descriptor: descriptor, superview: superview, first: first, second: second,
            superviewItem: item(for: superview), role: role, identifier: scopes.identifier.last, engine: self)
        handle.codeFile = file
        handle.codeLine = line
        if scopes.uninstalled.isEmpty {
            return try activateOrUpdate([handle])[0]
        }
        scopes.uninstalled[scopes.uninstalled.count - 1].append(handle)
        return handle
    }
}
