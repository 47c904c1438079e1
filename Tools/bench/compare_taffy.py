#!/usr/bin/env python3
"""The card list of issue 14 on Taffy (through `stretchable`, `pip install stretchable`) and on
our `Benchmarks --cards`, side by side with ratios; the issue's Yoga figures for reference.

Each card is a row with padding 12 and a gap of 12 holding an avatar 40 x 40 and a column
(gap 4) of a title 20, a subtitle 16 and a body 40 high; the cards stack 8 apart in a root
column 1000 wide, as wide as it. Six views a card, 1 + 6N in all. Both sides check the last
card's frame (y = 116 (N - 1), height 108) before timing counts.

    python3 Tools/bench/compare_taffy.py [--sizes 100,1000,10000] [--reps 5] [--resizes 100]
        [--benchmarks .build/release/Benchmarks] [--orders document,children] [--document]

Taffy's side is timed in two parts: building the nodes (Python objects wrapping Rust ones,
so mostly Python) and `compute_layout` (Rust). "first layout" on our side is text to frames
(compiling and installing the layout text included); the ratio is given against Taffy's
compute_layout alone (the stricter comparison) and against build + layout. Each side runs in
its own process, so that its peak resident memory is its own.
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WIDTH, HEIGHT = 1000.0, 800.0
# The measurements (Yoga C++ -O2): first layout ms, resize ms, RSS MB, per card count.
YOGA = {100: (1.1, 0.25, 3.9), 1000: (6.5, 3.7, 8), 10000: (76, 31, 48), 100000: (890, 310, 454)}
# The native Taffy (Rust) first layout in ms. Through `stretchable` every node is a
# Python object, and its timings are mostly Python's: the native figures are the fair ones.
TAFFY_NATIVE = {100: 0.95, 1000: 13.5, 10000: 125, 100000: 1240}


def taffy_child(cards, reps, resizes):
    """Runs in a child process: prints one JSON line for Taffy."""
    from stretchable import Node, Style
    from stretchable.style import AlignItems, FlexDirection, Length, Rect, Size, PT, AUTO

    def build():
        root = Node(style=Style(flex_direction=FlexDirection.COLUMN, gap=8 * PT,
                                align_items=AlignItems.STRETCH, size=Size(WIDTH * PT, HEIGHT * PT)))
        for _ in range(cards):
            column = Node(
                Node(style=Style(size=Size(AUTO, 20 * PT))),
                Node(style=Style(size=Size(AUTO, 16 * PT))),
                Node(style=Style(size=Size(AUTO, 40 * PT))),
                style=Style(flex_direction=FlexDirection.COLUMN, gap=4 * PT, flex_grow=1.0,
                            align_items=AlignItems.STRETCH))
            card = Node(
                Node(style=Style(size=Size(40 * PT, 40 * PT), flex_shrink=0.0)),
                column,
                style=Style(flex_direction=FlexDirection.ROW, padding=12 * PT, gap=12 * PT,
                            align_items=AlignItems.FLEX_START, flex_shrink=0.0))
            root.append(card)
        return root

    builds, layouts = [], []
    root = None
    for _ in range(reps):
        root = None
        t0 = time.perf_counter()
        made = build()
        t1 = time.perf_counter()
        made.compute_layout()
        t2 = time.perf_counter()
        builds.append(t1 - t0)
        layouts.append(t2 - t1)
        root = made
    last = root[len(root) - 1].get_box()
    expected = (0.0, 116.0 * (cards - 1), WIDTH, 108.0)
    got = (last.x, last.y, last.width, last.height)
    if any(abs(a - b) > 1e-6 for a, b in zip(got, expected)):
        print(json.dumps({"error": f"taffy's last card is {got}, expected {expected}"}))
        return
    rounds = []
    for _ in range(reps if resizes else 0):
        t0 = time.perf_counter()
        for k in range(resizes):
            width = WIDTH * (0.75 + 0.025 * ((7 * k) % 21))
            root.style = Style(flex_direction=FlexDirection.COLUMN, gap=8 * PT,
                               align_items=AlignItems.STRETCH, size=Size(width * PT, HEIGHT * PT))
            root.compute_layout()
        rounds.append((time.perf_counter() - t0) / resizes)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    print(json.dumps({
        "build_ms": statistics.median(builds) * 1e3, "layout_ms": statistics.median(layouts) * 1e3,
        "resize_us": statistics.median(rounds) * 1e6 if rounds else None, "peak_rss_mb": peak / 1048576,
    }))


def run_json(command):
    out = subprocess.run(command, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {out.stderr.strip()}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--resizes", type=int, default=100)
    parser.add_argument("--benchmarks", default=os.path.join(ROOT, ".build/release/Benchmarks"))
    parser.add_argument("--orders", default="document,children")
    parser.add_argument("--document", action="store_true", help="also time our side through a layout document")
    parser.add_argument("--taffy-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.taffy_child is not None:
        taffy_child(args.taffy_child, args.reps, args.resizes)
        return
    if not os.path.exists(args.benchmarks):
        raise SystemExit(f"{args.benchmarks} not found: swift build -c release --product Benchmarks")
    sizes = [int(s) for s in args.sizes.split(",")]
    variants = [(order, False) for order in args.orders.split(",")]
    if args.document:
        variants.append(("document", True))
    header = ("cards", "views", "ours", "ours ms", "us/view", "taffy layout ms", "taffy build ms",
              "x taffy layout", "x taffy total", "x taffy native (issue)", "x yoga (issue)", "ours resize us", "taffy resize us",
              "x taffy resize", "x yoga resize", "ours B/view", "ours MB", "taffy MB")
    print(" | ".join(header))
    for cards in sizes:
        reps = args.reps if cards <= 10000 else 1
        resizes = args.resizes if cards <= 10000 else max(1, args.resizes // 10)
        taffy = run_json([sys.executable, __file__, "--taffy-child", str(cards), "--reps", str(reps),
                          "--resizes", str(resizes)])
        if "error" in taffy:
            raise SystemExit(taffy["error"])
        for order, document in variants:
            command = [args.benchmarks, "--cards", str(cards), "--reps", str(reps), "--resizes", str(resizes)]
            command += ["--document"] if document else ["--order", order]
            ours = run_json(command)
            yoga = YOGA.get(cards)
            ms, resize = ours["first_layout_ms"], ours["resize_us"]
            row = (
                cards, ours["views"], "document (JSON)" if document else order, f"{ms:.2f}",
                f"{ours['first_layout_us_per_view']:.2f}", f"{taffy['layout_ms']:.2f}", f"{taffy['build_ms']:.2f}",
                f"{ms / taffy['layout_ms']:.2f}", f"{ms / (taffy['layout_ms'] + taffy['build_ms']):.2f}",
                f"{ms / TAFFY_NATIVE[cards]:.2f}" if cards in TAFFY_NATIVE else "-",
                f"{ms / yoga[0]:.2f}" if yoga else "-", f"{resize:.1f}", f"{taffy['resize_us']:.1f}",
                f"{resize / taffy['resize_us']:.2f}", f"{resize / (yoga[1] * 1e3):.2f}" if yoga else "-",
                f"{ours['bytes_per_view_after_layout']:.0f}", f"{ours['peak_rss_mb']:.1f}",
                f"{taffy['peak_rss_mb']:.1f}",
            )
            print(" | ".join(str(c) for c in row), flush=True)


if __name__ == "__main__":
    main()
