#!/usr/bin/env python3
"""Random constraint scripts for the oracle, reproducible from a seed.

Each script has 2 to 8 variables and 1 to 30 commands: constraints with small integer
coefficients and constants over 1 to 3 variables, all three relations, random strengths
(required, strong, medium, weak, a numeric priority 1..999, sometimes a weight like
`@medium:2`), labels and `remove`s (sometimes of a label already removed, which is an error),
edit variables with suggestions (sometimes for a variable that is not one, also an error),
and now and then a `print`.

The `numerics` profile stresses floating point instead: coefficients from 1e-6 to 1e6 (also
mixed within one row), constants and suggestions up to 1e6, near-parallel rows (an earlier
row with its coefficients and constant nudged by a relative 1e-9 to 1e-5), exact copies
scaled by a large or small factor, and a few required pins of variables to 0 or to a
constant, which is where a wrong tolerance shows as a violated required constraint.

Usage: gen_scripts.py OUTDIR [--count N] [--seed S] [--profile P]   (or import generate(seed))
"""

import argparse
import os
import random

NAMES = ["a", "b", "c", "d", "e", "f", "g", "h"]
# A few fixed numeric priorities so that some coincide with each other and with the names.
PRIORITIES = ["100", "250", "300", "500", "600", "750", "900", "999", "1"]
WEIGHTS = ["2", "0.5", "3", "1.5", "10"]


def strength(rng, soft_only=False):
    r = rng.random()
    if not soft_only and r < 0.35:
        return "" if rng.random() < 0.7 else " @required"
    r = rng.random()
    if r < 0.25:
        s = "strong"
    elif r < 0.5:
        s = "medium"
    elif r < 0.7:
        s = "weak"
    elif r < 0.9:
        s = rng.choice(PRIORITIES)
    else:
        s = str(rng.randint(1, 999))
    if rng.random() < 0.25:
        s += ":" + rng.choice(WEIGHTS)
    return " @" + s


def term(rng, coef, name):
    if coef == 1:
        return name
    if coef == -1:
        return "-" + name
    return f"{coef} * {name}"


def expression(rng, names, k):
    chosen = rng.sample(names, k)
    parts = []
    for name in chosen:
        coef = rng.choice([1, 1, 1, -1, -1, 2, -2, 3, -3])
        t = term(rng, coef, name)
        if not parts:
            parts.append(t)
        elif t.startswith("-"):
            parts.append("- " + t[1:])
        else:
            parts.append("+ " + t)
    return " ".join(parts)


def constraint(rng, names):
    k = rng.choice([1, 1, 2, 2, 2, 3, 3])
    k = min(k, len(names))
    lhs = expression(rng, names, k)
    rel = rng.choice(["==", "<=", ">="])
    const = rng.randint(-20, 20)
    form = rng.random()
    if form < 0.15 and k >= 2:
        # a division, as a midpoint would be written
        a, b = rng.sample(names, 2)
        c = rng.choice(names)
        return f"{c} {rel} ({a} + {b}) / 2 + {const}"
    if form < 0.55 or k == 1:
        return f"{lhs} {rel} {const}"
    # move one variable to the right-hand side
    other = rng.choice(names)
    sign = "+" if const >= 0 else "-"
    return f"{lhs} {rel} {other} {sign} {abs(const)}"


def scaled(rng, text):
    """The same constraint written another way (a redundant copy): both sides doubled."""
    body, _, strength_part = text.partition(" @")
    for rel in ("==", "<=", ">="):
        if f" {rel} " in body:
            lhs, rhs = body.split(f" {rel} ", 1)
            out = f"2 * ({lhs}) {rel} 2 * ({rhs})"
            return out + (" @" + strength_part if strength_part else "")
    return text


