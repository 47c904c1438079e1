#!/usr/bin/env python3
"""An independent LP oracle for constraint scripts (spec/CONSTRAINT-SCRIPT.md).

It replays a script with its own parser and model, solves every `print` point (or the end)
as a lexicographic sequence of linear programs with scipy's HiGHS, and compares the result
with what `autolayout solve FILE --json` prints.

Semantics:
- required constraints hold exactly;
- the other constraints form a strict hierarchy by priority; within one priority the sum of
  weight * error is minimised, where the error of `e == 0` is |e|, of `e <= 0` max(0, e) and of
  `e >= 0` max(0, -e);
- `edit v @s` is the constraint `v == 0 @s`; `suggest v x` changes it to `v == x`;
- a required constraint that makes the required set infeasible is an error on its line and
  stays out; so are duplicate labels, unknown labels in `remove`, duplicate or required edits,
  and suggestions for variables that are not edit variables.

For each level from the highest, the oracle minimises that level's weighted error subject to
the required constraints and to every higher level being at most its optimum (+ slack). Then
it minimises and maximises each variable with every level at its optimum, which gives the
interval of optimal values (a single point when the value is unique). The solver's value must
lie in that interval (1e-6), its per-level objective must equal the optimum (1e-6 relative,
plus what the 6-decimal rounding of the printed values can account for), and its required
constraints must hold.

Where that check finds a problem, or HiGHS fails, `exact.py` solves the same script over
exact rationals and its verdict stands ("pass (exact)", "FAIL (exact: ...)"); README: *The
exact second opinion*.

Usage:
    oracle.py check FILE...            compare the solver with the oracle on each file
    oracle.py fuzz --count N --seed S  generate N random scripts and check them
    oracle.py reduce FILE              shrink a failing script, line by line
    oracle.py solve FILE               print the oracle's intervals and level optima
Options: --solver PATH (default: .build/release/autolayout from the package root);
--exact-seconds S (check, fuzz: the exact check's budget per script, 0 for HiGHS only).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import warnings
from dataclasses import dataclass, field, replace

import numpy as np
from scipy.optimize import OptimizeWarning, linprog

REQUIRED = 1000.0
NAMED = {"required": REQUIRED, "strong": 750.0, "medium": 500.0, "weak": 250.0}
SLACK = 1e-9          # how far above its optimum a higher level may go (HiGHS runs at 1e-10)
VALUE_TOL = 1e-6      # values: inside the oracle's interval within this
OBJ_REL_TOL = 1e-6    # level objectives: relative tolerance
PRINT_HALF_ULP = 5e-7  # the solver prints 6 decimals
REL_TOL = 1e-9        # plus this much of the magnitudes involved, for values and residuals
EXACT_SECONDS = 20.0  # the exact second opinion's budget per script (exact.py), in seconds
# A failure is ill-conditioned when the solver's answer is the exact answer of the script with
# every number moved by at most WITNESS_REL of itself (a few units in the last place of a
# double): `perturbation_witness` tries near-parallel rows made parallel, then WITNESS_TRIALS
# seeded perturbations. Such a script is counted apart, neither passed nor failed.
WITNESS_REL = 1e-15
WITNESS_TRIALS = 8

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_SOLVER = os.path.join(ROOT, ".build", "release", "autolayout")


# ----------------------------------------------------------------------------- parsing

class ParseError(Exception):
    pass


TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|(==|<=|>=|[-+*/():@]))")


def tokenize(text):
    out, i = [], 0
    text = text.rstrip()
    while i < len(text):
        m = TOKEN.match(text, i)
        if not m or m.end() == i:
            if text[i:].strip() == "":
                break
            raise ParseError(f"bad character at {text[i:]!r}")
        if m.group(1) is not None:
            out.append(("num", float(m.group(1))))
        elif m.group(2) is not None:
            out.append(("id", m.group(2)))
        else:
            out.append(("op", m.group(3)))
        i = m.end()
    out.append(("end", None))
    return out


class Form:
    """A linear form: {variable: coefficient} + constant."""

    def __init__(self, terms=None, const=0.0, names=None):
        self.terms = dict(terms or {})
        self.const = const
        # every variable written, even one whose coefficients cancel (the script still
        # creates and prints it)
        self.names = list(names) if names is not None else list(self.terms)

    def add(self, other, sign=1.0):
        t = dict(self.terms)
        for k, v in other.terms.items():
            t[k] = t.get(k, 0.0) + sign * v
        return Form({k: v for k, v in t.items() if v != 0.0}, self.const + sign * other.const,
                    self.names + [n for n in other.names if n not in self.names])

    def scale(self, f):
        return Form({k: v * f for k, v in self.terms.items() if v * f != 0.0}, self.const * f, self.names)

    def value(self, values):
        return self.const + sum(c * values.get(v, 0.0) for v, c in self.terms.items())


class ExprParser:
    def __init__(self, tokens, i=0):
        self.t, self.i = tokens, i

    def peek(self):
        return self.t[self.i]

    def take(self):
        tok = self.t[self.i]
        self.i += 1
        return tok

    def sum(self):
        f = self.product()
        while self.peek() in (("op", "+"), ("op", "-")):
            sign = 1.0 if self.take()[1] == "+" else -1.0
            f = f.add(self.product(), sign)
        return f

    def product(self):
        f = self.unary()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            g = self.unary()
            if op == "*":
                if not f.terms:
                    f = g.scale(f.const)
                    f.names += [n for n in g.names if n not in f.names]
                elif not g.terms:
                    f = f.scale(g.const)
                else:
                    raise ParseError("non-linear")
            else:
                if g.terms or g.const == 0:
                    raise ParseError("bad divisor")
                f = f.scale(1.0 / g.const)
        return f

    def unary(self):
        tok = self.peek()
        if tok == ("op", "-"):
            self.take()
            return self.unary().scale(-1.0)
        if tok == ("op", "+"):
            self.take()
            return self.unary()
        if tok == ("op", "("):
            self.take()
            f = self.sum()
            if self.take() != ("op", ")"):
                raise ParseError("expected )")
            return f
        if tok[0] == "num":
            self.take()
            return Form({}, tok[1])
        if tok[0] == "id":
            self.take()
            return Form({tok[1]: 1.0})
        raise ParseError(f"unexpected {tok}")


def parse_strength(tokens, i):
    """Parses `@name[:w]` or `@number[:w]` at tokens[i] == '@'; returns (priority, weight, i)."""
    i += 1
    kind, val = tokens[i]
    if kind == "id" and val in NAMED:
        prio = NAMED[val]
    elif kind == "num" and 1 <= val <= 1000:
        prio = min(val, REQUIRED)
    else:
        raise ParseError("bad strength")
    i += 1
    weight = 1.0
    if tokens[i] == ("op", ":"):
        i += 1
        if tokens[i][0] != "num" or tokens[i][1] <= 0 or prio >= REQUIRED:
            raise ParseError("bad weight")
        weight = tokens[i][1]
        i += 1
    return prio, weight, i


@dataclass
class Stmt:
    line: int
    kind: str                  # add, remove, edit, suggest, print
    form: Form | None = None   # add: the constraint is `form OP 0`
    op: str = ""
    prio: float = REQUIRED
    weight: float = 1.0
    label: str | None = None
    var: str | None = None
    value: float = 0.0


def parse_script(text):
    stmts = []
    for n, raw in enumerate(text.split("\n"), start=1):
        line = raw.split("#", 1)[0]
        if not line.strip():
            continue
        toks = tokenize(line)
        first = toks[0]
        if first == ("id", "print") and toks[1][0] == "end":
            stmts.append(Stmt(n, "print"))
            continue
        if first[0] == "id" and first[1] in ("edit", "remove", "suggest") and toks[1][0] == "id":
            word, var = first[1], toks[1][1]
            if word == "remove":
                stmts.append(Stmt(n, "remove", label=var))
            elif word == "edit":
                prio, weight, i = 750.0, 1.0, 2
                if toks[2] == ("op", "@"):
                    prio, weight, i = parse_strength(toks, 2)
                stmts.append(Stmt(n, "edit", var=var, prio=prio, weight=weight))
            else:
                p = ExprParser(toks, 2)
                f = p.sum()
                if f.terms:
                    raise ParseError("non-constant suggestion")
                stmts.append(Stmt(n, "suggest", var=var, value=f.const))
            continue
        i, label = 0, None
        if first[0] == "id" and toks[1] == ("op", ":"):
            label, i = first[1], 2
        p = ExprParser(toks, i)
        lhs = p.sum()
        rel = p.take()
        if rel[0] != "op" or rel[1] not in ("==", "<=", ">="):
            raise ParseError(f"line {n}: expected relation")
        rhs = p.sum()
        prio, weight, j = REQUIRED, 1.0, p.i
        if toks[j] == ("op", "@"):
            prio, weight, j = parse_strength(toks, j)
        if toks[j][0] != "end":
            raise ParseError(f"line {n}: trailing tokens")
        stmts.append(Stmt(n, "add", form=lhs.add(rhs, -1.0), op=rel[1], prio=prio, weight=weight, label=label))
    return stmts


# ----------------------------------------------------------------------------- the LP model

@dataclass
class Con:
    form: Form
    op: str
    prio: float
    weight: float
    line: int


def _linprog(c, A_ub, b_ub, A_eq, b_eq, bounds):
    """HiGHS with tight tolerances; when it calls a problem infeasible that the caller
    believes feasible it is retried without presolve, then with the default tolerances."""
    r = _linprog_once(c, A_ub, b_ub, A_eq, b_eq, bounds, {})
    if r.status in (2, 4):
        for extra in ({"presolve": False}, None):
            r2 = _linprog_once(c, A_ub, b_ub, A_eq, b_eq, bounds, extra)
            if r2.status in (0, 3):
                return r2
    return r


def _linprog_once(c, A_ub, b_ub, A_eq, b_eq, bounds, extra):
    kw = {}
    if A_ub:
        kw["A_ub"], kw["b_ub"] = np.array(A_ub), np.array(b_ub)
    if A_eq:
        kw["A_eq"], kw["b_eq"] = np.array(A_eq), np.array(b_eq)
    opts = {} if extra is None else {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10, **extra}
    # HiGHS drops matrix entries below `small_matrix_value` (1e-9 by default; 1e-12 is the
    # least it takes): a required row `-204000 * e - 1.6e-5 * d == -0.001` scaled to a largest
    # coefficient of 1 holds d at 7.9e-11, and without it e is pinned. scipy passes the
    # option through with a warning, silenced here.
    opts["small_matrix_value"] = 1e-12
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", OptimizeWarning)
        return linprog(np.array(c, dtype=float), bounds=bounds, method="highs-ds", options=opts, **kw)


class LP:
    """The constraints as an LP over the variables and one or two error columns per soft
    constraint; the soft errors are tied to their constraint so that they are exactly the
    constraint's error at any optimum of their level."""

    def __init__(self, variables, cons):
        self.vars = list(variables)
        self.index = {v: i for i, v in enumerate(self.vars)}
        n = len(self.vars)
        self.A_ub, self.b_ub, self.A_eq, self.b_eq = [], [], [], []
        self.levels = {}  # prio -> {column: weight}
        cols = n
        errs = []
        # Columns are scaled too: variable i is `scale[i]` times the LP's column, a power of
        # two that brings its largest coefficient (in rows scaled to a largest coefficient of
        # 1) to [1, 2). HiGHS drops matrix entries below 1e-9 (`small_matrix_value`), so a
        # variable that only a coefficient of 2e-10 ties to the others (`-2.3e-6 * b + 10000 *
        # d == 0`: b is 4.4e9 times d) was free to it, and the required row became `d == 0`.
        # The same LP, exactly (powers of two), whatever the spread of the coefficients.
        largest = [0.0] * n
        for c in cons:
            big = max((abs(a) for a in c.form.terms.values()), default=0.0)
            for v, a in c.form.terms.items():
                largest[self.index[v]] = max(largest[self.index[v]], abs(a) / big)
        self.scale = [float(2.0 ** -np.floor(np.log2(m))) if m > 0 else 1.0 for m in largest]
        for c in cons:
            row = [0.0] * n
            for v, a in c.form.terms.items():
                row[self.index[v]] = a * self.scale[self.index[v]]
            rhs = -c.form.const
            if c.prio >= REQUIRED:
                self._put(row, c.op, rhs, [])
                continue
            # A soft row is scaled to a largest coefficient of 1 and its weight by as much
            # (the same LP): its error columns then measure the error in units of the values,
            # so HiGHS's absolute tolerances and the level caps below mean the same for a row
            # of 1e-6s as for a row of 1e6s.
            big = max((abs(a) for a in row), default=0.0)
            weight = c.weight
            if big > 0:
                row = [a / big for a in row]
                rhs /= big
                weight *= big
            if c.op == "==":
                errs.append((row, "==", rhs, [(cols, -1.0), (cols + 1, 1.0)]))  # e - p + m == 0
                lvl = self.levels.setdefault(c.prio, {})
                lvl[cols] = lvl.get(cols, 0.0) + weight
                lvl[cols + 1] = lvl.get(cols + 1, 0.0) + weight
                cols += 2
            elif c.op == "<=":
                errs.append((row, "<=", rhs, [(cols, -1.0)]))  # e - s <= 0
                lvl = self.levels.setdefault(c.prio, {})
                lvl[cols] = lvl.get(cols, 0.0) + weight
                cols += 1
            else:
                errs.append((row, ">=", rhs, [(cols, 1.0)]))  # e + s >= 0
                lvl = self.levels.setdefault(c.prio, {})
                lvl[cols] = lvl.get(cols, 0.0) + weight
                cols += 1
        cols += 1  # a free dummy column, so that an LP always has one
        self.ncols = cols
        self._req = (len(self.A_ub), len(self.A_eq))
        for row, op, rhs, extra in errs:
            self._put(row, op, rhs, extra)
        self.A_ub = [r + [0.0] * (cols - len(r)) for r in self.A_ub]
        self.A_eq = [r + [0.0] * (cols - len(r)) for r in self.A_eq]
        self.bounds = [(None, None)] * n + [(0, None)] * (cols - n - 1) + [(0, 0)]

    def _put(self, row, op, rhs, extra):
        row = list(row)
        if not extra:
            # A required row is scaled to a largest coefficient of 1 (the same constraint):
            # HiGHS's absolute tolerances then mean the same for a row of 1e-7s as of 1e6s.
            big = max((abs(a) for a in row), default=0.0)
            if big > 0:
                row = [a / big for a in row]
                rhs /= big
        for col, a in extra:
            row += [0.0] * (col + 1 - len(row))
            row[col] = a
        if op == "==":
            self.A_eq.append(row)
            self.b_eq.append(rhs)
        elif op == "<=":
            self.A_ub.append(row)
            self.b_ub.append(rhs)
        else:
            self.A_ub.append([-a for a in row])
            self.b_ub.append(-rhs)

    def objective(self, prio):
        c = [0.0] * self.ncols
        for col, w in self.levels[prio].items():
            c[col] = w
        return c

    def _sensitivity(self, r, A_ub, b_ub):
        """How far the optimum of `r` (an LP over A_ub, b_ub and the equalities) moves when
        every row's right-hand side moves by 1e-9 of its size at the optimum (what the
        solver's values are good to) and every cap by its slack: the rows' dual values times
        those moves. Near-parallel rows have large duals: there a level's optimum is not
        known to better than this, however exactly HiGHS computes it (seed 30051: a strong
        edit decided by a difference of 1e-6 relative between two rows of 3e5s moves 0.003
        when a row moves 1e-9 of its size)."""
        x = np.array(r.x)
        total = 0.0
        for rows, rhs, marginals in ((A_ub, b_ub, getattr(r, "ineqlin", None)), (self.A_eq, self.b_eq, getattr(r, "eqlin", None))):
            if marginals is None or not rows:
                continue
            duals = np.abs(np.array(marginals.marginals))
            A = np.array(rows)
            size = np.maximum(1.0, np.maximum(np.abs(np.array(rhs)), np.abs(A * x).sum(axis=1)))
            total += float((duals * (REL_TOL * size)).sum())
        return total

    def interval_within(self, var, caps, point):
        """The [min, max] of `var` over the points where each level's objective is at most its
        cap (`caps`: (priority, cap) pairs in the objective's own units) and each required row
        holds to the solver's promise at `point` (the printed values: 1e-9 of |c| + sum |a| *
        max(1, |x|)): the values of the answers that are right to within those tolerances.
        Near-parallel required equalities decide a value exactly only in exact arithmetic
        (seed 30408: two equalities 1.5e-8 apart, relative, make a = 0, but a = 0.001 meets
        both to 3e-7 of terms of 13000). None when HiGHS fails."""
        req_ub, req_eq = self._req
        x = np.array([point.get(v, 0.0) for v in self.vars])
        scale = np.array(self.scale)

        def promise(row, b):
            a = np.abs(np.array(row[:len(self.vars)])) / scale
            return REL_TOL * (abs(b) + float((a * np.maximum(1.0, np.abs(x))).sum()))

        A_ub, b_ub = list(self.A_ub), list(self.b_ub)
        for k in range(req_ub):
            b_ub[k] += promise(A_ub[k], b_ub[k])
        A_eq, b_eq = [], []
        for k, (row, b) in enumerate(zip(self.A_eq, self.b_eq)):
            if k < req_eq:
                slack = promise(row, b)
                A_ub += [row, [-a for a in row]]
                b_ub += [b + slack, -b + slack]
            else:
                A_eq.append(row)
                b_eq.append(b)
        for prio, cap in caps:
            c = self.objective(prio)
            small = min(a for a in c if a > 0)
            A_ub.append([a / small for a in c])
            b_ub.append(cap / small)
        i = self.index[var]
        out = []
        for sign in (1.0, -1.0):
            c = [0.0] * self.ncols
            c[i] = sign
            r = _linprog(c, A_ub, b_ub, A_eq or None, b_eq or None, self.bounds)
            if r.status == 3:
                out.append(-sign * np.inf)
            elif r.status == 0:
                out.append(sign * float(r.fun) * self.scale[i])
            else:
                return None
        return out

    def solve(self):
        """Level optima (highest first) and each variable's [min, max] at those optima."""
        A_ub, b_ub = list(self.A_ub), list(self.b_ub)
        ncaps = len(b_ub)
        optima = []
        self.uncertainty = {}
        self.widened = 0.0
        for prio in sorted(self.levels, reverse=True):
            c = self.objective(prio)
            # The level's objective is scaled to a largest coefficient of 1 for HiGHS, and
            # its cap to a smallest coefficient of 1: the cap's slack is then at most 1e-9 of
            # each (scaled) row's error, that is of the values, whatever the size of the rows'
            # coefficients or weights. An absolute slack on the unscaled objective let a
            # strong row of coefficients 1e-6 miss by 1e-9, a move of 3.5e-4 in its variable,
            # which the lower levels took (seed 7); a cap scaled to its largest coefficient
            # let an edit beside a row of 6964 miss by 7e-6 (seed 30024).
            big = max(c)
            small = min(a for a in c if a > 0)
            r = _linprog([a / big for a in c], A_ub, b_ub, self.A_eq, self.b_eq, self.bounds)
            if r.status != 0:
                raise RuntimeError(f"level {prio}: linprog status {r.status}: {r.message}")
            opt = float(r.fun) * big
            optima.append((prio, opt))
            # The optimum is only as good as the point HiGHS found: values of size X there
            # are known to 1e-9 X, so the level's (scaled) errors to as much, times the level's
            # weights. Near-parallel rows can put that point at values of 1e8 exploiting a
            # coefficient of 1e-17 relative, below what double precision resolves (seed
            # 30051: a strong optimum of 0.0263 against the solver's 0.0301, which is exact
            # for the rows in double precision).
            x_size = max((abs(float(x)) * self.scale[i] for i, x in enumerate(r.x[:len(self.vars)])), default=0.0)
            self.uncertainty[prio] = REL_TOL * sum(c) * max(1.0, x_size) + big * self._sensitivity(r, A_ub, b_ub)
            A_ub.append([a / small for a in c])
            opt /= small
            b_ub.append(opt + SLACK + 1e-13 * abs(opt))
            # HiGHS's optimum can sit a hair under the true one: widen the cap only as far as
            # the next level needs to be feasible.
            for extra in (1e-8, 1e-7, 1e-6):
                probe = _linprog([0.0] * self.ncols, A_ub, b_ub, self.A_eq, self.b_eq, self.bounds)
                if probe.status != 2:
                    break
                b_ub[-1] = opt + extra + 1e-9 * abs(opt)
                self.widened = max(self.widened, extra)
        intervals = {}
        for v, i in self.index.items():
            c = [0.0] * self.ncols
            bounds = []
            for sign in (1.0, -1.0):
                c[i] = sign
                r = _linprog(c, A_ub, b_ub, self.A_eq, self.b_eq, self.bounds)
                widen = 1e-8
                while r.status == 2 and widen <= 1e-6:
                    # HiGHS can find the capped system infeasible where the level LPs did not:
                    # loosen the caps of the levels a little and say so in `widened`.
                    loose = b_ub[:ncaps] + [b + widen for b in b_ub[ncaps:]]
                    r = _linprog(c, A_ub, loose, self.A_eq, self.b_eq, self.bounds)
                    self.widened = max(self.widened, widen)
                    widen *= 10
                if r.status == 3:
                    bounds.append(-sign * np.inf)
                elif r.status == 0:
                    bounds.append(sign * float(r.fun) * self.scale[i])
                else:
                    raise RuntimeError(f"interval of {v}: linprog status {r.status}: {r.message}")
            intervals[v] = (bounds[0], bounds[1])
        return optima, intervals


