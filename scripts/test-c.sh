#!/usr/bin/env bash
# C: installs what it needs (apt: a C/C++ compiler, valgrind, pkg-config, cJSON; cargo:
# cbindgen, pinned), then
#   1. regenerates include/gomoku.h with the pinned cbindgen and fails on any difference;
#   2. compiles the header as C99, C11 and C++17 with -Wall -Wextra -Werror -pedantic;
#   3. builds the C test suite (tests/c) against the static library and runs it under
#      valgrind (no error, no leak), replaying the conformance data of tests/data too;
#   4. installs the library with `make -C gomoku-ffi install` into a scratch prefix under a
#      temporary directory, checks the libraries carry no debug info, builds
#      examples/c/renju.c and examples/c/match.c through pkg-config against the shared
#      library, and runs them under valgrind without LD_LIBRARY_PATH (the rpath of
#      gomoku.pc finds the library); match.c prints what examples/rust/match.rs prints.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

CBINDGEN_VERSION=0.29.4
APT_PACKAGES=(gcc g++ make binutils valgrind pkg-config libcjson-dev)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
    echo "test-c: installing ${missing[*]}"
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

CBINDGEN="${CARGO_HOME:-$HOME/.cargo}/bin/cbindgen"
if ! "$CBINDGEN" --version 2>/dev/null | grep -qx "cbindgen $CBINDGEN_VERSION"; then
    echo "test-c: installing cbindgen $CBINDGEN_VERSION"
    cargo install cbindgen --version "$CBINDGEN_VERSION" --locked --force --quiet
fi

TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
BUILD="$TARGET_DIR/c-tests"
rm -rf "$BUILD"
mkdir -p "$BUILD"

echo "test-c: 1. the header is up to date"
"$CBINDGEN" --quiet --config gomoku-ffi/cbindgen.toml --crate gomoku-ffi \
    --output "$BUILD/gomoku.h" gomoku-ffi
if ! diff -u include/gomoku.h "$BUILD/gomoku.h"; then
    echo "test-c: include/gomoku.h is stale: regenerate it with" >&2
    echo "  cbindgen --config gomoku-ffi/cbindgen.toml --crate gomoku-ffi --output include/gomoku.h gomoku-ffi" >&2
    exit 1
fi

echo "test-c: 2. the header compiles as C99, C11 and C++17"
WARN=(-Wall -Wextra -Werror -pedantic)
gcc -std=c99 "${WARN[@]}" -Iinclude -c tests/c/header_c.c -o "$BUILD/header_c99.o"
gcc -std=c11 "${WARN[@]}" -Iinclude -c tests/c/header_c.c -o "$BUILD/header_c11.o"
g++ -std=c++17 "${WARN[@]}" -Iinclude -c tests/c/header_cpp.cpp -o "$BUILD/header_cpp17.o"

echo "test-c: 3. the C test suite, under valgrind"
cargo build --quiet -p gomoku-ffi
VERSION=$(cargo pkgid -p gomoku-ffi | sed 's/.*[#@]//')
# What Rust's std needs besides the C library (the documented one-line build uses these).
NATIVE_LIBS=(-lpthread -ldl -lm)
gcc -std=c99 "${WARN[@]}" -g -Iinclude -DCRATE_VERSION="\"$VERSION\"" \
    tests/c/test_api.c tests/c/conformance.c tests/c/analysis.c tests/c/keys.c \
    "$TARGET_DIR/debug/libgomoku.a" -lcjson "${NATIVE_LIBS[@]}" -o "$BUILD/test_api"
valgrind --quiet --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
    --errors-for-leak-kinds=all "$BUILD/test_api" tests/data tests/data/analysis/vcf.jsonl 346 | tee "$BUILD/test_api.log"
tail -n 1 "$BUILD/test_api.log" | grep -Eq '^[0-9]+ passed, 0 failed$'
grep -Eq '^keys: [0-9]+ cases$' "$BUILD/test_api.log"
# The golden vectors that tests/src/golden.rs transcribes from the core (tests/data/golden).
valgrind --quiet --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
    --errors-for-leak-kinds=all "$BUILD/test_api" tests/data/golden "" 400 | tee "$BUILD/test_golden.log"
tail -n 1 "$BUILD/test_golden.log" | grep -Eq '^[0-9]+ passed, 0 failed$'
# Game records: the golden files of tests/data/records, bad input.
gcc -std=c99 "${WARN[@]}" -g -Iinclude tests/c/test_records.c \
    "$TARGET_DIR/debug/libgomoku.a" -lcjson "${NATIVE_LIBS[@]}" -o "$BUILD/test_records"
valgrind --quiet --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
    --errors-for-leak-kinds=all "$BUILD/test_records" tests/data/records | tee "$BUILD/test_records.log"
tail -n 1 "$BUILD/test_records.log" | grep -Eq '^[0-9]+ passed, 0 failed$'

