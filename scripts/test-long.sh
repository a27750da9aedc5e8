#!/usr/bin/env bash
# The long run: the property, differential, agreement and Python property suites with
# FRESH random seeds and many more cases than the test command (scripts/test.sh), which
# runs them with fixed seeds so that CI is deterministic. Run it by hand, or nightly:
#
#   bash scripts/test-long.sh            # a few minutes per suite on 2 cores
#   GOMOKU_LONG_SCALE=10 bash scripts/test-long.sh   # ten times longer still
#
# Each suite prints the seed it drew (GOMOKU_TEST_SEED=..., GOMOKU_DIFF_SEED=...): set it
# to replay a failure. A failure proptest finds is also written to the suite's
# proptest-regressions file: commit that file (or turn the case into an explicit test) so
# that the test command replays it from then on.
#
# Needs the Python module built by scripts/test-python.sh (`.venv`, or GOMOKU_VENV) for the
# agreement and Python suites. The libFuzzer targets of fuzz/ are built and run for
# GOMOKU_FUZZ_SECS seconds each (default 60 × scale) when a nightly toolchain with
# cargo-fuzz is installed; otherwise the script says so and goes on (it installs nothing).
set -euo pipefail
cd "$(dirname "$0")/.."

SCALE="${GOMOKU_LONG_SCALE:-1}"
export GOMOKU_TEST_SEED=random
VENV="${GOMOKU_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
    echo "long: no virtual environment at $VENV: run scripts/test-python.sh first" >&2
    exit 1
fi
GOMOKU_VENV="$(cd "$VENV" && pwd)"
export GOMOKU_VENV

echo "long: threes against the naive oracle, line sets ($((250 * SCALE)) grids per size)"
GOMOKU_ORACLE_GRIDS=$((250 * SCALE)) cargo test --release -p gomoku-referee --lib threats:: -- --nocapture

echo "long: gomoku-referee properties ($((20000 * SCALE)) cases each)"
PROPTEST_CASES=$((20000 * SCALE)) cargo test --release -p gomoku-referee-tests --test properties

echo "long: position identity properties ($((2000 * SCALE)) cases each), no key collision in 10^7 positions"
PROPTEST_CASES=$((2000 * SCALE)) cargo test --release -p gomoku-referee-tests --test identity
cargo test --release -p gomoku-referee-tests --test identity -- --ignored --nocapture no_collision_in_ten_million_positions

echo "long: the Gomocup protocol parser and brain session ($((20000 * SCALE)) cases)"
PROPTEST_CASES=$((20000 * SCALE)) cargo test --release -p gomoku-referee-tests --test brain

echo "long: game records, round trips ($((5000 * SCALE)) cases) and $((200000 * SCALE)) arbitrary inputs"
PROPTEST_CASES=$((5000 * SCALE)) GOMOKU_FUZZ_RUNS=$((200000 * SCALE)) \
    cargo test --release -p gomoku-referee-tests --features renjunet --test records

echo "long: VCF properties ($((10 * SCALE)) times the positions)"
GOMOKU_VCF_SCALE=$((10 * SCALE)) cargo test --release -p gomoku-referee-tests --test vcf

echo "long: serde round trips, and the serde checks of fuzz/ on $((200000 * SCALE)) inputs"
PROPTEST_CASES=$((20000 * SCALE)) GOMOKU_FUZZ_RUNS=$((200000 * SCALE)) \
    cargo test --release -p gomoku-referee-tests --features serde --test serde

DIFF_SEED=$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')
echo "long: differential test against figrid-board, GOMOKU_DIFF_SEED=$DIFF_SEED"
GOMOKU_DIFF_SEED=$DIFF_SEED GOMOKU_DIFF_POSITIONS=$((100000 * SCALE)) \
    cargo test --release -p gomoku-referee-tests --test differential -- --nocapture

echo "long: the C ABI call-sequence checks of fuzz/ ($((20000 * SCALE)) programs)"
GOMOKU_FUZZ_RUNS=$((20000 * SCALE)) cargo test --release -p gomoku-ffi --test call_sequences

# (With GOMOKU_TEST_SEED=random the scripted manager of tests/tests/brain_pipes.rs also
# starts the two example brains with fresh --seed values, so their games differ.)
echo "long: agreement, core == C == Python == JavaScript"
GOMOKU_AGREEMENT_CASES=$((5000 * SCALE)) GOMOKU_AGREEMENT_ACTIONS=150 bash scripts/test-agreement.sh

echo "long: Python properties (hypothesis, fresh examples)"
GOMOKU_NO_SKIP=1 "$GOMOKU_VENV/bin/python" -m pytest -q -p no:cacheprovider \
    tests/python/test_state_machine.py tests/python/test_values.py

FUZZ_SECS="${GOMOKU_FUZZ_SECS:-$((60 * SCALE))}"
if cargo +nightly fuzz --version >/dev/null 2>&1; then
    echo "long: the libFuzzer targets of fuzz/ ($FUZZ_SECS s each)"
    for target in $(cd fuzz && cargo +nightly fuzz list); do
        (cd fuzz && cargo +nightly fuzz run "$target" -- -max_total_time="$FUZZ_SECS")
    done
else
    echo "long: NOT RUN: the libFuzzer targets of fuzz/ need a nightly toolchain with cargo-fuzz" >&2
    echo "long:   (rustup toolchain install nightly; cargo install cargo-fuzz)" >&2
fi

echo "long: all passed"
