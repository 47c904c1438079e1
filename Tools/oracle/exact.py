#!/usr/bin/env python3
"""An exact second opinion for the LP oracle: the same lexicographic semantics, solved over
rationals (`fractions.Fraction`) instead of HiGHS's doubles.

Every number of a script is a double; each is converted to a Fraction exactly, so the
answers here are the exact optima of the script as the solver reads it (no tolerance, no
scaling, no slack on any level). Used by `oracle.py` where HiGHS fails, or where its check
fails, to tell the solver's faults from the reference's (README: *The exact second opinion*).

The method (small LPs: a few variables, tens of rows):

- Standard form: every variable is split into two non-negative columns (x = x⁺ - x⁻); a
  required inequality gets a slack; a soft constraint gets error columns (`e == 0`:
  e - p + m == 0; `e <= 0`: e - s + t == 0; `e >= 0`: e + s - t == 0, with s the error and t
  a slack), so that every soft row has a unit column to start a basis with. Required
  equalities (and inequalities whose slack cannot start) get an artificial column.
- Phase one minimises the artificials; a positive optimum means the required rows are
  infeasible. Artificials left basic at zero are pivoted out, or their row (redundant) is
  dropped.
- Levels, from the highest: minimise the level's weighted errors over the current face. At
  the optimum, the objective equals the optimum plus Σ dⱼ·xⱼ over the non-basic columns, with
  every reduced cost dⱼ ≥ 0, so the optimal face is exactly the current one with every
  column of positive dⱼ held at zero: those columns are dropped, and the next level starts
  from the same basis. No cap, no slack: a higher level stays at its optimum exactly.
- With every level at its optimum, each variable is minimised and maximised over the face
  (its interval; ±inf when the face is unbounded that way).
- Bland's rule (the lowest-numbered entering column with a negative reduced cost, the
  lowest-numbered basic column among ties in the ratio test) ends every loop, degenerate or
  not.

Fractions grow with every pivot; a `Budget` (seconds and pivots per script) bounds the work,
and a script past it is `Unknown`: never a verdict.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction

REQUIRED = 1000.0


class Unknown(Exception):
    """The budget ran out before the exact answer was found."""


class Budget:
    """Wall-clock seconds and pivots for one script, shared by all its LPs."""

    def __init__(self, seconds=20.0, pivots=200_000):
        self.deadline = time.monotonic() + seconds
        self.pivots = pivots

    def spend(self):
        self.pivots -= 1
        if self.pivots < 0 or time.monotonic() > self.deadline:
            raise Unknown("exact budget exhausted")


def exact(x):
    """A double (or int) as the Fraction it is exactly."""
    return Fraction(x)


class Infeasible(Exception):
    pass


class Tableau:
    """A simplex tableau in canonical form over non-negative columns: `rows[i]` is a dict
    {column: coefficient} (sparse: most rows touch few columns) with the basic column of
    row i at coefficient 1, `rhs[i]` its value (≥ 0), `basis[i]` its basic column.
    Columns not in `active` are held at zero (never enter)."""

    def __init__(self, ncols, rows, rhs, basis, budget):
        self.ncols = ncols
        self.rows = rows
        self.rhs = rhs
        self.basis = basis
        self.active = set(range(ncols))
        self.budget = budget

    def pivot(self, r, j):
        self.budget.spend()
        row = self.rows[r]
        p = row[j]
        if p != 1:
            inv = 1 / p
            row = {k: v * inv for k, v in row.items()}
            self.rhs[r] *= inv
            self.rows[r] = row
        for i, other in enumerate(self.rows):
            if i == r:
                continue
            f = other.get(j)
            if not f:
                continue
            for k, v in row.items():
                nv = other.get(k, 0) - f * v
                if nv:
                    other[k] = nv
                else:
                    other.pop(k, None)
            self.rhs[i] -= f * self.rhs[r]
        self.basis[r] = j

    def reduced(self, cost):
        """Reduced costs (a dict over the active non-basic columns with a non-zero one) and
        the objective's value for `cost` ({column: c}) at the current basis."""
        d = {k: v for k, v in cost.items() if v}
        value = Fraction(0)
        for i, b in enumerate(self.basis):
            cb = cost.get(b, 0)
            if not cb:
                continue
            value += cb * self.rhs[i]
            for k, v in self.rows[i].items():
                nv = d.get(k, 0) - cb * v
                if nv:
                    d[k] = nv
                else:
                    d.pop(k, None)
        return d, value

    def minimise(self, cost):
        """Minimises `cost` over the face; returns (value, reduced costs) at the optimum, or
        None when unbounded below."""
        while True:
            d, value = self.reduced(cost)
            entering = min((k for k, v in d.items() if v < 0 and k in self.active), default=None)
            if entering is None:
                return value, d
            best, leave = None, None
            for i, row in enumerate(self.rows):
                a = row.get(entering, 0)
                if a > 0:
                    ratio = self.rhs[i] / a
                    if best is None or ratio < best or (ratio == best and self.basis[i] < self.basis[leave]):
                        best, leave = ratio, i
            if leave is None:
                return None
            self.pivot(leave, entering)

    def drop(self, columns):
        """Holds `columns` at zero from now on. A basic one (an artificial at zero) is pivoted
        out on any other active column of its row, or its row, all zeros elsewhere, is
        redundant and goes."""
        self.active -= set(columns)
        i = 0
        while i < len(self.rows):
            if self.basis[i] in columns:
                other = min((k for k, v in self.rows[i].items() if v and k in self.active), default=None)
                if other is not None:
                    self.pivot(i, other)
                else:
                    del self.rows[i], self.rhs[i], self.basis[i]
                    continue
            i += 1


