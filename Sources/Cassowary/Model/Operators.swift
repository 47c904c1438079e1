// Natural arithmetic on variables, terms and expressions: `x + 2 * y >= 10`.

/// The expression with every coefficient and the constant negated: `-(x + 10)` is `-x - 10`.
///
/// - Complexity: O(*n*) for *n* terms.
public prefix func - (e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
/// The expression `-1 * v`: a ``LinearExpression`` with one term, so `-x` can stand on either side
/// of a relation.
public prefix func - (v: Variable) -> LinearExpression { -LinearExpression(v) }

/// The sum of two expressions, a ``LinearExpression``: `(x + 1) + (y + 2)` is `x + y + 3`.
///
/// The terms are concatenated, not combined: `x + x` keeps two terms, which the solver adds up when
/// it reads the expression (``LinearExpression/reduced`` shows the combined form).
///
/// - Complexity: O(*n* + *m*) for *n* and *m* terms.
public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// The difference of two expressions, a ``LinearExpression``: `a + -b`.
///
/// - Complexity: O(*n* + *m*) for *n* and *m* terms.
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }
/// The expression scaled by a constant, a ``LinearExpression``: `(x + 10) * 2` is `2 * x + 20`.
///
/// A factor of `0` keeps the terms with zero coefficients. A factor that is not finite makes
/// coefficients the solver rejects with ``SolverError/nonFiniteValue(_:)`` when the constraint is
/// added.
///
/// - Complexity: O(*n*) for *n* terms.
public func * (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
}
/// The expression scaled by a constant written first, a ``LinearExpression``: `2 * (x + 10)` is
/// `2 * x + 20`.
///
/// - Complexity: O(*n*) for *n* terms.
public func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
/// The expression divided by a constant, a ``LinearExpression``: `(x + y) / 2` is
/// `0.5 * x + 0.5 * y`.
///
/// It multiplies by `1 / k`, so dividing by `0` makes infinite coefficients, which the solver
/// rejects with ``SolverError/nonFiniteValue(_:)`` when the constraint is added.
///
/// - Complexity: O(*n*) for *n* terms.
public func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }

/// The sum of two variables, a ``LinearExpression`` of two terms: `left + width`.
public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
/// The difference of two variables, a ``LinearExpression``: `right - left`.
///
/// Use it to relate two variables: `x == y` compares the variable objects (a `Bool`), while
/// `x - y == 0` or `x == y + 0` is a constraint.
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
/// The expression plus a variable, a ``LinearExpression``: `left + width + gap`.
///
/// - Complexity: O(*n*) for *n* terms.
public func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
/// The expression minus a variable, a ``LinearExpression``: `right - left - gap`.
///
/// - Complexity: O(*n*) for *n* terms.
public func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
/// A variable plus an expression, a ``LinearExpression``: `left + width / 2`.
///
/// - Complexity: O(*n*) for *n* terms.
public func + (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) + b }
/// A variable minus an expression, a ``LinearExpression``: `right - (left + width)`.
///
/// - Complexity: O(*n*) for *n* terms.
public func - (a: Variable, b: LinearExpression) -> LinearExpression { LinearExpression(a) - b }
/// A variable plus a constant, a ``LinearExpression`` with one term and that constant: `x + 10`.
public func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + LinearExpression(constant: k) }
/// A variable minus a constant, a ``LinearExpression`` with one term and the negated constant:
/// `x - 10`.
public func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - LinearExpression(constant: k) }
/// A constant plus a variable, a ``LinearExpression``: `10 + x` is `x + 10`.
public func + (k: Double, a: Variable) -> LinearExpression { a + k }
/// A constant minus a variable, a ``LinearExpression``: `100 - x` is `-x + 100`.
public func - (k: Double, a: Variable) -> LinearExpression { LinearExpression(constant: k) - LinearExpression(a) }
/// The expression plus a constant, a ``LinearExpression``: `left + width + 8`.
///
/// - Complexity: O(*n*) for *n* terms.
public func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
/// The expression minus a constant, a ``LinearExpression``: `right - left - 8`.
///
/// - Complexity: O(*n*) for *n* terms.
public func - (a: LinearExpression, k: Double) -> LinearExpression { a - LinearExpression(constant: k) }
/// A variable times a constant written first, a ``LinearExpression`` of one ``Term``: `2 * x`.
///
/// There is no product of two variables: it would not be linear.
public func * (k: Double, v: Variable) -> LinearExpression { LinearExpression(Term(v, k)) }
/// A variable times a constant, a ``LinearExpression`` of one ``Term``: `width * 0.25`.
///
/// There is no product of two variables: it would not be linear.
public func * (v: Variable, k: Double) -> LinearExpression { LinearExpression(Term(v, k)) }
/// A variable divided by a constant, a ``LinearExpression`` of one ``Term`` with coefficient
/// `1 / k`: `width / 2`.
///
/// Dividing by `0` makes an infinite coefficient, which the solver rejects with
/// ``SolverError/nonFiniteValue(_:)`` when the constraint is added.
public func / (v: Variable, k: Double) -> LinearExpression { LinearExpression(Term(v, 1 / k)) }