BORDERLINE_REL = 1e-9  # a required set infeasible by less than this (relative) is borderline


def required_feasible(variables, cons, relax=0.0):
    """Whether the required constraints can hold together; with `relax`, each (scaled)
    required row may miss by `relax` times max(1, |its right-hand side|). A negative `relax`
    tightens the inequalities by as much and keeps the equalities exact."""
    req = [c for c in cons if c.prio >= REQUIRED]
    if not req:
        return True
    lp = LP(variables, req)
    b_ub = [b + relax * max(1.0, abs(b)) for b in lp.b_ub]
    A_ub, A_eq, b_eq = list(lp.A_ub), [], []
    for row, b in zip(lp.A_eq, lp.b_eq):
        if relax > 0:
            A_ub += [row, [-a for a in row]]
            b_ub += [b + relax * max(1.0, abs(b)), -b + relax * max(1.0, abs(b))]
        else:
            A_eq.append(row)
            b_eq.append(b)
    if relax < 0:
        # Tightened: only HiGHS's tight tolerances mean anything here (its defaults, 1e-7,
        # would swallow the tightening), with and without presolve. The equalities cannot be
        # tightened; see below.
        for extra in ({}, {"presolve": False}):
            r = _linprog_once([0.0] * lp.ncols, A_ub, b_ub, A_eq, b_eq, lp.bounds, extra)
            if r.status == 0:
                break
        else:
            return False
        # A point HiGHS found only within its tolerance (an equality missed by more than
        # 1e-12 of its size: a redundant equality that really holds is met to rounding)
        # means the equalities are consistent only by a hair too (seed 376: two equalities
        # 3.6e-11 apart, relative, then `a == 0`).
        x = np.array(r.x)
        for row, b in zip(A_eq, b_eq):
            row = np.array(row)
            if abs(row @ x - b) > 1e-12 * max(1.0, abs(b), float(np.abs(row * x).sum())):
                return False
        return True
    r = _linprog([0.0] * lp.ncols, A_ub, b_ub, A_eq, b_eq, lp.bounds)
    if r.status == 2:
        return False
    if r.status != 0:
        raise RuntimeError(f"feasibility: linprog status {r.status}: {r.message}")
    return True


