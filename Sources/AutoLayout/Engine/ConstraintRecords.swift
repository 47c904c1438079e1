import Cassowary
import VisualFormat
import LayoutIR

/// The engine's constraints as records in flat arrays, by an integer id: what a
/// ``LayoutConstraint`` handle reads and changes.
///
/// A layout made from text needs no object per constraint: the install queue, the registry of
/// active constraints and the solver's owners hold record ids, and a handle is made only when
/// asked for (a lookup, ``LayoutEngine/constraints``, a read of the list an `addConstraints`
/// call returns). The store remembers the handle it made without owning it (unowned, cleared by the
/// handle's `deinit`), so that a record has one handle at a time: two lookups give the same
/// object while the caller keeps it.
///
/// A record lives while it is in the engine's registry or queue, or while its handle does,
/// or while the list of handles the call that made it returned does (a
/// ``LayoutConstraintList``, which makes handles when read); the last of these to end frees
/// it. A freed id waits until the next
/// batch is installed before it is reused, so that a stale entry of the install queue (a
/// handle deactivated while queued) never names a newer constraint.
///
/// The records made together (from one program, or one constraint made in code) share a
/// group: their descriptors and their superview's item. A record's superview is its item's
/// view: records do not keep views alive (a handle whose superview is gone reads a detached
/// view of the same name), so a subtree out of the tree goes when dropped, with the
/// constraints parked on it.
///
/// Handles hold the store strongly: a handle outlives its engine and still describes itself.
/// A record is 44 bytes in four arrays, and a group 24 bytes (a handle object was 72, an
/// 80-byte block, with a pointer in the registry besides).
final class ConstraintRecords {
    /// What the records made together share.
    struct Group {
        /// The descriptors the records were made from (shared, through the engine's cache of
        /// compiled texts, by every group of the same text).
        var source: [ConstraintDescriptor]
        /// The origins of `source`'s descriptors when they were made without (a compiled
        /// program's), read when a descriptor is asked for.
        var origins: ProgramOrigins?
        /// The item of the superview, whose origin positions are measured from.
        var superviewItem: ItemVariables
        /// How many records of the group are in use.
        var live: Int
    }

    /// The small fields of a record, packed into 20 bytes.
    struct Packed {
        /// The record's group.
        var group: Int32
        /// The index into the group's descriptors.
        var index: Int32
        /// The id of the solver constraint while installed, else -1.
        var installed: ConstraintID = -1
        /// Where the record is in the engine's registry while active (-1: not there).
        var slot: Int32 = -1
        var firstAttribute: LayoutAttribute
        var secondAttribute: LayoutAttribute?
        var relation: LayoutRelation
        /// `Flags`.
        var flags: UInt8 = 0
    }

    enum Flags {
        static let isActive: UInt8 = 1
        static let isPending: UInt8 = 2
        static let removalRebuilds: UInt8 = 4
        static let changes: UInt8 = 8
        /// Bits 4-5: the standard spacing (0 none, 1 sibling, 2 superview).
        static let spacingShift: UInt8 = 4
        static let spacingMask: UInt8 = 0x30
        /// Set while a ``LayoutConstraintList`` holds the record (see `HeldRecords`).
        static let isHeld: UInt8 = 0x40
        /// Set on a freed record.
        static let isFree: UInt8 = 0x80
    }

    /// An unowned reference to a record's handle (no side table, unlike a weak one).
    ///
    /// Unchecked: the handle's `deinit` clears it first thing (``handleDidEnd(_:)``), so it
    /// never names a handle that is gone, and the checked kind's unowned count cost an
    /// atomic increment and decrement per handle, most of them returned by
    /// `addConstraints` and dropped unread.
    struct HandleReference {
        unowned(unsafe) var handle: LayoutConstraint
    }

    /// A record's rare parts in one word: its extras, which then hold its handle's reference,
    /// or its handle's reference alone, or neither (an enum of a reference and a struct of
    /// one is one word).
    enum Tail {
        case none
        case extras(HandleExtras)
        case handle(HandleReference)

        var extras: HandleExtras? {
            if case .extras(let extras) = self { return extras }
            return nil
        }

