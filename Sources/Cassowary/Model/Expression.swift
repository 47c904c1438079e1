/// A variable times a coefficient.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The unknown this term multiplies.
    public var variable: Variable
    /// The factor of ``variable``; any finite value, zero included (the solver skips zero terms).
    public var coefficient: Double

    /// A term `coefficient * variable`; the coefficient is `1` unless given, so `Term(x)` is `x`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as it would be written: `x` for a coefficient of `1`, otherwise `2 * x` (whole
    /// coefficients without a decimal point).
    public var description: String {
        coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Terms are kept as written; the solver combines repeated variables when it reads them.
///
/// Build expressions with the operators rather than the initialisers; any mix of variables,
/// expressions and constants works, scaled by constants:
///
///     let centre = left + width / 2          // left + 0.5 * width
///     let gap = right - (left + width) - 8   // right - left - width - 8
///
/// Comparing an expression with `==`, `<=` or `>=` makes a ``LinearConstraint``.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms in the order they were written, a variable possibly more than once (see
    /// ``reduced``).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// An expression from its terms and a constant; `LinearExpression(constant: 10)` is the
    /// constant `10`, and the empty expression is `0`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`, for the rare place where an operator needs an expression on
    /// both sides: `LinearExpression(x) == y` constrains two bare variables to be equal, where
    /// `x == y` would compare the objects.
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    /// The expression of a single term, with no constant.
    public init(_ term: Term) { self.init([term]) }

    /// The same expression with each variable once and zero coefficients dropped, in order
    /// of each variable's first appearance.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    public var reduced: LinearExpression {
        if isReduced { return self }
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        if terms.count <= 16 {
            // Nearly every constraint has a handful of terms: a scan of those kept so far costs
            // less than hashing each variable into a dictionary made for the occasion.
            for term in terms {
                if let i = out.firstIndex(where: { $0.variable === term.variable }) {
                    out[i].coefficient += term.coefficient
                } else {
                    out.append(term)
                }
            }
        } else {
            var index: [Variable: Int] = [:]
            for term in terms {
                if let i = index[term.variable] {
                    out[i].coefficient += term.coefficient
                } else {
                    index[term.variable] = out.count
                    out.append(term)
                }
            }
        }
        out.removeAll { $0.coefficient == 0 }
        return LinearExpression(out, constant: constant)
    }

    /// Whether every variable appears once with a non-zero coefficient: then ``reduced`` is
    /// the expression itself, with no copy. Front ends build most constraints that way, and
    /// the solver reduces every constraint it adds.
    ///
    /// - Complexity: O(*n*²) for *n* ≤ 8 terms (a few comparisons), else `false` at once.
    var isReduced: Bool {
        guard terms.count <= 8 else { return false }
        for i in terms.indices {
            guard terms[i].coefficient != 0 else { return false }
            for j in terms.indices where j > i && terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    /// The expression as it would be written, with subtraction for negative coefficients and the
    /// constant last: `x + 2 * y - 10`; `0` for the empty expression. Terms are shown as kept, not
    /// reduced.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description
                    : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return Self.format(constant) }
        if constant > 0 { text += " + " + Self.format(constant) }
        if constant < 0 { text += " - " + Self.format(-constant) }
        return text
    }

    static func format(_ value: Double) -> String {
        Int64(exactly: value).map { String($0) } ?? String(value)
    }
}