def error_of(con, values):
    e = con.form.value(values)
    if con.op == "==":
        return abs(e)
    if con.op == "<=":
        return max(0.0, e)
    return max(0.0, -e)


# ----------------------------------------------------------------------------- replay

@dataclass
class Snapshot:
    line: int                       # the print's line, or 0 for the implicit one at the end
    variables: list
    cons: list
    optima: list = field(default_factory=list)
    intervals: dict = field(default_factory=dict)
    # per level: how well the oracle knows its optimum (see LP.solve)
    uncertainty: dict = field(default_factory=dict)
    widened: float = 0.0            # how far HiGHS needed a level's cap loosened (LP.solve)


@dataclass
class Expectation:
    error_lines: set
    snapshots: list
    # required constraints infeasible only by a relative hair (BORDERLINE_REL): a solver
    # with relative tolerances may accept them, so a script with one proves nothing either way
    borderline: set = field(default_factory=set)
    # the mirror image: required constraints feasible only by such a hair (the set becomes
    # infeasible once its inequalities are tightened by BORDERLINE_REL); a solver may refuse
    # them, and a script where it does is borderline too (see check_text)
    near_infeasible: set = field(default_factory=set)
    # which reference decided: "highs", or "exact" (the exact second opinion, exact.py)
    source: str = "highs"
    # the trial of `perturbation_witness` whose perturbed script the solver's answer solves
    # exactly, when the script fails (but for a hang, a non-finite value or the exit status);
    # None otherwise
    witness: int | None = None