def generate(seed, profile="basic"):
    """One script. `basic`: 1 to 30 commands as described above. `churn`: 20 to 60 commands,
    more labels, removes, re-adds, redundant copies of earlier constraints and suggestions,
    to exercise the incremental paths (dummy rows, removal of basic markers, dual simplex)."""
    if profile == "churn":
        return generate_churn(seed)
    if profile == "churn-noeq":
        return generate_churn(seed, copy_required_equalities=False)
    if profile == "numerics":
        return generate_numerics(seed)
    rng = random.Random(seed)
    nvars = rng.randint(2, 8)
    names = NAMES[:nvars]
    ncmds = rng.randint(1, 30)
    lines = [f"# oracle fuzz seed {seed}"]
    labels_live, labels_dead = [], []
    edits = []
    next_label = 1
    for _ in range(ncmds):
        r = rng.random()
        if r < 0.62 or not lines:
            text = constraint(rng, names) + strength(rng)
            if rng.random() < 0.3:
                label = f"c{next_label}"
                next_label += 1
                labels_live.append(label)
                text = f"{label}: {text}"
            lines.append(text)
        elif r < 0.72 and (labels_live or labels_dead):
            if labels_live and (rng.random() < 0.9 or not labels_dead):
                label = rng.choice(labels_live)
                labels_live.remove(label)
                labels_dead.append(label)
            else:
                label = rng.choice(labels_dead)  # an error: already removed
            lines.append(f"remove {label}")
        elif r < 0.80:
            v = rng.choice(names)
            if v in edits and rng.random() < 0.7:
                lines.append(f"suggest {v} {rng.randint(-50, 150)}")
                continue
            s = strength(rng, soft_only=True)
            if rng.random() < 0.3:
                s = ""  # the default, strong
            if v not in edits:
                edits.append(v)
            lines.append(f"edit {v}{s}")
        elif r < 0.93:
            if edits and rng.random() < 0.9:
                v = rng.choice(edits)
            else:
                v = rng.choice(names)  # maybe an error: not an edit variable
            value = rng.randint(-50, 150)
            lines.append(f"suggest {v} {value}")
        else:
            lines.append("print")
    return "\n".join(lines) + "\n"


def is_required_equality(text):
    return " == " in text and (" @" not in text or text.endswith(" @required"))


def generate_churn(seed, copy_required_equalities=True):
    """`churn-noeq` never copies a required equality, which keeps redundant required
    equalities (and the solver's dummy rows) rare."""
    rng = random.Random(seed)
    nvars = rng.randint(2, 6)
    names = NAMES[:nvars]
    ncmds = rng.randint(20, 60)
    lines = [f"# oracle fuzz seed {seed} (churn)"]
    written = []          # constraint texts without labels
    live = {}             # label -> text
    edits = []
    next_label = 1
    for _ in range(ncmds):
        r = rng.random()
        if r < 0.35 or not written:
            text = constraint(rng, names) + strength(rng)
        elif r < 0.52:
            text = rng.choice(written)  # the same constraint again: redundant
            if r >= 0.45:
                text = scaled(rng, text)
            if not copy_required_equalities and is_required_equality(text):
                text = constraint(rng, names) + strength(rng, soft_only=True)
        elif r < 0.68 and live:
            label = rng.choice(sorted(live))
            lines.append(f"remove {label}")
            written.append(live.pop(label))  # may come back later
            continue
        elif r < 0.76:
            v = rng.choice(names)
            if v not in edits:
                edits.append(v)
                lines.append(f"edit {v}{strength(rng, soft_only=True)}")
            else:
                lines.append(f"suggest {v} {rng.randint(-50, 150)}")
            continue
        elif r < 0.92 and edits:
            lines.append(f"suggest {rng.choice(edits)} {rng.randint(-50, 150)}")
            continue
        else:
            lines.append("print")
            continue
        written.append(text)
        if rng.random() < 0.5:
            label = f"c{next_label}"
            next_label += 1
            live[label] = text
            text = f"{label}: {text}"
        lines.append(text)
    return "\n".join(lines) + "\n"


def number(x):
    """A float as the script writes it: Python's shortest round-trip form (`1e-06`, `0.01`)."""
    text = repr(float(x))
    return text[:-2] if text.endswith(".0") else text


def magnitude(rng, low, high):
    """A signed number with a log-uniform magnitude in [10^low, 10^high], sometimes rounded to
    a few significant digits (the numbers people write), sometimes a power of ten."""
    r = rng.random()
    exp = rng.uniform(low, high)
    if r < 0.3:
        x = 10.0 ** round(exp)
    elif r < 0.7:
        x = float(f"{10.0 ** exp:.3g}")
    else:
        x = 10.0 ** exp
    return x if rng.random() < 0.5 else -x