        var handle: LayoutConstraint? {
            switch self {
            case .none: return nil
            case .extras(let extras): return extras.handle
            case .handle(let reference): return reference.handle
            }
        }

        mutating func setHandle(_ handle: LayoutConstraint?) {
            switch self {
            case .extras(let extras): extras.handle = handle
            case .none, .handle: self = handle.map { .handle(HandleReference(handle: $0)) } ?? .none
            }
        }
    }

    /// The records' fields, one array each, in one stored property: every operation below is
    /// one access to it (the runtime checks each access to a class's stored property for
    /// exclusivity, which per field and record cost more than the records saved).
    struct Columns {
        var groups: [Group] = []
        var tails: [Tail] = []
        var first: [ItemVariables] = []
        var second: [ItemVariables?] = []
        var packed: [Packed] = []
        /// Ids free for reuse, and those freed since the last batch (see the type's note).
        var free: [Int32] = []
        var released: [Int32] = []
        var freeGroups: [Int32] = []
        /// How many records are in use.
        var liveCount = 0

        /// A new group, empty: its records are counted live as they are made.
        mutating func makeGroup(
            source: [ConstraintDescriptor], origins: ProgramOrigins?, superviewItem: ItemVariables
        ) -> Int32 {
            let group = Group(source: source, origins: origins, superviewItem: superviewItem, live: 0)
            if let id = freeGroups.popLast() {
                groups[Int(id)] = group
                return id
            }
            groups.append(group)
            return Int32(truncatingIfNeeded: groups.count - 1)
        }

        /// Takes the caller's references (`consuming`): a record's items go into the arrays
        /// without a retain there and a release in the caller.
        mutating func make(
            extras: consuming HandleExtras?, first: consuming ItemVariables, second: consuming ItemVariables?,
            packed: Packed
        ) -> Int32 {
            liveCount += 1
            groups[Int(packed.group)].live += 1
            return place(extras: extras, first: first, second: second, packed: packed)
        }

        /// ``make(extras:first:second:packed:)`` for a record already counted live, with its
        /// group (a program's records are counted together).
        mutating func place(
            extras: consuming HandleExtras?, first: consuming ItemVariables, second: consuming ItemVariables?,
            packed: Packed
        ) -> Int32 {
            if !free.isEmpty, let id = free.popLast() {
                let i = Int(id)
                // The vacant values these replace need no release.
                self.tails[i] = extras.map(Tail.extras) ?? .none
                self.first[i] = first
                self.second[i] = second
                self.packed[i] = packed
                return id
            }
            let id = Int32(truncatingIfNeeded: self.packed.count)
            self.tails.append(extras.map(Tail.extras) ?? .none)
            self.first.append(first)
            self.second.append(second)
            self.packed.append(packed)
            return id
        }

        /// Frees a record (and its group with its last record) and returns what it held, to
        /// be released by the caller once this access has ended (what their release frees, a
        /// view's item and the handles parked on it say, may come back to the records).
        mutating func release(_ id: Int32, vacantItem: ItemVariables) -> Freed? {
            let i = Int(id)
            guard packed[i].flags & Flags.isFree == 0 else { return nil }
            var freed = Freed(first: vacantItem, superviewItem: vacantItem)
            swap(&freed.tail, &tails[i])
            swap(&freed.first, &first[i])
            swap(&freed.second, &second[i])
            let g = Int(packed[i].group)
            groups[g].live -= 1
            if groups[g].live == 0 {
                swap(&freed.source, &groups[g].source)
                swap(&freed.origins, &groups[g].origins)
                swap(&freed.superviewItem, &groups[g].superviewItem)
                freeGroups.append(Int32(truncatingIfNeeded: g))
            }
            packed[i].flags = Flags.isFree
            packed[i].installed = -1
            packed[i].slot = -1
            liveCount -= 1
            released.append(id)
            return freed
        }

        /// What a freed record held.
        struct Freed {
            var tail = Tail.none
            var first: ItemVariables
            var second: ItemVariables?
            var source: [ConstraintDescriptor] = []
            var origins: ProgramOrigins?
            var superviewItem: ItemVariables
        }

        func superviewItem(_ id: Int32) -> ItemVariables { groups[Int(packed[Int(id)].group)].superviewItem }

