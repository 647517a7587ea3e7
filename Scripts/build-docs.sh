#!/usr/bin/env bash
# Builds the DocC documentation of every library with the toolchain's own `docc` (the Swift-DocC plugin would be a
# package dependency, which this project has none of). Warnings are errors.
#
#   Scripts/build-docs.sh            # builds, then writes .build/docs/<Module>/ for each library
#   python3 -m http.server -d .build/docs/Declarative 8000   # then open http://localhost:8000/documentation/declarative
#
# Symbol graphs are extracted from the modules of the debug build (`swift-symbolgraph-extract`), so the docs
# describe exactly what `swift build` compiled.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Declarative Charts Backends)
[ -d Sources/DeclarativeTesting ] && modules+=(DeclarativeTesting)

swift build >/dev/null
bin=$(swift build --show-bin-path)
toolchain_bin=$(dirname "$(command -v swift)")
docc=${DOCC:-$toolchain_bin/docc}
[ -x "$docc" ] || docc=$(command -v docc)
extract=$toolchain_bin/swift-symbolgraph-extract
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

out=.build/docs
graphs=.build/symbol-graphs
rm -rf "$out" "$graphs"
mkdir -p "$out"
status=0
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  "$extract" -module-name "$module" -I "$bin/Modules" -target "$triple" -output-dir "$graphs/$module" \
    -minimum-access-level public -skip-synthesized-members
  catalog=Sources/$module/$module.docc
  [ -d "$catalog" ] || { echo "error: $module has no documentation catalog ($catalog)"; status=1; continue; }
  echo "==> docs: $module"
  "$docc" convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.declarative.$module" \
    --transform-for-static-hosting --hosting-base-path / \
    --warnings-as-errors --output-path "$out/$module" || status=1
done
[ $status -eq 0 ] && echo "==> docs written to $out/<Module>; serve one with: python3 -m http.server -d $out/Declarative"
exit $status