// Relations make required constraints; `| strength` changes the strength.
/// A required ``LinearConstraint`` that the two sides are equal: `left + width == right` keeps
/// `left + width - right` as its ``LinearConstraint/expression``.
///
/// Each use makes a new constraint object; keep it to remove the constraint later. Give it another
/// strength with `|`: `(width == 200) | .medium`.
///
/// - Complexity: O(*n* + *m*) for *n* and *m* terms.
public func == (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .equal, b) }
/// A required ``LinearConstraint`` that the left side is at most the right side:
/// `left + width <= right`.
///
/// Each use makes a new constraint object. Give it another strength with `|`:
/// `(width <= 400) | .strong`.
///
/// - Complexity: O(*n* + *m*) for *n* and *m* terms.
public func <= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .lessThanOrEqual, b) }
/// A required ``LinearConstraint`` that the left side is at least the right side:
/// `right >= left + width`.
///
/// Each use makes a new constraint object. Give it another strength with `|`:
/// `(width >= 300) | .weak`.
///
/// - Complexity: O(*n* + *m*) for *n* and *m* terms.
public func >= (a: LinearExpression, b: LinearExpression) -> LinearConstraint { LinearConstraint(a, .greaterThanOrEqual, b) }
/// A required ``LinearConstraint`` that the variable equals the expression:
/// `right == left + width`.
///
/// Between two bare variables `x == y` is the `Bool` identity test of ``Variable``; write
/// `x == y + 0` or `x - y == 0` for the constraint.
///
/// - Complexity: O(*n*) for *n* terms.
public func == (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) == b }
/// A required ``LinearConstraint`` that the variable is at most the expression:
/// `left <= right - 8`.
///
/// - Complexity: O(*n*) for *n* terms.
public func <= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) <= b }
/// A required ``LinearConstraint`` that the variable is at least the expression:
/// `right >= left + width`.
///
/// - Complexity: O(*n*) for *n* terms.
public func >= (a: Variable, b: LinearExpression) -> LinearConstraint { LinearExpression(a) >= b }
/// A required ``LinearConstraint`` that the expression equals the variable:
/// `left + width == right`.
///
/// - Complexity: O(*n*) for *n* terms.
public func == (a: LinearExpression, b: Variable) -> LinearConstraint { a == LinearExpression(b) }
/// A required ``LinearConstraint`` that the expression is at most the variable:
/// `left + width <= right`.
///
/// - Complexity: O(*n*) for *n* terms.
public func <= (a: LinearExpression, b: Variable) -> LinearConstraint { a <= LinearExpression(b) }
/// A required ``LinearConstraint`` that the expression is at least the variable:
/// `left + 200 >= right`.
///
/// - Complexity: O(*n*) for *n* terms.
public func >= (a: LinearExpression, b: Variable) -> LinearConstraint { a >= LinearExpression(b) }
/// A required ``LinearConstraint`` that the variable equals a constant: `width == 100`.
///
/// The variable comes first: there is no `100 == width`.
public func == (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) == LinearExpression(constant: b) }
/// A required ``LinearConstraint`` that the variable is at most a constant: `width <= 400`.
///
/// The variable comes first: write `x <= 10`, not `10 >= x`.
public func <= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) <= LinearExpression(constant: b) }
/// A required ``LinearConstraint`` that the variable is at least a constant: `left >= 0`.
///
/// The variable comes first: write `x >= 10`, not `10 <= x`.
public func >= (a: Variable, b: Double) -> LinearConstraint { LinearExpression(a) >= LinearExpression(constant: b) }
/// A required ``LinearConstraint`` that the expression equals a constant:
/// `left + width / 2 == 160`.
///
/// - Complexity: O(*n*) for *n* terms.
public func == (a: LinearExpression, b: Double) -> LinearConstraint { a == LinearExpression(constant: b) }
/// A required ``LinearConstraint`` that the expression is at most a constant:
/// `left + width <= 640`.
///
/// - Complexity: O(*n*) for *n* terms.
public func <= (a: LinearExpression, b: Double) -> LinearConstraint { a <= LinearExpression(constant: b) }
/// A required ``LinearConstraint`` that the expression is at least a constant:
/// `right - left >= 100`.
///
/// - Complexity: O(*n*) for *n* terms.
public func >= (a: LinearExpression, b: Double) -> LinearConstraint { a >= LinearExpression(constant: b) }

/// The constraint with the given strength: `(x >= 10) | .strong` (the parentheses are
/// needed: `|` binds tighter than comparisons).
public func | (c: LinearConstraint, s: Strength) -> LinearConstraint { c.with(strength: s) }
