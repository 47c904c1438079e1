import Cassowary
import VisualFormat
import LayoutIR

/// The engine's active handles, in order of activation, and who made each solver constraint.
///
/// Handles sit in an array at the slot they got when activated (``LayoutConstraint/slot``):
/// activating and deactivating are O(1) with no hashing, and the array is compacted, order
/// kept, once it is more than half holes. Who made a solver constraint is only needed to name
/// the constraints a conflict involves, so that index is built on the first conflict and kept
/// up to date from then on: a layout without conflicts never pays for it.
struct ConstraintRegistry {
    private var slots: [LayoutConstraint?] = []
    private(set) var count = 0
    /// Solver constraint (by id) to its maker, once a conflict needed it.
    private var owners: [ConstraintID: ConstraintOwner]?

    /// The active handles in order of activation.
    ///
    /// - Complexity: O(slots).
    var all: [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        out.reserveCapacity(count)
        for case let handle? in slots { out.append(handle) }
        return out
    }

    /// Calls `body` on each active handle in order of activation (no array made).
    func forEach(_ body: (LayoutConstraint) -> Void) {
        for case let handle? in slots { body(handle) }
    }

    func contains(_ handle: LayoutConstraint) -> Bool {
        handle.slot >= 0 && handle.slot < slots.count && slots[handle.slot] === handle
    }

    /// O(1) amortised.
    mutating func add(_ handle: LayoutConstraint) {
        guard !contains(handle) else { return }
        handle.slot = slots.count
        slots.append(handle)
        count += 1
    }

    /// O(1) amortised (compaction keeps the order).
    mutating func remove(_ handle: LayoutConstraint) {
        guard contains(handle) else { return }
        slots[handle.slot] = nil
        handle.slot = -1
        count -= 1
        if slots.count > 64, count * 2 < slots.count { compact() }
    }

    private mutating func compact() {
        var kept: [LayoutConstraint?] = []
        kept.reserveCapacity(count)
        for case let handle? in slots {
            handle.slot = kept.count
            kept.append(handle)
        }
        slots = kept
    }

    // MARK: - Owners, for conflict reports

    mutating func noteOwner(_ owner: @autoclosure () -> ConstraintOwner, of id: ConstraintID?) {
        if owners != nil, let id { owners?[id] = owner() }
    }

    /// Called before the solver constraint leaves (its id may then name another).
    mutating func forgetOwner(of id: ConstraintID?) {
        if owners != nil, let id { owners?[id] = nil }
    }

    /// The maker of each solver constraint, built from the handles and the items' intrinsic
    /// constraints the first time a conflict is explained; `idOf` gives the solver's id of a
    /// constraint added as an object.
    mutating func owner(
        of id: ConstraintID, items: [ItemVariables], engine: [(LinearConstraint, String)],
        idOf: (LinearConstraint) -> ConstraintID?
    ) -> ConstraintOwner? {
        if owners == nil {
            var index: [ConstraintID: ConstraintOwner] = [:]
            for case let handle? in slots {
                if let installed = handle.installed { index[installed] = .handle(handle) }
            }
            for item in items {
                for intrinsic in item.intrinsicConstraints {
                    if let id = idOf(intrinsic.linear) { index[id] = .intrinsic(item, intrinsic.kind) }
                }
            }
            for (installed, text) in engine {
                if let id = idOf(installed) { index[id] = .engine(text) }
            }
            owners = index
        }
        return owners?[id]
    }
}

/// Who made a solver constraint.
enum ConstraintOwner {
    case handle(LayoutConstraint)
    /// An intrinsic constraint of the item (its text is made when reported).
    case intrinsic(ItemVariables, IntrinsicConstraint.Kind)
    case engine(String)
}
