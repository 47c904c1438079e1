import Cassowary
import LayoutSupport
import LayoutIR

/// What the last layout produced: the frames, in an array in tree order (each item knows its
/// slot, so reading a frame hashes nothing), and the root's size with any warning about it.
///
/// Values are read through handles kept in the same order, four per view, fetched again only
/// when the tree order changed or a removal may have made the solver forget variables: a
/// resize reads every frame without looking a variable up.
struct FrameStore {
    /// The size the root is laid out at (the last finite one given).
    var rootSize = LayoutSize.zero
    /// The axes along which `rootSize` is the root's fitting size (`Sizing/FittingSize.swift`).
    var fittedAxes: [LayoutAxis] = []
    /// Why the last layout could not give the root that size, if it could not.
    var rootWarning: LayoutWarning?
    /// The positions in the tree order of the last layout of the frames with a negative
    /// width or height.
    private(set) var negativeSlots: [Int] = []
    /// Snapped absolute frames, in the tree order of the last layout.
    private(set) var frames: [LayoutRect] = []
    /// Bumped at every layout, so that an item's slot from an older layout reads as absent.
    private(set) var generation = 0
    /// Left, top, width, height of each item of the order, as value handles.
    private var handles: [SolverValueHandle?] = []
    private var handlesOrderStamp = -1
    private var handlesSolverEpoch = -1

    /// Reads every frame of `order` out of the solver, snapping absolute edges once so that
    /// siblings sharing an edge never drift apart.
    ///
    /// - Complexity: O(*n*): four value reads per view (and four handle look-ups per view
    ///   after the tree or the solver's variables changed).
    mutating func update(from solver: Solver, order: [ItemVariables], orderStamp: Int, solverEpoch: Int, scale: Double?) {
        if orderStamp != handlesOrderStamp || solverEpoch != handlesSolverEpoch || handles.count != 4 * order.count {
            handles.removeAll(keepingCapacity: true)
            handles.reserveCapacity(4 * order.count)
            for item in order {
                handles.append(solver.valueHandle(of: item.left))
                handles.append(solver.valueHandle(of: item.top))
                handles.append(solver.valueHandle(of: item.width))
                handles.append(solver.valueHandle(of: item.height))
            }
            handlesOrderStamp = orderStamp
            handlesSolverEpoch = solverEpoch
        }
        generation += 1
        negativeSlots.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(order.count)
        handles.withUnsafeBufferPointer { handles in
            for (index, item) in order.enumerated() {
                let base = 4 * index
                let rect = PixelSnapping.snap(
                    left: solver.read(handles[base]), top: solver.read(handles[base + 1]),
                    width: solver.read(handles[base + 2]), height: solver.read(handles[base + 3]),
                    scale: scale)
                item.frameSlot = frames.count
                item.frameGeneration = generation
                if rect.width < -Tolerance.length || rect.height < -Tolerance.length { negativeSlots.append(index) }
                frames.append(rect)
            }
        }
    }

    /// The absolute frame of the item at the last layout, or `nil` if that layout did not
    /// see it. O(1).
    func frame(of item: ItemVariables?) -> LayoutRect? {
        guard let item, item.frameGeneration == generation, item.frameSlot < frames.count else { return nil }
        return frames[item.frameSlot]
    }
}

// The one place the engine reads solved values. Today a handle is the variable and a read is
// a hash look-up; with the solver's `VariableIndex` the three declarations below become
// `VariableIndex`, `index(of:)` and `value(at:)`, and reads hash nothing.

/// What the engine keeps to read a variable's value.
typealias SolverValueHandle = Variable

extension Solver {
    /// The handle of a variable, `nil` when the solver does not know it (reads as 0).
    func valueHandle(of variable: Variable) -> SolverValueHandle? { variable }

    /// The value behind a handle; 0 for none.
    @inline(__always)
    func read(_ handle: SolverValueHandle?) -> Double {
        guard let handle else { return 0 }
        return value(of: handle)
    }
}

/// Single reads outside the frame store (the root's size, a measured view's width).
enum SolverValues {
    @inline(__always)
    static func value(of variable: Variable, in solver: Solver) -> Double {
        solver.value(of: variable)
    }
}
