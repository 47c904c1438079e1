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
        storage = ids.isEmpty ? .handles([]) : .records(HeldRecords.make(records: records, ids: ids))
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
        case .records(let held): return held.count
        case .handles(let handles): return handles.count
        }
    }

    /// The handle of the constraint at `position`: the one its constraint has while someone
    /// keeps it, else a new one.
    ///
    /// - Complexity: O(1); one allocation when nobody keeps the constraint's handle.
    public subscript(position: Int) -> LayoutConstraint {
        switch storage {
        case .records(let held): return held.records.handle(held.id(at: position))
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
///
/// The ids are in the object's tail, copied from the call's array, which then goes: one
/// block a call for what most callers drop at once. An object holding the array instead left
/// glibc's heap with 17 bytes a view more touched after a 1,000-card layout (tcache placement
/// of the two blocks, not memory kept: measured with the executable and libraries pre-faulted).
final class HeldRecords: ManagedBuffer<HeldRecords.Header, Int32> {
    /// The store, and the number of ids in the buffer's tail (a subclass of `ManagedBuffer`
    /// has no stored properties of its own).
    struct Header {
        let records: ConstraintRecords
        let count: Int
    }

    /// Holds a copy of `ids`, in one allocation with the store's reference.
    ///
    /// - Complexity: O(*n*) for *n* ids.
    static func make(records: ConstraintRecords, ids: [Int32]) -> HeldRecords {
        let buffer = create(minimumCapacity: ids.count) { _ in Header(records: records, count: ids.count) }
        // `create` on a subclass makes an instance of the subclass.
        let held = unsafeDowncast(buffer, to: HeldRecords.self)
        held.withUnsafeMutablePointerToElements { elements in
            ids.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { elements.initialize(from: base, count: source.count) }
            }
            records.hold(UnsafeBufferPointer(start: elements, count: ids.count))
        }
        return held
    }

    var records: ConstraintRecords { header.records }
    var count: Int { header.count }

    /// The id at `position`: out of range traps, as an array's subscript does (a buffer
    /// pointer's is unchecked in release builds).
    func id(at position: Int) -> Int32 {
        withUnsafeMutablePointers { header, elements in
            elements[(0..<header.pointee.count)[position]]
        }
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            header.pointee.records.letGo(UnsafeBufferPointer(start: elements, count: header.pointee.count))
            _ = elements.deinitialize(count: header.pointee.count)
        }
    }
}
