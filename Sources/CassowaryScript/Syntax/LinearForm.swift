/// A linear expression over variable names, as the parser builds it.
///
/// Names stay names until the whole line has parsed, so that a line with an error creates no
/// variable. Terms keep their order and repeats, like ``Cassowary/LinearExpression``; a form
/// "has variables" when it has any term at all, even if they cancel (`x - x`).
///
/// Building a line's form costs time linear in the line: sums append in place, and a factor
/// (`* 2`, `/ 4`, a unary minus) is kept aside and applied to the terms only when the form
/// is added to another one or read, so that `(x0 + ... + x99999) * 1 * 1 ...` does not
/// rescale 100,000 terms per factor.
struct LinearForm: Sendable {
    /// The terms before ``factor`` is applied.
    private var storedTerms: [(name: String, coefficient: Double)] = []
    /// The constant before ``factor`` is applied.
    private var storedConstant: Double = 0
    /// What every stored coefficient and the constant are still to be multiplied by.
    private var factor: Double = 1

    init(constant: Double) { storedConstant = constant }
    init(variable name: String) { storedTerms = [(name, 1)] }

    var hasVariables: Bool { !storedTerms.isEmpty }

    /// The terms with their coefficients.
    ///
    /// - Complexity: O(terms).
    var terms: [(name: String, coefficient: Double)] {
        factor == 1 ? storedTerms : storedTerms.map { ($0.name, $0.coefficient * factor) }
    }

    /// The constant term.
    var constant: Double { storedConstant * factor }

    var isFinite: Bool {
        factor.isFinite && constant.isFinite && storedTerms.allSatisfy { ($0.coefficient * factor).isFinite }
    }

    /// - Complexity: O(1).
    func scaled(by factor: Double) -> LinearForm {
        var out = self
        out.factor *= factor
        return out
    }

    /// Adds `sign` times `other`, appending its terms in place.
    ///
    /// - Complexity: O(other's terms), plus this form's terms once after a factor.
    mutating func add(_ other: LinearForm, sign: Double) {
        settleFactor()
        let scale = sign * other.factor
        for term in other.storedTerms { storedTerms.append((term.name, scale * term.coefficient)) }
        storedConstant += scale * other.storedConstant
    }

    /// Applies the pending factor to the stored terms.
    private mutating func settleFactor() {
        guard factor != 1 else { return }
        for i in storedTerms.indices { storedTerms[i].coefficient *= factor }
        storedConstant *= factor
        factor = 1
    }
}
