import LayoutIR

/// The names a rule can set, as CSLayout spells them.
///
/// A position rule's first letter is the view's edge (`t`op, `b`ottom, `l`eft, `r`ight,
/// `c`entre) and its second letter is the superview edge it is measured from: `tb` is the
/// distance of the top edge from the superview's bottom, `rl` the right edge's distance from the
/// superview's left. `cb` and `cr` come from CSLayout's successor (COSLayout).
///
/// As a geometry read (`icon.rr`, `%w`), a name is the same measure of another view: its
/// near edges and centres in the reading view's superview, its distances from far edges in its
/// own superview, its size.
public enum RuleName: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// The top edge's distance down from the superview's top.
    case tt
    /// The top edge's distance up from the superview's bottom (`tb = 5` is `tt = h - 5`).
    case tb
    /// The left edge's distance from the superview's left.
    case ll
    /// The left edge's distance leftward from the superview's right.
    case lr
    /// The bottom edge's distance up from the superview's bottom.
    case bb
    /// The bottom edge's distance down from the superview's top.
    case bt
    /// The right edge's distance leftward from the superview's right (`rr = 10` is
    /// `rl = w - 10`).
    case rr
    /// The right edge's distance from the superview's left.
    case rl
    /// The vertical centre's distance down from the superview's top.
    case ct
    /// The horizontal centre's distance from the superview's left.
    case cl
    /// The vertical centre's distance up from the superview's bottom (COSLayout).
    case cb
    /// The horizontal centre's distance leftward from the superview's right (COSLayout).
    case cr
    /// The width; it decides the size only while fewer than two horizontal positions are set.
    case w
    /// The height; it decides the size only while fewer than two vertical positions are set.
    case h
    /// The smallest width; a negative value is ignored, as in CSLayout.
    case minw
    /// The largest width; it wins over ``minw`` when they disagree.
    case maxw
    /// The smallest height; a negative value is ignored.
    case minh
    /// The largest height; it wins over ``minh`` when they disagree.
    case maxh

    /// What setting the name does.
    enum Role: Sendable, Equatable {
        /// Places `anchor`; `fromFarEdge` when measured from the superview's bottom or right.
        case position(RuleAnchor, fromFarEdge: Bool)
        /// The view's size on the axis (used while fewer than two positions are set).
        case size
        case minimum
        case maximum
    }

    var role: Role {
        switch self {
        case .tt: return .position(.top, fromFarEdge: false)
        case .tb: return .position(.top, fromFarEdge: true)
        case .bt: return .position(.bottom, fromFarEdge: false)
        case .bb: return .position(.bottom, fromFarEdge: true)
        case .ct: return .position(.centerY, fromFarEdge: false)
        case .cb: return .position(.centerY, fromFarEdge: true)
        case .ll: return .position(.left, fromFarEdge: false)
        case .lr: return .position(.left, fromFarEdge: true)
        case .rl: return .position(.right, fromFarEdge: false)
        case .rr: return .position(.right, fromFarEdge: true)
        case .cl: return .position(.centerX, fromFarEdge: false)
        case .cr: return .position(.centerX, fromFarEdge: true)
        case .w, .h: return .size
        case .minw, .minh: return .minimum
        case .maxw, .maxh: return .maximum
        }
    }

    /// The axis the rule (or the geometry it names) measures along.
    public var axis: LayoutAxis {
        switch self {
        case .tt, .tb, .bt, .bb, .ct, .cb, .h, .minh, .maxh: return .vertical
        case .ll, .lr, .rl, .rr, .cl, .cr, .w, .minw, .maxw: return .horizontal
        }
    }

    /// Whether `name.rule` may read it from another view (bounds are not geometry).
    var isGeometry: Bool {
        switch role {
        case .position, .size: return true
        case .minimum, .maximum: return false
        }
    }

    /// The name CSLayout stores a far-edge rule under, so that reading `tt` after `tb = 10`
    /// gives the converted value, as CSLayout does.
    public var nearEdgeName: RuleName {
        switch self {
        case .tb: return .tt
        case .bb: return .bt
        case .cb: return .ct
        case .lr: return .ll
        case .rr: return .rl
        case .cr: return .cl
        default: return self
        }
    }

    /// A words-to-rule table for hints: people write `top` when they mean `tt`.
    static let aliases: [String: RuleName] = [
        "top": .tt, "left": .ll, "bottom": .bb, "right": .rr, "width": .w, "height": .h,
        "centerx": .cl, "centery": .ct, "minwidth": .minw, "maxwidth": .maxw,
        "minheight": .minh, "maxheight": .maxh,
    ]

    /// The edge or centre a position rule places (`top` for `tt` and `tb`); `nil` for sizes
    /// and bounds.
    public var anchorAttribute: LayoutAttribute? {
        if case .position(let anchor, _) = role { return anchor.attribute }
        return nil
    }

    /// Whether the rule places an edge or a centre.
    public var isPosition: Bool { anchorAttribute != nil }

    /// The name as written in rules (`tt`, `minw`).
    public var description: String { rawValue }
}

/// The edge or centre a position rule places; two rules on one anchor are one rule (the newer
/// replaces the older).
enum RuleAnchor: Sendable, Hashable {
    case top, bottom, centerY, left, right, centerX

    var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .centerY: return .centerY
        case .left: return .left
        case .right: return .right
        case .centerX: return .centerX
        }
    }
}
