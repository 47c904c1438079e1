// Natural arithmetic on variables, terms and expressions: `x + 2 * y >= 10`.

public prefix func - (e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> LinearExpression { -LinearExpression(v) }

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }
public func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
}
public func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
public func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
public func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + LinearExpression(constant: k) }
public func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - LinearExpression(constant: k) }
public func + (k: Double, a: Variable) -> LinearExpression { a + k }
public func - (k: Double, a: Variable) -> LinearExpression { LinearExpression(constant: k) - LinearExpression(a) }
public func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
public func - (a: LinearExpression, k: Double) -> LinearExpression { a - LinearExpression(constant: k) }
public func * (k: Double, v: Variable) -> LinearExpression { LinearExpression(Term(v, k)) }
public func * (v: Variable, k: Double) -> LinearExpression { LinearExpression(Term(v, k)) }
public func / (v: Variable, k: Double) -> LinearExpression { LinearExpression(Term(v, 1 / k)) }

// Relations make required constraints; `| strength` changes the strength.
public func == (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .equal, b) }
public func <= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .lessThanOrEqual, b) }
public func >= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .greaterThanOrEqual, b) }
public func == (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) == b }
public func <= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) <= b }
public func >= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) >= b }
public func == (a: LinearExpression, b: Variable) -> LinearConstraint { a == LinearExpression(b) }
public func <= (a: LinearExpression, b: Variable) -> LinearConstraint { a <= LinearExpression(b) }
public func >= (a: LinearExpression, b: Variable) -> LinearConstraint { a >= LinearExpression(b) }
public func == (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) == LinearExpression(constant: b) }
public func <= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) <= LinearExpression(constant: b) }
public func >= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) >= LinearExpression(constant: b) }
public func == (a: LinearExpression, b: Double) -> LinearConstraint { a == LinearExpression(constant: b) }
public func <= (a: LinearExpression, b: Double) -> LinearConstraint { a <= LinearExpression(constant: b) }
public func >= (a: LinearExpression, b: Double) -> LinearConstraint { a >= LinearExpression(constant: b) }

/// The constraint with the given strength: `(x >= 10) | .strong` (the parentheses are
/// needed: `|` binds tighter than comparisons).
public func | (c: LinearConstraint, s: Strength) -> LinearConstraint { c.with(strength: s) }
