#!/usr/bin/env python3
"""Reads the JSON lines of `Benchmarks --solver-churn` (a file, or standard input) and says
whether the run stayed flat: the time per operation and the resident memory of the last
window against the second one (the first includes warming up: the tableau filling to its
working size). Exits 1 when either grew by more than --factor (default 1.5), when a window
found invariant violations, or when the run ended without its summary (a watchdog stop or a
crash).

    swift run -c release Benchmarks --solver-churn 1000000 | tee /tmp/churn.jsonl
    python3 Tools/churn/flat.py /tmp/churn.jsonl
"""
import argparse
import json
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file", nargs="?", default="-")
    ap.add_argument("--factor", type=float, default=1.5)
    args = ap.parse_args()
    lines = (sys.stdin if args.file == "-" else open(args.file)).read().splitlines()
    records = [json.loads(l) for l in lines if l.startswith("{")]
    windows = [r for r in records if r.get("mode") == "solver-churn"]
    problems = []
    if any(r.get("mode") == "solver-churn-watchdog" for r in records):
        w = next(r for r in records if r.get("mode") == "solver-churn-watchdog")
        problems.append(f"watchdog: operation {w['operation']} ({w['kind']} {w['variable']} {w['value']}) did not return")
    if not any(r.get("mode") == "solver-churn-summary" for r in records):
        problems.append("no summary line: the run did not finish")
    if len(windows) >= 2:
        base, last = windows[1] if len(windows) > 2 else windows[0], windows[-1]
        for key in ("us_per_op", "rss_mb"):
            if base[key] and last[key] > args.factor * base[key]:
                problems.append(f"{key} grew from {base[key]} to {last[key]}")
        print(f"{last['operations']} operations: {base['us_per_op']} -> {last['us_per_op']} us/op, "
              f"{base['rss_mb']} -> {last['rss_mb']} MB RSS")
    for r in windows:
        if r.get("invariant_violations"):
            problems.append(f"{r['invariant_violations']} invariant violations at {r['operations']} operations")
    for p in problems:
        print("FAIL:", p)
    print("flat" if not problems else "not flat")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
