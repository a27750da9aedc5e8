#!/usr/bin/env bash
# Rust: format, lints, unit/property/conformance/doc tests, no_std builds, docs, examples.
set -euo pipefail
cd "$(dirname "$0")/.."
rustup component add rustfmt clippy >/dev/null 2>&1 || true
rustup target add thumbv7em-none-eabihf >/dev/null
cargo fmt --all --check
cargo clippy --workspace --all-targets -- -D warnings
# gomoku-agreement (tests/) needs the Python module: scripts/test-agreement.sh runs it.
cargo test --workspace --exclude gomoku-agreement
# The serde forms (the feature is off in the workspace build).
cargo clippy -p gomoku-referee -p gomoku-referee-tests --all-targets --features gomoku-referee-tests/serde -- -D warnings
cargo test -p gomoku-referee-tests --features serde --test serde
cargo test -p gomoku-referee-tests --features renjunet --test records
cargo clippy -p gomoku-referee -p gomoku-referee-tests --all-targets --features gomoku-referee-tests/renjunet -- -D warnings
cargo clippy -p gomoku-wasm --all-targets -- -D warnings
# no_std: the core builds for a bare-metal target, with and without alloc/serde, and with
# encoding_rs's code pages (`encodings`).
cargo build -p gomoku-referee --no-default-features --target thumbv7em-none-eabihf
cargo build -p gomoku-referee --no-default-features --features alloc,serde --target thumbv7em-none-eabihf
cargo build -p gomoku-referee --no-default-features --features encodings --target thumbv7em-none-eabihf
RUSTDOCFLAGS="-D warnings" cargo doc -p gomoku-referee --no-deps --all-features
# The examples run to the end (the README's main example among them).
# The main example shows what the README says: a forbidden point marked, punished under
# renju and refused under the reject policy, and the end of the game.
out="$(cargo run -q -p gomoku-referee --example renju)"
for expected in " 7 . . . . . 3 X O O O" "forbidden for Black: f7 (double-three)" \
    "renju would punish it: 0-1 (white wins by forbidden)" \
    "refused: f7 is forbidden for black: double-three" "Result: 0-1 by five after 18 moves"; do
    grep -qF -- "$expected" <<<"$out" || { echo "example renju: no line with '$expected'" >&2; exit 1; }
done
# Game records: a directory of PSQ into SGF; per-opening statistics of a RenjuNet file.
out="$(cargo run -q -p gomoku-referee --example psq_to_sgf -- tests/data/records 2>/dev/null)"
grep -q '^(;FF\[4\]GM\[4\]SZ\[15\]' <<<"$out"
out="$(cargo run -q -p gomoku-referee --features renjunet --example renjunet_openings 2>/dev/null)"
grep -q '^Kagetsu  *2  *50.0%  *1  *0$' <<<"$out"
cargo run -q -p gomoku-referee --example replay > /dev/null
cargo run -q -p gomoku-referee --example replay -- "h8 h9 i8 i9 j8 j9 k8 k9 l8" freestyle/19 > /dev/null
# The tournament brain: a short conversation, and a short benchmark against random.
printf 'START 15\r\nINFO rule 4\r\nBEGIN\r\nTURN 7,6\r\nEND\r\n' \
    | cargo run -q -p gomoku-referee --example pbrain-gomoku | grep -x '7,7' > /dev/null
cargo run -q -p gomoku-referee --example pbrain-gomoku -- --bench 4 > /dev/null
cargo run -q -p gomoku-referee --example opening > /dev/null
cargo run -q -p gomoku-referee --example match > /dev/null
