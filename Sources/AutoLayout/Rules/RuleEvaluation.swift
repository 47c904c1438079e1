import LayoutSupport
import LayoutRules

/// CSLayout's rules at layout: evaluated one way, in dependency order, and held in the solver.
///
/// CSLayout is not a constraint system: a view's rules compute its frame from its superview and
/// the views they read, after those are laid out, and never move a view they read. The engine
/// does the same on top of the solver:
///
/// 1. The views with rules are put in dependency order: a view after the views its surviving
///    rules read and after its superview when that has rules too (CSLayout lays a parent out
///    before its children). A cycle is refused when the rules are made (``DiagnosticID/rulesCycle``).
/// 2. After the solve, each view is evaluated in that order with CSLayout's `startLayout`
///    (`RuleSet.frame(from:in:)`): values read the frames of views evaluated before it in this
///    sweep, and the solved frames of the others; the size the rules leave open is the solved
///    one (an intrinsic size, constraints on the view, or the zero of a weakest stay).
/// 3. The view is held where its rules put it by constraints whose constants are the evaluated
///    values: its anchored edge or centre, its size or its bounds. A constant is a number, so a
///    view that is read is never pushed by the reader.
/// 4. When a constant changed, the solver takes the change (a pivot) and the sweep runs again,
///    so that views placed by constraints that read a view with rules, and views with rules that
///    read those, settle. A tree of rules alone settles in one sweep plus one that checks it; a
///    mixed tree that has not settled after ``maximumPasses`` sweeps is reported.
extension LayoutEngine {
    /// Sweeps after which rules that still change are reported as not settling.
    static let maximumRulePasses = 10
    /// The priority of the stays that give what no rule sets CSLayout's zero frame: below every
    /// priority a layout uses.
    static let ruleStayPriority = LayoutPriority(1)

    /// An installation became active or inactive.
    func rulesDidChange(_ installation: RuleInstallation) {
        if installation.isActive {
            let state = ruleViews.makeState(of: installation.view)
            state.installations.append(installation)
            state.rebuildSet()
        } else if let state = ruleViews.state(of: installation.view) {
            state.installations.removeAll { $0 === installation }
            state.rebuildSet()
            if state.installations.isEmpty {
                for pin in state.pins { pin.handle.isActive = false }
                state.pins = []
                state.pinKinds = []
                ruleViews.remove(state)
            }
        }
        ruleViews.orderStamp = -1
        cachedAmbiguity = nil
    }

    /// Evaluates the rules until their constraints stop changing (see the type's overview).
    /// O(1) without rules; otherwise per sweep O(views with rules + the terms of their rules),
    /// plus one solver change per constraint whose value changed.
    func settleRules() {
        guard !ruleViews.isEmpty else {
            ruleViews.warnings = []
            return
        }
        var warnings: [LayoutWarning] = []
        let order = ruleOrder(cycles: &warnings)
        var passes = 0
        var moving: [String] = []
        while true {
            moving = sweepRules(order)
            guard !moving.isEmpty else { break }
            passes += 1
            flushPending()
            retryBrokenConstraints()
            var remeasured = 0
            while remeasured < 4, remeasure() { remeasured += 1 }
            if passes >= Self.maximumRulePasses { break }
        }
        if !moving.isEmpty { warnings.append(.rulesDidNotSettle(views: moving)) }
        ruleViews.warnings = warnings
    }

    // MARK: - One sweep

