import VisualFormat
import LayoutIR

/// A program ready to install any number of times: its names listed once, and for each
/// constraint what a handle needs, with its items as indices into those names. Installing it
/// hashes each name once per install instead of twice per constraint, and copies no
/// descriptor. Kept by the engine's cache of compiled texts, so a text installed in every
/// card is planned once.
final class CompiledProgram {
    /// Where a handle's item comes from.
    enum Slot: Equatable {
        case none
        case superview
        /// An index into ``names``.
        case view(Int)
        /// An index into the program's helpers.
        case helper(Int)
        /// A helper name the program does not declare (refused before any install).
        case undeclared
    }

    /// Where a handle's items come from and what it keeps of its descriptor inline (its
    /// constant and priority it reads from the descriptor until they change).
    struct HandlePlan {
        var first: Slot
        var second: Slot
        var firstAttribute: LayoutAttribute
        var secondAttribute: LayoutAttribute?
        var relation: LayoutRelation
        var multiplier: Double
        var standardSpacing: ConstraintDescriptor.StandardSpacing?
    }

    /// The program without its constraints (its records are in ``plans`` and ``descriptors``).
    let program: LayoutProgram
    /// The constraints as descriptors, made once, without their origins (``origins``):
    /// handles read their constant, priority and name here.
    let descriptors: [ConstraintDescriptor]
    /// Where each of ``descriptors`` came from, made when asked for (a report, a handle's
    /// `origin`).
    let origins: ProgramOrigins
    /// The program's view names, then names only its constraints mention, in order of first
    /// mention: the order in which missing views are created. A handle's item is an index
    /// into these.
    let names: [String]
    /// ``names``, then the names only its stacking orders mention: every name an install
    /// resolves, each once, so that an install resolves them into one array by name id.
    var lookupNames: [String] { nameIDs.names }
    /// ``lookupNames`` with each one's position: its id.
    let nameIDs: NameTable
    /// Each stacking order's views, bottom first, as indices into ``lookupNames``.
    let stackingIDs: [[Int]]
    let plans: [HandlePlan]
    /// The first refusal, computed once for each kind of validation (with and without mixed
    /// attributes allowed).
    private var strictRefusal: (LayoutError, SourceOrigin?)??
    private var mixedRefusal: (LayoutError, SourceOrigin?)??
    /// Whether each kind of validation is known to refuse nothing: the answer of nearly every
    /// install, read without copying the optional refusal (400 instructions an install).
    private var strictlyValid = false
    private var validWithMixed = false

    /// - Complexity: O(constraints + names): each distinct item of the program's table is
    ///   resolved to a slot once, then each constraint's items are read by index.
    init(_ program: LayoutProgram) {
        let records = program.table
        descriptors = records.descriptorsWithoutOrigins
        origins = ProgramOrigins(records.originsOnly)
        var kept = program
        kept.table = ConstraintTable()
        self.program = kept
        // Each name once, even in a program made in code that lists one twice.
        var table = NameTable(program.viewNames)
        var helperIndex: [String: Int] = [:]
        for (index, helper) in program.helpers.enumerated() where helperIndex[helper.name] == nil {
            helperIndex[helper.name] = index
        }
        // By item index, filled at the item's first use so that names only constraints
        // mention come in order of first mention.
        var itemSlots = [Slot?](repeating: nil, count: records.items.count)
        func slot(_ id: ConstraintTable.ItemID) -> Slot {
            guard id.raw >= 0 else { return id == .superview ? .superview : .none }
            let index = Int(id.raw)
            if let known = itemSlots[index] { return known }
            let made: Slot
            switch records.items[index] {
            case .superview: made = .superview
            case .view(let name): made = .view(table.insert(name).position)
            case .helper(let name): made = helperIndex[name].map(Slot.helper) ?? .undeclared
            }
            itemSlots[index] = made
            return made
        }
        var plans: [HandlePlan] = []
        plans.reserveCapacity(records.count)
        for record in records.records {
            plans.append(HandlePlan(
                first: slot(record.first), second: slot(record.second),
                firstAttribute: record.firstAttribute, secondAttribute: record.secondAttribute,
                relation: record.relation, multiplier: record.multiplier,
                standardSpacing: record.standardSpacing))
        }
        names = table.names
        self.plans = plans
        var stackingIDs: [[Int]] = []
        stackingIDs.reserveCapacity(program.stackingOrders.count)
        for order in program.stackingOrders {
            stackingIDs.append(order.views.map { table.insert($0).position })
        }
        nameIDs = table
        self.stackingIDs = stackingIDs
    }

