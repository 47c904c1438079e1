import Cassowary
import VisualFormat
import LayoutIR

/// Turning a compiled ``LayoutProgram`` (or plain descriptors) into handles on the tree.
extension LayoutEngine {
    /// Installs the constraints of a compiled program with `superview` (default: the root) as
    /// `|`, creating its containers.
    ///
    /// Names are looked up among `superview`'s descendants, then the whole tree. A name the
    /// tree lacks is an error (``LayoutError/unknownView(_:suggestion:)``, with the closest
    /// name the tree has), unless `creatingViews` is `true`: it then becomes a new subview of
    /// `superview` (of its container for a stack's children). A program that names
    /// `superview` itself, which it must call `|`, is refused
    /// (``LayoutError/superviewByName(_:)``). The constraints go into the solver at the next
    /// layout, in one batch. Nothing is installed or created when it throws.
    ///
    /// - Complexity: O(names + children of `superview`) when it has at most about four
    ///   children per name, else O(1) per name in the usual cases through the engine's index
    ///   of views by name (a name shared by many views falls back to one search below
    ///   `superview` and one over the tree; see `NameResolution`), and O(1) per constraint;
    ///   one solver addition each at the next layout.
    /// - Returns: The constraints, active, as a list that makes each handle when it is read
    ///   (see ``LayoutConstraintList``).
    @discardableResult
    public func install(
        _ program: LayoutProgram, in superview: LayoutView? = nil, creatingViews: Bool = false
    ) throws(LayoutError) -> LayoutConstraintList {
        let made = try madeConstraints(program, in: superview, creatingViews: creatingViews)
        return try activateOrUpdate(made)
    }

    /// Installs constraints made in code or by a compiler, like
    /// ``install(_:in:creatingViews:)``.
    ///
    /// - Returns: The constraints, active, as a list that makes each handle when it is read
    ///   (see ``LayoutConstraintList``).
    /// - Complexity: O(1) per constraint; one solver addition each at the next layout.
    @discardableResult
    public func addConstraints(
        _ descriptors: [ConstraintDescriptor], in superview: LayoutView? = nil, creatingViews: Bool = false
    ) throws(LayoutError) -> LayoutConstraintList {
        try install(LayoutProgram(constraints: descriptors), in: superview, creatingViews: creatingViews)
    }

    /// The handles of a program without installing them (inactive): activate them later with
    /// `isActive = true`. The program's containers (and, with `creatingViews`, the views it
    /// names that the tree lacks) are created in the tree, and its stacking orders are
    /// recorded.
    public func makeConstraints(
        _ program: LayoutProgram, in superview: LayoutView? = nil, creatingViews: Bool = false
    ) throws(LayoutError) -> [LayoutConstraint] {
        try madeConstraints(program, in: superview, creatingViews: creatingViews).handles
    }

    private func madeConstraints(
        _ program: LayoutProgram, in superview: LayoutView?, creatingViews: Bool
    ) throws(LayoutError) -> MadeConstraints {
        do {
            return try makeConstraints(
                CompiledProgram(program), in: superview ?? root, binding: [:], allowingMixedAttributes: false,
                names: NamePolicy(createsViews: creatingViews, superviewByNameIsError: true))
        } catch {
            throw layoutError(for: error)
        }
    }

