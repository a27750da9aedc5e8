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
# Needs the Python module built by scripts/test-python.sh (.venv) for the agreement and
# Python suites. The fuzz targets proper (libFuzzer, nightly) run apart: see fuzz/Cargo.toml.
set -euo pipefail
cd "$(dirname "$0")/.."

SCALE="${GOMOKU_LONG_SCALE:-1}"
export GOMOKU_TEST_SEED=random

echo "long: gomoku-referee properties ($((20000 * SCALE)) cases each)"
PROPTEST_CASES=$((20000 * SCALE)) cargo test --release -p gomoku-referee-tests --test properties

echo "long: position identity properties ($((2000 * SCALE)) cases each)"
PROPTEST_CASES=$((2000 * SCALE)) cargo test --release -p gomoku-referee-tests --test identity

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
echo "long: agreement, core == C == Python"
GOMOKU_AGREEMENT_CASES=$((5000 * SCALE)) GOMOKU_AGREEMENT_ACTIONS=150 bash scripts/test-agreement.sh

echo "long: Python properties (hypothesis, fresh examples)"
.venv/bin/python -m pytest -q -p no:cacheprovider tests/python/test_state_machine.py tests/python/test_values.py

echo "long: all passed"
