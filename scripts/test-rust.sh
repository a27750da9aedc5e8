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
cargo clippy -p gomoku-core --all-targets --features serde -- -D warnings
cargo test -p gomoku-core --features serde --test serde
cargo test -p gomoku-core --features renjunet --test records
cargo clippy -p gomoku-core --all-targets --features renjunet -- -D warnings
# no_std: the core builds for a bare-metal target, with and without alloc/serde.
cargo build -p gomoku-core --no-default-features --target thumbv7em-none-eabihf
cargo build -p gomoku-core --no-default-features --features alloc,serde --target thumbv7em-none-eabihf
RUSTDOCFLAGS="-D warnings" cargo doc -p gomoku-core --no-deps --all-features
# The examples run to the end (the README's main example among them).
cargo run -q -p gomoku-core --example renju > /dev/null
cargo run -q -p gomoku-core --example psq_to_sgf -- tests/data/records 2>/dev/null | grep -q '^(;FF\[4\]GM\[4\]SZ\[15\]'
cargo run -q -p gomoku-core --features renjunet --example renjunet_openings 2>/dev/null | grep -q '^Kagetsu  *2  *50.0%  *1  *0$'
cargo run -q -p gomoku-core --example replay > /dev/null
cargo run -q -p gomoku-core --example replay -- "h8 h9 i8 i9 j8 j9 k8 k9 l8" freestyle/19 > /dev/null
