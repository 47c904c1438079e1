import Cassowary
import LayoutSupport
import LayoutIR

/// What the last layout produced: the frames, as the solved values in an array in tree order
/// (each item knows its slot, so reading a frame hashes nothing), and the root's size with
/// any warning about it.
///
/// The solved values are kept, four per view in tree order, and a frame is snapped from them
/// when it is read (a few roundings): an array of snapped frames as well cost 32 bytes a
/// view, and a copy at every layout. After the tree order or
/// the solver's variables changed, every value is read again; otherwise (a resize, a changed
/// constant) only the variables the solver reports as changed since the last layout are read,
/// by their slot in the solver's change report: each value knows its variable's slot and each
/// slot its value, indexed once per tree order with a hash lookup per variable. A root resize
/// then hashes nothing, and the index costs 8 bytes a variable (a dictionary from variable
/// to slot cost 26).
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
    /// The pixel scale of the last layout, which frames are snapped to when read.
    private(set) var scale: Double?
    /// Bumped at every layout whose tree order differs from the last one's, so that an item's
    /// slot from an older order reads as absent. Between layouts of the same order every item
    /// keeps its slot, and a resize writes frames without touching the items.
    private(set) var generation = 0
    private var slotsOrderStamp = -1
    private var slotsCount = -1
    /// Left, top, width, height of each item of the order, as solved at the last layout.
    private(set) var values: [Double] = []
    /// Per value: the slot of its variable in the solver's change report (-1 when the solver
    /// does not know it), so that values are read by index; built at the first update that
    /// can use it, empty until then (a first layout reads every value once and may never
    /// need it).
    private var reportSlots: [Int32] = []
    /// Per slot of the change report: the index in `values` of its variable, or -1.
    private var valueOfReportSlot: [Int32] = []
    /// Set when a variable holds two values (an item twice in the order), which one index per
    /// slot cannot tell apart: every value is then read at every update until the order
    /// changes.
    private var readsEverything = false
    private var valuesOrderStamp = -1
    private var valuesSolverEpoch = -1
    private var valuesSlotCount = -1

    /// Reads every frame of `order` out of the solver, snapping absolute edges once so that
    /// siblings sharing an edge never drift apart.
    ///
    /// - Complexity: O(*n*) to snap the frames, O(*v*) for the solver's change report over
    ///   its *v* variables, plus an array read per changed variable (after a layout of the
    ///   same order and solver); one hash lookup per variable when the tree order or the
    ///   solver's variables changed, and once more at the next layout to index them.
    mutating func update(from solver: inout Solver, order: [ItemVariables], orderStamp: Int, solverEpoch: Int, scale: Double?) {
        let changes = solver.updateVariables()
        let slotCount = changes.variables.count
        var readAgain = orderStamp != valuesOrderStamp || solverEpoch != valuesSolverEpoch
            || slotCount != valuesSlotCount || values.count != 4 * order.count
        if !readAgain, !changes.isEmpty {
            if reportSlots.count != values.count { mapSlots(of: order, in: solver, slotCount: slotCount) }
            // A slot that no longer holds its variable (the solver dropped forgotten slots or
            // was rebuilt) makes everything read again by variable.
            if readsEverything || 2 * changes.count >= values.count {
                // Most values moved (a grid whose every row and column follows the root):
                // reading them all by index costs less than following the changes.
                readAgain = !readAllBySlot(changes, order: order, solver: solver)
            } else {
                readAgain = !readChanged(changes, order: order)
            }
        }
        if readAgain {
            readAll(from: solver, order: order)
            reportSlots.removeAll(keepingCapacity: true)
            readsEverything = false
            valuesOrderStamp = orderStamp
            valuesSolverEpoch = solverEpoch
            valuesSlotCount = slotCount
        }
        if orderStamp != slotsOrderStamp || order.count != slotsCount {
            // Kept below 2³¹, the range of an item's 32-bit copy, wrapping to 1 (0 and -1 name
            // no layout): only a frame exactly 2³¹ - 1 orders old could read as current.
            generation = generation == Int(Int32.max) ? 1 : generation + 1
            for (index, item) in order.enumerated() {
                item.frameSlot = index
                item.frameGeneration = generation
            }
            slotsOrderStamp = orderStamp
            slotsCount = order.count
        }
        self.scale = scale
        negativeSlots.removeAll(keepingCapacity: true)
        values.withUnsafeBufferPointer { values in
            for index in 0..<order.count {
                let base = 4 * index
                let rect = PixelSnapping.snap(
                    left: values[base], top: values[base + 1], width: values[base + 2], height: values[base + 3],
                    scale: scale)
                if rect.width < -Tolerance.length || rect.height < -Tolerance.length { negativeSlots.append(index) }
            }
        }
    }

    /// The frames of the last layout, for readers that outlive the engine (no copy).
    var solvedFrames: SolvedFrames { SolvedFrames(values: values, scale: scale) }

    /// The variable of value `index`: left, top, width, height of each item in turn.
    @inline(__always)
    private static func variable(at index: Int, of order: [ItemVariables]) -> Variable {
        let item = order[index >> 2]
        switch index & 3 {
        case 0: return item.left
        case 1: return item.top
        case 2: return item.width
        default: return item.height
        }
    }

    /// Reads the four values of every item of the order. O(*n*) value reads (by the symbols
    /// the items kept when their constraints went in; a hash lookup where that is stale).
    private mutating func readAll(from solver: Solver, order: [ItemVariables]) {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: 4 * order.count))
        // Written in place, four values an item (an append checked the array's uniqueness),
        // the items read unretained (the order holds them; a retain and a release an item
        // were a third of the reading).
        values.withUnsafeMutableBufferPointer { values in
            order.withUnsafeBufferPointer { order in
                // A class reference and an unretained one have the same layout.
                order.withMemoryRebound(to: Unmanaged<ItemVariables>.self) { order in
                    for k in order.indices {
                        order[k]._withUnsafeGuaranteedRef { item in
                            values[4 &* k] = solver.value(of: item.left, symbolGuess: item.symbolGuess(.left))
                            values[4 &* k &+ 1] = solver.value(of: item.top, symbolGuess: item.symbolGuess(.top))
                            values[4 &* k &+ 2] = solver.value(of: item.width, symbolGuess: item.symbolGuess(.width))
                            values[4 &* k &+ 3] = solver.value(of: item.height, symbolGuess: item.symbolGuess(.height))
                        }
                    }
                }
            }
        }
    }

    /// Reads every value by its slot in the change report; `false` (values half read) when a
    /// slot no longer holds its variable. O(*n*), no hashing but for variables the solver did
    /// not know.
    private mutating func readAllBySlot(_ changes: ChangedVariables, order: [ItemVariables], solver: Solver) -> Bool {
        for index in values.indices {
            let slot = Int(reportSlots[index])
            let variable = Self.variable(at: index, of: order)
            if slot < 0 {
                // Unknown when indexed: still unknown (value 0) unless the solver met it since.
                guard solver.slot(of: variable) < 0 else { return false }
                values[index] = 0
            } else {
                guard slot < changes.variables.count, changes.variables[slot] === variable else { return false }
                values[index] = changes.values[slot]
            }
        }
        return true
    }

    /// Reads the changed values by slot; `false` (values half read) when a slot no longer holds
    /// its variable. O(1) per change.
    private mutating func readChanged(_ changes: ChangedVariables, order: [ItemVariables]) -> Bool {
        for position in changes.indices {
            let slot = Int(changes.positions[position])
            guard slot < valueOfReportSlot.count else { return false }
            let index = Int(valueOfReportSlot[slot])
            guard index >= 0 else { continue }
            guard changes.variables[slot] === Self.variable(at: index, of: order) else { return false }
            values[index] = changes.value(at: position)
        }
        return true
    }

    /// Finds the report slot of each variable of the order. O(*n*) reads by the symbols the
    /// items kept (hash lookups where those are stale), once per tree order and solver.
    private mutating func mapSlots(of order: [ItemVariables], in solver: Solver, slotCount: Int) {
        reportSlots.removeAll(keepingCapacity: true)
        reportSlots.reserveCapacity(4 * order.count)
        valueOfReportSlot.removeAll(keepingCapacity: true)
        valueOfReportSlot.append(contentsOf: repeatElement(-1, count: slotCount))
        readsEverything = false
        for index in 0..<(4 * order.count) {
            let item = order[index >> 2]
            let which = ItemVariable(rawValue: UInt8(index & 3)) ?? .left
            let slot = solver.slot(of: item.variable(which), symbolGuess: item.symbolGuess(which))
            reportSlots.append(slot)
            guard slot >= 0, Int(slot) < slotCount else { continue }
            if valueOfReportSlot[Int(slot)] >= 0 { readsEverything = true }
            valueOfReportSlot[Int(slot)] = Int32(index)
        }
    }

    /// The absolute frame of the item at the last layout, or `nil` if that layout did not
    /// see it. O(1).
    func frame(of item: ItemVariables?) -> LayoutRect? {
        guard let item, item.frameGeneration == generation else { return nil }
        return SolvedFrames.frame(at: item.frameSlot, in: values, scale: scale)
    }
}

/// The solved values of a layout, four per view in tree order, and the scale its frames
/// are snapped to (see `FrameStore`).
struct SolvedFrames {
    var values: [Double] = []
    var scale: Double?

    /// The snapped absolute frame at `slot` of the tree order, `nil` out of range. O(1).
    func frame(at slot: Int) -> LayoutRect? { Self.frame(at: slot, in: values, scale: scale) }

    @inline(__always)
    static func frame(at slot: Int, in values: [Double], scale: Double?) -> LayoutRect? {
        guard slot >= 0, slot < values.count / 4 else { return nil }
        let base = 4 * slot
        return PixelSnapping.snap(
            left: values[base], top: values[base + 1], width: values[base + 2], height: values[base + 3], scale: scale)
    }
}

/// Single reads outside the frame store (the root's size, a measured view's width).
enum SolverValues {
    @inline(__always)
    static func value(of variable: Variable, in solver: Solver) -> Double {
        solver.value(of: variable)
    }
}
