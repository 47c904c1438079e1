import LayoutIR

/// One rule as set: a name, its value, and where it was written.
///
/// Position rules are stored under CSLayout's near-edge names, with far-edge rules converted
/// (`rr = 10` is stored as `rl = superview.width - 10`, `tb = 5` as `tt = superview.height - 5`),
/// because that is how CSLayout keeps them: `tb` and `tt` share one slot.
public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// `tt`, `bt`, `ct`, `ll`, `rl`, `cl` for positions; `w`, `h` and the bounds as written.
    public var name: RuleName
    /// The value; `nil` for `name = nil`, which removes the rule.
    public var value: RuleValue?
    /// `@750` after the rule; required by default. It is the priority with which the rule's
    /// result holds against constraints on the same view; among a view's own rules the newer
    /// always wins, as in CSLayout.
    public var priority: LayoutPriority
    /// The assignment in the text (from the rule's name to the end of its value).
    public var origin: SourceOrigin

    /// A rule as the compiler stores it; pass a near-edge `name` for positions (see
    /// ``RuleName/nearEdgeName``) with the far-edge conversion already in `value`.
    public init(name: RuleName, value: RuleValue?, priority: LayoutPriority = .required, origin: SourceOrigin) {
        self.name = name
        self.value = value
        self.priority = priority
        self.origin = origin
    }

    /// The views the rule's value reads.
    public var viewsRead: [String] { value?.viewsRead ?? [] }

    /// `rl = superview.width - 10`, `w = 100 @750`, `ll = nil`.
    public var description: String {
        var text = "\(name) = \(value?.description ?? "nil")"
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

/// The rules of one text for one view, in the order CSLayout sets them: statements in order,
/// and in a chain (`ll = bb = rr = 10`) the rightmost assignment first.
///
/// Install it on a view (``RuleSet/apply(_:)-(RuleProgram)``): rules of several texts for one view
/// accumulate, as calls to CSLayout's `addRule:` on one layout do.
public struct RuleProgram: Hashable, Sendable {
    /// The name of the view the rules place.
    public var view: String
    /// Every assignment, in order.
    public var rules: [Rule]
    /// The views whose geometry the rules read, in order of first mention.
    public var viewNames: [String]

    /// The rules of `view`, in the order they are applied; `viewNames` should list the views
    /// `rules` read, because the engine resolves those names (and rejects unknown ones) from it.
    public init(view: String, rules: [Rule] = [], viewNames: [String] = []) {
        self.view = view
        self.rules = rules
        self.viewNames = viewNames
    }

    /// The rules that survive when this program alone is applied to a view with no rules.
    public var surviving: RuleSet {
        var set = RuleSet()
        set.apply(self)
        return set
    }
}