def replay(stmts, solve=True, feasible=None):
    """What the script must do: the lines that must fail and the state at every print.
    `feasible(variables, cons)`, when given, decides whether a required set can hold instead
    of HiGHS (the exact path, `exact.py`); the borderline sets are then left empty."""
    known, known_set = [], set()
    cons = {}            # key -> Con, in insertion order
    labels = {}          # label -> key
    edits = {}           # var -> key
    errors = set()
    borderline = set()
    near_infeasible = set()
    snaps = []

    def remember(names):
        for v in names:
            if v not in known_set:
                known_set.add(v)
                known.append(v)

    def snapshot(line):
        cs = list(cons.values())
        variables = list(known)
        for c in cs:
            for v in c.form.terms:
                if v not in known_set:  # cannot happen, kept for safety
                    variables.append(v)
        s = Snapshot(line, variables, cs)
        if solve:
            lp = LP(variables, cs)
            s.optima, s.intervals = lp.solve()
            s.uncertainty = lp.uncertainty
            s.widened = lp.widened
        snaps.append(s)

    for k, st in enumerate(stmts):
        if st.kind == "print":
            snapshot(st.line)
        elif st.kind == "add":
            if st.label is not None and st.label in labels:
                errors.add(st.line)
                continue
            con = Con(st.form, st.op, st.prio, st.weight, st.line)
            if con.prio >= REQUIRED and feasible is not None:
                vs = list(known) + [v for v in con.form.names if v not in known_set]
                if not feasible(vs, list(cons.values()) + [con]):
                    errors.add(st.line)
                    continue
            elif con.prio >= REQUIRED:
                vs = list(known) + [v for v in con.form.names if v not in known_set]
                if not required_feasible(vs, list(cons.values()) + [con]):
                    errors.add(st.line)
                    if required_feasible(vs, list(cons.values()) + [con], relax=BORDERLINE_REL):
                        borderline.add(st.line)
                    continue
                if not required_feasible(vs, list(cons.values()) + [con], relax=-BORDERLINE_REL):
                    near_infeasible.add(st.line)
            cons[("c", k)] = con
            if st.label is not None:
                labels[st.label] = ("c", k)
            remember(con.form.names)
        elif st.kind == "remove":
            if st.label not in labels:
                errors.add(st.line)
                continue
            del cons[labels.pop(st.label)]
        elif st.kind == "edit":
            if st.var in edits or st.prio >= REQUIRED:
                errors.add(st.line)
                continue
            cons[("e", st.var)] = Con(Form({st.var: 1.0}), "==", st.prio, st.weight, st.line)
            edits[st.var] = ("e", st.var)
            remember([st.var])
        elif st.kind == "suggest":
            if st.var not in edits:
                errors.add(st.line)
                continue
            old = cons[("e", st.var)]
            cons[("e", st.var)] = Con(Form({st.var: 1.0}, -st.value), "==", old.prio, old.weight, old.line)
            remember([st.var])
    if not any(st.kind == "print" for st in stmts):
        snapshot(0)
    return Expectation(errors, snaps, borderline, near_infeasible)


# ----------------------------------------------------------------------------- comparison

ERROR_LINE = re.compile(r"^.*?:(\d+):(\d+): error: (.*)$")


class SolverTimeout(Exception):
    pass


def run_solver(solver, path, timeout=120):
    try:
        p = subprocess.run([solver, "solve", path, "--json"], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise SolverTimeout(f"the solver did not finish in {timeout} s")
    outs = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
    errs = {}
    for l in p.stderr.splitlines():
        m = ERROR_LINE.match(l)
        if m:
            errs.setdefault(int(m.group(1)), m.group(3))
    return outs, errs, p.returncode, p.stderr


@dataclass
class Residual:
    """The worst required residual seen beyond what the printed values' rounding explains:
    absolute, and relative to the magnitude of the constraint's terms at the printed values
    (|constant| + sum |a * x|, at least 1)."""
    absolute: float = 0.0
    relative: float = 0.0
    where: str = ""

    def see(self, e, magnitude, where):
        rel = abs(e) / max(1.0, magnitude)
        if rel > self.relative or (rel == self.relative and abs(e) > self.absolute):
            self.absolute, self.relative, self.where = abs(e), rel, where


def compare_snapshot(s, got, residual=None, refused=frozenset()):
    """Problems of one print: a list of strings. `residual` (a Residual) collects the worst
    required residual. Required constraints on `refused` lines (the solver reported an error
    there) are not checked: that error is already a problem, and the solver holds no such
    constraint."""
    problems = []
    expected_vars = set(s.variables)
    for v in sorted(expected_vars - set(got)):
        problems.append(f"variable {v} not printed")
    for v in sorted(set(got) - expected_vars):
        problems.append(f"unexpected variable {v} printed")
    values = {v: (float("nan") if got.get(v) is None else float(got[v])) for v in s.variables}
    finite = all(np.isfinite(x) for x in values.values())
    # How far above its optimum each level may be at the printed values: the solver's
    # promise of 1e-9 of each row's terms, plus what printing explains, plus 1e-6 of the
    # optimum (no absolute floor: that would let a row of coefficients 1e-6 miss by 1e-6).
    level_tol = {}
    for prio, opt in s.optima:
        level = [c for c in s.cons if c.prio == prio]
        rounding = PRINT_HALF_ULP * sum(c.weight * sum(abs(a) for a in c.form.terms.values()) for c in level)
        size = (sum(c.weight * (abs(c.form.const) + sum(abs(a * values.get(v, 0.0)) for v, a in c.form.terms.items()))
                    for c in level) if finite else 0.0)
        level_tol[prio] = OBJ_REL_TOL * abs(opt) + rounding + REL_TOL * size + s.uncertainty.get(prio, 0.0)
    lp = None
    for v in s.variables:
        if v not in got:
            continue
        lo, hi = s.intervals[v]
        x = values[v]
        if not np.isfinite(x):
            problems.append(f"{v}: not a finite value: {got.get(v)!r}")
            continue
        tol = VALUE_TOL + REL_TOL * max(abs(x), min(abs(lo), abs(hi)))
        if not (lo - tol <= x <= hi + tol) and finite:
            # Outside the exactly optimal interval, which near-parallel rows can make far
            # narrower than rounding: the value passes when some point optimal to within
            # each level's tolerance (above) has it, as the levels' check asks of the
            # solver's own point (seeds 30063, 30233: values 1e-8 relative apart).
            if lp is None:
                lp = LP(s.variables, s.cons)
            within = lp.interval_within(v, [(prio, opt + level_tol[prio]) for prio, opt in s.optima], values)
            if within is not None:
                lo, hi = min(lo, within[0]), max(hi, within[1])
        if not (lo - tol <= x <= hi + tol):
            what = f"{lo:.9g}" if hi - lo <= VALUE_TOL else f"[{lo:.9g}, {hi:.9g}]"
            problems.append(f"{v}: expected {what}, got {x:.9g}")
    problems += required_problems(s, values, residual, refused)
    for prio, opt in s.optima:
        level = [c for c in s.cons if c.prio == prio]
        got_obj = sum(c.weight * error_of(c, values) for c in level)
        rounding = PRINT_HALF_ULP * sum(c.weight * sum(abs(a) for a in c.form.terms.values()) for c in level)
        # Each row's error is good to the accuracy the solver promises for its values (1e-9
        # of the row's terms at the printed values, as for required rows): an error of 0.009
        # on a row whose terms are 3.8e13 (seed 30025) is rounding, not a worse optimum.
        size = sum(c.weight * (abs(c.form.const) + sum(abs(a * values.get(v, 0.0)) for v, a in c.form.terms.items()))
                   for c in level)
        tol = OBJ_REL_TOL * max(1.0, abs(opt)) + rounding + SLACK + REL_TOL * size + s.uncertainty.get(prio, 0.0)
        if abs(got_obj - opt) > tol:
            problems.append(f"level {prio:g}: objective expected {opt:.9g}, got {got_obj:.9g}")
    return problems


def required_problems(s, values, residual=None, refused=frozenset()):
    """The required constraints of snapshot `s` that the printed `values` violate beyond the
    solver's promise (lines in `refused` are not held by the solver, so not checked)."""
    problems = []
    for c in s.cons:
        if c.prio < REQUIRED or c.line in refused:
            continue
        e = c.form.value(values)
        magnitude = abs(c.form.const) + sum(abs(a * values.get(v, 0.0)) for v, a in c.form.terms.items())
        rounding = PRINT_HALF_ULP * sum(abs(a) for a in c.form.terms.values())
        if residual is not None and np.isfinite(e):
            # what the 6-decimal printing cannot explain
            violation = abs(e) if c.op == "==" else (max(0.0, e) if c.op == "<=" else max(0.0, -e))
            residual.see(max(0.0, violation - rounding), magnitude, f"line {c.line}")
        # The solver's promise (`Solver.requiredAccuracy`): 1e-9 of |c| + sum |a| * max(1, |x|),
        # plus what printing explains. No absolute floor: a row of coefficients 1e-5 is held
        # to 1e-14, not to 1e-6.
        promise = abs(c.form.const) + sum(abs(a) * max(1.0, abs(values.get(v, 0.0))) for v, a in c.form.terms.items())
        tol = REL_TOL * promise + rounding
        bad = abs(e) > tol if c.op == "==" else (e > tol if c.op == "<=" else e < -tol)
        if bad:
            problems.append(f"required constraint on line {c.line} violated: residual {e:.9g} ({c.op} 0)")
    return problems


def meets_promise(con, got):
    """Whether a required constraint holds at the printed values `got` to the solver's
    promise (1e-9 of |c| + sum |a| * max(1, |x|)) plus what printing explains."""
    try:
        values = {v: float(got[v]) for v in con.form.terms}
    except (KeyError, TypeError, ValueError):
        return False
    if not all(np.isfinite(x) for x in values.values()):
        return False
    e = con.form.value(values)
    promise = abs(con.form.const) + sum(abs(a) * max(1.0, abs(values[v])) for v, a in con.form.terms.items())
    tol = REL_TOL * promise + PRINT_HALF_ULP * sum(abs(a) for a in con.form.terms.values())
    return abs(e) <= tol if con.op == "==" else (e <= tol if con.op == "<=" else e >= -tol)


def check_text(text, solver, name="script.cass", residual=None, timeout=60, exact_seconds=EXACT_SECONDS):
    """Returns (problems, expectation). Problems is a list of strings; empty when they agree.
    `residual` (a Residual) collects the worst required residual of the solver's answers.
    The expectation's `source` says which reference decided: "highs", or "exact" when the
    HiGHS check failed or HiGHS itself failed and the exact check (`exact.py`, within
    `exact_seconds`; 0 turns it off) finished. When HiGHS failed and the exact check did not
    finish, HiGHS's exception is raised (the script is skipped: no reference)."""
    stmts = parse_script(text)
    # A script whose last command comes after its last print shows nothing of the solver's
    # final state, so a required line taken there could not be shown met to the promise (the
    # borderline rule, `mirror_borderline`): the solver runs the script with a `print`
    # appended, and that last answer is used for the borderline rule only (seeds 31397,
    # 31795, 32088). A script without a print prints its final state already.
    prints = sum(1 for st in stmts if st.kind == "print")
    appended = prints > 0 and stmts[-1].kind != "print"
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, name)
        with open(path, "w") as f:
            f.write(text + ("" if text.endswith("\n") else "\n") + "print\n" if appended else text)
        try:
            outs, errs, rc, stderr = run_solver(solver, path, timeout)
        except SolverTimeout as e:
            return [str(e)], Expectation(set(), [])
    final = None
    if appended:
        if len(outs) != prints + 1:
            return ([f"{len(outs)} prints with a print appended, expected {prints + 1}; stderr: {stderr.strip()[:300]}"],
                    Expectation(set(), []))
        final = outs.pop()
    failure = None
    try:
        problems, exp = check_highs(stmts, outs, errs, rc, stderr, residual, final)
        if not problems:
            return problems, exp
    except Exception as e:  # HiGHS failed: no reference from it
        failure = e
    if exact_seconds > 0:
        import exact
        try:
            problems, exp = check_exact(stmts, outs, errs, rc, stderr, residual, exact.Budget(exact_seconds), final)
        except exact.Unknown:
            pass
        else:
            if problems and not kinds(problems) & {"hang", "non-finite", "other"}:
                exp.witness = perturbation_witness(stmts, outs, errs, rc, stderr, exact_seconds, final)
            return problems, exp
    if failure is not None:
        raise failure
    return problems, exp


