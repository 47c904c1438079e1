import LayoutIR

/// What a rule holds after the rules so far: a value, or `nil` (removed).
enum RuleSnapshot: Sendable, Equatable {
    case value(RuleLinearValue)
    case nothing
}

/// One rule that places or sizes the view, kept until a newer rule displaces it.
struct RuleSetting: Sendable, Equatable {
    var name: RuleName
    /// The attribute's value, resolved to the rule's axis and measured from the superview's
    /// left or top (a far-edge rule is already converted).
    var value: RuleLinearValue
    var priority: LayoutPriority
    var origin: SourceOrigin
}

/// CSLayout's bookkeeping for one view: the last two position rules per axis, and the latest
/// size and bound rules.
struct RuleState: Sendable {
    /// Per axis, oldest first, at most two, at most one per anchor.
    private(set) var positions: [LayoutAxis: [RuleSetting]] = [:]
    /// `w`, `h`, `minw`, `maxw`, `minh`, `maxh`.
    private(set) var sizes: [RuleName: RuleSetting] = [:]

    /// CSLayout's rule hub: a rule on the same anchor goes; then, if two rules are left, the
    /// older goes (even when the new rule is `nil`); then the new rule joins as the newest.
    mutating func place(_ anchor: RuleAnchor, axis: LayoutAxis, setting: RuleSetting?) {
        var rules = positions[axis] ?? []
        rules.removeAll { Self.anchor(of: $0.name) == anchor }
        if rules.count > 1 { rules.removeFirst() }
        if let setting { rules.append(setting) }
        positions[axis] = rules
    }

    mutating func setSize(_ name: RuleName, _ setting: RuleSetting?) {
        sizes[name] = setting
    }

    static func anchor(of name: RuleName) -> RuleAnchor? {
        if case .position(let anchor, _) = name.role { return anchor }
        return nil
    }
}
