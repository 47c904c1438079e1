import LayoutRules

/// One text of CSLayout rules given to one view of an engine (CSLayout's `addRule:` on the
/// view's layout), which takes part in layout while ``isActive``.
///
/// Rules are not constraints: at every layout the engine evaluates them in dependency order, as
/// CSLayout does, and holds the view at the frame they give with constraints it keeps up to date
/// (``constraints``). Texts given to one view accumulate in order of activation: a newer rule
/// on the same edge replaces an older one, and per axis the two newest position rules decide the
/// frame (see `RuleSet`).
///
/// Not `Sendable`: like a ``LayoutConstraint`` it changes its engine's state.
public final class RuleInstallation {
    /// The view the rules place.
    public let view: LayoutView
    /// The compiled rules.
    public let program: RuleProgram
    /// The views the rules read, by the names the text gives them (looked up when the rules
    /// were made).
    let bindings: [String: WeakView]
    weak var engine: LayoutEngine?

    init(view: LayoutView, program: RuleProgram, bindings: [String: LayoutView], engine: LayoutEngine) {
        self.view = view
        self.program = program
        self.bindings = bindings.mapValues(WeakView.init)
        self.engine = engine
    }

    /// Whether the rules take part in layout. Activating puts them after the view's other
    /// active rule texts (they are the newest); deactivating takes them out, and a view left
    /// with no active rules is free again.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            engine?.rulesDidChange(self)
        }
    }

    /// The constraints that hold the view where all its active rules put it, as of the last
    /// layout (the view's, shared by its rule texts): its anchored edge or centre, its size or
    /// its bounds, and the weakest stays that keep what no rule sets at CSLayout's zero frame.
    /// Empty before the first layout.
    ///
    /// - Complexity: O(1).
    public var constraints: [LayoutConstraint] {
        engine?.ruleViews.state(of: view)?.pins.map(\.handle) ?? []
    }
}

/// A view held weakly, so that rules do not keep the views they read alive.
final class WeakView {
    weak var view: LayoutView?
    init(_ view: LayoutView) { self.view = view }
}
