/// A linear expression over variable names, as the parser builds it.
///
/// Names stay names until the whole line has parsed, so that a line with an error creates no
/// variable. Terms keep their order and repeats, like ``Cassowary/LinearExpression``; a form
/// "has variables" when it has any term at all, even if they cancel (`x - x`).
struct LinearForm: Sendable {
    var terms: [(name: String, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double) { self.constant = constant }
    init(variable name: String) { terms = [(name, 1)] }

    var hasVariables: Bool { !terms.isEmpty }

    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    func scaled(by factor: Double) -> LinearForm {
        var out = self
        for i in out.terms.indices { out.terms[i].coefficient *= factor }
        out.constant *= factor
        return out
    }

    func adding(_ other: LinearForm, sign: Double) -> LinearForm {
        var out = self
        out.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { out.terms.append((term.name, sign * term.coefficient)) }
        out.constant += sign * other.constant
        return out
    }
}