        func descriptor(_ id: Int32) -> ConstraintDescriptor {
            let packed = packed[Int(id)]
            let group = Int(packed.group)
            var descriptor = groups[group].source[Int(packed.index)]
            if let origins = groups[group].origins { descriptor.origin = origins.origin(at: Int(packed.index)) }
            return descriptor
        }

        func constant(_ id: Int32) -> Double {
            if let changed = tails[Int(id)].extras?.constant { return changed }
            let packed = packed[Int(id)]
            return groups[Int(packed.group)].source[Int(packed.index)].constant
        }

        func priority(_ id: Int32) -> LayoutPriority {
            if let changed = tails[Int(id)].extras?.priority { return changed }
            let packed = packed[Int(id)]
            return groups[Int(packed.group)].source[Int(packed.index)].priority
        }

        func multiplier(_ id: Int32) -> Double {
            let packed = packed[Int(id)]
            return groups[Int(packed.group)].source[Int(packed.index)].multiplier
        }

        func gapClosers(_ id: Int32) -> Int { tails[Int(id)].extras?.gapClosers ?? 0 }

        func isCollapse(_ id: Int32) -> Bool {
            if case .collapse = tails[Int(id)].extras?.role ?? .normal { return true }
            return false
        }

        func flag(_ id: Int32, _ bit: UInt8) -> Bool { packed[Int(id)].flags & bit != 0 }

        func standardSpacing(_ id: Int32) -> ConstraintDescriptor.StandardSpacing? {
            switch (packed[Int(id)].flags & Flags.spacingMask) >> Flags.spacingShift {
            case 1: return .sibling
            case 2: return .superview
            default: return nil
            }
        }
    }

    private(set) var columns = Columns()
    /// What a freed record holds instead of its items.
    private let vacantItem = ItemVariables(name: "", view: nil, owner: nil)

    /// How many records are in use.
    var liveCount: Int { columns.liveCount }