    /// Evaluates every view with rules in `order` and updates its constraints; returns the
    /// names of the views whose constraints changed.
    private func sweepRules(_ order: [RuleViewState]) -> [String] {
        var predicted: [ObjectIdentifier: LayoutRect] = [:]
        var changed: [String] = []
        func absolute(_ view: LayoutView) -> LayoutRect? {
            guard let item = mirror.existingItem(for: view), item.isInTree else { return nil }
            if let frame = predicted[ObjectIdentifier(item)] { return frame }
            return solvedFrame(of: item)
        }
        for state in order {
            let view = state.view
            guard let superview = view.superview, let item = mirror.existingItem(for: view), item.isInTree,
                  let container = absolute(superview)
            else {
                if state.pins.contains(where: \.handle.isActive) {
                    for pin in state.pins { pin.handle.isActive = false }
                    changed.append(view.name)
                }
                continue
            }
            if ensurePins(of: state, superview: superview) { changed.append(view.name) }
            let environment = RuleEnvironment(
                superviewWidth: container.width, superviewHeight: container.height,
                geometry: { name, rule in
                    Self.ruleGeometry(rule, of: state.view(named: name).flatMap { read in
                        absolute(read).map { ($0, read.superview.flatMap(absolute) ?? $0) }
                    }, in: container)
                })
            let solved = solvedFrame(of: item)
            var frame = LayoutRect(x: solved.x - container.x, y: solved.y - container.y,
                                   width: solved.width, height: solved.height)
            var moved = false
            for axis in LayoutAxis.allCases {
                let placement = state.surviving.placement(along: axis, in: environment)
                let current = axis == .horizontal ? frame.width : frame.height
                let size = placement.size ?? placement.clamp(current)
                if let origin = placement.origin(forSize: size) {
                    if axis == .horizontal { frame.x = origin } else { frame.y = origin }
                }
                if axis == .horizontal { frame.width = size } else { frame.height = size }
                moved = updatePins(of: state, along: axis, with: placement) || moved
            }
            if moved { changed.append(view.name) }
            predicted[ObjectIdentifier(item)] = LayoutRect(
                x: frame.x + container.x, y: frame.y + container.y, width: frame.width, height: frame.height)
        }
        return changed
    }

    /// The frame of an item as the solver has it, absolute.
    private func solvedFrame(of item: ItemVariables) -> LayoutRect {
        LayoutRect(
            x: SolverValues.value(of: item.left, in: solver), y: SolverValues.value(of: item.top, in: solver),
            width: SolverValues.value(of: item.width, in: solver),
            height: SolverValues.value(of: item.height, in: solver))
    }

    /// CSLayout's geometry of another view (`icon.rr`): its near edges and centres in the
    /// reading view's superview (`container`), its distances from far edges in its own
    /// superview, its size. A view that is not laid out reads as zero.
    static func ruleGeometry(
        _ name: RuleName, of read: (frame: LayoutRect, superview: LayoutRect)?, in container: LayoutRect
    ) -> Double {
        guard let (frame, own) = read else { return 0 }
        switch name {
        case .ll: return frame.x - container.x
        case .rl: return frame.maxX - container.x
        case .cl: return frame.midX - container.x
        case .tt: return frame.y - container.y
        case .bt: return frame.maxY - container.y
        case .ct: return frame.midY - container.y
        case .lr: return own.maxX - frame.x
        case .rr: return own.maxX - frame.maxX
        case .cr: return own.maxX - frame.midX
        case .tb: return own.maxY - frame.y
        case .bb: return own.maxY - frame.maxY
        case .cb: return own.maxY - frame.midY
        case .w, .minw, .maxw: return frame.width
        case .h, .minh, .maxh: return frame.height
        }
    }

    // MARK: - Pins

