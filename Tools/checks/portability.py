#!/usr/bin/env python3
"""Portability checks run by .ci/run, over Package.swift and Sources/.

1. A platform module (Glibc, Musl, Darwin, ucrt, WinSDK, WASILibc, Android, Bionic, and
   Foundation and its parts) is imported, or named in a qualified use (`Glibc.write`), only
   inside an `#if canImport(THAT MODULE)` branch: a file that builds on one platform then
   builds on every other.
2. The libraries import no Foundation at all (only the executables could, and none does).
3. No two targets, products or source folders have names that differ only in case (they
   collide on the case-insensitive file systems of macOS and Windows) -- except the
   `autolayout` executable product, whose name is the tool's, and which shares no path with
   the `AutoLayout` library (see the comment in Package.swift).

Prints each problem as FILE:LINE: message and exits 1 if there is any.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLATFORM = ["Glibc", "Musl", "Darwin", "ucrt", "WinSDK", "WASILibc", "Android", "Bionic",
            "Foundation", "FoundationEssentials", "FoundationNetworking", "CRT"]
EXECUTABLES = {"AutoLayoutCLI", "Benchmarks", "VisualFormatFuzzer", "CassowaryFuzzer", "TypographyFuzzer"}
ALLOWED_CASE_PAIRS = {frozenset(["autolayout", "AutoLayout"])}
problems = []


def check_file(path, target):
    stack = []  # the condition of each open #if branch ("" for an #else branch)
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            stripped = line.strip()
            code = stripped.split("//", 1)[0]
            if code.startswith("#if "):
                stack.append(code[4:])
                continue
            if code.startswith("#elseif "):
                if stack:
                    stack[-1] = code[8:]
                continue
            if code.startswith("#else"):
                if stack:
                    stack[-1] = ""
                continue
            if code.startswith("#endif"):
                if stack:
                    stack.pop()
                continue
            for module in PLATFORM:
                imported = re.match(r"^(@\w+\s+)*import\s+(class\s+|func\s+|struct\s+|enum\s+)?%s\b" % module, code)
                qualified = re.search(r"(?<![\w.])%s\.\w" % module, code)
                if not (imported or qualified):
                    continue
                guarded = any(re.search(r"canImport\(\s*%s\s*\)" % module, c) for c in stack)
                where = f"{os.path.relpath(path, ROOT)}:{number}"
                if not guarded:
                    problems.append(f"{where}: '{module}' used outside an '#if canImport({module})' branch")
                if module.startswith("Foundation") and target not in EXECUTABLES:
                    problems.append(f"{where}: the library '{target}' imports {module}; libraries use the standard library only")


def check_sources():
    sources = os.path.join(ROOT, "Sources")
    for target in sorted(os.listdir(sources)):
        for folder, _, files in os.walk(os.path.join(sources, target)):
            for name in files:
                if name.endswith(".swift"):
                    check_file(os.path.join(folder, name), target)


def check_names():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
        manifest = f.read()
    names = re.findall(r'\.(?:target|executableTarget|testTarget|library|executable|plugin)\(\s*name:\s*"([^"]+)"', manifest)
    for top in ["Sources", "Tests"]:
        base = os.path.join(ROOT, top)
        if os.path.isdir(base):
            names += os.listdir(base)
    seen = {}
    for name in names:
        key = name.lower()
        other = seen.setdefault(key, name)
        if other != name and frozenset([other, name]) not in ALLOWED_CASE_PAIRS:
            problems.append(f"Package.swift: '{other}' and '{name}' differ only in case")


check_sources()
check_names()
for problem in problems:
    print(problem)
if problems:
    print(f"portability: {len(problems)} problem(s)")
    sys.exit(1)
print("portability: platform modules guarded, libraries free of Foundation, names distinct")