def perturbed(stmts, relative, rng):
    """`stmts` with every coefficient, constant and suggested value multiplied by its own
    1 + u·`relative`, u uniform in [-1, 1] from `rng` (zeros and signs kept)."""
    out = []
    for st in stmts:
        if st.kind == "add":
            f = st.form
            form = Form({v: c * (1 + relative * rng.uniform(-1, 1)) for v, c in f.terms.items()},
                        f.const * (1 + relative * rng.uniform(-1, 1)), f.names)
            st = replace(st, form=form)
        elif st.kind == "suggest":
            st = replace(st, value=st.value * (1 + relative * rng.uniform(-1, 1)))
        out.append(st)
    return out


def parallelized(stmts, relative):
    """`stmts` with each row whose coefficients on two or more variables are a multiple of an
    earlier row's on the same variables, to within `relative` of each, made that multiple
    exactly there (as fractions; its other coefficients and its constant kept), or None when
    no row is. Each row is matched with the first earlier row that shares the most such
    variables with it.

    Why: the generator nudges a row by multiplying it by 1 + 1e-9 or so in doubles, and two
    rows that differ only by a rounding in each coefficient are parallel to a double
    solver, while exactly they meet at values of 1e10 or more (seed 31028: a row at level
    794 and a required one agree to 16 digits in every coefficient and differ by 8.5e-9 in
    their constants; exactly, they meet at a = 7.2e9). Rows parallel on some of their
    variables pin the others (seed 32017: two required rows agree to rounding on c and b
    but not on a, so to a double solver they fix a, while exactly they meet at c = 8.3e13 for
    any a)."""
    from fractions import Fraction
    tol = Fraction(relative)
    rows = []
    out, changed = [], False
    for st in stmts:
        if st.kind == "add" and st.form.terms:
            terms = {v: Fraction(c) for v, c in st.form.terms.items()}
            best = None
            for earlier in rows:
                common = [v for v in terms if v in earlier]
                for pivot in common:
                    ratio = terms[pivot] / earlier[pivot]
                    shared = [v for v in common if abs(ratio * earlier[v] - terms[v]) <= tol * abs(terms[v])]
                    if len(shared) >= 2 and (best is None or len(shared) > len(best[2])):
                        best = (earlier, ratio, shared)
            if best is not None:
                earlier, ratio, shared = best
                if any(ratio * earlier[v] != terms[v] for v in shared):
                    terms = dict(terms, **{v: ratio * earlier[v] for v in shared})
                    st = replace(st, form=Form(terms, st.form.const, st.form.names))
                    changed = True
            rows.append(terms)
        out.append(st)
    return out if changed else None


def perturbation_witness(stmts, outs, errs, rc, stderr, exact_seconds, final=None):
    """The first perturbation of the script (by at most WITNESS_REL of each number) whose
    exact answer the solver's answer is (verdicts, values and objectives, to the same
    tolerances), or None: trial 0 is `parallelized`, trials 1 to WITNESS_TRIALS are
    `perturbed` with seeds 0, 1, ...

    Why: near-parallel rows can make an optimum hang on a difference below a double's
    resolution. Seed 30140: a required row and a medium one of coefficients 1.25e4 leave `a`
    a net coefficient of 4.3e-13 (3.4e-17 of them), so the exact optimum runs `a` to
    -268,535 while every double-precision elimination sees noise of about 2e-12 there. No
    solver in doubles can find such an optimum; its answer is right for a script a few
    units in the last place away, and this shows it, one witness at a time. A wrong answer
    by a real fault (a weak level at 23,464 where 0 is optimal, seed 31361 on the solver of
    7ffc834) has no such witness."""
    import random
    import exact
    # trial 0: near-parallel rows made parallel; then seeded random perturbations
    candidates = [(0, parallelized(stmts, WITNESS_REL))]
    candidates += [(t + 1, None) for t in range(WITNESS_TRIALS)]
    for trial, moved in candidates:
        if trial == 0 and moved is None:
            continue
        if moved is None:
            moved = perturbed(stmts, WITNESS_REL, random.Random(trial - 1))
        try:
            problems, _ = check_exact(moved, outs, errs, rc, stderr, None, exact.Budget(exact_seconds), final)
        except exact.Unknown:
            continue
        if not problems:
            return trial
    return None


