#!/usr/bin/env bash
# Mutation testing of the C ABI against the agreement tests alone (issue 18): cargo-mutants
# (pinned) makes mutants of gomoku-ffi — every exported function is a safe `extern "C" fn`,
# which it can mutate — and runs only the tests of the crate gomoku-agreement (tests/) on
# each. A mutant that survives is a mistranslation the agreement tests cannot see.
#
#   bash scripts/mutants.sh                          # every mutant of gomoku-ffi
#   bash scripts/mutants.sh --file gomoku-ffi/src/game.rs   # one file
#   bash scripts/mutants.sh --list                   # list them, run nothing
#   GOMOKU_AGREEMENT_CASES=16 bash scripts/mutants.sh --baseline skip \
#       --file gomoku-ffi/src/symmetry.rs -- --test agreement --test protocol
#                                    # quicker: fewer cases, two of the test targets
#
# The Python module's Rust code the same way (`--python`, first argument): mutants of
# gomoku-py, run against the agreement tests in their linked mode (GOMOKU_PY_LINKED=1,
# tests/src/py_face.rs), where the Python face runs the gomoku-py compiled into the test
# binary — the mutant — under the installed pure-Python package, not the installed
# extension. Without `--` arguments it runs the three test targets that embed Python
# (agreement, protocol, table; brain_pipes runs Python in a process of its own and refuses
# the linked mode). Only the package's .py files are taken from the venv, so a venv built
# from an older tree still serves as long as gomoku-py/python/ is unchanged.
#
#   bash scripts/mutants.sh --python                 # every mutant of gomoku-py
#   GOMOKU_AGREEMENT_CASES=16 bash scripts/mutants.sh --python --baseline skip \
#       --no-shuffle --file gomoku-py/src/game.rs -- --test agreement
#
# Extra arguments go to `cargo mutants`. The report is in target/mutants-out/mutants.out/
# (GOMOKU_MUTANTS_OUT sets another directory). GOMOKU_MUTANTS_TIMEOUT (default 300 s) bounds
# one mutant's test run: a mutant that loops for ever (`i += 1` made `i *= 1`) is a timeout,
# counted as caught; with few cases (16: about 13 s a run here) 90 s is ample.
# (caught.txt, missed.txt, unviable.txt, timeout.txt, outcomes.json). Needs the Python
# module in the virtual environment that scripts/test-python.sh builds (`.venv`, or
# GOMOKU_VENV). GOMOKU_AGREEMENT_CASES (default 128 here, 512 in CI) sets the number of
# random scenarios per mutant; the seed is fixed, so a run is reproducible. Slow: one
# build and one run of the agreement tests per mutant (on 2 busy cores, about a minute).
# (cargo-mutants 25.3.1 checks its baseline with the mutated package's own tests, then runs
# only the agreement tests on each mutant.)
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_MUTANTS_VERSION="25.3.1"
if ! cargo mutants --version 2>/dev/null | grep -qx "cargo-mutants $CARGO_MUTANTS_VERSION"; then
    echo "mutants: installing cargo-mutants $CARGO_MUTANTS_VERSION"
    cargo install cargo-mutants --version "$CARGO_MUTANTS_VERSION" --locked --force --quiet
fi

VENV="${GOMOKU_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
    echo "mutants: no virtual environment at $VENV: run scripts/test-python.sh first" >&2
    exit 1
fi
GOMOKU_VENV="$(cd "$VENV" && pwd)"
export GOMOKU_VENV
LIBDIR="$("$GOMOKU_VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_config_var("LIBDIR") or "")')"
export LD_LIBRARY_PATH="$LIBDIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export GOMOKU_AGREEMENT_CASES="${GOMOKU_AGREEMENT_CASES:-128}"
# cargo-mutants builds in a copy of the tree; a target directory of its own keeps the
# compiled dependencies from one run to the next without locking the usual one.
export CARGO_TARGET_DIR="${GOMOKU_MUTANTS_TARGET:-$PWD/target/mutants}"

PACKAGE=gomoku-ffi
OUT="${GOMOKU_MUTANTS_OUT:-target/mutants-out}"
if [ "${1:-}" = "--python" ]; then
    shift
    PACKAGE=gomoku-py
    OUT="${GOMOKU_MUTANTS_OUT:-target/mutants-py-out}"
    export GOMOKU_PY_LINKED=1
    export CARGO_TARGET_DIR="${GOMOKU_MUTANTS_TARGET:-$PWD/target/mutants-py}"
    # The Python test targets, unless the caller chose (`-- ...`).
    has_test_args=false
    for a in "$@"; do [ "$a" = "--" ] && has_test_args=true; done
    if [ "$has_test_args" = false ]; then
        set -- "$@" -- --test agreement --test protocol --test table
    fi
fi

cargo mutants --package "$PACKAGE" --test-package gomoku-agreement \
    --gitignore true --jobs 1 --timeout "${GOMOKU_MUTANTS_TIMEOUT:-300}" --output "$OUT" "$@"
