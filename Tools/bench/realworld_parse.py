#!/usr/bin/env python3
"""Compile speed on real-world VFL: every statement of the realworld-vfl corpus compiled on its
own (as an app passes each format string to the API), through `Benchmarks --parse --lines`.

    swift build -c release --product Benchmarks
    python3 Tools/bench/realworld_parse.py ../shared/corpora/realworld-vfl/corpus.json \\
        .build/release/Benchmarks [--reps R]

The corpus is read where it is; the statements go to a temporary file that is deleted after
the run. Metrics whose value the corpus could not read get 10, as the corpus's runner does.
Prints the benchmark's JSON line.
"""
import json
import os
import subprocess
import sys
import tempfile


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    corpus, benchmarks, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(corpus, encoding="utf-8") as f:
        statements = json.load(f)["statements"]
    rows = []
    for statement in statements:
        vfl = statement["vfl"]
        if "\t" in vfl or "\n" in vfl:
            continue  # the file's separators; no real statement has them
        metrics = []
        for name, metric in sorted(statement.get("metrics", {}).items()):
            value = metric.get("value")
            metrics.append(f"{name}={10 if value is None else value}")
        rows.append("\t".join([vfl, ",".join(metrics), ",".join(statement.get("options", []))]))
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
        path = f.name
    try:
        result = subprocess.run([benchmarks, "--parse", "--lines", path, *rest], check=False)
    finally:
        os.unlink(path)
    sys.exit(result.returncode)


if __name__ == "__main__":
    main()