def mirror_borderline(stmts, exp, outs, errs, final=None):
    """The required lines the reference calls infeasible and the solver took whose values meet
    them to the solver's promise at every print after them: its values prove the set
    feasible to 1e-9 of the rows' terms, which at values of 1e4 is looser than the oracle's
    1e-9 of the scaled right-hand side (seed 30524: two near-parallel inequalities).
    `final`, the solver's values at the end of a script whose last command follows its last
    print (`check_text` appends a print), counts as one more print for a line held to the
    end; without it such a line has no values to be judged on and is never borderline."""
    out = set()
    if len(outs) != len(exp.snapshots):
        return out
    for line in exp.error_lines - set(errs):
        st = next((t for t in stmts if t.line == line and t.kind == "add" and t.prio >= REQUIRED), None)
        if st is None:
            continue
        # the prints while the solver holds the line: up to a `remove` of its label (which
        # the solver takes and the reference calls an error: a later verdict on the line,
        # which its borderline verdict excuses too; seed 32662)
        removes = [t.line for t in stmts if st.label is not None and t.kind == "remove" and t.label == st.label
                   and t.line > line and t.line not in errs]
        until = min(removes, default=None)
        later = [got for snap, got in zip(exp.snapshots, outs)
                 if (snap.line == 0 or snap.line > line) and (until is None or (snap.line != 0 and snap.line < until))]
        if until is None and final is not None:
            later.append(final)
        if not later:  # no values to show the line feasible to the promise
            continue
        con = Con(st.form, st.op, st.prio, st.weight, st.line)
        if all(meets_promise(con, got) for got in later):
            out.add(line)
            if until is not None:
                out.add(until)
    return out


def removals_of(stmts, lines, errs):
    """The `remove` lines the solver took that remove the label of an add on `lines`, until
    the label is next added again."""
    out = set()
    for line in lines:
        st = next((t for t in stmts if t.line == line and t.kind == "add"), None)
        if st is None or st.label is None:
            continue
        for t in stmts:
            if t.line <= line:
                continue
            if t.kind == "add" and t.label == st.label and t.line not in errs:
                break
            if t.kind == "remove" and t.label == st.label and t.line not in errs:
                out.add(t.line)
                break
    return out


def verdict_problems(exp, outs, errs, rc, stderr):
    """The error lines, the exit status and the number of prints against the expectation."""
    problems = []
    for line in sorted(exp.error_lines - set(errs)):
        problems.append(f"line {line}: expected an error, got none")
    for line in sorted(set(errs) - exp.error_lines):
        problems.append(f"line {line}: unexpected error: {errs[line]}")
    if (rc != 0) != bool(exp.error_lines):
        problems.append(f"exit status {rc} (expected {'1' if exp.error_lines else '0'})")
    if len(outs) != len(exp.snapshots):
        problems.append(f"{len(outs)} prints, expected {len(exp.snapshots)}; stderr: {stderr.strip()[:300]}")
    return problems


def check_highs(stmts, outs, errs, rc, stderr, residual=None, final=None):
    """The check against HiGHS's expectation (README: *Semantics checked*); raises when HiGHS
    fails, or had to loosen a level's cap where only values or objectives disagree."""
    exp = replay(stmts)
    # A line feasible only by a relative hair, which the solver refused: either verdict is
    # defensible in floating point, so the script proves nothing (counted as borderline).
    exp.borderline |= exp.near_infeasible & set(errs)
    exp.borderline |= mirror_borderline(stmts, exp, outs, errs, final)
    problems = verdict_problems(exp, outs, errs, rc, stderr)
    if len(outs) != len(exp.snapshots):
        return problems, exp
    for k, (s, got) in enumerate(zip(exp.snapshots, outs)):
        where = f"print at line {s.line}" if s.line else "final print"
        found = compare_snapshot(s, got, residual, frozenset(errs))
        if found and s.widened > 0 and kinds(found) == {"wrong-values"}:
            # HiGHS could not keep a level at its optimum to 1e-9 and loosened the cap (up to
            # 1e-6): the lower levels were optimised over a wider set than the optimal one,
            # so their optima and the values' intervals are not a reference. Seed 30439: the
            # solver's c = 16.981171 is exact (a strong row met through a coefficient of
            # 8.4e-11), and the loosened cap let the oracle keep c at 0.
            raise RuntimeError(f"{where}: level caps loosened by {s.widened:g}; only values or objectives disagree: "
                               + "; ".join(found[:3]))
        problems += [f"{where}: {p}" for p in found]
    return problems, exp


def check_exact(stmts, outs, errs, rc, stderr, residual, budget, final=None):
    """The check against the exact expectation (`exact.py`; README: *The exact second
    opinion*). Raises exact.Unknown past the budget. `final`: as for `mirror_borderline`."""
    import exact
    xexp = exact.replay(stmts, budget)
    # A required line feasible only by a hair (infeasible once the inequalities are tightened
    # by 1e-9 of their sizes, exactly; or by HiGHS's check, which also catches equalities
    # consistent only within its tolerance) that the solver refused: either verdict is
    # defensible, so the replay follows the solver's, and the lines after it are judged in the
    # solver's state (seed 32246: line 16 refused by such a hair, then line 21).
    try:
        highs_near = replay(stmts, solve=False).near_infeasible
    except Exception:
        highs_near = set()
    follow = set()
    while True:  # each line followed changes the state the later lines are judged in
        more = (xexp.near_infeasible | highs_near) & set(errs) - xexp.error_lines - follow
        if not more:
            break
        follow |= more
        xexp = exact.replay(stmts, budget, refused=follow)
    exp = Expectation(xexp.error_lines, xexp.snapshots, source="exact")
    # (not borderline: the values after it are comparable, so nothing else is excused)
    exp.borderline |= mirror_borderline(stmts, exp, outs, errs, final)
    # A line infeasible in exact arithmetic by less than 1e-9 of the rows' sizes, which the
    # solver took (and the removal of its label, a later verdict on it).
    taken = xexp.borderline & (xexp.error_lines - set(errs))
    exp.borderline |= taken | removals_of(stmts, taken, errs)
    problems = verdict_problems(exp, outs, errs, rc, stderr)
    if len(outs) != len(exp.snapshots):
        return problems, exp
    for s, got in zip(exp.snapshots, outs):
        where = f"print at line {s.line}" if s.line else "final print"
        problems += [f"{where}: {p}" for p in compare_exact(s, got, residual, frozenset(errs), budget)]
    return problems, exp


def _fmt(x, infinite="inf"):
    return infinite if x is None else f"{float(x):.12g}"