    /// New records for every constraint of a program, `first` and `second` giving each
    /// plan's items (each called once per plan, its reference taken over); inactive, with no
    /// handles. In one access to the records.
    ///
    /// - Complexity: O(1) amortised per record.
    func make(
        source: [ConstraintDescriptor], origins: ProgramOrigins?, plans: [CompiledProgram.HandlePlan],
        superview: LayoutView, superviewItem: ItemVariables, identifier: String?,
        first: (CompiledProgram.HandlePlan) -> ItemVariables, second: (CompiledProgram.HandlePlan) -> ItemVariables?
    ) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(plans.count)
        guard !plans.isEmpty else { return ids }
        columns.update { columns in
            let group = columns.makeGroup(source: source, origins: origins, superviewItem: superviewItem)
            columns.liveCount += plans.count
            columns.groups[Int(group)].live += plans.count
            for (index, plan) in plans.enumerated() {
                let (extras, packed) = Self.fields(
                    source: source, index: index, group: group, plan: plan, role: .normal, identifier: identifier)
                ids.append(columns.place(extras: extras, first: first(plan), second: second(plan), packed: packed))
            }
        }
        return ids
    }

    /// A new record for `source[index]`, its inline part `plan`; inactive, with no handle.
    ///
    /// - Complexity: O(1) amortised.
    func make(
        source: [ConstraintDescriptor], index: Int, plan: CompiledProgram.HandlePlan, superview: LayoutView,
        first: ItemVariables, second: ItemVariables?, superviewItem: ItemVariables, role: LayoutConstraint.Role,
        identifier: String?
    ) -> Int32 {
        columns.update { columns in
            let group = columns.makeGroup(source: source, origins: nil, superviewItem: superviewItem)
            let (extras, packed) = Self.fields(
                source: source, index: index, group: group, plan: plan, role: role, identifier: identifier)
            return columns.make(extras: extras, first: first, second: second, packed: packed)
        }
    }

    /// The extras and the packed fields of a new record.
    private static func fields(
        source: [ConstraintDescriptor], index: Int, group: Int32, plan: CompiledProgram.HandlePlan,
        role: LayoutConstraint.Role, identifier: String?
    ) -> (HandleExtras?, Packed) {
        (extras(source: source, index: index, role: role, identifier: identifier),
         packed(index: index, group: group, plan: plan))
    }

    /// The extras a new record needs: a name or a role; `nil` for most.
    private static func extras(
        source: [ConstraintDescriptor], index: Int, role: LayoutConstraint.Role, identifier: String?
    ) -> HandleExtras? {
        // A name written in the text wins over the enclosing `withIdentifier` scope.
        let name = source[index].identifier ?? identifier
        var isNormal = true
        if case .normal = role {} else { isNormal = false }
        guard name != nil || !isNormal else { return nil }
        let made = HandleExtras()
        made.identifier = name
        if !isNormal { made.role = role }
        return made
    }

    /// The packed fields of a new record.
    private static func packed(index: Int, group: Int32, plan: CompiledProgram.HandlePlan) -> Packed {
        var packed = Packed(
            group: group, index: Int32(truncatingIfNeeded: index), firstAttribute: plan.firstAttribute,
            secondAttribute: plan.secondAttribute, relation: plan.relation)
        switch plan.standardSpacing {
        case .sibling: packed.flags = 1 << Flags.spacingShift
        case .superview: packed.flags = 2 << Flags.spacingShift
        case nil: break
        }
        return packed
    }

    /// The record's handle: the one it has while the caller keeps it, else a new one.
    ///
    /// - Complexity: O(1); one allocation when the record has no handle.
    func handle(_ id: Int32) -> LayoutConstraint {
        if let existing = columns.tails[Int(id)].handle { return existing }
        let made = LayoutConstraint(records: self, id: id)
        columns.tails[Int(id)].setHandle(made)
        return made
    }

    /// Makes `handle` the record's handle (it was made with the record).
    func adopt(_ handle: LayoutConstraint) {
        columns.tails[Int(handle.id)].setHandle(handle)
    }

    /// The handles of `ids`, in order (made for those that have none).
    func handles(_ ids: [Int32]) -> [LayoutConstraint] { columns.handles(ids, records: self) }

    /// The queued records still pending, deepest superview first, each level in order of
    /// activation; each stops being pending. In one access.
    ///
    /// A counting sort on depth, stable, so that each level keeps the order of activation:
    /// of two conflicting constraints of one layout the later one breaks, as it would one by
    /// one. One array besides the queue's (not one per depth and a third for the result). A
    /// record deactivated and activated again while queued is in the queue twice but pending
    /// once: it goes in at its first place (its level keeps a hole, -1).
    ///
    /// - Complexity: O(*q* + depth).
    func placeDeepestFirst(_ batch: [Int32]) -> [Int32] { columns.placeDeepestFirst(batch) }

    /// What each record keeps of its installed solver constraint (`ids[k]` for
    /// `records[k]`), in one access; returns the positions of the records that had a
    /// conflict, for the caller to clear.
    func didInstall(_ records: [Int32], as ids: [ConstraintID], _ batch: [Solver.BatchConstraint]) -> [Int] {
        columns.didInstall(records, as: ids, batch)
    }

    /// ``ConstraintRegistry/activatePlain(_:from:pending:)`` in one access.
    func activatePlain(
        _ ids: [Int32], from start: Int, slots: inout [Int32], count: inout Int, pending: inout [Int32]
    ) -> Int {
        columns.activatePlain(ids, from: start, slots: &slots, count: &count, pending: &pending)
    }

    /// Called by a handle's `deinit`: the record forgets it, and is freed unless the engine
    /// holds it (active in the registry, or queued). A constraint parked with a subtree is
    /// held by its handle alone, in the subtree's list: it goes when the subtree does.
    func handleDidEnd(_ id: Int32) {
        guard columns.forgetHandle(id) else { return }
        let old = columns.release(id, vacantItem: vacantItem)
        withExtendedLifetime(old) {}
    }

    /// Called when a record leaves the registry: freed if no handle or list is left to tell
    /// of it.
    func didDeactivate(_ id: Int32) {
        let i = Int(id)
        guard columns.tails[i].handle == nil, slot(id) < 0, !flag(id, Flags.isPending | Flags.isHeld) else { return }
        let old = columns.release(id, vacantItem: vacantItem)
        withExtendedLifetime(old) {}
    }

    /// Marks the records of a new ``LayoutConstraintList`` held, in one access.
    ///
    /// - Complexity: O(*n*) for *n* ids.
    func hold(_ ids: UnsafeBufferPointer<Int32>) {
        columns.update { columns in
            // In place: a write through the array checked its uniqueness each time.
            columns.packed.withUnsafeMutableBufferPointer { packed in
                for id in ids {
                    let i = Int(id)
                    guard i >= 0, i < packed.count else { continue }
                    packed[i].flags |= Flags.isHeld
                }
            }
        }
    }

    /// Called when the last copy of a ``LayoutConstraintList`` goes: its records are no
    /// longer held, and those that nothing else holds (inactive, not queued, without a
    /// handle) are freed.
    ///
    /// - Complexity: O(*n*) for *n* ids.
    func letGo(_ ids: UnsafeBufferPointer<Int32>) {
        var freed: [Int32] = []
        columns.update { columns in
            let tails = columns.tails
            // In place: a write through the array checked its uniqueness each time.
            columns.packed.withUnsafeMutableBufferPointer { packed in
                for id in ids {
                    let i = Int(id)
                    guard i >= 0, i < packed.count else { continue }
                    packed[i].flags &= ~Flags.isHeld
                    if packed[i].slot < 0, packed[i].flags & (Flags.isPending | Flags.isFree) == 0, tails[i].handle == nil {
                        freed.append(id)
                    }
                }
            }
        }
        for id in freed {
            let old = columns.release(id, vacantItem: vacantItem)
            withExtendedLifetime(old) {}
        }
    }

    /// Lets the ids freed since the last batch be reused (the install queue is empty).
    /// Gives back the room the array of packed fields holds beyond the records, after a
    /// large batch of them: the arrays grow by doubling, so that a quarter of their room is
    /// empty on average (a third, 8,175 records, for the 25,000 of the 1,000-card list; 20
    /// bytes each in this array).
    ///
    /// - Complexity: O(*n*) for *n* records, when the array has more than an eighth of its
    ///   room empty (a `memcpy`).
    func trimCapacity() {
        columns.update { $0.trimCapacity() }
    }

    func recycleReleased() {
        guard !columns.released.isEmpty else { return }
        columns.recycle()
    }

    // MARK: - Fields (one access each)

    func first(_ id: Int32) -> ItemVariables { columns.first[Int(id)] }
    func second(_ id: Int32) -> ItemVariables? { columns.second[Int(id)] }
    func superviewItem(_ id: Int32) -> ItemVariables { columns.superviewItem(id) }
    func packed(_ id: Int32) -> Packed { columns.packed[Int(id)] }

    @inline(__always)
    func flag(_ id: Int32, _ bit: UInt8) -> Bool { columns.flag(id, bit) }

    @inline(__always)
    func setFlag(_ id: Int32, _ bit: UInt8, _ value: Bool) {
        if value { columns.packed[Int(id)].flags |= bit } else { columns.packed[Int(id)].flags &= ~bit }
    }

    func installed(_ id: Int32) -> ConstraintID? {
        let value = columns.packed[Int(id)].installed
        return value >= 0 ? value : nil
    }

    func setInstalled(_ id: Int32, _ value: ConstraintID?) { columns.packed[Int(id)].installed = value ?? -1 }

    func slot(_ id: Int32) -> Int { Int(columns.packed[Int(id)].slot) }

    func setSlot(_ id: Int32, _ value: Int) { columns.packed[Int(id)].slot = Int32(truncatingIfNeeded: value) }

    func extras(_ id: Int32) -> HandleExtras? { columns.tails[Int(id)].extras }

    /// The record's extras, made if it had none.
    func ensuredExtras(_ id: Int32) -> HandleExtras {
        if let extras = columns.tails[Int(id)].extras { return extras }
        let made = HandleExtras()
        // The handle's reference moves into the extras.
        made.handle = columns.tails[Int(id)].handle
        columns.tails[Int(id)] = .extras(made)
        return made
    }

    func standardSpacing(_ id: Int32) -> ConstraintDescriptor.StandardSpacing? { columns.standardSpacing(id) }

    func setStandardSpacing(_ id: Int32, _ value: ConstraintDescriptor.StandardSpacing?) {
        let bits: UInt8
        switch value {
        case .sibling: bits = 1
        case .superview: bits = 2
        case nil: bits = 0
        }
        let i = Int(id)
        columns.packed[i].flags = columns.packed[i].flags & ~Flags.spacingMask | bits << Flags.spacingShift
    }

    func descriptor(_ id: Int32) -> ConstraintDescriptor { columns.descriptor(id) }

    func multiplier(_ id: Int32) -> Double { columns.multiplier(id) }
    func constant(_ id: Int32) -> Double { columns.constant(id) }
    func priority(_ id: Int32) -> LayoutPriority { columns.priority(id) }
    func role(_ id: Int32) -> LayoutConstraint.Role { extras(id)?.role ?? .normal }
    func isCollapse(_ id: Int32) -> Bool { columns.isCollapse(id) }
    func gapClosers(_ id: Int32) -> Int { columns.gapClosers(id) }
    func conflict(_ id: Int32) -> LayoutWarning? { extras(id)?.conflict?.warning }
    func hasConflict(_ id: Int32) -> Bool { extras(id)?.conflict != nil }

    /// Updates the constant of a standard-spacing constraint without making it explicit.
    func setStandardConstant(_ id: Int32, _ value: Double) {
        // The engine's spacing is usually the one the text was compiled with: nothing to keep.
        if value != constant(id) { ensuredExtras(id).constant = value }
    }
}

