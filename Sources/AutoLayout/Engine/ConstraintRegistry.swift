import Cassowary
import VisualFormat
import LayoutIR

/// The engine's active constraints, by record id, in order of activation, and who made each
/// solver constraint.
///
/// Records sit in an array at the slot they got when activated (`ConstraintRecords.Packed.slot`):
/// activating and deactivating are O(1) with no hashing, and the array is compacted, order
/// kept, once it is more than half holes. Who made a solver constraint is only needed to name
/// the constraints a conflict involves, so that index is built on the first conflict and kept
/// up to date from then on: a layout without conflicts never pays for it.
struct ConstraintRegistry {
    let records: ConstraintRecords
    /// Record ids, -1 for a hole.
    private var slots: [Int32] = []
    private(set) var count = 0
    /// Solver constraint (by id) to its maker, once a conflict needed it.
    private var owners: [ConstraintID: ConstraintOwner]?

    init(records: ConstraintRecords) {
        self.records = records
    }

    /// The active handles in order of activation (made for those that have none).
    ///
    /// - Complexity: O(slots), one allocation per record without a handle.
    var all: [LayoutConstraint] {
        var ids: [Int32] = []
        ids.reserveCapacity(count)
        for id in slots where id >= 0 { ids.append(id) }
        return records.handles(ids)
    }

    /// Gives back the room of the slots beyond what they hold, after a large batch.
    ///
    /// - Complexity: O(slots) when more than an eighth of the room is empty.
    mutating func trimCapacity() { trimmed(&slots) }

    /// Calls `body` on each active record in order of activation (no array or handle made).
    func forEachID(_ body: (Int32) -> Void) {
        for id in slots where id >= 0 { body(id) }
    }

    /// Calls `body` on the handle of each active record in order of activation: one
    /// allocation per record without a handle, so for the few paths that need handles.
    func forEach(_ body: (LayoutConstraint) -> Void) {
        for id in slots where id >= 0 { body(records.handle(id)) }
    }

    func contains(_ id: Int32) -> Bool {
        let slot = records.slot(id)
        return slot >= 0 && slot < slots.count && slots[slot] == id
    }

    func contains(_ handle: LayoutConstraint) -> Bool {
        handle.records === records && contains(handle.id)
    }

    /// Activates the plain records of `ids` from `start` on, queueing them in `pending`, up
    /// to the first that needs more (see `ConstraintRecords.Columns.activatePlain`); returns
    /// that one's index, or `ids.count`.
    mutating func activatePlain(_ ids: [Int32], from start: Int, pending: inout [Int32]) -> Int {
        records.activatePlain(ids, from: start, slots: &slots, count: &count, pending: &pending)
    }

    /// O(1) amortised.
    mutating func add(_ id: Int32) {
        guard !contains(id) else { return }
        records.setSlot(id, slots.count)
        slots.append(id)
        count += 1
    }

    /// O(1) amortised (compaction keeps the order).
    mutating func remove(_ id: Int32) {
        guard contains(id) else { return }
        slots[records.slot(id)] = -1
        records.setSlot(id, -1)
        count -= 1
        if slots.count > 64, count * 2 < slots.count { compact() }
    }

    private mutating func compact() {
        var kept: [Int32] = []
        kept.reserveCapacity(count)
        for id in slots where id >= 0 {
            records.setSlot(id, kept.count)
            kept.append(id)
        }
        slots = kept
    }

    // MARK: - Owners, for conflict reports

    /// Whether the index of owners is kept (since a conflict needed it).
    var tracksOwners: Bool { owners != nil }

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
            for id in slots where id >= 0 {
                if let installed = records.installed(id) { index[installed] = .record(id) }
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
    /// A constraint of the engine's records, by id.
    case record(Int32)
    /// An intrinsic constraint of the item (its text is made when reported).
    case intrinsic(ItemVariables, IntrinsicConstraint.Kind)
    case engine(String)
}