    /// The handles of a program, with the names in `binding` standing for those views rather
    /// than for the nearest view of that name (rules name the very view they place).
    ///
    /// Every name is resolved and checked before the tree changes, so that a refusal leaves
    /// it as it was.
    ///
    /// - Complexity: the names resolved together into an array by name id (see
    ///   `NameResolution`), then O(1) per constraint: items come from the plan's name ids.
    func makeConstraints(
        _ compiled: CompiledProgram, in superview: LayoutView, binding: [String: LayoutView],
        allowingMixedAttributes: Bool, names policy: NamePolicy
    ) throws(InstallRefusal) -> MadeConstraints {
        guard isInTree(superview) else { throw .layout(.viewNotInTree(superview.name)) }
        if let (error, _) = compiled.refusal(allowingMixedAttributes: allowingMixedAttributes) { throw .layout(error) }
        // The program's parts read in place: a copy of the program retained and released each
        // of its arrays.
        let lookupNames = compiled.lookupNames
        // Bound views by name id; empty when nothing is bound (the usual case).
        var bound: [LayoutView?] = []
        var wanted: [Bool]?
        if !binding.isEmpty {
            bound = lookupNames.map { binding[$0] }
            wanted = bound.map { $0 == nil }
        }
        var names = NameResolution(engine: self, superview: superview)
        var found = names.resolve(compiled.nameIDs, wanted: wanted, creating: false)
        let missing = try checkNames(compiled, found: found, bound: bound, superview: superview, policy: policy)
        // Only containers and created views move or add views (with neither, every name was
        // found): the flag is set only then (each write is an exclusivity check).
        let rearranges = !compiled.program.containers.isEmpty || !missing.isEmpty
        if rearranges { scopes.isRearranging = true }
        defer { if rearranges { scopes.isRearranging = false } }
        if !compiled.program.containers.isEmpty {
            buildContainers(compiled.program.containers, in: superview)
            // The containers took views in and made new ones: look again.
            names = NameResolution(engine: self, superview: superview)
            found = names.resolve(compiled.nameIDs, wanted: wanted, creating: policy.createsViews)
        } else {
            for id in missing where found[id] == nil { found[id] = names.created(named: lookupNames[id], in: superview) }
        }
        func view(_ id: Int) -> LayoutView {
            (bound.isEmpty ? nil : bound[id]) ?? found[id] ?? names.view(named: lookupNames[id])
        }
        for order in compiled.stackingIDs {
            for (index, id) in order.enumerated() { item(for: view(id)).zIndex = index }
        }
        let superviewItem = item(for: superview)
        // Constants, not variables: `resolve` captures them, and a captured variable is a box
        // whose every read is an exclusivity check (29,000 of them for the card list).
        let items = compiled.names.indices.map { item(for: view($0)) }
        let helpers = compiled.program.helpers.map { ItemVariables(name: $0.name, view: nil, owner: nil) }
        func resolve(_ slot: CompiledProgram.Slot) -> ItemVariables? {
            switch slot {
            case .none: return nil
            case .superview, .undeclared: return superviewItem
            case .view(let index): return items[index]
            case .helper(let index): return helpers[index]
            }
        }
        let identifier = scopes.identifier.last
        let source = compiled.descriptors
        // Records, not handles: a handle is made only when asked for (`ConstraintRecords`).
        var ids = records.make(
            source: source, origins: compiled.origins, plans: compiled.plans, superview: superview, superviewItem: superviewItem,
            identifier: identifier, first: { resolve($0.first) ?? superviewItem }, second: { resolve($0.second) })
        var kept: [LayoutConstraint] = []
        if let viewport = compiled.program.viewport {
            kept = viewportHandles(viewport, for: superview)
            for handle in kept { ids.append(handle.id) }
        }
        return MadeConstraints(
            records: records, ids: ids, handlesMade: kept, createdNames: missing.map { lookupNames[$0] })
    }

    /// Refuses a program compiled from text the way the text's own errors are reported: a
    /// diagnostic at the refused constraint's place in the text (line, column, caret), or the
    /// plain ``LayoutError`` for a constraint with no source position.
    func checkCompiled(_ program: CompiledProgram, allowingMixedAttributes: Bool, source: String) throws {
        guard let (error, origin) = program.refusal(allowingMixedAttributes: allowingMixedAttributes) else { return }
        guard let origin else { throw error }
        throw DiagnosticList([Diagnostic(error.diagnosticID, error.description, at: origin.range)], source: source)
    }

    /// Creates a stack's containers and moves (or creates) their children into them.
    private func buildContainers(_ containers: [LayoutProgram.Container], in superview: LayoutView) {
        var names = NameResolution(engine: self, superview: superview)
        var wanted: [String] = []
        for container in containers { wanted.append(container.name); wanted += container.children }
        let found = names.resolve(wanted, creating: false)
        for container in containers {
            let box = found[container.name] ?? names.view(named: container.name)
            for child in container.children {
                if let existing = found[child] {
                    if existing.superview === superview || existing.superview == nil { box.addSubview(existing) }
                } else {
                    box.addSubview(names.created(named: child, in: box))
                }
            }
        }
    }
}