@dataclass
class Model:
    """A snapshot's constraints in standard form, before phase one."""
    variables: list
    ncols: int
    rows: list            # [{column: Fraction}]
    rhs: list             # [Fraction]
    basis: list           # starting basic column of each row
    artificials: list
    levels: dict          # priority -> {column: weight}


def build(variables, cons):
    """The standard form of `cons` (oracle.Con: form, op, prio, weight) over `variables`."""
    index = {v: i for i, v in enumerate(variables)}
    ncols = 2 * len(variables)
    rows, rhs, basis, artificials, levels = [], [], [], [], {}

    def new():
        nonlocal ncols
        ncols += 1
        return ncols - 1

    for c in cons:
        row = {}
        for v, a in c.form.terms.items():
            a = exact(a)
            if a:
                row[2 * index[v]] = a
                row[2 * index[v] + 1] = -a
        b = -exact(c.form.const)
        units = []  # (column, coefficient) of the slack/error columns
        if c.prio >= REQUIRED:
            if c.op == "<=":
                units.append((new(), Fraction(1)))
            elif c.op == ">=":
                units.append((new(), Fraction(-1)))
        else:
            w = exact(c.weight)
            lvl = levels.setdefault(c.prio, {})
            first, second = new(), new()
            if c.op == "==":
                units += [(first, Fraction(-1)), (second, Fraction(1))]
                lvl[first] = lvl.get(first, 0) + w
                lvl[second] = lvl.get(second, 0) + w
            elif c.op == "<=":
                units += [(first, Fraction(-1)), (second, Fraction(1))]
                lvl[first] = lvl.get(first, 0) + w
            else:
                units += [(first, Fraction(1)), (second, Fraction(-1))]
                lvl[first] = lvl.get(first, 0) + w
        for col, a in units:
            row[col] = a
        if b < 0:
            row = {k: -v for k, v in row.items()}
            b = -b
        start = next((col for col, _ in units if row[col] == 1), None)
        if start is None:
            start = new()
            row[start] = Fraction(1)
            artificials.append(start)
        rows.append(row)
        rhs.append(b)
        basis.append(start)
    return Model(list(variables), ncols, rows, rhs, basis, artificials, levels)


def phase_one(model, budget):
    """A feasible tableau of the model, or Infeasible."""
    t = Tableau(model.ncols, [dict(r) for r in model.rows], list(model.rhs), list(model.basis), budget)
    if model.artificials:
        result = t.minimise({a: Fraction(1) for a in model.artificials})
        # never unbounded: the artificials are non-negative
        if result[0] > 0:
            raise Infeasible()
        t.drop(set(model.artificials))
    return t


def feasible(variables, cons, budget):
    """Whether the required constraints among `cons` can hold together, exactly."""
    req = [c for c in cons if c.prio >= REQUIRED]
    try:
        phase_one(build(variables, req), budget)
    except Infeasible:
        return False
    return True


@dataclass
class Solution:
    """The exact answer at one print: each level's optimum (highest first) and each
    variable's interval over the lexicographically optimal set (None for an infinite end)."""
    optima: list = field(default_factory=list)       # [(priority, Fraction)]
    intervals: dict = field(default_factory=dict)    # var -> (Fraction | None, Fraction | None)


def solve(variables, cons, budget):
    """The exact lexicographic optimum of a snapshot (required rows must be feasible)."""
    model = build(variables, cons)
    t = phase_one(model, budget)
    out = Solution()
    for prio in sorted(model.levels, reverse=True):
        result = t.minimise(model.levels[prio])
        if result is None:  # cannot happen: errors are non-negative with weights > 0
            raise Unknown(f"level {prio:g} unbounded")
        value, d = result
        out.optima.append((prio, value))
        t.drop({k for k, v in d.items() if v > 0})
    for i, v in enumerate(model.variables):
        ends = []
        for sign in (1, -1):
            result = t.minimise({2 * i: Fraction(sign), 2 * i + 1: Fraction(-sign)})
            ends.append(None if result is None else sign * result[0])
        out.intervals[v] = (ends[0], ends[1])
    return out


