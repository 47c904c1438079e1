import Cassowary
import VisualFormat
import LayoutIR

/// Turning a compiled ``LayoutProgram`` (or plain descriptors) into handles on the tree.
extension LayoutEngine {
    /// Installs the constraints of a compiled program with `superview` (default: the root) as
    /// `|`, creating its containers and the views it names that the tree lacks.
    ///
    /// Names are looked up among `superview`'s descendants, then the whole tree; an unknown
    /// name becomes a new subview of `superview` (of its container for a stack's children).
    /// The constraints go into the solver at the next layout, in one batch.
    /// Nothing is installed when it throws.
    ///
    /// - Complexity: O(size of `superview`'s subtree) to resolve the names, in one pass
    ///   (plus one pass over the tree when a name is not below `superview`), and O(1) per
    ///   constraint; one solver addition each at the next layout.
    @discardableResult
    public func install(_ program: LayoutProgram, in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        let handles = try makeConstraints(program, in: superview)
        for handle in handles { handle.isActive = true }
        return handles
    }

    /// Installs constraints made in code or by a compiler, like ``install(_:in:)``.
    @discardableResult
    public func addConstraints(_ descriptors: [ConstraintDescriptor], in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        try install(LayoutProgram(constraints: descriptors), in: superview)
    }

    /// The handles of a program without installing them (inactive): activate them later with
    /// `isActive = true`. The program's views and containers are created in the tree, and its
    /// stacking orders are recorded.
    public func makeConstraints(_ program: LayoutProgram, in superview: LayoutView? = nil) throws(LayoutError) -> [LayoutConstraint] {
        try makeConstraints(program, in: superview ?? root, binding: [:], allowingMixedAttributes: false)
    }

    /// The handles of a program, with the names in `binding` standing for those views rather
    /// than for the nearest view of that name (rules name the very view they place).
    func makeConstraints(
        _ program: LayoutProgram, in superview: LayoutView, binding: [String: LayoutView],
        allowingMixedAttributes: Bool
    ) throws(LayoutError) -> [LayoutConstraint] {
        guard isInTree(superview) else { throw .viewNotInTree(superview.name) }
        if let (error, _) = Self.refusal(of: program, allowingMixedAttributes: allowingMixedAttributes) { throw error }
        scopes.isRearranging = true
        defer { scopes.isRearranging = false }
        if !program.containers.isEmpty { buildContainers(program.containers, in: superview) }
        var names = NameResolution(engine: self, superview: superview)
        var resolved = binding
        var wanted: [String] = []
        for name in program.viewNames where resolved[name] == nil { wanted.append(name) }
        for order in program.stackingOrders {
            for name in order.views where resolved[name] == nil { wanted.append(name) }
        }
        resolved.merge(names.resolve(wanted)) { kept, _ in kept }
        var helpers: [String: ItemVariables] = [:]
        for helper in program.helpers { helpers[helper.name] = ItemVariables(name: helper.name, view: nil, owner: nil) }
        for order in program.stackingOrders {
            for (index, name) in order.views.enumerated() {
                item(for: resolved[name] ?? names.view(named: name)).zIndex = index
            }
        }
        let superviewItem = item(for: superview)
        var items: [String: ItemVariables] = [:]
        items.reserveCapacity(resolved.count)
        for (name, view) in resolved { items[name] = item(for: view) }
        func resolve(_ item: LayoutItem) -> ItemVariables {
            switch item {
            case .superview: return superviewItem
            case .view(let name):
                if let found = items[name] { return found }
                // A name the program did not list (descriptors made in code).
                let made = self.item(for: names.view(named: name))
                items[name] = made
                return made
            case .helper(let name): return helpers[name] ?? superviewItem
            }
        }
        let identifier = scopes.identifier.last
        var handles: [LayoutConstraint] = []
        handles.reserveCapacity(program.constraints.count)
        let source = program.constraints
        for (index, descriptor) in source.enumerated() {
            handles.append(LayoutConstraint(
                source: source, index: index, superview: superview, first: resolve(descriptor.firstItem),
                second: descriptor.secondItem.map(resolve), superviewItem: superviewItem,
                identifier: identifier, engine: self))
        }
        return handles
    }

    /// The first constraint of the program the engine refuses, why, and where it came from.
    ///
    /// - Complexity: O(constraints); a descriptor's text is made only for the refused one.
    static func refusal(of program: LayoutProgram, allowingMixedAttributes: Bool) -> (LayoutError, SourceOrigin?)? {
        let declared = program.helpers.isEmpty ? [] : Set(program.helpers.map(\.name))
        for descriptor in program.constraints {
            do {
                try ConstraintTranslation.validate(descriptor, allowingMixedAttributes: allowingMixedAttributes)
            } catch {
                return (error, descriptor.origin)
            }
            for item in [descriptor.firstItem, descriptor.secondItem] {
                if case .helper(let name)? = item, !declared.contains(name) {
                    return (.unknownHelper(name), descriptor.origin)
                }
            }
        }
        return nil
    }

    /// Refuses a program compiled from text the way the text's own errors are reported: a
    /// diagnostic at the refused constraint's place in the text (line, column, caret), or the
    /// plain ``LayoutError`` for a constraint with no source position.
    func checkCompiled(_ program: LayoutProgram, allowingMixedAttributes: Bool) throws {
        guard let (error, origin) = Self.refusal(of: program, allowingMixedAttributes: allowingMixedAttributes) else { return }
        guard let origin else { throw error }
        throw DiagnosticList([Diagnostic(error.diagnosticID, error.description, at: origin.range)])
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
