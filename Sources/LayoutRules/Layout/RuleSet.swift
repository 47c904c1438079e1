import LayoutIR

/// The rules of one view after every text given to it: CSLayout's layout object.
///
/// Per axis it keeps the two newest position rules (CSLayout's two-slot hub): a rule on the
/// same edge or centre replaces the older one, and a third pushes out the oldest, even when the
/// new rule is `nil`. The size rules (`w`, `h`) and the bounds (`minw` ... `maxh`) are kept one
/// per name, the newest winning. Texts accumulate: applying a second program continues from the
/// rules the first left.
public struct RuleSet: Hashable, Sendable {
    private var horizontal: [Rule] = []
    private var vertical: [Rule] = []
    private var others: [RuleName: Rule] = [:]

    /// A view without rules: it keeps its own size and the origin it has.
    public init() {}

    /// The rules that survive these programs, applied in order.
    public init(_ programs: [RuleProgram]) {
        for program in programs { apply(program) }
    }

    /// Applies every rule of the program, in order. O(rules).
    public mutating func apply(_ program: RuleProgram) {
        for rule in program.rules { apply(rule) }
    }

    /// Applies one rule: CSLayout's `vAddRule:` / `hAddRule:` for positions, a plain set for
    /// sizes and bounds. O(1).
    public mutating func apply(_ rule: Rule) {
        guard let anchor = rule.name.anchorAttribute else {
            others[rule.name] = rule.value == nil ? nil : rule
            return
        }
        var hub = positions(along: rule.name.axis)
        hub.removeAll { $0.name.anchorAttribute == anchor }
        if hub.count > 1 { hub.removeFirst() }
        if rule.value != nil { hub.append(rule) }
        if rule.name.axis == .horizontal { horizontal = hub } else { vertical = hub }
    }

    /// The position rules of an axis that survive, oldest first (at most two). O(1).
    public func positions(along axis: LayoutAxis) -> [Rule] {
        axis == .horizontal ? horizontal : vertical
    }

    /// `w` or `h`: the size rule of the axis, which decides the size only while fewer than two
    /// positions are set. O(1).
    public func size(along axis: LayoutAxis) -> Rule? { others[axis == .horizontal ? .w : .h] }
    /// `minw` or `minh`. O(1).
    public func minimum(along axis: LayoutAxis) -> Rule? { others[axis == .horizontal ? .minw : .minh] }
    /// `maxw` or `maxh`. O(1).
    public func maximum(along axis: LayoutAxis) -> Rule? { others[axis == .horizontal ? .maxw : .maxh] }

    /// Whether no rule survives.
    public var isEmpty: Bool { horizontal.isEmpty && vertical.isEmpty && others.isEmpty }

    /// Whether some rule survives on the axis.
    public func hasRules(along axis: LayoutAxis) -> Bool {
        !positions(along: axis).isEmpty || size(along: axis) != nil || minimum(along: axis) != nil
            || maximum(along: axis) != nil
    }

    /// Every surviving rule: per axis (horizontal first) the positions oldest first, the size,
    /// the minimum and the maximum.
    public var rules: [Rule] {
        var out: [Rule] = []
        for axis in LayoutAxis.allCases {
            out += positions(along: axis)
            for rule in [size(along: axis), minimum(along: axis), maximum(along: axis)] {
                if let rule { out.append(rule) }
            }
        }
        return out
    }

    /// The views the surviving rules read, in the order of ``rules``: CSLayout lays a view out
    /// after these.
    public var viewsRead: [String] {
        var seen = Set<String>()
        var out: [String] = []
        for rule in rules {
            for view in rule.viewsRead where seen.insert(view).inserted { out.append(view) }
        }
        return out
    }

    /// The position rule that keeps its place on an axis: the only one, or of two, CSLayout's
    /// (v2): `tt` or `ll` whenever it is one of the pair, otherwise the newer. It matters only
    /// when a bound clamps the size the pair gives.
    public func anchoringPosition(along axis: LayoutAxis) -> Rule? {
        let hub = positions(along: axis)
        guard hub.count == 2 else { return hub.first }
        let near: RuleName = axis == .horizontal ? .ll : .tt
        return hub.first { $0.name == near } ?? hub[1]
    }
}

/// A frame as CSLayout computes it: origin in the superview's bounds, y down.
public struct RuleFrame: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, from the superview's left.
    public var x: Double
    /// The top edge, from the superview's top (y down).
    public var y: Double
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A frame with its top-left corner at (`x`, `y`) in the superview's bounds.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty frame at the superview's origin: where a view without rules or size sits.
    public static let zero = RuleFrame(x: 0, y: 0, width: 0, height: 0)

    func origin(along axis: LayoutAxis) -> Double { axis == .horizontal ? x : y }
    func size(along axis: LayoutAxis) -> Double { axis == .horizontal ? width : height }

    mutating func set(origin: Double, size: Double, along axis: LayoutAxis) {
        if axis == .horizontal { (x, width) = (origin, size) } else { (y, height) = (origin, size) }
    }

    /// `(x, y, width, height)` with at most two decimals, for messages and tests.
    public var description: String {
        "(\(ConstraintDescriptor.format(x)), \(ConstraintDescriptor.format(y)), "
            + "\(ConstraintDescriptor.format(width)), \(ConstraintDescriptor.format(height)))"
    }
}

/// What a rule's value reads when it is evaluated.
public struct RuleEnvironment {
    /// The width of the superview of the view the rules place (what `w` in a value such as
    /// `w*0.5` reads).
    public var superviewWidth: Double
    /// The height of the superview of the view the rules place (`h` in a value).
    public var superviewHeight: Double
    /// Another view's geometry, measured like the rule of that name (`icon.rr`).
    public var geometry: (String, RuleName) -> Double

