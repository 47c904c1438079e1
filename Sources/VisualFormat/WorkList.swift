/// A growable stack of plain values (no references) for the compiler's working lists: the
/// views of the chains being lowered, the parser's pending nodes.
///
/// An `Array` kept in a struct checks that its storage is not shared (a call into the runtime)
/// at every append and every `removeLast()`, and the lowering and the parser push and drop a
/// few entries per view, entry and slot. Here the storage is a buffer this list alone uses
/// (a copy of the list is never changed: see below), the count lives beside it, so an append
/// is a capacity test and a store, and dropping entries is setting the count.
///
/// Copies share the buffer: only one copy may be changed (the lowerer and the parser hold
/// theirs for one compile and never copy it to change it). Elements must be plain values:
/// they are never deinitialized.
struct WorkList<Element> {
    /// The elements' storage; its header is its capacity (asking the allocator costs a call).
    private var storage: ManagedBuffer<Int, Element>
    /// How many elements there are.
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16) {
        assert(_isPOD(Element.self), "a work list holds plain values only")
        let capacity = max(capacity, 4)
        storage = ManagedBuffer<Int, Element>.create(minimumCapacity: capacity) { _ in capacity }
        self.capacity = capacity
    }

    var isEmpty: Bool { count == 0 }

    /// The element at `index` (`0 <= index < count`).
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "work list index out of range")
            return storage.withUnsafeMutablePointerToElements { $0[index] }
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "work list index out of range")
            storage.withUnsafeMutablePointerToElements { $0[index] = newValue }
        }
    }

    /// `count` copies of `element`.
    init(repeating element: Element, count: Int, capacity: Int) {
        self.init(capacity: max(capacity, count))
        storage.withUnsafeMutablePointerToElements { $0.initialize(repeating: element, count: count) }
        self.count = count
    }

    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        let at = count
        storage.withUnsafeMutablePointerToElements { ($0 + at).initialize(to: element) }
        count = at + 1
    }

    /// Drops the last element (there is one).
    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty work list")
        count -= 1
    }

    /// Drops the elements from index `newCount` on (nothing when the list is that short).
    ///
    /// - Complexity: O(1): elements are plain values, nothing is deinitialized.
    @inline(__always)
    mutating func truncate(to newCount: Int) {
        if newCount < count { count = max(newCount, 0) }
    }

    /// Moves the elements from `mark` on to the end of `array` (in order) and drops them here.
    ///
    /// - Complexity: O(elements moved).
    @inline(__always)
    mutating func move(from mark: Int, to array: inout [Element]) {
        guard mark < count else { return }
        let start = max(mark, 0)
        let moved = count - start
        // One append each: `append(contentsOf:)` costs more for the two or three nodes a list
        // usually moves.
        storage.withUnsafeMutablePointerToElements { base in
            for i in start..<start + moved { array.append(base[i]) }
        }
        count = start
    }

    /// A buffer twice as large, the elements moved into it.
    private mutating func grow() {
        let newCapacity = capacity * 2
        let grown = ManagedBuffer<Int, Element>.create(minimumCapacity: newCapacity) { _ in newCapacity }
        let moved = count
        storage.withUnsafeMutablePointerToElements { old in
            grown.withUnsafeMutablePointerToElements { new in new.moveInitialize(from: old, count: moved) }
        }
        storage = grown
        capacity = newCapacity
    }
}
