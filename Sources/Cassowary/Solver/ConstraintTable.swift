/// A constraint in a solver, named by a small integer: the index of its record in the
/// solver's ``ConstraintTable``. An id is the solver's (and its copies'); once the constraint
/// leaves, the id may name a later one.
package typealias ConstraintID = Int32

/// The constraints in a solver and what the solver remembers of each, addressed by
/// ``ConstraintID``.
///
/// Why flat records by id, not a dictionary keyed by constraint objects: a front end that
/// installs a large tree (a quarter of a million constraints for 10,000 cards) paid for a
/// `LinearConstraint` object per constraint (64 bytes with its share of a term array) and a
/// dictionary entry mapping it to its record (a dictionary keeps a free bucket for about
/// every three used ones and doubles at a time). Here a constraint is one 40-byte record in
/// an array and its terms in one shared array of terms; a front end keeps the id. Only
/// constraints added through the public, object-based API have an entry in a dictionary
/// from object to id (the solver's `publicIDs`).
///
/// A record is *allocated* (it has terms, a constant, a relation and a strength) from
/// ``allocate(_:constant:relation:strength:)`` until ``free(_:)``; while the constraint is
/// in the tableau it also has a ``ConstraintRecord`` (``subscript(_:)``). A rebuild gives
/// every allocated record its place in a fresh tableau again, so ids survive it.
///
/// Freed ids are reused, last freed first, and freed terms are reclaimed by compacting the
/// array of terms once they are half of it, so a long churn of additions and removals keeps
/// the table at the size of what is alive.
///
/// Iteration visits the constraints in the tableau in id order, which depends only on the
/// operations done (not on hash seeds); order by ``ConstraintRecord/sequence`` where the
/// order of addition matters.
struct ConstraintTable: Sequence, Sendable {
    /// One constraint's fields: 32 bytes, half a cache line (40 with a whole-word sequence
    /// and a strength apart from the flags: 8 bytes a constraint, 33 a view of a card list).
    struct Slot: Sendable {
        var termStart: Int32
        var termCount: Int32
        var marker: SymbolID
        var other: SymbolID
        var constant: Double
        /// The record's ``ConstraintRecord/sequence``, which the solver keeps within 32 bits
        /// (see ``Solver/makeRoomForSequences()``).
        var sequence: Int32
        /// The index of the strength in `strengths` above ``flagBits`` bits of flags. Flags:
        /// bit 0: allocated; bit 1: in the tableau; bit 2: an edit constraint; bit 3: a
        /// tracked equality; bits 4-5: the relation.
        var strengthAndFlags: UInt32

        var flags: UInt8 {
            @inline(__always) get { UInt8(truncatingIfNeeded: strengthAndFlags & Slot.flagMask) }
            @inline(__always) set { strengthAndFlags = strengthAndFlags & ~Slot.flagMask | UInt32(newValue) & Slot.flagMask }
        }

        var strength: Int { Int(strengthAndFlags >> Slot.flagBits) }

        static let flagBits: UInt32 = 6
        static let flagMask: UInt32 = (1 << flagBits) - 1
    }

    /// How many strength indices a slot can hold (2^26): past it, the strengths no record
    /// uses are dropped (``compactStrengths()``). Only a table of more allocated records
    /// than that, each of its own strength, would still be past it.
    static let strengthCapacity = 1 << (32 - Int(Slot.flagBits))

