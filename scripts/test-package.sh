#!/usr/bin/env bash
# Release dry runs: what a release would publish is complete and valid, without publishing.
#   1. the Rust crate gomoku-referee (folder gomoku-core/): `cargo package --list` holds the
#      library, its README and licences and nothing of the repository's tests; then
#      `cargo publish --dry-run` builds it from the packaged archive alone;
#   2. the Python distribution gomoku-referee (folder gomoku-py/): `maturin build` makes the
#      wheel and `maturin sdist` the source archive; `twine check` validates both (metadata,
#      the README as rendered on PyPI).
# The gomoku-ffi, gomoku-py, gomoku-bench and gomoku-agreement crates are not published
# (publish = false): the C library installs with `make -C gomoku-ffi install`.
#
# Needs the virtual environment of scripts/test-python.sh (maturin; twine is pinned here).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

VENV="${GOMOKU_VENV:-.venv}"
if [ ! -x "$VENV/bin/python" ]; then
    echo "package: no virtual environment at $VENV: run scripts/test-python.sh first" >&2
    exit 1
fi
VENV="$(cd "$VENV" && pwd)"
export PATH="$VENV/bin:$PATH"
PIN_TWINE="twine==7.0.0"
"$VENV/bin/python" -m pip --disable-pip-version-check --quiet install "$PIN_TWINE"

TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
OUT="$TARGET_DIR/package-dry-run"
rm -rf "$OUT"
mkdir -p "$OUT"

echo "package: 1. cargo package --list -p gomoku-referee"
# --allow-dirty: the dry run checks what would be packaged, also from a working tree with
# uncommitted changes; a real release is made from a clean tag.
cargo package --quiet --allow-dirty --list -p gomoku-referee > "$OUT/crate-files.txt"
cat "$OUT/crate-files.txt"
for f in Cargo.toml README.md LICENSE-MIT LICENSE-APACHE build.rs src/lib.rs src/forbidden.rs; do
    grep -qx "$f" "$OUT/crate-files.txt" || { echo "package: the crate lacks $f" >&2; exit 1; }
done
if grep -q '^tests/\|^\.\./' "$OUT/crate-files.txt"; then
    echo "package: the crate would ship files of the repository's tests" >&2
    exit 1
fi

echo "package: cargo publish --dry-run -p gomoku-referee"
cargo publish --quiet --allow-dirty --dry-run -p gomoku-referee

echo "package: 2. maturin build (wheel) + maturin sdist, twine check"
(cd gomoku-py && maturin build --quiet --release --out "$OUT/dist" && maturin sdist --out "$OUT/dist") >/dev/null
ls "$OUT/dist"
ls "$OUT"/dist/gomoku_referee-*.whl "$OUT"/dist/gomoku_referee-*.tar.gz >/dev/null
"$VENV/bin/python" -m twine check --strict "$OUT"/dist/*
# The sdist builds the extension from its own files: it must carry the core's sources.
tar -tzf "$OUT"/dist/gomoku_referee-*.tar.gz > "$OUT/sdist-files.txt"
for f in pyproject.toml README.md gomoku-core/build.rs gomoku-core/src/lib.rs python/gomoku/__init__.pyi python/gomoku/py.typed; do
    grep -q "/$f\$" "$OUT/sdist-files.txt" || { echo "package: the sdist lacks $f" >&2; exit 1; }
done
echo "package: all dry runs passed"
