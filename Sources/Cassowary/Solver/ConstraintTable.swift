/// The constraints in a solver and what the solver remembers of each (``ConstraintRecord``),
/// read and written as a dictionary from constraint to record.
///
/// Why not a dictionary of records: a record is 40 bytes, and a dictionary keeps a free
/// bucket for about every three used ones and doubles at a time, so the first layout of a
/// large tree (a quarter of a million constraints) paid 25 MB for the table. Here the
/// dictionary maps a constraint to a small slot number only (12 MB with the slots), and
/// the fields live in a flat array indexed by the slot, 24 bytes a constraint; the strength is
/// the constraint's own and is not stored again. Freed slots are reused, so a long churn of
/// additions and removals keeps the arrays at the size of what is alive.
///
/// Iteration visits the constraints in slot order, which depends only on the operations
/// done (not on hash seeds); order by ``ConstraintRecord/sequence`` where the order of
/// addition matters.
struct ConstraintTable: Sequence, Sendable {
    /// One constraint's fields: 24 bytes.
    struct Slot: Sendable {
        /// `nil` for a free slot.
        var constraint: LinearConstraint?
        var marker: SymbolID
        var other: SymbolID
        /// The sequence number times 4, plus 1 for an edit constraint and 2 for a tracked
        /// equality.
        var packed: Int
    }

    private var slotOf: [LinearConstraint: Int32] = [:]
    private var slots: [Slot] = []
    private var freeSlots: [Int32] = []

    /// The number of constraints.
    var count: Int { slotOf.count }
    /// How many constraints fit before the index grows.
    var capacity: Int { slotOf.capacity }
    var isEmpty: Bool { slotOf.isEmpty }

    /// Room for `capacity` constraints in all (see ``Solver/reserveCapacity(constraints:variables:)``).
    mutating func reserveCapacity(_ capacity: Int) {
        slotOf.reserveCapacity(capacity)
        let more = capacity - slots.count + freeSlots.count
        if more > 0 { Capacity.reserve(&slots, more: more) }
    }

    /// The record of a constraint in the table, or `nil`; setting `nil` removes it.
    ///
    /// - Complexity: O(1) (one hash lookup), amortized.
    subscript(constraint: LinearConstraint) -> ConstraintRecord? {
        get {
            guard let slot = slotOf[constraint] else { return nil }
            return Self.record(constraint, slots[Int(slot)])
        }
        set {
            if let newValue {
                insert(constraint, newValue)
            } else {
                removeValue(forKey: constraint)
            }
        }
    }

    /// Whether the constraint is in the table. O(1).
    func contains(_ constraint: LinearConstraint) -> Bool { slotOf[constraint] != nil }

    /// Adds a constraint, or replaces its record if it is in the table already. O(1) amortized.
    mutating func insert(_ constraint: LinearConstraint, _ record: ConstraintRecord) {
        let slot = Slot(
            constraint: constraint, marker: record.marker, other: record.other,
            packed: record.sequence &* 4 | (record.isEdit ? 1 : 0) | (record.tracking == .tracked ? 2 : 0))
        let index = freeSlots.last ?? Int32(slots.count)
        if let existing = slotOf.updateValue(index, forKey: constraint) {
            // Already in the table: only the record changes.
            slotOf[constraint] = existing
            slots[Int(existing)] = slot
        } else if index == slots.count {
            slots.append(slot)
        } else {
            freeSlots.removeLast()
            slots[Int(index)] = slot
        }
    }

    /// Removes a constraint and returns its record, or `nil` when it was not in the table.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeValue(forKey constraint: LinearConstraint) -> ConstraintRecord? {
        guard let index = slotOf.removeValue(forKey: constraint) else { return nil }
        let record = Self.record(constraint, slots[Int(index)])
        slots[Int(index)].constraint = nil
        freeSlots.append(index)
        return record
    }

    /// The constraints, in slot order.
    var keys: [LinearConstraint] { slots.compactMap(\.constraint) }

    private static func record(_ constraint: LinearConstraint, _ slot: Slot) -> ConstraintRecord {
        ConstraintRecord(
            marker: slot.marker, other: slot.other, strength: constraint.strength, sequence: slot.packed >> 2,
            isEdit: slot.packed & 1 != 0, tracking: slot.packed & 2 != 0 ? .tracked : .compact)
    }

    /// Visits each constraint with its record, in slot order.
    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Slot]
        fileprivate var index = 0

        mutating func next() -> (key: LinearConstraint, value: ConstraintRecord)? {
            while index < slots.count {
                defer { index += 1 }
                if let constraint = slots[index].constraint {
                    return (constraint, ConstraintTable.record(constraint, slots[index]))
                }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    var underestimatedCount: Int { count }
}