    /// An environment for evaluating the rules of one view.
    ///
    /// - Parameters:
    ///   - superviewWidth: The superview's width.
    ///   - superviewHeight: The superview's height.
    ///   - geometry: Another view's edge, centre or size, measured as the rule of that name
    ///     would place it (`icon.rr` is the distance of `icon`'s right edge from the
    ///     superview's right). Called once per reference, so it should be cheap.
    public init(superviewWidth: Double, superviewHeight: Double, geometry: @escaping (String, RuleName) -> Double) {
        self.superviewWidth = superviewWidth
        self.superviewHeight = superviewHeight
        self.geometry = geometry
    }

    /// The value now. O(terms).
    public func evaluate(_ value: RuleValue) -> Double {
        value.evaluate { reference in
            switch reference {
            case .superviewSize(let axis): return axis == .horizontal ? superviewWidth : superviewHeight
            case .geometry(let view, let name): return geometry(view, name)
            }
        }
    }
}

/// How the rules place a view along one axis, evaluated: CSLayout's `startLayout` for that axis.
public struct RuleAxisPlacement: Hashable, Sendable {
    /// The rule that places the origin (see ``RuleSet/anchoringPosition(along:)``), and where
    /// it puts its edge or centre, from the superview's left or top.
    public var anchor: Rule?
    /// Where ``anchor`` puts its edge or centre, from the superview's left or top; `nil`
    /// without an anchor.
    public var anchorValue: Double?
    /// The size the rules give (two positions, or `w`/`h`), clamped by the bounds; `nil` when
    /// the view keeps its own size (clamped by ``minimum`` and ``maximum``).
    public var size: Double?
    /// The rule the size comes from: the other rule of a pair, or `w`/`h`.
    public var sizeRule: Rule?
    /// The bounds, evaluated; a bound that is negative or not a number is left out, as in
    /// CSLayout. When the minimum exceeds the maximum the maximum wins (CSLayout clamps to
    /// the minimum first).
    public var minimum: Double?
    /// The upper bound, evaluated (`maxw` or `maxh`); see ``minimum``.
    public var maximum: Double?
    /// The rule ``minimum`` comes from (`minw` or `minh`), for messages.
    public var minimumRule: Rule?
    /// The rule ``maximum`` comes from (`maxw` or `maxh`), for messages.
    public var maximumRule: Rule?

    /// `size` clamped by the bounds: minimum first, then maximum.
    public func clamp(_ size: Double) -> Double {
        var value = size
        if let minimum { value = max(value, minimum) }
        if let maximum { value = min(value, maximum) }
        return value
    }

    /// The origin for a view of this size: the anchor's edge or centre moved by the size.
    public func origin(forSize size: Double) -> Double? {
        guard let anchor, let value = anchorValue else { return nil }
        switch anchor.name.anchorAttribute {
        case .right?, .bottom?: return value - size
        case .centerX?, .centerY?: return value - size / 2
        default: return value
        }
    }
}

extension RuleSet {
    /// The rules of one axis evaluated in `environment`.
    ///
    /// - Complexity: O(terms of the surviving rules of the axis).
    public func placement(along axis: LayoutAxis, in environment: RuleEnvironment) -> RuleAxisPlacement {
        var placement = RuleAxisPlacement()
        func bound(_ rule: Rule?) -> Double? {
            guard let value = rule?.value.map(environment.evaluate), !value.isNaN, value >= 0 else { return nil }
            return value
        }
        placement.minimumRule = minimum(along: axis)
        placement.maximumRule = maximum(along: axis)
        placement.minimum = bound(placement.minimumRule)
        placement.maximum = bound(placement.maximumRule)
        if placement.minimum == nil { placement.minimumRule = nil }
        if placement.maximum == nil { placement.maximumRule = nil }
        let hub = positions(along: axis)
        let anchor = anchoringPosition(along: axis)
        placement.anchor = anchor
        placement.anchorValue = anchor?.value.map(environment.evaluate)
        if hub.count == 2, let other = hub.first(where: { $0 != anchor }) {
            var values: [LayoutAttribute: Double] = [:]
            for rule in hub {
                if let attribute = rule.name.anchorAttribute, let value = rule.value {
                    values[attribute] = environment.evaluate(value)
                }
            }
            let (near, far, centre): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                axis == .horizontal ? (.left, .right, .centerX) : (.top, .bottom, .centerY)
            let pair: Double
            if let start = values[near], let end = values[far] {
                pair = end - start
            } else if let start = values[near], let middle = values[centre] {
                pair = 2 * (middle - start)
            } else {
                pair = 2 * ((values[far] ?? 0) - (values[centre] ?? 0))
            }
            placement.size = max(0, placement.clamp(pair))
            placement.sizeRule = other
        } else if let sized = size(along: axis), let value = sized.value {
            placement.size = max(0, placement.clamp(environment.evaluate(value)))
            placement.sizeRule = sized
        }
        return placement
    }

    /// The frame CSLayout gives the view, starting from its `current` frame: the size the rules
    /// do not set is the current one, clamped by the bounds; an axis without position rules
    /// keeps its origin. The axes are independent (a rule cannot read its own view).
    ///
    /// - Complexity: O(terms of the surviving rules).
    public func frame(from current: RuleFrame, in environment: RuleEnvironment) -> RuleFrame {
        var frame = current
        for axis in [LayoutAxis.vertical, .horizontal] {
            let placement = placement(along: axis, in: environment)
            let size = placement.size ?? placement.clamp(current.size(along: axis))
            let origin = placement.origin(forSize: size) ?? current.origin(along: axis)
            frame.set(origin: origin, size: size, along: axis)
        }
        return frame
    }
}
