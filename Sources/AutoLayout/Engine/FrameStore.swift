import Cassowary
import LayoutSupport
import LayoutIR

/// What the last layout produced: the frames, in an array in tree order (each item knows its
/// slot, so reading a frame hashes nothing), and the root's size with any warning about it.
///
/// The solved values are kept too, four per view in the same order. After the tree order or
/// the solver's variables changed, every value is read again; otherwise (a resize, a changed
/// constant) only the variables the solver reports as changed since the last layout are read,
/// through a map from variable to slot built once. A root resize moves a few of each view's
/// four values (widths follow the root, most positions do not), so it hashes a fraction of
/// the variables instead of all of them.
///
/// The frame store owns the solver's change report (``Solver/updateVariables()``): nothing
/// else in the engine may call it, or the store would miss changes.
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
    /// Bumped at every layout whose tree order differs from the last one's, so that an item's
    /// slot from an older order reads as absent. Between layouts of the same order every item
    /// keeps its slot, and a resize writes frames without touching the items.
    private(set) var generation = 0
    private var slotsOrderStamp = -1
    private var slotsCount = -1
    /// Left, top, width, height of each item of the order, as solved at the last layout.
    private var values: [Double] = []
    /// The slot in `values` of each variable of the order; built at the first update that
    /// can use it, empty until then.
    /// Keyed by the variable itself, whose identity hash is cheap (`ObjectIdentifier` would
    /// go through SipHash).
    private var slotOfVariable: [Variable: Int32] = [:]
    /// Set when a variable holds two slots, which the map cannot tell apart: every value is
    /// then read at every update until the order changes.
    private var readsEverything = false
    private var valuesOrderStamp = -1
    private var valuesSolverEpoch = -1
    private var valuesVariableCount = -1

    /// Reads every frame of `order` out of the solver, snapping absolute edges once so that
    /// siblings sharing an edge never drift apart.
    ///
    /// - Complexity: O(*n*) to snap the frames, O(*v*) for the solver's change report over
    ///   its *v* variables, plus one value read per changed variable; four value reads per
    ///   view after the tree order or the solver's variables changed.
    mutating func update(from solver: inout Solver, order: [ItemVariables], orderStamp: Int, solverEpoch: Int, scale: Double?) {
        let variableCount = solver.variables.count
        let changes = solver.updateVariables()
        if orderStamp != valuesOrderStamp || solverEpoch != valuesSolverEpoch
            || variableCount != valuesVariableCount || values.count != 4 * order.count {
            readAll(from: solver, order: order)
            slotOfVariable = [:]
            readsEverything = false
            valuesOrderStamp = orderStamp
            valuesSolverEpoch = solverEpoch
            valuesVariableCount = variableCount
        } else if !changes.isEmpty {
            if 2 * changes.count >= values.count {
                // A changed variable costs a look-up (its slot) and reading everything one
                // per value: when most values moved (a grid whose every row
                // and column follows the root), reading everything is cheaper.
                readAll(from: solver, order: order)
            } else {
                if slotOfVariable.isEmpty { mapSlots(of: order) }
                if readsEverything {
                    readAll(from: solver, order: order)
                } else {
                    for position in changes.indices {
                        guard let slot = slotOfVariable[changes[position]] else { continue }
                        values[Int(slot)] = changes.value(at: position)
                    }
                }
            }
        }
        if orderStamp != slotsOrderStamp || order.count != slotsCount {
            generation += 1
            for (index, item) in order.enumerated() {
                item.frameSlot = index
                item.frameGeneration = generation
            }
            slotsOrderStamp = orderStamp
            slotsCount = order.count
        }
        negativeSlots.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(order.count)
        values.withUnsafeBufferPointer { values in
            for index in 0..<order.count {
                let base = 4 * index
                let rect = PixelSnapping.snap(
                    left: values[base], top: values[base + 1], width: values[base + 2], height: values[base + 3],
                    scale: scale)
                if rect.width < -Tolerance.length || rect.height < -Tolerance.length { negativeSlots.append(index) }
                frames.append(rect)
            }
        }
    }

    /// Reads the four values of every item of the order. O(*n*) value reads.
    private mutating func readAll(from solver: Solver, order: [ItemVariables]) {
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(4 * order.count)
        for item in order {
            values.append(solver.value(of: item.left))
            values.append(solver.value(of: item.top))
            values.append(solver.value(of: item.width))
            values.append(solver.value(of: item.height))
        }
    }

    /// Maps each variable of the order to its slot. O(*n*).
    private mutating func mapSlots(of order: [ItemVariables]) {
        slotOfVariable.reserveCapacity(4 * order.count)
        var slot: Int32 = 0
        for item in order {
            for variable in [item.left, item.top, item.width, item.height] {
                if slotOfVariable.updateValue(slot, forKey: variable) != nil { readsEverything = true }
                slot += 1
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

/// Single reads outside the frame store (the root's size, a measured view's width).
enum SolverValues {
    @inline(__always)
    static func value(of variable: Variable, in solver: Solver) -> Double {
        solver.value(of: variable)
    }
}
