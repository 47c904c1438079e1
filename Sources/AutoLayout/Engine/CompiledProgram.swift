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

    /// This program for another text of its text's shape (see `ShapeCache`): the same
    /// plans, its names and its descriptors' names renamed, its origins read from `text` at
    /// the same offsets. `nil` when its origins are not all in its text.
    ///
    /// A refusal found for this program is looked for again (its message names views), but
    /// none found stays none: validation reads no name, only whether an item is a helper.
    ///
    /// - Complexity: O(constraints + names), no hashing of a name for a text of at most 16
    ///   abstracted names.
    func renamed(_ rename: ShapeCache.Renaming, text: String) -> CompiledProgram? {
        guard let program = ShapeCache.renamed(program, rename, text: text),
              let origins = origins.moved(to: text) else { return nil }
        // Renaming is one to one and keeps positions: the table of the new names is these
        // names in the same order, and a descriptor's view is the name its plan's slot
        // points at (no string comparison per item; helpers are never renamed).
        let lookup = NameTable(lookupNames.map(rename.callAsFunction))
        let newNames = lookup.names
        guard newNames.count == lookupNames.count else { return nil }
        var descriptors = descriptors
        for index in descriptors.indices {
            let plan = plans[index]
            if case .view(let name) = plan.first { descriptors[index].firstItem = .view(newNames[name]) }
            if case .view(let name) = plan.second { descriptors[index].secondItem = .view(newNames[name]) }
            if let identifier = descriptors[index].identifier { descriptors[index].identifier = rename(identifier) }
        }
        let made = CompiledProgram(
            program: program, descriptors: descriptors, origins: origins, names: Array(lookup.names.prefix(names.count)),
            nameIDs: lookup, stackingIDs: stackingIDs, plans: plans)
        if case .some(.none) = strictRefusal { made.strictRefusal = .some(nil) }
        if case .some(.none) = mixedRefusal { made.mixedRefusal = .some(nil) }
        return made
    }

    /// The first constraint the engine refuses, why, and where it came from.
    ///
    /// - Complexity: O(constraints) the first time for each kind; a descriptor's text is made
    ///   only for the refused one.
    func refusal(allowingMixedAttributes: Bool) -> (LayoutError, SourceOrigin?)? {
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
        if allowingMixedAttributes { mixedRefusal = .some(found) } else { strictRefusal = .some(found) }
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
