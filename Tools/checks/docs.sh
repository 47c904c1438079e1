#!/usr/bin/env bash
# The documentation of every library: each public symbol has a doc comment, and each DocC
# catalog builds with warnings as errors (plain `docc` from the toolchain, no plugin).
#
#   Tools/checks/docs.sh [MODULE...]     (default: every library product)
set -uo pipefail
cd "$(dirname "$0")/../.."
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(Cassowary LayoutIR VisualFormat LayoutRules AutoLayout Typography AutoLayoutTesting)
graphs=.build-docs/symbol-graphs
# Kept between runs: an up-to-date module is not recompiled, so its graph is not rewritten.
mkdir -p "$graphs"
for module in "${modules[@]}"; do
  swift build --scratch-path .build-docs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null 2>&1 \
    || { echo "docs: the symbol graph of $module does not build"; exit 1; }
done
# Both checks run, so one run lists every problem.
status=0
python3 Tools/checks/doc_coverage.py "$graphs" "${modules[@]}" || status=1
for module in "${modules[@]}"; do
  one=$(mktemp -d)
  cp "$graphs/$module.symbols.json" "$one/"
  cp "$graphs/$module"@*.symbols.json "$one/" 2>/dev/null || true
  catalog="Sources/$module/$module.docc"
  [ -d "$catalog" ] || catalog=""
  if ! output=$(docc convert $catalog --additional-symbol-graph-dir "$one" \
      --output-path "$(mktemp -d)/$module.doccarchive" --warnings-as-errors \
      --fallback-display-name "$module" --fallback-bundle-identifier "org.autolayout.$module" 2>&1); then
    echo "--- docc: $module"
    echo "$output" | grep -E "error|warning" | head -40
    status=1
  else
    echo "docc: $module builds with warnings as errors"
  fi
  rm -rf "$one"
done
exit $status
