#!/usr/bin/env bash
# The random playouts of this tree against another revision (default: main), on one
# machine in one run: exports REV with `git archive` into target/bench-against/REV, builds
# both `report` binaries in release, then runs them in turns (ROUNDS rounds, SECS seconds a
# workload) and prints each round and the ratio of the medians.
#
#   bash scripts/bench-against.sh [REV] [ROUNDS] [SECS]     # e.g. main 5 1
set -euo pipefail
cd "$(dirname "$0")/.."
REV="${1:-main}"
ROUNDS="${2:-5}"
SECS="${3:-1}"
BASE="target/bench-against/$(echo "$REV" | tr '/' '_')"
rm -rf "$BASE/src"
mkdir -p "$BASE/src"
git archive "$REV" | tar -x -C "$BASE/src"
echo "bench-against: building $REV ($(git rev-parse --short "$REV")) and this tree" >&2
cargo build --quiet --release -p gomoku-bench --bin report \
    --manifest-path "$BASE/src/Cargo.toml" --target-dir "$BASE/target"
cargo build --quiet --release -p gomoku-bench --bin report
OLD="$BASE/target/release/report"
NEW="target/release/report"
out="$BASE/rounds.txt"
: > "$out"
for r in $(seq "$ROUNDS"); do
    for side in old new; do
        bin=$OLD
        [ "$side" = new ] && bin=$NEW
        "$bin" --only "random playout" --gomoku-only --secs "$SECS" |
            sed -n "s/^| random playout, \([a-z]*\) 15×15 | \([0-9.]*\) \(k\|M\) .*/$side \1 \2 \3/p" >> "$out"
    done
done
python3 - "$out" "$REV" <<'PY'
import statistics, sys
rates = {}
for line in open(sys.argv[1]):
    side, rules, value, unit = line.split()
    rates.setdefault((rules, side), []).append(float(value) * (1e3 if unit == "k" else 1e6))
print(f"| random playout, 15×15 | {sys.argv[2]} (median of {len(next(iter(rates.values())))}) | this tree | ratio |")
print("|---|---:|---:|---:|")
for rules in dict.fromkeys(r for r, _ in rates):
    old = statistics.median(rates[(rules, "old")])
    new = statistics.median(rates[(rules, "new")])
    print(f"| {rules} | {old / 1e3:.1f} k/s | {new / 1e3:.1f} k/s | {new / old:.3f} |")
PY