echo "test-c: 4. install into a non-default prefix, pkg-config, the example"
# A prefix no loader searches: the program must find libgomoku.so through the rpath that
# gomoku.pc gives it, without LD_LIBRARY_PATH (README, examples/c/README.md).
PREFIX="$(mktemp -d "${TMPDIR:-/tmp}/gomoku-prefix.XXXXXX")"
trap 'rm -rf "$PREFIX"' EXIT
make --no-print-directory -s -C gomoku-ffi install PREFIX="$PREFIX" >/dev/null
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
test "$(pkg-config --modversion gomoku)" = "$VERSION"
# The installed libraries carry no debug info (the release profile has none).
for lib in "$PREFIX/lib/libgomoku.so" "$PREFIX/lib/libgomoku.a"; do
    if readelf -S --wide "$lib" | grep -q '\.debug_info'; then
        echo "test-c: $lib carries debug info" >&2
        exit 1
    fi
done
echo "test-c: installed sizes: $(stat -L -c '%n %s' "$PREFIX/lib/libgomoku.so" "$PREFIX/lib/libgomoku.a" | sed "s|$PREFIX/lib/||g" | paste -sd ' ')"
# The record suite again, against the installed release library: the optimised readers
# (SGF, RenjuNet through quick-xml, RenLib) under valgrind as the debug build above, with
# the one suppression that tests/c/valgrind-release.supp explains (a test of a value the
# optimiser left undefined, whichever way it goes, in the SGF parser's loop).
# shellcheck disable=SC2046 # pkg-config's flags are meant to be split
gcc -std=c99 "${WARN[@]}" -g tests/c/test_records.c $(pkg-config --cflags --libs gomoku) -lcjson \
    -o "$BUILD/test_records_release"
env -u LD_LIBRARY_PATH valgrind --quiet --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
    --errors-for-leak-kinds=all --suppressions=tests/c/valgrind-release.supp \
    "$BUILD/test_records_release" tests/data/records \
    | tee "$BUILD/test_records_release.log"
tail -n 1 "$BUILD/test_records_release.log" | grep -Eq '^[0-9]+ passed, 0 failed$'
# shellcheck disable=SC2046 # pkg-config's flags are meant to be split
gcc -std=c99 "${WARN[@]}" examples/c/renju.c $(pkg-config --cflags --libs gomoku) -o "$BUILD/renju"
env -u LD_LIBRARY_PATH valgrind --quiet --error-exitcode=1 --leak-check=full \
    --show-leak-kinds=all --errors-for-leak-kinds=all "$BUILD/renju" > "$BUILD/renju.out"
grep -q "forbidden for Black: h8 (double-three)" "$BUILD/renju.out"
grep -q "black wins by five" "$BUILD/renju.out"
# The one-line build from the source tree, with the static library.
gcc -std=c99 "${WARN[@]}" -Iinclude examples/c/renju.c "$TARGET_DIR/release/libgomoku.a" \
    "${NATIVE_LIBS[@]}" -o "$BUILD/renju-static"
# (Into a file, not a process substitution, whose exit status bash would drop; under
# valgrind, as every C program here.)
valgrind --quiet --error-exitcode=1 --leak-check=full --show-leak-kinds=all \
    --errors-for-leak-kinds=all "$BUILD/renju-static" > "$BUILD/renju-static.out"
cmp "$BUILD/renju-static.out" "$BUILD/renju.out"
# The match and clock example: the same match as examples/rust/match.rs, line for line.
# shellcheck disable=SC2046 # pkg-config's flags are meant to be split
gcc -std=c99 "${WARN[@]}" examples/c/match.c $(pkg-config --cflags --libs gomoku) -o "$BUILD/match"
env -u LD_LIBRARY_PATH valgrind --quiet --error-exitcode=1 --leak-check=full \
    --show-leak-kinds=all --errors-for-leak-kinds=all "$BUILD/match" > "$BUILD/match.out"
grep -q "^  0-1 (timeout) after 8 moves; winner: Ann" "$BUILD/match.out"
grep -q "^  score Ann 2 - 1 Bob; Elo Ann 1217.3, Bob 1182.7$" "$BUILD/match.out"
cargo run -q -p gomoku-referee --example match > "$BUILD/match-rust.out"
cmp "$BUILD/match.out" "$BUILD/match-rust.out"

echo "test-c: 5. the README's C example, as written there"
python3 - README.md "$BUILD/readme.c" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
block = re.search(r"^## C and C\+\+\n+```c\n(.*?)^```", text, re.S | re.M).group(1)
# A whole program, as a reader would copy it.
assert "int main(void)" in block, "the README's C example has no main()"
open(sys.argv[2], "w").write(block)
PY
gcc -std=c99 "${WARN[@]}" -Wno-unused-variable -Iinclude "$BUILD/readme.c" "$TARGET_DIR/debug/libgomoku.a" \
    "${NATIVE_LIBS[@]}" -o "$BUILD/readme"
valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=all "$BUILD/readme"
echo "test-c: all C tests passed"
