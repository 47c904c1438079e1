import VisualFormat
import LayoutIR

/// Finding constraints again: by the views and attributes they relate, by name, and
/// SnapKit's `updateConstraints`.
///
/// Lookups see the engine's active constraints (those made and not yet activated are the
/// caller's, and constraints parked with a subtree out of the tree come back with it), in
/// order of activation. Intrinsic-size constraints are the engine's own and are not handles.
extension LayoutEngine {
    /// The active constraints that relate `attribute` of `view` (any attribute when `nil`):
    /// those whose first item is `view` with that first attribute, or whose second item is
    /// `view` with that second attribute. A text's `|` is its superview, so `H:|-[a]`
    /// affects the superview's `leading` too. Attributes match exactly (`leading` is not
    /// `left`).
    ///
    ///     engine.constraints(affecting: avatar, attribute: .width).first?.constant = 64
    ///
    /// - Complexity: O(*c*).
    public func constraints(affecting view: LayoutView, attribute: LayoutAttribute? = nil) -> [LayoutConstraint] {
        guard let item = mirror.existingItem(for: view) else { return [] }
        var out: [LayoutConstraint] = []
        let records = self.records
        // Handles are made only for the matches.
        registry.forEachID { id in
            let packed = records.packed(id)
            let asFirst = records.first(id) === item && (attribute == nil || packed.firstAttribute == attribute)
            let asSecond = records.second(id) === item && (attribute == nil || packed.secondAttribute == attribute)
            if asFirst || asSecond { out.append(records.handle(id)) }
        }
        return out
    }

    /// The active constraints named `identifier` (in text, `H:[a(100)] <width>`; in code,
    /// ``LayoutConstraint/identifier`` or ``withIdentifier(_:_:)``), in order of activation;
    /// only those whose superview is `superview` when it is given.
    ///
    /// A name is unique within one text (the compiler refuses a second one) but not across
    /// texts: the same card text installed in every card names a constraint of each card,
    /// which `in: card` tells apart.
    ///
    /// - Complexity: O(*c*).
    public func constraints(withIdentifier identifier: String, in superview: LayoutView? = nil) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        let records = self.records
        // Handles are made only for the matches.
        registry.forEachID { id in
            guard records.extras(id)?.identifier == identifier else { return }
            let constraint = records.handle(id)
            if let superview, constraint.superview !== superview { return }
            out.append(constraint)
        }
        return out
    }

    /// The constraint named `identifier` (only among those whose superview is `superview`
    /// when it is given); when several are, the one activated last, as QuickVFL2 maps a name
    /// to the last constraint made with it. `nil` when none is.
    ///
    ///     try engine.addConstraints("H:|-[menu(200)] <menuWidth>")
    ///     engine.constraint(withIdentifier: "menuWidth")?.constant = 0
    ///
    /// - Complexity: O(*c*).
    public func constraint(withIdentifier identifier: String, in superview: LayoutView? = nil) -> LayoutConstraint? {
        constraints(withIdentifier: identifier, in: superview).last
    }

    /// Runs `body`, in which the anchor, helper, text and rules APIs update the constants of
    /// existing constraints instead of adding new ones (SnapKit's `updateConstraints`), and
    /// returns the constraints updated.
    ///
    /// Each constraint `body` describes is matched with the active constraints that have the
    /// same items (the same views, or the same superview for `|`), attributes, relation and
    /// multiplier, whatever their priority, and each match takes the new constant (a
    /// constant change is one pivot of the solver, not a rebuild). A constraint with no
    /// match throws ``LayoutError/noConstraintToUpdate(constraint:)``: nothing is updated
    /// then, by that call (calls before it in `body` have updated theirs). Helper items
    /// (distribution gaps, spacers) are new with every call and never match.
    ///
    ///     try engine.setDimension(.width, of: avatar, to: 44)
    ///     ...
    ///     try engine.updateConstraints {
    ///         try engine.setDimension(.width, of: avatar, to: 64)          // the same constraint, now 64
    ///         try engine.addConstraints("V:|-30-[avatar]", in: card)       // its top, now 30
    ///     }
    ///
    /// - Complexity: O(*c*) per constraint described, to find its matches.
    @discardableResult
    public func updateConstraints(_ body: () throws -> Void) throws -> [LayoutConstraint] {
        scopes.updated.append([])
        defer { scopes.updated.removeLast() }
        try body()
        return scopes.updated.last ?? []
    }

    /// ``activateOrUpdate(_:)-([LayoutConstraint])`` for freshly made records: activated
    /// without a handle each, and returned as a list that makes their handles when read.
    func activateOrUpdate(_ made: MadeConstraints) throws(LayoutError) -> LayoutConstraintList {
        guard !scopes.updated.isEmpty else {
            activate(records: made.ids)
            return LayoutConstraintList(records: made.records, ids: made.ids)
        }
        return LayoutConstraintList(handles: try activateOrUpdate(made.handles))
    }

    /// Activates freshly made handles, or, inside ``updateConstraints(_:)``, updates the
    /// constraints they match and returns those instead (all or nothing).
    func activateOrUpdate(_ handles: [LayoutConstraint]) throws(LayoutError) -> [LayoutConstraint] {
        guard !scopes.updated.isEmpty else {
            for handle in handles { handle.isActive = true }
            return handles
        }
        var matches: [[LayoutConstraint]] = []
        matches.reserveCapacity(handles.count)
        for handle in handles {
            let found = activeConstraints(matching: handle)
            guard !found.isEmpty else {
                var described = handle.descriptor
                described.identifier = nil
                throw .noConstraintToUpdate(constraint: described.description)
            }
            matches.append(found)
        }
        var updated: [LayoutConstraint] = []
        for (handle, found) in zip(handles, matches) {
            for existing in found { existing.constant = handle.constant }
            if let last = found.last { updated.append(last) }
        }
        scopes.updated[scopes.updated.count - 1].append(contentsOf: updated)
        return updated
    }

    /// The active constraints with the items, attributes, relation and multiplier of
    /// `handle`. O(*c*).
    func activeConstraints(matching handle: LayoutConstraint) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        let records = self.records
        let first = handle.first, second = handle.second
        let firstAttribute = handle.firstAttribute, secondAttribute = handle.secondAttribute
        let relation = handle.relation, multiplier = handle.multiplier
        let own = handle.records === records ? handle.id : -1
        // Handles are made only for the matches.
        registry.forEachID { id in
            let packed = records.packed(id)
            if id != own, records.first(id) === first, records.second(id) === second,
               packed.firstAttribute == firstAttribute, packed.secondAttribute == secondAttribute,
               packed.relation == relation, records.multiplier(id) == multiplier, !records.isCollapse(id) {
                out.append(records.handle(id))
            }
        }
        return out
    }
}
