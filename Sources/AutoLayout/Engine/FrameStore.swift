import Cassowary

/// The frames of the last layout, in an array in tree order: each item knows its slot, so
/// reading a frame hashes nothing.
struct FrameStore {
    /// Snapped absolute frames, in the tree order of the last layout.
    private var frames: [LayoutRect] = []
    /// Bumped at every layout, so that an item's slot from an older layout reads as absent.
    private var generation = 0

    /// Reads every frame of `order` out of the solver, snapping absolute edges once so that
    /// siblings sharing an edge never drift apart.
    ///
    /// - Complexity: O(*n*): four value reads per view.
    mutating func update(from solver: Solver, order: [ItemVariables], scale: Double?) {
        generation += 1
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(order.count)
        for item in order {
            let rect = PixelSnapping.snap(
                left: SolverValues.value(of: item.left, in: solver), top: SolverValues.value(of: item.top, in: solver),
                width: SolverValues.value(of: item.width, in: solver),
                height: SolverValues.value(of: item.height, in: solver),
                scale: scale)
            item.frameSlot = frames.count
            item.frameGeneration = generation
            frames.append(rect)
        }
    }

    /// The absolute frame of the item at the last layout, or `nil` if that layout did not
    /// see it. O(1).
    func frame(of item: ItemVariables?) -> LayoutRect? {
        guard let item, item.frameGeneration == generation, item.frameSlot < frames.count else { return nil }
        return frames[item.frameSlot]
    }
}

/// The one place the engine reads a solved value: a hash lookup today; a read by index
/// (``Solver/value(at:)`` with an index kept per variable) once the solver offers one.
enum SolverValues {
    @inline(__always)
    static func value(of variable: Variable, in solver: Solver) -> Double {
        solver.value(of: variable)
    }
}
