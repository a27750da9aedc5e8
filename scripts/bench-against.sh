#!/usr/bin/env bash
# The random playouts of this tree against another revision (default: main), on one
# machine in one run: exports REV with `git archive` into target/bench-against/REV, builds
# both `report` binaries in release, then runs them in turns (ROUNDS rounds, SECS seconds a
# workload) and prints each round and the ratio of the medians.
#
#   bash scripts/bench-against.sh [REV] [ROUNDS] [SECS]     # e.g. main 5 1
#
# On a loaded machine timings wander by more than the 3% to be checked; with CALLGRIND=N
# the script instead counts the instructions of N seeded playouts of each rule set under
# `valgrind --tool=callgrind` (minus a run of 0 playouts: the fixed set-up), which is
# repeatable, and prints instructions per playout and their ratio.
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
if [ -n "${CALLGRIND:-}" ]; then
    count() { # binary, rules, iterations -> instructions
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" --gomoku-only \
            --only "random playout, $2 " --iters "$3" 2>&1 >/dev/null |
            sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
    }
    echo "| random playout, 15×15 | $REV, instructions per playout | this tree | ratio |"
    echo "|---|---:|---:|---:|"
    for rules in freestyle standard renju; do
        old=$(( ($(count "$OLD" "$rules" "$CALLGRIND") - $(count "$OLD" "$rules" 0)) / CALLGRIND ))
        new=$(( ($(count "$NEW" "$rules" "$CALLGRIND") - $(count "$NEW" "$rules" 0)) / CALLGRIND ))
        python3 -c "import sys; o, n = map(int, sys.argv[2:]); print(f'| {sys.argv[1]} | {o:,} | {n:,} | {n / o:.4f} |')" "$rules" "$old" "$new"
    done
    exit 0
fi
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