def compare_exact(s, got, residual, refused, budget):
    """Problems of one print against the exact solution `s.exact` (README: *The exact second
    opinion*).

    Levels, from the highest: the solver's weighted error G at a level passes when it is at
    most max(Z, M) + T: Z the exact optimum, T the level's accuracy (the printing, 5e-7 of
    its coefficients, plus 1e-9 of its rows' terms at the printed values: the promise of
    the *Numerics* article, applied to soft rows as for required ones), and M, computed only
    when the solver did better than Z at a higher level, the exact least error of this level
    over the points whose higher levels are no worse than the solver's own there (required
    rows exact; when no point is, the higher levels within T too; then the required rows
    within their promise too), plus 1e-6 of M: a higher level met better than exactly
    possible, by a move within its rows' accuracy, changes what the lower levels can reach,
    and M follows the solver's choices. A level below Z passes: some higher level (or
    required row) then gave way, and that is checked where it happens.

    Values: within the printing (5e-7) and the solver's accuracy (1e-9 of max(1, |x|)) of
    the exact interval, or of the exact range over the (unrounded) points that meet the
    required rows to the promise and every level within max(Z, M) plus the accuracy part of
    T (the printing is allowed on the value, not again on the rows: seed 30903's a = b = 0
    is within the printing of the strong row, 0.05 for a coefficient of 1e5, but 4.5e-6
    from the only b that meets it). No slack, no HiGHS uncertainty, no absolute floor
    beyond the printing."""
    import exact
    from fractions import Fraction
    problems = []
    expected_vars = set(s.variables)
    for v in sorted(expected_vars - set(got)):
        problems.append(f"variable {v} not printed")
    for v in sorted(set(got) - expected_vars):
        problems.append(f"unexpected variable {v} printed")
    values = {v: (float("nan") if got.get(v) is None else float(got[v])) for v in s.variables}
    finite = all(np.isfinite(x) for x in values.values())
    for v in s.variables:
        if v in got and not np.isfinite(values[v]):
            problems.append(f"{v}: not a finite value: {got.get(v)!r}")
    problems += required_problems(s, values, residual, refused)
    if not finite:
        return problems
    xs = {v: Fraction(x) for v, x in values.items()}
    held = [c for c in s.cons if c.prio < REQUIRED or c.line not in refused]
    slack = {}
    for c in held:
        if c.prio >= REQUIRED:
            slack[c.line] = REL_TOL * (abs(c.form.const) + sum(abs(a) * max(1.0, abs(values.get(u, 0.0)))
                                                            for u, a in c.form.terms.items()))
    level_tol, level_acc, level_got = {}, {}, {}
    for prio, opt in s.exact.optima:
        level = [c for c in s.cons if c.prio == prio]
        got_obj = Fraction(0)
        rounding = size = 0.0
        for c in level:
            e = Fraction(c.form.const) + sum(Fraction(a) * xs.get(v, 0) for v, a in c.form.terms.items())
            err = abs(e) if c.op == "==" else (max(Fraction(0), e) if c.op == "<=" else max(Fraction(0), -e))
            got_obj += Fraction(c.weight) * err
            rounding += PRINT_HALF_ULP * c.weight * sum(abs(a) for a in c.form.terms.values())
            size += c.weight * (abs(c.form.const) + sum(abs(a * values.get(v, 0.0)) for v, a in c.form.terms.items()))
        level_got[prio] = got_obj
        level_acc[prio] = Fraction(REL_TOL) * Fraction(size)
        level_tol[prio] = Fraction(rounding) + level_acc[prio]
    bound = {}           # priority -> max(Z, M)
    allowed = {}         # priority -> the most its error may be, at the printed values
    reached = {}         # the same, for an unrounded point (no printing term)
    better = False       # the solver beat the exact optimum at a higher level
    for prio, opt in s.exact.optima:
        bound[prio] = opt
        if better and level_got[prio] > opt + level_tol[prio]:
            # The tightest description of the solver's higher choices that some point meets:
            # its own errors there with the required rows exact, then with the levels'
            # accuracy T added, then with the required rows' promise too. A looser one lets
            # M exploit tolerances the solver never took (seed 30432: a strong edit printed
            # at 0 met to the printing's 5e-7 moves a variable by 3600 through a
            # near-parallel pair, and the medium level by 1e6; a required row of terms 5.5e23
            # has a promise of 5.5e14).
            for caps, give in (({p: level_got[p] for p in bound if p != prio}, {}),
                               ({p: level_got[p] + level_tol[p] for p in bound if p != prio}, {}),
                               ({p: level_got[p] + level_tol[p] for p in bound if p != prio}, slack)):
                try:
                    bound[prio] = max(opt, exact.Relaxed(s.variables, held, caps, give, budget).least(prio))
                    break
                except exact.Infeasible:
                    pass
        # M describes the solver's higher choices only up to their tolerances, so it gets the
        # relative part of the oracle's level tolerance too (1e-6 of itself, OBJ_REL_TOL);
        # the exact optimum Z gets none.
        extra = Fraction(OBJ_REL_TOL) * bound[prio] if bound[prio] > opt else 0
        allowed[prio] = bound[prio] + extra + level_tol[prio]
        reached[prio] = bound[prio] + extra + level_acc[prio]
        if level_got[prio] > allowed[prio]:
            more = f", at most {float(bound[prio]):.12g} after the solver's higher levels" if bound[prio] > opt else ""
            problems.append(f"level {prio:g}: objective expected {float(opt):.12g} (exact{more}), "
                            f"got {float(level_got[prio]):.12g}")
        if level_got[prio] < opt:
            better = True
    relaxed = None
    for v in s.variables:
        if v not in got:
            continue
        lo, hi = s.exact.intervals[v]
        x = xs[v]
        tol = Fraction(PRINT_HALF_ULP) + Fraction(REL_TOL) * max(1, abs(x))
        if (lo is None or lo - tol <= x) and (hi is None or x <= hi + tol):
            continue
        try:
            if relaxed is None:
                relaxed = exact.Relaxed(s.variables, held, reached, slack, budget)
            wlo, whi = relaxed.range(v)
            if (wlo is None or wlo - tol <= x) and (whi is None or x <= whi + tol):
                continue
        except exact.Infeasible:
            pass
        what = _fmt(lo) if lo is not None and lo == hi else f"[{_fmt(lo, '-inf')}, {_fmt(hi)}]"
        problems.append(f"{v}: expected {what} (exact), got {float(x):.9g}")
    return problems


def verdict(problems, exp):
    """The verdict with its source: `OK` / `FAIL` (HiGHS), `pass (exact)` / `FAIL (exact: ...)`,
    or `ILL-CONDITIONED (exact: ...)` when a perturbation witness explains the failure."""
    if problems and exp.witness is not None:
        return (f"ILL-CONDITIONED (exact: the exact answer with every number moved by at most "
                f"{WITNESS_REL:g} of itself, witness {exp.witness}: {problems[0]})")
    if exp.source == "exact":
        return "pass (exact)" if not problems else f"FAIL (exact: {problems[0]})"
    return "OK" if not problems else "FAIL"


def clear_problems(problems, borderline):
    """The problems a borderline line cannot explain: an error missing or unexpected on
    another line, a required constraint violated, a non-finite value, a hang. (Values and
    objectives after a borderline verdict differ with it, so they are not counted.)"""
    out = []
    for p in problems:
        m = re.match(r"line (\d+): (expected an error|unexpected error)", p)
        if m and int(m.group(1)) not in borderline and "is not an edit variable" not in p:
            out.append(p)
        elif "violated" in p or "not a finite value" in p or "did not finish" in p:
            out.append(p)
    return out


def kinds(problems):
    """A coarse signature of the problems, to keep a reduction on the same failure."""
    out = set()
    for p in problems:
        if "did not finish" in p:
            out.add("hang")
        elif "not a finite value" in p:
            out.add("non-finite")
        elif "violated" in p:
            out.add("required-violated")
        elif "expected an error" in p:
            out.add("missing-error")
        elif "unexpected error" in p:
            out.add("unexpected-error")
        elif "objective" in p or "expected" in p and ": expected" in p:
            out.add("wrong-values")
        else:
            out.add("other")
    return out


def reduce_text(text, solver, keep=None):
    """Drops lines (then simplifies numbers) while the same kind of failure persists."""
    problems, _ = check_text(text, solver)
    if not problems:
        return text, problems
    want = keep or kinds(problems)

    def fails(t):
        try:
            p, _ = check_text(t, solver)
        except Exception:
            return False
        return bool(p) and want <= kinds(p)

    lines = [l for l in text.split("\n") if l.strip() and not l.strip().startswith("#")]
    changed = True
    while changed:
        changed = False
        i = 0
        while i < len(lines):
            trial = lines[:i] + lines[i + 1:]
            if trial and fails("\n".join(trial) + "\n"):
                lines = trial
                changed = True
            else:
                i += 1
    # simplify strengths of soft constraints and drop labels nobody removes
    for i in range(len(lines)):
        m = re.match(r"^(\w+): (.*)$", lines[i])
        if m and not any(l.strip() == f"remove {m.group(1)}" for l in lines):
            trial = lines[:i] + [m.group(2)] + lines[i + 1:]
            if fails("\n".join(trial) + "\n"):
                lines = trial
    final = "\n".join(lines) + "\n"
    return final, check_text(final, solver)[0]


