import LayoutRules

/// The views of an engine that have active rules, in order of first activation, with what the
/// engine keeps for each: its rule texts, the rules that survive them, and the constraints that
/// hold the view where the rules put it.
struct RuleRegistry {
    private(set) var states: [RuleViewState] = []
    private var index: [ObjectIdentifier: Int] = [:]
    /// The order of the last evaluation (a view after the views it depends on), valid while
    /// ``orderStamp`` matches the tree walk and no rules changed.
    var order: [RuleViewState] = []
    var orderStamp = -1
    /// What the last layout found: a cycle the tree made after the rules were checked, or
    /// rules that did not settle.
    var warnings: [LayoutWarning] = []

    var isEmpty: Bool { states.isEmpty }

    func state(of view: LayoutView) -> RuleViewState? {
        index[ObjectIdentifier(view)].map { states[$0] }
    }

    /// The view's state, made on first use.
    mutating func makeState(of view: LayoutView) -> RuleViewState {
        if let existing = state(of: view) { return existing }
        let state = RuleViewState(view: view)
        index[ObjectIdentifier(view)] = states.count
        states.append(state)
        orderStamp = -1
        return state
    }

    mutating func remove(_ state: RuleViewState) {
        guard let position = index[ObjectIdentifier(state.view)] else { return }
        states.remove(at: position)
        index = [:]
        for (i, kept) in states.enumerated() { index[ObjectIdentifier(kept.view)] = i }
        orderStamp = -1
    }
}

/// One view's rules in an engine.
final class RuleViewState {
    let view: LayoutView
    /// The active texts, oldest first.
    var installations: [RuleInstallation] = []
    /// The rules that survive every active text.
    var surviving = RuleSet()
    /// The constraints holding the view, with what each holds.
    var pins: [RulePin] = []
    /// What ``pins`` were made for: the kinds, in order, and the superview they measure from.
    var pinKinds: [RulePin.Kind] = []
    weak var pinnedSuperview: LayoutView?
    /// The pins the last evaluation took out on purpose (a bound that is negative or not a
    /// number is ignored, as in CSLayout), by index: not a sign that the tree took them.
    var idlePins: Set<Int> = []

    init(view: LayoutView) {
        self.view = view
    }

    /// Replays the active texts. O(rules).
    func rebuildSet() {
        surviving = RuleSet(installations.map(\.program))
    }

    /// The view a name of the rules stands for; the newest text's binding wins.
    func view(named name: String) -> LayoutView? {
        for installation in installations.reversed() {
            if let bound = installation.bindings[name] { return bound.view }
        }
        return nil
    }

    /// The views the surviving rules read.
    var viewsRead: [LayoutView] {
        surviving.viewsRead.compactMap(view(named:))
    }

    /// The pins the surviving rules need, per axis: the anchored edge or centre (else a stay at
    /// the superview's near edge), then the size (else a stay at zero and the bounds).
    var neededPinKinds: [RulePin.Kind] {
        var kinds: [RulePin.Kind] = []
        for axis in LayoutAxis.allCases {
            if let anchor = surviving.anchoringPosition(along: axis) {
                kinds.append(.anchor(axis, anchor.name))
            } else {
                kinds.append(.originStay(axis))
            }
            if surviving.positions(along: axis).count == 2 || surviving.size(along: axis) != nil {
                kinds.append(.size(axis))
            } else {
                kinds.append(.sizeStay(axis))
                if surviving.minimum(along: axis) != nil { kinds.append(.minimum(axis)) }
                if surviving.maximum(along: axis) != nil { kinds.append(.maximum(axis)) }
            }
        }
        return kinds
    }
}

/// A constraint the engine keeps to hold a view where its rules put it; its constant follows
/// the rules' values at every layout.
struct RulePin {
    enum Kind: Hashable {
        /// The anchoring rule's edge or centre, from the superview's near edge.
        case anchor(LayoutAxis, RuleName)
        /// The size the rules give.
        case size(LayoutAxis)
        case minimum(LayoutAxis)
        case maximum(LayoutAxis)
        /// CSLayout's zero frame for what no rule sets, at the weakest priority: the view keeps
        /// whatever else gives it a place or a size (constraints, an intrinsic size), or zero.
        case originStay(LayoutAxis)
        case sizeStay(LayoutAxis)
    }

    var kind: Kind
    var handle: LayoutConstraint
}
