import LayoutSupport
import LayoutIR

/// A rule's value while rules are evaluated: `constant + Σ coefficient · term`.
///
/// The superview's edges are measured in its own bounds, so its left and top are 0 and its
/// right and bottom are its width and height: only its sizes appear as terms.
struct RuleLinearValue: Sendable, Equatable {
    enum Term: Sendable, Hashable {
        /// The superview's size or another view's geometry.
        case reference(RuleReference)
        /// The superview's size along the axis of the rule the value ends up in: CSLayout's
        /// `50%` follows the rule, so `ll = tt = 50%` is half the width and half the height.
        case ruleAxisSize
    }

    var constant: Double
    /// In order of first appearance, without zero coefficients.
    private(set) var terms: [(term: Term, coefficient: Double)]
    /// Where each term is in `terms`, once there are enough terms that a scan would make a long
    /// sum quadratic; `nil` while small.
    private var index: [Term: Int]?
    private static let indexThreshold = 16

    init(constant: Double = 0, terms: [(term: Term, coefficient: Double)] = []) {
        self.constant = constant
        self.terms = []
        for (term, coefficient) in terms { add(term, coefficient) }
    }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    init(_ term: Term, _ coefficient: Double = 1) {
        self.init(terms: [(term, coefficient)])
    }

    var isConstant: Bool { terms.isEmpty }

    mutating func add(_ term: Term, _ coefficient: Double) {
        let found: Int?
        if let index {
            found = index[term]
        } else {
            found = terms.firstIndex(where: { $0.term == term })
        }
        if let i = found {
            let sum = terms[i].coefficient + coefficient
            // Cancelling terms must vanish so that `bb = x.tb` needs no superview term.
            if abs(sum) < Tolerance.coefficient {
                terms.remove(at: i)
                if index != nil { rebuildIndex() }
            } else {
                terms[i].coefficient = sum
            }
        } else if coefficient != 0 {
            terms.append((term, coefficient))
            if index != nil {
                index?[term] = terms.count - 1
            } else if terms.count > Self.indexThreshold {
                rebuildIndex()
            }
        }
    }

    private mutating func rebuildIndex() {
        var built: [Term: Int] = [:]
        for (i, entry) in terms.enumerated() { built[entry.term] = i }
        index = built
    }

    /// `self += sign · other`, in place.
    mutating func formSum(_ other: Self, sign: Double) {
        constant += sign * other.constant
        for (term, coefficient) in other.terms { add(term, sign * coefficient) }
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result.formSum(rhs, sign: 1)
        return result
    }

    static func * (lhs: Self, factor: Double) -> Self {
        RuleLinearValue(constant: lhs.constant * factor,
                        terms: lhs.terms.map { ($0.term, $0.coefficient * factor) })
    }

    static prefix func - (value: Self) -> Self { value * -1 }
    static func - (lhs: Self, rhs: Self) -> Self { lhs + (-rhs) }

    /// The value with the rule-relative percentage fixed to `axis`.
    func resolved(for axis: LayoutAxis) -> Self {
        var result = RuleLinearValue(constant: constant)
        for (term, coefficient) in terms {
            switch term {
            case .ruleAxisSize: result.add(.reference(.superviewSize(axis)), coefficient)
            case .reference: result.add(term, coefficient)
            }
        }
        return result
    }

    /// The public value, once the rule's axis has fixed every percentage (see
    /// ``resolved(for:)``).
    var ruleValue: RuleValue {
        var out = RuleValue(constant: constant)
        for (term, coefficient) in terms {
            if case .reference(let reference) = term { out.terms.append(RuleValue.Term(reference, coefficient)) }
        }
        return out
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.term == $1.term && $0.coefficient == $1.coefficient }
    }
}