    /// Makes the view's pins when its rules or its superview changed; returns whether it did.
    private func ensurePins(of state: RuleViewState, superview: LayoutView) -> Bool {
        let kinds = state.neededPinKinds
        if kinds == state.pinKinds, state.pinnedSuperview === superview,
           state.pins.indices.allSatisfy({ state.pins[$0].handle.isActive || state.idlePins.contains($0) }) {
            return false
        }
        state.idlePins = []
        for pin in state.pins { pin.handle.isActive = false }
        let view = state.view
        let viewItem = item(for: view), superviewItem = item(for: superview)
        let me = LayoutItem.view(view.name)
        var pins: [RulePin] = []
        for kind in kinds {
            var rule: Rule?
            let descriptor: ConstraintDescriptor
            switch kind {
            case .anchor(let axis, let name):
                rule = state.surviving.anchoringPosition(along: axis)
                descriptor = ConstraintDescriptor(
                    me, name.anchorAttribute ?? (axis == .horizontal ? .left : .top), .equal,
                    .superview, axis == .horizontal ? .left : .top)
            case .size(let axis):
                let hub = state.surviving.positions(along: axis)
                rule = hub.count == 2 ? hub.first { $0 != state.surviving.anchoringPosition(along: axis) }
                    : state.surviving.size(along: axis)
                descriptor = ConstraintDescriptor(me, axis.sizeAttribute, .equal)
            case .minimum(let axis):
                rule = state.surviving.minimum(along: axis)
                descriptor = ConstraintDescriptor(me, axis.sizeAttribute, .greaterThanOrEqual)
            case .maximum(let axis):
                rule = state.surviving.maximum(along: axis)
                descriptor = ConstraintDescriptor(me, axis.sizeAttribute, .lessThanOrEqual)
            case .originStay(let axis):
                let edge: LayoutAttribute = axis == .horizontal ? .left : .top
                descriptor = ConstraintDescriptor(me, edge, .equal, .superview, edge, priority: Self.ruleStayPriority)
            case .sizeStay(let axis):
                descriptor = ConstraintDescriptor(me, axis.sizeAttribute, .equal, priority: Self.ruleStayPriority)
            }
            var made = descriptor
            if let rule {
                made.priority = rule.priority
                made.origin = rule.origin
            }
            let handle = LayoutConstraint(
                descriptor: made, superview: superview, first: viewItem,
                second: made.secondItem == nil ? nil : superviewItem, superviewItem: superviewItem,
                identifier: nil, engine: self)
            handle.isActive = true
            pins.append(RulePin(kind: kind, handle: handle))
        }
        state.pins = pins
        state.pinKinds = kinds
        state.pinnedSuperview = superview
        return true
    }

    /// Sets the constants of the view's pins on `axis`; returns whether one changed.
    private func updatePins(of state: RuleViewState, along axis: LayoutAxis, with placement: RuleAxisPlacement) -> Bool {
        var changed = false
        var index = 0
        func set(_ handle: LayoutConstraint, to value: Double?) {
            guard let value, value.isFinite else {
                state.idlePins.insert(index)
                if handle.isActive {
                    handle.isActive = false
                    changed = true
                }
                return
            }
            state.idlePins.remove(index)
            if !handle.isActive {
                handle.isActive = true
                changed = true
            }
            if abs(handle.constant - value) > Tolerance.length {
                handle.constant = value
                changed = true
            }
        }
        for (position, pin) in state.pins.enumerated() {
            index = position
            switch pin.kind {
            case .anchor(axis, _): set(pin.handle, to: placement.anchorValue)
            case .size(axis): set(pin.handle, to: placement.size)
            case .minimum(axis):
                // CSLayout clamps to the minimum first, so the maximum wins.
                let minimum = placement.minimum.map { min($0, placement.maximum ?? $0) }
                set(pin.handle, to: minimum)
            case .maximum(axis): set(pin.handle, to: placement.maximum)
            default: break
            }
        }
        return changed
    }

    // MARK: - Dependency order and cycles

