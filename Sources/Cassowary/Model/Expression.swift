/// A variable times a coefficient.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient)) * \(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Terms are kept as written; the solver combines repeated variables when it reads them.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ term: Term) { self.init([term]) }

    /// The same expression with each variable once and zero coefficients dropped, in order
    /// of each variable's first appearance.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    public var reduced: LinearExpression {
        var index: [Variable: Int] = [:]
        var out: [Term] = []
        out.reserveCapacity(terms.count)
        for term in terms {
            if let i = index[term.variable] {
                out[i].coefficient += term.coefficient
            } else {
                index[term.variable] = out.count
                out.append(term)
            }
        }
        return LinearExpression(out.filter { $0.coefficient != 0 }, constant: constant)
    }

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
