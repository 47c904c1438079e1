#!/usr/bin/env python3
"""Every public symbol of the package's libraries has a doc comment.

    python3 Tools/checks/doc_coverage.py SYMBOL_GRAPH_DIR MODULE...

Reads the symbol graphs `swift build -Xswiftc -emit-symbol-graph` wrote, keeps each module's
own public declarations (re-exported symbols are checked in their own module; symbols the
compiler makes, like a raw-value enum's `init(rawValue:)` or protocol extensions' members,
have no source location and inherit their documentation), and prints those without a doc
comment as FILE:LINE: kind name. Exits 1 if there is any.
"""
import json
import os
import sys

directory, modules = sys.argv[1], sys.argv[2:]
missing = []
for module in modules:
    path = os.path.join(directory, f"{module}.symbols.json")
    if not os.path.exists(path):
        missing.append(f"{module}: no symbol graph at {path}")
        continue
    with open(path, encoding="utf-8") as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        if symbol["accessLevel"] not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or "location" not in symbol:
            continue
        uri = symbol["location"]["uri"]
        if f"/Sources/{module}/" not in uri:
            continue
        if not symbol.get("docComment"):
            line = symbol["location"]["position"]["line"] + 1
            where = uri.split("/Sources/", 1)[1]
            kind = symbol["kind"]["displayName"].lower()
            missing.append(f"Sources/{where}:{line}: {kind} {'.'.join(symbol['pathComponents'])} has no doc comment")
for line in sorted(missing):
    print(line)
if missing:
    print(f"doc coverage: {len(missing)} public symbol(s) without documentation")
    sys.exit(1)
print(f"doc coverage: every public symbol of {', '.join(modules)} is documented")