class Relaxed:
    """The points that meet each required row within its `slack` ({line: float}, both ways
    for an equality) and keep each level's weighted error at most its cap (`caps`:
    {priority: Fraction}): the answers right to within those tolerances, exactly. Raises
    Infeasible when there is none."""

    def __init__(self, variables, cons, caps, slack, budget):
        from oracle import Con, Form  # the oracle's model; imported late (oracle imports us)
        relaxed = []
        for c in cons:
            if c.prio < REQUIRED:
                relaxed.append(c)
                continue
            s = exact(slack.get(c.line, 0.0))
            k = exact(c.form.const)
            if c.op in ("<=", "=="):
                relaxed.append(Con(Form(c.form.terms, k - s), "<=", c.prio, c.weight, c.line))
            if c.op in (">=", "=="):
                relaxed.append(Con(Form(c.form.terms, k + s), ">=", c.prio, c.weight, c.line))
        model = build(variables, relaxed)
        # A cap is a row over the level's error columns: Σ w·e + t == cap, t ≥ 0. The error
        # columns may exceed the true errors (nothing forces them down here), which bounds
        # the true errors all the more.
        for prio, cap in caps.items():
            if cap < 0:
                raise Infeasible()
            row = dict(model.levels.get(prio, {}))
            rhs = Fraction(cap)
            # The error columns may start basic in their own rows: substitute those rows, so
            # that the tableau starts canonical (a basic column in no other row).
            for i, b in enumerate(model.basis):
                f = row.get(b)
                if f:
                    for k, v in model.rows[i].items():
                        nv = row.get(k, 0) - f * v
                        if nv:
                            row[k] = nv
                        else:
                            row.pop(k, None)
                    rhs -= f * model.rhs[i]
            t = model.ncols
            model.ncols += 1
            row[t] = Fraction(1)
            if rhs < 0:
                row = {k: -v for k, v in row.items()}
                rhs = -rhs
                t = model.ncols
                model.ncols += 1
                row[t] = Fraction(1)
                model.artificials.append(t)
            model.rows.append(row)
            model.rhs.append(rhs)
            model.basis.append(t)
        self.model = model
        self.tableau = phase_one(model, budget)

    def range(self, var):
        """[min, max] of `var` over the points (None for an infinite end)."""
        i = self.model.variables.index(var)
        ends = []
        for sign in (1, -1):
            result = self.tableau.minimise({2 * i: Fraction(sign), 2 * i + 1: Fraction(-sign)})
            ends.append(None if result is None else sign * result[0])
        return ends[0], ends[1]

    def least(self, prio):
        """The least weighted error of level `prio` over the points."""
        result = self.tableau.minimise(self.model.levels.get(prio, {}))
        return Fraction(0) if result is None else result[0]


def feasible_within(variables, cons, relative, budget):
    """Whether the required constraints among `cons` can hold together when each may miss by
    `relative` of its size (its largest coefficient or its constant, whichever is larger: a
    row scaled to a largest coefficient of 1 misses by `relative` · max(1, |constant|)). A
    negative `relative` tightens the inequalities by as much and keeps the equalities."""
    req = [c for c in cons if c.prio >= REQUIRED]
    slack = {c.line: relative * max(max((abs(a) for a in c.form.terms.values()), default=0.0), abs(c.form.const))
             for c in req if relative > 0 or c.op != "=="}
    try:
        Relaxed(variables, req, {}, slack, budget)
    except Infeasible:
        return False
    return True


@dataclass
class ExactExpectation:
    error_lines: set
    snapshots: list   # oracle.Snapshot, with `exact` (a Solution) set on each
    # required lines infeasible in exact arithmetic but feasible when every required row may
    # miss by 1e-9 of its size (oracle.BORDERLINE_REL): a copy of an equality scaled by 1e-3
    # in double precision is inconsistent with it exactly, by its rounding (seed 30004)
    borderline: set = field(default_factory=set)
    # the mirror image: required lines feasible in exact arithmetic that are infeasible once
    # the inequalities are tightened by 1e-9 of their sizes (a solver may refuse them)
    near_infeasible: set = field(default_factory=set)


def replay(stmts, budget, refused=frozenset()):
    """The script's exact expectation: the oracle's replay with exact feasibility, then the
    exact solution at every print. The required lines in `refused` are taken as errors
    whatever their feasibility (the solver's verdict on a line feasible only by a hair, which
    the rest of the script then follows). Raises Unknown past the budget."""
    import oracle
    borderline, near = set(), set()

    def decide(variables, cons):
        line = cons[-1].line
        if line in refused:
            return False
        if feasible(variables, cons, budget):
            if not feasible_within(variables, cons, -oracle.BORDERLINE_REL, budget):
                near.add(line)
            return True
        if feasible_within(variables, cons, oracle.BORDERLINE_REL, budget):
            borderline.add(line)
        return False

    exp = oracle.replay(stmts, solve=False, feasible=decide)
    for s in exp.snapshots:
        s.exact = solve(s.variables, s.cons, budget)
    return ExactExpectation(exp.error_lines, exp.snapshots, borderline, near)