    /// The views with rules, each after the views it depends on (its superview's rules and
    /// the rules of the views it reads); cycles, which a tree change can make after the rules
    /// were checked, are reported and broken where the walk met them.
    ///
    /// - Complexity: O(views with rules + the views they read), without recursion; cached
    ///   until the rules or the tree change.
    private func ruleOrder(cycles: inout [LayoutWarning]) -> [RuleViewState] {
        if ruleViews.orderStamp == mirror.walkCount, !ruleViews.order.isEmpty {
            return ruleViews.order
        }
        enum Mark { case visiting, done }
        var marks: [ObjectIdentifier: Mark] = [:]
        var order: [RuleViewState] = []
        var found: [[String]] = []
        for start in ruleViews.states where marks[ObjectIdentifier(start)] == nil {
            var stack: [(state: RuleViewState, next: [RuleViewState], index: Int)] =
                [(start, dependencies(of: start), 0)]
            marks[ObjectIdentifier(start)] = .visiting
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].index < stack[top].next.count {
                    let next = stack[top].next[stack[top].index]
                    stack[top].index += 1
                    switch marks[ObjectIdentifier(next)] {
                    case nil:
                        marks[ObjectIdentifier(next)] = .visiting
                        stack.append((next, dependencies(of: next), 0))
                    case .visiting?:
                        let from = stack.firstIndex { $0.state === next } ?? top
                        found.append(stack[from...].map(\.state.view.name) + [next.view.name])
                    case .done?:
                        break
                    }
                } else {
                    let done = stack.removeLast().state
                    marks[ObjectIdentifier(done)] = .done
                    order.append(done)
                }
            }
        }
        for names in found { cycles.append(.ruleCycle(views: names)) }
        ruleViews.order = order
        ruleViews.orderStamp = found.isEmpty ? mirror.walkCount : -1
        return order
    }

    /// What a view's rules are evaluated after: its superview's rules and those of the views
    /// it reads.
    private func dependencies(of state: RuleViewState) -> [RuleViewState] {
        var out: [RuleViewState] = []
        if let superview = state.view.superview, let parent = ruleViews.state(of: superview) { out.append(parent) }
        for view in state.viewsRead {
            if let read = ruleViews.state(of: view) { out.append(read) }
        }
        return out
    }

    /// The cycle that activating `installation` would close, as a diagnostic at the rule that
    /// closes it, naming every view of the cycle; `nil` when there is none.
    ///
    /// - Complexity: O(views with rules + the views they read).
    func ruleCycle(adding installation: RuleInstallation) -> Diagnostic? {
        let target = installation.view
        let existing = ruleViews.state(of: target)?.installations ?? []
        let set = RuleSet((existing + [installation]).map(\.program))
        func bound(_ name: String) -> LayoutView? {
            if let view = installation.bindings[name]?.view { return view }
            return ruleViews.state(of: target)?.view(named: name)
        }
        /// The edges of a view: for the target its new rules, for the others their own.
        func edges(_ view: LayoutView) -> [(LayoutView, reads: String?)] {
            var out: [(LayoutView, reads: String?)] = []
            let isTarget = view === target
            if let superview = view.superview, superview === target || ruleViews.state(of: superview) != nil {
                out.append((superview, nil))
            }
            if isTarget {
                for name in set.viewsRead {
                    if let read = bound(name), read === target || ruleViews.state(of: read) != nil {
                        out.append((read, name))
                    }
                }
            } else if let state = ruleViews.state(of: view) {
                for name in state.surviving.viewsRead {
                    if let read = state.view(named: name), read === target || ruleViews.state(of: read) != nil {
                        out.append((read, name))
                    }
                }
            }
            return out
        }
        // A breadth-first search from the target back to it gives a shortest cycle.
        var parent: [ObjectIdentifier: (LayoutView, String?)] = [:]
        var queue: [LayoutView] = [target]
        var head = 0
        var closing: (LayoutView, String?)?
        search: while head < queue.count {
            let view = queue[head]
            head += 1
            for (next, name) in edges(view) {
                if next === target {
                    closing = (view, name)
                    break search
                }
                if parent[ObjectIdentifier(next)] == nil {
                    parent[ObjectIdentifier(next)] = (view, name)
                    queue.append(next)
                }
            }
        }
        guard let (last, _) = closing else { return nil }
        var path: [LayoutView] = [last]
        var firstHop: String? = nil
        var node = last
        while node !== target, let (previous, name) = parent[ObjectIdentifier(node)] {
            if previous === target { firstHop = name }
            path.insert(previous, at: 0)
            node = previous
        }
        if last === target { firstHop = closing?.1 }
        path.append(target)
        let own = set.rules.filter { rule in installation.program.rules.contains(rule) }
        let rule = firstHop.flatMap { name in own.first { $0.viewsRead.contains(name) } }
            ?? own.first ?? installation.program.rules.first
        let names = path.map(\.name)
        let message = path.count == 2
            ? "the rules of '\(target.name)' read '\(target.name)' itself: \(names.joined(separator: " → "))"
            : "the rules form a cycle: \(names.joined(separator: " → ")) (a view is laid out after the views it reads and after its superview, so none of these can go first)"
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        return Diagnostic(
            .rulesCycle, message, at: rule?.origin.range ?? SourceRange(start: start, end: start),
            hint: "remove one of these reads: CSLayout raises its cycle exception here")
    }
}