extension ConstraintRecords {
    /// The records' columns read in place, the items unretained: for a pass over many
    /// records that changes none (a batch's translation), which would otherwise retain and
    /// release each item it reads.
    ///
    /// Valid only inside ``Columns/withUnretainedColumns(_:)``; `packed`, `first`, `second`
    /// and `tails` have one element per record.
    struct UnretainedColumns {
        let packed: UnsafeBufferPointer<Packed>
        let first: UnsafeBufferPointer<Unmanaged<ItemVariables>>
        let second: UnsafeBufferPointer<Unmanaged<ItemVariables>?>
        let tails: UnsafeBufferPointer<Tail>
        let groups: UnsafeBufferPointer<Group>

        /// Whether the record has neither extras nor a handle (its constant and priority are
        /// its descriptor's, it closes no gap and has no role).
        @inline(__always)
        func hasNoExtras(_ i: Int) -> Bool {
            if case .none = tails[i] { return true }
            return tails[i].extras == nil
        }

        /// The superview item of a record's group, and the record's constant, priority and
        /// multiplier as its descriptor has them; `nil` for a group out of range.
        @inline(__always)
        func plainFields(of packed: Packed) -> (
            origin: Unmanaged<ItemVariables>, fields: (constant: Double, priority: LayoutPriority, multiplier: Double)
        )? {
            let g = Int(packed.group)
            guard g >= 0, g < groups.count else { return nil }
            let origin = Unmanaged.passUnretained(groups[g].superviewItem)
            let index = Int(packed.index)
            // In place: a copy of the descriptor would retain and release its names.
            let fields = groups[g].source.withUnsafeBufferPointer { source -> (Double, LayoutPriority, Double)? in
                guard index >= 0, index < source.count else { return nil }
                return (source[index].constant, source[index].priority, source[index].multiplier)
            }
            guard let fields else { return nil }
            return (origin, fields)
        }
    }
}

