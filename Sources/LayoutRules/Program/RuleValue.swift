import LayoutSupport
import LayoutIR

/// What a rule's value reads when it is evaluated: the superview's size, or another view's
/// geometry.
public enum RuleReference: Hashable, Sendable, CustomStringConvertible {
    /// The width (horizontal) or height (vertical) of the superview of the view the rules
    /// place: percentages (`50%`) and far-edge rules (`rr = 10` is `rl = width - 10`).
    case superviewSize(LayoutAxis)
    /// Another view's geometry, measured like the rule of that name (`icon.rr`, `%w`).
    case geometry(view: String, RuleName)

    /// `superview.width`, `icon.rr`: the reference as it appears in a value's description.
    public var description: String {
        switch self {
        case .superviewSize(let axis): return "superview.\(axis.sizeAttribute)"
        case .geometry(let view, let name): return "\(view).\(name)"
        }
    }
}

/// A rule's value: `constant + Σ coefficient · reference`, evaluated at every layout pass.
///
/// CSLayout keeps a rule's value as an expression, not a number: `tt = 50%` follows the
/// superview, and `ll = icon.rl + 8` follows `icon`.
public struct RuleValue: Hashable, Sendable, CustomStringConvertible {
    /// One `coefficient · reference` term.
    public struct Term: Hashable, Sendable {
        /// What the term reads.
        public var reference: RuleReference
        /// The factor on what it reads; `-1` for a subtracted reference.
        public var coefficient: Double

        /// `coefficient · reference`; the coefficient defaults to 1 (`icon.rl`).
        public init(_ reference: RuleReference, _ coefficient: Double = 1) {
            self.reference = reference
            self.coefficient = coefficient
        }
    }

    /// The part that reads nothing: `8` in `icon.rl + 8`, and the whole value of `tt = 20`.
    public var constant: Double
    /// In order of first appearance, without zero coefficients.
    public var terms: [Term]

    /// The value `constant + Σ terms`; the default is the constant 0.
    public init(constant: Double = 0, terms: [Term] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// The value now, with `read` giving the value of each reference.
    ///
    /// - Complexity: O(terms).
    public func evaluate(_ read: (RuleReference) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * read(term.reference) }
        return sum
    }

    /// The views whose geometry the value reads, in order of first mention.
    public var viewsRead: [String] {
        var seen = Set<String>()
        var out: [String] = []
        for term in terms {
            if case .geometry(let view, _) = term.reference, seen.insert(view).inserted { out.append(view) }
        }
        return out
    }

    /// `superview.width * 0.5 - 10`, `icon.rl + 8`, `100`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            if text.isEmpty {
                if term.coefficient < 0 { text += "-" }
            } else {
                text += term.coefficient < 0 ? " - " : " + "
            }
            text += term.reference.description
            if magnitude != 1 { text += " * \(ConstraintDescriptor.format(magnitude))" }
        }
        if text.isEmpty { return ConstraintDescriptor.format(constant) }
        if constant > 0 { text += " + \(ConstraintDescriptor.format(constant))" }
        if constant < 0 { text += " - \(ConstraintDescriptor.format(-constant))" }
        return text
    }
}