    private var slots: [Slot] = []
    private var freeIDs: [ConstraintID] = []
    /// Every constraint's terms, reduced (each variable once, no zero coefficient).
    private var terms: [Term] = []
    /// Terms of freed records still in `terms`.
    private var deadTerms = 0
    /// The distinct strengths in use: a layout uses a handful, so a record keeps an index.
    private var strengths: [Strength] = []
    private var strengthIndex: [Strength: Int32] = [:]
    /// The number of allocated records, and of those in the tableau.
    private(set) var allocated = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }
    /// How many slots and terms the table stores, freed ones included (for tests of what
    /// stays flat under churn).
    var storedSlots: Int { slots.count }
    var storedTerms: Int { terms.count }
    var storedStrengths: Int { strengths.count }
    /// How many records fit before the arrays grow.
    var capacity: Int { slots.capacity - slots.count + freeIDs.count + allocated }

    /// Room for `capacity` constraints of three terms each, in all (see
    /// ``Solver/reserveCapacity(constraints:variables:)``).
    mutating func reserveCapacity(_ capacity: Int) {
        let more = capacity - allocated - freeIDs.count
        if more > 0 {
            Capacity.reserve(&slots, more: more)
            Capacity.reserve(&terms, more: 3 * more)
        }
    }

    // MARK: Allocation

    /// A new record for a constraint `terms constant relation 0` at `strength`, not yet in
    /// the tableau. The caller vouches that the terms are reduced.
    ///
    /// - Complexity: O(*n*) for *n* terms, amortized.
    mutating func allocate<C: Collection>(
        _ terms: C, constant: Double, relation: Relation, strength: Strength
    ) -> ConstraintID where C.Element == Term {
        let start = self.terms.count
        self.terms.append(contentsOf: terms)
        return allocated(start: start, constant: constant, relation: relation, strength: strength)
    }

    /// ``allocate(_:constant:relation:strength:)`` for a batch's terms, read in place
    /// (``Solver/BatchTerm``): the table takes its own reference to each variable.
    ///
    /// Why a loop of appends: appending a lazy map of the terms went through the generic
    /// copy of a sequence, about 100 instructions a term.
    ///
    /// - Complexity: O(*n*) for *n* terms, amortized.
    mutating func allocate(
        batch: UnsafeBufferPointer<Solver.BatchTerm>, constant: Double, relation: Relation, strength: Strength
    ) -> ConstraintID {
        let start = terms.count
        for t in batch { terms.append(Term(t.variable.takeUnretainedValue(), t.coefficient)) }
        return allocated(start: start, constant: constant, relation: relation, strength: strength)
    }

    /// The record of the terms from `start` to the end of `terms`, just appended.
    @inline(__always)
    private mutating func allocated(
        start: Int, constant: Double, relation: Relation, strength: Strength
    ) -> ConstraintID {
        let slot = Slot(
            termStart: Int32(truncatingIfNeeded: start), termCount: Int32(truncatingIfNeeded: self.terms.count - start),
            marker: -1, other: -1, constant: constant, sequence: 0,
            strengthAndFlags: UInt32(truncatingIfNeeded: index(of: strength)) << Slot.flagBits
                | UInt32(1 | Self.bits(of: relation) << 4))
        allocated += 1
        if let id = freeIDs.popLast() {
            slots[Int(id)] = slot
            return id
        }
        slots.append(slot)
        return ConstraintID(truncatingIfNeeded: slots.count - 1)
    }

    /// Frees a record (out of the tableau first): its id and terms are reused.
    ///
    /// - Complexity: O(1), or O(the live terms) when it compacts the terms, amortized O(1).
    mutating func free(_ id: ConstraintID) {
        guard isAllocated(id) else { return }
        let i = Int(id)
        if slots[i].flags & 2 != 0 { count -= 1 }
        let n = Int(slots[i].termCount)
        if Int(slots[i].termStart) + n == terms.count {
            // The newest terms (a rolled-back addition, usually): simply dropped.
            terms.removeLast(n)
        } else {
            deadTerms += n
        }
        slots[i].flags = 0
        slots[i].termCount = 0
        allocated -= 1
        freeIDs.append(id)
        if deadTerms > 1024, 2 * deadTerms > terms.count { compactTerms() }
        if allocated == 0 {
            slots.removeAll(keepingCapacity: true)
            freeIDs.removeAll(keepingCapacity: true)
            terms.removeAll(keepingCapacity: true)
            deadTerms = 0
            // No record refers to a strength any more: a churn through ever-new strengths
            // (priorities changed one by one) does not grow the table for good.
            strengths.removeAll(keepingCapacity: true)
            strengthIndex.removeAll(keepingCapacity: true)
        }
    }

    /// Copies the live terms to the front, in id order, and shrinks the array.
    private mutating func compactTerms() {
        var compacted: [Term] = []
        compacted.reserveCapacity(terms.count - deadTerms)
        for i in slots.indices where slots[i].flags & 1 != 0 {
            let start = Int(slots[i].termStart)
            slots[i].termStart = Int32(truncatingIfNeeded: compacted.count)
            compacted.append(contentsOf: terms[start..<start + Int(slots[i].termCount)])
        }
        terms = compacted
        deadTerms = 0
    }

    /// The index of `strength` in `strengths`, added if new.
    ///
    /// Why a scan first: every addition interns its strength, and a layout uses a handful
    /// (required and a few priorities), where comparing two `Double`s with each is far
    /// cheaper than hashing one (the hash was 2% of a card list's first layout). Past a
    /// handful the dictionary answers; both find the one equal strength, if any.
    private mutating func index(of strength: Strength) -> Int32 {
        if strengths.count <= Self.scannedStrengths {
            for (i, known) in strengths.enumerated() where known == strength { return Int32(truncatingIfNeeded: i) }
        } else if let i = strengthIndex[strength] {
            return i
        }
        if strengths.count >= Self.strengthCapacity { compactStrengths() }
        let i = Int32(truncatingIfNeeded: strengths.count)
        strengths.append(strength)
        strengthIndex[strength] = i
        return i
    }

    /// Keeps only the strengths allocated records use, renumbered in order of first use by
    /// id. Why: a slot has room for ``strengthCapacity`` indices, and a long churn
    /// through ever-new priorities while some record stays allocated (the table never
    /// empties) would pass it; what is alive is at most one strength per record.
    ///
    /// - Complexity: O(*n*) for *n* slots, once per ``strengthCapacity`` new strengths.
    mutating func compactStrengths() {
        var renumbered = [Int32](repeating: -1, count: strengths.count)
        var kept: [Strength] = []
        for i in slots.indices where slots[i].flags & 1 != 0 {
            let old = slots[i].strength
            if renumbered[old] < 0 {
                renumbered[old] = Int32(truncatingIfNeeded: kept.count)
                kept.append(strengths[old])
            }
            slots[i].strengthAndFlags = UInt32(truncatingIfNeeded: renumbered[old]) << Slot.flagBits
                | UInt32(slots[i].flags)
        }
        strengths = kept
        strengthIndex.removeAll(keepingCapacity: true)
        for (i, s) in kept.enumerated() { strengthIndex[s] = Int32(truncatingIfNeeded: i) }
    }

    /// How many distinct strengths are looked up by a scan rather than by hash.
    private static let scannedStrengths = 8

    private static func bits(of relation: Relation) -> UInt8 {
        switch relation {
        case .equal: return 0
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return 2
        }
    }

    // MARK: Reading a constraint

    /// Whether `id` names an allocated record.
    func isAllocated(_ id: ConstraintID) -> Bool {
        id >= 0 && Int(id) < slots.count && slots[Int(id)].flags & 1 != 0
    }

    /// Whether the constraint is in the tableau.
    func contains(_ id: ConstraintID) -> Bool {
        id >= 0 && Int(id) < slots.count && slots[Int(id)].flags & 2 != 0
    }

    /// The constraint's reduced terms. O(1).
    @inline(__always)
    func terms(of id: ConstraintID) -> ArraySlice<Term> {
        let slot = slots[Int(id)]
        // A record without terms may start past the end (the terms after it were dropped).
        guard slot.termCount > 0 else { return terms[0..<0] }
        let start = Int(slot.termStart)
        return terms[start..<start + Int(slot.termCount)]
    }

    /// Where the constraint's terms are among all the table's terms (see
    /// ``coefficient(at:)`` and ``unretainedVariable(at:)``): for a caller that changes the
    /// solver between reads of them, and so cannot hold them as a buffer, without the retain
    /// of the array that a slice (``terms(of:)``) takes. Valid until the table changes.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func termIndices(of id: ConstraintID) -> Range<Int> {
        let slot = slots[Int(id)]
        // A record without terms may start past the end (the terms after it were dropped).
        guard slot.termCount > 0 else { return 0..<0 }
        let start = Int(slot.termStart)
        return start..<start + Int(slot.termCount)
    }

    /// The coefficient of the term at `index` among all the table's terms
    /// (``termIndices(of:)``).
    @inline(__always)
    func coefficient(at index: Int) -> Double { terms[index].coefficient }

    /// The variable of the term at `index` among all the table's terms
    /// (``termIndices(of:)``), unretained: the table holds it.
    @inline(__always)
    func unretainedVariable(at index: Int) -> Unmanaged<Variable> { .passUnretained(terms[index].variable) }

    /// The constraint's terms as a buffer, for `body`, which must not change the table: no
    /// retain of the array, nor of each term's variable as a copy of the term would take.
    ///
    /// - Complexity: O(1) besides `body`.
    @inline(__always)
    func withTerms<R>(of id: ConstraintID, _ body: (UnsafeBufferPointer<Term>) throws -> R) rethrows -> R {
        let slot = slots[Int(id)]
        return try terms.withUnsafeBufferPointer { all in
            // A record without terms may start past the end (the terms after it were dropped).
            guard slot.termCount > 0 else { return try body(UnsafeBufferPointer(rebasing: all[0..<0])) }
            let start = Swift.min(Int(slot.termStart), all.count)
            let end = Swift.min(start + Int(slot.termCount), all.count)
            return try body(UnsafeBufferPointer(rebasing: all[start..<end]))
        }
    }

    func constant(of id: ConstraintID) -> Double { slots[Int(id)].constant }

    func strength(of id: ConstraintID) -> Strength { strengths[slots[Int(id)].strength] }

    func relation(of id: ConstraintID) -> Relation {
        switch slots[Int(id)].flags >> 4 & 3 {
        case 1: return .lessThanOrEqual
        case 2: return .greaterThanOrEqual
        default: return .equal
        }
    }

    /// The record of a constraint in the tableau, or `nil`; setting `nil` takes it out of the
    /// tableau's bookkeeping (the record stays allocated).
    ///
    /// - Complexity: O(1).
    subscript(id: ConstraintID) -> ConstraintRecord? {
        get {
            guard contains(id) else { return nil }
            return record(slots[Int(id)])
        }
        set {
            guard isAllocated(id) else { return }
            let i = Int(id)
            if let newValue {
                if slots[i].flags & 2 == 0 { count += 1 }
                slots[i].marker = newValue.marker
                slots[i].other = newValue.other
                slots[i].sequence = Int32(truncatingIfNeeded: newValue.sequence)
                slots[i].flags = slots[i].flags & 0xF1 | 2 | (newValue.isEdit ? 4 : 0)
                    | (newValue.tracking == .tracked ? 8 : 0)
            } else {
                if slots[i].flags & 2 != 0 { count -= 1 }
                slots[i].flags &= 0xF1
            }
        }
    }

    /// `self[id] = ConstraintRecord(...)` for a constraint entering the tableau (its strength
    /// is the one it was allocated with), without building an optional record: the setter's
    /// checks and copies were about 70 instructions of each insertion.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func enter(
        _ id: ConstraintID, marker: SymbolID, other: SymbolID, sequence: Int, isEdit: Bool,
        tracking: EqualityTracking
    ) {
        guard isAllocated(id) else { return }
        let i = Int(id)
        if slots[i].flags & 2 == 0 { count += 1 }
        slots[i].marker = marker
        slots[i].other = other
        slots[i].sequence = Int32(truncatingIfNeeded: sequence)
        slots[i].flags = slots[i].flags & 0xF1 | 2 | (isEdit ? 4 : 0) | (tracking == .tracked ? 8 : 0)
    }

    /// Takes every record out of the tableau's bookkeeping, keeping them allocated: the
    /// start of a rebuild into a fresh tableau.
    ///
    /// - Complexity: O(*n*) for *n* records.
    mutating func removeAllFromTableau() {
        for i in slots.indices { slots[i].flags &= 0xF1 }
        count = 0
    }

    private func record(_ slot: Slot) -> ConstraintRecord {
        ConstraintRecord(
            marker: slot.marker, other: slot.other, strength: strengths[slot.strength], sequence: Int(slot.sequence),
            isEdit: slot.flags & 4 != 0, tracking: slot.flags & 8 != 0 ? .tracked : .compact)
    }

    /// Gives the constraints in the tableau the sequences 0, 1, ... in the order of the ones
    /// they have (ties by id), and returns how many there are: the next sequence.
    ///
    /// - Complexity: O(*n* log *n*) for *n* records.
    mutating func renumberSequences() -> Int {
        var order: [(sequence: Int32, id: Int32)] = []
        order.reserveCapacity(count)
        for i in slots.indices where slots[i].flags & 2 != 0 {
            order.append((slots[i].sequence, Int32(truncatingIfNeeded: i)))
        }
        order.sort { ($0.sequence, $0.id) < ($1.sequence, $1.id) }
        for (k, entry) in order.enumerated() { slots[Int(entry.id)].sequence = Int32(truncatingIfNeeded: k) }
        return order.count
    }

    /// The ids of the constraints in the tableau, in id order.
    var ids: [ConstraintID] {
        var out: [ConstraintID] = []
        out.reserveCapacity(count)
        for i in slots.indices where slots[i].flags & 2 != 0 { out.append(ConstraintID(truncatingIfNeeded: i)) }
        return out
    }

    /// Visits each constraint in the tableau with its record, in id order.
    struct Iterator: IteratorProtocol {
        fileprivate let table: ConstraintTable
        fileprivate var index = 0

        mutating func next() -> (id: ConstraintID, record: ConstraintRecord)? {
            while index < table.slots.count {
                defer { index += 1 }
                let slot = table.slots[index]
                if slot.flags & 2 != 0 { return (ConstraintID(truncatingIfNeeded: index), table.record(slot)) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(table: self) }

    var underestimatedCount: Int { count }
}