    private init(
        program: LayoutProgram, descriptors: [ConstraintDescriptor], origins: ProgramOrigins, names: [String],
        nameIDs: NameTable, stackingIDs: [[Int]], plans: [HandlePlan]
    ) {
        self.program = program
        self.descriptors = descriptors
        self.origins = origins
        self.names = names
        self.nameIDs = nameIDs
        self.stackingIDs = stackingIDs
        self.plans = plans
    }

    /// What renaming this program reads of a renaming's old names, found once per list of
    /// old names (every text of a shape brings its entry's list): each lookup name's index
    /// into that list, so that renaming a program compares no string and hashes no name.
    private final class RenamingPlan {
        let old: [String]
        /// By lookup name: its index into ``old``, or -1 for a name not renamed.
        let positions: [Int32]
        /// The lookup names not renamed (helpers, written-out names).
        let kept: [Int]
        /// By ``viewNames`` entry of the program: its index into the lookup names.
        let viewNamePositions: [Int32]
        /// Whether the program has only constraints and view names (a card's), so that its
        /// renamed program is this one with the new view names, with nothing else to move.
        let isPlain: Bool

        init(old: [String], program: LayoutProgram, lookup: NameTable) {
            self.old = old
            var positions: [Int32] = []
            positions.reserveCapacity(lookup.names.count)
            var kept: [Int] = []
            for (index, name) in lookup.names.enumerated() {
                if let found = old.firstIndex(of: name) {
                    positions.append(Int32(truncatingIfNeeded: found))
                } else {
                    positions.append(-1)
                    kept.append(index)
                }
            }
            self.positions = positions
            self.kept = kept
            viewNamePositions = program.viewNames.map { Int32(truncatingIfNeeded: lookup.position(of: $0) ?? -1) }
            isPlain = program.helpers.isEmpty && program.containers.isEmpty && program.stackingOrders.isEmpty
                && program.spacing == nil && program.viewport == nil && program.table.count == 0
                && !viewNamePositions.contains(-1)
        }
    }

    /// The plan of the last renaming's old names (a program is renamed by its shape's entry
    /// only, so nearly always one).
    private var renamingPlan: RenamingPlan?

    /// This program for another text of its text's shape (see `ShapeCache`): the same
    /// plans, its names and its descriptors' names renamed, its origins read from `text` at
    /// the same offsets. `nil` when its origins are not all in its text.
    ///
    /// A refusal found for this program is looked for again (its message names views), but
    /// none found stays none: validation reads no name, only whether an item is a helper.
    ///
    /// - Complexity: O(constraints + names), no hashing of a name for a text of at most 16
    ///   names, and no string comparison past the first renaming by a shape's names.
    func renamed(_ rename: ShapeCache.Renaming, text: String) -> CompiledProgram? {
        // `==` on arrays of one buffer compares no element: the same entry's list is one.
        let plan: RenamingPlan
        if let known = renamingPlan, known.old == rename.old {
            plan = known
        } else {
            plan = RenamingPlan(old: rename.old, program: program, lookup: nameIDs)
            renamingPlan = plan
        }
        guard let origins = origins.moved(to: text) else { return nil }
        // Renaming is one to one and keeps positions: the table of the new names is these
        // names in the same order. A text's abstracted names are distinct, and so are the
        // names kept; a new name equal to a kept one would make two ids of one name, and
        // such a program is made the long way (none is known: a kept name is never
        // abstracted).
        let oldNames = lookupNames
        let newAbstracted = rename.new
        var newNames: [String] = []
        newNames.reserveCapacity(oldNames.count)
        for index in oldNames.indices {
            let position = Int(plan.positions[index])
            guard position < newAbstracted.count else { return nil }
            newNames.append(position >= 0 ? newAbstracted[position] : oldNames[index])
        }
        if !plan.kept.isEmpty {
            for index in newNames.indices where plan.positions[index] >= 0 {
                for kept in plan.kept where newNames[kept] == newNames[index] { return nil }
            }
        }
        let program: LayoutProgram
        if plan.isPlain {
            program = plainProgram(plan, newNames, text: text)
        } else {
            guard let made = ShapeCache.renamed(self.program, rename, text: text) else { return nil }
            program = made
        }
        // A descriptor's view is the name its plan's slot points at (helpers are never
        // renamed). Changed in place: making each one anew and storing it copied and
        // destroyed every name it held (4.8M more instructions for 1,000 cards).
        var descriptors = descriptors
        descriptors.withUnsafeMutableBufferPointer { descriptors in
            for index in descriptors.indices {
                let plan = plans[index]
                if case .view(let name) = plan.first { descriptors[index].firstItem = .view(newNames[name]) }
                if case .view(let name) = plan.second { descriptors[index].secondItem = .view(newNames[name]) }
                if let identifier = descriptors[index].identifier { descriptors[index].identifier = rename(identifier) }
            }
        }
        let lookup = NameTable(distinct: newNames)
        let made = CompiledProgram(
            program: program, descriptors: consume descriptors, origins: origins,
            names: names.count == newNames.count ? newNames : Array(newNames.prefix(names.count)), nameIDs: lookup, stackingIDs: stackingIDs, plans: plans)
        if strictlyValid {
            made.strictRefusal = .some(nil)
            made.strictlyValid = true
        }
        if validWithMixed {
            made.mixedRefusal = .some(nil)
            made.validWithMixed = true
        }
        return made
    }

