#!/usr/bin/env bash
# Agreement: the core, the C ABI, the Python module and the npm package give the same
# answers, step by step (the crate gomoku-agreement in tests/: proptest scenarios, the
# error table, the golden vectors of tests/data/golden/).
#
# Needs the Python module installed in the virtual environment that scripts/test-python.sh
# builds (`.venv`, or GOMOKU_VENV), and the npm package that scripts/test-js.sh builds
# (gomoku-wasm/pkg, run by node through tests/js/face.mjs); without them the tests fail,
# saying so.
# GOMOKU_AGREEMENT_CASES / GOMOKU_AGREEMENT_ACTIONS raise the number and length of cases.
# GOMOKU_PY_LINKED=1 (for `scripts/mutants.sh --python`, never in CI) would make the Python
# face run gomoku-py compiled into the test binaries instead of the installed extension;
# brain_pipes refuses it, so this script is meant to run without it.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${GOMOKU_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
    echo "agreement: no virtual environment at $VENV: run scripts/test-python.sh first" >&2
    exit 1
fi
GOMOKU_VENV="$(cd "$VENV" && pwd)"
export GOMOKU_VENV
# The tests embed the interpreter the venv was made from (pyo3 finds it on PATH, as
# test-python.sh does); a shared libpython (pyenv builds one) must be found at run time.
LIBDIR="$("$GOMOKU_VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_config_var("LIBDIR") or "")')"
export LD_LIBRARY_PATH="$LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

# The scripted Gomocup manager (tests/tests/brain_pipes.rs) spawns the Rust example brain.
cargo build -q -p gomoku-referee --example pbrain-gomoku

if [ ! -f gomoku-wasm/pkg/node.js ]; then
    echo "agreement: no npm package at gomoku-wasm/pkg: run scripts/test-js.sh first" >&2
    exit 1
fi

echo "agreement: core == C ABI == Python == JavaScript"
cargo test -p gomoku-agreement --no-fail-fast -- --nocapture
echo "agreement: all passed"
