#!/usr/bin/env bash
# Python: builds the `gomoku` module into a virtual environment and tests it.
#
# Needs only CPython >= 3.10 with pip, and Rust. Creates (or reuses) the venv `.venv` at
# the repository root (GOMOKU_VENV=dir to use another), installs the pinned tools,
# installs the module with `pip install ./gomoku-py` (as the README says), then runs
# the pytest suite, stubtest, `mypy --strict` on the examples, and the examples.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV="${GOMOKU_VENV:-.venv}"
PIN_MATURIN="maturin==1.16.0"
PIN_PYTEST="pytest==9.2.0"
PIN_HYPOTHESIS="hypothesis==6.170.17"
PIN_MYPY="mypy==2.4.1"
# The `renju` package writes SGF with rows from the bottom: tests/python/test_records.py
# reads its files and has it read ours.
PIN_RENJU="renju==0.1.0"
# numpy is optional for users; the tests of the array functions (tests/python/test_numpy.py)
# need it. numpy 2.4 needs Python >= 3.11; 2.2.6 is the last release for 3.10.
PIN_NUMPY=('numpy==2.4.6; python_version >= "3.11"' 'numpy==2.2.6; python_version < "3.11"')
# The reinforcement-learning environments (gomoku.env, extra `rl`) and their tests
# (tests/python/test_env*.py: PettingZoo's api/seed/render tests, Gymnasium's check_env).
PIN_RL=("gymnasium==1.4.0" "pettingzoo==1.27.0")
# OpenSpiel (tests/python/test_openspiel.py: the referee registered as a pyspiel game and
# OpenSpiel's random simulation test; examples/python/openspiel_mcts.py): a binary wheel
# for CPython 3.11 on x86_64 Linux, not part of the `rl` extra.
PIN_SPIEL="open_spiel==2.0.2"
# Self-play on Ray (examples/python/selfplay_ray.py, tests/python/test_selfplay_ray.py: a
# local two-worker cluster writing Parquet shards): binary wheels for CPython 3.11 on
# x86_64 Linux, not part of the `rl` extra.
PIN_RAY=("ray==2.60.0" "pyarrow==26.0.1")

if [ ! -x "$VENV/bin/python" ]; then
    echo "python: creating the virtual environment $VENV"
    "$PYTHON" -m venv "$VENV"
fi
VENV="$(cd "$VENV" && pwd)"
# The build backend runs maturin from PATH: the venv's own.
export PATH="$VENV/bin:$PATH"
py="$VENV/bin/python"
pip=("$py" -m pip --disable-pip-version-check --quiet)

"${pip[@]}" install "$PIN_MATURIN" "$PIN_PYTEST" "$PIN_HYPOTHESIS" "$PIN_MYPY" "$PIN_RENJU" "${PIN_NUMPY[@]}" "${PIN_RL[@]}" "$PIN_SPIEL" "${PIN_RAY[@]}"
# The pinned maturin builds the wheel (no isolated build environment to download).
"${pip[@]}" install --no-build-isolation --force-reinstall --no-deps ./gomoku-py

# Caches go into the venv, not into the working tree.
cache="$VENV/cache"
mkdir -p "$cache"

echo "python: the reference judge of the conformance explanations agrees with the data"
out="$("$py" tests/data/explain/reference.py)"
echo "$out"
# Every forbidden map of the data, the empty ones too (72 and 23 when issue 29 made it read
# them all): an emptied file or a map passed over again fails here.
maps="$(sed -n 's/.* \([0-9]*\) forbidden maps checked, [0-9]* of them empty$/\1/p' <<<"$out")"
empty="$(sed -n 's/.* [0-9]* forbidden maps checked, \([0-9]*\) of them empty$/\1/p' <<<"$out")"
if [ "${maps:-0}" -lt 72 ] || [ "${empty:-0}" -lt 23 ]; then
    echo "python: the reference judge checked ${maps:-no} maps, ${empty:-no} empty (at least 72, 23 expected)" >&2
    exit 1
fi

echo "python: pytest"
# GOMOKU_NO_SKIP=1: a skip is a failure here (tests/python/conftest.py), so that a broken
# numpy or renju install, or an emptied data file, cannot turn tests into skips.
GOMOKU_NO_SKIP=1 "$py" -m pytest tests/python -q -o cache_dir="$cache/pytest"

echo "python: stubtest"
printf '[mypy]\ncache_dir = %s\n' "$cache/mypy" > "$cache/mypy.ini"
"$py" -m mypy.stubtest gomoku --mypy-config-file "$cache/mypy.ini" \
    --allowlist gomoku-py/stubtest-allowlist.txt

echo "python: mypy --strict examples/python/"
"$py" -m mypy --strict --cache-dir "$cache/mypy" examples/python/
# The package's own Python (gomoku.svg) as installed, against the stubs.
"$py" -m mypy --strict --cache-dir "$cache/mypy" -p gomoku

echo "python: examples"
"$py" examples/python/analyse.py > /dev/null
"$py" examples/python/analyse.py "h8 h9 i8 i9 j8 j9 k8 k9 l8" --rules freestyle > /dev/null
"$py" examples/python/analyse.py --svg "$cache/analyse.svg" > /dev/null
"$py" -c 'import sys, xml.etree.ElementTree as ET; ET.parse(sys.argv[1])' "$cache/analyse.svg"
"$py" examples/python/random_bot.py --seed 1 > /dev/null
"$py" examples/python/random_bot.py --seed 2 > /dev/null
# (Output captured first: `grep -q` stops reading at its match, which would break the pipe.)
out="$("$py" examples/python/psq_to_sgf.py 2>/dev/null)"
grep -q '^(;FF\[4\]GM\[4\]SZ\[15\]' <<<"$out"
out="$("$py" examples/python/renjunet_openings.py)"
grep -q "^Kagetsu  *2  *50.0%  *1  *0$" <<<"$out"

printf 'START 15\r\nBEGIN\r\nEND\r\n' | "$py" examples/python/pbrain.py | grep -x '7,7' > /dev/null
"$py" examples/python/pbrain.py --bench 1 > /dev/null
"$py" examples/python/match.py > /dev/null
out="$("$py" examples/python/openspiel_mcts.py --rules freestyle/9 --games 2 --simulations 20 --nodes 200)"
grep -q "^freestyle/9: MCTS (20 simulations) won [0-2], the reference bot (200 nodes) won [0-2], draws [0-2]$" <<<"$out"
# Under an opening: the reference bot takes the opening's steps (ReferenceBot.decide).
out="$("$py" examples/python/openspiel_mcts.py --rules renju --opening soosorv-2 --games 2 --simulations 8 --nodes 200)"
grep -q "^renju soosorv-2: MCTS (8 simulations) won [0-2], the reference bot (200 nodes) won [0-2], draws [0-2]$" <<<"$out"

echo "python: all passed"
