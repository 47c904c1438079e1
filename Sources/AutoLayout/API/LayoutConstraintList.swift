/// The constraints one call installed, as handles made when read: what `addConstraints` and
/// ``LayoutEngine/install(_:in:creatingViews:)`` return.
///
/// Most callers drop what these calls return; an array of handles cost them an object per
/// constraint, made and freed unread (8% of a 1,000-card first layout). The list holds the
/// engine's record of each constraint instead, and makes a constraint's ``LayoutConstraint``
/// only when it is read, the way lookups do: while a handle is kept, reading its constraint
/// again gives that same object (`===`), and a handle dropped and read again is a new one with
/// the same state, which is the engine's.
///
/// The list keeps its constraints' records as long as it lives, active or not, so a
/// constraint deactivated through it can be activated through it again:
///
///     let compact = try engine.addConstraints("H:|-[icon(24)]-[label]-|", in: row)
///     engine.deactivate(compact)
///     ...
///     engine.activate(compact)
///
/// Write `Array(list)` for an array of handles (which keeps every handle alive).
///
/// A list is not `Sendable`: its handles change their engine's state, so use it where the
/// engine is used.
public struct LayoutConstraintList: RandomAccessCollection {
    /// The records, held while the list (or a copy) lives; or handles made already.
    enum Storage {
        case records(HeldRecords)
        case handles([LayoutConstraint])
    }

    let storage: Storage

    /// A list of freshly made records: it holds them (see ``HeldRecords``).
    init(records: ConstraintRecords, ids: [Int32]) {
        storage = ids.isEmpty ? .handles([]) : .records(HeldRecords(records: records, ids: ids))
    }

    /// A list of handles made already.
    init(handles: [LayoutConstraint]) {
        storage = .handles(handles)
    }

    /// An empty list.
    public init() {
        storage = .handles([])
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }

    /// One past the last position: the number of constraints.
    ///
    /// - Complexity: O(1).
    public var endIndex: Int {
        switch storage {
        case .records(let held): return held.ids.count
        case .handles(let handles): return handles.count
        }
    }

    /// The handle of the constraint at `position`: the one its constraint has while someone
    /// keeps it, else a new one.
    ///
    /// - Complexity: O(1); one allocation when nobody keeps the constraint's handle.
    public subscript(position: Int) -> LayoutConstraint {
        switch storage {
        case .records(let held): return held.records.handle(held.ids[position])
        case .handles(let handles): return handles[position]
        }
    }
}

extension LayoutConstraintList: CustomStringConvertible {
    /// The constraints as an array of handles prints them: `[a.width == 100, ...]`.
    ///
    /// - Complexity: O(*n*) handles made for *n* constraints.
    public var description: String {
        "[" + map(\.description).joined(separator: ", ") + "]"
    }
}

/// Records a ``LayoutConstraintList`` keeps: marked held (`ConstraintRecords.Flags.isHeld`)
/// while it lives, so that none is freed and its id reused under the list, even once it is
/// inactive and no handle is left; when the last copy of the list goes, each record is freed
/// that nothing else holds.
///
/// One flag, not a count: a record is held by at most one list, the one of the call that made
/// it (a list of constraints found again holds their handles instead).
final class HeldRecords {
    let records: ConstraintRecords
    let ids: [Int32]

    init(records: ConstraintRecords, ids: [Int32]) {
        self.records = records
        self.ids = ids
        records.hold(ids)
    }

    deinit { records.letGo(ids) }
}