def numeric_row(rng, names):
    """(coefficients, constant): 1 to 3 variables; coefficients 1e-6..1e6, often of very
    different magnitudes in one row; the constant up to 1e6 (or 0)."""
    k = min(rng.choice([1, 1, 2, 2, 2, 3]), len(names))
    chosen = rng.sample(names, k)
    if rng.random() < 0.4:
        coefs = [magnitude(rng, -6, 6) for _ in chosen]       # wide: anything in one row
    else:
        centre = rng.uniform(-6, 6)                             # one scale, some spread
        coefs = [magnitude(rng, max(-6, centre - 1), min(6, centre + 1)) for _ in chosen]
    r = rng.random()
    const = 0.0 if r < 0.2 else magnitude(rng, -3, 6)
    return dict(zip(chosen, coefs)), const


def numeric_text(coefs, rel, const):
    parts = []
    for name, a in coefs.items():
        t = f"{number(abs(a))} * {name}"
        if not parts:
            parts.append(("-" if a < 0 else "") + t)
        else:
            parts.append(("- " if a < 0 else "+ ") + t)
    return f"{' '.join(parts)} {rel} {number(const)}"


def generate_numerics(seed):
    rng = random.Random(seed)
    nvars = rng.randint(2, 6)
    names = NAMES[:nvars]
    ncmds = rng.randint(3, 20)
    lines = [f"# oracle fuzz seed {seed} (numerics)"]
    rows = []             # (coefs, rel, const) written so far
    live = []             # labels
    edits = []
    next_label = 1
    for _ in range(ncmds):
        r = rng.random()
        if r < 0.4 or not rows:
            coefs, const = numeric_row(rng, names)
            rel = rng.choice(["==", "<=", ">=", "=="])
        elif r < 0.6:
            # near-parallel: an earlier row nudged by a tiny relative amount
            coefs, rel, const = rng.choice(rows)
            eps = 10.0 ** rng.uniform(-9, -5)
            coefs = {n: a * (1 + eps * rng.choice([-1, 1])) for n, a in coefs.items()}
            const = const * (1 + eps * rng.choice([-1, 1])) + rng.choice([0, 0, eps, -eps])
            rel = rng.choice([rel, "==", "<=", ">="])
        elif r < 0.67:
            # the same row scaled by a large or small factor: redundant, or parallel
            coefs, rel, const = rng.choice(rows)
            f = 10.0 ** rng.choice([-6, -3, 3, 6])
            coefs = {n: a * f for n, a in coefs.items()}
            const *= f
        elif r < 0.75:
            # a pin, where a bad tolerance shows as a violated required constraint
            v = rng.choice(names)
            value = 0 if rng.random() < 0.5 else magnitude(rng, -3, 6)
            text = f"{v} == {number(value)}" + strength(rng)
            lines.append(text)
            continue
        elif r < 0.82 and live:
            lines.append(f"remove {live.pop(rng.randrange(len(live)))}")
            continue
        elif r < 0.9:
            v = rng.choice(names)
            if v not in edits:
                edits.append(v)
                lines.append(f"edit {v}{strength(rng, soft_only=True)}")
            else:
                lines.append(f"suggest {v} {number(magnitude(rng, -3, 6))}")
            continue
        elif r < 0.96 and edits:
            lines.append(f"suggest {rng.choice(edits)} {number(magnitude(rng, -3, 6))}")
            continue
        else:
            lines.append("print")
            continue
        rows.append((coefs, rel, const))
        text = numeric_text(coefs, rel, const) + strength(rng)
        if rng.random() < 0.3:
            label = f"c{next_label}"
            next_label += 1
            live.append(label)
            text = f"{label}: {text}"
        lines.append(text)
    return "\n".join(lines) + "\n"


PROFILES = ["basic", "churn", "churn-noeq", "numerics"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--profile", choices=PROFILES, default="basic")
    args = ap.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    for k in range(args.count):
        seed = args.seed + k
        with open(os.path.join(args.outdir, f"fuzz-{seed}.cass"), "w") as f:
            f.write(generate(seed, args.profile))


if __name__ == "__main__":
    main()
