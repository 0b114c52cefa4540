#!/usr/bin/env bash
# The mutation check of the simulation (docs/testing.md, "Simulation"): applies each realistic client bug in
# test/simulation/mutants/*.patch on its own, runs the simulation over a seed range, reverts the patch, and
# prints one line per mutant: caught (with the first failing seed and the invariants; --fail-fast stops
# there) or MISSED.
# Usage: [WORKLOAD=producers|pipelines|all] test/simulation/mutants/run.sh [SEEDS=300] [START=1] [SCALE=small] [patch ...]
# (the patches here are producer bugs: the producer histories by default)
# Needs a clean src/ (it refuses otherwise) and leaves it as it found it, even when interrupted.
set -euo pipefail
cd "$(dirname "$0")/../../.."
seeds=${1:-300}; start=${2:-1}; scale=${3:-small}; shift $(( $# > 3 ? 3 : $# ))
patches=("$@"); [ ${#patches[@]} -eq 0 ] && patches=(test/simulation/mutants/*.patch)
if ! git diff --quiet -- src; then echo "src/ has uncommitted changes: refusing to patch it" >&2; exit 2; fi
applied=""
trap '[ -n "$applied" ] && git apply -R "$applied"' EXIT
for patch in "${patches[@]}"; do
  git apply "$patch"; applied=$patch
  out=$(npx tsx test/simulation/cli.ts --seeds "$seeds" --start "$start" --scale "$scale" --workload "${WORKLOAD:-producers}" --fail-fast 2>/dev/null || true)
  git apply -R "$patch"; applied=""
  violations=$(printf '%s\n' "$out" | sed -n 's/^violations: //p')
  failing=$(printf '%s\n' "$out" | sed -n 's/^failing seeds: //p' | cut -d, -f1)
  name=$(basename "$patch" .patch)
  if [ -z "$violations" ]; then echo "ERROR   $name  (the simulation did not run to its summary)"
  elif [ -z "$failing" ]; then echo "MISSED  $name  ($seeds seeds from $start, $scale)"; else echo "caught  $name  first seed $failing; $violations"; fi
done