# ----------------------------------------------------------------------------- CLI

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--solver", default=DEFAULT_SOLVER)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("files", nargs="+")
    c.add_argument("--reduce", action="store_true", help="shrink every failing file")
    f = sub.add_parser("fuzz")
    f.add_argument("--count", type=int, default=1000)
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--out", default="/tmp/oracle-failures", help="where failing scripts are written")
    f.add_argument("--reduce", action="store_true", help="shrink every failing script")
    f.add_argument("--profile", choices=["basic", "churn", "churn-noeq", "numerics"], default="basic", help="see gen_scripts.py")
    f.add_argument("--quiet", action="store_true", help="print only the summary (failing scripts are still written)")
    f.add_argument("--timeout", type=float, default=60, help="seconds per script before it counts as a hang")
    for sp in (c, f):
        sp.add_argument("--exact-seconds", type=float, default=EXACT_SECONDS,
                        help="budget of the exact second opinion per script (0: HiGHS only)")
    r = sub.add_parser("reduce")
    r.add_argument("file")
    r.add_argument("--keep", default=None,
                   help="comma-separated failure kinds to preserve (missing-error, unexpected-error, "
                        "required-violated, wrong-values, non-finite, hang, other); default: all "
                        "of the original ones")
    s = sub.add_parser("solve")
    s.add_argument("file")
    s.add_argument("--exact", action="store_true", help="the exact optima and intervals (exact.py) instead of HiGHS's")
    args = ap.parse_args(argv)

    if args.cmd == "solve" and args.exact:
        import exact
        x = exact.replay(parse_script(open(args.file).read()), exact.Budget(EXACT_SECONDS))
        print("error lines:", sorted(x.error_lines))
        for snap in x.snapshots:
            print(f"-- print at line {snap.line}" if snap.line else "-- final")
            for prio, opt in snap.exact.optima:
                print(f"level {prio:g}: optimum {float(opt):.17g}")
            for v in sorted(snap.exact.intervals):
                lo, hi = snap.exact.intervals[v]
                print(f"{v} = {float(lo):.17g}" if lo is not None and lo == hi
                      else f"{v} in [{_fmt(lo, '-inf')}, {_fmt(hi)}] (not unique)")
        return 0

    if args.cmd == "solve":
        exp = replay(parse_script(open(args.file).read()))
        print("error lines:", sorted(exp.error_lines))
        for snap in exp.snapshots:
            print(f"-- print at line {snap.line}" if snap.line else "-- final")
            for prio, opt in snap.optima:
                print(f"level {prio:g}: optimum {opt:.9g}")
            for v in sorted(snap.intervals):
                lo, hi = snap.intervals[v]
                print(f"{v} = {lo:.9g}" if hi - lo <= VALUE_TOL else f"{v} in [{lo:.9g}, {hi:.9g}] (not unique)")
        return 0

    if args.cmd == "reduce":
        keep = set(args.keep.split(",")) if args.keep else None
        text, problems = reduce_text(open(args.file).read(), args.solver, keep)
        print(text, end="")
        print("\n".join("# " + p for p in problems))
        return 1 if problems else 0

    if args.cmd == "check":
        bad = 0
        for path in args.files:
            text = open(path).read()
            try:
                problems, exp = check_text(text, args.solver, os.path.basename(path), exact_seconds=args.exact_seconds)
            except Exception as e:  # the reference (HiGHS) failed: the file proves nothing
                print(f"{path}: SKIP: reference failed: {e!r}")
                continue
            uniq = ""
            if exp.snapshots:
                last = exp.snapshots[-1]
                if exp.source == "exact":
                    n = sum(1 for lo, hi in last.exact.intervals.values() if lo is not None and lo == hi)
                    total = len(last.exact.intervals)
                else:
                    n = sum(1 for lo, hi in last.intervals.values() if hi - lo <= VALUE_TOL)
                    total = len(last.intervals)
                uniq = f" ({n}/{total} values unique at the end)"
            print(f"{path}: {verdict(problems, exp)}{uniq}")
            for p in problems:
                print("   ", p)
            if problems and exp.witness is None:  # an ill-conditioned file is not a failure
                bad += 1
                if args.reduce:
                    small, sp = reduce_text(text, args.solver)
                    print("    reduced:\n" + "".join("      " + l + "\n" for l in small.splitlines()))
        return 1 if bad else 0

    if args.cmd == "fuzz":
        sys.path.insert(0, HERE)
        from gen_scripts import generate
        os.makedirs(args.out, exist_ok=True)
        bad, oracle_errors, borderline_seeds, ill_seeds = [], [], [], []
        exact_pass, exact_fail = [], []
        by_kind = {}
        worst = Residual()
        for k in range(args.count):
            seed = args.seed + k
            text = generate(seed, args.profile)
            residual = Residual()
            source = "highs"
            try:
                problems, exp = check_text(text, args.solver, f"fuzz-{seed}.cass", residual, args.timeout,
                                           args.exact_seconds)
                source = exp.source
                if problems and exp.borderline and not clear_problems(problems, exp.borderline):
                    problems = [f"borderline lines {sorted(exp.borderline)}"] + problems
                elif problems and exp.witness is not None:
                    problems = [f"ill-conditioned (witness {exp.witness})"] + problems
            except Exception as e:  # both references failed (HiGHS, then the exact check's budget)
                problems = [f"skip: reference failed: {e!r}"]
            if source == "exact" and not problems:
                exact_pass.append(seed)
            if residual.relative > worst.relative:
                worst = Residual(residual.absolute, residual.relative, f"seed {seed}, {residual.where}")
            if not problems:
                continue
            if problems[0].startswith("borderline"):
                borderline_seeds.append(seed)
                continue
            if problems[0].startswith("ill-conditioned"):
                ill_seeds.append(seed)
                continue
            path = os.path.join(args.out, f"fuzz-{seed}.cass")
            with open(path, "w") as fh:
                fh.write(text)
            if problems[0].startswith("skip: reference failed"):
                oracle_errors.append(seed)
            else:
                bad.append(seed)
                if source == "exact":
                    exact_fail.append(seed)
                for kind in kinds(problems):
                    by_kind.setdefault(kind, []).append(seed)
            if not args.quiet:
                print(f"seed {seed}: {'FAIL (exact)' if source == 'exact' else 'FAIL'} -> {path}")
                for p in problems[:10]:
                    print("   ", p)
            if args.reduce and not problems[0].startswith("skip: reference failed"):
                small, _ = reduce_text(text, args.solver)
                with open(path.replace(".cass", ".min.cass"), "w") as fh:
                    fh.write(small)
                if not args.quiet:
                    print("    reduced:\n" + "".join("      " + l + "\n" for l in small.splitlines()))
            sys.stdout.flush()
        last = args.seed + args.count - 1
        print(f"checked {args.count} {args.profile} scripts (seeds {args.seed}..{last}): "
              f"{args.count - len(bad) - len(oracle_errors) - len(borderline_seeds) - len(ill_seeds)} pass, {len(bad)} failing, "
              f"{len(oracle_errors)} skipped (reference failed), {len(borderline_seeds)} borderline, "
              f"{len(ill_seeds)} ill-conditioned")
        if exact_pass or exact_fail:
            print(f"  decided by the exact check (HiGHS's check failed or HiGHS failed): {len(exact_pass)} pass (exact), "
                  f"{len(exact_fail)} FAIL (exact)")
        for kind in sorted(by_kind):
            seeds = by_kind[kind]
            print(f"  {kind}: {len(seeds)} (seeds {', '.join(map(str, seeds[:12]))}{' ...' if len(seeds) > 12 else ''})")
        if borderline_seeds:
            print(f"  borderline (a required line infeasible, or refused and feasible, by < {BORDERLINE_REL:g} "
                  "relative; not counted): "
                  f"seeds {', '.join(map(str, borderline_seeds[:12]))}{' ...' if len(borderline_seeds) > 12 else ''}")
        if ill_seeds:
            print(f"  ill-conditioned (the answer is off, but it is the exact answer of the script with every number "
                  f"moved by at most {WITNESS_REL:g} of itself; not counted): "
                  f"seeds {', '.join(map(str, ill_seeds[:12]))}{' ...' if len(ill_seeds) > 12 else ''}")
        if oracle_errors:
            print(f"  skipped, reference failed (HiGHS gave up; not counted against the solver): seeds {', '.join(map(str, oracle_errors[:12]))}")
        print(f"  worst required residual: {worst.absolute:.3g} absolute, {worst.relative:.3g} relative"
              + (f" ({worst.where})" if worst.where else ""))
        summary = {"profile": args.profile, "seed": args.seed, "count": args.count,
                   "pass": args.count - len(bad) - len(oracle_errors) - len(borderline_seeds) - len(ill_seeds),
                   "fail": len(bad), "oracle_errors": len(oracle_errors), "borderline": len(borderline_seeds),
                   "ill_conditioned": len(ill_seeds),
                   "pass_exact": len(exact_pass), "fail_exact": len(exact_fail),
                   "fail_by_kind": {k: len(v) for k, v in sorted(by_kind.items())},
                   "worst_required_residual": worst.absolute,
                   "worst_required_residual_relative": worst.relative,
                   "worst_required_residual_at": worst.where}
        print(json.dumps(summary))
        return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