extension ConstraintRecords.Columns {
    /// Calls `body` with the columns read in place (see ``ConstraintRecords/UnretainedColumns``);
    /// `nil` when the columns disagree on the number of records (never: every record has a
    /// value in each).
    func withUnretainedColumns<R>(_ body: (ConstraintRecords.UnretainedColumns) -> R) -> R? {
        let count = packed.count
        guard first.count == count, second.count == count, tails.count == count else { return nil }
        return packed.withUnsafeBufferPointer { packed in
            first.withUnsafeBufferPointer { first in
                // A class reference and an unretained one have the same layout, as have their
                // optionals (`nil` is the null pointer).
                first.withMemoryRebound(to: Unmanaged<ItemVariables>.self) { first in
                    second.withUnsafeBufferPointer { second in
                        second.withMemoryRebound(to: Unmanaged<ItemVariables>?.self) { second in
                            tails.withUnsafeBufferPointer { tails in
                                groups.withUnsafeBufferPointer { groups in
                                    body(ConstraintRecords.UnretainedColumns(
                                        packed: packed, first: first, second: second, tails: tails, groups: groups))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A required size constraint of a collapsed view yields to the collapse; every other
    /// constraint keeps its priority (see ``strength(for:)``).
    static func strength(
        priority: LayoutPriority, isCollapse: Bool, packed: ConstraintRecords.Packed, first: Unmanaged<ItemVariables>,
        second: Unmanaged<ItemVariables>?
    ) -> Strength {
        guard priority.isRequired, !isCollapse else { return Priorities.strength(priority) }
        if packed.firstAttribute.isSize,
           first._withUnsafeGuaranteedRef({ $0.isCollapsed(along: packed.firstAttribute.axis) }) {
            return Priorities.collapseYield
        }
        if let second, let attribute = packed.secondAttribute, attribute.isSize,
           second._withUnsafeGuaranteedRef({ $0.isCollapsed(along: attribute.axis) }) {
            return Priorities.collapseYield
        }
        return Priorities.strength(priority)
    }
}

extension ConstraintRecords.Columns {
    /// Forgets the record's handle; returns whether the record is then to be freed (the
    /// engine holds it neither in its registry nor in its queue, and no list holds it).
    mutating func forgetHandle(_ id: Int32) -> Bool {
        let i = Int(id)
        tails[i].setHandle(nil)
        typealias Flags = ConstraintRecords.Flags
        return packed[i].slot < 0 && packed[i].flags & (Flags.isPending | Flags.isHeld) == 0
    }

    /// Runs `body` on the columns (one access for all it does).
    mutating func update<T>(_ body: (inout Self) -> T) -> T {
        body(&self)
    }

    mutating func placeDeepestFirst(_ batch: [Int32]) -> [Int32] {
        let isPending = ConstraintRecords.Flags.isPending
        var deepest = 0
        for id in batch { deepest = max(deepest, superviewDepth(id)) }
        var starts = [Int](repeating: 0, count: deepest + 2)
        var queued = 0
        for id in batch where packed[Int(id)].flags & isPending != 0 {
            starts[deepest - max(0, superviewDepth(id)) + 1] += 1
            queued += 1
        }
        for level in 0...deepest { starts[level + 1] += starts[level] }
        var placed = [Int32](repeating: -1, count: queued)
        for id in batch where packed[Int(id)].flags & isPending != 0 {
            let level = deepest - max(0, superviewDepth(id))
            packed[Int(id)].flags &= ~isPending
            placed[starts[level]] = id
            starts[level] += 1
        }
        return placed
    }

    /// The depth of the record's superview, its item read in place (unretained: three
    /// reads a record, each a retain and a release, were half of ordering a batch).
    @inline(__always)
    func superviewDepth(_ id: Int32) -> Int {
        let g = Int(packed[Int(id)].group)
        return groups.withUnsafeBufferPointer { groups in
            Unmanaged.passUnretained(groups[(0..<groups.count)[g]].superviewItem)._withUnsafeGuaranteedRef { $0.depth }
        }
    }

    mutating func didInstall(_ records: [Int32], as ids: [ConstraintID], _ batch: [Solver.BatchConstraint]) -> [Int] {
        typealias Flags = ConstraintRecords.Flags
        var conflicted: [Int] = []
        let tails = tails
        // In place: a write through the array checked its uniqueness each time.
        packed.withUnsafeMutableBufferPointer { packed in
            for (k, record) in records.enumerated() {
                let i = Int(record)
                guard i >= 0, i < packed.count else { continue }
                packed[i].installed = ids[k]
                let rebuilds = packed[i].flags & Flags.changes == 0 && batch[k].relation == .equal
                    && batch[k].strength.isRequired
                if rebuilds { packed[i].flags |= Flags.removalRebuilds } else { packed[i].flags &= ~Flags.removalRebuilds }
                if case .extras(let extras) = tails[i], extras.conflict != nil { conflicted.append(k) }
            }
        }
        return conflicted
    }

    mutating func handles(_ ids: [Int32], records: ConstraintRecords) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        out.reserveCapacity(ids.count)
        for id in ids {
            if let existing = tails[Int(id)].handle {
                out.append(existing)
            } else {
                let made = LayoutConstraint(records: records, id: id)
                tails[Int(id)].setHandle(made)
                out.append(made)
            }
        }
        return out
    }

    /// Activates the records of `ids` from `start` on as `isActive = true` would, while
    /// that needs nothing but the registry's `slots` and the install queue's `pending`: up
    /// to the first inactive record on a hidden view (which may be one of its gaps) or with
    /// extras (a name, a role), whose index it returns (`ids.count` when none is).
    ///
    /// In two passes: the run of such records found with the items unretained, then their
    /// fields changed in place (each item read and each write of the packed fields checked
    /// the array's uniqueness, or retained the item, 60% of the work).
    mutating func activatePlain(
        _ ids: [Int32], from start: Int, slots: inout [Int32], count: inout Int, pending: inout [Int32]
    ) -> Int {
        typealias Flags = ConstraintRecords.Flags
        let end = withUnretainedColumns { columns in
            var k = start
            while k < ids.count {
                let i = Int(ids[k])
                guard i >= 0, i < columns.packed.count else { return k }
                if columns.packed[i].flags & Flags.isActive == 0 {
                    let isHidden = columns.first[i]._withUnsafeGuaranteedRef { $0.isHiddenBySnapshot }
                        || columns.second[i]?._withUnsafeGuaranteedRef({ $0.isHiddenBySnapshot }) == true
                    if isHidden || !columns.hasNoExtras(i) { return k }
                }
                k += 1
            }
            return k
        } ?? start
        guard end > start else { return end }
        packed.withUnsafeMutableBufferPointer { packed in
            // Every id of the run was checked to be in range by the first pass.
            for k in start..<end {
                let id = ids[k]
                let i = Int(id)
                if packed[i].flags & Flags.isActive != 0 { continue }
                packed[i].flags |= Flags.isActive
                let slot = Int(packed[i].slot)
                if !(slot >= 0 && slot < slots.count && slots[slot] == id) {
                    packed[i].slot = Int32(truncatingIfNeeded: slots.count)
                    slots.append(id)
                    count += 1
                }
                if packed[i].installed < 0, packed[i].flags & Flags.isPending == 0 {
                    packed[i].flags |= Flags.isPending
                    pending.append(id)
                }
            }
        }
        return end
    }

    mutating func recycle() {
        free += released
        released.removeAll()
    }

    /// About how many solver symbols besides their variables the records of `ids` (-1 for
    /// none) need, for ``Solver/reserveCapacity(constraints:variables:otherSymbols:)``: two
    /// for each inequality (a slack, and an error if it is not required), a marker for each
    /// tracked one, and for the non-required equalities, which have two errors, an eighth of
    /// the records (their priority is not read: that cost a descriptor's copy per record).
    /// Required equalities, most of a layout, need none.
    ///
    /// - Complexity: O(*n*) for *n* ids.
    func symbolsBeyondVariables(_ ids: [Int32]) -> Int {
        var count = ids.count / 8
        for id in ids where id >= 0 {
            let packed = packed[Int(id)]
            if packed.relation != .equal { count += 2 }
            if packed.flags & ConstraintRecords.Flags.changes != 0 { count += 1 }
        }
        return count
    }

    /// See ``ConstraintRecords/trimCapacity()``.
    mutating func trimCapacity() {
        // Only the plain values, copied as bytes: the arrays of references (tails, items,
        // 24 bytes a record) cost a retain and a release per element to copy, 3.4 million
        // instructions for the 1,000-card list, 1% of its first layout, for 33 bytes a view.
        trimmed(&packed)
    }
}

/// Copies `array` into storage of its size when more than an eighth of its capacity (and
/// more than a few elements) is left over: `reserveCapacity` never shrinks. Generic in this
/// module, so that each use is specialized (a copy of plain values is a `memcpy`).
///
/// - Complexity: O(*n*) when it copies, else O(1).
func trimmed<Element>(_ array: inout [Element]) {
    let count = array.count
    let slack = array.capacity - count
    guard slack > 32, slack > count / 8 else { return }
    array = array.withUnsafeBufferPointer { old in
        [Element](unsafeUninitializedCapacity: count) { new, initialized in
            if let from = old.baseAddress, let to = new.baseAddress { to.initialize(from: from, count: count) }
            initialized = count
        }
    }
}