    /// ``program`` for `text`, when it has only constraints and view names (see
    /// ``RenamingPlan/isPlain``): these with the new names. The shape cache's renaming made
    /// and dropped every other part for nothing (5.7M of the 19.3M instructions renaming the
    /// programs of 1,000 cards took).
    private func plainProgram(_ plan: RenamingPlan, _ newNames: [String], text: String) -> LayoutProgram {
        var made = program
        made.viewNames = plan.viewNamePositions.map { newNames[Int($0)] }
        made.table.source = text
        return made
    }

    /// The first constraint the engine refuses, why, and where it came from.
    ///
    /// - Complexity: O(constraints) the first time for each kind; a descriptor's text is made
    ///   only for the refused one.
    func refusal(allowingMixedAttributes: Bool) -> (LayoutError, SourceOrigin?)? {
        if allowingMixedAttributes ? validWithMixed : strictlyValid { return nil }
        if let known = allowingMixedAttributes ? mixedRefusal : strictRefusal { return known }
        var found: (LayoutError, SourceOrigin?)?
        // Through the buffer, reading each descriptor in place: an array's subscript gave a
        // copy of each, which retained and released its strings (half of this check).
        descriptors.withUnsafeBufferPointer { constraints in
            for index in constraints.indices {
                do throws(LayoutError) {
                    try ConstraintTranslation.validate(constraints[index], allowingMixedAttributes: allowingMixedAttributes)
                } catch {
                    found = (error, origins.origin(at: index))
                    break
                }
                let plan = plans[index]
                if plan.first == .undeclared || plan.second == .undeclared {
                    let name = plan.first == .undeclared ? constraints[index].firstItem : constraints[index].secondItem
                    if case .helper(let helper)? = name { found = (.unknownHelper(helper), origins.origin(at: index)) }
                    break
                }
            }
        }
        if allowingMixedAttributes {
            mixedRefusal = .some(found)
            validWithMixed = found == nil
        } else {
            strictRefusal = .some(found)
            strictlyValid = found == nil
        }
        return found
    }
}

/// The origins of a compiled program's constraints, kept by the program and by the records
/// made from it, and read one at a time when asked for.
final class ProgramOrigins {
    private let table: ConstraintTable

    init(_ table: ConstraintTable) { self.table = table }

    /// The origin of the program's constraint at `index`.
    ///
    /// - Complexity: O(*s*) for a statement of *s* bytes.
    func origin(at index: Int) -> SourceOrigin? { table.origin(at: index) }

    /// These origins for another text of the same shape, at the same offsets; `nil` when a
    /// statement is an origin of its own rather than a range of the text.
    ///
    /// - Complexity: O(statements) to check them.
    func moved(to text: String) -> ProgramOrigins? {
        guard table.statementsAreInSource else { return nil }
        var moved = table
        moved.source = text
        return ProgramOrigins(moved)
    }
}
