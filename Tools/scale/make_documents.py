#!/usr/bin/env python3
"""Writes large inputs for the scaling checks of issue 8 ("Super-linear time") to a folder.

Each input is run from the release build with `time`, for example:

    python3 Tools/scale/make_documents.py /tmp/scale 20000
    time .build/release/autolayout layout /tmp/scale/chain-free-20000.json --format json > /dev/null

Inputs (N views or terms):
- chain-free-N.json: a root whose one statement chains N views with free widths
  (`H:|[v0][v1]...|`), each with a fixed height; every view is ambiguous horizontally, so the
  ambiguity check of the warnings does its most work.
- chain-texts-N.json: the same chain written as N texts of two views each, so that each text
  resolves its names among the root's N children.
- statement-N.json: one statement naming N views of fixed widths, none of them placed
  vertically (every view ambiguous vertically: the warnings list them all).
- flat-N.json: N views declared nowhere, one text each in the root (`H:|[vI(10)]`, `V:|[vI(10)]`):
  each text creates a view.
- keys-N.json: a document whose `data` holds an object of N keys (the duplicate-key check).
- terms-N.cass: a constraint script with one expression of N terms.
- script-N.cass: a script of N lines (about 50 MB for N = 1,300,000).
- weak-N.cass: N independent weak lines `xI == I @weak` (about 3 MB for N = 200,000): every
  line adds an error to the one weak objective row, so an add that scans or copies that row
  makes the script quadratic (`autolayout solve`).
- removal-N.cass: a chain of N labelled required equalities `cI: x(I+1) == xI + 1` from
  `x0 == 0`, then `remove cI` for every link in a shuffled order (seed 1): most removals take
  out an equality with no variable of its own (`autolayout solve`; it was a rebuild of the
  whole tableau each).
"""
import json
import os
import random
import sys


def chain_free(n):
    names = [f"v{i}" for i in range(n)]
    horizontal = "H:|" + "".join(f"[{name}]" for name in names) + "|"
    return {
        "root": {
            "name": "root", "width": 10 * n, "height": 100,
            "layout": [horizontal] + [f"V:|[{name}(20)]" for name in names],
            "subviews": [{"name": name} for name in names],
        }
    }


def chain_texts(n):
    names = [f"v{i}" for i in range(n)]
    texts = ["H:|[v0]"] + [f"H:[{a}][{b}]" for a, b in zip(names, names[1:])]
    texts += [f"V:|[{name}(20)]" for name in names]
    return {
        "root": {
            "name": "root", "width": 10 * n, "height": 100,
            "layout": texts,
            "subviews": [{"name": name} for name in names],
        }
    }


def statement(n):
    return {
        "root": {
            "name": "root", "width": n, "height": 100,
            "layout": "H:|" + "".join(f"[v{i}(1)]" for i in range(n)) + "|",
        }
    }


def flat(n):
    texts = []
    for i in range(n):
        texts.append(f"H:|-{i % 50}-[v{i}(10)]")
        texts.append(f"V:|-{i % 50}-[v{i}(10)]")
    return {"root": {"name": "root", "width": 1000, "height": 1000, "layout": texts}}


def keys(n):
    return {
        "root": {
            "name": "root", "width": 100, "height": 100,
            "data": {f"k{i}": i for i in range(n)},
        }
    }


def terms(n):
    body = " + ".join(f"x{i}" for i in range(n))
    return f"{body} == {n}\n" + "".join(f"x{i} == 1\n" for i in range(min(n, 10)))


def script(n):
    # Independent lines (a variable each), so that the time is reading the text, not solving.
    return "".join(f"x{i} + y{i} == {i % 100}\ny{i} >= {i % 7} @weak\n" for i in range(n // 2))


def weak(n):
    # One objective row that grows by a term per line: what the primal simplex must price.
    return "".join(f"x{i} == {i} @weak\n" for i in range(n))


def removal(n):
    # Random places of a chain: a removed link's two variables are both held by other links.
    order = list(range(n))
    random.Random(1).shuffle(order)
    links = "".join(f"c{i}: x{i + 1} == x{i} + 1\n" for i in range(n))
    return "x0 == 0\n" + links + "".join(f"remove c{i}\n" for i in order)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make_documents.py FOLDER N")
    folder, n = sys.argv[1], int(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    for name, make in [("chain-free", chain_free), ("chain-texts", chain_texts), ("statement", statement), ("flat", flat), ("keys", keys)]:
        with open(os.path.join(folder, f"{name}-{n}.json"), "w") as out:
            json.dump(make(n), out)
    with open(os.path.join(folder, f"terms-{n}.cass"), "w") as out:
        out.write(terms(n))
    with open(os.path.join(folder, f"script-{n}.cass"), "w") as out:
        out.write(script(n))
    with open(os.path.join(folder, f"weak-{n}.cass"), "w") as out:
        out.write(weak(n))
    with open(os.path.join(folder, f"removal-{n}.cass"), "w") as out:
        out.write(removal(n))


if __name__ == "__main__":
    main()
